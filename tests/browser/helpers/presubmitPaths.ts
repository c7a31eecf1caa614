// The before-posting check holds for every submit path: each submit path written once, run by the Chromium
// suite (tests/browser/presubmitPaths.browser.test.ts, Playwright) and the Firefox suite
// (tests/firefox/presubmit.firefox.test.ts, puppeteer over WebDriver BiDi) through their own PostingPage. The inputs
// are the hostile review's (2026-12-01 §5, D1–D3) and the page scripts' own submits (form.submit(), requestSubmit()).
// What each path must give: exactly one POST per user decision, its body byte for byte the fields as typed, or the
// post goes on untouched. The page is read through serialized probes (they close over nothing); waits are on states.
import { expect } from 'vitest';
import { scoreOf } from './askPageDrafts';
import { type KeyPage, shadowAttr } from './keyboardProbes';

export const ASK = 'https://stackoverflow.com/questions/ask';
export const ASK_SCRIPTED = 'https://stackoverflow.com/questions/ask?fixture=scripted';
/** The two Ask pages: the classic form (a real form POST) and synth-ask-scripted.html (the page POSTs by fetch). */
export const ASK_PAGES = [
  { url: ASK, file: 'drafts/synth-ask-classic.html', scripted: false, kind: 'classic form' },
  { url: ASK_SCRIPTED, file: 'drafts/synth-ask-scripted.html', scripted: true, kind: 'script-submitted page' },
] as const;
export const COACH = '[data-reprolens="coach-host"]';
const DIALOG = '[data-reprolens="presubmit-dialog"]';
const POST_ANYWAY = '[data-reprolens="post-anyway"]';
/** Every Ask page is served with this tag typed (askPageDrafts.typeClassic, firefoxPage.typeClassic). */
const TAGS = 'tensorflow';

/** What each driver gives a posting scenario: KeyPage's key press and in-page run, and real pointer input. */
export interface PostingPage extends KeyPage {
  /** A real mouse click on the page's element. */
  click(selector: string): Promise<void>;
  /** A real double click (press, release, press, release: two clicks and a dblclick) on the page's element. */
  doubleClick(selector: string): Promise<void>;
  /** A real double click (press, release, press, release: two clicks and a dblclick) on "Post anyway". */
  doubleClickPostAnyway(): Promise<void>;
  /** Moves the focus to the page's element. */
  focus(selector: string): Promise<void>;
  /** Fills the classic form's title, tags and body as typing would (the last characters by keyboard); the body's value. */
  typeDraft(draft: { title: string; body: string }): Promise<string>;
  /** Closes the tab (after its post has settled). */
  close(): Promise<void>;
  /** What joins the coach host's selector to one inside its shadow root (BrowserDifferences.intoShadow). */
  intoShadow: string;
}

export interface RecordedPost {
  url: string;
  body: string;
}

/** A page with a draft typed and its verdict on screen. */
export interface Opened {
  page: PostingPage;
  /** The textarea's value once typed, the title typed, and the number of POSTs before this page posted. */
  typed: string;
  title: string;
  before: number;
  scripted: boolean;
}

/**
 * Opens `url` (a fresh tab from the driver), counts the submits that reach the browser, types `draft`; returns once the
 * coach shows the engine's score for it.
 */
export async function openDraft(
  newPage: (url: string) => Promise<PostingPage>,
  url: string,
  draft: { title: string; body: string },
  posts: () => RecordedPost[],
): Promise<Opened> {
  const page = await newPage(url);
  await page.run(installSubmitCounter, undefined);
  const typed = await page.typeDraft(draft);
  await expect.poll(() => page.run(shadowAttr, [COACH, '[data-reprolens="score"]', 'data-score'])).toBe(scoreOf(draft));
  return { page, typed, title: draft.title, before: posts().length, scripted: url === ASK_SCRIPTED };
}

