// Where the panel goes on the page, read from the layout: first in the right sidebar, as wide as it — a slot there
// holds its room (./useSidebarSlot.ts), so it covers neither the post nor the sidebar's widgets. Without a visible
// sidebar (narrow windows, where Stack Overflow hides it) it docks in the viewport's bottom-right corner.
import { topBarBottom } from '../pageGeometry';
import { queryFirst, selectors } from '../../lib/site/selectors';
import type { FramePlacement, MarkBox } from './OverlayRoot';

/** Narrower than this, the sidebar is collapsed or hidden (Stacks hides it under 980 px; GitHub stacks it below 768 px). */
const MIN_SIDEBAR_WIDTH = 200;
/** The panel is never wider than this, however wide the column it sits in. */
export const PANEL_MAX_WIDTH = 360;

export function placeFrame(doc: Document, host: Element): FramePlacement {
  const origin = host.getBoundingClientRect();
  const side = sidebarColumn(queryFirst(doc, selectors.sidebar));
  const post = queryFirst(doc, selectors.questionPostCell);
  const barBottom = topBarBottom(doc);
  if (!side) return { docked: 'corner', left: 0, top: 0, width: 0, topBarBottom: barBottom };
  const top = Math.max(post?.getBoundingClientRect().top ?? side.top, side.top);
  return sidePlacement(side, top, origin, barBottom);
}

/** The panel in the sidebar column at `top` (viewport coordinates), in the host's coordinates, as wide as the column allows. */
export function sidePlacement(column: DOMRect, top: number, origin: DOMRect, topBarBottom: number): FramePlacement {
  return {
    docked: 'side',
    left: Math.round(column.left - origin.left),
    top: Math.round(top - origin.top),
    width: Math.round(Math.min(column.width, PANEL_MAX_WIDTH)),
    topBarBottom,
  };
}

/**
 * The range's line boxes, in the host's coordinates, cut to what its scrolling ancestors show: a long code line
 * scrolls inside its `pre`, and a mark must not spill past the code block onto the sidebar.
 */
export function markBoxes(range: Range, host: Element): MarkBox[] {
  const origin = host.getBoundingClientRect();
  const clip = visibleArea(range.commonAncestorContainer);
  const boxes: MarkBox[] = [];
  for (const r of Array.from(range.getClientRects()).slice(0, 400)) {
    const left = Math.max(r.left, clip.left);
    const right = Math.min(r.right, clip.right);
    const top = Math.max(r.top, clip.top);
    const bottom = Math.min(r.bottom, clip.bottom);
    if (right - left < 1 || bottom - top < 1) continue;
    boxes.push({ left: left - origin.left - 1, top: top - origin.top - 1, width: right - left + 2, height: bottom - top + 2 });
  }
  return boxes;
}

/**
 * Scrolls the range into view inside the elements that scroll it (a long code block scrolls inside its `pre`, which
 * Stack Overflow caps in height): the window's scroll alone leaves evidence deep in such a block hidden, and unmarked.
 * The window itself is left to the caller.
 */
export function revealInScrollingAncestors(range: Range): void {
  for (const { element, style } of ancestorsWithStyle(range.commonAncestorContainer)) {
    const scrollsY = /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
    const scrollsX = /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
    if (!scrollsY && !scrollsX) continue;
    const target = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    // A third of the way down, as the window's scroll places it; the browser clamps to what can scroll.
    if (scrollsY && (target.top < box.top || target.bottom > box.bottom))
      element.scrollTop += target.top - box.top - element.clientHeight / 3;
    if (scrollsX && (target.left < box.left || target.right > box.right)) element.scrollLeft += target.left - box.left - 16;
  }
}

/** The part of the viewport's coordinate space that `node`'s clipping ancestors leave visible. */
function visibleArea(node: Node): { left: number; right: number; top: number; bottom: number } {
  const area = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
  for (const { element, style } of ancestorsWithStyle(node)) {
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = element.getBoundingClientRect();
    area.left = Math.max(area.left, box.left + element.clientLeft);
    area.top = Math.max(area.top, box.top + element.clientTop);
    area.right = Math.min(area.right, box.left + element.clientLeft + element.clientWidth);
    area.bottom = Math.min(area.bottom, box.top + element.clientTop + element.clientHeight);
  }
  return area;
}

/** `node`'s element and its ancestors below the root element, each with its computed style: what may clip or scroll it. */
function* ancestorsWithStyle(node: Node): Generator<{ element: Element; style: CSSStyleDeclaration }> {
  const view = node.ownerDocument?.defaultView;
  if (!view) return;
  const root = node.ownerDocument.documentElement;
  for (
    let element = node.nodeType === 1 ? (node as Element) : node.parentElement;
    element && element !== root;
    element = element.parentElement
  )
    yield { element, style: view.getComputedStyle(element) };
}

/** The sidebar's box when the panel can sit in it (shown and wide enough, on either site), else null: dock in the corner. */
export function sidebarColumn(sidebar: Element | null): DOMRect | null {
  if (!sidebar) return null;
  const box = sidebar.getBoundingClientRect();
  if (box.width < MIN_SIDEBAR_WIDTH) return null;
  return sidebar.ownerDocument.defaultView?.getComputedStyle(sidebar).display === 'none' ? null : box;
}
