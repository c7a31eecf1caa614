// recognizeCall: every recogniser's facts about one call of a real question, in a fixed order.
import { describe, expect, it } from 'vitest';
import { recognizeCall } from '../../../lib/python/calls/recognize';
import { NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith } from '../pythonQuestions';
import { siteOf } from './callSites';

describe('recognizeCall on real calls', () => {
  it('`model.fit(X, y, epochs=500, verbose = 0)` trains, states the epochs and feeds `X`, `y` (70465064)', () => {
    const facts = recognizeCall(siteOf(blockWith(70465064, 'model.fit'), 'model.fit'));
    // The data ask prints the shapes of what reaches the training call (modelInput, last recogniser).
    expect(facts.map((f) => f.fact)).toEqual(['training', 'hyperparameter', 'modelInput']);
    expect(facts[1]).toMatchObject({ name: 'epochs', value: '500' });
    expect(facts[2]).toMatchObject({ role: 'training', names: ['X', 'y'] });
  });

  it('`keras.optimizers.Adam(learning_rate=0.0001)` states two hyperparameters (63233837)', () => {
    const facts = recognizeCall(siteOf(blockWith(63233837, 'keras.optimizers.Adam'), 'keras.optimizers.Adam'));
    expect(facts).toEqual([
      expect.objectContaining({ fact: 'hyperparameter', name: 'learning_rate', value: '0.0001' }),
      expect.objectContaining({ fact: 'hyperparameter', name: 'optimizer', value: 'Adam' }),
    ]);
  });

  it('models before data loads: `keras.models.load_model("/path/to/model.h5", compile=True)` (63233837)', () => {
    const facts = recognizeCall(siteOf(blockWith(63233837, 'load_model'), 'keras.models.load_model'));
    expect(facts.map((f) => f.fact)).toEqual(['pathString', 'dataLoad']);
  });

  it('a call nothing recognises returns the shared empty list (62513349)', () => {
    expect(recognizeCall(siteOf(blockWith(62513349, 'torch.cuda.empty_cache'), 'torch.cuda.empty_cache'))).toBe(NO_FACTS);
  });
});
