// Turns a pasted code block into text the Python parser can read: Jupyter magics and shell escapes,
// REPL prompts and REPL output are blanked (same length, so offsets hold), then the common extra
// indentation askers paste with is removed, keeping a map back to the block's own offsets.

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
}

interface Line {
  start: number;
  /** End of the line's content, before the newline. */
  end: number;
}

const TRAILING_DOT_FLOAT = /(?<![\w.])\d+\.(?![\w.])/g;
const REPL_PROMPT = /^[ \t]*(>>>|In \[\d*\]:)( |$)/;
const REPL_CONTINUATION = /^[ \t]*(\.\.\.|[ \t]*\.\.\.:)( |$)/;
const MAGIC_LINE = /^[ \t]*(%%?[A-Za-z]|![ \t]*[A-Za-z.\/~])/;
const GAP_MARKUP = /<\s*(?:(?:your|my|some|insert|put|add|enter|path|code|rest|other|fill|the)\b|\.\.\.)[^<>\n]{0,40}>|^[ \t]*(?:\.{4,}|…+)[ \t]*$/gim;

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

export function prepareSource(text: string): PreparedSource {
  const lines = splitLines(text);
  // A REPL session starts with a prompt. One `>>> SomeError: …` line pasted under a script (askers use
  // `>>>` to mark output) must not turn the script above it into "output".
  const firstCodeLine = lines.find((l) => text.slice(l.start, l.end).trim() !== '');
  const repl = firstCodeLine !== undefined && REPL_PROMPT.test(text.slice(firstCodeLine.start, Math.min(firstCodeLine.end, firstCodeLine.start + 40)));
  const magics: Array<[number, number]> = [];
  const blanked: Array<[number, number]> = [];
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
  return dedent(blankRanges(text, blanked), lines, magics, gaps, repl);
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
  const firstLine = text.slice(lines[first].start, lines[first].end).replace(/#.*$/, '').trimEnd();
  const firstLostIndent =
    indents[first] === 0 && restCommon > 0 && rest.length >= 1 && !/[:([{,\\]$/.test(firstLine);
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

function dedent(text: string, lines: Line[], magics: Array<[number, number]>, gaps: Array<[number, number]>, repl: boolean): PreparedSource {
  const widths = dedentWidths(text, lines);
  if (!widths) return { source: text, toOriginal: (o) => o, magics, gaps, repl };
  const parts: string[] = [];
  const sourceStarts: number[] = [];
  const originalStarts: number[] = [];
  let offset = 0;
  lines.forEach((line, i) => {
    // Mixed tab/space indents: strip only whitespace characters, never code.
    let cut = 0;
    while (cut < widths[i] && line.start + cut < line.end && /[ \t]/.test(text[line.start + cut])) cut++;
    const piece = text.slice(line.start + cut, line.end);
    sourceStarts.push(offset);
    originalStarts.push(line.start + cut);
    parts.push(piece);
    offset += piece.length + 1;
  });
  return {
    source: parts.join('\n'),
    toOriginal: (o) => {
      let lo = 0;
      let hi = sourceStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (sourceStarts[mid] <= o) lo = mid;
        else hi = mid - 1;
      }
      return originalStarts[lo] + (o - sourceStarts[lo]);
    },
    magics,
    gaps,
    repl,
  };
}
