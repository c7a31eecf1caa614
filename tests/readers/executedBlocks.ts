// Work as a count, not a time: how many blocks of code (function bodies, loop bodies, branches) ran in the engine and
// in lezer while `run` did, read from V8's precise block coverage (node:inspector). A quadratic step anywhere on a
// path shows as a ratio near 16 between inputs four times apart, whatever the machine's load; a linear one stays
// near 4. The tests compare such ratios ("linear work": ratio at 4x size < 5).
// Coverage is on from this module's loading to the end of the worker: code that had run (and been optimized) while
// it was off, or stopped and started again, was not counted (Node 20). It slows the code under it, so vitest.config.ts
// runs a file that imports this one in a worker of its own.
import { Session } from 'node:inspector/promises';

/** The code whose work is counted: the engine (lib/) and the lezer parsers and trees it reads with. */
const COUNTED = /\/lib\/|@lezer\//;

/** Started when this module loads, before any test of the file runs the code it counts. */
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });

/** The blocks of lib/ and @lezer/ executed by `run` (synchronous: nothing else runs meanwhile). */
export async function executedBlocks(run: () => unknown): Promise<number> {
  await blocksSinceLastCount();
  run();
  return blocksSinceLastCount();
}

/** The blocks of lib/ and @lezer/ executed since the last count (taking V8's counts resets them). */
export async function blocksSinceLastCount(): Promise<number> {
  return (await workSinceLastCount()).blocks;
}

/** The work since the last count: its blocks, and the functions that ran (`url:name`). */
export async function workSinceLastCount(): Promise<{ blocks: number; ran: Set<string> }> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  let blocks = 0;
  const ran = new Set<string>();
  for (const script of result) {
    if (!COUNTED.test(script.url)) continue;
    for (const fn of script.functions) {
      if (fn.ranges[0].count > 0) ran.add(`${script.url}:${fn.functionName}`);
      for (const range of fn.ranges) blocks += range.count;
    }
  }
  return { blocks, ran };
}

/** The work of `run(4n)` over the work of `run(n)`: near 4 for linear work, near 16 for quadratic. */
export async function workRatio(run: (n: number) => unknown, n: number): Promise<number> {
  const small = await executedBlocks(() => run(n));
  return (await executedBlocks(() => run(4 * n))) / small;
}
