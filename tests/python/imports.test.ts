// Import statements of real questions (lib/python/imports.ts): the modules, the names they bind and the aliases
// that resolve a written callee to its canonical name.
import { describe, expect, it } from 'vitest';
import { canonicalName } from '../../lib/python/imports';
import { createWalkState } from '../../lib/python/walkState';
import { analyzePythonSource } from '../../lib/python/walk';
import { blockWith, offsetOf } from './pythonQuestions';

describe('import facts', () => {
  it('the imports of 62372055, each with the names it binds', () => {
    const facts = analyzePythonSource(blockWith(62372055, 'import torch.nn as torch_nn'));
    expect(facts.imports.map((i) => [i.module, i.bound])).toEqual([
      ['pandas', ['read_csv', 'DataFrame']],
      ['torch', ['torch']],
      ['torch.utils.data', ['Dataset', 'DataLoader']],
      ['torch.nn', ['torch_nn']],
      ['torch.nn.functional', ['torch_functional']],
      ['torchvision', ['torchvision']],
      ['random', ['random']],
    ]);
    expect(facts.frameworks).toEqual(expect.arrayContaining(['pandas', 'torch', 'torchvision']));
  });

  it('`import torchvision.models as models` binds `models`, not `torchvision` (63552044)', () => {
    const code = blockWith(63552044, 'import torchvision.models as models');
    const facts = analyzePythonSource(code);
    const at = offsetOf(code, 'import torchvision.models as models');
    const bound = facts.names.bindings.filter((b) => b.kind === 'import').map((b) => b.name);
    expect(bound).toEqual(['torch', 'nn', 'models', 'transforms', 'Variable', 'Image']);
    expect(facts.names.bindings.find((b) => b.name === 'models')).toMatchObject({
      start: at + 'import torchvision.models as '.length, // the alias is the name bound
      effective: at + 'import torchvision.models as models'.length,
    });
  });

  it('`from utils import *` is a star import; `from tqdm import trange` binds `trange` (47529792)', () => {
    const code = blockWith(47529792, 'from utils import *');
    const facts = analyzePythonSource(code);
    expect(facts.names.starImports).toEqual([
      { module: 'utils', scope: 0, start: offsetOf(code, 'from utils'), end: offsetOf(code, 'from utils') + 19 },
    ]);
    expect(facts.imports.find((i) => i.module === 'utils')?.bound).toEqual(['*']);
    expect(facts.names.bindings.some((b) => b.name === 'trange')).toBe(true);
  });
});

describe('canonicalName', () => {
  it("through the block's imports: `tn.Conv2d` is torch.nn.Conv2d, `t.rand` is torch.rand (63127564)", () => {
    const code = blockWith(63127564, 'import torch.nn as tn');
    const walk = createWalkState(code, code, (o) => o, true);
    walk.aliases.set('tn', 'torch.nn'); // as the import handler records `import torch.nn as tn`
    walk.aliases.set('t', 'torch');
    expect(analyzePythonSource(code).sequentials.map((s) => s.canonical)).toEqual(['torch.nn.Sequential']);
    expect(canonicalName(walk, 'tn.Conv2d')).toBe('torch.nn.Conv2d');
    expect(canonicalName(walk, 't.rand')).toBe('torch.rand');
  });

  it('through conventions when nothing is imported (`tf.constant` in 34598371), not for a name the block binds', () => {
    const walk = createWalkState('', '', (o) => o, true);
    expect(canonicalName(walk, 'tf.constant')).toBe('tensorflow.constant');
    expect(canonicalName(walk, 'nn.Linear')).toBe('torch.nn.Linear');
    walk.defined.add('nn');
    expect(canonicalName(walk, 'nn.Linear')).toBe('nn.Linear');
    expect(canonicalName(walk, 'model.fit')).toBe('model.fit');
  });
});
