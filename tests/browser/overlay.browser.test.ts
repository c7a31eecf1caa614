// The overlay, badge and popup in a real Chromium with the built extension, on real questions served at their
// real Stack Overflow URLs (request routing; nothing leaves the machine): the panel shows the engine's score,
// collapses and expands, marks evidence in the post, follows in-place edits, the theme and the options; the
// badge is per tab; the popup shows the active tab's report; the page's own DOM is left as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { SETTINGS_KEY } from '../../lib/settings';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { editPostBodyInPage, inPlaceEdit, POST_BODY } from './helpers/inPlaceEdit';
import {
  assembledPages,
  collectExtensionErrors,
  scrollSettled,
  servePage,
  serveStacksStandIn,
  type QuestionPage,
} from './helpers/questionPages';

const pages = assembledPages();
const scored = pages.filter((p) => p.verdict.state === 'verdict');
const quiet = pages.find((p) => p.verdict.state === 'quiet')!;

const score = (p: QuestionPage) => (p.verdict.state === 'verdict' ? p.verdict.score : null);
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');

type ChromeApi = {
  tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> };
  action: { getBadgeText(d: object): Promise<string> };
  storage: { sync: { set(v: object): Promise<void>; clear(): Promise<void> } };
};

describe.skipIf(chromiumMissing)('question overlay in Chromium', () => {
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

  async function open(p: QuestionPage): Promise<Page> {
    const page = await launched.context.newPage();
    errors.push(...[]);
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(p.url);
    await page.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
    return page;
  }

  async function setSettings(value: unknown): Promise<void> {
    await launched.worker.evaluate(
      ([key, v]) => (globalThis as unknown as { chrome: ChromeApi }).chrome.storage.sync.set({ [key as string]: v }),
      [SETTINGS_KEY, value] as const,
    );
  }

  it('has real DL pages to test on: at least two scored and one quiet', () => {
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(new Set(scored.map(score)).size).toBeGreaterThanOrEqual(2);
    expect(quiet).toBeDefined();
  });

  it('shows the engine’s score collapsed, then the checklist expanded, from the keyboard too', async () => {
    for (const p of scored) {
      const page = await open(p);
      const verdict = p.verdict.state === 'verdict' ? p.verdict : null!;
      const report = verdict.report;
      await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('false');
      expect(await panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(verdict.score));
      expect(await panel(page).locator('[data-reprolens="toggle"]').innerText()).toContain(`${verdict.score} · ${verdict.grade}`);
      expect(await panel(page).locator('[data-reprolens^="item-"]').count()).toBe(0);
      await panel(page).locator('[data-reprolens="toggle"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
      for (const [id, judged] of Object.entries(report.items)) {
        expect(await panel(page).locator(`[data-reprolens="item-${id}"]`).getAttribute('data-status')).toBe(judged.status);
      }
      await page.close();
    }
  });

  it('places the panel beside the post without covering it or shifting the page', async () => {
    const p = scored[0];
    const page = await launched.context.newPage();
    await page.goto(p.url);
    const postBox = await page.locator('#question .js-post-body, #question .post-text').first().boundingBox();
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    const after = await page.locator('#question .js-post-body, #question .post-text').first().boundingBox();
    expect(after).toEqual(postBox); // nothing in the page's flow moved
    const frame = await panel(page).locator('.rl-frame').boundingBox();
    expect(frame).not.toBeNull();
    const overlaps =
      frame!.x < after!.x + after!.width &&
      after!.x < frame!.x + frame!.width &&
      frame!.y < after!.y + after!.height &&
      after!.y < frame!.y + frame!.height;
    expect(overlaps).toBe(false);
    await page.close();
  });

  it('marks a piece of evidence in the post when it is clicked', async () => {
    const p = scored.find(
      (q) =>
        q.verdict.state === 'verdict' &&
        Object.values(q.verdict.report.items).some((i) => i.evidence.some((e) => e.block >= 0 && e.end > e.start)),
    )!;
    const page = await open(p);
    await panel(page).locator('[data-reprolens="toggle"]').click();
    // The evidence may be on an item folded under "Could also add" or with what the question has: unfolded first.
    for (const fold of ['also-fold', 'present-fold']) {
      const toggle = panel(page).locator(`[data-reprolens="${fold}"]`);
      if (await toggle.count()) await toggle.click();
    }
    const button = panel(page).locator('[data-reprolens^="evidence-"]').first();
    const frameBefore = (await panel(page).locator('.rl-frame').boundingBox())!.y;
    const postBefore = (await page.locator('#question .js-post-body, #question .post-text').first().boundingBox())!.y;
    await button.click();
    const mark = panel(page).locator('[data-reprolens="evidence-mark"]').first();
    await mark.waitFor({ state: 'attached' });
    await scrollSettled(page);
    const markBox = await mark.boundingBox();
    const postBox = await page.locator('#question .js-post-body, #question .post-text').first().boundingBox();
    expect(markBox).not.toBeNull();
    // The mark sits inside the post, and the post was scrolled to so that it is on screen.
    expect(markBox!.x).toBeGreaterThanOrEqual(postBox!.x - 4);
    expect(markBox!.y).toBeGreaterThanOrEqual(postBox!.y - 4);
    expect(markBox!.y + markBox!.height).toBeLessThanOrEqual(postBox!.y + postBox!.height + 4);
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await mark.boundingBox())!.y).toBeLessThan(viewport.height);
    expect(await panel(page).locator('.rl-evidence-status').innerText()).toMatch(/Marked in the post/);
    // Expanded, the panel keeps its place in the sidebar (it is not sticky: it would cover Linked and Related): it
    // scrolled with the page, by as much as the post did.
    const frameTop = async () => (await panel(page).locator('.rl-frame').boundingBox())!.y;
    const postTop = async () => (await page.locator('#question .js-post-body, #question .post-text').first().boundingBox())!.y;
    expect(Math.round((await frameTop()) - (await postTop()))).toBe(Math.round(frameBefore - postBefore));
    await page.close();
  });

  it('copies a suggestion’s snippet to the clipboard', async () => {
    const p = scored.find((q) => q.verdict.state === 'verdict' && q.verdict.report.suggestions.some((x) => x.snippet))!;
    const suggestion = p.verdict.state === 'verdict' ? p.verdict.report.suggestions.find((x) => x.snippet)! : null!;
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://stackoverflow.com' });
    const page = await open(p);
    await panel(page).locator('[data-reprolens="toggle"]').click();
    const copy = panel(page).locator(`[data-reprolens="copy-${suggestion.item}"]`);
    // An ask that would not change the diagnosis is folded under "Could also add": its controls show once unfolded.
    if (!suggestion.decisive) {
      expect(await copy.isVisible()).toBe(false);
      await panel(page).locator('[data-reprolens="also-fold"]').click();
    }
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(suggestion.snippet);
    await page.close();
  });

  it('offers "Ask for details" on a bug report with something missing, and copies exactly that comment', async () => {
    const p = scored.find((q) => q.verdict.state === 'verdict' && composeDetailsComment(q.verdict.report) !== null)!;
    const comment = p.verdict.state === 'verdict' ? composeDetailsComment(p.verdict.report)! : '';
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://stackoverflow.com' });
    const page = await open(p);
    await panel(page).locator('[data-reprolens="toggle"]').click();
    expect(await panel(page).locator('[data-reprolens="details-comment"] .rl-ask-text').inputValue()).toBe(comment);
    await panel(page).locator('[data-reprolens="copy-details-comment"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(comment);
    await page.close();
  });

  it('says so in a neutral line, with no score, when the page’s markup is not one it knows', async () => {
    // A variation of a real page made for this test: the question's markup renamed, as a redesign would.
    const p = scored[0];
    const changed = p.html
      .replace(/id="question"/g, 'id="q-redesigned"')
      .replace(/\b(js-post-body|postcell|post-text|s-prose|question)\b/g, 'x-$1')
      .replace(/itemprop="text"/g, 'itemprop="x-text"');
    const url = 'https://stackoverflow.com/questions/61877098/markup-changed';
    await servePage(launched.context, url, changed);
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    await page.goto(url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    expect(await panel(page).getAttribute('data-state')).toBe('unreadable');
    expect(await panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe('');
    expect(await panel(page).locator('.rl-line-text').innerText()).toMatch(/could not read this question/);
    expect(await panel(page).locator('.rl-grade').count()).toBe(0);
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  it('gives a how-to question a quiet one-line state without a grade', async () => {
    const page = await open(quiet);
    expect(await panel(page).getAttribute('data-state')).toBe('quiet');
    expect(await panel(page).locator('.rl-grade').count()).toBe(0);
    expect(await panel(page).locator('.rl-line-text').innerText()).toMatch(/no reproducibility score/);
    await page.close();
  });

  it('sets the badge per tab: two tabs, two scores; none on a quiet page', async () => {
    const [a, b] = scored;
    const pageA = await open(a);
    const pageB = await open(b);
    const pageQ = await open(quiet);
    const badges = await launched.worker.evaluate(
      async (urls) => {
        const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
        const tabs = await chrome.tabs.query({});
        const out: Array<string | null> = [];
        for (const url of urls) {
          const tab = tabs.find((t) => t.url === url);
          out.push(tab ? await chrome.action.getBadgeText({ tabId: tab.id }) : null);
        }
        return out;
      },
      [a.url, b.url, quiet.url],
    );
    expect(badges).toEqual([String(score(a)), String(score(b)), '']);
    await Promise.all([pageA.close(), pageB.close(), pageQ.close()]);
  });

  it('shows the active tab’s report in the popup, with a button that opens the panel', async () => {
    // A page that asks for something decisive, so that the popup's "Ask for details" is there to open.
    const p = scored.find((q) => q.verdict.state === 'verdict' && composeDetailsComment(q.verdict.report) !== null)!;
    const page = await open(p);
    const tabId = await launched.worker.evaluate(async (url) => {
      const tabs = await (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.query({});
      return tabs.find((t) => t.url === url)!.id;
    }, p.url);
    const popup = await launched.context.newPage();
    const popupErrors = collectExtensionErrors(popup);
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${tabId}`);
    await expect.poll(() => popup.locator('[data-reprolens="popup-tab"]').getAttribute('data-state')).toBe('verdict');
    expect(await popup.locator('[data-reprolens="popup-tab"] [data-reprolens="score"]').getAttribute('data-score')).toBe(String(score(p)));
    const comment = p.verdict.state === 'verdict' ? composeDetailsComment(p.verdict.report) : null;
    expect(comment).not.toBeNull();
    // The popup's first view fits 600 px, the comment is behind its "Ask for details" disclosure.
    await popup.locator('[data-reprolens="popup-ask"] > summary').click();
    expect(await popup.locator('[data-reprolens="details-comment"] .rl-ask-text').inputValue()).toBe(comment);
    await popup.locator('[data-reprolens="show-panel"]').click();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    expect(popupErrors).toEqual([]);
    await Promise.all([popup.close(), page.close()]);
  });

  it('applies settings to an open tab without reload', async () => {
    const p = scored[0];
    const page = await open(p);
    await setSettings({ startExpanded: true, items: { environment: false } });
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    await expect.poll(() => panel(page).locator('[data-reprolens="item-environment"]').count()).toBe(0);
    await setSettings({ overlayBySite: { 'stackoverflow.com': false } });
    await expect.poll(() => panel(page).count()).toBe(0);
    await setSettings({});
    await expect.poll(() => panel(page).count()).toBe(1);
    await page.close();
  });

  it('takes a change made on the options page to the open question tab', async () => {
    const page = await open(scored[0]);
    const options = await launched.context.newPage();
    const optionErrors = collectExtensionErrors(options);
    await options.goto(`chrome-extension://${launched.extensionId}/options.html`);
    const hideEnvironment = options.locator('[data-reprolens="option-item-environment"]');
    await expect.poll(() => hideEnvironment.isChecked()).toBe(true);
    await options.locator('[data-reprolens="option-startExpanded"]').check();
    await hideEnvironment.uncheck();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    await expect.poll(() => panel(page).locator('[data-reprolens="item-environment"]').count()).toBe(0);
    await options.locator('[data-reprolens="option-reset"]').click();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('false');
    await panel(page).locator('[data-reprolens="toggle"]').click();
    await expect.poll(() => panel(page).locator('[data-reprolens="item-environment"]').count()).toBe(1);
    expect(optionErrors).toEqual([]);
    await Promise.all([options.close(), page.close()]);
  });

  it('follows the page’s dark theme', async () => {
    const page = await open(scored[0]);
    expect(await panel(page).getAttribute('data-theme')).toBe('light');
    // The widget itself is painted (a sidebar widget, not a floating card around it).
    const light = await panel(page)
      .locator('[data-reprolens="panel-body"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => document.body.classList.add('theme-dark'));
    await expect.poll(() => panel(page).getAttribute('data-theme')).toBe('dark');
    const dark = await panel(page)
      .locator('[data-reprolens="panel-body"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dark).not.toBe(light);
    const channels = dark.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(90);
    await page.close();
  });

  it('updates when the question is edited in place', async () => {
    const [a, b] = scored;
    const page = await open(a);
    const { bodyHtml, expectedScore } = inPlaceEdit(a, b);
    await page.evaluate(editPostBodyInPage, [POST_BODY, bodyHtml] as const);
    expect(expectedScore).not.toBe(String(score(a)));
    await expect.poll(() => panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(expectedScore);
    await page.close();
  });

  it('leaves the page’s own DOM as it was, outside the panel', async () => {
    const p = scored[0];
    // The same page at a URL the content script does not run on is the control.
    const controlUrl = 'https://stackoverflow.com/questions/tagged/reprolens-control';
    await servePage(launched.context, controlUrl, p.html);
    const control = await launched.context.newPage();
    await control.goto(controlUrl);
    const page = await open(p);
    const serialize = (pg: Page) =>
      pg.evaluate(() => {
        const clone = document.documentElement.cloneNode(true) as HTMLElement;
        // ReproLens' host, and the empty slot that holds the panel's room in the sidebar (components/pageHosts.ts).
        clone.querySelectorAll('[data-reprolens="panel"], [data-reprolens="sidebar-slot"]').forEach((n) => {
          n.remove();
        });
        return clone.outerHTML;
      });
    expect(await control.locator('[data-reprolens="panel"]').count()).toBe(0);
    expect(await serialize(page)).toBe(await serialize(control));
    await Promise.all([page.close(), control.close()]);
  });

  it('logged no errors from the extension on any page', () => {
    expect(errors).toEqual([]);
  });
});
