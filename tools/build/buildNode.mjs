// Bundles the Node entry points (CLI, eval, reproduction eval, bench, browser bench, demo, the GitHub fixture writer)
// into dist/ with esbuild.
// Packages stay external: they are installed dependencies, and bundling linkedom or lezer would only
// make dist/ larger and the bench less honest about what the engine itself costs.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const entryPoints = {
  reprolens: 'cli/reprolens.ts',
  eval: 'tools/eval/eval.ts',
  evalRepro: 'tools/eval/evalRepro.ts',
  bench: 'tools/bench/node.ts',
  demo: 'tools/demo/demo.ts',
  benchBrowser: 'tools/bench/browser.ts',
  writeGitHubIssuePages: 'tools/fixtures/writeGitHubIssuePages.ts',
  fuzz: 'tools/fuzz/fuzz.ts',
  benchMemory: 'tools/bench/memory.ts',
  benchBusySuite: 'tools/bench/busySuite.ts',
  lintExtension: 'tools/build/lintExtension.ts',
};

const options = {
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist',
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
console.log(`build:node: dist/{${Object.keys(entryPoints).join(',')}}.mjs in ${Math.round(performance.now() - started)} ms`);
