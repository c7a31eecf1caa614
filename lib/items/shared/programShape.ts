// The shape of a posted program that decides its runnability beyond single names (codebook v2, `code_runnable`):
// code that only defines classes or functions and never runs them, and methods pasted without their class. Read
// from the Python walk's scoped names (lib/python/walkFacts.ts NameFacts), never from the text.
import type { PythonBlockFacts, Scope } from '../../python/walkFacts';

/** A `def` or `class` statement of the module (its scope's span covers the whole statement). */
const isTopLevelDefinition = (s: Scope) => s.parent === 0 && (s.kind === 'function' || s.kind === 'class');

/**
 * Whether a block runs nothing at module level: every name it reads is read inside a top-level `def` or `class`
 * statement (their bodies, bases, defaults). Imports and constant assignments (`BATCH = 32`) read nothing; a call, a
 * loop or a `print` at module level reads a name and is work.
 */
function runsNothing(fact: PythonBlockFacts): boolean {
  const definitions = fact.names.scopes.filter(isTopLevelDefinition);
  return fact.names.reads.every((r) => r.recovered || definitions.some((d) => d.start <= r.start && r.end <= d.end));
}

/**
 * Codebook v2 `code_runnable`: "code that only defines classes or functions and never calls them". The names of the
 * top-level classes and functions when no Python block runs anything at module level (so nothing calls them, not even
 * from another block); null when some block runs code, or nothing is defined.
 */
export function definitionsNeverCalled(blocks: readonly PythonBlockFacts[]): string[] | null {
  if (!blocks.length || !blocks.every(runsNothing)) return null;
  const names = blocks.flatMap((b) => b.names.scopes.filter(isTopLevelDefinition).map((s) => s.name ?? '?'));
  return names.length ? names : null;
}

/**
 * Methods pasted without their class: a top-level `def` whose first parameter is `self` (codebook: a fragment, a
 * large gap). The walk binds parameters in their function's scope, in order, so the first parameter binding of the
 * scope is the first parameter. A post with a `class` statement is left out: there the methods are that class's,
 * pasted with its body's indentation lost (`class Net(nn.Module):` then `def forward(self, x):` at column 0), or
 * a method quoted again in a block of its own.
 */
export function methodsWithoutClass(blocks: readonly PythonBlockFacts[]): string[] {
  const found: string[] = [];
  if (blocks.some((fact) => fact.names.scopes.some((s) => s.kind === 'class'))) return found;
  for (const fact of blocks) {
    const { scopes, bindings } = fact.names;
    scopes.forEach((scope, index) => {
      if (scope.parent !== 0 || scope.kind !== 'function') return;
      const first = bindings.find((b) => b.scope === index && b.kind === 'parameter');
      if (first?.name === 'self') found.push(scope.name ?? '?');
    });
  }
  return found;
}
