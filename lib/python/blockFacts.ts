// The block's facts from a finished walk: the lists as found, placeholders without overlaps, the models
// resolved, the frameworks the block references through imports or qualified names.
import type { Located } from '../analysis/blockFacts';
import type { PythonBlockFacts } from './walkFacts';
import { allModels, modelClassFacts, resolveModelClasses, sequentialFacts } from './modelFacts';
import { conventionalModule, FRAMEWORK_MODULES } from './knownModules';
import type { WalkState } from './walkState';

/** What the clean-up (source.ts) took out before parsing, as [start, end) in the block's text. */
export interface Removed {
  magics: Array<[number, number]>;
  gaps: Array<[number, number]>;
}

export function blockFacts(walk: WalkState, removed: Removed): PythonBlockFacts {
  const original = walk.original;
  // `<your code here>` and `.....` lines were blanked before parsing (source.ts).
  for (const [start, end] of removed.gaps) walk.placeholders.push({ start, end, text: original.slice(start, end) });
  const modelClasses = resolveModelClasses(walk);
  return {
    kind: 'python',
    errorCount: walk.errorCount,
    lines: countCodeLines(original),
    imports: walk.imports,
    defined: [...walk.defined],
    used: walk.used,
    models: allModels(walk, modelClasses),
    training: walk.training,
    hyperparameters: walk.hyperparameters,
    dataLoads: walk.dataLoads,
    writtenPaths: walk.writtenPaths,
    standInData: walk.standInData,
    modelInputs: walk.modelInputs,
    placeholders: widestOnly(walk.placeholders),
    magics: removed.magics.map(([start, end]) => ({ start, end, text: original.slice(start, end) })),
    prints: walk.prints,
    frameworks: frameworks(walk),
    names: walk.names,
    modelClasses: modelClassFacts(walk, modelClasses),
    sequentials: sequentialFacts(walk),
  };
}

function frameworks(walk: WalkState): string[] {
  const found = new Set<string>();
  const add = (module: string) => {
    const root = module.split('.')[0];
    if (FRAMEWORK_MODULES.has(root)) found.add(root);
    if (root === 'tensorflow' && /\.keras\b/.test(module)) found.add('keras');
  };
  for (const fact of walk.imports) if (!fact.module.startsWith('.')) add(fact.module);
  for (const root of walk.attributeRoots) {
    if (walk.importBound.has(root)) continue; // already counted through its import
    if (walk.defined.has(root)) continue;
    add(conventionalModule(root) ?? root);
  }
  return [...found];
}

/** `....` is both an Ellipsis token and a gap line: keep the widest of overlapping placeholders. */
function widestOnly(found: Located[]): Located[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Located[] = [];
  for (const p of sorted) {
    const last = kept[kept.length - 1];
    if (last && p.start < last.end) continue;
    kept.push(p);
  }
  return kept;
}

/** Lines whose first non-blank character is not `#` (blank as String.prototype.trim reads it). */
function countCodeLines(text: string): number {
  let count = 0;
  for (let start = 0; start <= text.length; ) {
    let i = start;
    while (i < text.length && isTrimmed(text.charCodeAt(i))) i++;
    if (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) count++;
    const newline = text.indexOf('\n', i);
    if (newline < 0) break;
    start = newline + 1;
  }
  return count;
}

const TRIMMED = /\s/;

/** Whitespace but the newline: ASCII blanks by code, the rest as `\s` reads them. */
function isTrimmed(code: number): boolean {
  if (code === 32 || code === 9 || code === 11 || code === 12 || code === 13) return true;
  return code > 127 && TRIMMED.test(String.fromCharCode(code));
}
