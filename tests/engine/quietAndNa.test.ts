// Quiet by default (README "The overlay", quiet state), on every real question of the engine fixtures
// (tests/fixtures/items/questions.jsonl, tests/fixtures/so-pytorch-2020-sample.jsonl,
// tests/fixtures/engine-questions.jsonl; provenance beside each) and the saved non-DL pages
// (tests/fixtures/pages/PROVENANCE.md): a quiet verdict asks for nothing — on the panel (the verdict's report), in
// `score` (`suggestions: []`) and in `check` (no Suggestions section) — and an item that does not apply (`na`) is never
// suggested and never caps a grade, by the engine's judgment or by the options turning it off.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkJson, formatCheckReport, NO_COLOURS } from '../../cli/checkReport';
import { readStackOverflowPageHtml } from '../../cli/savedPage';
import { analyzeQuestion } from '../../lib/engine';
import type { Question } from '../../lib/question';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine, type JudgedVerdict } from '../../lib/verdict';

const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);
const jsonl = (name: string) =>
  readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const seen = new Set<unknown>();
const apiQuestions: Question[] = [
  ...jsonl('items/questions.jsonl'),
  ...jsonl('so-pytorch-2020-sample.jsonl'),
  ...jsonl('engine-questions.jsonl'),
]
  .filter((r) => !seen.has(r.question_id) && seen.add(r.question_id))
  .map((r) => readStackExchangeApiQuestion(r));
const pageQuestions: Question[] = readdirSync(fixture('pages'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => readStackOverflowPageHtml(readFileSync(fixture(`pages/${f}`), 'utf8')))
  .flatMap((read) => (read.ok ? [read.question] : []));
const QUESTIONS = [...apiQuestions, ...pageQuestions];
const verdicts: JudgedVerdict[] = QUESTIONS.map((q) => decide(q, DEFAULT_SETTINGS));

describe('a quiet verdict asks for nothing', () => {
  const quiet = verdicts.filter((v) => v.state === 'quiet');

  it('has real quiet questions of both kinds, which the engine alone would have asked things of', () => {
    expect(quiet.filter((v) => v.reason === 'not_a_bug_report').length).toBeGreaterThan(10);
    expect(quiet.filter((v) => v.reason === 'not_deep_learning').length).toBeGreaterThanOrEqual(5);
    const engineAsked = QUESTIONS.filter((_, i) => verdicts[i].state === 'quiet').filter((q) => analyzeQuestion(q).suggestions.length);
    expect(engineAsked.length).toBeGreaterThan(10);
  });

  it('no suggestions in the verdict, in the score line, in check --json or in the check text', () => {
    for (const v of quiet) {
      const id = v.report.question_id;
      expect(v.report.suggestions, `question ${id}`).toEqual([]);
      const line = JSON.parse(toScoreLine(v));
      expect([line.score, line.grade, line.suggestions], `question ${id}`).toEqual([null, null, []]);
      expect(checkJson(v).suggestions).toEqual([]);
      expect(formatCheckReport(v, NO_COLOURS)).not.toMatch(/^Suggestions/m);
    }
  });
});

describe('an item that does not apply', () => {
  const scored = verdicts.filter((v) => v.state === 'verdict');

  it('has real scored questions with na items', () => {
    expect(scored.length).toBeGreaterThan(20);
    expect(scored.filter((v) => ITEM_IDS.some((id) => v.report.items[id].status === 'na')).length).toBeGreaterThan(3);
  });

  it('is never suggested and never caps the grade (the engine’s na)', () => {
    for (const v of scored) {
      const na = ITEM_IDS.filter((id) => v.report.items[id].status === 'na');
      const id = v.report.question_id;
      for (const s of v.report.suggestions) expect(na, `question ${id}: suggests ${s.item}`).not.toContain(s.item);
      if (v.state !== 'verdict') continue;
      const capping = v.notes.flatMap((n) => n.items);
      for (const item of capping) expect(v.report.items[item].status, `question ${id}: capped by ${item}`).toBe('absent');
      for (const d of v.deductions)
        if (d.reason.kind === 'item') expect(na, `question ${id}: points lost for ${d.reason.item}`).not.toContain(d.reason.item);
    }
  });

  it('is never suggested and never caps the grade when the options turn it off', () => {
    for (const question of QUESTIONS)
      for (const off of ['code', 'logs', 'data'] as ItemId[]) {
        const v = decide(question, { items: { [off]: false } });
        if (v.state !== 'verdict') continue;
        expect(v.report.items[off].status).toBe('na');
        expect(v.report.suggestions.map((s) => s.item)).not.toContain(off);
        expect(v.notes.flatMap((n) => n.items)).not.toContain(off);
      }
  });
});
