// The popup's "Check this page" reads any tab through Readability in the page (entrypoints/readability-
// page.ts) and shows the background's report. Saved real pages are served at their real URLs by route interception
// (questionPages.ts); what the popup shows is compared with readWithReadability on the same file in Node.
// activeTab: a real popup gets it from the toolbar click; popup.html opened as a tab gets nothing. So these tests load
// the TEST build (components/buildMode.ts: production + `<all_urls>`); one test loads the production build
// and checks that, without the grant, the click is refused in words — never a crash or a score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import type { BrowserContext, Page } from 'playwright-core';
import { codeBlocksOf } from '../../lib/messages/pageCheck';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { readWithReadability } from '../../lib/readers/readabilityPage';
import { badgeFor } from '../../lib/messages/badge';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../../lib/settings';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors } from './helpers/questionPages';
import { clickInShadowRoot, evaluateInShadowRoot } from '../../tools/demo/shadowRootOverCdp';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');
/** The saved Discourse topic (tests/fixtures/forums/PROVENANCE.md) and a GitHub issue with code (pages/PROVENANCE.md). */
const DISCOURSE = {
  file: 'forums/discourse-2020-01_meta-12483.html',
  url: 'https://meta.discourse.org/t/congratulations-most-stars-in-2013-github-octoverse/12483',
};
const GITHUB = { file: 'pages/github-2025-07_kepano-defuddle-56.html', url: 'https://github.com/kepano/defuddle/issues/56' };
/**
 * A deep-learning bug report (tensorflow/tensorflow#32476 in a saved GitHub page, pages/PROVENANCE.md): a score. It
 * is served under a fork's address outside the repositories ReproLens reads (the URL is made up), so no ReproLens
 * reader runs there: the reader's way, as for any GitHub issue of a repository not in the list.
 */
const TF_ISSUE = {
  file: 'pages/assembled_github-2026-03-host_tf-32476.html',
  url: 'https://github.com/synth-fork/tensorflow/issues/32476',
};
/** A search result list: no question on it; the question content script does not run at /search. */
const SEARCH = { file: 'pages/so-2013-04_stackoverflow_search-list.html', url: 'https://stackoverflow.com/search?q=angular+testing' };
/** The fallback: a known site's question URL whose page the site reader refuses ("not a question page: Home/Index"). */
const UNREADABLE = {
  file: 'pages/so-2018-10_stackoverflow_home-list.html',
  url: 'https://stackoverflow.com/questions/12355758/proper-hello-world-in-c',
};

const htmlOf = (file: string) => readFileSync(resolve(FIXTURES, file), 'utf8');

function nodeRead(file: string, url: string) {
  return readWithReadability(parseHTML(htmlOf(file)).document as unknown as Document, url);
}

/** Serves the saved file at exactly this URL (a predicate: a glob would read `?` in a query as a wildcard). */
async function serve(context: BrowserContext, page: { file: string; url: string }): Promise<void> {
  const body = htmlOf(page.file);
  await context.route(
    (url) => url.href === page.url,
    // The saved page's own scripts are blocked (they could change the DOM at any time, and their files are refused
    // anyway); the extension's scripts are not subject to the page's CSP, and `<noscript>` still parses as text.
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': "script-src 'none'" },
        body,
      }),
  );
}

/** The ids of the open tabs (without the `tabs` permission a tab's URL is hidden where there is no host permission). */
async function tabIds(launched: LaunchedExtension): Promise<number[]> {
  return launched.worker.evaluate(async () => {
    const tabs = await (
      globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number }>> } } }
    ).chrome.tabs.query({});
    return tabs.map((t) => t.id);
  });
}

