// The page comes first: the overlay starts reading and judging only once the page has loaded and the main thread is
// idle, so the extension never delays the page's own load (the bench's page-load ratio).
import type { ContentScriptContext } from 'wxt/utils/content-script-context';

/** The longest the panel waits for an idle main thread after `load`. */
const IDLE_WAIT_MS = 500;

/** Resolves after the page's `load` event and the next idle period (at most IDLE_WAIT_MS later). */
export function pageLoadedAndIdle(ctx: ContentScriptContext): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
      else ctx.setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else ctx.addEventListener(window, 'load', idle, { once: true });
  });
}
