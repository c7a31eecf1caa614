// A paragraph that opens with two names side by side is answered without a parse (lib/python/parserLimits.ts
// opensWithTwoNames): whenever it says so, a strict parse of what would reach the parser fails.
import { parser } from '@lezer/python';
import { describe, expect, it } from 'vitest';
import { opensWithTwoNames, withinParserLimits } from '../../lib/python/parserLimits';

const strict = parser.configure({ strict: true });
const parsesStrictly = (text: string) => {
  try {
    strict.parse(withinParserLimits(text));
    return true;
  } catch {
    return false;
  }
};

describe('opensWithTwoNames', () => {
  it('recognises English openings, which the strict parse rejects', () => {
    for (const text of ['I have a model = nn.Linear(3, 4)', 'When I run train(x) it hangs', 'The loss (x) is nan']) {
      expect(opensWithTwoNames(text)).toBe(true);
      expect(parsesStrictly(text)).toBe(false);
    }
  });

  it('leaves keywords, soft keywords, Python 2 print and code to the parser', () => {
    for (const text of [
      'import torch',
      'from torch import nn',
      'print x',
      'match x:\n    case 1:\n        pass',
      'type X = int',
      'not x',
      'x = torch.zeros(3)',
      'lambda x: x',
      'await f(x)',
      ' I have (x)',
    ]) {
      expect(opensWithTwoNames(text)).toBe(false);
    }
  });

  it('leaves a text whose opening statement is blanked as beyond the limits to the parser', () => {
    const text = `I have ${'('.repeat(250)}`;
    expect(withinParserLimits(text).startsWith('I')).toBe(false);
    expect(opensWithTwoNames(text)).toBe(false);
  });
});
