// Test support for the Python walk's tests: the real Stack Overflow questions of tests/fixtures/python/questions.jsonl
// (provenance: tests/fixtures/python/PROVENANCE.md), read with the project's own reader, and the code a test asks
// about: a code block as the asker pasted it, or all the question's Python as the skeleton joins it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import type { Question } from '../../lib/question';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { collectCodePieces } from '../../lib/skeleton/codePieces';

interface Record {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
}

const records = new Map(
  readFileSync(resolve(import.meta.dirname, '../fixtures/python/questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record)
    .map((r) => [r.question_id, r]),
);

export function question(id: number): Question {
  const record = records.get(id);
  if (!record) throw new Error(`question ${id} is not in tests/fixtures/python/questions.jsonl`);
  return readStackOverflowBodyHtml(record.body_html, { title: record.title, tags: record.tags, id, site: 'stackoverflow' });
}

/** The question's first code block that contains `fragment`, as pasted. */
export function blockWith(id: number, fragment: string): string {
  const block = question(id).blocks.find((b) => b.kind === 'code' && b.text.includes(fragment));
  if (block?.kind !== 'code') throw new Error(`question ${id} has no code block with "${fragment}"`);
  return block.text;
}

/** All the question's Python as the skeleton joins it (lib/skeleton/codePieces.ts). */
export function scriptOf(id: number): string {
  return collectCodePieces(question(id))
    .pieces.map((p) => p.text)
    .join('\n');
}

/** The first node named `name` whose text is `text` (or starts with it), in `source` parsed as it stands. */
export function nodeOf(source: string, name: string, text: string): SyntaxNode {
  let found: SyntaxNode | null = null;
  parser.parse(source).iterate({
    enter: (ref) => {
      if (found) return false;
      if (ref.name === name && source.slice(ref.from, ref.to).startsWith(text)) found = ref.node;
      return undefined;
    },
  });
  if (!found) throw new Error(`no ${name} "${text}" in the source`);
  return found;
}

/** The 0-based line of `source` holding `fragment`. */
export function lineOf(source: string, fragment: string): number {
  const line = source.split('\n').findIndex((l) => l.includes(fragment));
  if (line < 0) throw new Error(`no line with "${fragment}"`);
  return line;
}

/** The offset of `fragment` in `source` (its `nth` occurrence, from 0). */
export function offsetOf(source: string, fragment: string, nth = 0): number {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = source.indexOf(fragment, at + 1);
    if (at < 0) throw new Error(`no "${fragment}" (#${nth}) in the source`);
  }
  return at;
}
