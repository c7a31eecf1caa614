import { defineConfig } from 'vitest/config';

// Real-browser tests in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi with
// the built MV2 extension (tests/firefox/launchFirefox.ts). Node environment; the extension is built once first.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/firefox/**/*.firefox.test.ts'],
    globalSetup: ['tests/firefox/buildFirefox.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker runs every file in turn, its modules kept: the files that need the default browser share one
    // (tests/firefox/launchFirefox.ts; each Firefox start is 4–6 s here, 11 of 15 files).
    isolate: false,
    // As the Chromium suite (vitest.browser.config.ts): a state that comes late under load still passes.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
