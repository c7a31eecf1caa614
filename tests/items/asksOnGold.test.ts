// The asks over the whole gold dev sets (../shared/corpus/gold/, beside the repository; skipped, saying so,
// where absent): how many questions get "Format your code as a code block", that no hyperparameter ask names a
// setting the code states, and that every "ask for details" comment has at most two asks.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeQuestion } from '../../lib/engine';
import { detailsCommentItems, MAX_ASKS } from '../../lib/comment/detailsComment';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus');
const present = existsSync(resolve(CORPUS, 'gold/dev.jsonl'));
if (!present) console.warn('Gold dev sweep skipped: ../shared/corpus/gold/ is not beside the repository.');
const lines = (file: string) =>
  readFileSync(resolve(CORPUS, file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe.skipIf(!present)('asks on the gold dev sets', () => {
  const records = new Map<number, unknown>();
  const gold: Array<{ question_id: number }> = [];
  if (present) {
    for (const f of ['stackoverflow/pytorch-2020.jsonl', 'stackoverflow/tf-keras-2015-2023.jsonl'])
      for (const r of lines(f)) records.set(r.question_id, r);
    gold.push(...lines('gold/dev.jsonl'), ...lines('gold/dev-tf-keras.jsonl'));
  }
  const reports = () => gold.map((g) => analyzeQuestion(readStackExchangeApiQuestion(records.get(g.question_id))));

  it('"Format your code as a code block" goes to a few questions, not to ordinary ones (16 of 500 when measured)', () => {
    const formatted = reports().filter((r) => r.suggestions.some((s) => s.kind === 'format_code_block'));
    console.info(`format-as-code-block suggestions: ${formatted.length} of ${gold.length} gold dev questions`);
    expect(formatted.length).toBeGreaterThan(5);
    expect(formatted.length).toBeLessThan(gold.length * 0.06);
  });

  it('no hyperparameter ask names a setting the judge found stated; no comment asks for more than two things', () => {
    for (const r of reports()) {
      const stated = r.items.hyperparameters.facts.stated ?? [];
      const ask = r.suggestions.find((s) => s.item === 'hyperparameters');
      const asked = ask?.text.split(':')[1]?.split('(')[0] ?? '';
      for (const h of stated) expect(asked, `${r.question_id} ${h}`).not.toContain(h.replace('_', ' '));
      expect(detailsCommentItems(r).length).toBeLessThanOrEqual(MAX_ASKS);
    }
  });
});
