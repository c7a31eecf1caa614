// The conventional aliases the walk reads (lib/python/knownModules.ts; askers write them without their import) and the
// modules worth reporting as frameworks, against real blocks (tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import { CONVENTIONAL_ALIASES, conventionalModule, FRAMEWORK_MODULES } from '../../lib/python/knownModules';
import { analyzePythonBlock } from '../../lib/python/walk';
import { blockWith } from './pythonQuestions';

describe('conventional aliases', () => {
  it('`tf`, `np`, `nn`, `F` resolve as their usual imports', () => {
    expect(['tf', 'np', 'nn', 'F', 'K'].map(conventionalModule)).toEqual([
      'tensorflow',
      'numpy',
      'torch.nn',
      'torch.nn.functional',
      'keras.backend',
    ]);
    expect(conventionalModule('model')).toBeUndefined();
    expect(conventionalModule('constructor')).toBeUndefined(); // no object property reads as an alias
  });

  it("every alias's module is rooted in a framework the walk reports (matplotlib's `plt` included)", () => {
    for (const module of Object.values(CONVENTIONAL_ALIASES)) expect(FRAMEWORK_MODULES.has(module.split('.')[0]), module).toBe(true);
  });

  it('a block that never imports TensorFlow but calls `tf.constant(…)` is a TensorFlow block (34598371)', () => {
    expect(analyzePythonBlock(blockWith(34598371, 'tf.constant')).frameworks).toEqual(['tensorflow']);
  });

  it('`nn.CrossEntropyLoss` without an import resolves to torch.nn: a loss (62258765)', () => {
    const facts = analyzePythonBlock(blockWith(62258765, 'nn.CrossEntropyLoss'));
    expect(facts.hyperparameters.map((h) => h.name)).toContain('loss');
    expect(facts.frameworks).toEqual(['torch']);
  });
});

describe('framework modules', () => {
  it('the stacks of the fixture questions are frameworks; the standard library is not (63001490)', () => {
    const facts = analyzePythonBlock(blockWith(63001490, 'import argparse'));
    expect(facts.frameworks).toEqual(expect.arrayContaining(['numpy', 'pandas', 'torch', 'torchvision']));
    for (const module of ['argparse', 'datetime', 'glob', 'os', 'random', 'shutil', 'time'])
      expect(FRAMEWORK_MODULES.has(module), module).toBe(false);
  });
});
