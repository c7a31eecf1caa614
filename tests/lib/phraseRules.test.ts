// lib/phraseRules.ts: a phrase list (regular-expression fragments, one per line) becomes the RegExp it spells.
import { describe, expect, it } from 'vitest';
import { alternationRegExp, firstMatchWhere, sequence } from '../../lib/phraseRules';

describe('alternationRegExp', () => {
  it('with nothing around them, the alternatives stand at the top level, each with its own anchors', () => {
    const r = alternationRegExp([String.raw`^import\b`, 'no module named'], { flags: 'i' });
    expect(r.source).toBe(String.raw`^import\b|no module named`);
    expect(r.flags).toBe('i');
    expect(r.test('Traceback … No module named torch')).toBe(true);
  });

  it('bounds a grouped alternation by word boundaries, then by what comes before and after', () => {
    const r = alternationRegExp(['fails?', 'crash\\w*'], { flags: 'gi', wordBoundary: true, after: '(?!-)' });
    expect(r.source).toBe(String.raw`\b(?:fails?|crash\w*)\b(?!-)`);
    expect('it crashed; fail-safe'.match(r)).toEqual(['crashed']);
  });

  it('keeps each alternative a fragment (groups and lookarounds intact) and nests lists with sequence()', () => {
    const verbs = ['get', 'got'];
    const r = alternationRegExp([sequence('i\\s+', verbs)], { flags: '', before: '^' });
    expect(r.source).toBe(String.raw`^(?:i\s+(?:get|got))`);
    expect(r.exec('i  got nan')?.[0]).toBe('i  got');
  });
});

describe('firstMatchWhere', () => {
  // The data item's own-data scan: "the data" is a generic noun (codebook v2), "my images" is the asker's data.
  it('returns the first match the test keeps, skipping the others, and leaves the expression ready for the next call', () => {
    const nouns = alternationRegExp(['the data', 'my images'], { flags: 'gi' });
    const m = firstMatchWhere(nouns, 'the data is my images, the data', (x) => x[0] !== 'the data');
    expect(m?.[0]).toBe('my images');
    expect(m?.index).toBe(12);
    expect(nouns.lastIndex).toBe(0);
    expect(firstMatchWhere(nouns, 'the data only', (x) => x[0] !== 'the data')).toBeNull();
    expect(nouns.lastIndex).toBe(0);
  });
});
