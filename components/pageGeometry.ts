// The page's own layout, measured the same way by every overlay that must keep clear of it: the question panel
// (entrypoints/question.content/pagePlacement.ts) and the draft coach (entrypoints/draft.content/coachPlacement.ts).
import { queryFirst, selectors } from '../lib/site/selectors';

/**
 * The bottom edge (viewport px) of the page's top bar while it stays on screen (fixed or sticky), else 0: the
 * panel's header must never slide under it (it once did on short questions). Measured, not assumed: 50 px on
 * today's Stack Overflow, more with a notice bar above it, 0 where the bar scrolls away (unix 2022-01).
 */
export function topBarBottom(doc: Document): number {
  const bar = queryFirst(doc, selectors.topBar);
  const view = doc.defaultView;
  if (!bar || !view) return 0;
  const position = view.getComputedStyle(bar).position;
  if (position !== 'fixed' && position !== 'sticky') return 0;
  return Math.max(0, Math.round(bar.getBoundingClientRect().bottom));
}
