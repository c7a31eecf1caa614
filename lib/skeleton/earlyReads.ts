// A statement that reads a name before any statement binds it, when a later statement of the question's code does
// bind it, is left out, commented with the reason, rather than the script failing there with a NameError (docs/skeleton.md,
// "Run order is checked last"). Askers quote the failing line again above the code that defines its inputs, or indent a line into
// the class it uses. A statement that then reads a name only the left-out statements bound goes too. The reads come
// from the run-order walk (nameOrder.ts); the statement around a read from the piece's lezer tree.
import type { SyntaxNode } from '@lezer/common';
import { parsePython } from '../python/slicedParse';
import type { NameFacts } from '../python/walkFacts';
import type { CodePiece } from './codePieces';
import type { LinePlan } from './dataStandIns';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import { unboundReads } from './nameOrder';
import { commentOut } from './parseableSource';
import { type ScriptPart, scriptNameFacts } from './scriptNames';

/** Per script line: the piece and the piece's line it shows as the asker wrote it, or null. */
export type LineOrigins = Array<{ piece: number; line: number } | null>;

/** The nodes whose children are statements: a statement is the child of one of these that holds a read. */
const STATEMENT_PARENTS = ['Script', 'Body'];

/** How many rounds of leaving out (each can unbind names the next reads) before the rest is a TODO. */
export const EARLY_READ_ROUNDS = 4;

export interface EarlyReadState {
  /** Names bound only by statements already left out: their reads are left out too. */
  unbound: Set<string>;
}

/**
 * Leaves out (through `plans`) each question statement holding the first read of a name bound only further down,
 * or bound only by a statement left out before; `keep(name)` says a name is resolved otherwise (an import). True when
 * a statement was left out, so the script is rendered and read again.
 */
export function leaveOutEarlyReads(
  parts: ScriptPart[],
  origins: LineOrigins,
  pieces: CodePiece[],
  plans: Array<Map<number, LinePlan>>,
  keep: (name: string) => boolean,
  state: EarlyReadState,
): boolean {
  const names = scriptNameFacts(parts);
  const starts = lineStartsOf(parts.map((p) => p.text).join('\n'));
  let changed = false;
  for (const read of unboundReads(names)) {
    if (keep(read.name) || (read.bound !== 'later' && !state.unbound.has(read.name))) continue;
    const at = lineAtOffset(starts, read.start);
    const origin = origins[at];
    if (!origin) continue;
    const piece = pieces[origin.piece];
    const pieceStarts = lineStartsOf(piece.text);
    const span = statementLines(piece.text, pieceStarts[origin.line] + read.start - starts[at], pieceStarts);
    if (!span) continue;
    const [first, last] = span;
    const scriptLines = origins.flatMap((o, k) => (o && o.piece === origin.piece && o.line >= first && o.line <= last ? [k] : []));
    const from = starts[Math.min(...scriptLines)];
    const to = starts[Math.max(...scriptLines) + 1] ?? Number.POSITIVE_INFINITY;
    if (!state.unbound.has(read.name) && !definedLater(names, read, from, to)) continue;
    for (const b of names.bindings) if (b.start >= from && b.start < to) state.unbound.add(b.name);
    leaveOut(piece.text.split('\n'), first, last, read.name, plans[origin.piece]);
    changed = true;
  }
  return changed;
}

/**
 * Whether a statement other than the one being left out ([from, to) of the script) binds the name after the read
 * without reading it first: `dataset = dataset[idx]` or `total += x` do not define a name the question never gives.
 */
function definedLater(names: NameFacts, read: { name: string; start: number }, from: number, to: number): boolean {
  const reads = names.reads.filter((r) => r.name === read.name && (r.start < from || r.start >= to));
  return names.bindings.some(
    (b) =>
      b.name === read.name &&
      (b.start < from || b.start >= to) &&
      b.effective > read.start &&
      !reads.some((r) => r.start >= b.start && r.start < b.effective),
  );
}

/** The first and last line of the statement (a child of the module or of a block body) around `offset`. */
function statementLines(text: string, offset: number, starts: number[]): [number, number] | null {
  let node: SyntaxNode | null = parsePython(text).topNode.resolveInner(offset, 1);
  while (node?.parent && !STATEMENT_PARENTS.includes(node.parent.name)) node = node.parent;
  if (!node?.parent) return null;
  return [lineAtOffset(starts, node.from), lineAtOffset(starts, Math.max(node.from, node.to - 1))];
}

/** The statement's first line is skipped with the reason (a `pass` keeps its block valid), the rest commented with it. */
function leaveOut(lines: string[], first: number, last: number, name: string, plans: Map<number, LinePlan>): void {
  plans.set(first, { skip: `reads \`${name}\` before the question's code defines it` });
  for (let line = first + 1; line <= last; line++) plans.set(line, { replace: [commentOut(lines[line], 'part of the statement above')] });
}
