// The one evidence rule every surface shows (lib/items/shared/evidence.ts): the panel, the popup and the CLI's text
// list the same pieces for one verdict, and a judgment keeps every finding but the nested ones.
import { describe, expect, it } from 'vitest';
import { distinctEvidence, withoutNestedSpans } from '../../../lib/items/shared/evidence';
import { judgment } from '../../../lib/items/shared/item';
import type { Evidence } from '../../../lib/question';

const at = (block: number, start: number, end: number, excerpt: string, note = 'note'): Evidence => ({ block, start, end, excerpt, note });

describe('a judgment keeps each finding once', () => {
  it('drops a span inside a wider one of its block (found by two rules), keeps the same text in another block', () => {
    const wide = at(0, 0, 20, 'model.fit(x, y)', 'training call');
    const inner = at(0, 4, 7, 'fit', 'fit call');
    const elsewhere = at(1, 0, 3, 'fit', 'fit call');
    expect(withoutNestedSpans([wide, inner, elsewhere])).toEqual([wide, elsewhere]);
    expect(judgment('present', 'ok', [wide, inner, elsewhere]).evidence).toEqual([wide, elsewhere]);
  });
});

describe('the evidence every surface shows', () => {
  it('shows an excerpt once, whatever its block, note or spacing (a train and a test line cut alike)', () => {
    const train = at(0, 0, 9, "'data/'", 'local path: data/');
    const test = at(2, 5, 14, " 'data/' ", 'file read: data/');
    expect(distinctEvidence([train, test])).toEqual([train]);
  });

  it('drops empty spans and blank excerpts, and spans nested in one already shown', () => {
    const code = at(0, 0, 10, 'x = load()');
    expect(distinctEvidence([code, at(0, 4, 8, 'load'), at(1, 3, 3, 'x'), at(1, 0, 2, '  ')])).toEqual([code]);
  });

  it('keeps the order of the judgment, the first of each excerpt', () => {
    const a = at(0, 0, 1, 'a');
    const b = at(1, 0, 1, 'b');
    expect(distinctEvidence([b, a, at(2, 0, 1, 'b')])).toEqual([b, a]);
  });
});
