// The overlay, evidence marks, toolbar badge, popup and options in a real Firefox (ESR, MV2 build) on the
// same assembled Stack Overflow pages as the Chromium suite (tests/browser/overlay.browser.test.ts,
// quiet.browser.test.ts), served at their real URLs by interception: what shows equals the engine's verdict in Node.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../lib/settings';
import { assembledPages, type QuestionPage } from '../browser/helpers/questionPages';
import { attr, click, count, find, inside, text, waitFor, waitInExtensionPage } from './firefoxPage';
import { FIREFOX } from '../../tools/browserBinaries';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const assembled = assembledPages();
const scored = assembled.filter((p) => p.verdict.state === 'verdict');
const howTo = assembled.find((p) => p.verdict.state === 'quiet')!;
/** A saved Stack Overflow question outside deep learning (tests/fixtures/pages/PROVENANCE.md), as quiet.browser.test.ts uses. */
const outside = (() => {
  const file = 'so-2022-12_stackoverflow_9688200.html';
  const html = readFileSync(resolve(import.meta.dirname, '../fixtures/pages', file), 'utf8');
  const doc = parseHTML(html).document as unknown as Document;
  const url = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
  return { file, html, url, verdict: judgePage(readStackOverflowPage(doc, url), DEFAULT_SETTINGS) } satisfies QuestionPage;
})();
const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
const SCORE = inPanel('[data-reprolens="score"]');
const scoreOf = (p: QuestionPage) => (p.verdict.state === 'verdict' ? p.verdict.score : null);

