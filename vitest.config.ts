import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    environment: 'happy-dom',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'tests/firefox/**'],
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one, and the unit suite ran
    // serially (551 s in a clean-clone run). Its files are independent (temporary directories, no shared port).
    maxWorkers: 2,
  },
});
