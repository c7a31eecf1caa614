// lezer reads text that is not Python in work linear in its length (lib/python/parserLimits.ts; hostile review
// 2026-12-04, point 7): a run of `File "` after a line of code took 2.5 s through the CLI, in @lezer/python 1.1's string
// tokenizer, which lezer's error recovery ran to the line's end at each of 5,000 errors. Counted, not timed: the
// characters lezer reads (String.prototype.charCodeAt calls, as tests/readers/markdownSyntax.test.ts counts them) for
// an input four times as long may be at most five times as many. Every input is synthesized (synth-…).
import { parser } from '@lezer/python';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { parsePython } from '../../lib/python/slicedParse';
import { assembleQuestion } from '../../lib/question';
import { DEFAULT_SETTINGS } from '../../lib/settings';

/** `prefix`, then `unit` repeated to `chars` characters in all. */
const run = (prefix: string, unit: string, chars: number) =>
  prefix + unit.repeat(Math.ceil((chars - prefix.length) / unit.length)).slice(0, chars - prefix.length);

const SHAPES: Record<string, [prefix: string, unit: string]> = {
  'synth-code-file-quote-run-after-code': ['x = 1\n', 'File "'],
  'synth-code-number-quote-run': ['x = 1\n', '1 "'],
  'synth-code-string-name-run': ['x = 1\n', '"a" a '],
  'synth-code-name-run': ['x = 1\n', 'a b '],
  'synth-code-closer-run': ['x = 1\n', ') '],
  'synth-code-colon-run': ['x = 1\n', ':'],
};

/** Characters lezer reads parsing `text` (String.prototype.charCodeAt calls). */
function reads(text: string): number {
  const charCodeAt = String.prototype.charCodeAt;
  let count = 0;
  String.prototype.charCodeAt = function (this: string, index: number) {
    count++;
    return charCodeAt.call(this, index);
  };
  try {
    parsePython(text);
  } finally {
    String.prototype.charCodeAt = charCodeAt;
  }
  return count;
}

afterEach(() => clearCodeBlockCache());

describe('lezer reads text that is not Python in linear work', () => {
  for (const [name, [prefix, unit]] of Object.entries(SHAPES))
    it(`${name}: 4× the input, at most 5× the characters read`, () => {
      expect(reads(run(prefix, unit, 30_000)) / reads(run(prefix, unit, 7_500))).toBeLessThan(5);
    });

  it('synth-if-headers: the check parses a block of 5,000 `if x:` lines once (the walk and the lost-indentation check share the tree)', () => {
    const code = 'if x:\n'.repeat(5000);
    const question = assembleQuestion({
      site: 'stackoverflow',
      id: 1,
      title: 'Loss is nan after the first epoch in pytorch',
      tags: ['pytorch'],
      source: 'api',
      blocks: [
        { kind: 'prose', text: 'My pytorch model fails with this:', inlineCode: [], links: [] },
        { kind: 'code', text: code, lang: 'python' },
      ],
    });
    const parse = vi.spyOn(parser, 'parse');
    try {
      judgeQuestion(question, DEFAULT_SETTINGS);
      expect(parse.mock.calls.filter(([source]) => String(source).length >= code.length)).toHaveLength(1);
    } finally {
      parse.mockRestore();
    }
  });
});
