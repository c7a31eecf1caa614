// The assembled question pages (tests/fixtures/pages/assembled/PROVENANCE.md: real corpus bodies in real saved
// host pages), each with the verdict the engine gives it in Node — what the overlay must show in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import type { BrowserContext, Page } from 'playwright-core';
import { judgePage } from '../../../lib/messages/pageVerdict';
import type { Verdict } from '../../../lib/verdict';
import { readStackOverflowPage } from '../../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { COMMENT_FORM_STAND_IN_FILE, routeCommentFormStandIn, routeStacksCss, stacksPageCss } from '../../../tools/demo/stacksStandIn';

const ASSEMBLED = resolve(import.meta.dirname, '../../fixtures/pages/assembled');

export interface QuestionPage {
  file: string;
  html: string;
  /** The question's real URL, at which the test serves the page. */
  url: string;
  verdict: Verdict;
}

export function assembledPages(): QuestionPage[] {
  return readdirSync(ASSEMBLED)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = readFileSync(resolve(ASSEMBLED, file), 'utf8');
      const doc = parseHTML(html).document as unknown as Document;
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const url = canonical ?? `https://stackoverflow.com/questions/${/pytorch-2020-(\d+)/.exec(file)![1]}/`;
      return { file, html, url, verdict: judgePage(readStackOverflowPage(doc, url), DEFAULT_SETTINGS) };
    });
}

/** Serves Stacks' real stylesheet and the page extras for Stack Overflow's CSS, as the demo does (tools/demo/stacksStandIn.ts). */
export async function serveStacksStandIn(context: BrowserContext): Promise<void> {
  await routeStacksCss(context, stacksPageCss(resolve(import.meta.dirname, '../../..')));
}

/** Serves the synthesized stand-in for SO's comment-form script (tests/fixtures/pages/synth-comment-form.js). */
export async function serveCommentFormStandIn(context: BrowserContext): Promise<void> {
  await routeCommentFormStandIn(context, readFileSync(resolve(import.meta.dirname, '../../..', COMMENT_FORM_STAND_IN_FILE), 'utf8'));
}

/** Serves `html` at `url` (and only there) in this browser context; the content script is injected as on the real site. */
export async function servePage(context: BrowserContext, url: string, html: string): Promise<void> {
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/** Errors the extension logs on a page (its content script's console and uncaught errors), not the page's own. */
export function collectExtensionErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const where = m.location().url ?? '';
    if (where.startsWith('chrome-extension://') || /reprolens/i.test(m.text())) errors.push(`${m.type()}: ${m.text()} (${where})`);
  });
  page.on('pageerror', (e) => {
    if (/chrome-extension:|reprolens/i.test(`${e.stack ?? ''} ${e.message}`)) errors.push(e.message);
  });
  return errors;
}

/** What runs a function in a page: Playwright's Page and puppeteer's (the Firefox suite) alike. */
export interface PageScript {
  evaluate(fn: () => Promise<void>): Promise<unknown>;
}

/**
 * Resolves once the page has stopped scrolling (scrollY equal over five animation frames): an evidence click scrolls
 * smoothly, and boxes measured during the scroll, one after the other, disagree (hostile review 2026-12-01: 921 px
 * against ≤ 884 px in a clean clone under load).
 */
export async function scrollSettled(page: PageScript): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}
