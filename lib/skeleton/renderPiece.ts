// A code block as the script shows it (docs/skeleton.md, "What stays as the asker wrote it"): the question's
// lines verbatim under a marker naming the block, with each line's plan applied — a TODO above it, a stand-in
// instead of it (the original kept as a comment), the line commented out with the reason, lines after it.
import type { Question } from '../question';
import type { CodePiece } from './codePieces';
import type { LinePlan } from './dataStandIns';
import { commentText } from './commentText';
import { endsWithMark } from './lineEnds';
import { indentOf } from './lineIndex';
import { commentOut } from './parseableSource';
import { TODO_MARK } from './skeletonScript';

export function renderPiece(piece: CodePiece, plans: Map<number, LinePlan>, ordinal: number): string {
  return renderPieceLines(piece, plans, ordinal).lines.join('\n');
}

/**
 * The rendered piece as lines, with each line's origin: the piece's line it shows as the asker wrote it, or null
 * (the marker, ReproLens's lines, a line commented out or replaced). The run-order check maps reads back with it.
 */
export function renderPieceLines(
  piece: CodePiece,
  plans: Map<number, LinePlan>,
  ordinal: number,
): { lines: string[]; origins: Array<number | null> } {
  const out: string[] = [`# ---- the question's code block ${ordinal} ----`];
  const origins: Array<number | null> = [null];
  const lines = piece.text.split('\n');
  lines.forEach((line, i) => {
    const plan = plans.get(i);
    if (!plan) {
      out.push(line);
      origins.push(i);
      return;
    }
    const from = out.length;
    let verbatim = -1;
    if (plan.todo) out.push(`${indentOf(line)}${TODO_MARK} ${commentText(plan.todo)}`); // quotes a path from the code
    if (plan.replace) out.push(...plan.replace);
    else if (plan.skip) {
      out.push(commentOut(line, plan.skip));
      if (soleStatement(lines, i, plans)) out.push(`${indentOf(line)}pass  # ReproLens: keeps the block valid`);
    } else {
      verbatim = out.length;
      out.push(line);
    }
    if (plan.after) out.push(...plan.after);
    // A written entry may hold several lines: one origin per line of the text.
    for (let k = from; k < out.length; k++)
      origins.push(
        k === verbatim ? i : null,
        ...out[k]
          .split('\n')
          .slice(1)
          .map(() => null),
      );
  });
  return { lines: out.join('\n').split('\n'), origins };
}

/** Block index -> "code block N" as a reader counts them (only code blocks). */
export function codeBlockOrdinals(question: Question): Map<number, number> {
  const ordinals = new Map<number, number>();
  question.blocks.forEach((b, i) => {
    if (b.kind === 'code') ordinals.set(i, ordinals.size + 1);
  });
  return ordinals;
}

/** Is line `i` the only statement of its block (so commenting it out leaves the block empty)? */
function soleStatement(lines: string[], i: number, plans: Map<number, LinePlan>): boolean {
  const indent = indentOf(lines[i]).length;
  if (!indent) return false;
  // Lines skipped too count as gone; the first of a run of skipped lines writes the `pass`.
  const gone = (k: number) => plans.get(k)?.skip !== undefined;
  if (i > 0 && gone(i - 1) && indentOf(lines[i - 1]).length === indent) return false;
  const code = (k: number) => lines[k].trim() !== '' && !lines[k].trim().startsWith('#') && !gone(k);
  let before = i - 1;
  while (before >= 0 && !code(before)) before--;
  let after = i + 1;
  while (after < lines.length && !code(after)) after++;
  const opensBlock = before >= 0 && indentOf(lines[before]).length < indent && endsWithMark(lines[before], ':');
  const closesBlock = after >= lines.length || indentOf(lines[after]).length < indent;
  return opensBlock && closesBlock;
}
