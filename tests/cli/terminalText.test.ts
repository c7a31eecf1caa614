// cli/terminalText.ts: the one place untrusted text is made safe for a terminal (hostile review 2026-12-01 C1–C4).
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

  it('turns format characters (zero-width, U+FEFF, tags) and blank letters into spaces too (hostile review 2026-12-04)', () => {
    expect(commentText('a\u200bb\ufeffc\u{e0041}d\u2800\u2800e\u3164f')).toBe('a b c d e f');
  });
});

describe('format characters and blank letters (hostile review 2026-12-04)', () => {
  const escaped = (text: string) => Array.from(text, (c) => `\\u{${c.codePointAt(0)?.toString(16)}}`).join('');

  it('escapes every Cf (format) code point the engine knows, and the whole tag block', () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      const char = String.fromCodePoint(code);
      const hidden = /\p{Cf}/u.test(char) || (code >= 0xe0000 && code <= 0xe007f);
      if (hidden && terminalLine(char) !== escaped(char)) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('shows zero-width characters, U+FEFF, soft hyphen, tag characters and blank letters as \\u{hex}', () => {
    const invisible =
      '\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\ufff9\u{1d173}\u{13430}\u{e0001}\u{e0041}\u{e007f}';
    expect(terminalLine(`a${invisible}b`)).toBe(`a${escaped(invisible)}b`);
    expect(terminalBlock(`x = 1\n# ${invisible}`)).toBe(`x = 1\n# ${escaped(invisible)}`);
    expect(hasUnsafeCharacters('# \u200b')).toBe(true);
    const blank = '\u2800\u3164\u115f\u1160\uffa0';
    expect(terminalLine(blank)).toBe(escaped(blank));
  });

  it('keeps real spaces (U+00A0, U+2000–U+200A, U+202F, U+205F, U+3000) for the row functions to collapse', () => {
    const spaces = '\u00a0\u2000\u2005\u200a\u202f\u205f\u3000';
    expect(terminalLine(spaces)).toBe(spaces);
  });

  it('`--json` spells format characters as \\u escapes (a tag character as its surrogate pair), same value parsed', () => {
    const value = { title: 'a\u200bb\ufeffc\u00add\u{e0041}e' };
    const json = stringifyForTerminal(value);
    expect(json).toBe('{"title":"a\\u200bb\\ufeffc\\u00add\\udb40\\udc41e"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
