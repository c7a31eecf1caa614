// HTML character references, decoded the way a browser's tokenizer does for the cases Stack Overflow produces.
// Stack Overflow's HTML and the Stack Exchange API escape `& < > " '` (`&#39;`) and emit `&nbsp;` plus a few
// typographic names (stack-overflow-dom.md §9); askers' own HTML adds the rest. The table covers the HTML 4 set
// (Latin-1, Greek, maths, typography) instead of all 2,231 HTML5 names, to keep the browser bundle small:
// an unknown name is left as written, which is what a browser does too.
import { NAMED_CHARACTERS } from './htmlEntityNames';

/** Names a browser also decodes without the `;` (the legacy subset that matters here). */
const LEGACY_NAMES_WITHOUT_SEMICOLON = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

/** Windows-1252 code points that `&#128;`…`&#159;` stand for (HTML spec, numeric character reference end state). */
const C1_REPLACEMENTS: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

const CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([a-zA-Z][a-zA-Z0-9]{1,31});?)/g;

function decodeCodePoint(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(C1_REPLACEMENTS[codePoint] ?? codePoint);
}

/**
 * Decodes numeric and named character references. `inAttribute` applies the browser rule that a legacy
 * name without `;` followed by `=` or an alphanumeric stays literal (so `?a=1&lt=2` in an href survives).
 */
export function decodeHtmlEntities(text: string, inAttribute = false): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, (match: string, hex?: string, dec?: string, name?: string, offset?: number) => {
    if (hex !== undefined) return decodeCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return decodeCodePoint(parseInt(dec, 10));
    const hasSemicolon = match.endsWith(';');
    const value = NAMED_CHARACTERS[name!];
    if (value !== undefined && hasSemicolon) return value;
    // Without `;`, a browser takes the longest legacy name that prefixes the run ("&ltx" -> "<x").
    for (const legacy of LEGACY_NAMES_WITHOUT_SEMICOLON) {
      if (!name!.startsWith(legacy)) continue;
      const rest = match.slice(1 + legacy.length);
      const next = rest[0] ?? text[(offset ?? 0) + match.length] ?? '';
      if (inAttribute && (next === '=' || /[a-zA-Z0-9]/.test(next))) return match;
      return NAMED_CHARACTERS[legacy] + rest;
    }
    return match;
  });
}
