// The engine keeps each code block's analysis (lib/analysis/program.ts) so the writing coach re-reads only the block
// being typed in. Reports must not change because of it: on real questions, a second analysis (all blocks cached),
// and an edited question whose other blocks are cached, equal what a fresh engine says.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { Question } from '../../lib/question';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));

async function freshEngine() {
  vi.resetModules();
  return (await import('../../lib/engine')).analyzeQuestion;
}

/** The question with one more line typed at the end of its last code block. */
function typedInLastCodeBlock(question: Question): Question {
  const last = question.blocks.map((b) => b.kind).lastIndexOf('code');
  const blocks = question.blocks.map((b, i) => (i === last ? { ...b, text: `${b.text}\nprint(model)` } : b));
  return { ...question, blocks };
}

describe('code block analysis cache', () => {
  it('gives the same reports when blocks come from the cache as a fresh engine does', async () => {
    const cached = await freshEngine();
    const questions = records.map((r) => readStackExchangeApiQuestion(r));
    const first = questions.map((q) => JSON.stringify(cached(q)));
    const second = questions.map((q) => JSON.stringify(cached(q)));
    expect(second).toEqual(first);
    const edited = questions.filter((q) => q.blocks.filter((b) => b.kind === 'code').length >= 2).map(typedInLastCodeBlock);
    expect(edited.length).toBeGreaterThan(3);
    const editedCached = edited.map((q) => JSON.stringify(cached(q)));
    const fresh = await freshEngine();
    expect(edited.map((q) => JSON.stringify(fresh(q)))).toEqual(editedCached);
  });
});
