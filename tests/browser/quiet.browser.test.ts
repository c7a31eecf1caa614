// Quiet by default, missing first, in a real Chromium with the built extension, on real pages served at their real URLs
// (request routing; nothing leaves the machine): a question outside deep learning shows no panel and no badge (the
// option brings the note back), a how-to question gets the quiet line without grade or suggestions, and a deep-learning
// bug report's collapsed line says what is missing, with the grade explained on hover. Saved pages:
// tests/fixtures/pages/PROVENANCE.md (the math and unix pages are on sites ReproLens does not run on, so the Stack
// Overflow questions outside deep learning are the ones that test the gate); assembled pages:
// tests/fixtures/pages/assembled/PROVENANCE.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseHTML } from 'linkedom';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../lib/settings';
import { decisiveMissingItems, gradeExplanation, missingText } from '../../lib/verdictSummary';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn, type QuestionPage } from './helpers/questionPages';

const PAGES = resolve(import.meta.dirname, '../fixtures/pages');

/** A saved Stack Overflow page outside deep learning, at its canonical URL, with the engine's verdict in Node. */
function savedPage(file: string): QuestionPage {
  const html = readFileSync(resolve(PAGES, file), 'utf8');
  const doc = parseHTML(html).document as unknown as Document;
  const url = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
  return { file, html, url, verdict: judgePage(readStackOverflowPage(doc, url), DEFAULT_SETTINGS) };
}

const outside = ['so-2022-12_stackoverflow_9688200.html', 'so-2021-04_stackoverflow_51328292.html'].map(savedPage);
const assembled = assembledPages();
const howTo = assembled.find((p) => p.verdict.state === 'quiet')!;
const bugs = assembled.filter((p) => p.verdict.state === 'verdict');
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');

type ChromeApi = {
  tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> };
  action: { getBadgeText(d: object): Promise<string>; getTitle(d: object): Promise<string> };
  storage: { sync: { set(v: object): Promise<void>; clear(): Promise<void> } };
};

describe.skipIf(chromiumMissing)('quiet by default, missing first in Chromium', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    for (const p of [...outside, ...assembled]) await servePage(launched.context, p.url, p.html);
  });
  afterAll(async () => {
    await launched?.close();
    expect(errors).toEqual([]);
  });

  async function open(p: QuestionPage): Promise<Page> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(p.url);
    return page;
  }

  async function tabIdOf(url: string): Promise<number> {
    return launched.worker.evaluate(async (u) => {
      const tabs = await (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.query({});
      return tabs.find((t) => t.url === u)!.id;
    }, url);
  }

  async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
    return launched.worker.evaluate(async (id) => {
      const { action } = (globalThis as unknown as { chrome: ChromeApi }).chrome;
      return { text: await action.getBadgeText({ tabId: id }), title: await action.getTitle({ tabId: id }) };
    }, tabId);
  }

  /** The popup for a tab: it asks the tab's content script for its verdict, so its state says the page was judged. */
  async function popupState(tabId: number): Promise<string | null> {
    const popup = await launched.context.newPage();
    const popupErrors = collectExtensionErrors(popup);
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${tabId}`);
    const tab = popup.locator('[data-reprolens="popup-tab"]');
    await expect.poll(() => tab.getAttribute('data-state')).not.toBe('loading');
    const state = await tab.getAttribute('data-state');
    errors.push(...popupErrors);
    await popup.close();
    return state;
  }

  async function setSettings(value: unknown): Promise<void> {
    await launched.worker.evaluate(
      ([key, v]) => (globalThis as unknown as { chrome: ChromeApi }).chrome.storage.sync.set({ [key as string]: v }),
      [SETTINGS_KEY, value] as const,
    );
  }

  it('has real pages of each kind', () => {
    for (const p of outside) expect(p.verdict.state === 'quiet' && p.verdict.reason).toBe('not_deep_learning');
    expect(howTo.verdict.state === 'quiet' && howTo.verdict.reason).toBe('not_a_bug_report');
    expect(bugs.length).toBeGreaterThanOrEqual(2);
  });

  it('shows no panel and no badge on a question outside deep learning; the option brings the note back', async () => {
    for (const p of outside) {
      const page = await open(p);
      const tabId = await tabIdOf(p.url);
      // Judged (the popup gets the tab's verdict from its content script), and still nothing on the page.
      // Before its first verdict the content script does not answer (the popup says "no-question"): ask until it does.
      await expect.poll(() => popupState(tabId), { timeout: 20_000 }).toBe('quiet');
      expect(await panel(page).count()).toBe(0);
      expect(await badgeOf(tabId)).toEqual({ text: '', title: 'ReproLens' });
      await setSettings({ showNotDeepLearning: true });
      await expect.poll(() => panel(page).count()).toBe(1);
      expect(await panel(page).locator('.rl-line-text').innerText()).toMatch(/Not a deep-learning question/);
      await setSettings({});
      await expect.poll(() => panel(page).count()).toBe(0);
      await page.close();
    }
  });

  it('gives a how-to question the quiet line, without grade or suggestions', async () => {
    const page = await open(howTo);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    expect(await panel(page).getAttribute('data-state')).toBe('quiet');
    expect(await panel(page).locator('.rl-line-text').innerText()).toMatch(/how-to or conceptual question/);
    expect(await panel(page).locator('.rl-grade').count()).toBe(0);
    expect(await panel(page).locator('[data-reprolens^="suggestion-"]').count()).toBe(0);
    expect(await panel(page).locator('[data-reprolens="missing-line"]').count()).toBe(0);
    expect((await badgeOf(await tabIdOf(howTo.url))).text).toBe('');
    await page.close();
  });

  it('says on the collapsed line of a deep-learning bug report what is missing, and explains the grade on hover', async () => {
    for (const p of bugs) {
      if (p.verdict.state !== 'verdict') continue;
      const page = await open(p);
      const toggle = panel(page).locator('[data-reprolens="toggle"]');
      await toggle.waitFor();
      const text = await toggle.innerText();
      expect(text).toContain(`${p.verdict.score} · ${p.verdict.grade}`);
      expect(text).toContain(missingText(p.verdict));
      if (decisiveMissingItems(p.verdict.report).length) expect(text).toContain('add:');
      expect(await panel(page).locator('[data-reprolens="score"]').getAttribute('title')).toBe(gradeExplanation(p.verdict));
      const badge = await badgeOf(await tabIdOf(p.url));
      expect(badge.text).toBe(String(p.verdict.score));
      expect(badge.title).toContain(missingText(p.verdict));
      await page.close();
    }
    // The real pages include at least one with something missing.
    expect(bugs.some((p) => p.verdict.state === 'verdict' && missingText(p.verdict).startsWith('add:'))).toBe(true);
  });
});
