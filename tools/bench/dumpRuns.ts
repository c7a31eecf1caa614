// One measured run of `npm run bench:dump`: a child process (the CLI, or the bench's own pool driver) whose wall time,
// CPU time (user + system, all its threads) and resident memory are taken from Linux's /proc, the same for both.
// The CPU comes from the `sh` that waits for it: /proc/<sh>/stat's cutime/cstime count a waited-for child's every
// tick (proc(5)); the memory is sampled from the child's /proc/<pid>/status (VmRSS now, VmHWM the peak).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** proc(5): times in clock ticks, sysconf(_SC_CLK_TCK), 100 on Linux. */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 500;

export interface ChildRun {
  wallSeconds: number;
  cpuSeconds: number;
  /** Peak resident set, MB (VmHWM). */
  peakRssMb: number;
  /** Resident set every SAMPLE_MS, MB: flat memory shows as a flat series. */
  rssMb: number[];
  status: number;
  stderr: string;
}

/** `command args…` run with stdout thrown away (as `> /dev/null`), measured. */
export function measureChild(command: string, args: readonly string[]): Promise<ChildRun> {
  // $$ is the shell; it waits for the child, then prints its own stat line (with the child's CPU in cutime/cstime).
  const script = '"$@" >/dev/null; s=$?; cat /proc/$$/stat; exit $s';
  const shell = spawn('sh', ['-c', script, 'sh', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const started = performance.now();
  let stdout = '';
  let stderr = '';
  shell.stdout.on('data', (d) => (stdout += d));
  shell.stderr.on('data', (d) => (stderr += d));
  const rssMb: number[] = [];
  let peakRssMb = 0;
  const sample = setInterval(() => {
    const child = childOf(shell.pid);
    const status = child ? readStatus(child) : null;
    if (!status) return;
    rssMb.push(status.rss);
    peakRssMb = Math.max(peakRssMb, status.peak);
  }, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    shell.on('error', reject);
    shell.on('close', (code) => {
      clearInterval(sample);
      const fields = stdout.slice(stdout.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ", field 3 is fields[0]: cutime and cstime are fields 16 and 17.
      const cpuSeconds = (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
      resolve({ wallSeconds: (performance.now() - started) / 1000, cpuSeconds, peakRssMb, rssMb, status: code ?? -1, stderr });
    });
  });
}

function childOf(pid: number | undefined): number | null {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? Number(children.split(' ')[0]) : null;
  } catch {
    return null;
  }
}

function readStatus(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
