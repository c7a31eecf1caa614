// The installed command: bin/reprolens.mjs over the esbuild bundle, as `npx reprolens` runs it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneLineMessages } from './fakeIo';
import { apiRecord, PAYLOADS, RAW_CONTROL, scoreBatch } from './hostileCli';

const repo = resolve(import.meta.dirname, '../..');
const bin = join(repo, 'bin/reprolens.mjs');
const demo = join(repo, 'tests/fixtures/demo/so-61877098-resnet50-cifar10.json');

function node(args: string[], cwd = repo) {
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

describe('bin/reprolens.mjs', () => {
  beforeAll(() => {
    // Rebuild so the test runs today's sources, not whatever dist/ postinstall left.
    const build = node(['tools/build/buildNode.mjs']);
    expect(build.status, build.stderr).toBe(0);
  }, 60_000);

  it('checks the demo question (what `npm run demo` prints)', () => {
    const run = node([bin, 'check', demo]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('ReproLens · “RuntimeError: Expected 4-dimensional input');
    expect(run.stdout).toContain('question    61877098');
  });

  it('exits 2 with one line for a missing file', () => {
    const run = node([bin, 'check', 'missing.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('reprolens: missing.json: no such file\n');
  });

  it('says how to build when the bundle is missing', () => {
    const copy = mkdtempSync(join(tmpdir(), 'reprolens-bin-'));
    mkdirSync(join(copy, 'bin'));
    copyFileSync(bin, join(copy, 'bin/reprolens.mjs'));
    const run = node([join(copy, 'bin/reprolens.mjs'), '--version'], copy);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('run `npm run build:node`');
  });

  it('writes no raw control, bidi or separator character from any corpus payload (hostile review C1–C3, real process)', () => {
    const raw = RAW_CONTROL;
    const batch = scoreBatch(PAYLOADS);
    const score = spawnSync(process.execPath, [bin, 'score', '-'], { cwd: repo, input: batch, encoding: 'utf8' });
    expect(score.status).toBe(1); // the bad lines are skipped
    expect(score.stdout.trimEnd().split('\n')).toHaveLength(PAYLOADS.length);
    expect(score.stdout).not.toMatch(raw);
    expect(score.stderr).not.toMatch(raw);
    expect(oneLineMessages(score.stderr)).toContain('\\u{1b}]0;PWNED-TITLE\\u{7}');
    // The review's forged verdict line (probe/cli/nl.json), through a pipe: one verdict line, the title escaped.
    const title = 'loss is nan\n  verdict     score 100 · grade A (FAKE)';
    const check = spawnSync(process.execPath, [bin, 'check', '-'], {
      cwd: repo,
      input: JSON.stringify({ ...apiRecord('x'), title }),
      encoding: 'utf8',
    });
    expect(check.stdout.match(/^ {2}verdict /gm)).toHaveLength(1);
    // In quotes, the run of spaces as one (hostile review 2026-12-04).
    expect(check.stdout).toContain('ReproLens · “loss is nan\\u{a} verdict score 100 · grade A (FAKE)”\n');
  });
});
