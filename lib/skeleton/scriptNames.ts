// The names of the assembled script (nameOrder.ts reads them for run order), from the walks of its parts rather than
// a parse of the whole: the script is mostly the question's pieces as they are, whose trees the skeleton's walk has
// just parsed (lib/python/slicedParse.ts keeps them), so walking the script again parsed its length once more
// (docs/performance.md, "Parsing, counted"). A part that parses cleanly by itself and starts at the left margin is,
// in the script, the same statements at module level: its names shift by its offset, its scopes join the module's.
// Any other part (a syntax error, an indented first line) and the script is walked whole, as before.
import { cleanTreeOf, parsePython } from '../python/slicedParse';
import { analyzePythonSource } from '../python/walk';
import type { NameFacts } from '../python/walkFacts';

export interface ScriptPart {
  text: string;
  /**
   * Lines ReproLens wrote (imports, version print, definitions): their comments, most of their characters, are
   * left out of the parse (./commentText.ts writes them; a comment binds and reads nothing).
   */
  added: boolean;
}

/** The names of the parts' texts joined by '\n', as analyzePythonSource of that text gives them to unboundReads. */
export function scriptNameFacts(parts: ScriptPart[]): NameFacts {
  const script = parts.map((p) => p.text).join('\n');
  const merged: NameFacts = {
    scopes: [{ kind: 'module', parent: null, start: 0, end: script.length, name: null }],
    bindings: [],
    reads: [],
    declarations: [],
    starImports: [],
  };
  let offset = 0;
  for (const part of parts) {
    const at = offset;
    offset += part.text.length + 1;
    const code = part.added ? withoutComments(part.text) : { text: part.text, at: (o: number) => o };
    if (!hasStatement(code.text)) continue; // blank and comment lines bind and read nothing
    if (!startsAtMargin(code.text)) return analyzePythonSource(script).names;
    const names = analyzePythonSource(code.text).names;
    if (!parsesCleanly(code.text)) return analyzePythonSource(script).names;
    const move = (o: number) => code.at(o) + at;
    // The part's scopes after the module's go at the end of the merged list; its module scope is the script's.
    const base = merged.scopes.length - 1;
    const scope = (s: number) => (s === 0 ? 0 : s + base);
    for (const s of names.scopes.slice(1))
      merged.scopes.push({ ...s, parent: s.parent === null ? null : scope(s.parent), start: move(s.start), end: move(s.end) });
    for (const b of names.bindings)
      merged.bindings.push({ ...b, scope: scope(b.scope), start: move(b.start), end: move(b.end), effective: move(b.effective) });
    for (const r of names.reads) merged.reads.push({ ...r, scope: scope(r.scope), start: move(r.start), end: move(r.end) });
    for (const d of names.declarations) merged.declarations.push({ ...d, scope: scope(d.scope), start: move(d.start), end: move(d.end) });
    for (const s of names.starImports) merged.starImports.push({ ...s, scope: scope(s.scope), start: move(s.start), end: move(s.end) });
  }
  return merged;
}

/**
 * Whether `text` parses without an error node. Its walk's facts may have come from walk.ts's own cache after
 * slicedParse.ts let its tree go (the same added lines in question after question): then it is parsed again, a few
 * lines, not the whole script.
 */
function parsesCleanly(text: string): boolean {
  if (cleanTreeOf(text)) return true;
  parsePython(text);
  return cleanTreeOf(text) !== null;
}

function codeLines(part: string): string[] {
  return part.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

function hasStatement(part: string): boolean {
  return codeLines(part).length > 0;
}

/** A first statement indented would, in the script, continue the block the part before it ended in. */
function startsAtMargin(part: string): boolean {
  const first = codeLines(part)[0];
  return first !== undefined && first[0] !== ' ' && first[0] !== '\t';
}

/**
 * The added lines without their comment lines and without the comment each line ends in, and where an offset in
 * that text is in the part. A line whose comment a scan of its quotes cannot place for sure is kept whole, and a
 * part with a triple quote or a `\` (a string or a line that goes on past its line end) is kept as it is.
 */
function withoutComments(part: string): { text: string; at: (offset: number) => number } {
  if (part.includes('"""') || part.includes("'''") || part.includes('\\')) return { text: part, at: (offset) => offset };
  const kept: string[] = [];
  const from: number[] = []; // where each kept line starts, in the part
  const to: number[] = []; // and in the text
  let start = 0;
  let length = 0;
  for (const line of part.split('\n')) {
    const code = codeBeforeComment(line);
    if (code.trim()) {
      from.push(start);
      to.push(length);
      kept.push(code);
      length += code.length + 1;
    }
    start += line.length + 1;
  }
  const at = (offset: number) => {
    let lo = 0;
    let hi = to.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (to[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return to.length ? from[lo] + offset - to[lo] : offset;
  };
  return { text: kept.join('\n'), at };
}

/** The line up to its comment; the whole line when a `{` before it may be an f-string's (quotes nest there). */
function codeBeforeComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i).includes('{') ? line : line.slice(0, i).trimEnd();
  }
  return line;
}
