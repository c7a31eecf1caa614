// The Chromium side of the posting scenarios (./presubmitPaths.ts): the Playwright driver, and one launched test build
// per describe with both Ask pages served at their URLs and every POST recorded by routing (./askPageDrafts.ts).
// Used by presubmit.browser.test.ts and presubmitPaths.browser.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { closeAfterPost, incomplete, recordPosts, serveAt, typeClassic } from './askPageDrafts';
import { BROWSERS } from './browserDifferences';
import { launchExtension, type LaunchedExtension } from './launchExtension';
import { ASK_PAGES, type Opened, openDraft, type PostingPage, type RecordedPost } from './presubmitPaths';
import { collectExtensionErrors, serveStacksStandIn } from './questionPages';

/** The Playwright driver of the posting scenarios. */
export function playwrightPostingPage(page: Page): PostingPage {
  return {
    press: (key) => page.keyboard.press(key),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.click(selector),
    doubleClick: (selector) => page.dblclick(selector),
    doubleClickPostAnyway: () => page.locator('[data-reprolens="coach-host"] [data-reprolens="post-anyway"]').dblclick(),
    focus: (selector) => page.focus(selector),
    async typeDraft(draft) {
      await typeClassic(page, draft);
      return page.inputValue('#wmd-input');
    },
    // Closing while Chromium still commits a POST's navigation can hang (askPageDrafts.closeAfterPost).
    close: () => closeAfterPost(page),
    intoShadow: BROWSERS.chromium.intoShadow,
  };
}

export interface ChromiumPosting {
  /** Opens an Ask page and types `draft` (default: the one missing a top item); its verdict is on screen then. */
  open(url: string, draft?: { title: string; body: string }): Promise<Opened>;
  posts(): RecordedPost[];
  /** What the extension logged as errors on the pages closed so far. */
  errors(): string[];
}

/** Launches the test build for the describe this is called in (its shadow roots are open: the scenarios reach in). */
export function chromiumPosting(): ChromiumPosting {
  let launched: LaunchedExtension;
  let posts: RecordedPost[] = [];
  const errors: string[] = [];
  beforeAll(async () => {
    launched = await launchExtension('browser-test');
    await serveStacksStandIn(launched.context);
    for (const ask of ASK_PAGES) await serveAt(launched.context, ask.url, ask.file);
    posts = await recordPosts(launched.context);
  });
  afterAll(async () => {
    await launched?.close();
  });
  async function newPage(url: string): Promise<PostingPage> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(url);
    return playwrightPostingPage(page);
  }
  return {
    open: (url, draft = incomplete) => openDraft(newPage, url, draft, () => posts),
    posts: () => posts,
    errors: () => errors,
  };
}
