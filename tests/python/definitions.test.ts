// Definitions and the scopes they open (lib/python/definitions.ts), on real code (tests/fixtures/python/questions.jsonl):
// defs and their parameters, lambdas, classes and the model kind of their bases, decorators, comprehensions and
// generator arguments.
import { describe, expect, it } from 'vitest';
import type { PythonBlockFacts } from '../../lib/python/walkFacts';
import { analyzePythonSource } from '../../lib/python/walk';
import { blockWith, offsetOf } from './pythonQuestions';

const scopeNamed = (facts: PythonBlockFacts, name: string) => facts.names.scopes.findIndex((s) => s.name === name);

describe('a keras subclassed model (64425861)', () => {
  const code = blockWith(64425861, 'class MyModel(tf.keras.Model)');
  const facts = analyzePythonSource(code);

  it('the class is a keras model; its name is bound after its body', () => {
    expect(facts.modelClasses.map((m) => [m.name, m.kind])).toEqual([['MyModel', 'keras.Model']]);
    const binding = facts.names.bindings.find((b) => b.name === 'MyModel')!;
    expect(binding).toMatchObject({ kind: 'class', scope: 0 });
    expect(binding.effective).toBe(facts.modelClasses[0].end);
  });

  it('`call(self, enc_input, dec_input, training, mask1, mask2, mask3)` binds seven parameters in its own scope, inside the class', () => {
    const call = scopeNamed(facts, 'call');
    expect(facts.names.scopes[call]).toMatchObject({ kind: 'function', parent: scopeNamed(facts, 'MyModel') });
    expect(facts.names.bindings.filter((b) => b.scope === call && b.kind === 'parameter').map((b) => b.name)).toEqual([
      'self',
      'enc_input',
      'dec_input',
      'training',
      'mask1',
      'mask2',
      'mask3',
    ]);
  });

  it('`@tf.function` reads `tf` only, in the class scope where it stands', () => {
    const at = offsetOf(code, '@tf.function');
    const reads = facts.names.reads.filter((r) => r.start > at && r.start < at + '@tf.function'.length);
    expect(reads.map((r) => [r.name, facts.names.scopes[r.scope].kind])).toEqual([['tf', 'class']]);
  });
});

describe('a torch model class through an alias (62372055)', () => {
  it('`class CustomNet(torch_nn.Module)` is an nn.Module: `torch_nn` is `torch.nn`', () => {
    const facts = analyzePythonSource(blockWith(62372055, 'class CustomNet'));
    const [net] = facts.modelClasses;
    expect(net).toMatchObject({
      name: 'CustomNet',
      kind: 'nn.Module',
      bases: [{ written: 'torch_nn.Module', canonical: 'torch.nn.Module' }],
      keywords: [],
    });
    expect(facts.modelClasses.map((m) => m.name)).toEqual(['CustomNet']); // CustomDataset(Dataset) is no model
  });
});

describe('comprehensions and generator arguments', () => {
  it('`[joblib.delayed(train)(sub_task) for sub_task in [123, 456]]` binds `sub_task` in its own scope (70465064)', () => {
    const code = blockWith(70465064, 'for sub_task in');
    const facts = analyzePythonSource(code);
    const subTask = facts.names.bindings.find((b) => b.name === 'sub_task')!;
    expect(subTask.kind).toBe('comprehension');
    expect(facts.names.scopes[subTask.scope]).toMatchObject({ kind: 'comprehension', parent: 0, start: offsetOf(code, '[joblib') });
    expect(facts.names.reads.filter((r) => r.name === 'sub_task').map((r) => r.scope)).toEqual([subTask.scope]);
  });

  it('`dict((c, i) for i, c in enumerate(characters))`: a generator argument binds both names; `characters` is read outside it (63233837)', () => {
    const code = blockWith(63233837, 'dict((c, i) for i, c in enumerate(characters))');
    const facts = analyzePythonSource(code);
    const scope = facts.names.bindings.find((b) => b.name === 'c' && b.kind === 'comprehension')!.scope;
    expect(facts.names.bindings.filter((b) => b.scope === scope).map((b) => b.name)).toEqual(['i', 'c']);
    const enumerate = facts.names.reads.find((r) => r.name === 'enumerate' && r.start > offsetOf(code, 'dict((c, i)'))!;
    expect(enumerate.scope).not.toBe(scope); // the first iterable runs in the enclosing scope
  });

  it('a lambda is a scope of its own, its parameters bound there (synthesized input: no corpus lambda here has a default)', () => {
    const code = 'scale = 2\nf = lambda x, k=scale: x * k';
    const facts = analyzePythonSource(code);
    const lambda = facts.names.scopes.findIndex((s) => s.kind === 'lambda');
    expect(facts.names.bindings.filter((b) => b.scope === lambda).map((b) => b.name)).toEqual(['x', 'k']);
    expect(facts.names.scopes[facts.names.reads.find((r) => r.name === 'scale')!.scope].kind).toBe('module'); // the default
    expect(facts.names.reads.filter((r) => r.scope === lambda).map((r) => r.name)).toEqual(['x', 'k']);
  });
});
