// Argument lists of real calls (lib/python/argLists.ts): their arguments, keyword names, walrus bindings and
// generator clauses, read in one pass.
import { describe, expect, it } from 'vitest';
import { forClauses, scanArgList } from '../../lib/python/argLists';
import { codeBlock, loadQuestion } from '../analysis/corpusQuestion';
import { blockWith, nodeOf, offsetOf } from './pythonQuestions';

const text = (src: string, node: { from: number; to: number }) => src.slice(node.from, node.to);

describe('scanArgList on real calls', () => {
  it('`DataLoader(dataset=train_dataset, batch_size=BATCH_SIZE, shuffle=True, num_workers=4)`: four keywords (62513349)', () => {
    const code = blockWith(62513349, 'DataLoader(dataset=train_dataset');
    const argList = nodeOf(code, 'ArgList', '(dataset=train_dataset');
    const scan = scanArgList(argList, code);
    expect(scan.args.map((a) => [a.keyword, text(code, a.value), a.spread])).toEqual([
      ['dataset', 'train_dataset', false],
      ['batch_size', 'BATCH_SIZE', false],
      ['shuffle', 'True', false],
      ['num_workers', '4', false],
    ]);
    expect(scan.keywordNames.map((at) => code.slice(at, at + 4))).toEqual(['data', 'batc', 'shuf', 'num_']);
    expect(scan.args[0].from).toBe(offsetOf(code, 'dataset=train_dataset'));
    expect(scan.generator).toBeNull();
  });

  it('`x=(x := tf.zeros((1, *model.input.shape[1:])))`: the keyword `x`, a walrus `x` inside, a spread (63411142)', () => {
    const code = blockWith(63411142, 'x=(x := tf.zeros');
    const fit = scanArgList(nodeOf(code, 'ArgList', '(\n        x=('), code);
    expect(fit.args.map((a) => a.keyword)).toEqual(['x', 'y', 'verbose']);
    const zeros = scanArgList(nodeOf(code, 'ArgList', '((1, *model.input'), code);
    expect(zeros.args.map((a) => text(code, a.value))).toEqual(['(1, *model.input.shape[1:])']);
  });

  it('`f(x := 3)`: a walrus argument binds, up to the end of its value (synthesized input: the corpus walruses sit in parentheses)', () => {
    const code = 'f(x := 3, y)';
    const scan = scanArgList(nodeOf(code, 'ArgList', '('), code);
    expect(scan.walrus).toEqual([{ from: 2, to: 3, valueEnd: 8 }]);
    expect(scan.keywordNames).toEqual([2]);
  });

  it('`padding = ?` then `bias=False`: after the error the name is still a keyword, no read (62166719)', () => {
    const code = codeBlock(loadQuestion('so-62166719.json'), 2).text;
    const argList = nodeOf(code, 'ArgList', '(64, 64, kernel_size=3, padding = ?');
    const scan = scanArgList(argList, code);
    const names = scan.keywordNames.map((at) => code.slice(at, code.indexOf('=', at)).trim());
    expect(names).toEqual(['kernel_size', 'padding', 'bias']);
  });

  it('`sum(param.numel() for param in generator.parameters())` is a generator argument (62513349)', () => {
    const code = blockWith(62513349, 'sum(param.numel() for param');
    const scan = scanArgList(nodeOf(code, 'ArgList', '(param.numel()'), code);
    expect(scan.args.map((a) => text(code, a.value))).toEqual(['param.numel()']);
    expect(scan.generator?.targets.map((t) => text(code, t))).toEqual(['param']);
    expect(scan.generator?.firstIterable && code.slice(scan.generator.firstIterable.from, scan.generator.firstIterable.to)).toBe(
      'generator.parameters()',
    );
  });
});

describe('forClauses on a real comprehension', () => {
  it('`[0 for _ in range(len(characters))]`: the target `_`, the first iterable (63233837)', () => {
    const code = blockWith(63233837, '[0 for _ in range(len(characters))]');
    const clauses = forClauses(nodeOf(code, 'ArrayComprehensionExpression', '[0 for _'));
    expect(clauses.targets.map((t) => text(code, t))).toEqual(['_']);
    expect(clauses.firstIterable && code.slice(clauses.firstIterable.from, clauses.firstIterable.to)).toBe('range(len(characters))');
  });

  it('several clauses: only the first iterable is outside; `if` conditions are inside (synthesized input)', () => {
    const code = '[a * b for a in xs if a for b in ys]';
    const clauses = forClauses(nodeOf(code, 'ArrayComprehensionExpression', '['));
    expect(clauses.targets.map((t) => text(code, t))).toEqual(['a', 'b']);
    expect(clauses.firstIterable).toEqual({ from: code.indexOf('xs'), to: code.indexOf('xs') + 2 });
  });
});
