// The before-posting scenarios of ./presubmitPaths.ts as named test cases, written once for both suites: Chromium
// (presubmit.browser.test.ts, presubmitPaths.browser.test.ts) and Firefox (tests/firefox/presubmit.firefox.test.ts)
// register each case with their own driver's `open` and POST record, so the two browsers run the same names.
import { complete } from './askPageDrafts';
import {
  buttonDisabledWhileAsking,
  buttonReplacedWhileAsking,
  doubleClickOnPost,
  formReplacedWhileAsking,
  HIDING_MOVES,
  hiddenWhileAsking,
  hostRemovedThenPost,
  scriptActivationsWhileHeld,
  scriptAnswersIgnored,
  scriptClickNotTheUsers,
} from './presubmitPageActs';
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
  scriptRequestSubmitUntouched,
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
      name: `${kind}: a real double click on the post button holds one post; "Post anyway" sends exactly one (D1)`,
      run: async (r: PostingRun) => doubleClickOnPost(await r.open(url), r.posts),
    },
    {
      name: `${kind}: the page's click() and requestSubmit() while a post is held are absorbed; one POST (D1)`,
      run: async (r: PostingRun) => scriptActivationsWhileHeld(await r.open(url), r.posts),
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

/** The last submit paths: a double click on "Post anyway", the page's own submits (never asked about: not the user's). */
export const SUBMIT_PATH_CASES: readonly PresubmitCase[] = ASK_PAGES.flatMap(({ url, kind }) => [
  {
    name: `${kind}: a double click on "Post anyway" sends exactly one POST, byte for byte the draft`,
    run: async (r: PostingRun) => doubleClickPostAnyway(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's own form.submit() (no submit event) posts once, untouched, without a dialog`,
    run: async (r: PostingRun) => scriptFormSubmit(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's form.requestSubmit() with a top item missing is not the user's: one POST, no dialog`,
    run: async (r: PostingRun) => scriptRequestSubmitUntouched(await r.open(url), r.posts),
  },
  {
    name: `${kind}: the page's form.requestSubmit() with a complete draft posts once without a dialog`,
    run: async (r: PostingRun) => scriptRequestSubmitUntouched(await r.open(url, complete), r.posts),
  },
]);

/**
 * Hostile review 2026-12-04, points 3, 4 and 1 (isTrusted): the page hides the dialog, re-renders or disables what
 * posts under it, or acts by script. Last, the case that would save "Don't ask me again" if script clicks counted.
 */
export const PAGE_ACTS_CASES: readonly PresubmitCase[] = [
  {
    name: 'classic form: the page removed the coach’s host: a click posts once, untouched, no dialog',
    run: async (r) => hostRemovedThenPost(await r.open(ASK), r.posts),
  },
  ...HIDING_MOVES.map((move) => ({
    name: `the page ${move.name} while the dialog is open: the next Enter posts once, untouched`,
    run: async (r: PostingRun) => hiddenWhileAsking(await r.open(ASK_SCRIPTED), r.posts, move),
  })),
  ...ASK_PAGES.flatMap(({ url, kind }) => [
    {
      name: `${kind}: the page re-renders its post button under the dialog: "Post anyway" posts once through the new one`,
      run: async (r: PostingRun) => buttonReplacedWhileAsking(await r.open(url), r.posts),
    },
    {
      name: `${kind}: the page disables its post button under the dialog: "Post anyway" says so; the next click posts once`,
      run: async (r: PostingRun) => buttonDisabledWhileAsking(await r.open(url), r.posts),
    },
    {
      name: `${kind}: a page script's click() on the post button is not the user's: one POST, no dialog`,
      run: async (r: PostingRun) => scriptClickNotTheUsers(await r.open(url), r.posts),
    },
  ]),
  {
    name: 'classic form: the page re-renders the form under the dialog: "Post anyway" posts once from the new form',
    run: async (r) => formReplacedWhileAsking(await r.open(ASK), r.posts),
  },
  {
    name: 'script clicks and keys on the dialog do nothing; the real click posts once and the next Ask page still asks',
    run: async (r) => scriptAnswersIgnored(await r.open(ASK_SCRIPTED), r.posts, () => r.open(ASK_SCRIPTED)),
  },
];
