// Statements that bind names (lib/python/targets.ts), on real code (tests/fixtures/python/questions.jsonl): the
// kind of each binding and the offset from which it holds, and what the assignment's value states.
import { describe, expect, it } from 'vitest';
import type { PythonBlockFacts } from '../../lib/python/walkFacts';
import { analyzePythonSource } from '../../lib/python/walk';
import { blockWith, offsetOf } from './pythonQuestions';

const bindingsOf = (facts: PythonBlockFacts, name: string) => facts.names.bindings.filter((b) => b.name === name);
const lineEnd = (code: string, at: number) => {
  const end = code.indexOf('\n', at);
  return end < 0 ? code.length : end;
};

describe('assignments', () => {
  it('`model = MyModel()`: bound after its value, made by the class it calls (64425861)', () => {
    const code = blockWith(64425861, 'model = MyModel()');
    const facts = analyzePythonSource(code);
    const at = offsetOf(code, 'model = MyModel()');
    expect(bindingsOf(facts, 'model')).toEqual([
      {
        name: 'model',
        kind: 'assignment',
        scope: 0,
        start: at,
        end: at + 5,
        effective: at + 'model = MyModel()'.length,
        constructedBy: 'MyModel',
      },
    ]);
    // The class is read in the value, before the name is bound.
    const read = facts.names.reads.find((r) => r.name === 'MyModel' && r.start > at)!;
    expect(read.start).toBeLessThan(bindingsOf(facts, 'model')[0].effective);
  });

  it('`x = tf.random.normal((10,20))` is made by no plain-name call; `self.dense1 = …` binds no name (64425861)', () => {
    const facts = analyzePythonSource(blockWith(64425861, 'class MyModel'));
    expect(bindingsOf(facts, 'x').find((b) => b.scope === 0)).toMatchObject({ kind: 'assignment', constructedBy: null });
    expect(bindingsOf(facts, 'self').map((b) => b.kind)).toEqual(['parameter', 'parameter']); // `__init__` and `call`
    expect(facts.names.reads.filter((r) => r.name === 'self').length).toBeGreaterThanOrEqual(3);
  });

  it('a tuple target binds each name: `(x_train, y_train),(x_test, y_test) = mnist.load_data()` (62805263)', () => {
    const facts = analyzePythonSource(blockWith(62805263, 'load_data'));
    expect(facts.names.bindings.map((b) => b.name)).toEqual(['mnist', 'x_train', 'y_train', 'x_test', 'y_test']);
    expect(new Set(facts.names.bindings.map((b) => b.kind))).toEqual(new Set(['assignment']));
  });

  it('`BATCH_SIZE = 4` and friends state hyperparameters through the walk (62372055)', () => {
    const facts = analyzePythonSource(blockWith(62372055, 'BATCH_SIZE = 4'));
    expect(facts.hyperparameters.filter((h) => h.name === 'batch_size').map((h) => [h.text, h.value])).toEqual([
      ['BATCH_SIZE = 4', '4'],
      ['batch_size=BATCH_SIZE', null], // the two DataLoaders below
      ['batch_size=BATCH_SIZE', null],
    ]);
  });
});

