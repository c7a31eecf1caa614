// Hostile content (hostile review 2026-12-01 §1), proved on every change, on GitHub issue pages in real Chromium: every
// payload of the synthesized corpus (tests/fixtures/hostile/payloads.jsonl) in the issue's title, its markdown body
// (prose, a fenced code block, inline code, an image's alt text, a link's text) and its labels, 40 a page, on the saved
// signed-in React viewer page (antlr4-4848, 2025-10, which has the comment composer) with a real question's text in its
// slots, a setup problem without versions so that the comment asks on every page (./helpers/hostileCorpus.ts). Panel
// expanded, its present items unfolded, the skeleton opened, and *Put in comment box* pressed: nothing executes (the
// canary `__x`, dialogs), no element or attribute a payload would create is in the shadow root, the comment box holds
// exactly the comment ReproLens composed (the engine in Node on the same page: no payload markup, no mention or issue
// reference GitHub would turn into a link), and the page's DOM outside the host and the comment box is byte-identical
// to the same page where the content script does not run.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentBoxMessage } from '../../lib/comment/pageCommentBoxFill';
import { CANARY_CALLS, foreignExpression, outsideExpression, withCanary } from './helpers/hostileChecks';
import { expectedComment, hostileIssuePages, PER_PAGE, payloads } from './helpers/hostileCorpus';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { routeGitHubCss } from './helpers/gitHubStandIn';
import { collectExtensionErrors } from './helpers/questionPages';
import { countDialogs, unfoldPanel } from './helpers/hostilePlaywright';

const COMPOSER = '[data-testid="comment-composer"] textarea';
const pages = hostileIssuePages().map((p) => ({ ...p, html: withCanary(p.html), comment: expectedComment(p.html, p.url) }));

describe.skipIf(chromiumMissing)('hostile GitHub issue text in Chromium', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await routeGitHubCss(launched.context);
    for (const p of pages)
      for (const url of [p.url, p.controlUrl])
        await launched.context.route(
          (u) => u.href === url,
          (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: p.html }),
        );
  });
  afterAll(async () => {
    await launched?.close();
  });

  it(`places all ${payloads.length} payloads in the title, body and labels; each page has a comment to put in the box`, () => {
    expect(pages.length * PER_PAGE).toBeGreaterThanOrEqual(payloads.length);
    for (const p of pages) expect(p.comment, p.url).toMatch(/^Thanks for the report\. To reproduce this, could you add:/);
  });

  it('has a canary that works: the same page with one payload left unescaped calls it (a synthesized control)', async () => {
    const url = `${pages[0].controlUrl}&canary`;
    const html = pages[0].html.replace('</body>', `<img src="x" onerror="__x('canary')"></body>`);
    await launched.context.route(
      (u) => u.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    const { page } = await open(url);
    await expect.poll(() => page.evaluate<string[]>(CANARY_CALLS)).toEqual(['canary']);
    await page.close();
  });

  async function open(url: string): Promise<{ page: Page; dialogs: () => number }> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    const dialogs = countDialogs(page);
    await page.goto(url);
    return { page, dialogs };
  }

  // One test a page (as the Firefox file): 11 pages in one test took over its 60 s on a loaded machine.
  for (const [i, p] of pages.entries())
    it(`page ${i + 1}/${pages.length}: runs none of its payloads, adds none of their elements, fills the box with the comment only, leaves the page as it was`, async () => {
      const { page, dialogs } = await open(p.url);
      const panel = page.locator('[data-reprolens="panel"]');
      await panel.locator('[data-reprolens="score"]').waitFor();
      await unfoldPanel(panel);
      const ask = panel.locator('[data-reprolens="details-comment"]');
      await ask.locator('[data-reprolens="place-details-comment"]').dispatchEvent('click');
      await expect.poll(() => ask.innerText()).toContain(commentBoxMessage({ kind: 'filled', on: 'issue' }));
      const value = await page.inputValue(COMPOSER);
      expect(value, p.url).toBe(p.comment);
      // GitHub would link a mention, an issue reference or a bare URL of the payloads' making: none is in the comment.
      expect(value).not.toMatch(/(^|[\s(])[@#][\w-]|javascript:|<[a-z!/]/i);
      expect(await page.evaluate<string[]>(foreignExpression({ host: '[data-reprolens="panel"]', styles: 1 })), p.url).toEqual([]);
      const control = await open(p.controlUrl);
      await control.page.waitForLoadState('load');
      expect(await page.evaluate<string>(outsideExpression([COMPOSER])), p.url).toBe(
        await control.page.evaluate<string>(outsideExpression([COMPOSER])),
      );
      expect([await page.evaluate<string[]>(CANARY_CALLS), await control.page.evaluate<string[]>(CANARY_CALLS)], p.url).toEqual([[], []]);
      expect(dialogs() + control.dialogs(), p.url).toBe(0);
      await Promise.all([page.close(), control.page.close()]);
    });

  it('logged nothing from the extension on any of the pages', () => {
    expect(errors).toEqual([]);
  });
});
