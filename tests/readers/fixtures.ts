// Loads the reader fixtures (see tests/fixtures/*PROVENANCE.md). Paths via import.meta.dirname: under happy-dom,
// `new URL(…, import.meta.url)` resolves to http://localhost (wxt-toolchain.md §5).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { Question } from '../../lib/question';

export const FIXTURES = resolve(import.meta.dirname, '../fixtures');

export function readFixture(name: string): string {
  return readFileSync(resolve(FIXTURES, name), 'utf8');
}

export interface CorpusRecord {
  question_id: number;
  link: string;
  title: string;
  tags: string[];
  body_html: string;
  owner_display_name: string;
  content_license: string;
}

/** The ten real records of so-pytorch-2020-sample.jsonl, by question id. */
export function sampleRecords(): Map<number, CorpusRecord> {
  const records = readFixture('so-pytorch-2020-sample.jsonl')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CorpusRecord);
  return new Map(records.map((record) => [record.question_id, record]));
}

export function sampleRecord(id: number): CorpusRecord {
  const record = sampleRecords().get(id);
  if (!record) throw new Error(`question ${id} is not in so-pytorch-2020-sample.jsonl`);
  return record;
}

/** Offsets are what every checklist item relies on: each block's text sits at its offsets in Question.text. */
export function expectConsistentOffsets(question: Question): void {
  for (const block of question.blocks) {
    expect(question.text.slice(block.start, block.end)).toBe(block.text);
    if (block.kind === 'prose' || block.kind === 'quote') {
      for (const span of [...block.inlineCode, ...block.links]) {
        expect(block.text.slice(span.start, span.end)).toBe(span.text);
      }
    }
  }
  expect(question.text).toBe(question.blocks.map((block) => block.text).join('\n\n'));
}

export function kinds(question: Question): string {
  return question.blocks.map((block) => block.kind).join(' ');
}

export function codeBlocks(question: Question) {
  return question.blocks.filter((block) => block.kind === 'code');
}
