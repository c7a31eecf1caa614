// The before-posting check on every submit path in a real Firefox (ESR, MV2 test build), on the two Ask pages the
// Chromium suites use (tests/browser/presubmit.browser.test.ts, presubmitPaths.browser.test.ts): the hostile review's
// D1–D3 (hostile review 2026-12-01 §5) and the last submit paths (a double click on "Post anyway", the page's own
// form.submit() and form.requestSubmit()). The scenarios are tests/browser/presubmitPaths.ts, shared with Chromium;
// POSTs are recorded by the loopback recorder of ./launchFirefox.ts, byte for byte as Firefox sent them.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complete, fixture, incomplete } from '../browser/askPageDrafts';
import { BROWSERS } from '../browser/browserDifferences';
import {
  ASK,
  ASK_PAGES,
  ASK_SCRIPTED,
  COACH,
  doubleClickPostAnyway,
  entersApart,
  escapeThenAskAgain,
  openDraft,
  type PostingPage,
  scriptFormSubmit,
  scriptRequestSubmitComplete,
  scriptRequestSubmitHeld,
  twoClicksInOneTask,
  twoClicksOnPostAnyway,
  twoEnters,
  verdictGoesWhileAsking,
} from '../browser/presubmitPaths';
import { inside, keyPage, serveStacksStandIn, typeClassic, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post } from './launchFirefox';

/** The puppeteer driver of the posting scenarios. */
function firefoxPostingPage(page: Page): PostingPage {
  return {
    ...keyPage(page),
    click: async (selector) => (await waitFor(page, selector)).click(),
    // Puppeteer over BiDi sends one pointer sequence with two presses: Firefox makes two clicks and a dblclick of it.
    doubleClickPostAnyway: async () => (await waitFor(page, inside(COACH, '[data-reprolens="post-anyway"]'))).click({ count: 2 }),
    focus: (selector) => page.focus(selector),
    typeDraft: (draft) => typeClassic(page, draft),
    close: () => page.close(),
    intoShadow: BROWSERS.firefox.intoShadow,
  };
}

describe.skipIf(firefoxMissing)('before-posting check in Firefox: every submit path, one POST per decision', () => {
  let ff: LaunchedFirefox;
  let posts: Post[] = [];
  beforeAll(async () => {
    // The scenarios need both: a real draft that misses a top item, and one that misses none.
    expect(incomplete).toBeDefined();
    expect(complete).toBeDefined();
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    for (const ask of ASK_PAGES) ff.serve(ask.url, { contentType: 'text/html; charset=utf-8', body: fixture(ask.file) });
    posts = ff.recordPosts((u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname));
  });
  afterAll(async () => {
    await ff?.close();
  });
  const newPage = async (url: string) => firefoxPostingPage(await ff.open(url));
  const open = (url: string, draft = incomplete) => openDraft(newPage, url, draft, () => posts);
  const recorded = () => posts;

  for (const { url, kind } of ASK_PAGES) {
    it(`${kind}: two click() calls in one task hold one post; "Post anyway" sends exactly one (D1)`, async () => {
      await twoClicksInOneTask(await open(url), recorded);
    });
    it(`${kind}: two Enters back to back in the title hold one post (D1)`, async () => {
      await twoEnters(await open(url), recorded, '#title');
    });
  }
  it('two Enters on the focused post button hold one post (D1)', async () => {
    await twoEnters(await open(ASK_SCRIPTED), recorded, '#submit-button');
  });
  for (const gap of [50, 150]) {
    it(`Enter twice ${gap} ms apart: the second Enter lands on the dialog, not on "Add it"; the dialog stays (D2)`, async () => {
      await entersApart(await open(ASK), recorded, gap);
    });
  }
  it('"Add it" (Escape) leaves the draft re-checkable: posting again asks again, then posts once (D2)', async () => {
    await escapeThenAskAgain(await open(ASK_SCRIPTED), recorded);
  });
  it('a verdict that goes while the dialog is open releases the held post, once, with the draft as it is (D3)', async () => {
    await verdictGoesWhileAsking(await open(ASK_SCRIPTED), recorded);
  });

  for (const { url, kind } of ASK_PAGES) {
    it(`${kind}: a double click on "Post anyway" sends exactly one POST, byte for byte the draft`, async () => {
      await doubleClickPostAnyway(await open(url), recorded);
    });
    it(`${kind}: two click() calls on "Post anyway" in one task send exactly one POST`, async () => {
      await twoClicksOnPostAnyway(await open(url), recorded);
    });
    it(`${kind}: the page's own form.submit() (no submit event) posts once, untouched, without a dialog`, async () => {
      await scriptFormSubmit(await open(url), recorded);
    });
    it(`${kind}: the page's form.requestSubmit() with a top item missing is held; "Post anyway" posts once`, async () => {
      await scriptRequestSubmitHeld(await open(url), recorded);
    });
    it(`${kind}: the page's form.requestSubmit() with a complete draft posts once without a dialog`, async () => {
      await scriptRequestSubmitComplete(await open(url, complete), recorded);
    });
  }
});
