// Turning a pasted block into text the parser can read (lib/python/source.ts), on real blocks: REPL sessions,
// notebook magics, pasted indentation, `5.` floats, gaps in markup; and the shared line patterns the skeleton uses.
import { describe, expect, it } from 'vitest';
import {
  lastAtOrBefore,
  MAGIC_LINE,
  prepareSource,
  REPL_CONTINUATION,
  REPL_PROMPT,
  splitLines,
  TRAILING_DOT_FLOAT,
} from '../../lib/python/source';
import { codeBlock, loadQuestion } from '../analysis/corpusQuestion';
import { blockWith } from './pythonQuestions';

describe('prepareSource on real blocks', () => {
  it('a REPL session: prompts and printed output blanked, then the blanked prompts dedented, with a map back (61826246)', () => {
    const text = codeBlock(loadQuestion('so-61826246.json'), 3).text;
    expect(text.startsWith('>>> import torch')).toBe(true);
    const prepared = prepareSource(text);
    expect(prepared.repl).toBe(true);
    expect(
      prepared.source
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ).toEqual(['import torch', 'torch.version.cuda', 'torch.cuda.is_available()']);
    expect(prepared.shifted).toBe(true);
    expect(prepared.toOriginal(prepared.source.indexOf('torch.version'))).toBe(text.indexOf('torch.version'));
  });

  it('a notebook magic is blanked and reported (48235169)', () => {
    const text = blockWith(48235169, '%matplotlib inline');
    const prepared = prepareSource(text);
    expect(prepared.magics).toEqual([[0, '%matplotlib inline'.length]]);
    expect(prepared.source.startsWith(' '.repeat('%matplotlib inline'.length))).toBe(true);
  });

  it('a paste indented as a whole is dedented, with a map back to the block (synthesized input: the corpus blocks come unindented)', () => {
    const text = '    a = 1\n    b = a + 1';
    const prepared = prepareSource(text);
    expect(prepared.source).toBe('a = 1\nb = a + 1');
    expect(prepared.shifted).toBe(true);
    expect(prepared.toOriginal(prepared.source.indexOf('b'))).toBe(text.indexOf('b'));
  });

  it('`5.` printed floats keep their length: the dot is blanked (synthesized input: a printed tensor pasted as code)', () => {
    const prepared = prepareSource('x = torch.tensor([1., 0., 5.])');
    expect(prepared.source).toBe('x = torch.tensor([1 , 0 , 5 ])');
  });

  it('`<your code here>` is a gap the asker marked: blanked and reported (synthesized input)', () => {
    const text = 'model = <your model here>\nmodel.fit(x)';
    const prepared = prepareSource(text);
    expect(prepared.gaps).toEqual([[8, 25]]);
    expect(text.slice(8, 25)).toBe('<your model here>');
  });

  it('a block pasted as it stands is handed on unchanged (62372055)', () => {
    const text = blockWith(62372055, 'class CustomNet');
    const prepared = prepareSource(text);
    expect([prepared.source === text, prepared.repl, prepared.repairs, prepared.magics, prepared.gaps]).toEqual([true, false, 0, [], []]);
  });
});

describe('the shared line patterns', () => {
  it("REPL prompts and continuations as the REPL session 61826246 writes them, and IPython's", () => {
    expect(REPL_PROMPT.exec('>>> import torch')?.[0]).toBe('>>> ');
    expect(REPL_PROMPT.exec('In [3]: x.shape')?.[0]).toBe('In [3]: ');
    expect(REPL_PROMPT.test('>>>import torch')).toBe(false);
    expect(REPL_CONTINUATION.exec('...     print(x)')?.[0]).toBe('... ');
    expect(REPL_CONTINUATION.exec('   ...: print(x)')?.[0]).toBe('   ...: ');
  });

  it('magics and shell escapes: `%matplotlib inline` (48235169), `!pip install`, but not `% 2` or `!=`', () => {
    expect(MAGIC_LINE.test('%matplotlib inline')).toBe(true);
    expect(MAGIC_LINE.test('!pip install torch')).toBe(true);
    expect(MAGIC_LINE.test('x % 2')).toBe(false);
    expect(MAGIC_LINE.test('!= 3')).toBe(false);
  });

  it('TRAILING_DOT_FLOAT: `5.` but not `5.0`, `x.5` or `1..2`; the digits are group 1', () => {
    expect([...'a = [1., 2.5, 3.]'.matchAll(TRAILING_DOT_FLOAT)].map((m) => [m[0], m[1], m.index])).toEqual([
      ['1.', '1', 5],
      ['3.', '3', 14],
    ]);
    expect([...'v = x.5 + 1..2'.matchAll(TRAILING_DOT_FLOAT)]).toEqual([]);
  });
});

describe('line helpers', () => {
  it('splitLines and lastAtOrBefore', () => {
    expect(splitLines('a\nbc\n')).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 4 },
      { start: 5, end: 5 },
    ]);
    const starts = [0, 2, 5];
    expect([0, 1, 2, 4, 5, 9].map((o) => lastAtOrBefore(starts.length, (i) => starts[i], o))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
