// An asker's note after the code on a line that does not parse: `x = f(y) <--- error in this line`. The repair
// (parseableSource.ts) makes the note a comment and keeps the code (docs/skeleton.md, "How the bad line is
// chosen"). The rule, as a regular expression, is
//   ^([ \t]*[^\s#~^][^#]*?)\s*((?:<{1,2}-+|<={2,}|←)\s*[A-Za-z].*)$
// but a backtracking engine runs it in time quadratic in a line's blank runs (hostile review E3–E5: one
// 30,000-character line of spaces); this reads the same split with one pass over the arrows.

export interface AskerNote {
  /** The code before the note, its leading indentation kept, the blanks before the arrow not. */
  code: string;
  /** From the arrow to the end of the line. */
  note: string;
}

/** An arrow and, after blanks, a letter: the start of a note. */
const ARROW = /(?:<{1,2}-+|<={2,}|←)\s*[A-Za-z]/g;
const WHITESPACE = /\s/;

export function askerNote(line: string): AskerNote | null {
  // The code starts with a character that is neither blank nor `#`, `~`, `^` (a caret line under an error).
  let first = 0;
  while (first < line.length && (line[first] === ' ' || line[first] === '\t')) first++;
  if (first >= line.length || /[\s#~^]/.test(line[first])) return null;
  const hash = line.indexOf('#', first);
  let lastBreak = -1;
  for (let i = line.length - 1; i >= 0 && lastBreak < 0; i--) if ('\n\r\u2028\u2029'.includes(line[i])) lastBreak = i;
  ARROW.lastIndex = first + 1;
  for (let m = ARROW.exec(line); m; m = ARROW.exec(line)) {
    const at = m.index;
    // The code cannot hold a `#`; arrows further right only make it longer.
    if (hash >= 0 && hash < at) return null;
    // From the letter on, the note runs to the end of the line: no line break may follow it.
    if (lastBreak < at + m[0].length - 1) {
      let end = at;
      while (end > first + 1 && WHITESPACE.test(line[end - 1])) end--;
      return { code: line.slice(0, end), note: line.slice(at) };
    }
    ARROW.lastIndex = at + 1;
  }
  return null;
}
