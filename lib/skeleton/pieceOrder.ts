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
  // Each block's words, read once: whether a block uses another's names is then a lookup per name.
  const uses = pieces.map((p) => namesUsed(p.text));
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

/** Words of `text` not read as an attribute: where `(?<![\w.])name\b` would match, for each name. */
function namesUsed(text: string): Set<string> {
  const words = new Set<string>();
  forEachWord(text, (start, end) => {
    if (text[start - 1] !== '.') words.add(text.slice(start, end));
  });
  return words;
}
