// `reprolens check` and `reprolens skeleton` as a user runs them: a new Node process per call, process start and
// module loading included, on the corpus folder's slowest questions and the hostile review's code blocks
// (target: each within 1 s through the CLI). Wall time of `node bin/reprolens.mjs <command> <file>`, median of
// `passes` runs after one warm-up (the file cache warm, as for a second run at a terminal).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './nodeFigures';

export const CLI_TARGET_MS = 1000;

export interface CliInput {
  name: string;
  /** One Stack Exchange API record or corpus line, as `check` and `skeleton` read it; or a markdown draft (`ext: 'md'`). */
  record: string;
  ext?: 'json' | 'md';
}

export interface CliWallTime {
  name: string;
  command: 'check' | 'skeleton';
  ms: number;
}

/** Wall times of both commands on each input, and of `reprolens --version` (the process start alone). */
export function cliWallTimes(root: string, inputs: CliInput[], passes: number): { start: number; rows: CliWallTime[] } {
  const dir = mkdtempSync(join(tmpdir(), 'reprolens-cli-bench-'));
  const cli = join(root, 'bin/reprolens.mjs');
  const run = (args: string[]) => {
    const t0 = performance.now();
    spawnSync(process.execPath, [cli, ...args], { stdio: 'ignore' });
    return performance.now() - t0;
  };
  const timed = (args: string[]) => {
    run(args);
    return median(Array.from({ length: passes }, () => run(args)));
  };
  try {
    const start = timed(['--version']);
    const rows: CliWallTime[] = [];
    for (const [i, input] of inputs.entries()) {
      const file = join(dir, `${i}.${input.ext ?? 'json'}`);
      writeFileSync(file, input.record);
      for (const command of ['check', 'skeleton'] as const) rows.push({ name: input.name, command, ms: timed([command, file]) });
    }
    return { start, rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
