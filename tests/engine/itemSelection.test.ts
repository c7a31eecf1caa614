// The report as the user configured it, on real questions (tests/fixtures/items/questions.jsonl,
// tests/fixtures/so-pytorch-2020-sample.jsonl and the demo question; provenance beside each).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import {
  ALL_ITEMS_OFF_NOTE,
  applyItemSelection,
  enabledItemIds,
  NO_CHECKED_ITEM_APPLIES_NOTE,
  TURNED_OFF_REASON,
} from '../../lib/itemSelection';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS, toScoreLine, type ItemId, type Report } from '../../lib/report';
import { DEFAULT_SETTINGS } from '../../lib/settings';

const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);
const jsonl = (name: string) =>
  readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const RECORDS = [
  ...jsonl('items/questions.jsonl'),
  ...jsonl('so-pytorch-2020-sample.jsonl'),
  JSON.parse(readFileSync(fixture('demo/so-61877098-resnet50-cifar10.json'), 'utf8')) as Record<string, unknown>,
];
const reports = new Map<number, Report>();
const reportFor = (id: number): Report => {
  if (!reports.has(id)) reports.set(id, analyzeQuestion(readStackExchangeApiQuestion(RECORDS.find((r) => r.question_id === id))));
  return reports.get(id)!;
};
const allIds = () => RECORDS.map((r) => r.question_id as number);
const only = (...on: ItemId[]) => Object.fromEntries(ITEM_IDS.map((id) => [id, on.includes(id)])) as Record<ItemId, boolean>;
const without = (...off: ItemId[]) => Object.fromEntries(ITEM_IDS.map((id) => [id, !off.includes(id)])) as Record<ItemId, boolean>;
const GRADE_ORDER = ['E', 'D', 'C', 'B', 'A'];

