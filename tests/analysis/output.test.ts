import { describe, expect, it } from 'vitest';
import { analyzeOutput } from '../../lib/analysis/output';
import { codeBlock, loadQuestion, loadText } from './corpusQuestion';

const dimsOf = (text: string) => analyzeOutput(text).shapes.map((s) => s.dims);

describe('analyzeOutput: shapes', () => {
  it('reads size-mismatch matrices (SO 63332048)', () => {
    const text = codeBlock(loadQuestion('so-63332048.json'), 4).text;
    const errorLine = text.split('\n').find((l) => l.startsWith('RuntimeError: size mismatch'))!;
    expect(dimsOf(errorLine)).toEqual([
      [1, 1018112],
      [512, 10],
    ]);
  });

  it('reads torch.Size output (SO 61704401)', () => {
    expect(dimsOf(codeBlock(loadQuestion('so-61704401.json'), 3).text)).toEqual([[1, 28]]);
    expect(dimsOf(codeBlock(loadQuestion('so-61704401.json'), 7).text)).toEqual([[1, 5, 11]]);
  });

  it('reads Keras shapes with None (tensorflow/tensorflow#32268, #24598)', () => {
    const summary = analyzeOutput(loadText('tf-issue-32268.md'));
    expect(summary.shapes.map((s) => s.text)).toEqual(expect.arrayContaining(['(None, 7, 7, 1056)', '(None, 1056)', '(None, 229)']));
    expect(summary.shapes.find((s) => s.text === '(None, 7, 7, 1056)')!.dims).toEqual([null, 7, 7, 1056]);
    const placeholder = analyzeOutput(loadText('denchmark-tf-24598.txt'));
    expect(placeholder.shapes.map((s) => s.dims)).toContainEqual([null, 28, 28, 1]);
  });

  it('reads shapes inside error messages (SO 61704401)', () => {
    const text = codeBlock(loadQuestion('so-61704401.json'), 0).text;
    expect(dimsOf(text)).toEqual([]); // code, not output: no tuples found there
  });

  it('does not take versions, dates or call arguments for shapes (tensorflow/tensorflow#32268)', () => {
    const text = loadText('tf-issue-32268.md');
    const all = analyzeOutput(text).shapes.map((s) => s.text);
    expect(all.some((s) => s.includes('1.14.0') || s.includes('2019'))).toBe(false);
    const printedModel = codeBlock(loadQuestion('so-62494963.json'), 0).text; // VGG( … kernel_size=(3, 3) …
    expect(printedModel).toContain('kernel_size=(3, 3)');
    expect(dimsOf(printedModel)).toEqual([]);
    expect(dimsOf('the output is (batch_size, 10)')).toEqual([[null, 10]]);
  });
});

describe('analyzeOutput: logs, errors, warnings', () => {
  it('finds every epoch line of a training log (SO 62863028)', () => {
    const facts = analyzeOutput(codeBlock(loadQuestion('so-62863028.json'), 0).text);
    expect(facts.trainingLog).toHaveLength(10);
    expect(facts.trainingLog[0].text).toBe('Epoch [10/100], Loss: 222273830912.0000');
  });

  it('finds the final error of a traceback and a prose error (SO 61703398, SO 62159589)', () => {
    const facts = analyzeOutput(codeBlock(loadQuestion('so-61703398.json'), 0).text);
    expect(facts.errors.map((e) => [e.exceptionType, e.message])).toEqual([
      ['AttributeError', "'Net' object has no attribute 'parameters'"],
    ]);
    const prose = loadQuestion('so-62159589.json').blocks.find((b) => b.kind === 'prose' && b.text.includes('RuntimeError'))!;
    expect(analyzeOutput(prose.text).errors[0]).toMatchObject({
      exceptionType: 'RuntimeError',
      message: 'expected scalar type Long but found Float',
    });
  });

  it('finds warnings apart from errors in a run log (SO 61968540)', () => {
    const facts = analyzeOutput(codeBlock(loadQuestion('so-61968540.json'), 0).text);
    expect(facts.warnings.map((w) => w.text)).toEqual([expect.stringMatching(/vgg\.py:43: UserWarning: Implicit dimension choice/)]);
    expect(facts.errors.map((e) => e.exceptionType)).toEqual(['IndexError']);
    expect(facts.trainingLog.map((l) => l.text)).toEqual(['Epoch: 0  of  30 Average loss: -']);
  });
});
