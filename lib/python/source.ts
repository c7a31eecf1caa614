// Turns a pasted code block into text the Python parser can read: Jupyter magics and shell escapes,
// REPL prompts and REPL output are blanked (same length, so offsets hold), then the common extra
// indentation askers paste with is removed, keeping a map back to the block's own offsets. A block that
// is one `'''` string holding code loses its quotes, and brackets left open before the next statement
// are closed.
import { classifyLine } from '../analysis/lineKinds';

export interface PreparedSource {
  /** The text handed to the parser. */
  source: string;
  /** Maps an offset in `source` to the offset in the original text. */
  toOriginal: (offset: number) => number;
  /** Magic / shell-escape lines, as [start, end) in the original text. */
  magics: Array<[number, number]>;
  /** Gaps the asker marked outside Python syntax (`<your code here>`, a `.....` line), as [start, end) in the original text. */
  gaps: Array<[number, number]>;
  /** The block was a REPL session (`>>> ` or `In [1]:` prompts). */
  repl: boolean;
  /** Brackets left open before a blank line and a new statement, closed in `source` (each a syntax error as pasted). */
  repairs: number;
  /** Offsets in `source` differ from the original's (lines were dedented or brackets inserted): map them with `toOriginal`. */
  shifted: boolean;
}

interface Piece {
  /** The line's text after dedent. */
  text: string;
  /** Offset of `text` in the original. */
  original: number;
  /** Closing brackets inserted at `at` in `text`. */
  insert?: { at: number; text: string };
}

interface Line {
  start: number;
  /** End of the line's content, before the newline. */
  end: number;
}

/** `5.` / `1.`: a float with nothing after its dot (the digits are group 1). */
export const TRAILING_DOT_FLOAT = /(?<![\w.])(\d+)\.(?![\w.])/g;
/** A REPL prompt at a line's start: `>>> ` or `In [3]: `. */
export const REPL_PROMPT = /^[ \t]*(>>>|In \[\d*\]:)( |$)/;
/** A REPL continuation prompt: `... ` or IPython's `   ...: ` (the blanks taken once by the outer `[ \t]*`: not quadratic). */
export const REPL_CONTINUATION = /^[ \t]*(\.\.\.|\.\.\.:)( |$)/;
/** A Jupyter magic (`%matplotlib inline`, `%%time`) or shell escape (`!pip install x`) line. */
export const MAGIC_LINE = /^[ \t]*(%%?[A-Za-z]|![ \t]*[A-Za-z./~])/;
const GAP_MARKUP =
  /<\s*(?:(?:your|my|some|insert|put|add|enter|path|code|rest|other|fill|the)\b|\.\.\.)[^<>\n]{0,40}>|^[ \t]*(?:\.{4,}|…+)[ \t]*$/gim;

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      lines.push({ start, end: text.length });
      return lines;
    }
    lines.push({ start, end: nl });
    start = nl + 1;
  }
}

