// Bundles the Node entry points (CLI and its scoring worker, eval, reproduction eval, bench, browser bench, demo, the
// GitHub fixture writer) into dist/ with esbuild.
//   node tools/build/buildNode.mjs [--outdir DIR] [--entry name=path ...]
// --outdir builds elsewhere (a test that needs a bundle builds its own, so two test files never race on dist/; the
// folder must sit inside the repository, where the external packages resolve from node_modules/); --entry builds only
// the entries given instead of the list below.
// Packages stay external: they are installed dependencies, and bundling linkedom or lezer would only
// make dist/ larger and the bench less honest about what the engine itself costs.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const entryPoints = {
  reprolens: 'cli/reprolens.ts',
  // Beside reprolens.mjs: the worker pool (cli/score/workerPool.ts) finds it through import.meta.url.
  scoreWorker: 'cli/score/scoreWorker.ts',
  eval: 'tools/eval/eval.ts',
  evalRepro: 'tools/eval/evalRepro.ts',
  writeReproSet: 'tools/eval/writeReproSet.ts',
  bench: 'tools/bench/node.ts',
  demo: 'tools/demo/demo.ts',
  benchBrowser: 'tools/bench/browser.ts',
  writeGitHubIssuePages: 'tools/fixtures/writeGitHubIssuePages.ts',
  fuzz: 'tools/fuzz/fuzz.ts',
  benchMemory: 'tools/bench/memory.ts',
  benchBusySuite: 'tools/bench/busySuite.ts',
  benchDump: 'tools/bench/dump.ts',
  lintExtension: 'tools/build/lintExtension.ts',
};

const { values: flags } = parseArgs({ options: { outdir: { type: 'string' }, entry: { type: 'string', multiple: true } } });
const chosen = flags.entry ? Object.fromEntries(flags.entry.map((e) => e.split('='))) : entryPoints;

const options = {
  absWorkingDir: root,
  entryPoints: chosen,
  outdir: flags.outdir ?? 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
};

const started = performance.now();
try {
  await build(options);
} catch {
  // esbuild has already printed each error with its file and line; a stack trace would add nothing.
  console.error('build:node: failed');
  process.exit(1);
}
console.log(`build:node: ${options.outdir}/{${Object.keys(chosen).join(',')}}.mjs in ${Math.round(performance.now() - started)} ms`);
