// The before-posting scenarios of ./presubmitPaths.ts as named test cases, written once for both suites: Chromium
// (presubmit.browser.test.ts, presubmitPaths.browser.test.ts) and Firefox (tests/firefox/presubmit.firefox.test.ts)
// register each case with their own driver's `open` and POST record, so the two browsers run the same names.
import { complete } from './askPageDrafts';
import {
  ASK,
  ASK_PAGES,
  ASK_SCRIPTED,
  doubleClickPostAnyway,
  entersApart,
  escapeThenAskAgain,
  type Opened,
  type RecordedPost,
  scriptFormSubmit,
  scriptRequestSubmitComplete,
  scriptRequestSubmitHeld,
  twoClicksInOneTask,
  twoClicksOnPostAnyway,
  twoEnters,
  verdictGoesWhileAsking,
} from './presubmitPaths';

/** A driver's fresh tab with a draft typed (the incomplete draft unless told) and the POSTs it has recorded. */
export interface PostingRun {
  open(url: string, draft?: { title: string; body: string }): Promise<Opened>;
  posts(): RecordedPost[];
}

export interface PresubmitCase {
  name: string;
  run(r: PostingRun): Promise<void>;
}

/** The hostile review's D1–D3 (2026-12-01 §5): activations the dialog must hold, and verdicts that change under it. */
export const DIALOG_CASES: readonly PresubmitCase[] = [
  ...ASK_PAGES.flatMap(({ url, kind }) => [
    {
      name: `${kind}: two click() calls in one task hold one post; "Post anyway" sends exactly one (D1)`,
      run: async (r: PostingRun) => twoClicksInOneTask(await r.open(url), r.posts),
    },
    {
      name: `${kind}: two Enters back to back in the title hold one post (D1)`,
      run: async (r: PostingRun) => twoEnters(await r.open(url), r.posts, '#title'),
    },
  ]),
  {
    name: 'two Enters on the focused post button hold one post (D1)',
    run: async (r) => twoEnters(await r.open(ASK_SCRIPTED), r.posts, '#submit-button'),
  },
  ...[50, 150].map((gap) => ({
    name: `Enter twice ${gap} ms apart: the second Enter lands on the dialog, not on "Add it"; the dialog stays (D2)`,
    run: async (r: PostingRun) => entersApart(await r.open(ASK), r.posts, gap),
  })),
  {
    name: '"Add it" (Escape) leaves the draft re-checkable: posting again asks again, then posts once (D2)',
    run: async (r) => escapeThenAskAgain(await r.open(ASK_SCRIPTED), r.posts),
  },
  {
    name: 'a verdict that goes while the dialog is open releases the held post, once, with the draft as it is (D3)',
    run: async (r) => verdictGoesWhileAsking(await r.open(ASK_SCRIPTED), r.posts),
  },
];

/** The last submit paths: a double click and two click() calls on "Post anyway", the page's own submits. */
export const SUBMIT_PATH_CASES: readonly PresubmitCase[] = ASK_PAGES.flatMap(({ url, kind }) => [
  {
    name: `${kind}: a double click on "Post anyway" sends exactly one POST, byte for byte the draft`,
    run: async (r: PostingRun) => doubleClickPostAnyway(await r.open(url), r.posts),
  },
  {
    name: `${kind}: two click() calls on "Post anyway" in one task send exactly one POST`,
    run: async (r: PostingRun) => twoClicksOnPostAnyway(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's own form.submit() (no submit event) posts once, untouched, without a dialog`,
    run: async (r: PostingRun) => scriptFormSubmit(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's form.requestSubmit() with a top item missing is held; "Post anyway" posts once`,
    run: async (r: PostingRun) => scriptRequestSubmitHeld(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's form.requestSubmit() with a complete draft posts once without a dialog`,
    run: async (r: PostingRun) => scriptRequestSubmitComplete(await r.open(url, complete), r.posts),
  },
]);
