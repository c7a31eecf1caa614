import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    // Most unit files are pure engine code: the node environment. The files that render or read a browser-like
    // Document name happy-dom in their first line (`// @vitest-environment happy-dom`); setting it up for all
    // 153 files cost ~108 s summed over the workers (issue 15: the suite was over its 15-minute budget).
    environment: 'node',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'tests/firefox/**'],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one, and the unit suite ran
    // serially (551 s in a clean-clone run). Its files are independent (temporary directories, no shared port).
    maxWorkers: 2,
  },
});
