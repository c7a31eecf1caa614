// makeParseable and countCompileProblems on real broken code blocks (tests/fixtures/skeleton/inference-questions.jsonl):
// the result compiles, only the bad lines are commented out (each with its reason), every other line is unchanged.
import { describe, expect, it } from 'vitest';
import { COMMENT_MARK, countCompileProblems, makeParseable } from '../../lib/skeleton/parseableSource';
import { question, withoutCommonIndent, lezerErrors } from './inferenceQuestions';

/** The question's code block that contains `fragment`, with the indentation its lines share removed. */
function blockWith(id: number, fragment: string): string {
  const block = question(id).blocks.find((b) => b.kind === 'code' && b.text.includes(fragment));
  if (!block) throw new Error(`question ${id} has no code block with "${fragment}"`);
  return withoutCommonIndent(block.text);
}

/** The repair commented exactly `expected` (line -> reason), kept every other line as it was, and compiles. */
function expectOnlyCommented(source: string, expected: Record<number, string>): string[] {
  const result = makeParseable(source);
  const before = source.split('\n');
  const after = result.text.split('\n');
  expect(after.length).toBe(before.length);
  expect(Object.fromEntries(result.commented.map((c) => [c.line, c.why]))).toEqual(expected);
  before.forEach((line, i) => {
    const why = expected[i];
    if (why === undefined) expect(after[i], `line ${i}`).toBe(line);
    else {
      const indent = /^[ \t]*/.exec(line)![0];
      expect(after[i], `line ${i}`).toBe(`${indent}# ${line.slice(indent.length)}  ${COMMENT_MARK}: ${why}`);
    }
  });
  expect(countCompileProblems(source)).toBeGreaterThan(0);
  expect(countCompileProblems(result.text)).toBe(0);
  expect(lezerErrors(result.text)).toBe(0);
  return after;
}

describe('makeParseable on real broken code', () => {
  it('a loop header whose body lost its indentation: only the header is commented, the body runs (62427615)', () => {
    const source = blockWith(62427615, 'for epoch in range(num_epochs):');
    const after = expectOnlyCommented(source, { 1: 'does not parse as Python' });
    expect(after[1]).toBe(
      '    # for i, (images, labels) in enumerate(train_loader):  # ReproLens: commented out: does not parse as Python',
    );
  });

  it("a stray `'''` pasted after the last print: only that line is commented (62709189)", () => {
    const source = blockWith(62709189, 'pixels = asarray(image)');
    expect(source.split('\n')[13]).toBe("print('Means: %s, Stds: %s' % (means, stds))''' ");
    expectOnlyCommented(source, { 13: 'does not parse as Python' });
  });

  it('a full-width colon `：` in a slice: the line is commented as a character Python does not allow (61718947)', () => {
    const source = blockWith(61718947, 'batch_data[');
    expectOnlyCommented(source, { 1: 'a character Python does not allow in code' });
  });

  it('a positional argument after keyword arguments, and a class header left without a body (62248832)', () => {
    const source = blockWith(62248832, 'class Net10');
    const after = expectOnlyCommented(source, { 0: 'does not parse as Python', 9: 'a positional argument follows a keyword argument' });
    expect(after[9]).toContain('# self.conv1 = nn.Conv2d(in_channels=1, out_channels=32, kernel, padding=2, stride=1)');
  });

  it('an assignment to a function call is commented; the `0.` floats above it become `0.0` (62790535)', () => {
    const source = blockWith(62790535, 'torch.spec_unique(a,b) =');
    const result = makeParseable(source);
    expect(result.commented).toEqual([{ line: 4, why: 'assigns to a function call' }]);
    expect(result.floatsWritten).toBe(40);
    expect(source.split('\n')[0]).toContain('a = torch.tensor([[ 0.,  0.], [ 0.,  1.], [ 0.,  2.]');
    expect(result.text.split('\n')[0]).toContain('a = torch.tensor([[ 0.0,  0.0], [ 0.0,  1.0], [ 0.0,  2.0]');
    expect(countCompileProblems(result.text)).toBe(0);
  });

  it('`while … else: break` and an `if` without a body: only those three lines are commented (62302878)', () => {
    const source = blockWith(62302878, 'while(cap.isOpened()):');
    const lines = source.split('\n');
    expect([lines[16].trim(), lines[47], lines[48]]).toEqual(['if ret == True:', 'else:', '    break']);
    expectOnlyCommented(source, { 16: 'does not parse as Python', 47: 'does not parse as Python', 48: '`break` outside a loop' });
  });
});

describe('makeParseable leaves valid code alone', () => {
  it('writes `100.` as `100.0` and changes nothing else, the format string included (62768081)', () => {
    const source = blockWith(62768081, 'def train(args, model, device, train_loader, optimizer, epoch):');
    const result = makeParseable(source);
    expect(result.commented).toEqual([]);
    expect(result.floatsWritten).toBe(1);
    expect(result.text).toBe(source.replace('100. * batch_idx', '100.0 * batch_idx'));
    expect(result.text).toContain("print('Train Epoch: {} [{}/{} ({:.0f}%)]\\tLoss: {:.6f}'.format(");
  });

  it('returns a complete script unchanged (62279080, a TorchScript demo)', () => {
    const source = blockWith(62279080, '@torch.jit.export');
    expect(makeParseable(source)).toEqual({ text: source, commented: [], floatsWritten: 0 });
    expect(countCompileProblems(source)).toBe(0);
  });

  it('keeps `5.` inside strings and comments as written (synthesized input)', () => {
    const result = makeParseable("lr = 5.  # was 1.\nname = 'v1. final'\nx = [1., 2.]");
    expect(result.text).toBe("lr = 5.0  # was 1.\nname = 'v1. final'\nx = [1.0, 2.0]");
    expect(result.floatsWritten).toBe(3);
  });
});

describe('makeParseable on what the corpus does not show', () => {
  it('comments out a Python 2 print statement (synthesized input)', () => {
    expectOnlyCommented('loss = 0.5\nprint "loss", loss\nprint(loss)', { 1: 'a Python 2 print statement' });
  });

  it('comments out `return` at module level, keeping the function above it (synthesized input)', () => {
    expectOnlyCommented('def f(x):\n    return x + 1\nreturn f(2)', { 2: '`return` outside a function' });
  });
});
