// The hostile review's slow inputs (2026-12-01: E1, E3, E4, E5 and the fuzz table's worst classes), synthesized
// (tools/bench/hostile.ts, `synth-…`), as work-bound regression tests that measure no time:
// - every regular expression their page and coach paths run has a linear verdict from recheck, or is one of the few
//   listed below with the reason its work stays bounded;
// - where a scanner replaced an expression, the characters it reads (String.prototype.charCodeAt calls, a
//   deterministic count) grow like the input: 4 × the input, at most 5 × the reads.
// The bench (`npm run bench:node`, section "Hostile inputs") times the same inputs at 30,000 characters.
import { describe, expect, it } from 'vitest';
import { torchSizes } from '../../lib/analysis/output';
import { readTitleLine } from '../../lib/readers/markdownDraft';
import { hostileInputs, hostileRun, runCoachPath, runPagePath } from '../../tools/bench/hostile';
import { executedRegexes, verdictsFor } from '../analysis/regexSafety';

const CUT_LINE = 'runs on one line, which its caller cuts (classifyLine 3,000, matchErrorLineStart 2,000, readFrame 1,000 characters)';
/** recheck models a plain backtracking matcher; V8 scans for the alternation's literal first characters instead. */
const V8_LINEAR = "recheck's own attack string runs in linear time in V8 (0.0-2 ms at 15 KB, node 20, measured outside the tests)";
const OPEN = 'super-linear in V8 on its attack string too; not fixed yet (hostile review follow-up)';

/**
 * Expressions recheck still calls super-linear that these inputs reach, with why that is bounded or known. Keyed by
 * the start of the source; a fix removes its line. Anything else reached must be linear.
 */
const BOUNDED: Array<[string, string]> = [
  [String.raw`^[ \t]*((?:[A-Za-z_][\w]*\.)*(?:[A-Za-z_]\w*?(?:Error`, `errorLines LINE_START (dotted names): ${CUT_LINE}`],
  [String.raw`(?<![\w.])((?:[A-Za-z_][\w]*\.)*(?:[A-Za-z_]\w*?(?:Error`, `errorLines IN_TEXT (dotted names): ${CUT_LINE}`],
  [String.raw`^\s*(?:import\s+[\w.]+`, `lineKinds PY_STRONG: ${CUT_LINE}`],
  [String.raw`^\s*(?:File "[^"]*", line`, `lineKinds TB_FRAME: ${CUT_LINE}`],
  [String.raw`^\s*(?:using namespace`, `lineKinds FOREIGN_START: ${CUT_LINE}`],
  [String.raw`(?<!\s)\s{2,}\[?\(`, `lineKinds Keras summary row: ${CUT_LINE}`],
  [String.raw`^\s*File "([^"]+)", line`, `traceback PLAIN_FRAME: ${CUT_LINE}`],
  [String.raw`^\s*File (\S.*?):`, `traceback IPYTHON8_FRAME: ${CUT_LINE}`],
  [String.raw`^\s*(Cell In`, `traceback CELL_FRAME: ${CUT_LINE}`],
  ['^(?:how (?:to|do|can', `bugReport HOW_TO: ${V8_LINEAR}`],
  [String.raw`\b(?:error|errors|exception|traceback`, `bugReport FAILURE: ${V8_LINEAR}`],
  [String.raw`\b(?:install(?:ing|ed|ation)?`, `setupProblem: ${V8_LINEAR}`],
  [String.raw`\bnn\.(?:Module`, `framework PyTorch code: ${V8_LINEAR}`],
  [String.raw`\b[A-Z]\w*Warning\s*:`, `output WARNING_LINE: ${V8_LINEAR}`],
  [String.raw`\b(sentence\-transformers`, `environment NAMED_VERSION: ${V8_LINEAR}`],
  [String.raw`\b(?:(?:geforce\s)?`, `environment GPU names: ${V8_LINEAR}`],
  [String.raw`\b(?:(?:fashion[- ]?|e|k)?mnist`, `data NAMED_DATASET: ${V8_LINEAR}`],
  [String.raw`\b(?<!\b\d+\s*[x×]\s*)\d+`, `data PROSE_SHAPE: ${V8_LINEAR}`],
  [String.raw`\b\d+\s*(?:features|channels`, `data PROSE_SIZES: ${V8_LINEAR}`],
  [String.raw`\b(?:values?|pixels?|inputs?`, `data VALUE_RANGE: ${V8_LINEAR}`],
  [String.raw`\b(?:my|our|the|an?|this|custom`, `data own data: ${V8_LINEAR}`],
  [String.raw`\b(?:returns?|returned|gives?`, `logs OBSERVED_VALUE: ${V8_LINEAR}`],
  [String.raw`\b(?:output|outputs|result`, `logs OUTPUT_LEAD: ${V8_LINEAR}`],
  [String.raw`\b(?:expected|expecting|desired`, `logs WANTED_LEAD: ${V8_LINEAR}`],
  ['grad_fn=<', `logs PRINTED_REPR: ${V8_LINEAR}`],
  [String.raw`\b(?:(?:get|got|getting|gives?`, `logs PARAPHRASED_ERROR (a word, then a word and a blank, after a verb): ${OPEN}`],
  [String.raw`\bimport\s+(torch|tensorflow`, `environment IMPORT_COMMENT (many imports on one line, no #): ${OPEN}`],
  [String.raw`\b(?!(?:Py[Tt]orch`, `data named dataset ('P0-P0-…'): ${OPEN}`],
  [String.raw`\bmodel\.add\(|\bSequential`, `framework Keras code (many '.fit(' before one ')'): ${OPEN}`],
  [String.raw`\bVariable\([^)]*volatile`, `lib/engine.ts OLD_TORCH_API (outside this area): ${OPEN}`],
  ['(?:loader|_?path|_?dir', `lib/suggest.ts (outside this area): ${OPEN}`],
];

