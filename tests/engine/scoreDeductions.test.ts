// The score's deductions on real questions (tests/fixtures/score/PROVENANCE.md): each point lost names its reason,
// and the score is the checklist share less the runnability points (lib/scoreDeductions.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { scoreItems } from '../../lib/score';
import {
  CODE_GAP_POINTS,
  ERROR_NOT_PASTED_POINTS,
  HARDWARE_POINTS,
  INSTALLATION_POINTS,
  MAX_CODE_GAPS,
  NO_PYTHON_CODE_POINTS,
  type Deduction,
  wholePoints,
} from '../../lib/scoreDeductions';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { ITEM_IDS, type ItemId } from '../../lib/report';
import type { TypedBug } from '../../lib/checklistFigures';
import { SIGNAL_POINTS, SIGNAL_TEXT } from '../../lib/reproductionSignals';

const RECORDS = readFileSync(resolve(__dirname, '../fixtures/score/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Record<string, unknown>);

function verdictFor(id: number, items?: Partial<Record<ItemId, boolean>>): ScoredVerdict {
  const settings = items ? { items: { ...DEFAULT_SETTINGS.items, ...items } } : DEFAULT_SETTINGS;
  const verdict = decide(readStackExchangeApiQuestion(RECORDS.find((r) => r.question_id === id)), settings);
  if (verdict.state !== 'verdict') throw new Error(`${id}: no score`);
  return verdict;
}
const runnability = (v: ScoredVerdict) => v.deductions.filter((d) => d.reason.kind !== 'item');
const kinds = (ds: Deduction[]) => ds.map((d) => (d.reason.kind === 'code_gap' ? d.reason.gap : d.reason.kind));

describe('the score: checklist share less what stands between the post and a run', () => {
  it('is, on every fixture question, the checklist share less the runnability points, and the items’ points are what the share lost', () => {
    for (const record of RECORDS) {
      const v = verdictFor(record.question_id as number);
      const type = v.report.bug_type as TypedBug;
      const share = scoreItems(type, v.report.items)!;
      // Points gained offset runnability losses only: the score is never above the checklist share.
      const lost = Math.max(
        0,
        runnability(v).reduce((s, d) => s + d.points, 0),
      );
      expect(Math.abs(v.score - Math.max(0, share - lost))).toBeLessThanOrEqual(1);
      expect(v.score).toBeLessThanOrEqual(share);
      const itemPoints = v.deductions.filter((d) => d.reason.kind === 'item').reduce((s, d) => s + d.points, 0);
      expect(Math.abs(100 - itemPoints - share)).toBeLessThanOrEqual(0.5);
      for (const d of v.deductions) expect(d.text.length, `${record.question_id}`).toBeGreaterThan(0);
    }
  });

  // A person follows points they can add up: "−16.3" claimed a precision the study's weights do not have. On every
  // fixture question each point lost is whole, and 100 less the points lost is the score (where nothing is gained and
  // the score is not held at 0).
  it('loses whole points that add up to the score', () => {
    let added = 0;
    for (const record of RECORDS) {
      const v = verdictFor(record.question_id as number);
      for (const d of v.deductions) expect(Number.isInteger(d.points), `${record.question_id} ${d.text}`).toBe(true);
      if (v.score === 0 || v.deductions.some((d) => d.points < 0)) continue;
      expect(100 - v.deductions.reduce((s, d) => s + d.points, 0), `${record.question_id}`).toBe(v.score);
      added++;
    }
    expect(added).toBeGreaterThan(5);
  });

  it('wholePoints rounds shares to integers that keep their rounded sum, the largest fractions first', () => {
    expect(wholePoints([16.3, 9.2, 4.4])).toEqual([16, 9, 5]);
    expect(wholePoints([0.4, 0.4, 0.4])).toEqual([1, 0, 0]);
    expect(wholePoints([])).toEqual([]);
  });

  it('61703503: no Python code costs 25 points on top of the code item; the pasted error costs nothing; the failing import turns on the installed versions', () => {
    const v = verdictFor(61703503);
    expect(v.report.runnability.pythonLines).toBe(0);
    expect(runnability(v)).toEqual([
      {
        reason: { kind: 'no_python_code' },
        points: NO_PYTHON_CODE_POINTS,
        text: 'no Python code to run: a reader writes the whole program',
      },
      {
        reason: { kind: 'installation', bound: 'package_import' },
        points: INSTALLATION_POINTS.package_import,
        text: 'the error is an import that fails: it turns on the installed package versions',
      },
    ]);
    // With the code item's own share (absent) the post loses about half the scale to having no code.
    const codeItem = v.deductions.find((d) => d.reason.kind === 'item' && d.reason.item === 'code')!;
    expect(codeItem.points + NO_PYTHON_CODE_POINTS).toBeGreaterThan(45);
    // The user turning the code item off takes its deduction with it.
    expect(kinds(runnability(verdictFor(61703503, { code: false })))).toEqual(['installation']);
  });

  it('61948074: a compiled library of the asker’s install that will not load costs half the scale (50 points); the user turning environment off drops it', () => {
    const v = verdictFor(61948074);
    expect(v.report.runnability.installation).toBe('binary_library');
    expect(INSTALLATION_POINTS.binary_library).toBe(50);
    expect(runnability(v).filter((d) => d.reason.kind === 'installation')).toEqual([
      {
        reason: { kind: 'installation', bound: 'binary_library' },
        points: INSTALLATION_POINTS.binary_library,
        text: "the error is a compiled library of the asker's installation that will not load: no reader has that install",
      },
    ]);
    expect(kinds(runnability(verdictFor(61948074, { environment: false })))).not.toContain('installation');
  });

  it('65081913: a training bug whose code needs several GPUs (MirroredStrategy) loses the hardware points too', () => {
    const v = verdictFor(65081913);
    expect(v.report.bug_type).not.toBe('gpu');
    expect(runnability(v).filter((d) => d.reason.kind === 'hardware')).toEqual([
      { reason: { kind: 'hardware', need: 'multi_gpu' }, points: HARDWARE_POINTS, text: 'the bug needs several GPUs to show' },
    ]);
  });

  it('61704416: each name used but never defined is one gap of 5 points, named', () => {
    const v = verdictFor(61704416);
    const gaps = runnability(v).filter((d) => d.reason.kind === 'code_gap');
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.length).toBeLessThanOrEqual(MAX_CODE_GAPS);
    expect(gaps.every((d) => d.points === CODE_GAP_POINTS)).toBe(true);
    expect(gaps.map((d) => d.text)).toContain('`model_ssl` is used but never defined');
    // Turning the code_runnable item off drops its gaps.
    expect(kinds(runnability(verdictFor(61704416, { code_runnable: false }))).filter((k) => k === 'undefined_name')).toEqual([]);
  });

  it('61711802: an import of a module ReproLens does not know is a gap, said as a possibility', () => {
    const v = verdictFor(61711802);
    expect(v.report.runnability.privateModules).toContain('flask_restful');
    expect(runnability(v).map((d) => d.text)).toContain(
      "imports `flask_restful`, not a package ReproLens knows: if it is the asker's own module, no reader has it",
    );
  });

  it('61755441: a file only the asker has is a gap', () => {
    expect(kinds(runnability(verdictFor(61755441)))).toContain('local_file');
  });

  it('61880544: a model trained but never built is a gap', () => {
    expect(kinds(runnability(verdictFor(61880544)))).toContain('unbuilt_model');
  });

  it('61756071: no error message in the post as text loses 10 points; turning the logs item off takes them away', () => {
    const v = verdictFor(61756071);
    expect(v.report.runnability.errorTextPasted).toBe(false);
    expect(runnability(v).find((d) => d.reason.kind === 'error_not_pasted')).toEqual({
      reason: { kind: 'error_not_pasted' },
      points: ERROR_NOT_PASTED_POINTS,
      text: 'no error message is in the post as text',
    });
    expect(kinds(runnability(verdictFor(61756071, { logs: false })))).not.toContain('error_not_pasted');
  });

  it('61778066: a GPU bug whose code needs CUDA loses the hardware points', () => {
    const v = verdictFor(61778066);
    expect(v.report.bug_type).toBe('gpu');
    expect(v.report.runnability.hardware).toBe('cuda');
    const hardware = runnability(v).find((d) => d.reason.kind === 'hardware');
    expect(hardware).toEqual({
      reason: { kind: 'hardware', need: 'cuda' },
      points: HARDWARE_POINTS,
      text: 'the bug needs a CUDA GPU to show',
    });
  });

  it('62873654: self-contained code with its error pasted loses nothing to runnability (its error, raised by the code’s own values, any stand-in input reproduces)', () => {
    const v = verdictFor(62873654);
    expect(runnability(v)).toEqual([
      {
        reason: { kind: 'signal', signal: 'stand_in_reproduces' },
        points: SIGNAL_POINTS.stand_in_reproduces,
        text: SIGNAL_TEXT.stand_in_reproduces,
      },
    ]);
    expect(v.score).toBe(scoreItems(v.report.bug_type as TypedBug, v.report.items));
  });

  it('every item that lost points is partial or absent, never na', () => {
    for (const record of RECORDS) {
      const v = verdictFor(record.question_id as number);
      for (const d of v.deductions)
        if (d.reason.kind === 'item') expect(['partial', 'absent']).toContain(v.report.items[d.reason.item].status);
      expect(ITEM_IDS.length).toBe(8);
    }
  });
});
