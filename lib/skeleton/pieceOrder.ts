// The order the question's code blocks take in the script (docs/skeleton.md, "Run order is checked last"):
// a script runs top to bottom, but askers often show the training loop first and the model below it ("here is
// my model:"). A block that only defines things moves before the first block that uses one of them.
import type { CodePiece } from './codePieces';
import { forEachWord } from './codeWords';

/**
 * Blocks in a sensible order: a block that only defines things (imports, functions, classes, constants) and
 * comes after a block using them moves before it.
 */
export function orderPieces(pieces: CodePiece[]): CodePiece[] {
  if (pieces.length < 2) return pieces;
  // A block that only repeats lines of another block (`model = Net()` quoted again below the program, "the error
  // is here") defines nothing new: it is not hoisted above the block it repeats (docs/skeleton.md, "the right block").
  const lines = pieces.map((p) => codeLines(p.text));
  const repeats = (i: number) => lines[i].every((l) => lines.some((other, k) => k !== i && other.includes(l)));
  const defines = pieces.map((p, i) => (definitionOnly(p.text) && !repeats(i) ? topLevelDefinitions(p.text) : new Set<string>()));
  // Each block's words, read once: whether a block uses another's names is then a lookup per name. A name the block
  // binds before it reads it (`loss = …` in both a program and the fix tried below it) is its own: no reason to hoist
  // another block above it; `labels = f(labels)` reads it first.
  const uses = pieces.map((p) => {
    const words = readWords(p.text);
    return withoutOwn(words.used, boundFirst(p.text, words.first));
  });
  const placed = new Set<number>();
  const order: CodePiece[] = [];
  const place = (i: number, depth: number) => {
    if (placed.has(i) || depth > pieces.length) return;
    placed.add(i);
    for (let j = i + 1; j < pieces.length; j++) {
      if (!placed.has(j) && defines[j].size && [...defines[j]].some((name) => uses[i].has(name))) place(j, depth + 1);
    }
    order.push(pieces[i]);
  };
  pieces.forEach((_, i) => {
    place(i, 0);
  });
  return order;
}

const TOP_LEVEL_DEFINITION =
  /^(?:import\s|from\s+\S+\s+import\s|def\s|class\s|async\s+def\s|@|[A-Za-z_]\w*\s*(?::[^=]+)?=(?!=)|[ \t]|#|\)|\]|\}|'''|"""|$)/;

/** A block's code lines as a reader compares them: trimmed, without blank and comment lines. */
function codeLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

function definitionOnly(text: string): boolean {
  return text.split('\n').every((l) => TOP_LEVEL_DEFINITION.test(l));
}

function topLevelDefinitions(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/^(?:def|class|async\s+def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]+)?=(?!=)/gm))
    names.add(m[1] ?? m[2]);
  return names;
}

function withoutOwn(used: Set<string>, own: Set<string>): Set<string> {
  for (const name of own) used.delete(name);
  return used;
}

/** Names whose first mention in `text` is their binding at the top level: `x = …` not reading `x`, `def x`, `class x`. */
function boundFirst(text: string, first: ReadonlyMap<string, number>): Set<string> {
  const own = new Set<string>();
  for (const m of text.matchAll(/^(?:(?:def|class|async\s+def)\s+([A-Za-z_]\w*)|([A-Za-z_]\w*)\s*(?::[^=\n]+)?=(?!=)(.*))/gm)) {
    const name = m[1] ?? m[2];
    const at = m[1] ? m.index + m[0].length - name.length : m.index;
    const readOnLine = m[3] !== undefined && new RegExp(`(?<![\\w.])${name}\\b`).test(m[3]);
    if (first.get(name) === at && !readOnLine) own.add(name);
  }
  return own;
}

/**
 * One pass over `text`'s words: those not read as an attribute (where `(?<![\w.])name\b` would match), and where each
 * word is first mentioned, attribute or not.
 */
function readWords(text: string): { used: Set<string>; first: Map<string, number> } {
  const used = new Set<string>();
  const first = new Map<string, number>();
  forEachWord(text, (start, end) => {
    const word = text.slice(start, end);
    if (!first.has(word)) first.set(word, start);
    if (text[start - 1] !== '.') used.add(word);
  });
  return { used, first };
}
