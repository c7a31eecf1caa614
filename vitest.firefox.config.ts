import { defineConfig } from 'vitest/config';

// Real-browser tests in Firefox (issue 15): Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi with
// the built MV2 extension (tests/firefox/launchFirefox.ts). Node environment; the extension is built once first.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/firefox/**/*.firefox.test.ts'],
    globalSetup: ['tests/firefox/buildFirefox.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
