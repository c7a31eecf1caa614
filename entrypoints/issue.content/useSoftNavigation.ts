// GitHub navigates softly (stack-overflow-dom.md §7): Turbo and the React router swap the page without a load, so
// the content script follows the URL itself — WXT's `wxt:locationchange` (the Navigation API, or polling) and
// GitHub's own `turbo:load`, `soft-nav:end`, `pjax:end` and `popstate`. A new address drops the panel at once
// (no stale panel, not even for a moment, on a page that is not that issue) and calls the page settled once its
// DOM has been quiet for SETTLE_MS (at most MAX_SETTLE_MS): only then is the new issue read, so the old issue's
// body is never judged under the new address.
import { useLayoutEffect, useState } from 'preact/hooks';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

export const SETTLE_MS = 300;
export const MAX_SETTLE_MS = 3000;

export interface SoftVisit {
  url: string;
  /** Counts the visits of this tab's script: a new value is a new page (the overlay starts over). */
  visit: number;
  /** The new page's DOM has been quiet (the first page is settled: the script starts after load and idle). */
  settled: boolean;
}

const GITHUB_NAVIGATION_EVENTS = ['turbo:load', 'turbo:render', 'soft-nav:end', 'pjax:end'] as const;

export function useSoftNavigation(ctx: ContentScriptContext): SoftVisit {
  const [visit, setVisit] = useState<SoftVisit>(() => ({ url: location.href, visit: 0, settled: true }));
  useLayoutEffect(() => {
    let current = location.href;
    let stopWaiting = () => {};
    let mounted = true;
    const arrived = (url: string) => {
      if (!mounted || url === current) return;
      current = url;
      stopWaiting();
      setVisit((v) => ({ url, visit: v.visit + 1, settled: false }));
      stopWaiting = whenQuiet(() => setVisit((v) => (v.url === url ? { ...v, settled: true } : v)));
    };
    const fromLocation = () => arrived(location.href);
    // WXT's location watcher is tied to the context (its listener goes when the context is invalidated); GitHub's
    // events and popstate are removed when the overlay unmounts (tests/entrypoints/cleanup.test.tsx).
    ctx.addEventListener(window, 'wxt:locationchange', (event) => arrived(event.newUrl.href));
    for (const name of GITHUB_NAVIGATION_EVENTS) document.addEventListener(name, fromLocation);
    window.addEventListener('popstate', fromLocation);
    return () => {
      mounted = false;
      stopWaiting();
      for (const name of GITHUB_NAVIGATION_EVENTS) document.removeEventListener(name, fromLocation);
      window.removeEventListener('popstate', fromLocation);
    };
  }, [ctx]);
  return visit;
}

/** Calls `done` once body's subtree has had no change for SETTLE_MS, or after MAX_SETTLE_MS; returns a cancel. */
function whenQuiet(done: () => void): () => void {
  let quiet = setTimeout(finish, SETTLE_MS);
  const limit = setTimeout(finish, MAX_SETTLE_MS);
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, SETTLE_MS);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  function stop() {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
  }
  function finish() {
    stop();
    done();
  }
  return stop;
}
