// The full keyboard path, in both browsers: what a keyboard test reads in the page, written once for
// the Chromium suite (Playwright) and the Firefox suite (puppeteer over WebDriver BiDi). Each probe runs in the page
// (serialized: it closes over nothing) and reaches ReproLens' shadow roots the way the other tests do (`shadowRoot`).
import { expect } from 'vitest';

/** What both drivers give a keyboard test: a key press, and a function run in the page with one argument. */
export interface KeyPage {
  press(key: string): Promise<void>;
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/** The focused element, followed through open shadow roots. */
export interface Focused {
  /** The `data-reprolens` of the shadow host it is in (`panel`, `coach-host`), or null on the page itself. */
  host: string | null;
  /** `data-reprolens` (or the tag) and its index among its root's elements of that name: `evidence-data#1`. */
  key: string | null;
  /** It matches :focus-visible. */
  visible: boolean;
  /** Its computed outline (style not none, width > 0) or box-shadow is not none. */
  ring: boolean;
}

export function focusedControl(): Focused {
  let host: Element | null = null;
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) {
    host = el;
    el = el.shadowRoot.activeElement;
  }
  if (!el || el === document.body || el === document.documentElement) return { host: null, key: null, visible: false, ring: false };
  const root = el.getRootNode() as Document | ShadowRoot;
  const name = el.getAttribute('data-reprolens') ?? el.tagName.toLowerCase();
  const same = Array.from(root.querySelectorAll('*')).filter((e) => (e.getAttribute('data-reprolens') ?? e.tagName.toLowerCase()) === name);
  const style = getComputedStyle(el);
  return {
    host: host?.getAttribute('data-reprolens') ?? null,
    key: `${name}#${same.indexOf(el)}`,
    visible: el.matches(':focus-visible'),
    ring: (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
  };
}

/** The keys (as focusedControl names them) of the controls Tab should reach in a host's shadow root, in order. */
export function tabbableIn(hostSelector: string): string[] {
  const root = document.querySelector(hostSelector)?.shadowRoot;
  if (!root) return [];
  const all = Array.from(root.querySelectorAll('*'));
  const nameOf = (e: Element) => e.getAttribute('data-reprolens') ?? e.tagName.toLowerCase();
  const control = 'button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled]), select, [tabindex]';
  return all
    .filter(
      (e) =>
        e.matches(control) &&
        e.getAttribute('tabindex') !== '-1' &&
        // Rendered: not in a `hidden` subtree, nor in a closed <dialog>.
        e.getClientRects().length > 0 &&
        getComputedStyle(e).visibility !== 'hidden',
    )
    .map((e) => `${nameOf(e)}#${all.filter((x) => nameOf(x) === nameOf(e)).indexOf(e)}`);
}

/** Runs in the page: an attribute of the first element matching `selector` inside the host's shadow root. */
export function shadowAttr([host, selector, name]: [string, string, string]): string | null {
  return document.querySelector(host)?.shadowRoot?.querySelector(selector)?.getAttribute(name) ?? null;
}

/** Runs in the page: the text of the first element matching `selector` inside the host's shadow root. */
export function shadowText([host, selector]: [string, string]): string | null {
  const el = document.querySelector(host)?.shadowRoot?.querySelector(selector) as HTMLElement | null | undefined;
  return el ? el.innerText : null;
}

/** Runs in the page: how many elements match `selector` inside the host's shadow root (-1: no such host). */
export function shadowCount([host, selector]: [string, string]): number {
  const root = document.querySelector(host)?.shadowRoot;
  return root ? root.querySelectorAll(selector).length : -1;
}

/**
 * Presses Tab until `key` in `host` has the focus; the presses it took. Fails if `limit` presses do not get there
 * (a control the keyboard cannot reach). `key` may omit the index (`toggle`: the first `toggle#…`).
 */
export async function tabTo(kp: KeyPage, host: string, key: string, limit = 60, path: string[] = []): Promise<number> {
  const wanted = key.includes('#') ? key : `${key}#0`;
  for (let presses = 0; presses <= limit; presses++) {
    const now = await kp.run(focusedControl, undefined);
    if (now.host === host && now.key === wanted) return presses;
    path.push(`${now.host ?? 'page'}:${now.key}`);
    await kp.press('Tab');
  }
  throw new Error(`${limit} Tab presses did not reach ${wanted} in ${host}: ${path.slice(-8).join(' ')}`);
}

/**
 * From the focused control, Tab until the focus leaves `host` (no trap), checking each stop's visible focus ring.
 * Returns the keys visited in `host`, in order.
 */
export async function walkOut(kp: KeyPage, host: string, limit = 80): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < limit; i++) {
    await kp.press('Tab');
    const now = await kp.run(focusedControl, undefined);
    if (now.host !== host) return visited;
    expect(now.visible, `${now.key} matches :focus-visible`).toBe(true);
    expect(now.ring, `${now.key} shows a focus ring (outline or box-shadow)`).toBe(true);
    visited.push(now.key ?? '');
  }
  throw new Error(`focus stayed in ${host} for ${limit} Tab presses (a trap): ${visited.slice(-6).join(', ')}`);
}

/** The focused control's key once it is in `host` (for expect.poll). */
export async function focusedKey(kp: KeyPage, host: string): Promise<string | null> {
  const now = await kp.run(focusedControl, undefined);
  return now.host === host ? now.key : null;
}
