// The before-posting check's last submit paths in Chromium (issue 15: "holds for every submit path … never eats,
// doubles or alters a post"), with the test build on both Ask pages of presubmit.browser.test.ts: a double click and
// two click() calls on "Post anyway", the page's own form.submit() and form.requestSubmit(). The scenarios are
// ./presubmitPaths.ts, shared with tests/firefox/presubmit.firefox.test.ts; POSTs are counted by request routing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAfterPost, complete, incomplete, recordPosts, serveAt, typeClassic } from './askPageDrafts';
import { BROWSERS } from './browserDifferences';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './launchExtension';
import {
  ASK_PAGES,
  doubleClickPostAnyway,
  openDraft,
  type PostingPage,
  type RecordedPost,
  scriptFormSubmit,
  scriptRequestSubmitComplete,
  scriptRequestSubmitHeld,
  twoClicksOnPostAnyway,
} from './presubmitPaths';
import { collectExtensionErrors, serveStacksStandIn } from './questionPages';

/** The Playwright driver of the posting scenarios. */
export function playwrightPostingPage(page: Page): PostingPage {
  return {
    press: (key) => page.keyboard.press(key),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.click(selector),
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

describe.skipIf(chromiumMissing)('before-posting check in Chromium: the last submit paths, one POST per decision', () => {
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
  const open = (url: string, draft = incomplete) => openDraft(newPage, url, draft, () => posts);

  for (const { url, kind } of ASK_PAGES) {
    it(`${kind}: a double click on "Post anyway" sends exactly one POST, byte for byte the draft`, async () => {
      await doubleClickPostAnyway(await open(url), () => posts);
    });
    it(`${kind}: two click() calls on "Post anyway" in one task send exactly one POST`, async () => {
      await twoClicksOnPostAnyway(await open(url), () => posts);
    });
    it(`${kind}: the page's own form.submit() (no submit event) posts once, untouched, without a dialog`, async () => {
      await scriptFormSubmit(await open(url), () => posts);
    });
    it(`${kind}: the page's form.requestSubmit() with a top item missing is held; "Post anyway" posts once`, async () => {
      await scriptRequestSubmitHeld(await open(url), () => posts);
    });
    it(`${kind}: the page's form.requestSubmit() with a complete draft posts once without a dialog`, async () => {
      await scriptRequestSubmitComplete(await open(url, complete), () => posts);
    });
  }

  it('logged no errors from the extension', () => {
    expect(errors).toEqual([]);
  });
});
