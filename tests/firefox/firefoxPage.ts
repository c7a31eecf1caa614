// Reading and waiting on ReproLens' own elements in a Firefox page (issue 15). `inside(host, selector)` reaches into a
// host's shadow root (BrowserDifferences.intoShadow); every wait polls a state, never a fixed time.
import type { ElementHandle, Page } from 'puppeteer-core';
import { BROWSERS } from '../browser/browserDifferences';
import { poll, until } from './launchFirefox';

/** A selector for `selector` inside the shadow root of the element `host` matches. */
export const inside = (host: string, selector: string) => `${host}${BROWSERS.firefox.intoShadow}${selector}`;

/** The first element matching `selector`, or null. */
export function find(page: Page, selector: string): Promise<ElementHandle<Element> | null> {
  return page.$(selector);
}

export async function count(page: Page, selector: string): Promise<number> {
  return (await page.$$(selector)).length;
}

/** The attribute of the first match, or null when nothing matches yet (for expect.poll). */
export async function attr(page: Page, selector: string, name: string): Promise<string | null> {
  const el = await find(page, selector);
  return el ? el.evaluate((e, n) => e.getAttribute(n), name) : null;
}

export async function text(page: Page, selector: string): Promise<string | null> {
  const el = await find(page, selector);
  return el ? el.evaluate((e) => (e as HTMLElement).innerText) : null;
}

/** Waits until `selector` matches, then returns it. */
export function waitFor(page: Page, selector: string): Promise<ElementHandle<Element>> {
  return poll(selector, () => find(page, selector).catch(() => null));
}

export async function click(page: Page, selector: string): Promise<void> {
  await (await waitFor(page, selector)).click();
}

/** Waits for an element in an extension page (no shadow root there; its CSP refuses puppeteer's own waits). */
export async function waitInExtensionPage(page: Page, selector: string): Promise<void> {
  await until(page, (s) => document.querySelector(s) !== null, selector);
}