/** Runs in the page: counts, last of all listeners, the submits the browser will post (the scripted page counts its own). */
export function installSubmitCounter(): void {
  const w = window as unknown as { pageSubmits?: number };
  if (w.pageSubmits !== undefined) return;
  w.pageSubmits = 0;
  window.addEventListener('submit', (e) => {
    if (!e.defaultPrevented) w.pageSubmits = (w.pageSubmits ?? 0) + 1;
  });
}
const pageSubmits = () => (window as unknown as { pageSubmits?: number }).pageSubmits ?? -1;
const dialogCount = ([host, dialog]: [string, string]) => document.querySelector(host)?.shadowRoot?.querySelectorAll(dialog).length ?? 0;
const dialogHasFocus = ([host, dialog]: [string, string]) => {
  const root = document.querySelector(host)?.shadowRoot;
  const d = root?.querySelector(dialog);
  return d != null && root?.activeElement === d;
};
/** What the page says once its post is answered: "posted N" on the scripted page, "posted" on the answer page. */
const postedText = () => document.getElementById('posted')?.textContent ?? document.body?.textContent?.trim() ?? '';
const safely = <R>(get: () => Promise<R>) => get().catch(() => null); // the page may be navigating

export const dialogs = (o: Opened) => safely(() => o.page.run(dialogCount, [COACH, DIALOG]));

/** The body a POST of these field values carries: a form POST turns a textarea's line ends into CRLF; fetch sends them as they are. */
export function bodyOf(fields: { title: string; text: string }, formPost: boolean): string {
  const text = formPost ? fields.text.replace(/\r?\n/g, '\r\n') : fields.text;
  return new URLSearchParams([
    ['title', fields.title],
    ['post-text', text],
    ['tagnames', TAGS],
  ]).toString();
}

/** Waits for the dialog, with focus on the dialog itself (D2), and checks that nothing has been submitted or posted. */
export async function expectHeld(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await expect.poll(() => dialogs(o)).toBe(1);
  expect(await o.page.run(pageSubmits, undefined)).toBe(0);
  expect(posts().length).toBe(o.before);
  // WAI-ARIA APG dialog pattern: focus inside the dialog, on the dialog itself, not on an action.
  await expect.poll(() => o.page.run(dialogHasFocus, [COACH, DIALOG])).toBe(true);
}

/**
 * Waits until the page's post is answered, then: exactly one POST since the page opened, byte for byte `fields`
 * (the draft as typed unless given), sent as a form POST or by the page's fetch. Closes the page unless told not to.
 */
export async function expectPostedOnce(
  o: Opened,
  posts: () => RecordedPost[],
  { formPost = !o.scripted, fields = { title: o.title, text: o.typed }, closeAfter = true } = {},
): Promise<void> {
  await expect.poll(() => posts().length).toBe(o.before + 1);
  // By the answer, every submit the page saw has been counted and sent (the scripted page says how many it saw).
  await expect.poll(() => safely(() => o.page.run(postedText, undefined))).toBe(formPost ? 'posted' : 'posted 1');
  expect(posts().length).toBe(o.before + 1);
  expect(posts()[o.before].body).toBe(bodyOf(fields, formPost));
  if (closeAfter) await o.page.close();
}

/** Two Enters back to back in the title, or on the focused post button: one post held (D1). */
export async function twoEnters(o: Opened, posts: () => RecordedPost[], on: '#title' | '#submit-button'): Promise<void> {
  await o.page.focus(on);
  await o.page.press('Enter');
  await o.page.press('Enter');
  await expectHeld(o, posts);
  await o.page.click(postAnywayIn(o));
  await expectPostedOnce(o, posts);
}

/**
 * Enter twice `gap` ms apart in the title: the second lands on the dialog, not on "Add it", and key repeat on the
 * dialog does nothing (D2). The gap is the input under test (a user's double press), not a wait for a state.
 */
