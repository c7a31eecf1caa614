// Reading and waiting on ReproLens' own elements in a Firefox page. `inside(host, selector)` reaches into a
// host's shadow root (BrowserDifferences.intoShadow); every wait polls a state, never a fixed time.
import { resolve } from 'node:path';
import type { ElementHandle, KeyInput, Page } from 'puppeteer-core';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import type { DraftPage, PanelParts } from '../browser/helpers/hostileSteps';
import type { ProbePage } from '../browser/helpers/axeAndContrast';
import { GITHUB_FIRST_THEME_SHEET, GITHUB_SHEET, gitHubPageCss } from '../browser/helpers/gitHubStandIn';
import type { KeyPage } from '../browser/helpers/keyboardProbes';
import { stacksPageCss } from '../../tools/demo/stacksStandIn';
import { EXTENSION_ORIGIN, type LaunchedFirefox, poll, until } from './launchFirefox';

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

/** The value of the first matching form field (a textarea's text is its value, not its inner text). */
export async function fieldValue(page: Page, selector: string): Promise<string | null> {
  const el = await find(page, selector);
  return el ? el.evaluate((e) => (e as HTMLTextAreaElement).value) : null;
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

/**
 * Fills the Ask page's classic form as typing would (input events), the last characters by keyboard; the textarea's
 * value. A textarea holds line ends as LF, so the body is typed that way.
 */
export async function typeClassic(page: Page, draft: { title: string; body: string }): Promise<string> {
  const body = draft.body.replace(/\r\n?/g, '\n');
  const cut = body.length - 12;
  await page.evaluate(
    (title, head) => {
      const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set(document.querySelector<HTMLInputElement>('#title')!, title);
      set(document.querySelector<HTMLInputElement>('#tagnames')!, 'tensorflow');
      const t = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
      set(t, head);
      t.focus();
      t.setSelectionRange(t.value.length, t.value.length);
    },
    draft.title,
    body.slice(0, cut),
  );
  await page.keyboard.type(body.slice(cut), { delay: 20 });
  return page.$eval('#wmd-input', (t) => (t as HTMLTextAreaElement).value);
}

/** The keyboard scenarios' driver (tests/browser/helpers/keyboardPath.ts): puppeteer presses one key, so "Shift+Tab" is held. */
export function keyPage(page: Page): KeyPage {
  return {
    async press(key) {
      // Puppeteer's name for the space bar is ' ' (Playwright takes 'Space' too).
      const keys = key.split('+').map((k) => (k === 'Space' ? ' ' : k)) as KeyInput[];
      for (const k of keys.slice(0, -1)) await page.keyboard.down(k);
      await page.keyboard.press(keys.at(-1)!);
      for (const k of keys.slice(0, -1).reverse()) await page.keyboard.up(k);
    },
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
  };
}

/**
 * Serves Stacks' real stylesheet (and the synthesized page extras) for `/Shared/stacks.css` and every other sheet of
 * cdn.sstatic.net empty, as the Chromium suite does (tools/demo/stacksStandIn.ts): without it the saved pages show
 * controls Stack Overflow's CSS hides, and Tab stops on them (measured: 5 presses to the panel instead of 1).
 */
export function serveStacksStandIn(ff: LaunchedFirefox): void {
  const sheet = (u: URL) => u.hostname === 'cdn.sstatic.net' && u.pathname.endsWith('.css');
  ff.serve((u) => sheet(u) && u.pathname.endsWith('/Shared/stacks.css'), {
    contentType: 'text/css; charset=utf-8',
    body: stacksPageCss(resolve(import.meta.dirname, '../..')),
  });
  ff.serve(sheet, { contentType: 'text/css; charset=utf-8', body: '' });
}

/**
 * Errors and warnings the extension logs in a page (its content script's console, uncaught errors from its code), not
 * the page's own: as the Chromium suite's collectExtensionErrors, by ReproLens' own origin. Firefox's built-in
 * web-compat add-on logs from its own moz-extension: origin on Stack Overflow pages (measured: "When logging in,
 * Firefox calls the Storage Access API…" from shims/stackoverflow-login.js on every page), which is not ReproLens'.
 * `all`: every one (an extension page of ReproLens, where all code is its own).
 */
export function collectExtensionErrors(page: Page, all = false): string[] {
  const errors: string[] = [];
  const ours = (s: string) => all || s.includes(EXTENSION_ORIGIN) || /reprolens/i.test(s);
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warn') return;
    const where = m.location().url ?? '';
    if (ours(`${where} ${m.text()}`)) errors.push(`${m.type()}: ${m.text()} (${where})`);
  });
  page.on('pageerror', (e) => {
    const error = e instanceof Error ? e : new Error(String(e));
    if (ours(`${error.stack ?? ''} ${error.message}`)) errors.push(error.message);
  });
  return errors;
}

/** The shared hostile steps' panel (tests/browser/helpers/hostileSteps.ts) inside `host`'s shadow root, by puppeteer. */
export function panelParts(page: Page, host: string): PanelParts {
  return {
    async pressEnter(part) {
      await (await waitFor(page, inside(host, part))).focus();
      await page.keyboard.press('Enter');
    },
    async dispatchClick(part) {
      const el = await waitFor(page, inside(host, part));
      await el.evaluate((e: Element) => e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })));
    },
    count: (part) => count(page, inside(host, part)),
    waitFor: async (part) => void (await waitFor(page, inside(host, part))),
  };
}

/** The shared hostile steps' draft page (tests/browser/helpers/hostileSteps.ts), by puppeteer. */
export const draftPage = (page: Page): DraftPage => ({ evaluate: (e) => page.evaluate(e), type: (t) => page.keyboard.type(t) });

/**
 * The accessibility probes' driver (tests/browser/helpers/axeAndContrast.ts): puppeteer's evaluation (over BiDi, not subject
 * to an extension page's CSP, as CDP's is not) and its element handles, whose hover scrolls into view and moves the
 * mouse by BiDi input actions.
 */
export function probePage(page: Page): ProbePage {
  return {
    runSource: (source) => page.evaluate(source),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async all(selector) {
      return (await page.$$(selector)).map((one) => ({
        isVisible: async () =>
          (await one.isVisible()) && (BROWSERS.firefox.visibility === 'driver' || (await one.evaluate((el) => el.checkVisibility()))),
        hover: () => one.hover(),
        run: (fn) => one.evaluate(fn as never) as never,
      }));
    },
  };
}

/**
 * The GitHub stand-in of the Chromium suite (tests/browser/helpers/gitHubStandIn.ts, routeGitHubCss): the real Primer themes
 * for the page's first theme sheet, every other GitHub stylesheet empty (the first route that matches answers).
 */
export function serveGitHubStandIn(ff: LaunchedFirefox): void {
  const sheet = (u: URL) => GITHUB_SHEET.test(u.href);
  ff.serve((u) => sheet(u) && GITHUB_FIRST_THEME_SHEET.test(u.href), { contentType: 'text/css; charset=utf-8', body: gitHubPageCss() });
  ff.serve(sheet, { contentType: 'text/css; charset=utf-8', body: '' });
}
