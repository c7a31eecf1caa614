// The reproduction kit in a real Chromium with the built extension, on the assembled question pages (real questions
// in real saved pages, tests/fixtures/pages/assembled/PROVENANCE.md): the skeleton is built by the background only
// when its section is opened, once per page view; "Copy skeleton" copies exactly what buildSkeleton gives for the
// page's question (and `reprolens skeleton` prints), in the overlay and the popup; "Put in comment box" opens the
// question's comment form (SO's script is stood in for by tests/fixtures/pages/synth-comment-form.js), fills its
// textarea with exactly the composed comment, submits nothing and sends nothing, and leaves text the user typed alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import type { Page, Request } from 'playwright-core';
import { analyzeQuestion } from '../../lib/engine';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { commentBoxMessage } from '../../lib/comment/pageCommentBoxFill';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { reproductionScriptStatus } from '../../lib/skeleton/status';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { main as reprolens } from '../../cli/reprolens';
import { fakeIo } from '../cli/fakeIo';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import {
  assembledPages,
  collectExtensionErrors,
  serveCommentFormStandIn,
  servePage,
  serveStacksStandIn,
  type QuestionPage,
} from './helpers/questionPages';

const pages = assembledPages();
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');

/** The skeleton for the page's question, read from the same fixture through the lib reader (not taken from the verdict). */
function expectedSkeleton(p: QuestionPage): Skeleton | null {
  const read = readStackOverflowPage(parseHTML(p.html).document as unknown as Document, p.url);
  if (!read.ok) throw new Error(read.reason);
  return buildSkeleton(read.question, analyzeQuestion(read.question));
}

const commentOf = (p: QuestionPage) => (p.verdict.state === 'verdict' ? composeDetailsComment(p.verdict.report) : null);
const withSkeleton = pages.find((p) => p.verdict.state === 'verdict' && expectedSkeleton(p) !== null)!;
const withoutSkeleton = pages.find((p) => p.verdict.state === 'verdict' && expectedSkeleton(p) === null);
// The 2022-12 pages carry the logged-in comment form; the 2020-06 page stays logged out (no form).
const withCommentForm = pages.find((p) => p.file.includes('2022-12') && commentOf(p) !== null)!;
const loggedOut = pages.find((p) => p.file.includes('2020-06') && commentOf(p) !== null)!;

type ChromeApi = {
  tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> };
  runtime: { onMessage: { addListener(listener: (message: unknown, sender: { tab?: { url?: string } }) => void): void } };
};
type Seen = Array<{ type: string; url: string }>;

/** What `reprolens skeleton <saved page>` prints on stdout (a pipe, not a terminal) for the page's fixture file. */
async function cliSkeleton(p: QuestionPage): Promise<string> {
  const run = fakeIo();
  const code = await reprolens(['skeleton', resolve(import.meta.dirname, '../fixtures/pages/assembled', p.file)], run.io);
  if (code !== 0) throw new Error(run.stderr());
  return run.stdout();
}

