// How a line (or a statement of several lines) ends, read the way the regular expressions this replaces read it,
// in one pass: `/[:]\s*(?:#.*)?$/` rescans from every candidate character, quadratic on a line of many of them
// followed by a comment (hostile review E3–E5).

const LINE_BREAK = '\n\r\u2028\u2029';
const WHITESPACE = /\s/;

/**
 * Whether `text` ends with one of `marks`, then only whitespace, then an optional `#` comment: exactly
 * `new RegExp(`[${marks}]\\s*(?:#.*)?$`).test(text)`, where `.` stops at a line break.
 */
export function endsWithMark(text: string, marks: string): boolean {
  let lastBreak = -1;
  for (let i = text.length - 1; i >= 0 && lastBreak < 0; i--) if (LINE_BREAK.includes(text[i])) lastBreak = i;
  // The mark, then blanks to the end; or the mark, then blanks to a `#` whose comment runs to the end.
  if (markBefore(text, text.length, marks)) return true;
  for (let hash = text.indexOf('#', lastBreak + 1); hash >= 0; hash = text.indexOf('#', hash + 1)) {
    if (markBefore(text, hash, marks)) return true;
  }
  return false;
}

/** The last character before `end` that is not whitespace is one of `marks`. */
function markBefore(text: string, end: number, marks: string): boolean {
  let at = end;
  while (at > 0 && WHITESPACE.test(text[at - 1])) at--;
  return at > 0 && marks.includes(text[at - 1]);
}
