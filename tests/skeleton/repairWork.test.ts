// The repair's work grows linearly with its input, counted rather than timed (hostile review E2: a regex over the
// whole text before every error node, in every round, made 30,000 characters of `if x:` lines take 216 s).
// makeParseable counts the characters it hands the parser and the characters the header scan reads; on
// synthesized inputs (named synth-…) four times as long, the work may be at most four and a half times as much,
// and at the largest size a few characters per input character. Re-parsing the whole piece every round would
// parse up to 60 characters per character; the old header scan read the whole text before every error.
import { describe, expect, it } from 'vitest';
import { parser } from '@lezer/python';
import { compileProblems, noWork, type RepairWork } from '../../lib/skeleton/compileProblems';
import { countCompileProblems, makeParseable } from '../../lib/skeleton/parseableSource';

/** `line(i)` for i below n, each line different (the repair reads a group it has read before only once). */
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('');

/** Synthesized inputs, by the number of lines (or repeats) `n`. */
const SYNTH: Record<string, (n: number) => string> = {
  'synth-if-headers': (n) => lines(n, (i) => `if x${i}:\n`),
  'synth-def-self-headers': (n) => lines(n, (i) => `def f${i}(self):\n`),
  'synth-def-open-lines': (n) => lines(n, (i) => `def f${i}(\n`),
  'synth-def-open-one-line': (n) => lines(n, (i) => `def f${i}(`),
  'synth-open-brace-lines': (n) => lines(n, (i) => `x = {a${i}:\n`),
  'synth-blank-run-after-header': (n) => `if x:${'\n'.repeat(n)}y = (`,
  'synth-comment-run-after-header': (n) => `if x:\n${'# c\n'.repeat(n)}y = )`,
  'synth-errors-after-long-body': (n) => `def f():\n${lines(n, (i) => `    x${i} = 1\n`)}${lines(100, (i) => `    if x${i}:\n`)}`,
  'synth-errors-inside-long-bracket': (n) => `x = (\n${lines(n, (i) => `  ${i},\n`)}${lines(100, (i) => `  def f${i}\n`)})\n`,
  'synth-long-blank-line': (n) => `x = 1${' '.repeat(5 * n)}y`,
  'synth-asker-note-after-blanks': (n) => `x = f(y) ${' '.repeat(5 * n)}z <-- here`,
};

function workOf(source: string): RepairWork {
  const work = noWork();
  const result = makeParseable(source, work);
  expect(countCompileProblems(result.text)).toBe(0);
  return work;
}

describe('makeParseable does work linear in its input', () => {
  for (const [name, make] of Object.entries(SYNTH)) {
    it(`${name}: 4× the input, at most 4.5× the parsing and the header scanning`, () => {
      const small = workOf(make(1000));
      const large = workOf(make(4000));
      expect(large.parsedChars).toBeLessThanOrEqual(4.5 * small.parsedChars);
      expect(large.scannedChars).toBeLessThanOrEqual(4.5 * small.scannedChars + 100);
      // A few characters parsed per character, not one re-parse of the piece per repair round.
      expect(large.parsedChars).toBeLessThanOrEqual(6 * make(4000).length);
    });
  }

  it('synth-if-headers: each header line is parsed once; the rounds re-read only the groups they edit', () => {
    const source = SYNTH['synth-if-headers'](4000);
    const work = workOf(source);
    expect(work.parsedChars).toBeLessThanOrEqual(source.length + 1000);
    // One scan of the lines above each error node, not of the whole text before it.
    expect(work.scannedChars).toBeLessThanOrEqual(2 * source.length);
  });

  it('synth-open-call-wide-lines, synth-print-open-lines, synth-call-open-lines: a bracket open to the end of its group goes in one round', () => {
    // Hostile review 2026-12-04: lines that each open a bracket, 28,000 characters. The repair commented one line out
    // per round from the end, and each round parsed the whole group again (lezer reuses no node inside a bracket that
    // is never closed): 121 parses, 4 s for the 150 wide lines. The lines from the one that opened the bracket go at once.
    const sources = {
      'synth-open-call-wide-lines': lines(150, (i) => `print(${'a, '.repeat(60)}x${i},\n`),
      'synth-print-open-lines': 'print(\n'.repeat(4000),
      'synth-call-open-lines': 'x = f(\n'.repeat(4000),
    };
    for (const [name, source] of Object.entries(sources)) {
      const work = workOf(source);
      expect(work.parses, name).toBeLessThanOrEqual(4);
      expect(work.parsedChars, name).toBeLessThanOrEqual(6 * source.length);
    }
  });

  it('synth-repeated-headers: a group of lines read once is not parsed again', () => {
    const work = workOf('if x:\n'.repeat(4000));
    expect(work.parses).toBeLessThanOrEqual(5);
  });

  it('synth-valid-script: a piece that compiles is parsed once', () => {
    const source = 'import torch\n\ndef f(x):\n    return x + 1\n\nprint(f(torch.ones(2)))\n'.repeat(200);
    const work = noWork();
    expect(makeParseable(source, work).commented).toEqual([]);
    expect(work.parses).toBe(1);
    expect(work.parsedChars).toBe(source.length);
  });

  it('synth-if-headers, synth-def-self-headers: one walk over a tree of 4,000 error nodes scans each line a bounded number of times', () => {
    // (compileProblems over the whole text, as countCompileProblems reads a built skeleton.)
    // The old errorOffset ran a regex over all the text before each error node: 4,000 nodes, 8 million characters.
    for (const make of [SYNTH['synth-if-headers'], SYNTH['synth-def-self-headers']]) {
      const text = make(4000);
      const work = noWork();
      const problems = compileProblems(text, parser.parse(text), work);
      expect(problems.size).toBeGreaterThan(1000);
      expect(work.scannedChars).toBeLessThanOrEqual(2 * text.length);
    }
  });
});
