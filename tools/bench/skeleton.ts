// Time to build a reproduction skeleton, in Node: `buildSkeleton(question, report)` for every corpus question with
// Python code, cold (tools/bench/skeletonFigures.ts says how and renders the section); then the questions of the
// whole corpus folder that were slowest, and the synthesized inputs of the hostile review (E2, E3–E5) at Stack
// Overflow's 30,000-character limit. Run from tools/bench/node.ts.
import { existsSync, readFileSync } from 'node:fs';
import { LRParser } from '@lezer/lr';
import { parser as pythonParser } from '@lezer/python';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { analyzeQuestion } from '../../lib/engine';
import type { Question } from '../../lib/question';
import { buildSkeleton } from '../../lib/skeleton/build';
import type { Report } from '../../lib/report';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import type { CliInput } from './cliWall';
import { median } from './nodeFigures';

interface CorpusRecord {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
}

export interface SkeletonTimes {
  questions: number;
  /** Questions with at least one code block. */
  withCode: number;
  loadAverage: [number, number];
  cores: number;
  /** Per question with a skeleton: its id and its time (median over the passes), in ms. */
  timed: Array<{ id: number; ms: number }>;
  failures: Array<{ id: number; message: string }>;
  /** The corpus folder's slowest questions (SLOWEST), each by its file: median over the passes, in ms. */
  slowest: Array<{ file: string; id: number; ms: number }>;
  /** The synthesized inputs (HOSTILE): characters of code and median time over the passes, in ms. */
  hostile: Array<{ name: string; chars: number; ms: number }>;
  /** The same questions and inputs, as records `reprolens` reads (for the CLI's wall times). */
  cliInputs: CliInput[];
  /** Characters given to @lezer/python by `analyzeQuestion` then `buildSkeleton` (as `reprolens skeleton`), and the code's. */
  parseBudget: { parsedChars: number; codeChars: number };
}

/**
 * The questions of the corpus folder on which `reprolens skeleton` was slowest before and after the rebuild of
 * 2026-12 (12.8 s and ~4–16 s before it: the hostile review, E2): timed here wherever the bench's own corpus is.
 */
const SLOWEST: Array<{ file: string; id: number }> = [
  { file: 'tf-keras-2015-2023.jsonl', id: 71575380 },
  { file: 'tf-keras-2015-2023.jsonl', id: 65383964 },
  { file: 'tf-keras-2015-2023.jsonl', id: 65549053 },
  { file: 'tf-keras-2015-2023.jsonl', id: 66654250 },
  { file: 'pytorch-2020.jsonl', id: 63097995 },
  { file: 'tf-keras-howto-2015-2020.jsonl', id: 40069883 },
  { file: 'pytorch-2020.jsonl', id: 63063218 },
  { file: 'pytorch-2020-2023.jsonl', id: 66091226 },
];

const LIMIT = 30_000;
const repeated = (unit: string) => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT);

/** One code block of 30,000 characters each, named synth-… as the inputs the hostile review timed. */
export const HOSTILE: Array<{ name: string; code: string }> = [
  { name: 'synth-if-headers', code: repeated('if x:\n') },
  // Each line different: the repair reads a group it has read before only once, so the repeats above are cheap.
  {
    name: 'synth-if-headers-numbered',
    code: Array.from({ length: 4000 }, (_, i) => `if x${i}:\n`)
      .join('')
      .slice(0, LIMIT),
  },
  { name: 'synth-def-self-headers', code: repeated('    def f(self):\n') },
  { name: 'synth-def-open-lines', code: repeated('def f(\n') },
  { name: 'synth-def-open-one-line', code: repeated('def f(') },
  { name: 'synth-open-brace-lines', code: repeated('x = {a:\n') },
  { name: 'synth-blank-run', code: `x = 1${'\n'.repeat(LIMIT - 10)}y = 2` },
  { name: 'synth-blank-run-after-header', code: `if x:${'\n'.repeat(LIMIT - 12)}y = (\n` },
  { name: 'synth-comment-run-after-header', code: `if x:\n${repeated('# c\n').slice(0, LIMIT - 20)}y = )\n` },
  { name: 'synth-errors-after-long-body', code: `def f():\n${repeated('    x = 1\n').slice(0, LIMIT - 1000)}${'    if x:\n'.repeat(100)}` },
  { name: 'synth-long-line-spaces', code: `x = 1${' '.repeat(LIMIT - 6)}y` },
  { name: 'synth-long-line-shift', code: `a = 1${'<'.repeat(LIMIT - 5)}` },
  { name: 'synth-long-f-string-print', code: `print(f"${'{a}'.repeat((LIMIT - 10) / 3)}")` },
  {
    name: 'synth-many-names',
    code: Array.from({ length: 3000 }, (_, i) => `v${i} = u${i}`)
      .join('\n')
      .slice(0, LIMIT),
  },
];

const TAGS = ['python', 'pytorch'];

