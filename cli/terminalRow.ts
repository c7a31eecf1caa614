// Rows of terminal output that hold question text, never wider than the terminal: the terminal's soft wrap then never
// starts a row with question text. Hostile review 2026-12-04: a title padded with 57 spaces (or U+2800) wrapped in an
// 80-column terminal into a row "verdict score 100 · grade A" above the real verdict. Pure.
import { classBody, SPACES } from './hiddenCharacters';
import type { OutputStream } from './io';
import { terminalLine } from './terminalText';

/** A pipe, a file, or a terminal that does not say its size: taken to be the classic 80 columns. */
export const UNKNOWN_COLUMNS = 80;

/** The width the output's rows must fit: the terminal's own, else UNKNOWN_COLUMNS. */
export function columnsOf(stream: OutputStream): number {
  const columns = stream.isTTY ? stream.columns : undefined;
  return columns && columns > 0 ? columns : UNKNOWN_COLUMNS;
}

/**
 * From U+1100 (Hangul Jamo, the first East Asian Wide block) up, a code point counts two columns: CJK, emoji and most
 * symbols are drawn two wide, and counting a narrow one as two only ends a row early, never wraps it. Below, one
 * column; the one undercount is a CJK-locale terminal set to draw East Asian Ambiguous letters (Greek, Cyrillic) wide.
 */
const WIDE_FROM = 0x1100;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= WIDE_FROM ? 2 : 1;
  return width;
}

/** U+2026, counted two columns like everything from U+1100 up. */
const ELLIPSIS = '…';
const SPACE_RUN = new RegExp(`[${classBody(SPACES)}]+`, 'gu');
/** An escape `\u{hex}` is one cell, so a cut never leaves half of one; otherwise a code point. */
const CELL = /\\u\{[0-9a-f]+\}|[\s\S]/gu;

/** `text` cut into what a row holds whole: an escape `\u{hex}`, or one code point. */
function cellsOf(text: string): string[] {
  return Array.from(text.matchAll(CELL), ([cell]) => cell);
}

/** Hidden characters as `\u{hex}` (terminalText.ts) and each run of spaces, tabs included, as one space. */
export function flatText(text: string): string {
  return terminalLine(text).replace(SPACE_RUN, ' ').trim();
}

/** Question text for a row: flatText, cut with "…" to at most `columns` columns (nothing when there is no room). */
export function fitText(text: string, columns: number): string {
  return cut(flatText(text), columns);
}

/** A line of code for a row: hidden characters escaped, spacing kept (a tab as four spaces: drawn, it is 1 to 8), cut. */
export function fitCode(text: string, columns: number): string {
  return cut(terminalLine(text).replace(/\t/g, '    ').trimEnd(), columns);
}

/** A file name for a row: its end kept (the name, not the folders), cut at the start with "…". */
export function fitPath(path: string, columns: number): string {
  const flat = flatText(path);
  if (displayWidth(flat) <= columns) return flat;
  const cells = cellsOf(flat);
  let start = cells.length;
  let used = displayWidth(ELLIPSIS);
  while (start > 0 && used + displayWidth(cells[start - 1]) <= columns) used += displayWidth(cells[--start]);
  return `${ELLIPSIS}${cells.slice(start).join('')}`;
}

function cut(flat: string, columns: number): string {
  if (displayWidth(flat) <= columns) return flat;
  if (columns < displayWidth(ELLIPSIS)) return '';
  let kept = '';
  let used = displayWidth(ELLIPSIS);
  for (const [cell] of flat.matchAll(CELL)) {
    const width = displayWidth(cell);
    if (used + width > columns) break;
    kept += cell;
    used += width;
  }
  return `${kept}${ELLIPSIS}`;
}

/** Where a long message breaks into rows: after the last space in the row's second half, else where the row is full. */
function rowsOf(cells: string[], columns: number): string[][] {
  const rows: string[][] = [];
  let start = 0;
  while (start < cells.length) {
    let end = start;
    let used = 0;
    while (end < cells.length && used + displayWidth(cells[end]) <= columns) used += displayWidth(cells[end++]);
    if (end === start) end += 1; // a cell wider than the row: alone on its row
    if (end < cells.length) {
      let space = end - 1;
      while (space > start + (end - start) / 2 && cells[space] !== ' ') space -= 1;
      if (cells[space] === ' ' && space > start) end = space + 1;
    }
    rows.push(cells.slice(start, end));
    start = end;
  }
  return rows;
}

/** What opens each further row of question text that ReproLens breaks itself: marked, so no such row reads as its own. */
export const CONTINUED = '↳ ';
/** Further rows open under the text when at least this much room is left there, else near the left edge. */
const MIN_ROOM = 20;

/**
 * `label` (ReproLens's own, plain) then question text, broken into rows that each fit `columns`: nothing is cut (a
 * pipe or a file keeps all of it), the terminal never wraps a row, and every further row opens with CONTINUED under the
 * text, so none starts where ReproLens's rows start or reads as one of them.
 */
export function labelledRows(label: string, text: string, columns: number): string {
  const labelWidth = displayWidth(label);
  const indent = `${' '.repeat(columns - labelWidth >= MIN_ROOM + 2 ? labelWidth : 4)}${CONTINUED}`;
  const cells = cellsOf(flatText(text));
  const first = columns - labelWidth > 0 ? (rowsOf(cells, columns - labelWidth)[0] ?? []) : [];
  const rest = rowsOf(cells.slice(first.length), Math.max(columns - displayWidth(indent), 1));
  const rows = [`${label}${first.join('').trimEnd()}`, ...rest.map((row) => `${indent}${row.join('').trim()}`)];
  return rows.join('\n');
}

/**
 * A message for stderr, one row per line, each row opening with `prefix` ("reprolens: "): a message longer than the
 * terminal is broken here, the next rows opening with the prefix and two spaces, so nothing is lost and no row is the
 * terminal's.
 */
export function messageRows(prefix: string, text: string, columns: number): string {
  const indent = `${prefix}  `;
  const room = Math.max(columns - displayWidth(indent), 8);
  const cells = cellsOf(flatText(text));
  // Rows are not trimmed: removing each "\nreprolens:   " gives back the one-line message exactly.
  const rows = rowsOf(cells, room).map((row) => row.join(''));
  return `${rows.map((row, i) => `${i === 0 ? prefix : indent}${row}`).join('\n')}\n`;
}
