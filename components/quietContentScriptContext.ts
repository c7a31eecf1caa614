// WXT's content-script context without its page-visible announcement (hostile review 2026-12-01 S1/S2). WXT 0.21's
// ContentScriptContext, on every start, posts `{type: "<extension id>:<script>:wxt:content-script-started"}` to the
// page with window.postMessage (any page script, ads included, could detect ReproLens) and dispatches a CustomEvent of
// that name on `document`, which any page script can also forge: the review's forged event removed the panel (1 → 0).
// The build puts this class where WXT's content-script wrapper imports its own (tools/build/quietContext.ts), so
// every content script's `ctx` is one of these.
//
// The "a newer copy of this script stops the old one" behaviour stays, through a registry on the isolated world's
// globalThis: a content script's globals are its world's, never the page's, so the page can neither see nor call it.
// GitHub's soft navigation event (`wxt:locationchange`, dispatched on `window` by WXT) is delivered the same way.
import { ContentScriptContext } from 'wxt/utils/content-script-context';

/** The registry's key on the isolated world's globalThis: each running script's name → how to stop it. */
const RUNNING = Symbol.for('reprolens:running-content-scripts');
const LOCATION_CHANGE = 'wxt:locationchange';

type Running = Map<string, () => void>;

/** The content scripts of this extension running in this world (created on first use). */
export function runningScripts(world: object = globalThis): Running {
  const holder = world as { [RUNNING]?: Running };
  holder[RUNNING] ??= new Map();
  return holder[RUNNING];
}

export interface LocationChange {
  newUrl: URL;
  oldUrl: URL;
}

export class QuietContentScriptContext extends ContentScriptContext {
  /** Called by WXT's constructor: stops an older copy of this script in this world, and registers this one. */
  override stopOldScripts(): void {
    const name = (this as unknown as { contentScriptName: string }).contentScriptName;
    const running = runningScripts();
    running.get(name)?.();
    const stop = () => this.notifyInvalidated();
    running.set(name, stop);
    this.onInvalidated(() => {
      if (running.get(name) === stop) running.delete(name);
    });
  }

  /** Nothing to listen to on the page: the registry above is how a newer copy reaches this one. */
  override listenForNewerScripts(): void {}

  /** WXT's, except that `wxt:locationchange` comes from ./watchLocation below instead of an event on the page's window. */
  override addEventListener = ((
    target: EventTarget,
    type: string,
    handler: (event: unknown) => void,
    options?: AddEventListenerOptions,
  ) => {
    if (type === LOCATION_CHANGE) watchLocation(this, handler, options);
    else (super.addEventListener as (...args: unknown[]) => void).call(this, target, type, handler, options);
  }) as ContentScriptContext['addEventListener'];
}

/**
 * Calls `changed` when the tab's URL changes in place (the Navigation API where there is one, else a 1 s poll, as
 * WXT does), without an event on the page's `window`.
 */
function watchLocation(ctx: ContentScriptContext, changed: (change: LocationChange) => void, options?: AddEventListenerOptions): void {
  let last = new URL(location.href);
  const check = (href: string) => {
    const next = new URL(href);
    if (next.href === last.href) return;
    const oldUrl = last;
    last = next;
    changed({ newUrl: next, oldUrl });
  };
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (typeof navigation?.addEventListener === 'function') {
    navigation.addEventListener('navigate', (event) => check((event as unknown as { destination: { url: string } }).destination.url), {
      ...options,
      signal: ctx.signal,
    });
  } else ctx.setInterval(() => check(location.href), 1000);
}
