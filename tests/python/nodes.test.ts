// Small readers over @lezer/python nodes (lib/python/nodes.ts), on real code (tests/fixtures/python/questions.jsonl).
import { describe, expect, it } from 'vitest';
import {
  argumentValue,
  dottedName,
  intList,
  intValue,
  keywordArg,
  lastName,
  memberObject,
  nestedListShape,
  positional,
  positionalCount,
  readArguments,
  readCallee,
  stringContent,
  stringValue,
  valueText,
} from '../../lib/python/nodes';
import { blockWith, nodeOf } from './pythonQuestions';

describe('names', () => {
  const code = blockWith(62513349, 'torch.cuda.empty_cache()');

  it('dottedName of a name chain, null when the chain holds a call (62513349)', () => {
    expect(dottedName(nodeOf(code, 'MemberExpression', 'torch.cuda.empty_cache'), code)).toBe('torch.cuda.empty_cache');
    expect(dottedName(nodeOf(code, 'MemberExpression', 'generator(test_noisy, z).data'), code)).toBeNull();
  });

  it('dottedName joins a chain written across a line break as Python reads it (synthesized input)', () => {
    const source = 'x = (torch\n     .cuda.empty_cache)';
    expect(dottedName(nodeOf(source, 'MemberExpression', 'torch\n     .cuda.empty_cache'), source)).toBe('torch.cuda.empty_cache');
  });

  it('readCallee, lastName and memberObject of `train_bar.set_description` (62513349)', () => {
    const callee = nodeOf(code, 'MemberExpression', 'train_bar.set_description');
    const read = readCallee(callee, code);
    expect([read.method, read.written, read.object && code.slice(read.object.from, read.object.to)]).toEqual([
      'set_description',
      'train_bar.set_description',
      'train_bar',
    ]);
    expect(lastName(callee, code)).toBe('set_description');
    expect(memberObject(callee)?.name).toBe('VariableName');
    expect(readCallee(nodeOf(code, 'VariableName', 'tqdm'), code)).toEqual({ method: 'tqdm', object: null, written: 'tqdm' });
  });
});

describe('arguments', () => {
  const code = blockWith(62513349, 'DataLoader(dataset=train_dataset');
  const args = readArguments(nodeOf(code, 'ArgList', '(dataset=train_dataset'), code);

  it('readArguments with keywords, positional and keywordArg (62513349)', () => {
    expect(args.map((a) => a.keyword)).toEqual(['dataset', 'batch_size', 'shuffle', 'num_workers']);
    expect(positionalCount(args)).toBe(0);
    expect(positional(args, 0)).toBeNull();
    expect(code.slice(keywordArg(args, 'num_workers', 'workers')!.from, keywordArg(args, 'num_workers')!.to)).toBe('4');
  });

  it('`*features[0:23]` is a spread, no positional value (63001490)', () => {
    const vgg = blockWith(63001490, 'nn.Sequential(*features[0:23])');
    const spread = readArguments(nodeOf(vgg, 'ArgList', '(*features[0:23])'), vgg);
    expect(spread.map((a) => [a.keyword, a.spread])).toEqual([[null, true]]);
    expect(positionalCount(spread)).toBe(0);
  });
});

describe('literals', () => {
  it("stringValue and stringContent: `'/saved'` (64425861), a raw string, an f-string's text", () => {
    const code = blockWith(64425861, "'/saved'");
    expect(stringValue(nodeOf(code, 'String', "'/saved'"), code)).toBe('/saved');
    expect(stringContent("r'C:\\\\data'")).toBe('C:\\\\data');
    expect(stringContent("'C:\\\\data'")).toBe('C:\\data');
    expect(stringContent('"""doc"""')).toBe('doc');
  });

  it('intValue, intList, nestedListShape: `torch.randn(5,5)` (63090384), `np.array([[-2,4,-1], …])` (62791942)', () => {
    const randn = blockWith(63090384, 'torch.randn(5,5)');
    expect(intValue(nodeOf(randn, 'Number', '5'), randn)).toBe(5);
    const tuple = '(1, 3, 28, 28)';
    expect(intList(nodeOf(tuple, 'TupleExpression', tuple), tuple)).toEqual([1, 3, 28, 28]);
    const array = blockWith(62791942, 'np.array');
    expect(nestedListShape(nodeOf(array, 'ArrayExpression', '[\n    [-2,4,-1]'))).toEqual([5, 3]);
  });

  it('valueText: literals, arithmetic on literals, short calls; nothing for names (62513349, 63233837)', () => {
    const code = blockWith(62513349, 'lr=0.0001');
    expect(valueText(nodeOf(code, 'Number', '0.0001'), code)).toBe('0.0001');
    expect(valueText(nodeOf(code, 'VariableName', 'BATCH_SIZE'), code)).toBeNull();
    const keras = blockWith(63233837, 'keras.optimizers.Adam');
    expect(valueText(nodeOf(keras, 'CallExpression', 'keras.optimizers.Adam'), keras)).toBe('keras.optimizers.Adam(learning_rate=0.0001)');
  });

  it('argumentValue: ints (and products and sums of ints), booleans, names (61704416, 62937388)', () => {
    const rot = blockWith(61704416, 'in_channels = 3');
    expect(argumentValue(nodeOf(rot, 'Number', '3'), rot)).toEqual({ kind: 'int', value: 3 });
    const para = blockWith(62937388, 'nn.Linear(5*100, 2)');
    expect(argumentValue(nodeOf(para, 'BinaryExpression', '5*100'), para)).toEqual({ kind: 'int', value: 500 });
    const other = 'f(28 * 28 + 1, (64), True, hidden, 0.5, 2 ** 3)';
    const values = readArguments(nodeOf(other, 'ArgList', '('), other).map((a) => argumentValue(a.value, other));
    expect(values).toEqual([
      { kind: 'int', value: 785 },
      { kind: 'int', value: 64 },
      { kind: 'bool', value: true },
      { kind: 'name', name: 'hidden' },
      { kind: 'other' },
      { kind: 'other' },
    ]);
  });
});
