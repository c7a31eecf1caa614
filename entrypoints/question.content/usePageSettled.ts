// Watches the page for what can change the panel: the question-and-answers column (an edit saved in place, a new
// revision, answers and comments arriving) and body's classes (Stack Overflow's theme switch). Once the page has
// been quiet for REREAD_DELAY_MS after such a change, `onSettled` decides what to do (read again, or place again).
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { useLatest } from '../../components/hooks/useLatest';

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
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the watched root is read once per mount
  }, [hostRef, latest]);
}