/** Opens `url` in a new tab and the popup for it; the tab's id is the one id that is new. */
/** `ready`: what the tab shows once its content script has read it (the popup asks the tab once, when it opens). */
async function popupFor(
  launched: LaunchedExtension,
  url: string,
  errors: string[],
  ready?: string,
): Promise<{ popup: Page; tab: Page; tabId: number }> {
  const known = new Set(await tabIds(launched));
  const tab = await launched.context.newPage();
  await tab.goto(url);
  if (ready) await tab.locator(ready).waitFor();
  const freshIds = async () => (await tabIds(launched)).filter((id) => !known.has(id));
  await expect.poll(async () => (await freshIds()).length).toBe(1);
  const [fresh] = await freshIds();
  const popup = await launched.context.newPage();
  errors.push(...collectExtensionErrors(popup));
  await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${fresh}`);
  return { popup, tab, tabId: fresh };
}

/** Clicks the button and waits for the check to end (the section leaves its "reading" state). */
async function checkPage(popup: Page): Promise<string> {
  await popup.locator('[data-reprolens="check-page"]').click();
  const section = popup.locator('[data-reprolens="page-check"]');
  await expect.poll(() => section.getAttribute('data-state')).not.toMatch(/^(reading|)$/);
  return (await section.getAttribute('data-state'))!;
}

describe.skipIf(chromiumMissing)('popup: Check this page (test build: a host permission stands in for activeTab)', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];
  beforeAll(async () => {
    launched = await launchExtension('browser-test');
    for (const page of [DISCOURSE, GITHUB, TF_ISSUE, SEARCH, UNREADABLE]) await serve(launched.context, page);
    const settings = { ...DEFAULT_SETTINGS, overlayOnGitHub: false };
    await launched.worker.evaluate(
      ([key, value]) =>
        (globalThis as unknown as { chrome: { storage: { sync: { set(v: object): Promise<void> } } } }).chrome.storage.sync.set({
          [key as string]: value,
        }),
      [SETTINGS_KEY, settings] as const,
    );
  });
  afterAll(async () => {
    await launched?.close();
  });

  for (const page of [DISCOURSE, GITHUB, TF_ISSUE]) {
    it(`${page.file}: the report shows, with the code blocks Readability reads in Node`, async () => {
      const expected = nodeRead(page.file, page.url);
      if ('none' in expected) throw new Error(`expected a question in Node, got: ${expected.none}`);
      const verdict = judgeQuestion(expected.question, { ...DEFAULT_SETTINGS, overlayOnGitHub: false });
      const { popup, tab, tabId } = await popupFor(launched, page.url, errors);
      await expect.poll(() => popup.locator('[data-reprolens="popup-tab"]').getAttribute('data-state')).toBe('no-question');
      const before = await tab.evaluate(() => document.documentElement.outerHTML);
      expect(await checkPage(popup)).toBe(verdict.state);
      const section = popup.locator('[data-reprolens="page-check"]');
      const shown = await section.locator('[data-reprolens="read-code"]').allTextContents();
      expect(shown).toEqual(codeBlocksOf(expected.question));
      expect(await section.locator('[data-reprolens="read-title"]').textContent()).toBe(expected.question.title);
      const score = await section.locator('[data-reprolens="score"]').getAttribute('data-score');
      expect(score).toBe(verdict.state === 'verdict' ? String(verdict.score) : '');
      if (verdict.state === 'verdict') {
        // The popup's report: the top missing items and the whole checklist, with the engine's item statuses.
        const statuses = await section
          .locator('[data-reprolens^="item-"]')
          .evaluateAll((items) => items.map((item) => [item.getAttribute('data-reprolens'), item.getAttribute('data-status')]));
        expect(Object.fromEntries(statuses)).toEqual(
          Object.fromEntries(Object.entries(verdict.report.items).map(([id, item]) => [`item-${id}`, item.status])),
        );
      }
      // The checked tab's badge, as for a question page.
      const badge = await launched.worker.evaluate(
        (id) =>
          (globalThis as unknown as { chrome: { action: { getBadgeText(d: object): Promise<string> } } }).chrome.action.getBadgeText({
            tabId: id,
          }),
        tabId,
      );
      expect(badge).toBe(badgeFor(verdict, false).text);
      // The reader works on a clone: the page is as it was.
      expect(await tab.evaluate(() => document.documentElement.outerHTML)).toBe(before);
      await Promise.all([popup.close(), tab.close()]);
    });
  }

  it('a search result list: the plain "no question" message with the reader\'s reason, and no score', async () => {
    const expected = nodeRead(SEARCH.file, SEARCH.url);
    expect(expected).toEqual({ none: expect.stringMatching(/^no question-like content: /) });
    const { popup, tab } = await popupFor(launched, SEARCH.url, errors);
    expect(await checkPage(popup)).toBe('none');
    const message = await popup.locator('[data-reprolens="page-check-none"]').innerText();
    expect(message).toMatch(/^No question found on this page: no question-like content: .*\(a list, not a post\)\.$/);
    expect(await popup.locator('[data-reprolens="page-check"] [data-reprolens="score"]').count()).toBe(0);
    await Promise.all([popup.close(), tab.close()]);
  });

  it("fallback: a known site's page its reader cannot read offers Readability", async () => {
    const { popup, tab } = await popupFor(launched, UNREADABLE.url, errors, '[data-reprolens="panel"] [data-reprolens="score"]');
    const button = popup.locator('[data-reprolens="check-page"]');
    await expect.poll(() => popup.locator('[data-reprolens="popup-tab"]').getAttribute('data-state')).toBe('unreadable');
    expect(await button.innerText()).toBe("Can't read this page — check it with Readability?");
    expect(await checkPage(popup)).toBe('none');
    expect(await popup.locator('[data-reprolens="page-check-none"]').innerText()).toContain('(a list, not a post)');
    await Promise.all([popup.close(), tab.close()]);
  });

  it('a browser page (chrome://version) is refused in words', async () => {
    const { popup, tab } = await popupFor(launched, 'chrome://version', errors);
    expect(await checkPage(popup)).toBe('refused');
    const said = await popup.getByRole('alert').innerText();
    console.log(`refused on chrome://version: ${said}`);
    expect(said).toMatch(/^ReproLens cannot read this tab: the browser does not let extensions read it /);
    expect(await popup.locator('[data-reprolens="page-check"] [data-reprolens="score"]').count()).toBe(0);
    await Promise.all([popup.close(), tab.close()]);
  });

  it('logs no extension errors', () => {
    expect(errors).toEqual([]);
  });
});

