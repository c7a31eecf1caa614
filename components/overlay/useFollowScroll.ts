// Folded beside a long question, the panel's line follows the reader down (below the fixed top bar) until the
// question's column ends, so the verdict stays in view. Expanded, it stays in its place in the sidebar (its slot,
// ./useSidebarSlot.ts): a tall panel that followed the scroll would cover the sidebar's Linked and Related lists the
// whole way down. Only the frame's top moves: no re-render.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useLatest } from '../hooks/useLatest';
import type { FramePlacement } from './OverlayRoot';

/** The panel keeps this gap below the page's fixed top bar (its height is measured: pagePlacement.ts topBarBottom). */
const GAP_BELOW_TOP_BAR_PX = 12;

export function useFollowScroll(
  frameRef: RefObject<HTMLElement | null>,
  host: HTMLElement,
  placement: FramePlacement,
  followedColumn: () => Element | null,
  slot: RefObject<HTMLElement | null>,
  sticky: boolean,
): void {
  const wasSticky = useRef(sticky);
  const follow = () => {
    const frame = frameRef.current;
    if (!frame || placement.docked !== 'side') return;
    const natural = slotTop(slot.current, host) ?? placement.top;
    const top = sticky ? stickyTop(host, followedColumn(), natural, placement.topBarBottom) : natural;
    const unfolded = wasSticky.current && !sticky;
    wasSticky.current = sticky;
    frame.style.top = `${top}px`;
    // Unfolded while its line followed the reader down: back in its place, scrolled to, header below the top bar.
    if (unfolded) revealBelowBar(frame, placement.topBarBottom);
  };
  const followLatest = useLatest(follow);
  // After every render, as the frame was just placed at its natural top.
  useLayoutEffect(follow);
  useLayoutEffect(() => {
    // Once per frame at most: each call reads the layout (getBoundingClientRect) before it moves the frame.
    let scrollFrame = 0;
    const onScroll = () => {
      if (scrollFrame) return;
      scrollFrame = requestAnimationFrame(() => {
        scrollFrame = 0;
        followLatest.current();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(scrollFrame);
    };
  }, [followLatest]);
}

/**
 * The frame's top (host coordinates): its place beside the question, or just under the top bar once scrolled past.
 * It stops where its header meets the end of the question-and-answers column: its header never goes under the top
 * bar while the column still shows below the bar. Stopping where its bottom met the column's end slid the header
 * under the bar on short questions, where the panel is about as tall as the column.
 */
export function stickyTop(host: HTMLElement, followed: Element | null, naturalTop: number, topBarBottom: number): number {
  const origin = host.getBoundingClientRect().top; // the host's top in viewport coordinates
  const column = followed?.getBoundingClientRect();
  const belowBar = topBarBottom + GAP_BELOW_TOP_BAR_PX - origin;
  const wanted = Math.max(naturalTop, belowBar);
  if (!column) return Math.round(wanted);
  // Follow while the column shows below the bar: the header stops only when the column's end reaches it (the body
  // may then reach past the column; stopping the whole frame at the column's end slid the header under the bar).
  const limit = column.bottom - origin - HEADER_PX;
  return Math.round(Math.max(naturalTop, Math.min(wanted, limit)));
}

/**
 * The slot's top in the host's coordinates (the document's: the host is at its origin): where the widget sits in the
 * sidebar's flow. Null before it exists, or where the page has hidden it or moved it out of the document (no box, or
 * above its top: page CSS on `body > div` such as `content-visibility: hidden` or `position: fixed; top: -99999px`,
 * hostile review 2026-12-04): then where the placement measured the sidebar, which no scroll can lose.
 */
function slotTop(slot: HTMLElement | null, host: HTMLElement): number | null {
  const box = slot?.getBoundingClientRect();
  if (!box || box.width < 1) return null;
  const top = Math.round(box.top - host.getBoundingClientRect().top);
  return top >= 0 ? top : null;
}

/** Scrolls the window up just enough that the frame's top shows below the bar (nothing when it already does). */
function revealBelowBar(frame: HTMLElement, topBarBottom: number): void {
  const top = frame.getBoundingClientRect().top;
  const wanted = topBarBottom + GAP_BELOW_TOP_BAR_PX;
  if (top < wanted) frame.ownerDocument.defaultView?.scrollBy({ top: top - wanted, behavior: 'instant' });
}

/** About the panel's header line: the part that must stay readable below the bar. */
const HEADER_PX = 48;
