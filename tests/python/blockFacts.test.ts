// The block's facts assembled from a finished walk (lib/python/blockFacts.ts): lines of code, placeholders without
// overlaps, magics, frameworks through imports and through the conventional aliases of unimported names.
import { describe, expect, it } from 'vitest';
import { analyzePythonBlock } from '../../lib/python/walk';
import { blockWith } from './pythonQuestions';

describe('block facts', () => {
  it('lines of code leave out comments and blank lines (40788785)', () => {
    const code = blockWith(40788785, 'loss = ...');
    expect(code.split('\n').filter((l) => l.trim()).length).toBe(4);
    expect(analyzePythonBlock(code).lines).toBe(3); // `# ...` is a comment
  });

  it('a notebook magic is reported where it stands and parsed as nothing (48235169)', () => {
    const code = blockWith(48235169, '%matplotlib inline');
    const facts = analyzePythonBlock(code);
    expect(facts.magics).toEqual([{ start: 0, end: '%matplotlib inline'.length, text: '%matplotlib inline' }]);
    expect(facts.imports.map((i) => i.module)).toEqual(['matplotlib.pyplot', 'tensorflow', 'numpy', 'sklearn.metrics', 'math']);
  });

  it('frameworks through imports, and through the conventions of names used without an import: `tf` in 34598371', () => {
    expect(analyzePythonBlock(blockWith(34598371, 'tf.constant')).frameworks).toEqual(['tensorflow']);
    expect(analyzePythonBlock(blockWith(48235169, '%matplotlib')).frameworks).toEqual(
      expect.arrayContaining(['matplotlib', 'tensorflow', 'numpy', 'sklearn']),
    );
  });

  it('`....` is both a gap line and an Ellipsis: one placeholder, the widest (synthesized input: a gap line between statements)', () => {
    const facts = analyzePythonBlock('x = 1\n....\ny = 2');
    expect(facts.placeholders.map((p) => p.text)).toEqual(['....']);
  });

  it('every list of facts keeps the order of the text (62513349)', () => {
    const facts = analyzePythonBlock(blockWith(62513349, 'optim.RMSprop'));
    for (const list of [facts.models, facts.training, facts.dataLoads, facts.prints, facts.placeholders, facts.used, facts.names.reads]) {
      expect(list.map((f) => f.start)).toEqual([...list.map((f) => f.start)].sort((a, b) => a - b));
    }
  });
});
