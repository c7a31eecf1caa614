// The popup once showed 1,230 px of content in a 600 px popup, in mixed type sizes. Opened as the real popup
// page at the popup's size (400×600; the page test opens popup.html in a tab, as popup.browser.test.ts does) for each
// assembled question page (tests/fixtures/pages/assembled/PROVENANCE.md): its first view — the summary, the top
// missing items and the actions — fits in 600 px; the rest is behind disclosures; every text is on Stacks' scale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn } from './helpers/questionPages';

const POPUP = { width: 400, height: 600 };
/** Stacks' type scale: 11/12 px small (fs-fine, fs-caption), 13 px body, 15–17 px headings (fs-body3, fs-title). */
const STACKS_SIZES = ['11px', '12px', '13px', '15px', '16px', '17px'];
const pages = assembledPages().filter((p) => p.verdict.state === 'verdict');

describe.skipIf(chromiumMissing)('popup layout at 400×600', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];
  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    for (const p of pages) await servePage(launched.context, p.url, p.html);
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function popupFor(url: string): Promise<{ popup: Page; tab: Page }> {
    const tab = await launched.context.newPage();
    await tab.goto(url);
    await tab.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
    const tabId: number = await launched.worker.evaluate(async (u) => {
      const tabs = await (
        globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number; url: string }>> } } }
      ).chrome.tabs.query({});
      return tabs.find((t) => t.url === u)!.id;
    }, url);
    const popup = await launched.context.newPage();
    errors.push(...collectExtensionErrors(popup));
    await popup.setViewportSize(POPUP);
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${tabId}`);
    await popup.locator('[data-reprolens="popup-tab"] [data-reprolens="score"]').waitFor();
    return { popup, tab };
  }

  it('has scored question pages to open', () => {
    expect(pages.length).toBeGreaterThan(2);
  });

  for (const p of pages) {
    it(`${p.file}: the first view fits 600 px, with the score, the top missing items and the actions in it`, async () => {
      const { popup, tab } = await popupFor(p.url);
      // The popup's content, not the window (whose scroll height is at least its own 600 px).
      const height = await popup.evaluate(() => Math.ceil(document.querySelector('main.rl-popup')!.getBoundingClientRect().bottom));
      console.log(`popup content height for ${p.file}: ${height} px`);
      expect(height).toBeLessThanOrEqual(POPUP.height);
      for (const part of ['score', 'show-panel', 'open-options']) {
        const box = (await popup.locator(`[data-reprolens="${part}"]`).first().boundingBox())!;
        expect(box.y + box.height, part).toBeLessThanOrEqual(POPUP.height);
      }
      // The top missing items are the decisive asks' (the others are in the checklist, under "Could also add"); a
      // question with none is answerable as it stands, and the first view says so instead.
      const decisive = p.verdict.state === 'verdict' ? p.verdict.report.suggestions.filter((s) => s.decisive).map((s) => s.item) : [];
      const firstView = popup.locator(decisive.length ? '[data-reprolens="popup-missing"] li' : '[data-reprolens="popup-answerable"]');
      expect(await firstView.count()).toBe(decisive.length ? Math.min(3, new Set(decisive).size) : 1);
      const listed = (await firstView.last().boundingBox())!;
      expect(listed.y + listed.height, 'top missing items').toBeLessThanOrEqual(POPUP.height);
      if (decisive.length) {
        expect(
          await popup.locator('[data-reprolens="popup-missing"] li').evaluateAll((li) => li.map((l) => l.getAttribute('data-item'))),
        ).toEqual([...new Set(decisive)].slice(0, 3));
      }
      // The whole checklist is one click away, behind a disclosure: its first line (an item, or a fold) then shows.
      const checklist = popup.locator('[data-reprolens="popup-checklist"]');
      expect(await checklist.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await checklist.locator('summary').click();
      await checklist.locator('.rl-items > li:not([hidden])').first().waitFor();
      await Promise.all([popup.close(), tab.close()]);
    });
  }

  it('uses one type scale: every text in the popup is 11, 12, 13, 15, 16 or 17 px', async () => {
    const { popup, tab } = await popupFor(pages[0].url);
    for (const d of await popup.locator('details').all()) await d.evaluate((el) => ((el as HTMLDetailsElement).open = true));
    const sizes = await popup.evaluate(() => {
      const seen = new Map<string, string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || !n.parentElement) continue;
        const size = getComputedStyle(n.parentElement).fontSize;
        if (!seen.has(size)) seen.set(size, `${n.parentElement.tagName.toLowerCase()}.${n.parentElement.className}`);
      }
      return [...seen].sort();
    });
    console.log(`popup font sizes: ${sizes.map(([size, where]) => `${size} (${where})`).join(', ')}`);
    for (const [size, where] of sizes) expect(STACKS_SIZES, where).toContain(size);
    await Promise.all([popup.close(), tab.close()]);
  });

  it('logged no errors from the extension', () => {
    expect(errors).toEqual([]);
  });
});