/** Index of the last of `count` ascending values at or before `offset` (0 when none is). */
export function lastAtOrBefore(count: number, value: (index: number) => number, offset: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (value(mid) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function prepareSource(text: string): PreparedSource {
  const lines = splitLines(text);
  // A REPL session starts with a prompt. One `>>> SomeError: …` line pasted under a script (askers use
  // `>>>` to mark output) must not turn the script above it into "output".
  const firstCodeLine = lines.find((l) => text.slice(l.start, l.end).trim() !== '');
  const repl =
    firstCodeLine !== undefined && REPL_PROMPT.test(text.slice(firstCodeLine.start, Math.min(firstCodeLine.end, firstCodeLine.start + 40)));
  const magics: Array<[number, number]> = [];
  const blanked: Array<[number, number]> = [];
  const wrapper = repl ? null : wrappingQuotes(text, lines);
  if (wrapper) blanked.push(...wrapper);
  for (const line of lines) {
    const head = text.slice(line.start, Math.min(line.end, line.start + 40));
    if (repl) {
      const prompt = REPL_PROMPT.exec(head) ?? REPL_CONTINUATION.exec(head);
      const codeStart = prompt ? line.start + prompt[0].length : line.end;
      if (prompt && MAGIC_LINE.test(text.slice(codeStart, line.end))) {
        magics.push([codeStart, line.end]);
        blanked.push([line.start, line.end]);
      } else blanked.push([line.start, codeStart]); // the prompt, or the whole output line
    } else if (MAGIC_LINE.test(head)) {
      magics.push([line.start + head.length - head.trimStart().length, line.end]);
      blanked.push([line.start, line.end]);
    }
  }
  // `5.` and `1., 0.` are valid Python floats that @lezer/python 1.1 rejects, so printed tensors pasted as
  // code looked like fragments. Blank the trailing dot: the literal stays a number, offsets hold.
  if (/\d\.(?![\w.])/.test(text)) {
    for (const m of text.matchAll(TRAILING_DOT_FLOAT)) blanked.push([m.index + m[0].length - 1, m.index + m[0].length]);
    blanked.sort((a, b) => a[0] - b[0]);
  }
  // Blanked so the parser does not swallow the lines around them in error recovery.
  const gaps: Array<[number, number]> = [];
  if (text.includes('<') || text.includes('....') || text.includes('…')) {
    for (const match of text.matchAll(GAP_MARKUP)) {
      const start = match.index + (match[0].length - match[0].trimStart().length);
      gaps.push([start, match.index + match[0].trimEnd().length]);
      blanked.push([start, match.index + match[0].trimEnd().length]);
    }
    blanked.sort((a, b) => a[0] - b[0]);
  }
  if (wrapper) blanked.sort((a, b) => a[0] - b[0]);
  return dedent(blankRanges(text, blanked), lines, { magics, gaps, repl });
}

const WRAPPER_OPEN = /^[rRuUbB]?('''|""")/;

/**
 * The quotes of a block that is one triple-quoted string holding code (askers paste code wrapped in
 * `'''`): the opening (with its prefix) and the closing, as [start, end) ranges; null for any other block.
 */
function wrappingQuotes(text: string, lines: Line[]): Array<[number, number]> | null {
  const trimmed = text.trimStart();
  const open = WRAPPER_OPEN.exec(trimmed);
  if (!open) return null;
  const quote = open[1];
  const openStart = text.length - trimmed.length;
  const openEnd = openStart + open[0].length;
  const closeEnd = text.trimEnd().length;
  const closeStart = closeEnd - 3;
  if (closeStart < openEnd || text.slice(closeStart, closeEnd) !== quote || text.indexOf(quote, openEnd) !== closeStart) return null;
  let strong = 0;
  let code = 0;
  let other = 0;
  for (const line of lines) {
    if (line.end <= openEnd || line.start >= closeStart) continue;
    const cls = classifyLine(text.slice(Math.max(line.start, openEnd), Math.min(line.end, closeStart)), null);
    if (cls === 'pyStrong') strong++;
    if (cls === 'pyStrong' || cls === 'pyWeak') code++;
    else if (cls !== 'blank' && cls !== 'comment' && cls !== 'closer') other++;
  }
  return strong > 0 && code >= 2 && code >= other
    ? [
        [openStart, openEnd],
        [closeStart, closeEnd],
      ]
    : null;
}

/** Same-length masking: blanked ranges become spaces; CR and no-break spaces, which confuse the tokenizer, too. */
function blankRanges(text: string, ranges: Array<[number, number]>): string {
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (to <= Math.max(from, at)) continue;
    if (from < at) {
      parts.push(' '.repeat(to - at));
      at = to;
      continue;
    }
    parts.push(text.slice(at, from), ' '.repeat(to - from));
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join('').replace(/[\r\u00a0\u2007\u202f\f\v]/g, ' ');
}

function indentOf(text: string, line: Line): number {
  let i = line.start;
  while (i < line.end && (text[i] === ' ' || text[i] === '\t')) i++;
  return i === line.end ? -1 : i - line.start; // -1: blank line
}

/** Width of indentation to strip from each line: the common indent, or, when only the first line lost its indent while pasting, the others' common indent. */
function dedentWidths(text: string, lines: Line[]): number[] | null {
  const indents = lines.map((l) => indentOf(text, l));
  const nonBlank = indents.map((d, i) => (d >= 0 ? i : -1)).filter((i) => i >= 0);
  if (!nonBlank.length) return null;
  const common = Math.min(...nonBlank.map((i) => indents[i]));
  const first = nonBlank[0];
  const rest = nonBlank.slice(1);
  const restCommon = rest.length ? Math.min(...rest.map((i) => indents[i])) : 0;
  const firstLine = withoutComment(text.slice(lines[first].start, lines[first].end)).trimEnd();
  const firstLostIndent = indents[first] === 0 && restCommon > 0 && rest.length >= 1 && !/[:([{,\\]$/.test(firstLine);
  if (!common && !firstLostIndent) return null;
  return indents.map((d, i) => {
    if (d < 0) return Math.min(lineLength(lines[i]), firstLostIndent ? restCommon : common);
    if (firstLostIndent) return i === first ? 0 : restCommon;
    return common;
  });
}

function lineLength(line: Line): number {
  return line.end - line.start;
}

type Found = Pick<PreparedSource, 'magics' | 'gaps' | 'repl'>;

function dedent(text: string, lines: Line[], found: Found): PreparedSource {
  const widths = dedentWidths(text, lines);
  const pieces: Piece[] = lines.map((line, i) => {
    // Mixed tab/space indents: strip only whitespace characters, never code.
    let cut = 0;
    if (widths) while (cut < widths[i] && line.start + cut < line.end && /[ \t]/.test(text[line.start + cut])) cut++;
    return { text: text.slice(line.start + cut, line.end), original: line.start + cut };
  });
  const repairs = closeOpenBrackets(pieces);
  if (!widths && !repairs) return { source: text, toOriginal: (o) => o, ...found, repairs, shifted: false };
  // The map from source to original offsets: runs of source text, each at an original offset and at most `length` long.
  const sourceStarts: number[] = [];
  const originalStarts: number[] = [];
  const lengths: number[] = [];
  const run = (source: number, original: number, length: number) => {
    sourceStarts.push(source);
    originalStarts.push(original);
    lengths.push(length);
  };
  const parts: string[] = [];
  let offset = 0;
  for (const piece of pieces) {
    let line = piece.text;
    if (piece.insert) {
      const { at, text: closers } = piece.insert;
      line = line.slice(0, at) + closers + line.slice(at);
      run(offset, piece.original, at);
      run(offset + at, piece.original + at, 0); // inserted brackets sit at the end of the code they close
      run(offset + at + closers.length, piece.original + at, piece.text.length - at);
    } else run(offset, piece.original, piece.text.length);
    parts.push(line);
    offset += line.length + 1;
  }
  return {
    source: parts.join('\n'),
    toOriginal: (o) => {
      const run = lastAtOrBefore(sourceStarts.length, (i) => sourceStarts[i], o);
      return originalStarts[run] + Math.min(o - sourceStarts[run], lengths[run]);
    },
    ...found,
    repairs,
    shifted: true,
  };
}

/** A line at column 0 that starts a new statement: a definition, an import, a compound statement or an assignment. */
const STATEMENT_START =
  /^(?:(?:def|class|import|from|for|while|if|with|try|return|print|async|@)\b|[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?[ \t]*(?:[-+*/%@&|^]|\/\/|\*\*)?=(?!=))/;
const CLOSER_OF: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const SIGNIFICANT = /["'#()[\]{}]/g;
/** More brackets left open than this is no slip of the paste: left alone. */
const MAX_REPAIR = 8;

/**
 * `sentences = ["a", "b"` then a blank line and `biobert = Embedding(…)`: the parser reads on inside the
 * open bracket and makes a string of the next statement. Brackets still open when a blank line is followed
 * by a statement at column 0 are closed at the end of the last code line before it. One pass over the
 * text, skipping strings and comments. Returns the number of repairs.
 */
function closeOpenBrackets(pieces: Piece[]): number {
  const open: string[] = [];
  let triple = ''; // the delimiter of a triple-quoted string still open
  let last: { piece: number; end: number } | null = null;
  let blankSince = false;
  let repairs = 0;
  pieces.forEach((piece, index) => {
    const line = piece.text;
    if (!triple && open.length && open.length <= MAX_REPAIR && blankSince && last && STATEMENT_START.test(line)) {
      pieces[last.piece].insert = {
        at: last.end,
        text: open
          .reverse()
          .map((b) => CLOSER_OF[b])
          .join(''),
      };
      open.length = 0;
      repairs++;
    }
    let i = 0;
    let comment = line.length;
    while (i < line.length) {
      if (triple) {
        const close = line.indexOf(triple, i);
        if (close < 0) break;
        i = close + 3;
        triple = '';
        continue;
      }
      SIGNIFICANT.lastIndex = i;
      const found = SIGNIFICANT.exec(line);
      if (!found) break;
      const ch = found[0];
      i = found.index + 1;
      if (ch === '#') {
        comment = found.index;
        break;
      }
      if (ch === '"' || ch === "'") {
        if (line.startsWith(ch.repeat(3), found.index)) {
          triple = ch.repeat(3);
          i += 2;
          continue;
        }
        while (i < line.length && line[i] !== ch) i += line[i] === '\\' ? 2 : 1;
        i++;
      } else if (ch === '(' || ch === '[' || ch === '{') open.push(ch);
      else if (open.length) open.pop();
    }
    const codeEnd = triple ? -1 : line.slice(0, comment).trimEnd().length;
    if (triple) last = null;
    else if (codeEnd > 0) {
      last = { piece: index, end: codeEnd };
      blankSince = false;
    } else if (!line.trim()) blankSince = true;
  });
  return repairs;
}

/**
 * `line.replace(/#.*$/, '')` in one pass: from the first `#` after the line's last line terminator (`.` stops at
 * one). The regex tried every `#` before a stray `\r` and read on to it each time, quadratic.
 */
export function withoutComment(line: string): string {
  let from = line.length;
  while (from > 0 && !isLineTerminator(line.charCodeAt(from - 1))) from--;
  const hash = line.indexOf('#', from);
  return hash < 0 ? line : line.slice(0, hash);
}

function isLineTerminator(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}
