// The script's names read from its parts' walks (lib/skeleton/scriptNames.ts) are the names of the whole script:
// findUnboundReadsOfParts and findUnboundReads agree, offsets and lines included, where the parts can be merged and
// where one cannot (an indented first line, a syntax error) and the script is walked whole; ReproLens's own lines
// lose their comments only where a scan of the quotes places them.
import { describe, expect, it } from 'vitest';
import { analyzePythonSource } from '../../lib/python/walk';
import { findUnboundReads, findUnboundReadsOfParts } from '../../lib/skeleton/nameOrder';
import { type ScriptPart, scriptNameFacts } from '../../lib/skeleton/scriptNames';

const asParts = (texts: string[], added = 0): ScriptPart[] => texts.map((text, i) => ({ text, added: i < added }));
const agree = (texts: string[], added = 0) =>
  expect(findUnboundReadsOfParts(asParts(texts, added))).toEqual(findUnboundReads(texts.join('\n')));

describe('the script names from its parts', () => {
  it('merges clean parts: module bindings of one part serve functions of another, order across parts holds', () => {
    const parts = [
      [
        'import numpy as np  # ReproLens: added',
        '# TODO (ReproLens): `Y` is never defined',
        'X = np.zeros(3)  # ReproLens: assumed "#"',
        'Z = f"{X}"  # a comment after a brace',
        'W = {"#": Z}',
      ].join('\n'),
      "# ---- the question's code block 1 ----",
      'def f():\n    return g(model)\n\nclass C:\n    y = X\n    def m(self):\n        return [z for z in y]',
      '',
      "# ---- the question's code block 2 ----",
      'model = Net()\nf()\nprint(later)\nlater = 1\ndef g(a):\n    global seen\n    seen = a\n    return lambda q: q + seen',
    ];
    agree(parts, 1);
    expect(findUnboundReadsOfParts(asParts(parts, 1)).map((r) => r.name)).toEqual(['y', 'Net', 'later']);
    const merged = scriptNameFacts(asParts(parts, 1));
    const whole = analyzePythonSource(parts.join('\n')).names;
    expect(merged.reads.map((r) => [r.name, r.start, r.context])).toEqual(whole.reads.map((r) => [r.name, r.start, r.context]));
    expect(merged.bindings.map((b) => [b.name, b.start, b.kind])).toEqual(whole.bindings.map((b) => [b.name, b.start, b.kind]));
    expect(merged.scopes.map((s) => [s.kind, s.parent])).toEqual(whole.scopes.map((s) => [s.kind, s.parent]));
  });

  it("leaves comments out of ReproLens's own lines only where a scan of the quotes places them", () => {
    agree(["s = 'a # b'  # c\nt = 'x' + s  # ReproLens: added\nprint(s, t, u)", 'u = 1'], 1);
    agree(['k = f"{d[\'#\']}"  # c\nprint(k, d)\nd = {}'], 1);
    agree(['doc = """\n# not a comment\n"""  # c\nprint(doc, later)', 'later = 2'], 1);
    agree(['total = 1 + \\\n    2  # c\nprint(total, q)\nq = 0'], 1);
  });

  it('walks the script whole when a part does not stand alone', () => {
    agree(['def f():\n    pass', '    x = undefined_name', 'print(x)']);
    agree(['items = [1,', '2]', 'print(items, missing)']);
    agree(['if ready:\n    go()', 'else:\n    stop()']);
  });
});
