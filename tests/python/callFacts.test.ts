// How the walk builds call sites and keeps what the recognisers return (lib/python/callFacts.ts), on real blocks.
import { describe, expect, it } from 'vitest';
import { argListOf, callSiteOf } from '../../lib/python/callFacts';
import { analyzePythonBlock } from '../../lib/python/walk';
import { blockWith, nodeOf } from './pythonQuestions';

describe('call sites', () => {
  it('`generator(test_noisy, z).data.cpu().numpy()`: a callee holding calls has no dotted name, only its last (62513349)', () => {
    const code = blockWith(62513349, 'generator(test_noisy, z).data.cpu().numpy()');
    const call = nodeOf(code, 'CallExpression', 'generator(test_noisy, z).data.cpu().numpy()');
    const site = callSiteOf(call, code, (w) => w, { args: [], target: 'fake_speech', inModelClass: false })!;
    expect(site).toMatchObject({ written: null, canonical: null, method: 'numpy', path: 'numpy', segments: 1, target: 'fake_speech' });
    expect(site.objectText).toBe('generator(test_noisy, z).data.cpu()');
  });

  it('argListOf finds the ArgList of `optim.RMSprop(generator.parameters(), lr=0.0001)` (62513349)', () => {
    const code = blockWith(62513349, 'optim.RMSprop');
    const call = nodeOf(code, 'CallExpression', 'optim.RMSprop(generator');
    expect(code.slice(argListOf(call)!.from, argListOf(call)!.to)).toBe('(generator.parameters(), lr=0.0001)');
  });
});

describe('facts kept from the calls of a block', () => {
  it("the variable a call's value goes to: `model = MyModel()` is the model, `x = tf.random.normal(…)` the stand-in (64425861)", () => {
    const facts = analyzePythonBlock(blockWith(64425861, 'model = MyModel()'));
    expect(facts.standInData).toEqual([
      expect.objectContaining({ call: 'tf.random.normal', shape: [10, 20], target: 'x', text: 'tf.random.normal((10,20))' }),
    ]);
    expect(facts.models.map((m) => [m.kind, m.name])).toEqual([['keras.Model', 'MyModel']]);
  });

  it('a Sequential inside a model class is one of its parts, no model of its own (61704416)', () => {
    const facts = analyzePythonBlock(blockWith(61704416, 'nn.Sequential('));
    expect(facts.models.filter((m) => m.kind === 'Sequential')).toEqual([]);
    expect(facts.modelClasses.length).toBeGreaterThan(0);
  });

  it('a string is classified once: the path argument of `Image.open(…)` is not seen again as a plain string (63552044)', () => {
    const facts = analyzePythonBlock(blockWith(63552044, 'Image.open'));
    expect(facts.dataLoads.filter((d) => d.kind === 'local_path' && d.detail === 'Documents/01235.png')).toHaveLength(1);
  });
});
