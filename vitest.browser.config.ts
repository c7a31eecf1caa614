import { defineConfig } from 'vitest/config';

// Real-browser tests: Debian's Chromium driven by playwright-core with the built extension loaded
// (../shared/reference/wxt-toolchain.md §6). Node environment; the extension is built once first.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.browser.test.ts'],
    globalSetup: ['tests/browser/helpers/buildExtension.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker runs every file in turn, its modules kept: the files that need the test build share one browser
    // (tests/browser/helpers/launchExtension.ts).
    isolate: false,
    // Tests wait on states, not on time (a clean-clone run failed 4 waits while another process shared
    // the 2 cores): a state that comes late under load still passes; a state that never comes fails after 20 s.
    expect: { poll: { timeout: 20_000, interval: 50 } },
    // No retry: the one flake that needed it (page.close() during a POST's navigation) is fixed at its cause in
    // tests/browser/coach.browser.test.ts; a real failure should fail.
  },
});
