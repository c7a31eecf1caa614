// Which names a script reads where Python would raise NameError: at module level before any statement binds
// them (`model = nn.DataParallel(model)` with no model above), or inside a function when no module-level
// statement ever binds them (a name that is only another function's local). The engine's checklist facts are
// order-blind on purpose (a question's blocks may be shown in any order); a script runs top to bottom, so the
// skeleton's "expected to run" needs this stricter reading. The names, scopes and positions come from the
// Python walk (lib/python/walk.ts); this file only resolves each read through its scopes.
import type { NameFacts, Read } from '../python/walkFacts';
import { PYTHON_BUILTINS } from '../python/builtins';
import { analyzePythonSource } from '../python/walk';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import { type ScriptPart, scriptNameFacts } from './scriptNames';

export interface UnboundRead {
  name: string;
  /** 0-based line of the first such read. */
  line: number;
  /** "later": bound further down at module level; "never": no module-level statement binds it. */
  bound: 'later' | 'never';
}

const MODULE_EXTRAS = new Set([
  '__name__',
  '__file__',
  '__doc__',
  '__builtins__',
  '__spec__',
  '__package__',
  '__loader__',
  'exit',
  'quit',
  'display',
  'get_ipython',
]);

export function findUnboundReads(source: string): UnboundRead[] {
  return unboundReadsByLine(source, analyzePythonSource(source).names);
}

/** findUnboundReads of the parts' texts joined by '\n', read from the parts' own walks where they allow it (./scriptNames.ts). */
export function findUnboundReadsOfParts(parts: ScriptPart[]): UnboundRead[] {
  return unboundReadsByLine(parts.map((p) => p.text).join('\n'), scriptNameFacts(parts));
}

function unboundReadsByLine(source: string, names: NameFacts): UnboundRead[] {
  const starts = lineStartsOf(source);
  return unboundReads(names).map((read) => ({
    name: read.name,
    line: lineAtOffset(starts, read.start),
    bound: read.bound,
  }));
}

/**
 * The first unbound read of each name, in the order of the text. A read resolves through its scopes as Python's
 * do: a class body or comprehension (both run where they stand) sees its own names, then the enclosing scope's;
 * a function or lambda body runs later, so it sees its own names anywhere in it, its enclosing functions' (class
 * scopes are skipped), and every module-level binding. At module level a name must be bound before the read.
 * A variable's annotation is read where Python evaluates it, at module and class level (a function's local
 * annotations are never evaluated); a def's annotations and `del` targets are no reads here. After a module-level
 * `from m import *`, capitalised names may come from it; `global g` anywhere makes `g` a module-level name for
 * every function, whichever runs first.
 */
export function unboundReads(names: NameFacts): Array<{ name: string; start: number; bound: 'later' | 'never' }> {
  const { scopes } = names;
  const bound = scopes.map(() => new Map<string, number>()); // earliest effective offset per name, per scope
  for (const binding of names.bindings) {
    if (binding.kind === 'annotation') continue; // `x: int` declares, binds nothing
    const earliest = bound[binding.scope].get(binding.name);
    if (earliest === undefined || binding.effective < earliest) bound[binding.scope].set(binding.name, binding.effective);
  }
  const globals = new Set<string>();
  const nonlocals = scopes.map(() => new Set<string>());
  for (const declaration of names.declarations) {
    for (const name of declaration.names) (declaration.kind === 'global' ? globals : nonlocals[declaration.scope]).add(name);
  }
  const inFunction = (scope: number | null): boolean => {
    for (let s = scope; s !== null; s = scopes[s].parent) if (scopes[s].kind === 'function' || scopes[s].kind === 'lambda') return true;
    return false;
  };
  // Module-level star imports: the first one's end is what matters.
  const firstStar = Math.min(...names.starImports.filter((star) => !inFunction(star.scope)).map((star) => star.end));
  const known = (name: string) => globals.has(name) || PYTHON_BUILTINS.has(name) || MODULE_EXTRAS.has(name);
  const starExcuses = (name: string, at: number) => Number.isFinite(firstStar) && firstStar <= at && /^[A-Z]/.test(name);

  // Above a function or lambda, resolution does not depend on where in the body the read is: kept per scope and name.
  const aboveFunction = scopes.map(() => new Map<string, boolean>());
  const resolvesAbove = (body: number, name: string): boolean => {
    const visited: number[] = [];
    let result = true;
    for (let scope: number | null = body; scope !== null; scope = scopes[scope].parent) {
      const kind = scopes[scope].kind;
      if (scope !== body) {
        const effective = bound[scope].get(name);
        if (kind === 'module') {
          result = effective !== undefined || known(name) || starExcuses(name, Number.POSITIVE_INFINITY);
          break;
        }
        if (kind === 'comprehension' && effective !== undefined) break;
        if (kind !== 'function' && kind !== 'lambda') continue; // a class scope is not seen from its methods
        if (effective !== undefined || nonlocals[scope].has(name)) break;
      }
      const cached = aboveFunction[scope].get(name);
      if (cached !== undefined) {
        result = cached;
        break;
      }
      visited.push(scope);
    }
    for (const scope of visited) aboveFunction[scope].set(name, result);
    return result;
  };

  const resolves = (read: Read): boolean => {
    const { name, start } = read;
    for (let scope: number | null = read.scope; scope !== null; scope = scopes[scope].parent) {
      const kind = scopes[scope].kind;
      const effective = bound[scope].get(name);
      if (kind === 'module') return (effective !== undefined && effective <= start) || known(name) || starExcuses(name, start);
      if (kind === 'comprehension' && effective !== undefined) return true;
      if (kind === 'class' && effective !== undefined && effective <= start) return true;
      if (kind === 'function' || kind === 'lambda')
        return effective !== undefined || nonlocals[scope].has(name) || resolvesAbove(scope, name);
    }
    return true;
  };

  const counts = (read: Read): boolean => {
    if (read.context === 'annotation') return scopes[read.scope].kind === 'module' || scopes[read.scope].kind === 'class';
    return read.context === 'value' || read.context === 'augmented';
  };
  const seen = new Set<string>();
  const found: Array<{ name: string; start: number; bound: 'later' | 'never' }> = [];
  for (const read of [...names.reads].sort((a, b) => a.start - b.start)) {
    if (!counts(read) || seen.has(read.name) || resolves(read)) continue;
    seen.add(read.name);
    found.push({ name: read.name, start: read.start, bound: bound[0].has(read.name) ? 'later' : 'never' });
  }
  return found;
}
