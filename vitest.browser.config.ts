import { defineConfig } from 'vitest/config';

// Real-browser tests: Debian's Chromium driven by playwright-core with the built extension loaded
// (../shared/reference/wxt-toolchain.md §6). Node environment; the extension is built once first.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.browser.test.ts'],
    globalSetup: ['tests/browser/buildExtension.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A real browser on a loaded 2-core machine: one retry absorbs a stalled launch or action (see the closing notes).
    retry: 1,
  },
});
