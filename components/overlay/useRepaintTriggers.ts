// The window events the overlay answers: a resize or an OS theme switch places and colours the panel again (once
// per animation frame at most), a page restored from the back/forward cache is judged again, Escape removes the
// evidence marks.
import { useLayoutEffect } from 'preact/hooks';
import { useLatest } from '../hooks/useLatest';

export function useRepaintTriggers(repaint: () => void, rejudge: () => void, clearMarks: () => void): void {
  const latest = useLatest({ repaint, rejudge, clearMarks });
  useLayoutEffect(() => {
    let frame = 0;
    const repaintSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => latest.current.repaint());
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current.rejudge();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.clearMarks();
    };
    const darkScheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    window.addEventListener('resize', repaintSoon);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('keydown', onKeyDown);
    darkScheme?.addEventListener('change', repaintSoon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', repaintSoon);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('keydown', onKeyDown);
      darkScheme?.removeEventListener('change', repaintSoon);
    };
  }, [latest]);
}