export async function entersApart(o: Opened, posts: () => RecordedPost[], gap: number): Promise<void> {
  await o.page.focus('#title');
  await o.page.press('Enter');
  await new Promise((done) => setTimeout(done, gap));
  await o.page.press('Enter');
  await expectHeld(o, posts);
  for (let i = 0; i < 5; i++) await o.page.press('Enter');
  await expectHeld(o, posts);
  await o.page.click(postAnywayIn(o));
  await expectPostedOnce(o, posts);
}

/** "Add it" (Escape) leaves the draft as typed and re-checkable: posting again asks again, then posts once (D2). */
export async function escapeThenAskAgain(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.press('Escape');
  await expect.poll(() => dialogs(o)).toBe(0);
  expect(await o.page.run(() => document.querySelector<HTMLTextAreaElement>('#wmd-input')!.value, undefined)).toBe(o.typed);
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.click(postAnywayIn(o));
  await expectPostedOnce(o, posts);
}

/** A verdict that goes while the dialog is open releases the held post, once, with the draft as it is now (D3). */
export async function verdictGoesWhileAsking(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  // A page script replaces the draft with one too short to judge: the verdict becomes "unreadable".
  const replaced = 'Short.\nNothing to judge.';
  await o.page.run((text) => {
    const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set(document.querySelector<HTMLTextAreaElement>('#wmd-input')!, text);
    set(document.querySelector<HTMLInputElement>('#title')!, '');
  }, replaced);
  await expect.poll(() => posts().length).toBe(o.before + 1);
  expect(await dialogs(o)).toBe(0);
  await expectPostedOnce(o, posts, { fields: { title: '', text: replaced } });
}

const postAnywayIn = (o: Opened) => `${COACH}${o.page.intoShadow}${POST_ANYWAY}`;

/** Case 1: a real double click on "Post anyway" posts exactly once; the second click reaches no post button. */
export async function doubleClickPostAnyway(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  // Counted in sessionStorage, which outlives the classic form's navigation to the answer page (same origin, same tab).
  await o.page.run(() => {
    sessionStorage.setItem('doubleClicks', '0');
    window.addEventListener(
      'dblclick',
      () => sessionStorage.setItem('doubleClicks', String(Number(sessionStorage.getItem('doubleClicks')) + 1)),
      {
        capture: true,
      },
    );
  }, undefined);
  await o.page.doubleClickPostAnyway();
  await expectPostedOnce(o, posts, { closeAfter: false });
  // The input was one double click as the browser sees it, not two separate clicks.
  expect(await o.page.run(() => sessionStorage.getItem('doubleClicks'), undefined)).toBe('1');
  await o.page.close();
}

/**
 * Case 2: the page's own script calls form.submit(), which fires no submit event: the browser posts the form as it
 * is (a form POST on either page, the scripted page's listener is bypassed too), no dialog, the draft as typed.
 */
export async function scriptFormSubmit(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  // The dialog would be drawn in the same task as a held submit (renderNow): looked for right after the call.
  const shownAtOnce = await o.page.run(
    ([host, dialog]) => {
      document.querySelector<HTMLFormElement>('#post-form')!.submit();
      return document.querySelector(host)?.shadowRoot?.querySelectorAll(dialog).length ?? -1;
    },
    [COACH, DIALOG] as [string, string],
  );
  expect(shownAtOnce).toBe(0);
  await expectPostedOnce(o, posts, { formPost: true });
}

/**
 * Case 3: the page's script calls form.requestSubmit(). Its submit event is trusted (measured in Chromium 156 and
 * Firefox 153), but no input of the user's made it: one POST, untouched, and no dialog on the way, whatever the draft
 * misses (hostile review 2026-12-04: no dialog opens for an event the user did not make).
 */
export async function scriptRequestSubmitUntouched(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  const shownAtOnce = await o.page.run(
    ([host, dialog]) => {
      document.querySelector<HTMLFormElement>('#post-form')!.requestSubmit();
      return document.querySelector(host)?.shadowRoot?.querySelectorAll(dialog).length ?? -1;
    },
    [COACH, DIALOG] as [string, string],
  );
  expect(shownAtOnce).toBe(0);
  await expectPostedOnce(o, posts);
}
