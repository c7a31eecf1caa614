// Watches the page for what can change the panel: the page adapter's watched root (./pageAdapter.ts, read once per mount:
// SO's question-and-answers column, GitHub's issue viewer) for an edit saved in place, a new revision, answers and
// comments arriving; body's classes (Stack Overflow's theme switch) and the root's colour-mode attributes (GitHub's).
// Once the page has been quiet for REREAD_DELAY_MS after such a change, `onSettled` decides (read again, or place again).
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { useLatest } from '../hooks/useLatest';

/** A page edit is re-read once the DOM has been quiet this long. */
export const REREAD_DELAY_MS = 250;

export function usePageSettled(onSettled: () => void, hostRef: RefObject<HTMLElement | null>, watchedRoot: () => Element | null): void {
  const latest = useLatest(onSettled);
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver((records) => {
      if (records.every((r) => hostRef.current?.contains(r.target))) return; // the panel's own changes
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), REREAD_DELAY_MS);
    });
    observer.observe(watchedRoot() ?? document.body, { childList: true, subtree: true, characterData: true });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    // GitHub's theme switch (pageTheme.ts gitHubTheme) changes the root element's attributes.
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-color-mode', 'data-light-theme', 'data-dark-theme'],
    });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hostRef, latest]);
}
