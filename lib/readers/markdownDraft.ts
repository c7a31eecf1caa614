// A markdown draft as a person pastes it: an optional "# Title" first line, then the body. Used by the
// CLI's `check draft.md` and the popup's paste box, so both read a draft the same way.
import type { Question } from '../question';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';

export interface MarkdownDraft {
  question: Question;
  /** False when the draft had no "# Title" first line (judged without a title). */
  titled: boolean;
}

export function readMarkdownDraft(markdown: string, tags: string[] = []): MarkdownDraft {
  const { title, body, titled } = splitTitleLine(markdown);
  return { question: readStackOverflowMarkdown(body, { title, tags, id: null, site: '' }), titled };
}

/** The draft's "# Title" line (empty when it has none) and the body after it. */
export function splitTitleLine(markdown: string): { title: string; body: string; titled: boolean } {
  const heading = readTitleLine(markdown);
  return heading ? { title: heading.title, body: markdown.slice(heading.end), titled: true } : { title: '', body: markdown, titled: false };
}

/** JavaScript's `\s`. */
function isSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** What `.` does not match. */
function isLineTerminator(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/**
 * The title line, read as `/^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/` reads it (same title, same end), in one pass.
 * That regex backtracked cubically (`# t` + 4,000 spaces: 43 s, hostile review E1): for each title length it tried
 * every split of the blanks after it between its three quantifiers. Here each position after the title is asked
 * once whether the regex's tail `\s*#*\s*(?:\r?\n|$)` matches there, from the runs of blanks and `#` around it.
 */
export function readTitleLine(text: string): { title: string; end: number } | null {
  const length = text.length;
  const spaceEnd = (from: number) => {
    let i = from;
    while (i < length && isSpace(text.charCodeAt(i))) i++;
    return i;
  };
  const hashEnd = (from: number) => {
    let i = from;
    while (i < length && text.charCodeAt(i) === 35) i++;
    return i;
  };
  /** The last "\n" in [from, to), or -1. */
  const lastNewline = (from: number, to: number) => {
    for (let i = to - 1; i >= from; i--) if (text.charCodeAt(i) === 10) return i;
    return -1;
  };
  // The tail at p: blanks to m1, `#`s to m2, blanks to m3, then a newline or the end. Greedy then backtracking, the
  // regex ends at the input's end if m3 is there, else after the last "\n" in [m2, m3), else after the last in [p, m1).
  // Cached per run: every p inside one run of blanks (or of `#`) shares m1, m2, m3.
  let runStart = -1;
  let runEnd = -1;
  let runTailEnd = -1; // the end from m3 or [m2, m3), -1 if neither
  let runNewline = -1; // the last "\n" in the run of blanks, -1 for a run of `#`
  const tailEnd = (p: number): number => {
    if (p >= length) return length;
    const code = text.charCodeAt(p);
    const space = isSpace(code);
    if (!space && code !== 35) return -1;
    if (p < runStart || p >= runEnd) {
      const same = space ? isSpace : (c: number) => c === 35;
      runStart = p;
      while (runStart > 0 && same(text.charCodeAt(runStart - 1))) runStart--;
      const m1 = space ? spaceEnd(p) : p;
      const m2 = hashEnd(m1);
      const m3 = spaceEnd(m2);
      runEnd = space ? m1 : m2;
      runNewline = space ? lastNewline(runStart, m1) : -1;
      const inTail = lastNewline(m2, m3);
      runTailEnd = m3 === length ? length : inTail >= 0 ? inTail + 1 : -1;
    }
    if (runTailEnd >= 0) return runTailEnd;
    return runNewline >= p ? runNewline + 1 : -1;
  };

  const hash = spaceEnd(0);
  if (text.charCodeAt(hash) !== 35) return null;
  const blanksStart = hash + 1;
  const blanksEnd = spaceEnd(blanksStart);
  if (blanksEnd === blanksStart) return null;
  // `\s+` takes every blank first; the lazy title then grows one character at a time up to the line's end.
  for (let p = blanksEnd + 1; p <= length && !isLineTerminator(text.charCodeAt(p - 1)); p++) {
    const end = tailEnd(p);
    if (end >= 0) return { title: text.slice(blanksEnd, p), end };
  }
  // Then `\s+` gives blanks back one by one: the title starts at a blank, and only its first position is new
  // (every later one was already tried and failed).
  for (let start = blanksEnd - 1; start > blanksStart; start--) {
    if (isLineTerminator(text.charCodeAt(start))) continue;
    const end = tailEnd(start + 1);
    if (end >= 0) return { title: text.slice(start, start + 1), end };
  }
  return null;
}
