import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

const UNIT_FILES = ['tests/**/*.test.ts', 'tests/**/*.test.tsx'];
const BROWSER_FILES = ['tests/browser/**', 'tests/firefox/**'];

/**
 * A unit file that replaces a module, a global, a prototype's method, the environment or the clock gets a fresh module
 * graph of its own. Every other file shares its worker's modules with the files before it: imported once, not 130 times (issue
 * 15: the whole suite was over its 15-minute budget; on 2 cores the unit suite took 220 s with every file isolated,
 * 112 s sharing). A file that patched a prototype and counted work (markdownSyntax) failed when it ran after files
 * that had warmed the same caches, so the list is read off the files themselves, not kept by hand. A file that counts
 * executed blocks (tests/readers/executedBlocks.ts) turns V8's coverage on for the rest of its worker's life.
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(|fakeBrowser|globalThis\.\w+ *=[^=]|prototype\.\w+ *=[^=]|Object\.defineProperty|executedBlocks'/;
/**
 * A file that only renders or reads a Document (and changes nothing above) shares a happy-dom worker with the others
 * like it: the engine and Preact imported once, not 17 times.
 */
const NEEDS_DOM = /@vitest-environment happy-dom/;
const root = fileURLToPath(new URL('.', import.meta.url));
const unitFiles = (readdirSync(join(root, 'tests'), { recursive: true }) as string[])
  .map((file) => join('tests', file))
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^tests\/(browser|firefox)\//.test(file))
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
const isolated = unitFiles.filter((f) => NEEDS_ISOLATION.test(f.text)).map((f) => f.file);
const dom = unitFiles.filter((f) => !NEEDS_ISOLATION.test(f.text) && NEEDS_DOM.test(f.text)).map((f) => f.file);
const sweeps = new Set(unitFiles.filter((f) => f.text.includes('shared/corpus')).map((f) => join(root, f.file)));

/**
 * A file that sweeps the corpus or the gold sets beside the repository (`../shared/corpus`) runs first in its project.
 * With no timing cache (a clean clone, as CI runs) vitest starts the larger files first, and such a file is small for
 * a minute's work: started last, it left one of the two workers idle at the end (the suite's time).
 */
class CorpusSweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const sweep = (f: TestSpecification) => sweeps.has(f.moduleId);
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    return projects.flatMap((name) => {
      const inProject = sorted.filter((f) => f.project.name === name);
      return [...inProject.filter(sweep), ...inProject.filter((f) => !sweep(f))];
    });
  }
}

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    // Most unit files are pure engine code: the node environment. The files that render or read a browser-like
    // Document name happy-dom in their first line (`// @vitest-environment happy-dom`); setting it up for all
    // 153 files cost ~108 s summed over the workers (the suite was over its 15-minute budget).
    environment: 'node',
    testTimeout: 30_000,
    // A hook that builds (the store zips' `wxt zip` in tests/tools/build/sourcesZip.test.ts) is bounded by its work: at the
    // default 10 s it timed out in a clean-clone run while another process shared the 2 cores.
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that is one, and the unit suite ran
    // serially (551 s in a clean-clone run). Its files are independent (temporary directories, no shared port).
    maxWorkers: 2,
    sequence: { sequencer: CorpusSweepsFirst },
    projects: [
      { extends: true, test: { name: 'engine', include: UNIT_FILES, exclude: [...BROWSER_FILES, ...isolated, ...dom], isolate: false } },
      { extends: true, test: { name: 'dom', include: dom, environment: 'happy-dom', isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
