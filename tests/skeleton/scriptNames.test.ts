// The script's names read from its parts' walks (lib/skeleton/scriptNames.ts) are the names of the whole script:
// findUnboundReadsOfParts and findUnboundReads agree, offsets and lines included, where the parts can be merged and
// where one cannot (an indented first line, a syntax error) and the script is walked whole.
import { describe, expect, it } from 'vitest';
import { findUnboundReads, findUnboundReadsOfParts } from '../../lib/skeleton/nameOrder';
import { scriptNameFacts } from '../../lib/skeleton/scriptNames';
import { analyzePythonSource } from '../../lib/python/walk';

const agree = (parts: string[]) => expect(findUnboundReadsOfParts(parts)).toEqual(findUnboundReads(parts.join('\n')));

describe('the script names from its parts', () => {
  it('merges clean parts: module bindings of one part serve functions of another, order across parts holds', () => {
    const parts = [
      'import numpy as np\nX = np.zeros(3)',
      "# ---- the question's code block 1 ----",
      'def f():\n    return g(model)\n\nclass C:\n    y = X\n    def m(self):\n        return [z for z in y]',
      '',
      "# ---- the question's code block 2 ----",
      'model = Net()\nf()\nprint(later)\nlater = 1\ndef g(a):\n    global seen\n    seen = a\n    return lambda q: q + seen',
    ];
    agree(parts);
    expect(findUnboundReadsOfParts(parts).map((r) => r.name)).toEqual(['y', 'Net', 'later']);
    const merged = scriptNameFacts(parts);
    const whole = analyzePythonSource(parts.join('\n')).names;
    expect(merged.reads.map((r) => [r.name, r.start, r.context])).toEqual(whole.reads.map((r) => [r.name, r.start, r.context]));
    expect(merged.bindings.map((b) => [b.name, b.start, b.kind])).toEqual(whole.bindings.map((b) => [b.name, b.start, b.kind]));
    expect(merged.scopes.map((s) => [s.kind, s.parent])).toEqual(whole.scopes.map((s) => [s.kind, s.parent]));
  });

  it('walks the script whole when a part does not stand alone', () => {
    agree(['def f():\n    pass', '    x = undefined_name', 'print(x)']);
    agree(['items = [1,', '2]', 'print(items, missing)']);
    agree(['if ready:\n    go()', 'else:\n    stop()']);
  });
});
