// Test support for the skeleton inference tests: the real Stack Overflow questions of
// tests/fixtures/skeleton/inference-questions.jsonl (provenance: tests/fixtures/skeleton/PROVENANCE.md), read with
// the project's own reader so every test sees exactly the text the product sees.
import { readFileSync } from 'node:fs';
import { parser } from '@lezer/python';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { collectCodePieces } from '../../lib/skeleton/codePieces';
import type { Question } from '../../lib/question';

export interface FixtureRecord {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
}

/** The records of a tests/fixtures/skeleton/*.jsonl file, by question id. */
export function readFixtureRecords(file: string): Map<number, FixtureRecord> {
  return new Map(
    readFileSync(resolve(import.meta.dirname, '../fixtures/skeleton', file), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as FixtureRecord)
      .map((r) => [r.question_id, r]),
  );
}

/** A record as the product reads it (lib/readers/stackOverflowHtml.ts). */
export function questionOf(record: FixtureRecord): Question {
  return readStackOverflowBodyHtml(record.body_html, {
    title: record.title,
    tags: record.tags,
    id: record.question_id,
    site: 'stackoverflow',
  });
}

/** The skeleton of one record of a fixture file, built as `reprolens skeleton` builds it; the question must have one. */
export function fixtureSkeleton(records: Map<number, FixtureRecord>, id: number): Skeleton {
  const question = questionOf(records.get(id)!);
  const skeleton = buildSkeleton(question, analyzeQuestion(question));
  expect(skeleton).not.toBeNull();
  return skeleton!;
}

const records = readFixtureRecords('inference-questions.jsonl');

const cache = new Map<number, Question>();

/** The question as the product reads it (lib/readers/stackOverflowHtml.ts). */
export function question(id: number): Question {
  const record = records.get(id);
  if (!record) throw new Error(`question ${id} is not in inference-questions.jsonl`);
  let q = cache.get(id);
  if (!q) {
    q = questionOf(record);
    cache.set(id, q);
  }
  return q;
}

/** The text of the question's n-th code block (counting code blocks only, from 0), as the reader gives it. */
export function codeBlock(id: number, n: number): string {
  const blocks = question(id).blocks.filter((b) => b.kind === 'code');
  if (!blocks[n]) throw new Error(`question ${id} has no code block ${n}`);
  return blocks[n].text;
}

/** All the question's Python as the skeleton joins it: its code pieces (lib/skeleton/codePieces.ts), in order. */
export function allCode(id: number): string {
  return collectCodePieces(question(id))
    .pieces.map((p) => p.text)
    .join('\n');
}

/** Every line a printed value or an error message could be on, as the skeleton collects them: all blocks but images. */
export function textLines(id: number): string[] {
  return question(id).blocks.flatMap((b) => (b.kind === 'image' ? [] : b.text.split('\n')));
}

/** The block with the common indentation of its lines removed, as a script needs it at module level. */
export function withoutCommonIndent(text: string): string {
  const lines = text.replace(/\n+$/, '').split('\n');
  const common = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines.map((l) => (l.trim() ? l.slice(common) : '')).join('\n');
}

/** Error nodes @lezer/python puts in `text`'s parse tree (0: the parser reads all of it as Python). */
export function lezerErrors(text: string): number {
  let errors = 0;
  parser.parse(text).iterate({
    enter: (node) => {
      if (node.type.isError) errors++;
    },
  });
  return errors;
}
