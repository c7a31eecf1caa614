// A helper the question calls but does not show (docs/skeleton.md, "Names", 2): `v = helper(…)` with `v`'s
// value printed makes `helper` a function returning that value.
import { type CodeWords, isAsciiName } from '../codeWords';
import type { PrintedValue } from '../printedValues';
import { ASSUMED_MARK } from '../skeletonScript';
import { standInFor } from './printedValue';
import type { NameStrategy } from './strategy';

export const helperResult: NameStrategy = {
  knows: 'a helper whose result the question prints',
  resolve(name, { code, printed }) {
    const returned = printedResultOf(name, code, printed);
    if (!returned) return null;
    const made = standInFor(returned.name, returned);
    return {
      definitions: [
        `${ASSUMED_MARK} \`${name}()\` returns what the question prints for \`${returned.name}\`: "${returned.source}"`,
        `def ${name}(*args, **kwargs):`,
        `    return ${made.expression}`,
      ],
      assumptions: [`\`${name}()\` (not shown) returns ${made.what}, as printed for \`${returned.name}\`: "${returned.source}"`],
      needs: [made.needs],
    };
  },
};

/**
 * `v = name(…)` (or `v = (name(…)`), `v` first on its line: the printed value of the first such `v` that has
 * one. What the pattern `^[ \t]*([A-Za-z_]\w*)\s*=\s*\(?\s*name\s*\(` (multiline) matches, read around each
 * occurrence of `name` instead of over all the code for every name.
 */
export function printedResultOf(name: string, code: CodeWords, printed: Map<string, PrintedValue>): PrintedValue | null {
  if (!isAsciiName(name)) return printedResultByPattern(name, code.text, printed);
  const text = code.text;
  for (const at of code.occurrences(name)) {
    if (text[code.skipSpaceForward(at + name.length)] !== '(') continue;
    let before = code.skipSpaceBack(at);
    if (text[before - 1] === '(') before = code.skipSpaceBack(before - 1);
    if (text[before - 1] !== '=') continue;
    const end = code.skipSpaceBack(before - 1);
    const start = code.wordStartBefore(end);
    if (start === end || !/[A-Za-z_]/.test(text[start])) continue;
    let lineStart = start;
    while (lineStart > 0 && (text[lineStart - 1] === ' ' || text[lineStart - 1] === '\t')) lineStart--;
    if (!code.atLineStart(lineStart)) continue;
    const value = printed.get(text.slice(start, end));
    if (value) return value;
  }
  return null;
}

/** The same for a name the word index does not hold (non-ASCII), by the pattern itself. */
function printedResultByPattern(name: string, code: string, printed: Map<string, PrintedValue>): PrintedValue | null {
  const assigned = new RegExp(`^[ \\t]*([A-Za-z_]\\w*)\\s*=\\s*\\(?\\s*${name}\\s*\\(`, 'gm');
  for (const m of code.matchAll(assigned)) {
    const value = printed.get(m[1]);
    if (value) return value;
  }
  return null;
}
