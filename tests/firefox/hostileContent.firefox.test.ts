// Hostile content (hostile review 2026-12-01 §1), proved on every change, in real Firefox (ESR, MV2 test build): the
// very pages of the Chromium suite (tests/browser/hostileContent.browser.test.ts, from
// ../browser/helpers/hostileCorpus.ts): every payload of the synthesized corpus (tests/fixtures/hostile/payloads.jsonl)
// in the title, prose, a code block, inline code, an alt text, a link text and the tags of the real saved 2022-12 page
// with the demo question, 40 a page. With the panel expanded, its present items unfolded and the skeleton opened
// (../browser/helpers/hostileSteps.ts): nothing executes (the canary `__x` the payloads call, recorded in the page's
// `window.__calls`; dialogs), nothing is logged by the extension, no element or attribute a payload would create is in
// the shadow root, and the page's DOM outside the host is byte-identical to the same page where the content script does
// not run. The popup shows the same reports as text. Puppeteer has no exposeBinding over BiDi: the canary is the page's
// own global (hostileChecks.withCanary).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY_CALLS, foreignExpression, outsideExpression, withCanary } from '../browser/helpers/hostileChecks';
import { families, hostileQuestionPages, PER_PAGE, payloads, SO_HOST_HTML } from '../browser/helpers/hostileCorpus';
import { countDialogs, unfoldPanel } from '../browser/helpers/hostileSteps';
import { attr, collectExtensionErrors, inside, panelParts, serveStacksStandIn, waitFor } from './firefoxPage';
import { EXTENSION_ORIGIN, firefoxMissing, launchFirefox, type LaunchedFirefox, until } from './launchFirefox';

const PANEL = '[data-reprolens="panel"]';
const pages = hostileQuestionPages().map((p) => ({ ...p, html: withCanary(p.html) }));
const CANARY_URL = 'https://stackoverflow.com/questions/tagged/synth-hostile-canary';
const POPUP_REPORT = '[data-reprolens="popup-tab"] [data-reprolens="score"]';

describe.skipIf(firefoxMissing)('hostile question text in Firefox', () => {
  let ff: LaunchedFirefox;
  /** One popup tab, sent from report to report (popupReportOf); it starts on a tab that does not exist. */
  let popup: Page;
  let popupErrors: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    for (const p of pages)
      for (const url of [p.url, p.controlUrl]) ff.serve(url, { contentType: 'text/html; charset=utf-8', body: p.html });
    // A synthesized control: the saved page with one payload left unescaped, which calls the canary and opens a dialog.
    const unescaped = `<img src="x" onerror="__x('canary'); alert('canary')"></body>`;
    ff.serve(CANARY_URL, { contentType: 'text/html; charset=utf-8', body: withCanary(SO_HOST_HTML).replace('</body>', unescaped) });
    popup = await ff.extensionPage('popup.html?tab=-1');
    popupErrors = collectExtensionErrors(popup, true);
  });
  afterAll(async () => {
    await ff?.close();
  });

  /** A tab at `url`, its dialogs counted and the extension's errors collected from before it navigates. */
  async function open(url: string): Promise<{ page: Page; dialogs: () => number }> {
    let dialogs = () => 0;
    const page = await ff.open(url, undefined, (pg) => {
      dialogs = countDialogs(pg);
      const pageErrors = collectExtensionErrors(pg);
      pg.on('close', () => errors.push(...pageErrors));
    });
    return { page, dialogs };
  }

  it(`places all ${payloads.length} payloads, ${PER_PAGE} per page`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    expect(pages.length).toBe(Math.ceil(payloads.length / PER_PAGE));
    expect(families.length).toBe(15);
  });

  it('has a canary and a dialog count that work: the page with one payload left unescaped trips both', async () => {
    const { page, dialogs } = await open(CANARY_URL);
    await expect.poll(() => page.evaluate(CANARY_CALLS)).toEqual(['canary']);
    await expect.poll(dialogs).toBe(1);
    await page.close();
  });

  /**
   * Sends the one popup tab to the report of `url`'s tab (popup.html?tab=<id>) and waits for its score: its listeners
   * were on before that report rendered.
   */
  async function popupReportOf(url: string): Promise<void> {
    const to = `${EXTENSION_ORIGIN}/popup.html?tab=${await ff.tabIdOf(url)}`;
    await popup.evaluate((u) => {
      location.href = u;
    }, to);
    await until(popup, ([u, s]) => location.href === u && document.querySelector(s) !== null, [to, POPUP_REPORT]);
  }

  for (const [i, p] of pages.entries())
    it(`page ${i + 1}/${pages.length}: runs none of its payloads, adds none of their elements, leaves the page as it was; the popup shows its report as text`, async () => {
      const { page, dialogs } = await open(p.url);
      await waitFor(page, inside(PANEL, '[data-reprolens="score"]'));
      if ((await attr(page, PANEL, 'data-state')) === 'verdict') await unfoldPanel(panelParts(page, PANEL));
      expect(await page.evaluate(foreignExpression({ host: PANEL, styles: 1 })), p.url).toEqual([]);
      const control = await open(p.controlUrl);
      expect(await page.evaluate(outsideExpression()), p.url).toBe(await control.page.evaluate(outsideExpression()));
      await popupReportOf(p.url);
      expect(await popup.evaluate(foreignExpression({ root: '[data-reprolens="popup-tab"]' })), `popup, ${p.url}`).toEqual([]);
      expect([await page.evaluate(CANARY_CALLS), await control.page.evaluate(CANARY_CALLS)], p.url).toEqual([[], []]);
      expect(dialogs() + control.dialogs(), p.url).toBe(0);
      await Promise.all([page.close(), control.page.close()]);
    });

  it('logged nothing from the extension on any of the pages or in the popup', () => {
    expect([...errors, ...popupErrors]).toEqual([]);
  });
});
