// Parsing ahead in slices (lib/python/slicedParse.ts, lib/analysis/program.ts parseCodeBlocksAhead: the
// background answers other tabs between the slices): the facts are exactly those of the one-call parse on real
// questions (tests/fixtures/items/questions.jsonl, skeleton/skeleton-questions.jsonl and the bench's slowest corpus
// question bench/tf-keras-2015-2023_71575380.jsonl; provenance beside each; 14 have a code block of 2,000 characters
// or more, the ones parsed ahead), and a long block pauses while a one-line block does not. Times are the bench's
// (docs/performance.md), not asserted here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parser } from '@lezer/python';
import { describe, expect, it, vi } from 'vitest';
import { analyzeProgram, clearCodeBlockCache, parseCodeBlocksAhead } from '../../lib/analysis/program';
import type { Question } from '../../lib/question';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';

const ROOT = resolve(import.meta.dirname, '../..');
const questions = [
  'tests/fixtures/items/questions.jsonl',
  'tests/fixtures/skeleton/skeleton-questions.jsonl',
  'tests/fixtures/bench/tf-keras-2015-2023_71575380.jsonl',
].flatMap((path) =>
  readFileSync(resolve(ROOT, path), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => readStackExchangeApiQuestion(JSON.parse(line))),
);

/** A question whose body is one code block (synthesized: the bench's heavy tab, 5,000 block headers without bodies). */
function synthCodeQuestion(code: string): Question {
  return readStackExchangeApiQuestion({
    question_id: 1,
    title: 'synthesized',
    tags: ['pytorch'],
    body: `<p>It fails.</p><pre><code>${code}</code></pre>`,
  });
}

const counting = () => {
  const calls = { n: 0 };
  return { calls, pause: () => new Promise<void>((resume) => setTimeout(() => resume(void calls.n++), 0)) };
};

describe('parsing code blocks ahead, in slices', () => {
  it('gives the same facts as parsing in one call, on every real question', async () => {
    const long = questions.filter((q) => q.blocks.some((b) => b.kind === 'code' && b.text.length >= 2_000));
    expect(long.length).toBeGreaterThanOrEqual(10);
    for (const question of questions) {
      clearCodeBlockCache();
      const inOneCall = analyzeProgram(question);
      clearCodeBlockCache();
      await parseCodeBlocksAhead(question, counting().pause);
      expect(analyzeProgram(question), String(question.id)).toEqual(inOneCall);
    }
  });

  it('pauses inside a long block, and no step after it parses the long block in one call', async () => {
    const question = synthCodeQuestion('if x:\n'.repeat(5000));
    clearCodeBlockCache();
    const inOneCall = analyzeProgram(question);
    const judgedInOneCall = judgeQuestion(question, DEFAULT_SETTINGS);
    clearCodeBlockCache();
    const { calls, pause } = counting();
    const parse = vi.spyOn(parser, 'parse');
    await parseCodeBlocksAhead(question, pause);
    expect(calls.n).toBeGreaterThan(0);
    expect(analyzeProgram(question)).toEqual(inOneCall);
    expect(judgeQuestion(question, DEFAULT_SETTINGS)).toEqual(judgedInOneCall);
    // The block's walk (in the ahead step's last task) and the lost-indentation check took the trees parsed in
    // slices: lezer was never asked to parse the long block in one call.
    expect(parse.mock.calls.filter(([source]) => String(source).length > 20_000)).toEqual([]);
    parse.mockRestore();
  });

  it('analyses short blocks ahead too: the judgment after it parses nothing (synth: 15 blocks of 1,900 characters)', async () => {
    // Hostile review 2026-12-04: blocks under the slicing threshold were all analysed in the judgment's one task.
    const block = 'def f(x):\n    return g(x)\n'.repeat(200).slice(0, 1_900);
    const question = readStackExchangeApiQuestion({
      question_id: 1,
      title: 'synthesized',
      tags: ['pytorch'],
      body: Array.from({ length: 15 }, (_, i) => `<p>Part ${i}.</p><pre><code>${block}# ${i}</code></pre>`).join(''),
    });
    clearCodeBlockCache();
    const judgedInOneCall = judgeQuestion(question, DEFAULT_SETTINGS);
    clearCodeBlockCache();
    await parseCodeBlocksAhead(question, counting().pause);
    const parse = vi.spyOn(parser, 'parse');
    expect(judgeQuestion(question, DEFAULT_SETTINGS)).toEqual(judgedInOneCall);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('does not pause for a one-line block, nor for a block already analysed', async () => {
    const short = synthCodeQuestion('import torch');
    clearCodeBlockCache();
    const first = counting();
    await parseCodeBlocksAhead(short, first.pause);
    expect(first.calls.n).toBe(0);
    const long = synthCodeQuestion('if x:\n'.repeat(5000));
    analyzeProgram(long);
    const again = counting();
    await parseCodeBlocksAhead(long, again.pause);
    expect(again.calls.n).toBe(0);
  });
});
