// Where a piece of pasted Python splits into top-level statements that parse on their own: a line at column 0
// that starts a statement, outside any open bracket, string or `\` continuation. A parse error cascades through
// the statement it is in, not past the next top-level statement, so the repair (parseableSource.ts) can parse
// and re-parse one group of lines at a time instead of the whole piece every round (hostile review E2). The
// scan is textual and conservative: where it cannot tell, lines stay in the same group, which is always safe.

/** What the scan knows at the start of a line. Two equal states at the same line give the same groups below it. */
export interface LineState {
  /** Open brackets ( [ { outside strings and comments, never below 0. */
  depth: number;
  /** The quotes of a triple-quoted string still open, or ''. */
  triple: string;
  /** The line before ended with `\` (an explicit line join), or inside a quote with `\`. */
  joined: boolean;
  /** The quote of a one-line string continued by `\` at the end of the line before, or ''. */
  quote: string;
  /** The last code line at depth 0 was a decorator: the `def` or `class` under it belongs to it. */
  decorator: boolean;
}

export const START_STATE: LineState = { depth: 0, triple: '', joined: false, quote: '', decorator: false };

/** Column-0 lines that continue the statement above: the other clauses of a compound statement. */
const CLAUSE = /^(?:else|elif|except|finally)\b/;
/** A column-0 line can start a statement only with one of these (not an operator, a closing bracket, a dot). */
const STATEMENT_START = /^[\p{L}\p{N}_@([{'"*~-]/u;

/** Does line `line`, read in state `state`, start a new top-level group? (Line 0 always does.) */
export function startsGroup(line: string, state: LineState): boolean {
  if (state.depth > 0 || state.triple || state.joined || state.quote || state.decorator) return false;
  return STATEMENT_START.test(line) && !CLAUSE.test(line);
}

/** The state at the start of the line after `line`. */
export function stateAfter(line: string, state: LineState): LineState {
  let { depth, triple, quote } = state;
  let joined = false;
  let code = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (triple) {
      if (ch === '\\') i++;
      else if (line.startsWith(triple, i)) {
        triple = '';
        i += 2;
      }
      continue;
    }
    if (quote) {
      if (ch === '\\') {
        if (i === line.length - 1) joined = true;
        i++;
      } else if (ch === quote) quote = '';
      continue;
    }
    if (ch === ' ' || ch === '\t') continue;
    if (ch === '#') break;
    code = true;
    if (ch === '"' || ch === "'") {
      if (line.startsWith(ch.repeat(3), i)) {
        triple = ch.repeat(3);
        i += 2;
      } else quote = ch;
    } else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === '\\' && i === line.length - 1) joined = true;
  }
  // A one-line string not closed by the end of its line ends there (Python reports it on that line).
  if (quote && !joined) quote = '';
  const decorator = code && state.depth === 0 && !state.triple && !state.joined && !state.quote ? /^@/.test(line) : state.decorator;
  return { depth, triple, joined, quote, decorator };
}

export function sameState(a: LineState, b: LineState): boolean {
  return a.depth === b.depth && a.triple === b.triple && a.joined === b.joined && a.quote === b.quote && a.decorator === b.decorator;
}

/** How a line counts, read in the state its line starts in. */
export function lineRole(line: string, state: LineState): { quiet: boolean; opens: boolean } {
  // Blank and comment lines outside strings belong to the statement below them: a header left without a body
  // is then the last line of its group, as it is the last line before the error in the whole piece.
  const quiet = !state.triple && !state.quote && !state.joined && /^[ \t]*(?:#|$)/.test(line);
  return { quiet, opens: !quiet && startsGroup(line, state) };
}

/** Group starts from each line's role: line 0, and each opening line moved up over the quiet lines above it. */
export function startsFromRoles(roles: ReadonlyArray<{ quiet: boolean; opens: boolean }>): number[] {
  const starts = [0];
  let lastCode = -1;
  roles.forEach((role, i) => {
    if (i > 0 && role.opens && lastCode + 1 > starts[starts.length - 1]) starts.push(lastCode + 1);
    if (!role.quiet) lastCode = i;
  });
  return starts;
}

/** The first line of every top-level group of `lines`, in order (0 first). */
export function groupStarts(lines: readonly string[]): number[] {
  let state = START_STATE;
  return startsFromRoles(
    lines.map((line) => {
      const role = lineRole(line, state);
      state = stateAfter(line, state);
      return role;
    }),
  );
}
