// docs/accuracy.md's review section names figures by their summary names: a misspelt one would render as "–" on
// every set and hide the figure. The starting point (docs/eval/baseline-2026-12-05.json) holds every name.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVIEW_PATTERNS, renderReviewPatterns } from '../../../tools/eval/reviewPatterns';
import { parseBaseline } from '../../../tools/eval/startingPoint';

const baseline = parseBaseline(readFileSync(resolve(import.meta.dirname, '../../../docs/eval/baseline-2026-12-05.json'), 'utf8'));

describe('the review, pattern by pattern', () => {
  it('names only figures the summary has, for each of the review’s patterns', () => {
    const names = new Set(Object.keys(baseline.sets[0].figures));
    for (const { pattern, figures } of REVIEW_PATTERNS) for (const figure of figures) expect(names, pattern).toContain(figure);
    expect(REVIEW_PATTERNS.map((p) => p.pattern)).toEqual(
      expect.arrayContaining(['Data', 'Model', 'Framework', 'Score', 'Bug report and bug type']),
    );
  });

  it('shows "then → now" for every set, the starting point against itself unchanged', () => {
    const text = renderReviewPatterns(baseline, baseline.sets).join('\n');
    expect(text).toContain('| κ `data` | 0.73 → 0.73 |');
    // Every figure measured on every set has its cell ("–" only for first-asks figures of sets without rows).
    for (const row of text.split('\n').filter((line) => line.startsWith('| κ ') || line.startsWith('| Spearman')))
      expect(row).not.toContain('| – |');
  });
});
