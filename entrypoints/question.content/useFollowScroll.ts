// Beside a long question the panel follows the reader down (below the fixed top bar) until the question's column
// ends, so evidence clicks and the checklist stay in view. Only the frame's top moves: no re-render.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { useLatest } from '../../components/hooks/useLatest';
import { queryFirst, selectors } from '../../lib/site/selectors';
import type { FramePlacement } from './OverlayRoot';

/** Stack Overflow's top bar is fixed and 50 px high; the panel stays this far from the viewport's top. */
const STICKY_GAP_PX = 62;

export function useFollowScroll(frameRef: RefObject<HTMLElement | null>, host: HTMLElement, placement: FramePlacement): void {
  const follow = () => {
    const frame = frameRef.current;
    if (!frame || placement.docked !== 'side') return;
    frame.style.top = `${stickyTop(host, frame, placement.top)}px`;
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

/** The frame's top (host coordinates): its place beside the question, or just under the top bar once scrolled past. */
export function stickyTop(host: HTMLElement, frame: HTMLElement, naturalTop: number): number {
  const origin = host.getBoundingClientRect().top; // the host's top in viewport coordinates
  const column = queryFirst(host.ownerDocument, selectors.mainbar)?.getBoundingClientRect();
  const wanted = Math.max(naturalTop, STICKY_GAP_PX - origin);
  // Never past the end of the question-and-answers column.
  const limit = column ? column.bottom - origin - frame.offsetHeight : Infinity;
  return Math.round(Math.max(naturalTop, Math.min(wanted, limit)));
}