/** Calls to String.prototype.charCodeAt while `run` runs: the characters a scanner reads. */
function charReads(run: () => void): number {
  const original = String.prototype.charCodeAt;
  let reads = 0;
  String.prototype.charCodeAt = function (this: string, index: number) {
    reads++;
    return original.call(this, index);
  };
  try {
    run();
  } finally {
    String.prototype.charCodeAt = original;
  }
  return reads;
}

/** Reads for 4n characters over reads for n. */
function growth(run: (chars: number) => void, n = 2_000): number {
  return (
    charReads(() => run(4 * n)) /
    Math.max(
      1,
      charReads(() => run(n)),
    )
  );
}

describe('hostile inputs: the expressions they reach are linear', () => {
  const inputs = hostileInputs(1_500);
  it.each(inputs.map((input) => [input.name, input] as const))(
    '%s',
    async (_name, input) => {
      const executed = executedRegexes(() => {
        runPagePath(input);
        runCoachPath(input);
      });
      const verdicts = await verdictsFor([...executed.values()]);
      const superLinear = [...verdicts]
        .filter(([, v]) => v.status !== 'safe')
        .map(([key]) => key)
        .filter((key) => !BOUNDED.some(([start]) => key.startsWith(`/${start}`)));
      expect(executed.size).toBeGreaterThan(0);
      expect(superLinear).toEqual([]);
    },
    10 * 60_000,
  );
});

describe('hostile inputs: scanners read each character a bounded number of times', () => {
  it('the draft title line (review E1: `# t` + blanks + `x`)', () => {
    expect(growth((n) => readTitleLine(hostileRun('# t', ' ', 'x', n)))).toBeLessThanOrEqual(5);
    expect(growth((n) => readTitleLine(hostileRun('#', ' ', '\rx', n)))).toBeLessThanOrEqual(5);
    expect(growth((n) => readTitleLine(hostileRun('# t', ' #', '\u2028', n)))).toBeLessThanOrEqual(5);
  });

  it('torch.Size openings before one closing bracket', () => {
    expect(growth((n) => torchSizes(hostileRun('', 'torch.Size([', '', n)))).toBeLessThanOrEqual(5);
    expect(growth((n) => torchSizes(hostileRun('', 'Size([1]', '', n)))).toBeLessThanOrEqual(5);
  });

  it('the coach path on a long run of spaces (review E4: lezer’s HardBreak scanned the run from every space)', () => {
    const input = (n: number) => ({
      name: 'synth',
      place: 'prose' as const,
      text: hostileRun('My model fails (', ' ', ')', n),
      review: '',
    });
    expect(growth((n) => runCoachPath(input(n)))).toBeLessThanOrEqual(5);
  });
});
