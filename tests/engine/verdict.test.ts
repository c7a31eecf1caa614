// The one verdict (lib/verdict.ts) on real questions (tests/fixtures/items/questions.jsonl,
// tests/fixtures/so-pytorch-2020-sample.jsonl, the demo question, and saved pages in tests/fixtures/pages; provenance
// beside each): the deep-learning gate, the score and grade of DL bug reports, and what the user's item selection
// does to them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStackOverflowPageHtml } from '../../cli/savedPage';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { Question } from '../../lib/question';
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine, type JudgedVerdict, type ScoredVerdict } from '../../lib/verdict';
import { NO_SCORE, noteText } from '../../lib/verdictTexts';

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
const questions = new Map<number, Question>();
const questionFor = (id: number): Question => {
  if (!questions.has(id)) questions.set(id, readStackExchangeApiQuestion(RECORDS.find((r) => r.question_id === id)));
  return questions.get(id)!;
};
const allIds = () => RECORDS.map((r) => r.question_id as number);
const only = (...on: ItemId[]) => ({ items: Object.fromEntries(ITEM_IDS.map((id) => [id, on.includes(id)])) as Record<ItemId, boolean> });
const without = (...off: ItemId[]) => ({
  items: Object.fromEntries(ITEM_IDS.map((id) => [id, !off.includes(id)])) as Record<ItemId, boolean>,
});
const GRADE_ORDER = ['E', 'D', 'C', 'B', 'A'];
const notes = (v: JudgedVerdict) => (v.state === 'verdict' ? v.notes.map(noteText) : []);

function scored(verdict: JudgedVerdict): ScoredVerdict {
  if (verdict.state !== 'verdict') throw new Error(`expected a score, got quiet: ${verdict.reason}`);
  return verdict;
}

describe('decide: the deep-learning gate', () => {
  // Real: a JavaScript question (2022-04), read as an api bug report by the engine (tests/fixtures/pages/PROVENANCE.md).
  const page = readStackOverflowPageHtml(readFileSync(fixture('pages/so-2022-04_stackoverflow_58211880.html'), 'utf8'));

  it('gives a question outside deep learning no score, though the engine reads it as a bug report', () => {
    if (!page.ok) throw new Error(page.reason);
    const verdict = decide(page.question, DEFAULT_SETTINGS);
    expect(verdict.report.is_bug_report).toBe(true);
    expect(verdict.report.framework).toBe('other');
    expect(verdict).toMatchObject({ state: 'quiet', reason: 'not_deep_learning', why: NO_SCORE.not_deep_learning.sentence });
    const line = JSON.parse(toScoreLine(verdict));
    expect(line.score).toBeNull();
    expect(line.grade).toBeNull();
    // The items are kept; the suggestions are not (quiet by default: a quiet verdict asks for nothing).
    expect(line.items.code.status).toBe(verdict.report.items.code.status);
    expect(verdict.report.suggestions).toEqual([]);
    expect(line.suggestions).toEqual([]);
  });

  it('scores every deep-learning bug report among the real questions, and quietens the how-to ones', () => {
    let bugs = 0;
    for (const id of allIds()) {
      const verdict = decide(questionFor(id), DEFAULT_SETTINGS);
      if (verdict.report.is_bug_report) {
        bugs++;
        expect(verdict.state, `question ${id}`).toBe('verdict');
      } else expect(verdict, `question ${id}`).toMatchObject({ state: 'quiet', reason: 'not_a_bug_report' });
    }
    expect(bugs).toBeGreaterThan(10);
  });
});

