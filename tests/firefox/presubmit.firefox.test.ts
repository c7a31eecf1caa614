// The before-posting check on every submit path in a real Firefox (ESR, MV2 test build), on the two Ask pages the
// Chromium suites use (tests/browser/presubmit.browser.test.ts, presubmitPaths.browser.test.ts): the hostile review's
// D1–D3 (hostile review 2026-12-01 §5), the last submit paths (a double click on "Post anyway", the page's own
// form.submit() and form.requestSubmit()), and what the page does around the dialog (hostile review 2026-12-04: hides
// it, re-renders or disables the post button, acts by script). The scenarios are tests/browser/helpers/presubmitPaths.ts and
// presubmitPageActs.ts, shared with Chromium;
// POSTs are recorded by the loopback recorder of ./launchFirefox.ts, byte for byte as Firefox sent them.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complete, fixture, incomplete } from '../browser/helpers/askPageDrafts';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import { DIALOG_CASES, PAGE_ACTS_CASES, SUBMIT_PATH_CASES } from '../browser/helpers/presubmitCases';
import { ASK_PAGES, COACH, openDraft, type PostingPage } from '../browser/helpers/presubmitPaths';
import { inside, keyPage, serveStacksStandIn, typeClassic, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post } from './launchFirefox';

/** The puppeteer driver of the posting scenarios. */
function firefoxPostingPage(page: Page): PostingPage {
  return {
    ...keyPage(page),
    click: async (selector) => (await waitFor(page, selector)).click(),
    doubleClick: async (selector) => (await waitFor(page, selector)).click({ count: 2 }),
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
  const run = { open, posts: () => posts };

  for (const c of [...DIALOG_CASES, ...SUBMIT_PATH_CASES, ...PAGE_ACTS_CASES]) it(c.name, () => c.run(run));
});
