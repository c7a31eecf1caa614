// Each one-pass reader the skeleton uses in place of a regular expression that was quadratic (or worse) on long
// lines, long runs or many names (hostile review E2, E3–E5) answers exactly what that expression answered. The
// expressions are kept here, verbatim from the code they were taken out of, as the reference; the inputs are
// synthesized strings over the characters that decide each rule (fast-check), so every branch is reached.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askerNote } from '../../lib/skeleton/askerNotes';
import { CodeWords, commentCut } from '../../lib/skeleton/codeWords';
import { headerWithoutBody } from '../../lib/skeleton/compileProblems';
import { assignedName, opensFor } from '../../lib/skeleton/dataStandIns';
import { countUses } from '../../lib/skeleton/importPlans';
import { endsWithMark } from '../../lib/skeleton/lineEnds';
import { labelledCall, printArgs, type PrintedValue } from '../../lib/skeleton/printedValues';
import { printedResultOf } from '../../lib/skeleton/undefinedNames/helperResult';
import { usedOnlyOn } from '../../lib/skeleton/undefinedNames/neededNames';
import { directCall, loopHeader, unpackedHeader } from '../../lib/skeleton/modelInputStandIns';

/** Strings made of these pieces, up to `most` of them. */
const textOf = (pieces: string[], most = 12) => fc.array(fc.constantFrom(...pieces), { maxLength: most }).map((p) => p.join(''));
const RUNS = { numRuns: 3000 };

