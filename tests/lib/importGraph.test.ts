// Imports run one way (hostile review 2026-12-04): what ships (lib/, cli/, components/, entrypoints/) imports nothing
// from tools/ or tests/, tools/ nothing from tests/, and no module of lib/ reaches itself again through its runtime
// imports (a cycle makes the order modules load in decide what is defined). Read from the TypeScript syntax tree: for
// cycles, an import of types only costs nothing at run time and is left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repository file a relative specifier names, or null (a package, or a file that is not there). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base.replace(/\.m?js$/, '.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** The files `file` imports (or re-exports from); with `runtimeOnly`, imports of types alone are left out. */
function importsOf(file: string, runtimeOnly: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (runtimeOnly && typesOnly(statement)) continue;
    const target = resolveSpecifier(file, specifier.text);
    if (target) found.push(target);
  }
  return found;
}

function typesOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false; // `import './x'` runs x
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** Every cycle of runtime imports among `files`, each as its files (strongly connected components, Tarjan). */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file, true)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

/** Each import from a file under one of `from` to a file under one of `to`, as "importer -> imported". */
function importsAcross(from: string[], to: string[]): string[] {
  const under = (file: string, folders: string[]) => folders.some((folder) => file.startsWith(`${resolve(ROOT, folder)}/`));
  return from
    .flatMap((folder) => sourceFiles(resolve(ROOT, folder)))
    .flatMap((file) =>
      importsOf(file, false)
        .filter((target) => under(target, to))
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    );
}

describe('import graph', () => {
  it('what ships imports nothing from tools/ or tests/', () => {
    expect(importsAcross(['lib', 'cli', 'components', 'entrypoints'], ['tools', 'tests'])).toEqual([]);
  });
  it('tools/ imports nothing from tests/ (tests may import tools)', () => {
    expect(importsAcross(['tools'], ['tests'])).toEqual([]);
  });
  it('lib/ has no cycle of runtime imports', () => {
    expect(importCycles(sourceFiles(resolve(ROOT, 'lib')))).toEqual([]);
  });
});
