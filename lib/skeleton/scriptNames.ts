// The names of the assembled script (nameOrder.ts reads them for run order), from the walks of its parts rather than
// a parse of the whole: the script is mostly the question's pieces as they are, whose trees the skeleton's walk has
// just parsed (lib/python/slicedParse.ts keeps them), so walking the script again parsed its length once more
// (docs/performance.md, "Parsing, counted"). A part that parses cleanly by itself and starts at the left margin is,
// in the script, the same statements at module level: its names shift by its offset, its scopes join the module's.
// Any other part (a syntax error, an indented first line) and the script is walked whole, as before.
import { cleanTreeOf } from '../python/slicedParse';
import { analyzePythonSource } from '../python/walk';
import type { NameFacts } from '../python/walkFacts';

/** The names of `parts.join('\n')`, as analyzePythonSource of that text gives them to unboundReads. */
export function scriptNameFacts(parts: string[]): NameFacts {
  const script = parts.join('\n');
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
    offset += part.length + 1;
    if (!hasStatement(part)) continue; // blank and comment lines bind and read nothing
    if (!startsAtMargin(part)) return analyzePythonSource(script).names;
    const names = analyzePythonSource(part).names;
    if (!cleanTreeOf(part)) return analyzePythonSource(script).names;
    // The part's scopes after the module's go at the end of the merged list; its module scope is the script's.
    const base = merged.scopes.length - 1;
    const scope = (s: number) => (s === 0 ? 0 : s + base);
    for (const s of names.scopes.slice(1))
      merged.scopes.push({ ...s, parent: s.parent === null ? null : scope(s.parent), start: s.start + at, end: s.end + at });
    for (const b of names.bindings)
      merged.bindings.push({ ...b, scope: scope(b.scope), start: b.start + at, end: b.end + at, effective: b.effective + at });
    for (const r of names.reads) merged.reads.push({ ...r, scope: scope(r.scope), start: r.start + at, end: r.end + at });
    for (const d of names.declarations) merged.declarations.push({ ...d, scope: scope(d.scope), start: d.start + at, end: d.end + at });
    for (const s of names.starImports) merged.starImports.push({ ...s, scope: scope(s.scope), start: s.start + at, end: s.end + at });
  }
  return merged;
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