describe('headerWithoutBody reads what the errorOffset regex read', () => {
  // lib/reproKit/parseableSource.ts at 1e5d2cd: the regex ran on the whole text before every error node.
  const byRegex = (text: string, from: number) => {
    const before = text.slice(0, from).replace(/(?:[ \t]*(?:#[^\n]*)?\n)+[ \t]*$/, '');
    if (before.length < from && /:[ \t]*(?:#[^\n]*)?$/.test(before)) return Math.max(0, text.lastIndexOf('\n', before.length - 1) + 1);
    return Math.min(from, Math.max(0, text.length - 1));
  };
  const byScan = (text: string, from: number) => {
    const header = headerWithoutBody(text, from);
    return header < 0 ? Math.min(from, Math.max(0, text.length - 1)) : header;
  };
  it('at every offset of synthesized texts', () => {
    fc.assert(
      fc.property(textOf([' ', '\t', '\n', '#', ':', 'a', '\r', '"', '\u00a0', 'if x:'], 14), (text) => {
        for (let from = 0; from <= text.length; from++) expect(byScan(text, from)).toBe(byRegex(text, from));
      }),
      RUNS,
    );
  });
});

describe('askerNote splits as the asker-note regex did', () => {
  const ASKER_NOTE = /^([ \t]*[^\s#~^][^#]*?)\s*((?:<{1,2}-+|<={2,}|←)\s*[A-Za-z].*)$/;
  it('on synthesized lines', () => {
    fc.assert(
      fc.property(textOf([' ', '\t', '<', '-', '=', '←', 'a', 'x', '#', '~', '^', '\r', '\u2028', '\u00a0', '(', '1']), (line) => {
        const m = ASKER_NOTE.exec(line);
        expect(askerNote(line)).toEqual(m ? { code: m[1], note: m[2] } : null);
      }),
      RUNS,
    );
  });
});

describe('line readers match their patterns', () => {
  it('endsWithMark is /[marks]\\s*(?:#.*)?$/', () => {
    fc.assert(
      fc.property(textOf([':', ',', '\\', ' ', '\n', '\u2028', '#', 'a', '\t']), (text) => {
        expect(endsWithMark(text, ':')).toBe(/:\s*(?:#.*)?$/.test(text));
        expect(endsWithMark(text, '\\,')).toBe(/[\\,]\s*(?:#.*)?$/.test(text));
      }),
      RUNS,
    );
  });

  it("commentCut is where line.replace(/#.*$/, '') cuts", () => {
    fc.assert(
      fc.property(textOf(['#', 'a', ' ', '\r', '\u2028', '\u2029']), (line) => {
        expect(line.slice(0, commentCut(line))).toBe(line.replace(/#.*$/, ''));
      }),
      RUNS,
    );
  });

  it('assignedName is the first group of the one-line assignment pattern', () => {
    const ASSIGNED = /^[ \t]*([A-Za-z_]\w*)\s*=\s*(.+?)\s*(?:#.*)?$/;
    fc.assert(
      fc.property(textOf([' ', '\t', '\u2028', '\r', '#', 'a', '\u00a0', '=']), (rest) => {
        const line = `x =${rest}`;
        expect(assignedName(line)).toBe(ASSIGNED.exec(line)?.[1] ?? null);
      }),
      RUNS,
    );
  });

  it('opensFor is the open() parts of the write and read patterns', () => {
    fc.assert(
      fc.property(textOf(['open(', ',', ')', ' ', "'", '"', 'w', 'a', 'x', '\n', 'reopen(']), (line) => {
        expect(opensFor(line, 'write')).toBe(/\bopen\([^)]*,\s*['"][wa]/.test(line));
        expect(opensFor(line, 'read')).toBe(/\bopen\([^,)]*\)/.test(line));
      }),
      RUNS,
    );
  });
});

describe('print calls are read as the print patterns read them', () => {
  const PRINT_LINE = /^[ \t]*print\s*\((.*)\)[ \t]*(?:#.*)?$/;
  const LABELLED =
    /^\s*(?:(['"])(.*?)\1|f(['"])(.*?)\{\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*\}.*?\3)\s*(?:,\s*([A-Za-z_]\w*)((?:\.shape|\.size\(\))?)\s*(?:,.*)?)?$/;
  const byPattern = (args: string) => {
    const l = LABELLED.exec(args);
    if (!l) return null;
    if (l[2] !== undefined && l[7]) return { label: l[2], name: l[7], what: l[8] ? 'shape' : 'value' };
    if (l[4] !== undefined && l[5]) return { label: l[4], name: l[5], what: l[6] ? 'shape' : 'value' };
    return null;
  };
  const pieces = ['"', "'", 'f', '{', '}', 'x', 'y', '.shape', '.size()', ',', ' ', 'ab', ')', '(', '#', '\u2028', '\t', '1'];
  it('printArgs is the arguments group of the print-line pattern', () => {
    fc.assert(
      fc.property(textOf(pieces), (rest) => {
        const line = `print(${rest}`;
        expect(printArgs(line)).toBe(PRINT_LINE.exec(line)?.[1] ?? null);
      }),
      RUNS,
    );
  });
  it('labelledCall is the label and name the labelled-print pattern captured', () => {
    fc.assert(
      fc.property(
        textOf(pieces).filter((args) => !/[\r\u2028\u2029]/.test(args)),
        (args) => {
          expect(labelledCall(args)).toEqual(byPattern(args));
        },
      ),
      RUNS,
    );
  });
});

describe('word-index lookups answer what a regex per name over the code answered', () => {
  const pieces = ['\u2028', '\r', 'v', 'ab', 'n', ' = ', '=', '(', ')', ' ', '\n', '.', '#', 'n.k', ',', '\t', 'x', '\u00e9'];
  const value: PrintedValue = { name: 'v', dims: [2], library: 'numpy', source: 'v (2,)' };
  const printed = new Map([['v', value]]);

  it('printedResultOf: `v = name(` with `v` first on its line (multiline)', () => {
    const byPattern = (name: string, code: string) => {
      for (const m of code.matchAll(new RegExp(`^[ \\t]*([A-Za-z_]\\w*)\\s*=\\s*\\(?\\s*${name}\\s*\\(`, 'gm')))
        if (printed.get(m[1])) return value;
      return null;
    };
    fc.assert(
      fc.property(textOf(pieces, 14), (code) => {
        const words = new CodeWords(code);
        for (const name of ['n', 'ab', 'x']) expect(printedResultOf(name, words, printed)).toBe(byPattern(name, code));
      }),
      RUNS,
    );
  });

  it('usedOnlyOn and countUses: whole-word uses outside comments', () => {
    fc.assert(
      fc.property(textOf(pieces, 14), (code) => {
        const words = new CodeWords(code);
        const lines = new Set(code.split('\n').filter((_, i) => i % 2 === 0));
        for (const name of ['n', 'ab', 'x']) {
          const word = new RegExp(`(?<![\\w.])${name}(?!\\w)`);
          const users = code.split('\n').filter((l) => word.test(l.replace(/#.*$/, '')));
          expect(usedOnlyOn(name, words, lines)).toBe(users.length > 0 && users.every((l) => lines.has(l)));
          const all = new RegExp(`(?<![\\w.])${name}(?!\\w)`, 'g');
          const count = code
            .split('\n')
            .reduce((n, l) => n + ((l.indexOf('#') >= 0 ? l.slice(0, l.indexOf('#')) : l).match(all) ?? []).length, 0);
          expect(countUses(name, words)).toBe(count);
        }
      }),
      RUNS,
    );
  });
});

describe("the model input's patterns are tried only where a match can start, and find the same first match", () => {
  const LOOP = (name: string) =>
    new RegExp(
      `^([ \\t]*)for\\s+(?:[A-Za-z_]\\w*\\s*,\\s*)?\\(?\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)?\\s+in\\s+(?:enumerate\\(\\s*|tqdm\\(\\s*)?${name}\\b[^\\n]*:`,
      'm',
    );
  const UNPACKED = (name: string) =>
    new RegExp(
      `^([ \\t]*)for\\s+(?:[A-Za-z_]\\w*\\s*,\\s*)?([A-Za-z_]\\w*)\\s+in\\s+(?:enumerate\\(\\s*|tqdm\\(\\s*)?${name}\\b[^\\n]*:`,
      'm',
    );
  const DIRECT = (name: string) => new RegExp(`^(?:[A-Za-z_][\\w, ]*=\\s*)?([A-Za-z_]\\w*)\\(\\s*${name}\\s*[,)]`, 'm');
  const same = (a: RegExpExecArray | null, b: RegExpExecArray | null) => expect(a && [a.index, ...a]).toEqual(b && [b.index, ...b]);
  it('for loops over a loader and direct calls, on synthesized code', () => {
    const pieces = [
      'for ',
      'i',
      ', ',
      '(',
      ')',
      'a',
      'b',
      ' in ',
      'enumerate(',
      'tqdm(',
      'loader',
      ':',
      '\n',
      '    ',
      'model(a)',
      'out = ',
      '\u2028',
      ' ',
      'x, y = ',
      '\t',
      ',',
    ];
    fc.assert(
      fc.property(textOf(pieces, 16), (code) => {
        const words = new CodeWords(code);
        for (const name of ['loader', 'a']) {
          same(loopHeader(name, words), LOOP(name).exec(code));
          same(unpackedHeader(name, words), UNPACKED(name).exec(code));
          same(directCall(name, words), DIRECT(name).exec(code));
        }
      }),
      RUNS,
    );
  });
});