describe('decide: the item selection', () => {
  it('turning off a missing top-3 item raises the score and lifts the grade cap', () => {
    // 62886651: a training bug with no code posted at all (code absent in the expert gold); code is a top-3 item for
    // training, so the grade is capped; with no Python code to run (25 points on top of the code item,
    // lib/scoreDeductions.ts) the score itself is in the E band. (62109287 served here until its traceback line
    // counted as one-line code, codebook v2: partial, as the gold has it.)
    const base = scored(decide(questionFor(62886651), DEFAULT_SETTINGS));
    expect(base.report.bug_type).toBe('training');
    expect(base.report.items.code.status).toBe('absent');
    expect(base.grade).toBe('E');
    expect(notes(base)).toContain('Grade capped: code missing, one of the three items that matter most for a training problem.');

    const selected = scored(decide(questionFor(62886651), without('code')));
    expect(selected.score).toBeGreaterThan(base.score);
    expect(GRADE_ORDER.indexOf(selected.grade)).toBeGreaterThan(GRADE_ORDER.indexOf(base.grade));
    expect(selected.gradeName).not.toBe(base.gradeName);
    expect(notes(selected).some((n) => n.startsWith('Grade capped'))).toBe(false);
  });

  it('turning off a missing top-3 item raises a low score too, and the cap note goes with it', () => {
    const base = scored(decide(questionFor(61756557), DEFAULT_SETTINGS)); // training bug, score in the D band, code missing
    const selected = scored(decide(questionFor(61756557), without('code')));
    expect(selected.score).toBeGreaterThan(base.score);
    expect(notes(selected)).not.toContain('Grade capped: code missing, one of the three items that matter most for a training problem.');
  });

  it('keeps the cap, word for word, when an unrelated item is turned off', () => {
    const base = scored(decide(questionFor(62886651), DEFAULT_SETTINGS));
    const selected = scored(decide(questionFor(62886651), without('environment')));
    expect(notes(selected)).toEqual(notes(base));
    expect(selected.notes).toEqual([{ kind: 'grade_capped', items: ['code'], bugType: 'training' }]);
    expect(selected.grade).toBe(base.grade);
  });

  it('turning off the partial items raises the score; keeping only them lowers it', () => {
    const base = scored(decide(questionFor(61877098), DEFAULT_SETTINGS)); // the demo: tensor_input, grade A, code/data/logs present
    const selected = scored(decide(questionFor(61877098), without('hyperparameters', 'environment')));
    expect(selected.score).toBeGreaterThan(base.score); // the two partial items were pulling it down
    const lowered = scored(decide(questionFor(61877098), only('hyperparameters', 'environment')));
    expect(lowered.score).toBeLessThan(base.score);
    expect(lowered.grade).toMatch(/^[A-E]$/);
  });

  it('with every item off, a bug report has no score and says why (0 would read as "Not reproducible")', () => {
    for (const id of allIds().filter((i) => decide(questionFor(i), DEFAULT_SETTINGS).report.is_bug_report)) {
      const verdict = decide(questionFor(id), only());
      expect(verdict, `question ${id}`).toMatchObject({ state: 'quiet', reason: 'all_items_off', why: NO_SCORE.all_items_off.sentence });
      expect(verdict.report.suggestions).toEqual([]);
      for (const item of ITEM_IDS) expect(verdict.report.items[item].status).toBe('na');
      expect(JSON.parse(toScoreLine(verdict)).score).toBeNull();
    }
  });

  it('has no score either when the only items left on do not apply to the question', () => {
    const base = decide(questionFor(63057577), DEFAULT_SETTINGS); // a gpu bug with no training: hyperparameters "na"
    expect(base.report.is_bug_report).toBe(true);
    expect(base.report.items.hyperparameters.status).toBe('na');
    const verdict = decide(questionFor(63057577), only('hyperparameters'));
    expect(verdict).toMatchObject({
      state: 'quiet',
      reason: 'no_checked_item_applies',
      why: NO_SCORE.no_checked_item_applies.sentence,
    });
    expect(verdict.report.items.hyperparameters).toEqual(base.report.items.hyperparameters);
  });

  it('a not-a-bug report keeps score and grade null whatever is turned off', () => {
    const howTos = allIds().filter((i) => !decide(questionFor(i), DEFAULT_SETTINGS).report.is_bug_report);
    expect(howTos.length).toBeGreaterThan(0);
    for (const id of howTos) {
      const base = decide(questionFor(id), DEFAULT_SETTINGS);
      for (const selection of [without('logs'), without('code', 'data'), only()]) {
        const verdict = decide(questionFor(id), selection);
        expect(verdict).toMatchObject({ state: 'quiet', reason: 'not_a_bug_report' });
        const line = JSON.parse(toScoreLine(verdict));
        expect(line.score).toBeNull();
        expect(line.grade).toBeNull();
        expect(verdict.report.notes).toEqual(base.report.notes);
        expect(verdict.report.suggestions.every((s) => selection.items[s.item])).toBe(true);
      }
    }
  });
});
