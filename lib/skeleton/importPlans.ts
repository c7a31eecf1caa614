// The imports of the script (docs/skeleton.md, "Imports"): an import of a module no reader can install (the
// asker's own file) is a TODO; once the code needs edits anyway, third-party imports it never uses are dropped;
// the stand-ins' own modules are imported at the top; and a name the question imports only further down, or
// only inside a function, is imported at the top with the question's own statement.
import type { PythonBlockFacts } from '../analysis/blockFacts';
import type { CodePiece } from './codePieces';
import { type CodeWords, commentCut, isAsciiName } from './codeWords';
import type { LinePlan } from './dataStandIns';
import { moduleStanding } from '../python/knownModules';
import { lineAtOffset, lineStartsOf } from './lineIndex';

/** Imports: a module nobody can install gets a TODO; an unused third-party import is dropped when edits are needed anyway. */
export function planImports(
  piece: CodePiece,
  facts: PythonBlockFacts | null,
  words: CodeWords,
  editsNeeded: boolean,
): Map<number, LinePlan> {
  const plans = new Map<number, LinePlan>();
  if (!facts) return plans;
  const lines = piece.text.split('\n');
  const starts = lineStartsOf(piece.text);
  for (const fact of facts.imports) {
    const i = lineAtOffset(starts, fact.start);
    if (plans.has(i) || lines[i].includes('(') || lines[i].trimEnd().endsWith('\\')) continue;
    const standing = moduleStanding(fact.module);
    const names = fact.bound.filter((n) => n !== '*');
    const unused = names.length > 0 && names.every((n) => countUses(n, words) <= 1);
    if (standing === 'unknown') {
      plans.set(
        i,
        unused
          ? { skip: "imports a module of the asker's project that the code shown never uses" }
          : {
              todo: `imports \`${fact.module}\`, which is not a package ReproLens knows: if it is a module of your project, include the parts the code uses`,
            },
      );
    } else if (standing === 'third-party' && unused && editsNeeded) {
      plans.set(i, { skip: 'imported but never used in the code shown' });
    }
  }
  return plans;
}

/**
 * Occurrences of `name` as a whole word not read as an attribute, before the first `#` of their line (the
 * import line itself counts once): `(?<![\w.])name(?!\w)` per line, counted from the word index.
 */
export function countUses(name: string, words: CodeWords): number {
  if (!isAsciiName(name)) return countUsesByPattern(name, words.text);
  let count = 0;
  for (const at of words.uses(name)) {
    const line = words.lineOf(at);
    if (at - words.lineStarts[line] < words.firstHash(line)) count++;
  }
  return count;
}

/** The same count for a name the word index does not hold (a dotted or non-ASCII one), by pattern. */
function countUsesByPattern(name: string, code: string): number {
  const pattern = new RegExp(`(?<![\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`, 'g');
  let count = 0;
  for (const line of code.split('\n')) {
    const hash = line.indexOf('#');
    count += ((hash >= 0 ? line.slice(0, hash) : line).match(pattern) ?? []).length;
  }
  return count;
}

const NEEDED_IMPORT: Record<string, string> = {
  np: 'import numpy as np',
  torch: 'import torch',
  torchvision: 'import torchvision',
  pd: 'import pandas as pd',
  types: 'import types',
  os: 'import os',
};

/** The imports the stand-ins need, in the order they were needed, unless an added import already gives them. */
export function neededImports(needs: Set<string>, imports: string[]): string[] {
  const lines: string[] = [];
  for (const need of needs) {
    const statement = NEEDED_IMPORT[need];
    // Added even when the question imports it further down: the stand-ins run before the question's imports.
    if (!statement || imports.some((i) => i.startsWith(`${statement} `) || i === statement)) continue;
    lines.push(`${statement}  # ReproLens: added for the stand-in data below`);
  }
  return lines;
}

const IMPORTS_OF: Record<string, RegExp> = {
  np: /^import numpy as np\b/,
  torch: /^import torch\s*(?:#.*)?$|^import torch,/,
  torchvision: /^import torchvision\s*(?:#.*)?$/,
  pd: /^import pandas as pd\b/,
  os: /^import os\s*(?:#.*)?$/,
};

/**
 * Where the question's own code first imports each module a stand-in may need, at module level and in script
 * order: a stand-in written below that line is served by the question's import. Read once for all the plans.
 */
export function firstImports(pieces: CodePiece[]): (piece: number, line: number, need: string) => boolean {
  const first = new Map<string, [number, number]>();
  pieces.forEach((p, piece) => {
    p.text.split('\n').forEach((text, line) => {
      for (const [need, pattern] of Object.entries(IMPORTS_OF)) if (!first.has(need) && pattern.test(text)) first.set(need, [piece, line]);
    });
  });
  return (piece, line, need) => {
    const at = first.get(need);
    return !!at && (at[0] < piece || (at[0] === piece && at[1] < line));
  };
}

/**
 * The question's own one-line import statement binding each name (`import numpy as np`, `from x import name`),
 * the first in the code; read once, for the names the script reads before they are bound.
 */
export function questionImports(code: string): Map<string, string> {
  const bound = new Map<string, string>();
  const bind = (name: string, statement: string) => {
    if (!bound.has(name)) bound.set(name, statement);
  };
  for (const raw of code.split('\n')) {
    const line = raw.slice(0, commentCut(raw)).trim();
    const plain = /^import\s+([\w.]+)(?:\s+as\s+(\w+))?$/.exec(line);
    if (plain) bind(plain[2] ?? plain[1].split('.')[0], line);
    const from = /^from\s+([\w.]+)\s+import\s+([\w\s,]+)$/.exec(line);
    if (from) {
      for (const part of from[2].split(',')) {
        const m = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(part.trim());
        if (m) bind(m[2] ?? m[1], `from ${from[1]} import ${part.trim()}`);
      }
    }
  }
  return bound;
}
