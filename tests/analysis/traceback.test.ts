import { describe, expect, it } from 'vitest';
import { parseTraceback } from '../../lib/analysis/traceback';
import { codeBlock, loadQuestion } from './corpusQuestion';

const blockText = (fixture: string, n: number) => codeBlock(loadQuestion(fixture), n).text;

describe('parseTraceback', () => {
  it('reads a complete traceback (SO 61703398)', () => {
    const text = blockText('so-61703398.json', 0);
    const facts = parseTraceback(text)!;
    expect(facts.complete).toBe(true);
    expect(facts.exceptionType).toBe('AttributeError');
    expect(facts.message).toBe("'Net' object has no attribute 'parameters'");
    expect(facts.frames).toHaveLength(4);
    expect(facts.frames[3]).toEqual({
      file: '/Users/aniket/Desktop/DeepLearning/PythonLearningPyCharm/CatVsDogs.py',
      line: 109,
      func: '<module>',
    });
    expect(text.slice(facts.errorLine!.start, facts.errorLine!.end)).toBe(facts.errorLine!.text);
  });

  it('marks frames pasted without their header as truncated (SO 61708442)', () => {
    const facts = parseTraceback(blockText('so-61708442.json', 2))!;
    expect(facts.complete).toBe(false);
    expect(facts.exceptionType).toBe('TypeError');
    expect(facts.message).toBe("can not serialize 'Net' object");
    expect(facts.frames).toHaveLength(4);
  });

  it('reads a lone error line as an incomplete traceback (SO 61704401)', () => {
    const facts = parseTraceback(blockText('so-61704401.json', 1))!;
    expect(facts).toMatchObject({ complete: false, exceptionType: 'ValueError', frames: [] });
    expect(facts.message).toMatch(/^Expected input batch_size \(1\) to match target batch_size \(11\)/);
  });

  it('reads a chained traceback and keeps the earlier exception (SO 61756222)', () => {
    const facts = parseTraceback(blockText('so-61756222.json', 2))!;
    expect(facts.complete).toBe(true);
    expect(facts.exceptionType).toBe('OSError');
    expect(facts.message).toMatch(/^Can't get source for <function _rejection_sample/);
    expect(facts.chain).toEqual([{ exceptionType: 'OSError', message: 'could not get source code' }]);
  });

  it('reads IPython tracebacks with arrows for line numbers (SO 63332048, SO 63075594)', () => {
    const facts = parseTraceback(blockText('so-63332048.json', 4))!;
    expect(facts.complete).toBe(true);
    expect(facts.exceptionType).toBe('RuntimeError');
    expect(facts.message).toMatch(/^size mismatch, m1: \[1 x 1018112\], m2: \[512 x 10\]/);
    expect(facts.frames[0]).toEqual({ file: '<ipython-input-106-5e6fa86df079>', line: 6, func: '<module>' });
    expect(facts.frames.map((f) => f.func)).toContain('linear');

    const chained = parseTraceback(blockText('so-63075594.json', 1))!;
    expect(chained.exceptionType).toBe('RuntimeError');
    expect(chained.message).toBe('CUDA error: initialization error');
    expect(chained.chain).toEqual([{ exceptionType: 'RuntimeError', message: 'CUDA error: initialization error' }]);
  });

  it('returns null for code', () => {
    expect(parseTraceback(blockText('so-62159589.json', 0))).toBeNull();
  });
});
