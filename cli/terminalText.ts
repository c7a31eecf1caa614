// Untrusted text made safe for a terminal (hostile review 2026-12-01 C1–C4). Pure.
//
// A question's title, excerpts, API error fields, ids, file names and JSON.parse's own error text (which quotes the
// input) are written by strangers. Written raw, an ESC starts a CSI/OSC sequence (clear the screen, set the window
// title, an OSC 8 hyperlink, an OSC 52 clipboard write), CR/backspace overwrite what was printed, a newline forges a
// report line ("verdict score 100 · grade A"), and a bidi override reorders what the reader sees (Trojan Source).
//
// The one escape form, chosen to be visible, unambiguous about the code point and copy-pastable: `\u{hex}`, lowercase,
// no padding — ESC is `\u{1b}`, a newline inside a title `\u{a}`, RLO `\u{202e}`. Nothing is dropped, so what was
// hidden stays visible. HTML stays literal text: nothing in a terminal renders it.

import { BLANK_LETTERS, classBody, FORMAT_CHARACTERS } from './hiddenCharacters';

/**
 * Code points that must never reach a terminal raw: C0 except tab and newline, DEL and C1 (incl. NEL U+0085 and the
 * 8-bit CSI U+009B), the line/paragraph separators U+2028/U+2029, every format character (Cf: the bidi controls,
 * zero-width characters, U+FEFF, tag characters; hostile review 2026-12-04) and the letters drawn blank
 * (hiddenCharacters.ts). A single character class: linear by construction.
 */
const HIDDEN = `${classBody(FORMAT_CHARACTERS)}${classBody(BLANK_LETTERS)}`;
const UNSAFE_IN_BLOCK = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${HIDDEN}]`, 'gu');

/** The same, and the newline: inside one report line a newline would start a forged one (hostile review C1). */
const UNSAFE_IN_LINE = new RegExp(`[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029${HIDDEN}]`, 'gu');

/** What `--json` must escape beyond JSON.stringify, which escapes C0 only (hostile review C3): DEL, C1, separators, Cf, blanks. */
const RAW_IN_JSON = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029${HIDDEN}]`, 'gu');

const visible = (char: string): string => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`;

/** One terminal line: every control, bidi, format, blank-letter and separator character, newlines included, as `\u{hex}`. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE_IN_LINE, visible);
}

/** Several lines (a script at a terminal, a stack trace): the same, but `\n` still ends a line. */
export function terminalBlock(text: string): string {
  return text.replace(UNSAFE_IN_BLOCK, visible);
}

/** True when `text` holds a character `terminalBlock` would escape. */
export function hasUnsafeCharacters(text: string): boolean {
  return new RegExp(UNSAFE_IN_BLOCK.source, 'u').test(text);
}

/**
 * JSON text with DEL, C1, separator, format (bidi included) and blank-letter characters as `\uXXXX` escapes. Valid JSON with the same value: these
 * code points are never structural, so in JSON.stringify output they only occur inside strings, where the escape
 * means the same character.
 */
export function jsonSafe(json: string): string {
  // A tag character is two UTF-16 units: JSON spells it as its surrogate pair, `\udb40\udc01`.
  return json.replace(RAW_IN_JSON, (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/** `JSON.stringify` for a terminal or a pipe: the value as JSON, nothing raw a terminal would act on. */
export function stringifyForTerminal(value: unknown, indent?: number): string {
  return jsonSafe(JSON.stringify(value, null, indent));
}