describe('applyItemSelection', () => {
  it('with every item on, returns exactly the engine report, on every real question', () => {
    for (const id of allIds()) {
      const report = reportFor(id);
      expect(applyItemSelection(report, DEFAULT_SETTINGS.items), `question ${id}`).toEqual(report);
    }
  });

  it('never changes the report it is given', () => {
    const report = reportFor(61756557);
    const before = structuredClone(report);
    applyItemSelection(report, only());
    applyItemSelection(report, without('code', 'logs'));
    expect(report).toEqual(before);
  });

  it('marks a switched-off item "na" with a plain reason, drops its suggestion and leaves the other items alone', () => {
    const report = reportFor(61756557); // training bug: code missing, several suggestions
    expect(report.suggestions.map((s) => s.item)).toContain('logs');
    const selected = applyItemSelection(report, without('logs'));
    expect(selected.items.logs).toEqual({ status: 'na', evidence: [], reason: TURNED_OFF_REASON, facts: {} });
    expect(selected.suggestions.map((s) => s.item)).not.toContain('logs');
    expect(selected.suggestions).toEqual(report.suggestions.filter((s) => s.item !== 'logs'));
    for (const id of ITEM_IDS.filter((i) => i !== 'logs')) expect(selected.items[id]).toEqual(report.items[id]);
  });

  it('turning off a missing top-3 item raises the score and lifts the grade cap', () => {
    // 62109287: a tensor_input bug with no code posted; code is a top-3 item for tensor_input, so the grade is capped.
    const report = reportFor(62109287);
    expect(report.bug_type).toBe('tensor_input');
    expect(report.items.code.status).toBe('absent');
    expect(report.grade).toBe('C');
    expect(report.notes).toContain('Grade capped: code missing, a top-3 item for tensor_input bugs.');

    const selected = applyItemSelection(report, without('code'));
    expect(selected.score!).toBeGreaterThan(report.score!);
    expect(GRADE_ORDER.indexOf(selected.grade!)).toBeGreaterThan(GRADE_ORDER.indexOf('C'));
    expect(selected.grade_name).not.toBe(report.grade_name);
    expect(selected.notes.some((n) => n.startsWith('Grade capped'))).toBe(false);
  });

  it('turning off a missing top-3 item raises a low score too, and the cap note goes with it', () => {
    const report = reportFor(61756557); // training bug, score in the D band, code missing
    const selected = applyItemSelection(report, without('code'));
    expect(selected.score!).toBeGreaterThan(report.score!);
    expect(selected.notes).not.toContain('Grade capped: code missing, a top-3 item for training bugs.');
  });

  it('keeps the cap, word for word, when an unrelated item is turned off', () => {
    const report = reportFor(62109287);
    const selected = applyItemSelection(report, without('environment'));
    expect(selected.notes).toEqual(report.notes);
    expect(selected.grade).toBe('C');
  });

  it('turning off the partial items raises the score; keeping only them lowers it', () => {
    const report = reportFor(61877098); // the demo: tensor_input, grade A, code/data/logs present
    const selected = applyItemSelection(report, without('hyperparameters', 'environment'));
    expect(selected.score!).toBeGreaterThan(report.score!); // the two partial items were pulling it down
    const lowered = applyItemSelection(report, only('hyperparameters', 'environment'));
    expect(lowered.score!).toBeLessThan(report.score!);
    expect(lowered.grade).toMatch(/^[A-E]$/);
  });

  it('with every item off, a bug report has no score and says why (0 would read as "Not reproducible")', () => {
    for (const id of allIds().filter((i) => reportFor(i).is_bug_report)) {
      const selected = applyItemSelection(reportFor(id), only());
      expect(selected.score, `question ${id}`).toBeNull();
      expect(selected.grade).toBeNull();
      expect(selected.grade_name).toBeNull();
      expect(selected.suggestions).toEqual([]);
      expect(selected.notes).toContain(ALL_ITEMS_OFF_NOTE);
      expect(selected.notes.some((n) => n.startsWith('Grade capped'))).toBe(false);
      for (const item of ITEM_IDS) expect(selected.items[item].status).toBe('na');
      expect(JSON.parse(toScoreLine(selected)).score).toBeNull();
    }
  });

  it('has no score either when the only items left on do not apply to the question', () => {
    const report = reportFor(63057577); // a gpu bug with no training: hyperparameters "na"
    expect(report.is_bug_report).toBe(true);
    expect(report.items.hyperparameters.status).toBe('na');
    const selected = applyItemSelection(report, only('hyperparameters'));
    expect(selected.score).toBeNull();
    expect(selected.grade).toBeNull();
    expect(selected.notes).toContain(NO_CHECKED_ITEM_APPLIES_NOTE);
    expect(selected.items.hyperparameters).toEqual(report.items.hyperparameters);
  });

  it('a not-a-bug report keeps score and grade null whatever is turned off', () => {
    const howTos = allIds().filter((i) => !reportFor(i).is_bug_report);
    expect(howTos.length).toBeGreaterThan(0);
    for (const id of howTos) {
      const report = reportFor(id);
      for (const selection of [without('logs'), without('code', 'data'), only()]) {
        const selected = applyItemSelection(report, selection);
        expect(selected.score).toBeNull();
        expect(selected.grade).toBeNull();
        expect(selected.grade_name).toBeNull();
        expect(selected.notes).toEqual(report.notes);
        expect(selected.suggestions.every((s) => selection[s.item])).toBe(true);
      }
    }
  });
});

describe('enabledItemIds', () => {
  it('lists the checked items in checklist order; a missing id counts as on', () => {
    expect(enabledItemIds(DEFAULT_SETTINGS.items)).toEqual([...ITEM_IDS]);
    expect(enabledItemIds(without('data', 'logs'))).toEqual(ITEM_IDS.filter((id) => id !== 'data' && id !== 'logs'));
    expect(enabledItemIds(only())).toEqual([]);
    expect(enabledItemIds({ code: false })).toEqual(ITEM_IDS.filter((id) => id !== 'code'));
  });
});
