// Test support: turns a Stack Exchange API record's body_html into a Question with a regex (the
// project's real HTML readers live in lib/readers/ and are tested there), and loads fixtures.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assembleQuestion, type Block, type Question } from '../../lib/question';

type RawBlock = Parameters<typeof assembleQuestion>[0]['blocks'][number];

export const FIXTURES = resolve(import.meta.dirname, '../fixtures/analysis');
// The whole corpus lives in ../shared beside the repository (not copied: 830 questions); tests that sweep
// it skip, saying so, where it is absent. Single-question tests use the copies in tests/fixtures/.
export const CORPUS_JSONL = resolve(import.meta.dirname, '../../../shared/corpus/stackoverflow/pytorch-2020.jsonl');
export const corpusMissing = !existsSync(CORPUS_JSONL);
// Real bodies copied into the project (provenance: tests/fixtures/so-pytorch-2020-sample.jsonl.PROVENANCE.md).
export const SAMPLE_JSONL = resolve(import.meta.dirname, '../fixtures/so-pytorch-2020-sample.jsonl');

export interface ApiRecord {
  question_id: number;
  link: string;
  title: string;
  tags: string[];
  body_html: string;
}

export function decodeEntities(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const BLOCK = /<pre([^>]*)>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/pre>|<blockquote>([\s\S]*?)<\/blockquote>|<(p|li|h\d)>([\s\S]*?)<\/\4>/g;

function plain(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, '')).trim();
}

export function recordToQuestion(record: ApiRecord): Question {
  const blocks: RawBlock[] = [];
  for (const m of record.body_html.matchAll(BLOCK)) {
    if (m[2] !== undefined) {
      const lang = /lang-([\w+-]+)/.exec(m[1])?.[1] ?? null;
      blocks.push({ kind: 'code', text: decodeEntities(m[2].replace(/<[^>]+>/g, '')), lang });
    } else if (m[3] !== undefined) blocks.push({ kind: 'quote', text: plain(m[3]), inlineCode: [], links: [] });
    else blocks.push({ kind: 'prose', text: plain(m[5]), inlineCode: [], links: [] });
  }
  return assembleQuestion({ site: 'stackoverflow', id: record.question_id, title: record.title, tags: record.tags, source: 'api', blocks });
}

export function loadQuestion(fixture: string): Question {
  return recordToQuestion(JSON.parse(readFileSync(resolve(FIXTURES, fixture), 'utf8')) as ApiRecord);
}

export function loadText(fixture: string): string {
  return readFileSync(resolve(FIXTURES, fixture), 'utf8');
}

/** The n-th code block (counting code blocks only) of a fixture question. */
export function codeBlock(question: Question, n: number): Extract<Block, { kind: 'code' }> & { index: number } {
  const code = question.blocks.map((b, index) => ({ ...b, index })).filter((b) => b.kind === 'code');
  const block = code[n];
  if (block?.kind !== 'code') throw new Error(`no code block ${n} in question ${question.id}`);
  return block;
}

export function readCorpus(path: string = CORPUS_JSONL): ApiRecord[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ApiRecord);
}