describe.skipIf(chromiumMissing)('popup: Check this page (production build, no activeTab grant in a test)', () => {
  let launched: LaunchedExtension;
  beforeAll(async () => {
    launched = await launchExtension('production');
    await serve(launched.context, DISCOURSE);
    await serve(launched.context, UNREADABLE);
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('has no host permission for the page, so the click is refused in words, not a crash or a score', async () => {
    const { popup, tab } = await popupFor(launched, DISCOURSE.url, []);
    expect(await checkPage(popup)).toBe('refused');
    const said = await popup.getByRole('alert').innerText();
    console.log(`refused without the grant: ${said}`);
    expect(said).toContain('The browser said:');
    await Promise.all([popup.close(), tab.close()]);
  });

  it("the panel's fallback: a page the site's reader cannot read offers Readability, with the site's own permission", async () => {
    const tab = await launched.context.newPage();
    await tab.goto(UNREADABLE.url);
    // The production build's shadow root is closed (components/shadowHost.ts): read and clicked over CDP.
    const PANEL = '[data-reprolens="panel"]';
    const inPanel = <R>(fn: (root: ShadowRoot) => R) => evaluateInShadowRoot(tab, PANEL, fn);
    await expect.poll(() => tab.locator(PANEL).getAttribute('data-state')).toBe('unreadable');
    const offer = () => inPanel((root) => root.querySelector<HTMLElement>('[data-reprolens="check-readability"]')?.innerText ?? null);
    await expect.poll(offer).toBe("Can't read this page — check it with Readability?");
    expect(await clickInShadowRoot(tab, PANEL, '[data-reprolens="check-readability"]')).toBe(true);
    // The saved home list has no question: said plainly, no score, and no second offer.
    const score = () =>
      inPanel((root) => {
        const line = root.querySelector<HTMLElement>('[data-reprolens="score"]');
        return line ? { text: line.innerText, score: line.getAttribute('data-score') } : null;
      });
    await expect
      .poll(async () => (await score())?.text)
      .toMatch(/could not read this question \(Readability found no question here: .*\(a list, not a post\)\)/s);
    expect((await score())?.score).toBe('');
    expect(await offer()).toBeNull();
    await tab.close();
  });
});
