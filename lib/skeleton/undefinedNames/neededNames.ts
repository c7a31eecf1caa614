// Whether an undefined name still needs resolving once the data-loading lines are planned: a name that only
// the lines a stand-in replaced (or that were skipped) used is no longer needed (docs/skeleton.md, "Data the
// reader does not have").
import { type CodeWords, commentCut, isAsciiName } from '../codeWords';

/** Every line that uses `name` (outside comments) is one of `lines`, and some line does. */
export function usedOnlyOn(name: string, code: CodeWords, lines: Set<string>): boolean {
  if (!lines.size) return false;
  if (!isAsciiName(name)) return usedOnlyOnByPattern(name, code.text, lines);
  const users = new Set<number>();
  for (const at of code.uses(name)) {
    const line = code.lineOf(at);
    if (at - code.lineStarts[line] < code.commentCut(line)) users.add(line);
  }
  return users.size > 0 && [...users].every((line) => lines.has(code.line(line)));
}

/** The rule as a pattern per line, for a name the word index does not hold (non-ASCII). */
function usedOnlyOnByPattern(name: string, code: string, lines: Set<string>): boolean {
  const word = new RegExp(`(?<![\\w.])${name}(?!\\w)`);
  const users = code.split('\n').filter((l) => word.test(l.slice(0, commentCut(l))));
  return users.length > 0 && users.every((l) => lines.has(l));
}
