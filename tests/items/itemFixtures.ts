// Shared loader and assertions for the per-item tests (tests/items/<item>.test.ts).
// The fixture tests/fixtures/items/questions.jsonl holds real Stack Overflow questions copied from the
// corpus (see tests/fixtures/items/PROVENANCE.md); it is read once per test file, and each question is
// read and analysed once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { Question } from '../../lib/question';
import type { BugType, ItemId, ItemJudgment, ItemJudgments, Suggestion } from '../../lib/checklist';
import type { Report } from '../../lib/report';

export const FIXTURE_PATH = resolve(import.meta.dirname, '../fixtures/items/questions.jsonl');

let records: Map<number, unknown> | null = null;
const analysed = new Map<number, { question: Question; report: Report }>();

function fixtureRecords(): Map<number, unknown> {
  if (!records) {
    records = new Map();
    for (const line of readFileSync(FIXTURE_PATH, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { question_id: number; content_license?: unknown };
      // PROVENANCE.md: answers are not copied (their authors are not credited), every question has its licence.
      if ('answer_bodies_html_from_source' in record) throw new Error(`${record.question_id}: answer bodies must not be copied`);
      if (typeof record.content_license !== 'string') throw new Error(`${record.question_id}: no content_license`);
      records.set(record.question_id, record);
    }
  }
  return records;
}

/** The fixture question with this id, as the API reader reads it, and the engine's report on it. */
export function fixture(id: number): { question: Question; report: Report } {
  let entry = analysed.get(id);
  if (!entry) {
    const record = fixtureRecords().get(id);
    if (record === undefined) throw new Error(`question ${id} is not in ${FIXTURE_PATH}`);
    const question = readStackExchangeApiQuestion(record);
    entry = { question, report: analyzeQuestion(question) };
    analysed.set(id, entry);
  }
  return entry;
}

/** One item's judgment (with that item's typed facts) on a fixture question, with the question and report it came from. */
export function judged<K extends ItemId>(id: number, item: K): { question: Question; report: Report; judgment: ItemJudgments[K] } {
  const { question, report } = fixture(id);
  return { question, report, judgment: report.items[item] };
}

/** Evidence block -1 is the title. */
export function blockText(question: Question, block: number): string {
  return block === -1 ? question.title : question.blocks[block].text;
}

/** Index of the first block whose text contains `needle` (-1 for the title); fails when none does. */
export function blockWith(question: Question, needle: string): number {
  const i = question.blocks.findIndex((b) => b.text.includes(needle));
  if (i >= 0) return i;
  if (question.title.includes(needle)) return -1;
  throw new Error(`no block of question ${question.id} contains ${JSON.stringify(needle)}`);
}

/**
 * Every evidence span lies in the post: a real block (or -1, the title), a valid range, and an excerpt
 * that is exactly `blockText(...).slice(start, end)` (cut to 199 characters plus "…" past 200).
 */
export function expectEvidenceInPost(question: Question, judgment: ItemJudgment): void {
  for (const e of judgment.evidence) {
    expect(e.block, `evidence block ${e.block}`).toBeGreaterThanOrEqual(-1);
    expect(e.block).toBeLessThan(question.blocks.length);
    const text = blockText(question, e.block);
    expect(e.start).toBeGreaterThanOrEqual(0);
    expect(e.end).toBeGreaterThan(e.start);
    expect(e.end).toBeLessThanOrEqual(text.length);
    const raw = text.slice(e.start, e.end);
    expect(e.excerpt).toBe(raw.length > 200 ? `${raw.slice(0, 199)}…` : raw);
    expect(e.note.trim().length, 'evidence note').toBeGreaterThan(0);
  }
}

/** The status, and for present/partial a non-empty evidence list that is really found in the post. */
export function expectJudgment(question: Question, judgment: ItemJudgment, status: ItemJudgment['status']): void {
  expect(judgment.status).toBe(status);
  expectSentence(judgment.reason);
  expectEvidenceInPost(question, judgment);
  if (status === 'present' || status === 'partial') expect(judgment.evidence.length).toBeGreaterThan(0);
}

/** A non-empty sentence: starts with a capital letter or code, ends with a full stop. */
export function expectSentence(text: string): void {
  expect(text.trim().length).toBeGreaterThan(10);
  expect(text).toMatch(/^[A-Z`]/);
  expect(text).toMatch(/[.!?]$/);
}

/** True when a span of `e` (same block) overlaps [start, end). */
export function overlaps(e: { block: number; start: number; end: number }, block: number, start: number, end: number): boolean {
  return e.block === block && e.start < end && start < e.end;
}

// Checklist §2 (docs/reference/checklist.md): share of each type's reproduced bugs for which the
// item was critical, and §1: the share over all reproduced SO bugs.
const TYPE_SHARE: Partial<Record<BugType, Partial<Record<ItemId, number>>>> = {
  training: { code: 86, data: 82, logs: 76, hyperparameters: 72, model: 58 },
  model: { code: 71, data: 55, logs: 79, hyperparameters: 64, model: 64 },
  tensor_input: { code: 72, data: 97, logs: 93, hyperparameters: 41, model: 52 },
  api: { code: 75, data: 55, logs: 85, hyperparameters: 25, model: 70 },
  gpu: { code: 67, logs: 100 },
};
const OVERALL_SHARE: Partial<Record<ItemId, number>> = { logs: 85.9, code: 78.8, data: 72.9, model: 64.7, hyperparameters: 52.9 };
// Checklist §3: how often each edit action was needed.
const EDIT_SHARES = [49, 47, 44, 32, 27, 26, 19, 18, 4];

/**
 * The suggestion's `why` is a non-empty sentence with the checklist's figure for the item: the
 * bug type's share when the report names a type the checklist has a figure for, else one of the
 * item's figures (non-bug questions are typed internally only). Environment has no percentage in the
 * checklist, only "4 of 102" and "9 of the 17"; code_runnable and expected_vs_actual have none, so
 * their `why` must cite the study and (code_runnable) the `edit` the §3 figure.
 */
export function expectWhyCitesChecklist(s: Suggestion, report: Report): void {
  expectSentence(s.why);
  expect(s.why).toContain('Shah et al.');
  expectSentence(s.edit);
  const typed = report.bug_type === 'not_a_bug' ? undefined : TYPE_SHARE[report.bug_type]?.[s.item];
  const overall = OVERALL_SHARE[s.item];
  if (typed !== undefined) {
    expect(s.why).toContain(`${typed} %`);
  } else if (overall !== undefined) {
    const figures = new Set<number>([overall]);
    for (const shares of Object.values(TYPE_SHARE)) if (shares?.[s.item] !== undefined) figures.add(shares[s.item]!);
    const cited = /(\d+(?:\.\d+)?) %/.exec(s.why);
    expect(cited, `a percentage in ${JSON.stringify(s.why)}`).not.toBeNull();
    expect([...figures]).toContain(Number(cited![1]));
  } else if (s.item === 'environment') {
    expect(s.why).toContain('4 of 102');
    expect(s.why).toContain('9 of the 17');
  } else if (s.item === 'code_runnable') {
    const cited = /(\d+) %/.exec(s.edit);
    expect(cited, `a percentage in ${JSON.stringify(s.edit)}`).not.toBeNull();
    expect(EDIT_SHARES).toContain(Number(cited![1]));
  }
}

/** The suggestion for `item`, which must exist. */
export function suggestionFor(report: Report, item: ItemId): Suggestion {
  const s = report.suggestions.find((x) => x.item === item);
  expect(s, `a suggestion for ${item}`).toBeDefined();
  return s!;
}

/** Identifiers written in backticks in a suggestion's text: `x`, `y` → ['x', 'y']. */
export function backtickedNames(text: string): string[] {
  return [...text.matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]);
}

/** The name occurs as an identifier in one of the question's code blocks. */
export function inQuestionCode(question: Question, name: string): boolean {
  const word = new RegExp(`(?<![\\w.])${name}\\b`);
  return question.blocks.some((b) => b.kind === 'code' && word.test(b.text));
}
