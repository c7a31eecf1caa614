// findUnboundReads on real code blocks (tests/fixtures/skeleton/inference-questions.jsonl): names a script reads where
// Python would raise NameError, in run order — before the module-level statement that binds them, or inside a
// function when no module-level statement ever binds them.
import { describe, expect, it } from 'vitest';
import { findUnboundReads } from '../../lib/skeleton/nameOrder';
import { question, withoutCommonIndent } from './inferenceQuestions';
import { scriptOf } from '../python/pythonQuestions';

/** The question's code block that contains `fragment` (or starts with it), with its common indentation removed. */
function blockWith(id: number, fragment: string, where: 'contains' | 'starts' = 'contains'): string {
  const block = question(id).blocks.find(
    (b) => b.kind === 'code' && (where === 'starts' ? b.text.trimStart().startsWith(fragment) : b.text.includes(fragment)),
  );
  if (!block) throw new Error(`question ${id} has no code block with "${fragment}"`);
  return withoutCommonIndent(block.text);
}

function lineOf(source: string, fragment: string): number {
  return source.split('\n').findIndex((l) => l.includes(fragment));
}

describe('findUnboundReads on real code', () => {
  it('`model = torch.nn.DataParallel(model, …)` with no model above reads model before it is bound (61854165)', () => {
    const source = blockWith(61854165, 'device_ids = list(range(num_gpus))\nmodel = torch.nn.DataParallel', 'starts');
    expect(source.split('\n')).toHaveLength(2);
    expect(findUnboundReads(source)).toEqual([
      { name: 'num_gpus', line: 0, bound: 'never' },
      { name: 'torch', line: 1, bound: 'never' },
      { name: 'model', line: 1, bound: 'later' },
    ]);
  });

  it("the same line after `model = NestedUNet_Purn2(…)` is fine; a dict comprehension's k, v are its own (61854165)", () => {
    const source = blockWith(61854165, 'model = NestedUNet_Purn2');
    expect(source).toContain('pretrained_dict = {k: v for k, v in pretrained_dict.items() if k in model_dict}');
    expect(findUnboundReads(source).map((r) => r.name)).toEqual(['NestedUNet_Purn2', 'opt', 'dev', 'num_gpus', 'torch', 'path']);
  });

  it("a name that is only another function's local (`return out2`), a loop over an unbound `x`, a missing import (62911421)", () => {
    const source = blockWith(62911421, 'def function_f(inp, out1):');
    expect(findUnboundReads(source)).toEqual([
      { name: 'x', line: lineOf(source, 'for row in range(x.shape[0]):'), bound: 'never' },
      { name: 'out2', line: lineOf(source, '    return out2'), bound: 'never' },
      { name: 'time', line: lineOf(source, 't = time.time()'), bound: 'never' },
    ]);
    // `inp` is bound at module level before train_model() runs; `Model(inp_l=10, hid_l=5, out_l=1)` passes keywords,
    // and `out_l=1` is a parameter default: none of them is a read of an unbound name.
  });

  it('a decorator `@torch.jit.export` reads only `torch`, which is imported: a complete script has no unbound reads (62279080)', () => {
    expect(findUnboundReads(blockWith(62279080, '@torch.jit.export'))).toEqual([]);
  });

  it("comprehension variables inside keyword arguments are the comprehension's; the keyword names are not reads (63311675)", () => {
    const source = blockWith(63311675, 'Inverse_Norm = transforms.Normalize(');
    expect(source).toContain('mean = [-m/s for m, s in zip(mean, std)],');
    expect(findUnboundReads(source)).toEqual([
      { name: 'transforms', line: 0, bound: 'never' },
      { name: 'mean', line: 1, bound: 'never' },
      { name: 'std', line: 1, bound: 'never' },
    ]);
  });

  it('after `from misc.utils import *` a class name like Bottleneck counts as imported, a lower-case helper does not (62629114)', () => {
    const source = blockWith(62629114, 'from misc.utils import *');
    expect(source).toContain('self.own_reslayer_3 = make_res_layer(Bottleneck, 256, 6, stride=1)');
    expect(findUnboundReads(source)).toEqual([
      { name: 'make_res_layer', line: lineOf(source, 'make_res_layer(Bottleneck'), bound: 'never' },
    ]);
  });

  it('dotted imports (`import torch.nn.parallel`) bind `torch`; functions may read names bound further down before they are called (62069963)', () => {
    const source = blockWith(62069963, 'import torch.nn.parallel');
    expect(source).toContain('import torch.utils.data');
    expect(findUnboundReads(source)).toEqual([]);
  });
});

