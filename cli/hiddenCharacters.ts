// Characters a terminal draws as nothing or as blank space, as data: terminalText.ts escapes or collapses them.
// Hostile review 2026-12-04: 57 spaces or U+2800 pad a title until the terminal's soft wrap starts a forged report
// row, and invisible format characters (U+200B, U+FEFF, tag characters…) reached the terminal raw.

/** A run of code points, first to last inclusive, with its Unicode name(s). */
export type CodePointRange = readonly [first: number, last: number, name: string];

/**
 * Unicode's Cf (format) category, Unicode 17.0, and the whole tag block U+E0000–U+E007F (its unassigned points too):
 * drawn as nothing, they hide text or reorder it (bidi). tests/cli/terminalText.test.ts checks this list covers every
 * Cf code point of the running engine, so a newer Unicode's additions fail a test instead of passing raw.
 */
export const FORMAT_CHARACTERS: readonly CodePointRange[] = [
  [0x00ad, 0x00ad, 'SOFT HYPHEN'],
  [0x0600, 0x0605, 'ARABIC NUMBER SIGN … ARABIC NUMBER MARK ABOVE'],
  [0x061c, 0x061c, 'ARABIC LETTER MARK'],
  [0x06dd, 0x06dd, 'ARABIC END OF AYAH'],
  [0x070f, 0x070f, 'SYRIAC ABBREVIATION MARK'],
  [0x0890, 0x0891, 'ARABIC POUND MARK ABOVE, ARABIC PIASTRE MARK ABOVE'],
  [0x08e2, 0x08e2, 'ARABIC DISPUTED END OF AYAH'],
  [0x180e, 0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 0x200d, 'ZERO WIDTH SPACE, ZERO WIDTH NON-JOINER, ZERO WIDTH JOINER'],
  [0x200e, 0x200f, 'LEFT-TO-RIGHT MARK, RIGHT-TO-LEFT MARK'],
  [0x202a, 0x202e, 'LEFT-TO-RIGHT EMBEDDING … RIGHT-TO-LEFT OVERRIDE'],
  [0x2060, 0x2064, 'WORD JOINER … INVISIBLE PLUS'],
  [0x2066, 0x2069, 'LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE'],
  [0x206a, 0x206f, 'INHIBIT SYMMETRIC SWAPPING … NOMINAL DIGIT SHAPES'],
  [0xfeff, 0xfeff, 'ZERO WIDTH NO-BREAK SPACE (BOM)'],
  [0xfff9, 0xfffb, 'INTERLINEAR ANNOTATION ANCHOR … TERMINATOR'],
  [0x110bd, 0x110bd, 'KAITHI NUMBER SIGN'],
  [0x110cd, 0x110cd, 'KAITHI NUMBER SIGN ABOVE'],
  [0x13430, 0x1343f, 'EGYPTIAN HIEROGLYPH VERTICAL JOINER … END WALLED ENCLOSURE'],
  [0x1bca0, 0x1bca3, 'SHORTHAND FORMAT LETTER OVERLAP … UP STEP'],
  [0x1d173, 0x1d17a, 'MUSICAL SYMBOL BEGIN BEAM … END PHRASE'],
  [0xe0000, 0xe007f, 'TAG characters (LANGUAGE TAG, TAG SPACE … CANCEL TAG)'],
];

/**
 * Letters and marks a terminal draws as blank: never real spacing in a title, so each is shown as `\u{hex}`, which
 * also makes a padded run visible for what it is.
 */
export const BLANK_LETTERS: readonly CodePointRange[] = [
  [0x034f, 0x034f, 'COMBINING GRAPHEME JOINER'],
  [0x115f, 0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x17b4, 0x17b4, 'KHMER VOWEL INHERENT AQ'],
  [0x17b5, 0x17b5, 'KHMER VOWEL INHERENT AA'],
  [0x2800, 0x2800, 'BRAILLE PATTERN BLANK'],
  [0x3164, 0x3164, 'HANGUL FILLER'],
  [0xffa0, 0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0x16fe4, 0x16fe4, 'KHITAN SMALL SCRIPT FILLER'],
  [0x1d159, 0x1d159, 'MUSICAL SYMBOL NULL NOTEHEAD'],
];

/**
 * Real spaces (Unicode's Zs and the tab): typographic text uses them (U+00A0 before a unit, U+202F in French), so a
 * run of them, or of them mixed with ASCII spaces, is shown as one space on a report line.
 */
export const SPACES: readonly CodePointRange[] = [
  [0x0009, 0x0009, 'CHARACTER TABULATION'],
  [0x0020, 0x0020, 'SPACE'],
  [0x00a0, 0x00a0, 'NO-BREAK SPACE'],
  [0x1680, 0x1680, 'OGHAM SPACE MARK'],
  [0x2000, 0x200a, 'EN QUAD … HAIR SPACE'],
  [0x202f, 0x202f, 'NARROW NO-BREAK SPACE'],
  [0x205f, 0x205f, 'MEDIUM MATHEMATICAL SPACE'],
  [0x3000, 0x3000, 'IDEOGRAPHIC SPACE'],
];

/** The ranges as the body of a regular-expression character class (for a `u`-flag RegExp). */
export function classBody(ranges: readonly CodePointRange[]): string {
  const at = (code: number) => `\\u{${code.toString(16)}}`;
  return ranges.map(([first, last]) => (first === last ? at(first) : `${at(first)}-${at(last)}`)).join('');
}
