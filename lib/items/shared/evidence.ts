// Evidence constructors: every judgment points back into the post (block + character range).
import type { Evidence, Question } from '../../question';
import { TITLE_BLOCK } from '../../question';

const EXCERPT_LIMIT = 200;

export function blockText(question: Question, block: number): string {
  return block === TITLE_BLOCK ? question.title : (question.blocks[block]?.text ?? '');
}

/** Evidence for a character range of a block (the whole block when no range is given). */
export function evidenceAt(question: Question, block: number, note: string, start = 0, end?: number): Evidence {
  const text = blockText(question, block);
  const stop = Math.min(end ?? text.length, text.length);
  const from = Math.max(0, Math.min(start, stop));
  const raw = text.slice(from, stop);
  const excerpt = raw.length > EXCERPT_LIMIT ? `${raw.slice(0, EXCERPT_LIMIT - 1)}…` : raw;
  return { block, start: from, end: stop, excerpt, note };
}