function bodyOfCode(code: string): string {
  const escaped = code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>Why does this fail?</p>\n<pre><code>${escaped}</code></pre>\n`;
}

function questionOfCode(name: string, code: string): Question {
  return readStackOverflowBodyHtml(bodyOfCode(code), { title: name, tags: TAGS, id: null, site: 'stackoverflow' });
}

/** The median of `passes` cold calls after one warm-up. */
function medianTime(question: Question, report: Report, passes: number): number {
  timeOnce(question, report);
  return median(Array.from({ length: passes }, () => timeOnce(question, report) ?? NaN));
}

/** The SLOWEST questions found in the folder of `corpusPath` (those whose file is not there are left out). */
function slowestQuestions(corpusPath: string, passes: number, cliInputs: CliInput[]): SkeletonTimes['slowest'] {
  const rows: SkeletonTimes['slowest'] = [];
  for (const { file, id } of SLOWEST) {
    const path = join(dirname(corpusPath), file);
    if (!existsSync(path)) continue;
    const line = readFileSync(path, 'utf8')
      .split('\n')
      .find((l) => new RegExp(`"question_id":\\s*${id}[,}]`).test(l));
    if (!line) continue;
    const r = JSON.parse(line) as CorpusRecord;
    cliInputs.push({ name: String(id), record: line });
    const question = readStackOverflowBodyHtml(r.body_html, { title: r.title, tags: r.tags, id: r.question_id, site: 'stackoverflow' });
    rows.push({ file, id, ms: medianTime(question, analyzeQuestion(question), passes) });
  }
  return rows;
}

function hostileInputs(passes: number, cliInputs: CliInput[]): SkeletonTimes['hostile'] {
  return HOSTILE.map(({ name, code }) => {
    cliInputs.push({ name, record: JSON.stringify({ title: name, tags: TAGS, body_html: bodyOfCode(code) }) });
    const question = questionOfCode(name, code);
    return { name, chars: code.length, ms: medianTime(question, analyzeQuestion(question), passes) };
  });
}

/** One cold call; null when the question has no Python code (no skeleton). */
/**
 * Counted, not timed: the characters @lezer/python is given (strict or tolerant parses, less those offered from an
 * earlier tree) while each question is judged and its skeleton built from a cold cache, as `reprolens skeleton` does.
 */
function parseBudget(questions: Question[]): { parsedChars: number; codeChars: number } {
  const startParse = LRParser.prototype.startParse;
  let parsedChars = 0;
  LRParser.prototype.startParse = function (this: LRParser, input, fragments, ranges) {
    if (this.nodeSet === pythonParser.nodeSet) parsedChars += input.length - (fragments ?? []).reduce((n, f) => n + f.to - f.from, 0);
    return startParse.call(this, input, fragments, ranges);
  };
  let codeChars = 0;
  try {
    for (const question of questions) {
      clearCodeBlockCache();
      buildSkeleton(question, analyzeQuestion(question));
      for (const b of question.blocks) if (b.kind === 'code') codeChars += b.text.length;
    }
  } finally {
    LRParser.prototype.startParse = startParse;
  }
  return { parsedChars, codeChars };
}

function timeOnce(question: Question, report: Report): number | null {
  clearCodeBlockCache(); // cold, as the engine's figures: a question never seen before
  const t0 = performance.now();
  const skeleton = buildSkeleton(question, report);
  const elapsed = performance.now() - t0;
  return skeleton ? elapsed : null;
}

export function runSkeletonBench(lines: string[], passes: number, corpusPath = ''): SkeletonTimes {
  const failures: SkeletonTimes['failures'] = [];
  const cases: Array<{ id: number; question: Question; report: Report }> = [];
  const loadBefore = loadavg()[0];
  let withCode = 0;
  for (const line of lines) {
    const r = JSON.parse(line) as CorpusRecord;
    const question = readStackOverflowBodyHtml(r.body_html, { title: r.title, tags: r.tags, id: r.question_id, site: 'stackoverflow' });
    const report = analyzeQuestion(question); // outside the timed part
    if (question.blocks.some((b) => b.kind === 'code')) withCode += 1;
    try {
      if (timeOnce(question, report) !== null) cases.push({ id: r.question_id, question, report }); // also the warm-up pass
    } catch (error) {
      failures.push({ id: r.question_id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  const perPass = Array.from({ length: passes }, () => cases.map((c) => timeOnce(c.question, c.report) ?? NaN));
  // Each question's time is its median over the passes, as in the corpus run.
  const timed = cases.map((c, i) => ({ id: c.id, ms: median(perPass.map((p) => p[i])) }));
  const cliInputs: CliInput[] = [];
  const slowest = corpusPath ? slowestQuestions(corpusPath, passes, cliInputs) : [];
  const hostile = hostileInputs(passes, cliInputs);
  return {
    questions: lines.length,
    withCode,
    timed,
    failures,
    slowest,
    hostile,
    cliInputs,
    parseBudget: parseBudget(cases.map((c) => c.question)),
    loadAverage: [loadBefore, loadavg()[0]],
    cores: cpus().length,
  };
}
