// "Clicking a piece of evidence": find its text in the post as it is now, scroll the post to it, and measure the
// boxes to mark it with. Reads and scrolls the page; the overlay's reducer stores the outcome.
import type { Evidence, Question } from '../../lib/question';
import type { ItemId } from '../../lib/checklist';
import { evidenceElement, locateEvidence } from '../../lib/site/evidenceRange';
import type { OverlayAction } from './overlayState';
import { markBoxes, revealInScrollingAncestors } from './pagePlacement';

export function showEvidence(
  host: HTMLElement | null,
  targets: { body: Element | null; title: Element | null },
  question: Question | null,
  item: ItemId,
  evidence: Evidence,
): OverlayAction {
  const { body, title } = targets;
  const range = body && question ? locateEvidence({ body, title }, question, evidence) : null;
  if (!range || !host) return { type: 'evidence-not-found', status: 'Not found in the post: it may have been edited since it was read.' };
  revealInScrollingAncestors(range);
  const rect = range.getBoundingClientRect();
  const target = rect.height || rect.width ? rect : evidenceElement(range)?.getBoundingClientRect();
  if (target) {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: window.scrollY + target.top - window.innerHeight / 3, behavior: reduce ? 'auto' : 'smooth' });
  }
  return {
    type: 'marked',
    marks: markBoxes(range, host),
    status: `Marked in the post: ${item.replace(/_/g, ' ')} — ${evidence.note || 'evidence'}.`,
  };
}
