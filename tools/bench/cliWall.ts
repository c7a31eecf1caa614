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

/** `reprolens score` over a corpus file against the floor script (tools/bench/parseFloor.mjs), in CPU time. */
export interface CliScoreAgainstFloor {
  /** Median CPU (user + system) of the whole process, ms. */
  scoreCpuMs: number;
  floorCpuMs: number;
  /** Median of the runs' paired ratios (score / floor). */
  ratio: number;
  runs: number;
}

/** Each child reports its own CPU (process.cpuUsage: the whole process, start included) on stderr at exit. */
const REPORT_CPU = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\ncpu-us "+(u.user+u.system)+"\\n")})`;

/**
 * CPU rather than wall time, and paired runs (the floor, then score, each pair one after the other), so a machine
 * shared with other work skews both sides of a ratio alike.
 */
export function cliScoreAgainstFloor(root: string, corpusPath: string, runs = 5): CliScoreAgainstFloor {
  const cpuMs = (script: string) => {
    const child = spawnSync(process.execPath, ['--import', REPORT_CPU, join(root, script), ...scriptArgs(script, corpusPath)], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    const us = /cpu-us (\d+)/.exec(child.stderr ?? '');
    if (child.status !== 0 || !us) throw new Error(`${script} failed (exit ${child.status}): ${child.stderr}`);
    return Number(us[1]) / 1000;
  };
  const pairs = Array.from({ length: runs }, () => {
    const floor = cpuMs('tools/bench/parseFloor.mjs');
    return { floor, score: cpuMs('bin/reprolens.mjs') };
  });
  return {
    scoreCpuMs: median(pairs.map((p) => p.score)),
    floorCpuMs: median(pairs.map((p) => p.floor)),
    ratio: median(pairs.map((p) => p.score / p.floor)),
    runs,
  };
}

function scriptArgs(script: string, corpusPath: string): string[] {
  return script.startsWith('bin/') ? ['score', corpusPath] : [corpusPath];
}
