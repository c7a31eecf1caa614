// The score's deductions on real questions (tests/fixtures/score/PROVENANCE.md): each point lost names its reason,
// and the score is the checklist share less the runnability points (lib/scoreDeductions.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { pointsLostText } from '../../lib/pointsLost';
import { scoreItems } from '../../lib/score';
import {
  CODE_GAP_POINTS,
  ERROR_NOT_PASTED_POINTS,
  HARDWARE_POINTS,
  INSTALLATION_POINTS,
  MAX_CODE_GAPS,
  NO_PYTHON_CODE_POINTS,
  type Deduction,
  scoredItems,
  wholePoints,
} from '../../lib/scoreDeductions';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
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
      // Runnable code that lacks only library imports counts as present (scoredItems).
      const share = scoreItems(type, scoredItems(v.report.items))!;
      // Points gained offset runnability losses only: the score is never above the checklist share.
      const lost = Math.max(
        0,
        runnability(v)
          .filter((d) => d.reason.kind !== 'floor')
          .reduce((s, d) => s + d.points, 0),
      );
      expect(Math.abs(v.score - Math.max(0, share - lost))).toBeLessThanOrEqual(1);
      expect(v.score).toBeLessThanOrEqual(share);
      const itemPoints = v.deductions.filter((d) => d.reason.kind === 'item').reduce((s, d) => s + d.points, 0);
      expect(Math.abs(100 - itemPoints - share)).toBeLessThanOrEqual(0.5);
      for (const d of v.deductions) expect(d.text.length, `${record.question_id}`).toBeGreaterThan(0);
    }
  });

  // A person follows points they can add up: "−16.3" claimed a precision the study's weights do not have. On every
  // fixture question each point lost is whole, and 100 less the points listed is the score — gains and the score held
  // at 0 included (each listed as what it counts).
  it('loses whole points that add up to the score', () => {
    for (const record of RECORDS) {
      const v = verdictFor(record.question_id as number);
      for (const d of v.deductions) expect(Number.isInteger(d.points), `${record.question_id} ${d.text}`).toBe(true);
      expect(100 - v.deductions.reduce((s, d) => s + d.points, 0), `${record.question_id}`).toBe(v.score);
    }
  });

  // Whole numbers everywhere, the gain line included; a note that costs nothing reads "0", not "−0".
  it('shows points as whole numbers: −16, +10, 0', () => {
    expect(pointsLostText(16)).toBe('−16');
    expect(pointsLostText(16.3)).toBe('−16');
    expect(pointsLostText(-10)).toBe('+10');
    expect(pointsLostText(0)).toBe('0');
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
        text: 'code snippet: no Python code to run: a reader writes the whole program',
      },
      {
        reason: { kind: 'installation', bound: 'package_import' },
        points: INSTALLATION_POINTS.package_import,
        text: 'environment: the error is an import that fails: it turns on the installed package versions',
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
        text: "environment: the error is a compiled library of the asker's installation that will not load: no reader has that install",
      },
    ]);
    expect(kinds(runnability(verdictFor(61948074, { environment: false })))).not.toContain('installation');
  });

  // The hardware is the bug's, not something the post left out (the trial of the panel): a note that costs nothing.
  it('65081913: a training bug whose code needs several GPUs (MirroredStrategy) is noted, at no cost', () => {
    const v = verdictFor(65081913);
    expect(v.report.bug_type).not.toBe('gpu');
    expect(HARDWARE_POINTS).toBe(0);
    expect(runnability(v).filter((d) => d.reason.kind === 'hardware')).toEqual([
      {
        reason: { kind: 'hardware', need: 'multi_gpu' },
        points: 0,
        text: 'environment: the bug needs several GPUs to show (a fact of the bug: no points off)',
      },
    ]);
  });

  it('61704416: each name used but never defined is one gap of 5 points, named', () => {
    const v = verdictFor(61704416);
    const gaps = runnability(v).filter((d) => d.reason.kind === 'code_gap');
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.length).toBeLessThanOrEqual(MAX_CODE_GAPS);
    expect(gaps.every((d) => d.points === CODE_GAP_POINTS)).toBe(true);
    expect(gaps.map((d) => d.text)).toContain('runnable code: `model_ssl` is used but never defined');
    // Turning the code_runnable item off drops its gaps.
    expect(kinds(runnability(verdictFor(61704416, { code_runnable: false }))).filter((k) => k === 'undefined_name')).toEqual([]);
  });

  // The runnable-code item calls this code runnable: a gap beside it would contradict the item's own status.
  it('61711802: an import of a module ReproLens does not know costs nothing where the item calls the code runnable', () => {
    const v = verdictFor(61711802);
    expect(v.report.runnability.privateModules).toContain('flask_restful');
    expect(v.report.items.code_runnable.status).toBe('present');
    expect(kinds(runnability(v))).not.toContain('private_module');
  });

  it('61755441: a file only the asker has is a gap', () => {
    expect(kinds(runnability(verdictFor(61755441)))).toContain('local_file');
  });

  it('61880544: a model trained but never built is a gap', () => {
    expect(kinds(runnability(verdictFor(61880544)))).toContain('unbuilt_model');
  });

  it('61756071: an error shown only in a screenshot loses 10 points under the (partial) logs; turning the logs item off takes them away', () => {
    const v = verdictFor(61756071);
    expect(v.report.runnability.errorTextPasted).toBe(false);
    expect(v.report.items.logs.status).toBe('partial');
    expect(runnability(v).find((d) => d.reason.kind === 'error_not_pasted')).toEqual({
      reason: { kind: 'error_not_pasted' },
      points: ERROR_NOT_PASTED_POINTS,
      text: 'logs: the error is only described or shown in a screenshot: its message is not in the post as text',
    });
    expect(kinds(runnability(verdictFor(61756071, { logs: false })))).not.toContain('error_not_pasted');
  });

  it('61778066: a GPU bug whose code needs CUDA is noted, at no cost', () => {
    const v = verdictFor(61778066);
    expect(v.report.bug_type).toBe('gpu');
    expect(v.report.runnability.hardware).toBe('cuda');
    const hardware = runnability(v).find((d) => d.reason.kind === 'hardware');
    expect(hardware).toEqual({
      reason: { kind: 'hardware', need: 'cuda' },
      points: 0,
      text: 'environment: the bug needs a CUDA GPU to show (a fact of the bug: no points off)',
    });
  });

  // Its error, raised by the code's own values, any stand-in input reproduces: a gain, but one that gives back only
  // points lost before a run — here none, so it is not listed (a "+10" shown but not added confused the trial).
  it('62873654: self-contained code with its error pasted loses nothing to runnability, and lists no gain it does not count', () => {
    const v = verdictFor(62873654);
    expect(v.report.problem.error).not.toBeNull();
    expect(runnability(v)).toEqual([]);
    expect(v.score).toBe(scoreItems(v.report.bug_type as TypedBug, v.report.items));
  });

  it('61755441: a gain is listed as the points it gave back, at most its own', () => {
    const v = verdictFor(61755441);
    const gain = runnability(v).find((d) => d.reason.kind === 'signal')!;
    const lostBeforeRun = runnability(v)
      .filter((d) => d.points > 0)
      .reduce((s, d) => s + d.points, 0);
    expect(gain.points).toBe(-Math.min(-SIGNAL_POINTS.stand_in_reproduces, lostBeforeRun));
    expect(gain.text).toBe(`reproduction: ${SIGNAL_TEXT.stand_in_reproduces}`);
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
