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

/** A span found by two rules, or inside a span already kept in its block, is one finding (the first, wider one). */
export function withoutNestedSpans<E extends Evidence>(evidence: readonly E[]): E[] {
  const kept: E[] = [];
  for (const e of evidence) {
    if (!kept.some((k) => k.block === e.block && k.start <= e.start && e.end <= k.end)) kept.push(e);
  }
  return kept;
}

/**
 * The evidence every surface shows (the panel, the popup, the CLI's text): each finding once — no empty span, no span
 * inside one already shown in its block, and no excerpt shown twice (a train and a test line cut alike, one line
 * found by two rules, a path used twice read as a stutter).
 */
export function distinctEvidence<E extends Evidence>(evidence: readonly E[]): E[] {
  const seen = new Set<string>();
  return withoutNestedSpans(evidence).filter((e) => {
    const key = e.excerpt.replace(/\s+/g, ' ').trim();
    if (e.end <= e.start || !key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
