// Where the panel goes on a GitHub issue page: in the sidebar column, below its own content (assignees,
// labels, …) and level with the issue body at the highest — so it covers neither the issue nor the sidebar, and
// moves nothing in the page's flow. The React viewer keeps its sidebar block sticky under the issue's sticky
// header (`top: calc(72px + …)`, 2026-03): scrolled, the panel stays below that block when the window leaves room,
// else below the header only. Where the window is too short for that, the panel sits at the bottom of the window
// in the same column; without a sidebar column (GitHub stacks it under the issue below 768 px) it docks in the
// viewport's corner, as on Stack Overflow.
import { githubIssueSelectors as sel } from '../../lib/site/githubIssueSelectors';
import { queryFirst } from '../../lib/site/selectors';
import type { FramePlacement } from '../../components/overlay/OverlayRoot';
import { PANEL_MAX_WIDTH, sidebarColumn, sidePlacement } from '../../components/overlay/pagePlacement';

const GAP_PX = 16;
/** The panel keeps at least this much of the window below the sticky sidebar block; less, and it ignores the block. */
const MIN_ROOM_PX = 280;
/** Below the sidebar's content, the window must leave the expanded panel this much room, else it docks at the bottom. */
const MIN_ROOM_BELOW_PX = 360;

export function placeGitHubFrame(doc: Document, host: Element): FramePlacement {
  const origin = host.getBoundingClientRect();
  const sidebar = queryFirst(doc, sel.sidebar);
  const box = sidebarColumn(sidebar);
  const view = doc.defaultView;
  const barBottom = gitHubTopBarBottom(doc);
  const corner: FramePlacement = { docked: 'corner', left: 0, top: 0, width: 0, topBarBottom: barBottom };
  const body = queryFirst(doc, sel.body)?.getBoundingClientRect();
  // No column beside the issue: hidden, too narrow, or stacked under the issue (GitHub's layout below 768 px).
  if (!sidebar || !box) return corner;
  if (body && box.left < body.right - 1) return corner;
  const content = queryFirst(sidebar, sel.stickySidebar)?.getBoundingClientRect() ?? box;
  // GitHub's sidebar content ends well above the pane's bottom on a long issue: measure the content, not the pane.
  const top = Math.max(content.bottom + GAP_PX, body?.top ?? box.top);
  // A tall sidebar in a short window would leave the expanded panel too little room below it: the panel then stays
  // at the bottom of the window, still in the sidebar column (fixed, as wide as the column). Measured in document
  // coordinates (the host is at the document's origin), so scrolling never flips the choice.
  if (view && top - origin.top > view.innerHeight - MIN_ROOM_BELOW_PX)
    return { ...corner, left: Math.round(box.left), width: Math.round(Math.min(box.width, PANEL_MAX_WIDTH)) };
  return sidePlacement(box, top, origin, barBottom);
}

/**
 * The line the scrolled panel stays below (viewport px): the bottom of the sticky sidebar block once stuck, when
 * the window leaves room under it; else the sticky issue header's height the block itself reserves; else a fixed
 * site header's bottom; else 0.
 */
export function gitHubTopBarBottom(doc: Document): number {
  const view = doc.defaultView;
  if (!view) return 0;
  const header = queryFirst(doc, sel.topBar);
  const position = header ? view.getComputedStyle(header).position : '';
  const headerBottom = header && (position === 'fixed' || position === 'sticky') ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const sticky = queryFirst(doc, sel.stickySidebar);
  if (!sticky || !(sticky instanceof view.HTMLElement)) return Math.round(headerBottom);
  const style = view.getComputedStyle(sticky);
  const stuckTop = style.position === 'sticky' ? Number.parseFloat(style.top) || 0 : 0;
  const stuckBottom = stuckTop + sticky.getBoundingClientRect().height;
  const line = view.innerHeight - stuckBottom >= MIN_ROOM_PX ? stuckBottom : stuckTop;
  return Math.round(Math.max(headerBottom, line));
}
