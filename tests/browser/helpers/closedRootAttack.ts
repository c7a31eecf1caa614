// What a hostile page script tries on ReproLens' host from the page's own world (hostile review S3), shared by the
// Chromium and Firefox closed-root tests; passed to `page.evaluate` (Playwright and puppeteer serialise it alike).

export interface AttackSeen {
  state: string | undefined;
  /** 'null' when the root is closed to the page. */
  shadowRoot: 'null' | 'reachable';
  /** The error's name when a second root cannot be attached. */
  attached: string;
  /** The host's light-DOM text: the panel's words never reach the page's DOM. */
  lightText: string | null;
  /** What `host.attachInternals()` gives the page: the error's name when it gives nothing. */
  internals: string;
  /** How many elements the page's own constructors (DEFINE_HOST_NAMES) ran for, and how many shadow roots their
   * internals reach now; null where the page defined nothing. */
  pageConstructed: { elements: number; rootsReached: number } | null;
}

/**
 * Before any page script (hostile review 2026-12-04, H1): the page defines custom elements under the names the hosts
 * once had, and under any valid name it could guess, and keeps what `attachInternals()` hands each instance — with a
 * custom-element host, that is the closed root, and the page read "94 · A" and wrote "100 · A" through it.
 */
export const DEFINE_HOST_NAMES = `(() => {
  const kept = (window.__hostInternals = []);
  for (const name of ['reprolens-overlay', 'reprolens-coach', 'reprolens-panel', 'reprolens-host'])
    customElements.define(name, class extends HTMLElement {
      constructor() { super(); kept.push(this.attachInternals()); }
    });
})();`;

/** Null until the host matching `selector` exists; then what the page can read and do. */
export function attackHost(selector: string): AttackSeen | null {
  const host = document.querySelector<HTMLElement>(selector);
  if (!host) return null;
  let attached: string;
  try {
    host.attachShadow({ mode: 'open' });
    attached = 'attached';
  } catch (error) {
    attached = (error as DOMException).name;
  }
  let internals: string;
  try {
    internals = (host as HTMLElement & { attachInternals(): ElementInternals }).attachInternals().shadowRoot ? 'reachable' : 'null';
  } catch (error) {
    internals = (error as DOMException).name;
  }
  const kept = (window as unknown as { __hostInternals?: ElementInternals[] }).__hostInternals;
  const pageConstructed = kept ? { elements: kept.length, rootsReached: kept.filter((i) => i.shadowRoot).length } : null;
  return {
    state: host.dataset.state,
    shadowRoot: host.shadowRoot === null ? 'null' : 'reachable',
    attached,
    lightText: host.textContent,
    internals,
    pageConstructed,
  };
}
