// Reads the question from the page and has the background judge it: once the settings are known, again whenever
// they change, and whenever the overlay calls the returned `rejudge` (an edit in place, a page back from the
// back/forward cache). Judgments can overlap: only the latest one is handed on.
import { useCallback, useLayoutEffect, useRef } from 'preact/hooks';
import type { Settings } from '../../lib/settings';
import { useLatest } from '../hooks/useLatest';
import { ask } from '../ask';
import type { JudgedPage } from './overlayState';
import type { PageAdapter } from './pageAdapter';

export function useQuestionJudge(adapter: PageAdapter, settings: Settings | null, onJudged: (judged: JudgedPage) => void): () => void {
  const generation = useRef(0);
  const latest = useLatest({ adapter, settings, onJudged });
  const judge = useCallback(
    (current: Settings) => {
      const mine = ++generation.current;
      const { adapter } = latest.current;
      const read = adapter.read(document, location.href);
      const signature = adapter.signature(document);
      // The background judges it (and sets this tab's badge); a failed round trip is "could not check".
      void ask('reprolens:judge', { read, settings: current }).then((answer) => {
        // A GitHub page's text comes back read by the background; without that (a failed round trip) it is unreadable.
        const judgedRead = answer.read ?? (read.ok === 'text' ? { ok: false as const, reason: 'no answer from the extension' } : read);
        const { verdict, offersSkeleton } = answer;
        if (mine === generation.current)
          latest.current.onJudged({ read: judgedRead, verdict, offersSkeleton, signature, settings: current });
      });
    },
    [latest],
  );
  // A layout effect runs in the render's own task (useEffect would wait for an animation frame).
  useLayoutEffect(() => {
    if (settings) judge(settings);
  }, [settings, judge]);
  // After unmount (the extension was updated or disabled) no verdict lands.
  useLayoutEffect(
    () => () => {
      generation.current++;
    },
    [],
  );
  return useCallback(() => {
    if (latest.current.settings) judge(latest.current.settings);
  }, [judge, latest]);
}
