// The reproduction set (tools/eval/reproSet.ts) on the real corpus file it is drawn from: the committed list
// (docs/eval/repro-set-pytorch-2020-2023.txt, what docs/skeleton.md's command passes to repro_run.py --ids) is exactly
// what the rule gives, so the set can be neither hand-edited nor stale.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPRO_CORPUS, REPRO_SET, reportedException, reproCandidates, reproSetLines } from '../../../tools/eval/reproSet';

const repo = resolve(import.meta.dirname, '../../..');
const records = readFileSync(resolve(repo, REPRO_CORPUS), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as { question_id: number; body_html: string });
const byId = (id: number) => records.find((r) => r.question_id === id)!;

describe('the reproduction set', () => {
  it('is the committed list: every question of the file that reports a Python exception and posts Python code', () => {
    const set = reproCandidates(records);
    expect(reproSetLines(set)).toBe(readFileSync(resolve(repo, REPRO_SET), 'utf8'));
    expect(set.length).toBe(81);
  });

  it("reads the reported exception as repro_run.py does: the traceback's last exception line, else the body's", () => {
    // 67746193 reports its TypeError in prose, with no traceback.
    expect(reportedException(byId(67746193).body_html)).toMatchObject({
      name: 'TypeError',
      message: expect.stringMatching(/^new\(\) received an invalid combination/),
    });
    expect(reportedException(byId(63466204).body_html)).toEqual({
      name: 'AttributeError',
      message: "module 'torch.utils' has no attribute 'tensorboard'",
    });
  });

  it("leaves out a package manager's error and a question without Python code", () => {
    const ids = new Set(reproCandidates(records).map((c) => c.question_id));
    expect(reportedException(byId(63842961).body_html)?.name).toBe('UnsatisfiableError'); // conda's
    expect(ids.has(63842961)).toBe(false);
    expect(reportedException(byId(73747731).body_html)?.name).toBe('RuntimeError'); // a CUDA OOM with no code shown
    expect(ids.has(73747731)).toBe(false);
  });
});
