// Stand-in data calls of real questions (tests/fixtures/python/questions.jsonl) and the literal shapes they make.
import { describe, expect, it } from 'vitest';
import { NO_FACTS } from '../../../lib/python/calls/site';
import { standInFacts, standInShape } from '../../../lib/python/calls/standIns';
import { blockWith } from '../pythonQuestions';
import { siteOf } from './callSites';

const shapeOf = (code: string, call: string, options = {}) => {
  const [fact] = standInFacts(siteOf(code, call, options));
  return fact?.fact === 'standIn' ? fact.shape : undefined;
};

describe('standInFacts on real calls', () => {
  it('`torch.randn(5,5)` and `torch.randn(1,5)` (63090384)', () => {
    const code = blockWith(63090384, 'torch.randn');
    expect(standInFacts(siteOf(code, 'torch.randn(5,5)', { target: 'a' }))).toEqual([
      {
        fact: 'standIn',
        call: 'torch.randn',
        shape: [5, 5],
        target: 'a',
        from: code.indexOf('torch.randn(5,5)'),
        to: code.indexOf('torch.randn(5,5)') + 16,
      },
    ]);
    expect(shapeOf(code, 'torch.randn(1,5)')).toEqual([1, 5]);
  });

  it('`torch.rand(2, 3, 4)` and `torch.rand(2, 3)` (62258765)', () => {
    const code = blockWith(62258765, 'torch.rand');
    expect(shapeOf(code, 'torch.rand(2, 3, 4)')).toEqual([2, 3, 4]);
    expect(shapeOf(code, 'torch.rand(2, 3)')).toEqual([2, 3]);
  });

  it('`tf.random.normal((10,20))` (64425861); `tf.constant([[True, True], [False, True]])` is a 2×2 literal (34598371)', () => {
    expect(shapeOf(blockWith(64425861, 'tf.random.normal'), 'tf.random.normal')).toEqual([10, 20]);
    expect(shapeOf(blockWith(34598371, 'tf.constant'), 'tf.constant')).toEqual([2, 2]);
  });

  it('`np.array([[-2,4,-1], …])` of five rows is a 5×3 literal (62791942)', () => {
    expect(shapeOf(blockWith(62791942, 'np.array'), 'np.array')).toEqual([5, 3]);
  });

  it('`tf.zeros((1, *model.input.shape[1:]))` makes stand-in data of a shape no literal states (63411142)', () => {
    expect(shapeOf(blockWith(63411142, 'tf.zeros'), 'tf.zeros')).toBeNull();
  });

  it("a model's own tensors are no stand-in input; nor is a conversion of a variable (64425861, synthesized input)", () => {
    expect(standInFacts(siteOf(blockWith(64425861, 'tf.random.normal'), 'tf.random.normal', { inModelClass: true }))).toBe(NO_FACTS);
    expect(standInFacts(siteOf('import torch\nt = torch.tensor(x)', 'torch.tensor'))).toBe(NO_FACTS);
  });

  it('a bare name imported under an alias is read by its canonical name (synthesized input: `from torch import randn as r`)', () => {
    expect(shapeOf('from torch import randn as r\nx = r(8, 3)', 'r(')).toEqual([8, 3]);
  });
});

describe('standInShape', () => {
  it('reads shapes the way each library takes them (synthesized calls of the corpus callees)', () => {
    const site = (code: string) => siteOf(`import numpy as np\nimport torch\n${code}`, code);
    expect(standInShape('numpy.zeros', site('np.zeros((3, 4))').args, site('np.zeros((3, 4))').src)).toEqual([3, 4]);
    expect(standInShape('torch.arange', site('torch.arange(2, 10, 3)').args, site('torch.arange(2, 10, 3)').src)).toEqual([3]);
    expect(
      standInShape(
        'numpy.random.randint',
        site('np.random.randint(0, 5, size=(2, 2))').args,
        site('np.random.randint(0, 5, size=(2, 2))').src,
      ),
    ).toEqual([2, 2]);
    expect(standInShape('numpy.random.seed', site('np.random.seed(0)').args, site('np.random.seed(0)').src)).toBeUndefined();
  });
});
