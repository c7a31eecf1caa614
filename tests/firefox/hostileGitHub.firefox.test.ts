// Hostile content (hostile review 2026-12-01 §1), proved on every change, on GitHub issue pages in real Firefox (ESR,
// MV2 test build): the very pages of the Chromium suite (tests/browser/hostileGitHub.browser.test.ts,
// ../browser/helpers/hostileCorpus.ts): every payload of the synthesized corpus in the issue's title, markdown body
// (prose, a fenced code block, inline code, an image's alt text, a link's text) and labels, 40 a page, on the saved
// signed-in React viewer page (antlr4-4848, 2025-10, which has the comment composer) with a real question's text in its
// slots. Panel expanded, present items unfolded, skeleton opened (../browser/helpers/hostileSteps.ts) and *Put in
// comment box* pressed: nothing executes (the canary `__x`, recorded in `window.__calls`; dialogs), the extension logs
// nothing, no element or attribute a payload would create is in the shadow root, the comment box holds exactly the
// comment ReproLens composed (the engine in Node on the same page), and the page's DOM outside the host and the box is
// byte-identical to the page without ReproLens.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentBoxMessage } from '../../lib/comment/pageCommentBoxFill';
import { CANARY_CALLS, foreignExpression, outsideExpression, withCanary } from '../browser/helpers/hostileChecks';
import { expectedComment, hostileIssuePages, PER_PAGE, payloads } from '../browser/helpers/hostileCorpus';
import { countDialogs, unfoldPanel } from '../browser/helpers/hostileSteps';
import { collectExtensionErrors, inside, panelParts, serveGitHubStandIn, text, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const PANEL = '[data-reprolens="panel"]';
const COMPOSER = '[data-testid="comment-composer"] textarea';
const pages = hostileIssuePages().map((p) => ({ ...p, html: withCanary(p.html), comment: expectedComment(p.html, p.url) }));
const CANARY_URL = `${pages[0].controlUrl}&canary`;

describe.skipIf(firefoxMissing)('hostile GitHub issue text in Firefox', () => {
  let ff: LaunchedFirefox;
  const errors: string[] = [];

  beforeAll(async () => {
    ff = await launchFirefox();
    serveGitHubStandIn(ff);
    for (const p of pages)
      for (const url of [p.url, p.controlUrl]) ff.serve(url, { contentType: 'text/html; charset=utf-8', body: p.html });
    // A synthesized control: the page with one payload left unescaped, which calls the canary and opens a dialog.
    const unescaped = pages[0].html.replace('</body>', `<img src="x" onerror="__x('canary'); alert('canary')"></body>`);
    ff.serve(CANARY_URL, { contentType: 'text/html; charset=utf-8', body: unescaped });
  });
  afterAll(async () => {
    await ff?.close();
  });

  /** A tab at `url`, its dialogs counted and the extension's errors collected from before it navigates. */
  async function open(url: string): Promise<{ page: Page; dialogs: () => number }> {
    let dialogs = () => 0;
    // The Chromium suite's window: GitHub's wide layout, the panel in its sidebar column.
    const page = await ff.open(url, { width: 1366, height: 900 }, (pg) => {
      dialogs = countDialogs(pg);
      const pageErrors = collectExtensionErrors(pg);
      pg.on('close', () => errors.push(...pageErrors));
    });
    return { page, dialogs };
  }

  it(`places all ${payloads.length} payloads in the title, body and labels; each page has a comment to put in the box`, () => {
    expect(pages.length * PER_PAGE).toBeGreaterThanOrEqual(payloads.length);
    for (const p of pages) expect(p.comment, p.url).toMatch(/^Thanks for the report\. To reproduce this, could you add:/);
  });

  it('has a canary and a dialog count that work: the page with one payload left unescaped trips both', async () => {
    const { page, dialogs } = await open(CANARY_URL);
    await expect.poll(() => page.evaluate(CANARY_CALLS)).toEqual(['canary']);
    await expect.poll(dialogs).toBe(1);
    await page.close();
  });

  for (const [i, p] of pages.entries())
    it(`page ${i + 1}/${pages.length}: runs none of its payloads, adds none of their elements, fills the box with the comment only, leaves the page as it was`, async () => {
      const { page, dialogs } = await open(p.url);
      await waitFor(page, inside(PANEL, '[data-reprolens="score"]'));
      const panel = panelParts(page, PANEL);
      await unfoldPanel(panel);
      await panel.dispatchClick('[data-reprolens="place-details-comment"]');
      await expect
        .poll(() => text(page, inside(PANEL, '[data-reprolens="details-comment"]')))
        .toContain(commentBoxMessage({ kind: 'filled', on: 'issue' }));
      const value = await page.$eval(COMPOSER, (t) => (t as HTMLTextAreaElement).value);
      expect(value, p.url).toBe(p.comment);
      // GitHub would link a mention, an issue reference or a bare URL of the payloads' making: none is in the comment.
      expect(value).not.toMatch(/(^|[\s(])[@#][\w-]|javascript:|<[a-z!/]/i);
      expect(await page.evaluate(foreignExpression({ host: PANEL, styles: 1 })), p.url).toEqual([]);
      const control = await open(p.controlUrl);
      expect(await page.evaluate(outsideExpression([COMPOSER])), p.url).toBe(await control.page.evaluate(outsideExpression([COMPOSER])));
      expect([await page.evaluate(CANARY_CALLS), await control.page.evaluate(CANARY_CALLS)], p.url).toEqual([[], []]);
      expect(dialogs() + control.dialogs(), p.url).toBe(0);
      await Promise.all([page.close(), control.page.close()]);
    });

  it('logged nothing from the extension on any of the pages', () => {
    expect(errors).toEqual([]);
  });
});
