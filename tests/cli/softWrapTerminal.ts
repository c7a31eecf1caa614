// A model of a terminal that soft-wraps: each line the CLI writes fills rows of `columns` cells, and what does not fit
// goes on to a new row (xterm's deferred wrap: a line of exactly `columns` cells is one row). Cell widths as a terminal
// draws them, independent of cli/terminalRow.ts: East Asian Wide and Fullwidth characters and emoji two cells, combining
// marks and format characters none, the rest one. Hostile review 2026-12-04: a title padded to the edge wrapped into a
// row "verdict score 100 · grade A".

export interface Row {
  text: string;
  /** True when the terminal started this row, not the CLI: the rest of a line longer than the terminal. */
  continued: boolean;
}

/** East Asian Width W and F (Unicode 15, the blocks a title can use) and the emoji blocks. */
const WIDE =
  /[\u1100-\u115f\u231a\u231b\u2329\u232a\u23e9-\u23ec\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
const NONE = /[\p{Mn}\p{Me}\p{Cf}]/u;
const SGR = /\x1b\[[0-9;]*m/g;

export function cellWidth(char: string): number {
  if (NONE.test(char)) return 0;
  return WIDE.test(char) ? 2 : 1;
}

/** The rows a terminal `columns` wide shows for `output` (colour sequences take no cells). */
export function softWrap(output: string, columns: number): Row[] {
  const rows: Row[] = [];
  for (const line of output.replace(SGR, '').split('\n')) {
    let text = '';
    let used = 0;
    let continued = false;
    for (const char of line) {
      const width = cellWidth(char);
      if (used + width > columns) {
        rows.push({ text, continued });
        [text, used, continued] = ['', 0, true];
      }
      text += char;
      used += width;
    }
    rows.push({ text, continued });
  }
  return rows;
}

/**
 * How ReproLens's own rows start, at any indentation: a row that starts so and that the terminal began is question
 * text posing as ReproLens (the report's header, the four header fields, the sections, an item, evidence, a point lost,
 * a suggestion and its why, a note, and a stderr message).
 */
export const REPROLENS_ROW_START =
  /^\s*(?:ReproLens\b|question\b|framework\b|bug report\b|verdict\b|score \d|grade [A-E]\b|Checklist|Suggestions|Notes|[✔◐✘–·]\s|title:|block \d+:|−\d|\d+\. \[|why:|reprolens:)/;

/** Rows the terminal began that read like one of ReproLens's own. */
export const forgedRows = (output: string, columns: number): string[] =>
  softWrap(output, columns)
    .filter((row) => row.continued && REPROLENS_ROW_START.test(row.text))
    .map((row) => row.text);