describe.skipIf(chromiumMissing)('reproduction kit in Chromium', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    await serveCommentFormStandIn(launched.context);
    for (const p of pages) await servePage(launched.context, p.url, p.html);
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://stackoverflow.com' });
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function open(p: QuestionPage, expand = true): Promise<Page> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(p.url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    if (expand) {
      await panel(page).locator('[data-reprolens="toggle"]').click();
      await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    }
    return page;
  }

  /** From now on, every message the background receives, by type and sending tab (the test's own listener beside the extension's). */
  async function watchBackground(): Promise<() => Promise<Seen>> {
    await launched.worker.evaluate(() => {
      const g = globalThis as unknown as { __rlSeen?: Seen; chrome: ChromeApi };
      if (!g.__rlSeen)
        g.chrome.runtime.onMessage.addListener((message, sender) => {
          g.__rlSeen!.push({ type: String((message as { type?: unknown } | null)?.type), url: sender.tab?.url ?? '' });
        });
      g.__rlSeen = [];
    });
    return () => launched.worker.evaluate(() => [...(globalThis as unknown as { __rlSeen: Seen }).__rlSeen]);
  }

  async function tabIdOf(url: string): Promise<number> {
    return launched.worker.evaluate(async (u) => {
      const tabs = await (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.query({});
      return tabs.find((t) => t.url === u)!.id;
    }, url);
  }

  it('has pages for every case: a skeleton, a logged-in comment form, a logged-out page', () => {
    expect(withSkeleton).toBeDefined();
    expect(withCommentForm).toBeDefined();
    expect(loggedOut).toBeDefined();
  });

  it('overlay: the skeleton section opens from the keyboard, and "Copy skeleton" copies exactly the skeleton', async () => {
    const skeleton = expectedSkeleton(withSkeleton)!;
    const page = await open(withSkeleton);
    const section = panel(page).locator('[data-reprolens="skeleton"]');
    expect(await section.locator('pre').count()).toBe(0); // collapsed by default
    await section.locator('[data-reprolens="skeleton-toggle"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => section.locator('[data-reprolens="skeleton-toggle"]').getAttribute('aria-expanded')).toBe('true');
    expect(await section.locator('[data-reprolens="skeleton-script"]').evaluate((pre) => pre.textContent)).toBe(skeleton.script);
    // Built on opening (see "builds the skeleton only when…" below), the status line comes with the script.
    expect(await section.locator('[data-reprolens="skeleton-status"]').innerText()).toBe(reproductionScriptStatus(skeleton));
    await section.locator('[data-reprolens="copy-skeleton"]').click();
    await expect.poll(() => section.locator('[data-reprolens="copy-skeleton"]').innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(skeleton.script);
    await page.close();
  });

  // The panel's box is narrow (a 280 px box once scrolled sideways); the script also opens at the window's width, and
  // downloads as repro.py.
  it('overlay: "Open wide" shows the whole script at the window width, and "Download repro.py" saves exactly it', async () => {
    const skeleton = expectedSkeleton(withSkeleton)!;
    const page = await open(withSkeleton);
    await page.setViewportSize({ width: 1366, height: 768 });
    const section = panel(page).locator('[data-reprolens="skeleton"]');
    // From the keyboard throughout: on the saved page Stack Overflow's own consent banner (fixed at the bottom, styled
    // by the real Stacks sheet) can lie over the panel's last lines until the user closes it.
    await section.locator('[data-reprolens="skeleton-toggle"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => section.locator('[data-reprolens="skeleton-toggle"]').getAttribute('aria-expanded')).toBe('true');
    const narrow = (await section.locator('[data-reprolens="skeleton-script"]').boundingBox())!;

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.locator('[data-reprolens="download-skeleton"]').press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('repro.py');
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toBe(skeleton.script);

    await section.locator('[data-reprolens="widen-skeleton"]').focus();
    await page.keyboard.press('Enter');
    const wide = section.locator('[data-reprolens="skeleton-wide"]');
    await expect.poll(() => wide.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const script = wide.locator('[data-reprolens="skeleton-wide-script"]');
    expect(await script.evaluate((pre) => pre.textContent)).toBe(skeleton.script);
    const box = (await script.boundingBox())!;
    expect(box.width).toBeGreaterThan(1200); // the window's width less margins, not the panel's
    expect(box.width).toBeGreaterThan(narrow.width * 3);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    // Lines are kept as written (no wrap): the widest line fits, or the region scrolls sideways from the keyboard.
    expect(await script.evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre');
    await page.keyboard.press('Escape');
    await expect.poll(() => wide.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    await page.close();
  });

  it('overlay: no skeleton section for a question without Python code', async () => {
    if (!withoutSkeleton) return;
    const page = await open(withoutSkeleton);
    await panel(page).locator('[data-reprolens="item-code"]').waitFor();
    expect(await panel(page).locator('[data-reprolens="skeleton"]').count()).toBe(0);
    await page.close();
  });

  it('popup: shows the skeleton section for the tab’s question, with the same script', async () => {
    const skeleton = expectedSkeleton(withSkeleton)!;
    const page = await open(withSkeleton, false);
    const tabId = await tabIdOf(withSkeleton.url);
    const popup = await launched.context.newPage();
    const popupErrors = collectExtensionErrors(popup);
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${tabId}`);
    const section = popup.locator('[data-reprolens="skeleton"]');
    await section.locator('[data-reprolens="skeleton-toggle"]').waitFor();
    expect(await popup.locator('[data-reprolens="place-details-comment"]').count()).toBe(0); // the overlay only
    await section.locator('[data-reprolens="skeleton-toggle"]').click();
    expect(await section.locator('[data-reprolens="skeleton-script"]').evaluate((pre) => pre.textContent)).toBe(skeleton.script);
    expect(await section.locator('[data-reprolens="skeleton-status"]').innerText()).toBe(reproductionScriptStatus(skeleton));
    await section.locator('[data-reprolens="copy-skeleton"]').click();
    await expect.poll(() => section.locator('[data-reprolens="copy-skeleton"]').innerText()).toBe('Copied');
    expect(popupErrors).toEqual([]);
    await Promise.all([popup.close(), page.close()]);
  });

  it('builds the skeleton only when its section is opened, once per page view, for the panel and the popup alike', async () => {
    const seen = await watchBackground();
    const builds = async () => (await seen()).filter((m) => m.url === withSkeleton.url).map((m) => m.type);
    const page = await open(withSkeleton);
    const section = panel(page).locator('[data-reprolens="skeleton"]');
    const toggle = section.locator('[data-reprolens="skeleton-toggle"]');
    await toggle.waitFor();
    expect(await section.locator('[data-reprolens="skeleton-note"]').getAttribute('data-state')).toBe('not-built');
    expect(await section.locator('[data-reprolens="skeleton-status"]').count()).toBe(0);
    await page.waitForTimeout(500); // nor is it built behind the reader's back a little later
    expect(await builds()).toEqual(['reprolens:judge']);

    // What the section says from the click on, recorded in the page's own world on every change of the open shadow root.
    await page.evaluate(() => {
      const root = document.querySelector('[data-reprolens="panel"]')!.shadowRoot!;
      const notes: string[] = [];
      (window as unknown as { __rlNotes: string[] }).__rlNotes = notes;
      new MutationObserver(() => {
        const note = root.querySelector('[data-reprolens="skeleton-note"]');
        notes.push(note ? `note:${note.textContent}` : root.querySelector('[data-reprolens="skeleton-script"]') ? 'script' : 'none');
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await toggle.click();
    await section.locator('[data-reprolens="skeleton-script"]').waitFor();
    // The panel's own repaints (following the scroll) change the root too: read the section's states in order.
    const notes = (await page.evaluate(() => (window as unknown as { __rlNotes: string[] }).__rlNotes))
      .filter((note, i, all) => note !== all[i - 1])
      .filter((note) => !note.startsWith('note:A script from the question’s own code'));
    expect(notes[0]).toBe('note:Building…');
    expect(notes.at(-1)).toBe('script');
    expect(await builds()).toEqual(['reprolens:judge', 'reprolens:build-skeleton']);
    // Built off the background's thread, which serves every tab: in the offscreen document's worker (Chrome).
    type Contexts = { runtime: { getContexts(f: object): Promise<Array<{ documentUrl: string }>> } };
    const offscreen = await launched.worker.evaluate(async () => {
      const { runtime } = (globalThis as unknown as { chrome: Contexts }).chrome;
      return (await runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] })).map((c) => c.documentUrl);
    });
    expect(offscreen).toEqual([`chrome-extension://${launched.extensionId}/skeleton-offscreen.html`]);

    // Closed and opened again, and opened in the popup: the same build, not another one.
    await toggle.click();
    await toggle.click();
    await section.locator('[data-reprolens="skeleton-script"]').waitFor();
    const popup = await launched.context.newPage();
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${await tabIdOf(withSkeleton.url)}`);
    await popup.locator('[data-reprolens="skeleton-toggle"]').click();
    await popup.locator('[data-reprolens="skeleton-script"]').waitFor();
    expect(await builds()).toEqual(['reprolens:judge', 'reprolens:build-skeleton']);
    await Promise.all([popup.close(), page.close()]);
  });

  it('"Copy skeleton" copies exactly what `reprolens skeleton` prints for the same saved page', async () => {
    const printed = await cliSkeleton(withSkeleton);
    expect(printed).toBe(expectedSkeleton(withSkeleton)!.script);
    const page = await open(withSkeleton);
    const section = panel(page).locator('[data-reprolens="skeleton"]');
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await section.locator('[data-reprolens="skeleton-toggle"]').click();
    await section.locator('[data-reprolens="copy-skeleton"]').click();
    await expect.poll(() => section.locator('[data-reprolens="copy-skeleton"]').innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(printed);
    await page.close();
  });

  /** Records, in the page's own world, every submit, change and key event, and every request the page makes from now on. */
  async function watchPage(
    page: Page,
  ): Promise<{ requests: Request[]; seen: () => Promise<{ submits: number; changes: number; keys: string[] }> }> {
    await page.evaluate(() => {
      const w = window as unknown as { __rl: { submits: number; changes: number; keys: string[] } };
      w.__rl = { submits: 0, changes: 0, keys: [] };
      document.addEventListener(
        'submit',
        (event) => {
          w.__rl.submits++;
          event.preventDefault(); // so a submission, if any, is counted rather than carried out
        },
        true,
      );
      document.addEventListener(
        'change',
        (event) => {
          if ((event.target as Element).matches('textarea[name="comment"]')) w.__rl.changes++;
        },
        true,
      );
      document.addEventListener('keydown', (event) => w.__rl.keys.push(event.key), true);
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return {
      requests,
      seen: () => page.evaluate(() => (window as unknown as { __rl: { submits: number; changes: number; keys: string[] } }).__rl),
    };
  }

  const textarea = (page: Page) => page.locator('#question form[id^="add-comment-"] textarea[name="comment"]');

  it('"Put in comment box" opens the question’s comment form and fills it with exactly the comment, submitting nothing', async () => {
    const comment = commentOf(withCommentForm)!;
    const page = await open(withCommentForm);
    expect(await panel(page).locator('[data-reprolens="details-comment"] .rl-ask-text').inputValue()).toBe(comment);
    expect(await textarea(page).count()).toBe(0); // SO's form is empty until "Add a comment" is clicked
    const watch = await watchPage(page);
    const url = page.url();
    await panel(page).locator('[data-reprolens="place-details-comment"]').click();
    const status = panel(page).locator('[data-reprolens="place-comment-status"]');
    await expect.poll(() => status.getAttribute('data-outcome')).toBe('filled');
    expect(await status.innerText()).toBe(commentBoxMessage({ kind: 'filled' }));
    expect(await textarea(page).inputValue()).toBe(comment);
    // SO's counter followed the input event; the change event fired too; the box has the focus.
    expect(await page.locator('#question .js-comment-text-counter').innerText()).toBe(`${600 - comment.length} characters left`);
    expect(await textarea(page).evaluate((el) => document.activeElement === el)).toBe(true);
    // Nothing was submitted, typed or sent, and the page did not move on.
    await page.waitForTimeout(500);
    const seen = await watch.seen();
    expect(seen).toEqual({ submits: 0, changes: 1, keys: [] });
    expect(watch.requests.map((r) => `${r.method()} ${r.resourceType()} ${r.url()}`)).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await page.locator('#question .comment').count()).toBe(0);

    // A second click finds the comment already there and changes nothing.
    await panel(page).locator('[data-reprolens="place-details-comment"]').click();
    await expect.poll(() => status.getAttribute('data-outcome')).toBe('already-there');
    expect(await textarea(page).inputValue()).toBe(comment);
    expect((await watch.seen()).submits).toBe(0);
    await page.close();
  });

  it('"Put in comment box" leaves text the user already typed untouched, and says so', async () => {
    const page = await open(withCommentForm);
    await page.locator('#question .js-add-link').click(); // the user opened the box themselves…
    await textarea(page).waitFor();
    const typed = 'I think your input needs a batch dimension';
    await textarea(page).fill(typed); // …and started writing
    await textarea(page).evaluate((el) => (el as HTMLTextAreaElement).blur()); // the browser's own change event for the typing
    const watch = await watchPage(page);
    await panel(page).locator('[data-reprolens="place-details-comment"]').click();
    const status = panel(page).locator('[data-reprolens="place-comment-status"]');
    await expect.poll(() => status.getAttribute('data-outcome')).toBe('kept-user-text');
    expect(await status.innerText()).toBe(commentBoxMessage({ kind: 'kept-user-text' }));
    expect(await textarea(page).inputValue()).toBe(typed);
    expect(await textarea(page).count()).toBe(1);
    expect(await watch.seen()).toEqual({ submits: 0, changes: 0, keys: [] });
    expect(watch.requests).toEqual([]);
    await page.close();
  });

  it('"Put in comment box" copies the comment instead, and says so, where no comment box appears (logged out)', async () => {
    const comment = commentOf(loggedOut)!;
    const page = await open(loggedOut);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await panel(page).locator('[data-reprolens="place-details-comment"]').click();
    const status = panel(page).locator('[data-reprolens="place-comment-status"]');
    await expect.poll(() => status.getAttribute('data-outcome')).toBe('no-box');
    expect(await status.innerText()).toBe(commentBoxMessage({ kind: 'no-box', copied: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(comment);
    expect(await page.locator('#question textarea').count()).toBe(0);
    await page.close();
  });

  it('logged no errors from the extension on any page', () => {
    expect(errors).toEqual([]);
  });
});
