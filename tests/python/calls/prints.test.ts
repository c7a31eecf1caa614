// printFacts on real calls (tests/fixtures/python/questions.jsonl): the prints that show something informative.
import { describe, expect, it } from 'vitest';
import { printFacts } from '../../../lib/python/calls/prints';
import { NO_FACTS } from '../../../lib/python/calls/site';
import { blockWith } from '../pythonQuestions';
import { siteOf } from './callSites';

describe('printFacts on real calls', () => {
  it('`print(predictions.shape)` and `print(target.shape)` show shapes (62258765)', () => {
    const code = blockWith(62258765, 'print(predictions.shape)');
    expect(printFacts(siteOf(code, 'print(predictions'))).toEqual([
      { fact: 'print', from: code.indexOf('print(predictions'), to: code.indexOf('print(predictions') + 'print(predictions.shape)'.length },
    ]);
    expect(printFacts(siteOf(code, 'print(target'))).toHaveLength(1);
  });

  it('`print(b.grad)` shows a value, not a shape (63090384)', () => {
    expect(printFacts(siteOf(blockWith(63090384, 'print(b.grad)'), 'print('))).toBe(NO_FACTS);
  });

  it('`print(e)` in an except clause is no informative print (69401285)', () => {
    expect(printFacts(siteOf(blockWith(69401285, 'print(e)'), 'print('))).toBe(NO_FACTS);
  });

  it('`print(model)` prints the architecture; `model.summary()` too (synthesized input: the corpus prints models inside longer blocks)', () => {
    expect(printFacts(siteOf('print(model)', 'print('))).toHaveLength(1);
    expect(printFacts(siteOf('model.summary()', 'model.summary'))).toHaveLength(1);
    expect(printFacts(siteOf('print(count)', 'print('))).toBe(NO_FACTS);
  });
});
