// The block's models once the walk has seen every class (lib/python/modelFacts.ts): model classes with their layer
// calls, Sequentials with theirs, and the legacy model facts the checklist reads.
import { describe, expect, it } from 'vitest';
import { analyzePythonBlock, analyzePythonSource } from '../../lib/python/walk';
import { blockWith, offsetOf } from './pythonQuestions';

describe('model classes and their layers', () => {
  it('RotNet1: the layer calls of its body in order, arguments spanning lines read whole (61704416)', () => {
    const code = blockWith(61704416, 'class RotNet1');
    const [net] = analyzePythonSource(code).modelClasses;
    expect(net).toMatchObject({ name: 'RotNet1', kind: 'nn.Module', scope: 0, start: 0 });
    expect(net.layers.slice(0, 6).map((l) => l.layer)).toEqual(['Conv2d', 'ReLU', 'MaxPool2d', 'Dropout', 'BatchNorm2d', 'Dropout2d']);
    const [conv] = net.layers;
    expect(conv.args.map((a) => [a.keyword, a.value])).toEqual([
      ['in_channels', { kind: 'int', value: 3 }],
      ['out_channels', { kind: 'int', value: 80 }],
      ['kernel_size', { kind: 'int', value: 7 }],
      ['stride', { kind: 'int', value: 1 }],
      ['padding', { kind: 'int', value: 0 }],
    ]);
    expect(conv.args[0].text).toBe('in_channels = 3');
    expect(net.body.start).toBeGreaterThan(net.start);
    expect(net.layers.every((l) => l.start >= net.body.start && l.end <= net.body.end)).toBe(true);
  });

  it('CustomNet: four `torch_nn.Linear` layers, each with the variable it is assigned to (62372055)', () => {
    const [net] = analyzePythonSource(blockWith(62372055, 'class CustomNet')).modelClasses;
    expect(net.layers.map((l) => [l.canonical, l.target, l.args.map((a) => a.value.kind === 'int' && a.value.value)])).toEqual([
      ['torch.nn.Linear', 'self.fully_connected_input_layer', [2, 5]],
      ['torch.nn.Linear', 'self.fully_connected_hidden_layer_1', [5, 5]],
      ['torch.nn.Linear', 'self.fully_connected_hidden_layer_2', [5, 5]],
      ['torch.nn.Linear', 'self.fully_connected_output_layer', [5, 2]],
    ]);
  });

  it('a class whose base is a model class of the block is a model too, even when the base comes later (synthesized input)', () => {
    const facts = analyzePythonSource('class Deep(Base):\n    pass\n\nclass Base(nn.Module):\n    pass\n');
    expect(facts.modelClasses.map((m) => [m.name, m.kind])).toEqual([
      ['Deep', 'nn.Module'],
      ['Base', 'nn.Module'],
    ]);
  });
});

describe('Sequentials', () => {
  it('`net = tn.Sequential \\ ( tn.BatchNorm2d(1) , tn.Conv2d(1, 1, [1,16]) )` inside `if __name__ …` (63127564)', () => {
    const code = blockWith(63127564, 'tn.Sequential');
    const [net] = analyzePythonSource(code).sequentials;
    expect(net).toMatchObject({
      name: 'net',
      written: 'tn.Sequential',
      canonical: 'torch.nn.Sequential',
      scope: 0,
      start: offsetOf(code, 'tn.Sequential'),
    });
    expect(net.layers.map((l) => l.layer)).toEqual(['BatchNorm2d', 'Conv2d']);
  });

  it('keras: `Sequential()` filled by `model.add(…)` holds no layer calls of its own (43237124)', () => {
    const facts = analyzePythonSource(blockWith(43237124, 'model = Sequential()'));
    expect(facts.sequentials).toEqual([expect.objectContaining({ name: 'model', written: 'Sequential', layers: [] })]);
  });
});

describe('the model facts the checklist reads', () => {
  it('a model class is quoted by its header (62372055)', () => {
    const facts = analyzePythonBlock(blockWith(62372055, 'class CustomNet'));
    expect(facts.models.map((m) => [m.kind, m.name, m.text])).toEqual([['nn.Module', 'CustomNet', 'class CustomNet(torch_nn.Module)']]);
  });

  it('layer calls alone, with no model around them, are a model of kind `layers` (63655484)', () => {
    const facts = analyzePythonBlock(blockWith(63655484, 'Dense(units=1'));
    expect(facts.models).toEqual([
      expect.objectContaining({ kind: 'layers', name: 'output', text: "Dense(units=1, activation='sigmoid')" }),
    ]);
  });
});