describe('annotations, augmented assignments, del', () => {
  // A line of pip output from 71575380 (whose blocks now read as output, lib/analysis/codeBlockKind.ts), as Python.
  it('pip output as Python: `error: legacy-install-failure` declares `error` and reads its annotation (a line of 71575380)', () => {
    const code = 'import os\nerror: legacy-install-failure\nprint(os)\n';
    const facts = analyzePythonSource(code);
    const at = offsetOf(code, 'error: legacy-install-failure');
    expect(bindingsOf(facts, 'error').find((b) => b.start === at)).toMatchObject({ kind: 'annotation' });
    const annotation = facts.names.reads.filter((r) => r.start > at && r.start < lineEnd(code, at));
    expect(annotation.map((r) => [r.name, r.context])).toEqual([
      ['legacy', 'annotation'],
      ['install', 'annotation'],
      ['failure', 'annotation'],
    ]);
    expect(facts.defined).toContain('error'); // the checklist's list always counted a declaration
  });

  it("a def's parameter annotations are signature reads (69040420)", () => {
    const code = blockWith(69040420, 'def test_save_model(speech_model: Tuple[TransducerBase, SpeechFeaturesConfig])');
    const facts = analyzePythonSource(code);
    const tuple = facts.names.reads.find((r) => r.name === 'Tuple')!;
    expect(tuple.context).toBe('signature');
    expect(facts.names.scopes[tuple.scope].kind).toBe('module'); // evaluated where the def stands
    const local = facts.names.reads.find((r) => r.name === 'SpeechFeaturesConfig' && r.start > offsetOf(code, 'speech_features_config: '))!;
    expect([local.context, facts.names.scopes[local.scope].kind]).toEqual(['annotation', 'function']);
  });

  it('`sum += …` reads `sum` and binds it again after the statement (34598371)', () => {
    const code = blockWith(34598371, 'sum += ');
    const facts = analyzePythonSource(code);
    const at = offsetOf(code, 'sum += ');
    const statementEnd = offsetOf(code, 'as_list()[0]') + 'as_list()[0]'.length;
    expect(bindingsOf(facts, 'sum').map((b) => [b.kind, b.start, b.effective])).toEqual([
      ['assignment', offsetOf(code, 'sum = 0'), offsetOf(code, 'sum = 0') + 7],
      ['augmented', at, statementEnd],
    ]);
    expect(facts.names.reads.find((r) => r.name === 'sum')).toMatchObject({ start: at, context: 'augmented' });
    expect(facts.used.some((u) => u.name === 'sum')).toBe(false); // the checklist never counted `x += …` as a use
  });

  it('`del model` reads no value (70051984)', () => {
    const facts = analyzePythonSource(blockWith(70051984, 'del model'));
    expect(facts.names.reads.find((r) => r.name === 'model')).toMatchObject({ context: 'deleted' });
  });
});

describe('loops, with, except, global', () => {
  it('`for epoch in range(NUM_EPOCHS):` binds `epoch` from the body on, and is a training loop (62513349)', () => {
    const code = blockWith(62513349, 'for epoch in range(NUM_EPOCHS)');
    const facts = analyzePythonSource(code);
    const [epoch] = bindingsOf(facts, 'epoch');
    const bodyStart = offsetOf(code, 'range(NUM_EPOCHS)') + 'range(NUM_EPOCHS)'.length; // the body starts at its colon
    expect(epoch).toMatchObject({ kind: 'for', start: offsetOf(code, 'epoch in range(NUM_EPOCHS)'), effective: bodyStart });
    expect(code[bodyStart]).toBe(':');
    expect(facts.training.map((t) => t.call)).toContain('for epoch');
    expect(facts.hyperparameters.find((h) => h.name === 'epochs' && h.text === 'range(NUM_EPOCHS)')).toBeTruthy();
  });

  it('`except RuntimeError as e:` binds `e` (69401285)', () => {
    const code = blockWith(69401285, 'except RuntimeError as e');
    expect(bindingsOf(analyzePythonSource(code), 'e')).toEqual([
      expect.objectContaining({ kind: 'except', start: offsetOf(code, 'e:\n') }),
    ]);
  });

  it("`with joblib.parallel_backend('dask'):` binds nothing; `global client` is a declaration, not a binding (70465064)", () => {
    const code = blockWith(70465064, 'global client');
    const facts = analyzePythonSource(code);
    const train = facts.names.scopes.findIndex((s) => s.name === 'train');
    expect(facts.names.declarations).toEqual([
      {
        kind: 'global',
        names: ['client'],
        scope: train,
        start: offsetOf(code, 'global client'),
        end: offsetOf(code, 'global client') + 13,
      },
    ]);
    expect(bindingsOf(facts, 'client').map((b) => b.kind)).toEqual(['assignment']); // `client = Client()`
  });
});
