// The CallSite helpers every recogniser shares, on calls of real questions (tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import { calleeText, canonicalLast, hasSegment, moduleOf, NO_FACTS, pathString, withFact } from '../../../lib/python/calls/site';
import { blockWith, nodeOf } from '../pythonQuestions';
import { siteOf } from './callSites';

describe('a CallSite as the walk builds it', () => {
  it('`tf.keras.models.save_model(model, …)`: written, canonical, segments, parent, object (64425861)', () => {
    const site = siteOf(blockWith(64425861, 'save_model'), 'tf.keras.models.save_model');
    expect(site).toMatchObject({
      written: 'tf.keras.models.save_model',
      canonical: 'tensorflow.keras.models.save_model',
      method: 'save_model',
      path: 'tensorflow.keras.models.save_model',
      segments: 4,
      parent: 'models',
      objectText: 'tf.keras.models',
    });
    expect(site.args.map((a) => [a.keyword, site.src.slice(a.value.from, a.value.to)])).toEqual([
      [null, 'model'],
      [null, "'/saved'"],
    ]);
    expect(moduleOf(site)).toBe('tensorflow.keras.models');
    expect(hasSegment(site, 'keras')).toBe(true);
    expect(hasSegment(site, 'model')).toBe(false); // `models` and `save_model` hold it, no segment is it
  });

  it('a bare call has one segment and no parent: `print(…)` (62258765)', () => {
    const site = siteOf(blockWith(62258765, 'print('), 'print(');
    expect(site).toMatchObject({ written: 'print', canonical: 'print', segments: 1, parent: null, objectText: null });
    expect(moduleOf(site)).toBe('');
  });

  it('`train_bar.set_description(…)` names its training call text; a long object is cut (62513349)', () => {
    const code = blockWith(62513349, 'train_bar.set_description');
    expect(calleeText(siteOf(code, 'train_bar.set_description'))).toBe('train_bar.set_description');
    expect(calleeText(siteOf(code, 'generator(test_noisy, z).data.cpu().numpy'))).toBe('….numpy'); // the callee holds calls: no dotted name
  });

  it('canonicalLast: the canonical last name, through an alias of a bare name (synthesized input)', () => {
    expect(canonicalLast(siteOf('from torch import randn as r\nr(3)', 'r('))).toBe('randn');
    expect(canonicalLast(siteOf('import torch\ntorch.randn(3)', 'torch.randn'))).toBe('randn');
  });

  it('pathString only for string literals; withFact makes the list on the first fact (63552044)', () => {
    const code = blockWith(63552044, 'Image.open');
    const literal = nodeOf(code, 'String', '"Documents/01235.png"');
    expect(pathString(literal, true)).toEqual({ fact: 'pathString', from: literal.from, to: literal.to, inPathPosition: true });
    expect(pathString(nodeOf(code, 'VariableName', 'img'), true)).toBeNull();
    const first = withFact(null, { fact: 'inputCall' });
    expect(withFact(first, { fact: 'print', from: 0, to: 1 })).toBe(first);
    expect(first).toHaveLength(2);
    expect(Object.isFrozen(NO_FACTS)).toBe(true);
  });
});
