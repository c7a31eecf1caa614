// The right block (docs/skeleton.md, "the right block"): askers often post their whole program and
// then repeat a line or a function of it in a block of its own ("the error is here:"), or post a second attempt.
// Joined, the repeats run before the program defines what they use and the script ends in a NameError. When one
// block is a complete program and holds every line of the traceback that the question's blocks hold, it runs alone:
// the other blocks are repeats or fragments, and the header says they were left out.
import { frameCodeLines } from '../analysis/traceback';
import type { Question } from '../question';
import type { CodePiece } from './codePieces';
import { findUnboundReads } from './nameOrder';

export interface SoleProgram {
  /** The one piece that runs. */
  piece: CodePiece;
  /** The other pieces' blocks, for the header ("code block 4 (…)"). */
  leftOut: number[];
}

/**
 * The piece that is a complete program (nothing it reads at run order is unbound) and holds every traceback frame
 * line any piece holds (at least one: the failing line and the calls into it), when there are other pieces and
 * exactly one such piece; else null.
 */
export function findSoleProgram(question: Question, pieces: CodePiece[]): SoleProgram | null {
  if (pieces.length < 2) return null;
  const frames = new Set(question.blocks.flatMap((b) => (b.kind === 'image' ? [] : frameCodeLines(b.text))));
  if (!frames.size) return null;
  const held = pieces.map((p) => new Set(codeLines(p.text).filter((l) => frames.has(l))));
  const shown = new Set(held.flatMap((h) => [...h]));
  if (!shown.size) return null;
  const candidates = pieces.filter((p, i) => held[i].size === shown.size && !findUnboundReads(p.text).length);
  if (candidates.length !== 1) return null;
  const [piece] = candidates;
  return { piece, leftOut: pieces.filter((p) => p !== piece).map((p) => p.block) };
}

/** A piece's lines as a traceback shows them: trimmed, code only. */
function codeLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
