// Hostile content (hostile review 2026-12-01 §1), proved on every change, in real Chromium: every payload of the
// synthesized corpus (tests/fixtures/hostile/payloads.jsonl, 240 in 15 families) placed as a Stack Overflow page shows
// question text — escaped, as text — into the title, prose, a code block, inline code, an image's alt text and a link's
// text of a real saved page with a real DL question (tools/fixtures/assembleQuestionPage.ts: the demo question in the
// saved 2022-12 page), 40 payloads per page. With the panel expanded, its present items unfolded and the skeleton
// opened: nothing executes (the canary `__x` the payloads call, dialogs), no element or attribute a payload would
// create appears in the shadow root, and the page's own DOM outside ReproLens' host is byte-identical to the same page
// where the content script does not run. The question's tags hold the payloads too (the saved page's own tag links).
// The pages and checks are shared with the Firefox suite (./helpers/hostileCorpus.ts, ./helpers/hostileChecks.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignExpression, outsideExpression } from './helpers/hostileChecks';
import { families, hostileQuestionPages, PER_PAGE, payloads, SO_HOST_HTML } from './helpers/hostileCorpus';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors, servePage, serveStacksStandIn } from './helpers/questionPages';
import { countDialogs, unfoldPanel } from './helpers/hostilePlaywright';

const pages = hostileQuestionPages();

describe.skipIf(chromiumMissing)('hostile question text in Chromium', () => {
  let launched: LaunchedExtension;
  const executions: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    // A browser of its own: the canary's context binding cannot be taken back from a shared one.
    launched = await launchExtension('browser-test', { own: true });
    await serveStacksStandIn(launched.context);
    await launched.context.exposeBinding('__x', (_source, what: unknown) => executions.push(String(what)));
    for (const p of pages) {
      await servePage(launched.context, p.url, p.html);
      await servePage(launched.context, p.controlUrl, p.html);
    }
  });
  afterAll(async () => {
    await launched?.close();
  });

  const serialize = (pg: Page) => pg.evaluate<string>(outsideExpression());

  it(`places all ${payloads.length} payloads, ${PER_PAGE} per page`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    expect(pages.length).toBe(Math.ceil(payloads.length / PER_PAGE));
    expect(families.length).toBe(15);
  });

  it('has a canary that works: the same page with one payload left unescaped calls it (a synthesized control)', async () => {
    const url = 'https://stackoverflow.com/questions/tagged/synth-hostile-canary';
    await servePage(launched.context, url, SO_HOST_HTML.replace('</body>', `<img src="x" onerror="__x('canary')"></body>`));
    const page = await launched.context.newPage();
    await page.goto(url);
    await expect.poll(() => executions.includes('canary')).toBe(true);
    await page.close();
    executions.length = 0;
  });

  // One test a page (as the Firefox file), so no test's time grows with the corpus.
  for (const [i, p] of pages.entries())
    it(`page ${i + 1}/${pages.length}: runs none of its payloads, adds none of their elements, and leaves the page as it was`, async () => {
      const page = await launched.context.newPage();
      const pageErrors = collectExtensionErrors(page);
      const dialogs = countDialogs(page);
      await page.goto(p.url);
      const panel = page.locator('[data-reprolens="panel"]');
      await panel.locator('[data-reprolens="score"]').waitFor();
      if ((await panel.getAttribute('data-state')) === 'verdict') {
        await unfoldPanel(panel);
      }
      const foreign = await page.evaluate<string[]>(foreignExpression({ host: '[data-reprolens="panel"]', styles: 1 }));
      expect(foreign, p.url).toEqual([]);
      expect(dialogs(), p.url).toBe(0);
      const control = await launched.context.newPage();
      await control.goto(p.controlUrl);
      expect(await serialize(page), p.url).toBe(await serialize(control));
      await Promise.all([page.close(), control.close()]);
      errors.push(...pageErrors);
      expect(executions, p.url).toEqual([]);
    });

  const tabIds = () =>
    launched.worker.evaluate(async () =>
      (
        await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number }>> } } }).chrome.tabs.query({})
      ).map((t) => t.id),
    );
  for (const [i, p] of pages.entries())
    it(`popup ${i + 1}/${pages.length}: shows the page's report as text: no execution, no foreign element in it`, async () => {
      const known = new Set(await tabIds());
      const tab = await launched.context.newPage();
      await tab.goto(p.url);
      await tab.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
      const [id] = (await tabIds()).filter((t) => !known.has(t));
      const popup = await launched.context.newPage();
      const popupErrors = collectExtensionErrors(popup);
      await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${id}`);
      const report = popup.locator('[data-reprolens="popup-tab"]');
      await report.locator('[data-reprolens="score"]').first().waitFor();
      const foreign = await popup.evaluate<string[]>(foreignExpression({ root: '[data-reprolens="popup-tab"]' }));
      expect(foreign, p.url).toEqual([]);
      errors.push(...popupErrors);
      await Promise.all([popup.close(), tab.close()]);
      expect(executions, p.url).toEqual([]);
    });

  it('logged nothing from the extension on any of the pages or popups', () => {
    expect(errors).toEqual([]);
  });
});
