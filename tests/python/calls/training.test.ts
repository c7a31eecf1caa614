// trainingFacts and epochLoopFacts on real code (tests/fixtures/python/questions.jsonl): the calls that train or
// evaluate, and `for epoch in range(…)` loops with the number of epochs they state.
import { describe, expect, it } from 'vitest';
import { epochLoopFacts, trainingFacts } from '../../../lib/python/calls/training';
import { NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith, nodeOf } from '../pythonQuestions';
import { siteOf } from './callSites';

describe('trainingFacts on real calls', () => {
  const gan = blockWith(62513349, 'd_optimizer.step()');

  it('`d_optimizer.step()`, `clean_loss.backward()`, `discriminator.zero_grad()` train a GAN (62513349)', () => {
    for (const call of ['d_optimizer.step', 'clean_loss.backward', 'discriminator.zero_grad']) {
      expect(trainingFacts(siteOf(gan, call))).toEqual([expect.objectContaining({ fact: 'training', call })]);
    }
  });

  it('`.step()` of something that is no optimizer, and plain functions, train nothing (62513349)', () => {
    expect(trainingFacts(siteOf(gan, 'torch.cuda.empty_cache'))).toBe(NO_FACTS);
    expect(trainingFacts(siteOf(gan, 'print('))).toBe(NO_FACTS);
    expect(trainingFacts(siteOf(gan, 'train_bar.set_description'))).toBe(NO_FACTS);
  });

  it('`model.fit(X, y, epochs=500, verbose = 0)` and `model.eval()` (70465064, 63552044)', () => {
    expect(trainingFacts(siteOf(blockWith(70465064, 'model.fit'), 'model.fit'))).toEqual([expect.objectContaining({ call: 'model.fit' })]);
    expect(trainingFacts(siteOf(blockWith(63552044, 'model.eval()'), 'model.eval'))).toEqual([
      expect.objectContaining({ call: 'model.eval' }),
    ]);
  });

  it('`model.predict(x)` evaluates (43237124)', () => {
    expect(trainingFacts(siteOf(blockWith(43237124, 'model.predict'), 'model.predict'))).toEqual([
      expect.objectContaining({ call: 'model.predict' }),
    ]);
  });
});

describe('epochLoopFacts on a real loop', () => {
  it('`for epoch in range(NUM_EPOCHS):` trains; the epochs are set but not a literal (62513349)', () => {
    const code = blockWith(62513349, 'for epoch in range(NUM_EPOCHS)');
    const loop = nodeOf(code, 'ForStatement', 'for epoch in range(NUM_EPOCHS)');
    const range = nodeOf(code, 'CallExpression', 'range(NUM_EPOCHS)');
    const body = loop.getChild('Body')!;
    expect(epochLoopFacts(loop.from, body.from, ['epoch'], range, code)).toEqual([
      { fact: 'training', call: 'for epoch', from: loop.from, to: body.from },
      { fact: 'hyperparameter', name: 'epochs', value: null, from: range.from, to: range.to },
    ]);
  });

  it('a loop over anything but epochs is no training loop (62513349)', () => {
    const code = blockWith(62513349, 'for idx in range(fake_speech.shape[0])');
    const loop = nodeOf(code, 'ForStatement', 'for idx in range');
    expect(epochLoopFacts(loop.from, loop.to, ['idx'], null, code)).toBe(NO_FACTS);
  });

  it('`for epoch in range(1, 11)` states 10 epochs (synthesized input: no corpus loop has two literal bounds here)', () => {
    const code = 'for epoch in range(1, 11):\n    train()';
    const loop = nodeOf(code, 'ForStatement', 'for');
    const range = nodeOf(code, 'CallExpression', 'range');
    expect(epochLoopFacts(loop.from, loop.getChild('Body')!.from, ['epoch'], range, code)[1]).toMatchObject({
      name: 'epochs',
      value: '10',
    });
  });
});
