// Shapes the code fixes, read from a block's text: the integer constants it assigns, the sizes of generated
// stand-in data, a Keras model's declared input and a Keras summary's shapes (checklist item `data`).
import type { JudgeContext } from '../../context';
import { alternationRegExp } from '../../phraseRules';

// A Keras model's declared input (`input_shape=(28, 28, 1)`, `batch_input_shape=(60, steps, 9)`,
// `Input(shape=(img_rows, img_cols, 3))`, `input_dim=8`): the shape of the data it is fed (TF/Keras
// first-class). The group holds the tuple's entries (or input_dim's value), read by kerasInputShape.
// `input_shape=dims` / `Input(shape=inputShape, …)` name a tuple the block assigns (groups 4 and 5).
// One form per line; each carries its own capture group, numbered in this order (1–5).
const KERAS_INPUT_FORMS: readonly string[] = [
  '\\b(?:batch_)?input_shape\\s*=\\s*[([]([^()[\\]\\n]*)[)\\]]',
  '\\bInput\\(\\s*(?:shape\\s*=\\s*)?[([]([^()[\\]\\n]*)[)\\]]',
  '\\binput_dim\\s*=\\s*(\\w+)',
  '\\b(?:batch_)?input_shape\\s*=\\s*([A-Za-z_]\\w*)(?![\\w.([])',
  '\\bInput\\(\\s*(?:shape\\s*=\\s*)?([A-Za-z_]\\w*)\\s*[,)]',
];
export const KERAS_INPUT = alternationRegExp(KERAS_INPUT_FORMS, { flags: 'g' });
// `dim = (420, 48, 48, 1)  # comment` and `inputShape = (dim)`: a tuple of sizes, or another name for one.
const TUPLE_ASSIGNMENT = /^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*\(([^()\n]*)\)[ \t]*(?:#[^\n]*)?$/gm;

/** The tuples a block assigns by name, with aliases (`inputShape = (dim)`) resolved to the tuple they name. */
function tupleConstants(text: string): Map<string, string[]> {
  const tuples = new Map<string, string[]>();
  for (const m of text.matchAll(TUPLE_ASSIGNMENT)) {
    const entries = m[2]
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const aliased = entries.length === 1 ? tuples.get(entries[0]) : undefined;
    if (aliased) tuples.set(m[1], aliased);
    else if (m[2].includes(',')) tuples.set(m[1], entries);
  }
  return tuples;
}
// A shape in a Keras summary table: `(None, 30, 30, 64)`.
export const SUMMARY_SHAPE = /\(None(?:,\s*\d+)+\)/;
// `N, D_in, H, D_out = 64, 1000, 100, 10` / `batch_size = 32  # comment`: integer constants the code assigns.
const INT_ASSIGNMENT = /^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=\s*(\d+(?:\s*,\s*\d+)*)\s*(?:#.*)?$/;
// `M = N = 1000`: one integer bound to several names.
const CHAINED_INT_ASSIGNMENT = /^\s*([A-Za-z_]\w*(?:\s*=\s*[A-Za-z_]\w*)+)\s*=\s*(\d+)\s*(?:#.*)?$/;
// Calls whose positional arguments are the dimensions of the tensor they make.
const SIZE_CALL = /(?:^|\.)(?:randn|rand|zeros|ones|empty)$/;

// `Note: IMG_SIZE = 200` written in the prose: the asker states the constant the code uses (codebook `data`: a shape
// stated in prose counts like one in the code). Only names the code could use: an identifier, not a phrase.
const PROSE_INT_ASSIGNMENT = /(?<![\w.])([A-Za-z_]\w*)\s?=\s?(\d+)(?![\w.])/g;

/** The integer constants the code assigns and, under them, those the prose states (item `data` reads both). */
export function statedIntConstants(ctx: JudgeContext): Map<string, number> {
  const constants = new Map<string, number>();
  for (const b of ctx.question.blocks) {
    if (b.kind !== 'prose') continue;
    for (const m of b.text.matchAll(PROSE_INT_ASSIGNMENT)) constants.set(m[1], Number(m[2]));
  }
  for (const [name, value] of intConstants(ctx)) constants.set(name, value);
  return constants;
}

/** Per question: the items `data` and `hyperparameters` both read the constants, which are scanned once. */
const intConstantsByQuestion = new WeakMap<JudgeContext, ReadonlyMap<string, number>>();

export function intConstants(ctx: JudgeContext): ReadonlyMap<string, number> {
  let constants = intConstantsByQuestion.get(ctx);
  if (!constants) {
    constants = scanIntConstants(ctx);
    intConstantsByQuestion.set(ctx, constants);
  }
  return constants;
}

function scanIntConstants(ctx: JudgeContext): Map<string, number> {
  const constants = new Map<string, number>();
  for (const { block } of ctx.python) {
    for (const line of ctx.question.blocks[block].text.split('\n')) {
      if (!line.includes('=')) continue; // both forms are assignments
      const chained = CHAINED_INT_ASSIGNMENT.exec(line);
      if (chained) {
        for (const n of chained[1].split('=')) constants.set(n.trim(), Number(chained[2]));
        continue;
      }
      const m = INT_ASSIGNMENT.exec(line);
      if (!m) continue;
      const names = m[1].split(',').map((n) => n.trim());
      const values = m[2].split(',').map((v) => Number(v.trim()));
      if (names.length === values.length)
        names.forEach((n, i) => {
          constants.set(n, values[i]);
        });
    }
  }
  return constants;
}

/**
 * `torch.randn(N, D_in)` after `N, D_in = 64, 1000`, or `torch.randn(batch_size, 3, 32, 32)`: every
 * dimension is a literal or a constant the code assigns, except perhaps the leading batch dimension — the
 * shape of the generated data is as plain as with literal sizes.
 */
export function sizesKnown(call: string, text: string, constants: Map<string, number>): boolean {
  if (!SIZE_CALL.test(call)) return false;
  let inner = text.slice(call.length).trim();
  if (!inner.startsWith('(') || !inner.endsWith(')')) return false;
  inner = inner.slice(1, -1).trim();
  const tuple = /^[([]([^()[\]]*)[)\]]/.exec(inner);
  const args = (tuple ? tuple[1] : inner)
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a && !a.includes('='));
  if (!args.length || args.some((a) => /[()[\]]/.test(a))) return false;
  const known = args.map((a) => /^\d+$/.test(a) || constants.has(a));
  return args.length === 1 ? known[0] : known.slice(1).every(Boolean);
}

/**
 * The first Keras input declaration of a block. Its entries are literals, `None` (the batch) or names: when every
 * name is a constant the code assigns, the shape is as plain as with literals (codebook `data`: "obvious from
 * code") — present; else the shape is declared but its sizes are not shown — partial, never absent.
 */
export function kerasInputShape(
  text: string,
  constants: Map<string, number>,
): { known: boolean; note: string; start: number; end: number } | null {
  let tuples: Map<string, string[]> | null = null;
  for (const m of text.matchAll(KERAS_INPUT)) {
    const named = m[4] ?? m[5];
    // A named shape counts only when the block assigns that tuple; else nothing is said here (another match may be).
    if (named) tuples ??= tupleConstants(text);
    const entries = named
      ? (tuples!.get(named) ?? [])
      : (m[1] ?? m[2] ?? m[3])
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
    if (!entries.length) continue;
    const known = entries.every((e) => /^(?:\d+|None)$/.test(e) || constants.has(e)) && entries.some((e) => e !== 'None');
    const note = known ? 'model input shape in the code' : 'model input shape declared, its sizes not shown';
    return { known, note, start: m.index!, end: m.index! + m[0].length };
  }
  return null;
}

// A shape written in a comment or a docstring, with symbols (`# (n1, n2, 2)`, `#x: bs*N x 3 x 128 x 128`, "a tensor of
// size (n_boxes, 4)"): codebook v2 `data`: "A shape written with symbols … for the asker's input is stated"; which tensor
// a comment speaks of (the input, an intermediate, the output) is not known, so it counts as partial, never absent.
const SYMBOLIC_SHAPE_FORMS: readonly string[] = [
  '(?<![\\w.])[([][ \\t]*[A-Za-z_]\\w*[ \\t]*,[ \\t]*\\w+(?:[ \\t]*,[ \\t]*\\w+)*[ \\t]*[)\\]]',
  '\\b\\w+[ \\t]+[x×][ \\t]+\\w+(?:[ \\t]+[x×][ \\t]+\\w+)+\\b',
];
const SYMBOLIC_SHAPE = alternationRegExp(SYMBOLIC_SHAPE_FORMS, { flags: '' });
// A docstring's text.
const DOCSTRING = /"""([\s\S]*?)"""|'''([\s\S]*?)'''/g;

/** The offset of the line's comment (its `#` outside string literals), or -1. */
function commentStart(line: string): number {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return i;
  }
  return -1;
}

/** Every comment and docstring of a Python block: its text and the offset where that text starts in the block. */
function commentTexts(text: string): Array<{ body: string; at: number }> {
  const found: Array<{ body: string; at: number }> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const hash = commentStart(line);
    if (hash >= 0) found.push({ body: line.slice(hash + 1), at: offset + hash + 1 });
    offset += line.length + 1;
  }
  for (const m of text.matchAll(DOCSTRING)) found.push({ body: m[1] ?? m[2] ?? '', at: m.index! + 3 });
  return found;
}

/** The first symbolic shape in a comment or docstring of a Python block, with its offsets in the block. */
export function commentedShape(text: string): { start: number; end: number } | null {
  for (const { body, at } of commentTexts(text)) {
    const shape = SYMBOLIC_SHAPE.exec(body);
    if (shape) return { start: at + shape.index, end: at + shape.index + shape[0].length };
  }
  return null;
}