describe('findUnboundReads on what the corpus does not show', () => {
  it('class-body names are visible in the class body but not inside its methods (synthesized input)', () => {
    const source = 'class C:\n    n = 3\n    m = n + 1\n    def f(self):\n        return n';
    expect(findUnboundReads(source)).toEqual([{ name: 'n', line: 4, bound: 'never' }]);
  });

  it('a function that declares `global counter` and updates it reads the module-level name (synthesized input)', () => {
    expect(findUnboundReads('counter = 0\ndef inc():\n    global counter\n    counter += 1\ninc()')).toEqual([]);
  });

  it('an alias binds only the alias, a dotted import only its first part (synthesized input)', () => {
    const source = [
      'import numpy as np',
      'import torch.utils.data',
      'from torch import optim as o',
      'x = np.zeros(1)',
      'y = numpy.zeros(1)',
      'z = torch.utils.data.DataLoader',
      'v = utils',
      'u = o.SGD',
    ].join('\n');
    expect(findUnboundReads(source)).toEqual([
      { name: 'numpy', line: 4, bound: 'never' },
      { name: 'utils', line: 6, bound: 'never' },
    ]);
  });

  it("a keyword argument's name is not a read, its value is (synthesized input)", () => {
    const source = 'import torch\nm = torch.nn.Linear(in_features=3, out_features=size)\nprint(in_features)';
    expect(findUnboundReads(source)).toEqual([
      { name: 'size', line: 1, bound: 'never' },
      { name: 'in_features', line: 2, bound: 'never' },
    ]);
  });
});

describe('findUnboundReads on the scopes and annotations of real code (tests/fixtures/python/questions.jsonl)', () => {
  it("a generator argument's loop variable is its own: `sum(param.numel() for param in generator.parameters())` reads no unbound `param` (62513349)", () => {
    expect(findUnboundReads(scriptOf(62513349)).map((r) => r.name)).not.toContain('param');
  });

  it('`import torchvision.models as models` binds `models` only: `torchvision.transforms.Compose(…)` reads an unbound `torchvision` (63552044)', () => {
    const source = scriptOf(63552044);
    expect(findUnboundReads(source)).toEqual([
      { name: 'torchvision', line: lineOf(source, 'transforms = torchvision.transforms.Compose'), bound: 'never' },
    ]);
  });

  // The line is pip output from 71575380, whose blocks now read as output (a warning's source line opens no
  // bracket: lib/analysis/codeBlockKind.ts); as Python source it is still an annotated name.
  it('an annotation is read where Python evaluates it: `error: legacy-install-failure` (pip output, 71575380) reads three unbound names, not `error`', () => {
    const source = 'x = 1\nerror: legacy-install-failure\n';
    const line = lineOf(source, 'error: legacy-install-failure');
    expect(findUnboundReads(source)).toEqual([
      { name: 'legacy', line, bound: 'never' },
      { name: 'install', line, bound: 'never' },
      { name: 'failure', line, bound: 'never' },
    ]);
  });

  it('`output: [220,4]` (printed output pasted as an annotation) reads nothing (34987509)', () => {
    expect(findUnboundReads(scriptOf(34987509)).map((r) => r.name)).toEqual(['tf', 'y']);
  });
});
