// cli/terminalText.ts: the one place untrusted text is made safe for a terminal (issue 15; hostile review C1–C4).
import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, jsonSafe, stringifyForTerminal, terminalBlock, terminalLine } from '../../cli/terminalText';
import { cleanGeneratedLine, commentText } from '../../lib/skeleton/commentText';

describe('terminalLine', () => {
  it('shows escape sequences, CR, backspace, BEL, DEL and C1 as \\u{hex}, keeping the text around them', () => {
    expect(terminalLine('\u001b]0;PWNED\u0007 \u001b[2J')).toBe('\\u{1b}]0;PWNED\\u{7} \\u{1b}[2J');
    expect(terminalLine('rm -rf /\rls')).toBe('rm -rf /\\u{d}ls');
    expect(terminalLine('BAD\b\bOK\u007f')).toBe('BAD\\u{8}\\u{8}OK\\u{7f}');
    expect(terminalLine('\u009b31m \u0085')).toBe('\\u{9b}31m \\u{85}');
  });

  it('never lets a newline or separator start a report line (C1, C4)', () => {
    expect(terminalLine('loss is nan\n  verdict     score 100 · grade A (FAKE)')).toBe(
      'loss is nan\\u{a}  verdict     score 100 · grade A (FAKE)',
    );
    expect(terminalLine('a\u2028b\u2029c')).toBe('a\\u{2028}b\\u{2029}c');
  });

  it('shows every bidi control: embeddings, overrides, isolates, marks (C4)', () => {
    const bidi = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(terminalLine(bidi)).toBe(Array.from(bidi, (c) => `\\u{${c.codePointAt(0)?.toString(16)}}`).join(''));
  });

  it('keeps HTML, tabs, non-ASCII text and emoji as they are', () => {
    const text = '<img src=x onerror=alert(1)>\tπ · 日本語 — 🙂 ✔';
    expect(terminalLine(text)).toBe(text);
  });
});

describe('terminalBlock', () => {
  it('keeps newlines as line ends and escapes the rest', () => {
    expect(terminalBlock('x = 1\n# \u202eevil\r\ny = 2')).toBe('x = 1\n# \\u{202e}evil\\u{d}\ny = 2');
    expect(hasUnsafeCharacters('x = 1\ny = 2\n')).toBe(false);
    expect(hasUnsafeCharacters('# \u2066')).toBe(true);
  });
});

describe('jsonSafe', () => {
  it('escapes what JSON.stringify leaves raw (DEL, C1, bidi, separators), same value when parsed (C3)', () => {
    const value = { title: 'x\u009b31m \u202egnp.exe \u2066y\u2069 \u2028 \u0085 \u007f', tags: ['\u200f'] };
    const json = stringifyForTerminal(value, 2);
    expect(json).toContain('x\\u009b31m \\u202egnp.exe \\u2066y\\u2069 \\u2028 \\u0085 \\u007f');
    expect(json).not.toMatch(/[\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029\u200f]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(jsonSafe('{"a":"plain ✔"}')).toBe('{"a":"plain ✔"}');
  });
});

describe('commentText (the skeleton header, C5)', () => {
  it('turns controls, C1 and bidi in a title into spaces so the Python comment stays one clean line', () => {
    expect(commentText('access\u202e\u2066 // admin\u2069 \u0085x\ny')).toBe('access  // admin   x y');
    expect(cleanGeneratedLine('    # TODO (ReproLens): reads `\u202egnp.csv`')).toBe('    # TODO (ReproLens): reads ` gnp.csv`');
    expect(cleanGeneratedLine('x = "\u202e"')).toBe('x = "\u202e"');
  });
});
