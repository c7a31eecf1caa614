// `reprolens score --jobs 2 --resume OUT` as a researcher runs it on a long input: the process killed (SIGKILL, as an
// out-of-memory killer or a closed laptop would stop it) while it writes, then the same command again. The bundle is
// built into a folder of this file's own (two files building dist/ at once would race), inside the repository so its
// external packages resolve from node_modules/.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreLineId } from '../../cli/score/resume';
import { oneLineMessages } from './fakeIo';

const repo = resolve(import.meta.dirname, '../..');
const corpus = resolve(repo, '../shared/corpus/stackoverflow/pytorch-2020.jsonl');
/** Enough questions that the run is still writing when it is killed, few enough to keep the test short. */
const QUESTIONS = 240;
/** Killed once OUT holds this much: past the first lines, well before the end (240 score lines are ~500 KB). */
const KILL_AT_BYTES = 60_000;
let dir = '';
let cli = '';
let input = '';

beforeAll(() => {
  mkdirSync(join(repo, 'tmp'), { recursive: true });
  dir = mkdtempSync(join(repo, 'tmp', 'resume-kill-'));
  const entries = ['reprolens=cli/reprolens.ts', 'scoreWorker=cli/score/scoreWorker.ts'];
  const build = spawnSync(process.execPath, ['tools/build/buildNode.mjs', '--outdir', dir, ...entries.flatMap((e) => ['--entry', e])], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  cli = join(dir, 'reprolens.mjs');
  input = join(dir, 'questions.jsonl');
  const lines = readFileSync(corpus, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  writeFileSync(input, `${lines.slice(0, QUESTIONS).join('\n')}\n`);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

/** Resolves once `path` holds at least `bytes` (a state, polled), or rejects when the process ended first. */
function whenFileHolds(path: string, bytes: number, child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    const ended = () => fail(new Error(`the run ended before ${path} held ${bytes} bytes`));
    child.once('exit', ended);
    const poll = setInterval(() => {
      let size = 0;
      try {
        size = statSync(path).size;
      } catch {}
      if (size < bytes) return;
      clearInterval(poll);
      child.off('exit', ended);
      done();
    }, 5);
  });
}

describe('score killed while writing, then resumed', () => {
  it('gives the uninterrupted run’s lines, each question once, the torn line (if any) repaired and said', async () => {
    const whole = run(['score', '--jobs=2', input]);
    expect(whole.status, whole.stderr).toBe(0);
    const wholeLines = whole.stdout.trimEnd().split('\n');
    expect(wholeLines).toHaveLength(QUESTIONS);

    const out = join(dir, 'scores.jsonl');
    const child = spawn(process.execPath, [cli, 'score', '--jobs=2', '--resume', out, input], { stdio: 'ignore' });
    const exited = new Promise((done) => child.once('exit', done));
    await whenFileHolds(out, KILL_AT_BYTES, child);
    child.kill('SIGKILL');
    await exited;
    const stopped = readFileSync(out, 'utf8');
    expect(stopped.length).toBeLessThan(whole.stdout.length); // it was stopped before the end
    const torn = !stopped.endsWith('\n');

    const resumed = run(['score', '--jobs=2', '--resume', out, input]);
    expect(resumed.status, resumed.stderr).toBe(0);
    expect(resumed.stdout).toBe('');
    const said = oneLineMessages(resumed.stderr);
    const kept = stopped
      .slice(0, stopped.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean).length;
    expect(said).toContain(`resuming: ${kept} questions already in ${out}`);
    if (torn) expect(said).toContain(`${out}: its last line was cut off`);
    expect(said).toMatch(new RegExp(`scored ${QUESTIONS - kept} of ${QUESTIONS} records; .*${kept} already scored`));

    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    expect(lines).toEqual(wholeLines);
    expect(new Set(lines.map(scoreLineId)).size).toBe(QUESTIONS);
  }, 120_000);
});
