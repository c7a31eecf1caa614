// Where the panel goes on the page, read from the layout: over the right sidebar, level with the question's top,
// as wide as the sidebar — so it covers neither the post nor anything in the page's flow. Without a visible
// sidebar (narrow windows, where Stack Overflow hides it) it docks in the viewport's bottom-right corner.
import { queryFirst, selectors } from '../../lib/selectors';
import type { FramePlacement, MarkBox } from './OverlayRoot';

/** Narrower than this, the sidebar is collapsed or hidden (Stacks hides it under 980 px). */
const MIN_SIDEBAR_WIDTH = 200;
const PANEL_MAX_WIDTH = 360;

export function placeFrame(doc: Document, host: Element): FramePlacement {
  const origin = host.getBoundingClientRect();
  const sidebar = queryFirst(doc, selectors.sidebar);
  const post = queryFirst(doc, selectors.questionPostCell);
  const side = sidebar?.getBoundingClientRect();
  if (!side || side.width < MIN_SIDEBAR_WIDTH || !isDisplayed(sidebar!)) return { docked: 'corner', left: 0, top: 0, width: 0 };
  const top = Math.max(post?.getBoundingClientRect().top ?? side.top, side.top);
  return {
    docked: 'side',
    left: Math.round(side.left - origin.left),
    top: Math.round(top - origin.top),
    width: Math.round(Math.min(side.width, PANEL_MAX_WIDTH)),
  };
}

/** The range's line boxes, in the host's coordinates. */
export function markBoxes(range: Range, host: Element): MarkBox[] {
  const origin = host.getBoundingClientRect();
  return Array.from(range.getClientRects())
    .filter((r) => r.width > 0 && r.height > 0)
    .slice(0, 200)
    .map((r) => ({ left: r.left - origin.left - 1, top: r.top - origin.top - 1, width: r.width + 2, height: r.height + 2 }));
}

function isDisplayed(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  return !view || view.getComputedStyle(element).display !== 'none';
}
