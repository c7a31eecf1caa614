// modelFacts on calls of real questions (tests/fixtures/python/questions.jsonl): Sequential models, the keras
// functional Model(inputs, outputs), pretrained loaders and layer constructors with their typed arguments.
import { describe, expect, it } from 'vitest';
import { modelFacts } from '../../../lib/python/calls/models';
import { NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith } from '../pythonQuestions';
import { siteOf } from './callSites';

describe('modelFacts on real calls', () => {
  it('`tn.Sequential(…)` after `import torch.nn as tn` is a Sequential model named by its variable (63127564)', () => {
    const code = blockWith(63127564, 'tn.Sequential');
    const site = siteOf(code, 'tn.Sequential', { target: 'net' });
    expect(site.canonical).toBe('torch.nn.Sequential');
    expect(modelFacts(site)).toEqual([
      expect.objectContaining({
        fact: 'model',
        kind: 'Sequential',
        name: 'net',
        written: 'tn.Sequential',
        canonical: 'torch.nn.Sequential',
      }),
    ]);
    // Inside a model class a Sequential is one of the class's parts, not a model of its own.
    expect(modelFacts(siteOf(code, 'tn.Sequential', { inModelClass: true }))).toBe(NO_FACTS);
  });

  it('`tn.Conv2d(1, 1, [1,16])` is a torch layer with its arguments as typed values (63127564)', () => {
    const code = blockWith(63127564, 'tn.Sequential');
    expect(modelFacts(siteOf(code, 'tn.Conv2d'))).toEqual([
      {
        fact: 'layer',
        layer: 'Conv2d',
        written: 'tn.Conv2d',
        canonical: 'torch.nn.Conv2d',
        framework: 'torch',
        args: [
          { keyword: null, value: { kind: 'int', value: 1 }, start: expect.any(Number), end: expect.any(Number), text: '1' },
          { keyword: null, value: { kind: 'int', value: 1 }, start: expect.any(Number), end: expect.any(Number), text: '1' },
          { keyword: null, value: { kind: 'other' }, start: expect.any(Number), end: expect.any(Number), text: '[1,16]' },
        ],
        target: null,
        from: code.indexOf('tn.Conv2d'),
        to: code.indexOf('tn.Conv2d') + 'tn.Conv2d(1, 1, [1,16])'.length,
      },
    ]);
  });

  it('keras layers: keyword arguments keep their names; `tf.nn.relu` is no literal (64425861)', () => {
    const code = blockWith(64425861, 'class MyModel');
    const [layer] = modelFacts(siteOf(code, 'tf.keras.layers.Dense(4', { inModelClass: true, target: 'self.dense1' }));
    expect(layer).toMatchObject({
      fact: 'layer',
      layer: 'Dense',
      canonical: 'tensorflow.keras.layers.Dense',
      framework: 'keras',
      target: 'self.dense1',
    });
    expect(layer.fact === 'layer' && layer.args.map((a) => [a.keyword, a.value])).toEqual([
      [null, { kind: 'int', value: 4 }],
      ['activation', { kind: 'other' }],
    ]);
  });

  it('a bare `Dense(units=1, …)` pasted without its import is a layer of no known framework (63655484)', () => {
    const code = blockWith(63655484, 'Dense(units=1');
    expect(modelFacts(siteOf(code, 'Dense('))).toEqual([expect.objectContaining({ fact: 'layer', layer: 'Dense', framework: null })]);
  });

  it('`Model(input=x, output=[y2, y3])` is a functional model candidate with the old keras keywords (44172165)', () => {
    const code = blockWith(44172165, 'model1 = Model(');
    expect(modelFacts(siteOf(code, 'Model(', { target: 'model1' }))).toEqual([
      expect.objectContaining({ fact: 'functionalCandidate', name: 'model1', hasInputsKeywords: true }),
    ]);
  });

  it('`models.resnet18(pretrained=True)` loads a pretrained torchvision model (63552044)', () => {
    const code = blockWith(63552044, 'models.resnet18');
    expect(modelFacts(siteOf(code, 'models.resnet18'))).toEqual([
      expect.objectContaining({ fact: 'model', kind: 'pretrained', name: 'resnet18' }),
    ]);
  });

  it('`GPT2Tokenizer.from_pretrained("gpt2")` loads a tokenizer, no model (68084302)', () => {
    const code = blockWith(68084302, 'from_pretrained');
    expect(modelFacts(siteOf(code, 'GPT2Tokenizer.from_pretrained'))).toBe(NO_FACTS);
  });

  it('`tf.keras.applications.mobilenet.MobileNet()` is a pretrained keras application (63411142)', () => {
    const code = blockWith(63411142, 'MobileNet()');
    expect(modelFacts(siteOf(code, 'tf.keras.applications'))).toEqual([expect.objectContaining({ kind: 'pretrained', name: 'MobileNet' })]);
  });

  it('calls that make no model say nothing, with no list made (62513349)', () => {
    const code = blockWith(62513349, 'DataLoader(');
    for (const call of ['torch.cuda.empty_cache', 'DataLoader(', 'Variable(', 'tqdm(', 'print('])
      expect(modelFacts(siteOf(code, call))).toBe(NO_FACTS);
  });
});