describe.skipIf(firefoxMissing)('question overlay in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    for (const p of [...assembled, outside]) ff.serve(p.url, { contentType: 'text/html; charset=utf-8', body: p.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function open(p: QuestionPage): Promise<Page> {
    const page = await ff.open(p.url);
    if (p.verdict.state === 'verdict' || p === howTo) await waitFor(page, SCORE);
    return page;
  }

  /** The popup for a tab (popup.html?tab=<id>) once it has the tab's state; its `data-state`. */
  async function popupFor(tabId: number): Promise<Page> {
    const popup = await ff.extensionPage(`popup.html?tab=${tabId}`);
    await waitInExtensionPage(popup, '[data-reprolens="popup-tab"]');
    return popup;
  }
  const popupState = (popup: Page) => popup.$eval('[data-reprolens="popup-tab"]', (e) => e.getAttribute('data-state'));

  const badgeOf = (tabId: number) =>
    ff.inExtension(
      async (api, id) => ({
        text: await api.browserAction.getBadgeText({ tabId: id }),
        title: await api.browserAction.getTitle({ tabId: id }),
      }),
      tabId,
    );

  it('has real pages of each kind', () => {
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(howTo.verdict.state === 'quiet' && howTo.verdict.reason).toBe('not_a_bug_report');
    expect(outside.verdict.state === 'quiet' && outside.verdict.reason).toBe('not_deep_learning');
  });

  it('shows the engine’s score and grade collapsed, then the checklist expanded, from the keyboard too', async () => {
    for (const p of scored) {
      const verdict = p.verdict.state === 'verdict' ? p.verdict : null!;
      const page = await open(p);
      await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('false');
      expect(await attr(page, SCORE, 'data-score')).toBe(String(verdict.score));
      expect(await text(page, inPanel('[data-reprolens="toggle"]'))).toContain(`${verdict.score} · ${verdict.grade}`);
      expect(await count(page, inPanel('[data-reprolens^="item-"]'))).toBe(0);
      await (await find(page, inPanel('[data-reprolens="toggle"]')))!.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
      for (const [id, judged] of Object.entries(verdict.report.items)) {
        expect(await attr(page, inPanel(`[data-reprolens="item-${id}"]`), 'data-status'), `${p.file} ${id}`).toBe(judged.status);
      }
      await page.close();
    }
  });

  it('gives a how-to question the quiet line without a grade', async () => {
    const page = await open(howTo);
    expect(await attr(page, PANEL, 'data-state')).toBe('quiet');
    expect(await count(page, inPanel('.rl-grade'))).toBe(0);
    expect(await text(page, inPanel('.rl-line-text'))).toMatch(/how-to or conceptual question/);
    await page.close();
  });

  it('shows nothing by default on a question outside deep learning: no panel, no badge', async () => {
    const page = await open(outside);
    const tabId = await ff.tabIdOf(outside.url);
    // Judged (the popup gets the tab's verdict from its content script), and still nothing on the page. Before its
    // first verdict the content script does not answer (the popup says "no-question"): ask until it does.
    await expect
      .poll(
        async () => {
          const popup = await popupFor(tabId);
          await expect.poll(() => popupState(popup)).not.toBe('loading');
          const state = await popupState(popup);
          await popup.close();
          return state;
        },
        { timeout: 20_000 },
      )
      .toBe('quiet');
    expect(await count(page, PANEL)).toBe(0);
    expect(await badgeOf(tabId)).toEqual({ text: '', title: 'ReproLens' });
    await page.close();
  });

  it('marks a piece of evidence inside the post when it is clicked', async () => {
    const p = scored.find(
      (q) =>
        q.verdict.state === 'verdict' &&
        Object.values(q.verdict.report.items).some((i) => i.evidence.some((e) => e.block >= 0 && e.end > e.start)),
    )!;
    const page = await open(p);
    await click(page, inPanel('[data-reprolens="toggle"]'));
    // The evidence may be on an item folded under "Could also add" or with what the question has: unfolded first.
    for (const fold of ['also-fold', 'present-fold'])
      if (await count(page, inPanel(`[data-reprolens="${fold}"]`))) await click(page, inPanel(`[data-reprolens="${fold}"]`));
    await click(page, inPanel('[data-reprolens^="evidence-"]'));
    const mark = await waitFor(page, inPanel('[data-reprolens="evidence-mark"]'));
    const post = (await page.$('#question .js-post-body, #question .post-text'))!;
    const [markBox, postBox] = [await mark.boundingBox(), await post.boundingBox()];
    expect(markBox).not.toBeNull();
    expect(markBox!.x).toBeGreaterThanOrEqual(postBox!.x - 4);
    expect(markBox!.y).toBeGreaterThanOrEqual(postBox!.y - 4);
    expect(markBox!.y + markBox!.height).toBeLessThanOrEqual(postBox!.y + postBox!.height + 4);
    expect(await text(page, inPanel('.rl-evidence-status'))).toMatch(/Marked in the post/);
    await page.close();
  });

  it('sets the toolbar badge per tab (browserAction, read from an extension page): two scores; none on a quiet page', async () => {
    const [a, b] = scored;
    const pages = [await open(a), await open(b), await open(howTo)];
    const badges = [];
    for (const p of [a, b, howTo]) badges.push((await badgeOf(await ff.tabIdOf(p.url))).text);
    expect(badges).toEqual([String(scoreOf(a)), String(scoreOf(b)), '']);
    for (const page of pages) await page.close();
  });

  it('shows the tab’s verdict in the popup (popup.html?tab=<id>), whose button opens the panel', async () => {
    const p = scored[0];
    const page = await open(p);
    const popup = await popupFor(await ff.tabIdOf(p.url));
    await expect.poll(() => popupState(popup)).toBe('verdict');
    const score = await popup.$eval('[data-reprolens="popup-tab"] [data-reprolens="score"]', (e) => e.getAttribute('data-score'));
    expect(score).toBe(String(scoreOf(p)));
    await (await popup.$('[data-reprolens="show-panel"]'))!.click();
    await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
    await popup.close();
    await page.close();
  });

  it('keeps options toggled on the options page, and the open question follows them', async () => {
    const page = await open(scored[0]);
    const options = await ff.extensionPage('options.html');
    const checked = (id: string) => options.$eval(`[data-reprolens="option-${id}"]`, (e) => (e as HTMLInputElement).checked);
    await waitInExtensionPage(options, '[data-reprolens="option-item-environment"]');
    await expect.poll(() => checked('item-environment')).toBe(true);
    await (await options.$('[data-reprolens="option-startExpanded"]'))!.click();
    await (await options.$('[data-reprolens="option-item-environment"]'))!.click();
    await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
    await expect.poll(() => count(page, inPanel('[data-reprolens="item-environment"]'))).toBe(0);
    // Persisted: in storage, and a newly opened options page shows them.
    const stored = await ff.inExtension((api, key) => api.storage.sync.get(key), SETTINGS_KEY);
    expect(stored[SETTINGS_KEY]).toMatchObject({ startExpanded: true, items: { environment: false } });
    await options.close();
    const again = await ff.extensionPage('options.html');
    await waitInExtensionPage(again, '[data-reprolens="option-item-environment"]');
    const againChecked = (id: string) => again.$eval(`[data-reprolens="option-${id}"]`, (e) => (e as HTMLInputElement).checked);
    expect([await againChecked('startExpanded'), await againChecked('item-environment')]).toEqual([true, false]);
    await (await again.$('[data-reprolens="option-reset"]'))!.click();
    await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('false');
    await again.close();
    await page.close();
  });
});

if (firefoxMissing) {
  // Say so loudly: CI installs Firefox ESR (.ci/run), so a skip here means a machine without it.
  console.warn(`Firefox tests skipped: ${FIREFOX} is missing (apt-get install -y firefox-esr).`);
}
