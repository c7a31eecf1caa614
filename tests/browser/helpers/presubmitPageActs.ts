// What the page may do around the before-posting dialog (hostile review 2026-12-04, points 1, 3 and 4), written once
// for both suites through ./presubmitPaths.ts's PostingPage: the page hides the dialog (it removes the coach's host,
// moves or clips or covers it), re-renders or disables the post button or the form under it, or activates things by
// script. What each must give: a dialog the user cannot see never holds a post; "Post anyway" posts through what the
// page holds now, or says it cannot; only the user's own input opens, answers or sets anything.
import { expect } from 'vitest';
import { COACH, dialogs, expectHeld, expectPostedOnce, type Opened, type RecordedPost } from './presubmitPaths';

const POST_ANYWAY = '[data-reprolens="post-anyway"]';
const UNAVAILABLE = '[data-reprolens="post-unavailable"]';
const inShadow = (o: Opened, selector: string) => `${COACH}${o.page.intoShadow}${selector}`;
const pageSubmits = () => (window as unknown as { pageSubmits?: number }).pageSubmits ?? -1;
const countIn = ([host, selector]: [string, string]) => document.querySelector(host)?.shadowRoot?.querySelectorAll(selector).length ?? 0;

/** One way a page script puts the open dialog out of the user's sight (run in the page; gets the host's selector). */
export interface HidingMove {
  name: string;
  hide: (host: string) => void;
}

/**
 * The review's moves and the ones its notes list as open: the host's own position is pinned inline (!important), so
 * these work on what is around it — removal, a transform or zoom on html, a hidden or clipping container, a cover.
 */
export const HIDING_MOVES: readonly HidingMove[] = [
  { name: 'removes the coach’s host element', hide: (host) => document.querySelector(host)?.remove() },
  {
    name: 'moves html off-screen with a transform (page CSS)',
    hide: () =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'html { transform: translateX(-300vw) }' })),
  },
  {
    name: 'zooms html to 5% (page CSS)',
    hide: () => document.head.append(Object.assign(document.createElement('style'), { textContent: 'html { zoom: 0.05 }' })),
  },
  {
    name: 'moves the host into a display:none container',
    hide: (host) => {
      const box = Object.assign(document.createElement('div'), { hidden: true });
      document.body.append(box);
      box.append(document.querySelector(host)!);
    },
  },
  {
    name: 'moves the host into a 1px transformed overflow:hidden box',
    hide: (host) => {
      const box = document.createElement('div');
      box.setAttribute('style', 'position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;transform:translateZ(0)');
      document.body.append(box);
      box.append(document.querySelector(host)!);
    },
  },
  {
    name: 'covers the window with its own element',
    hide: () => {
      const cover = document.createElement('div');
      cover.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:#fff');
      document.body.append(cover);
    },
  },
];

/** The host is gone before the user posts: no dialog can be seen, so the click goes to the page untouched. */
export async function hostRemovedThenPost(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.run(HIDING_MOVES[0].hide, COACH);
  await o.page.click('#submit-button');
  await expectPostedOnce(o, posts);
}

/** The dialog is open and the page hides it: the next Enter in the title posts once, untouched. */
export async function hiddenWhileAsking(o: Opened, posts: () => RecordedPost[], move: HidingMove): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.run(move.hide, COACH);
  await o.page.focus('#title');
  await o.page.press('Enter');
  await expectPostedOnce(o, posts);
}

/** The page re-renders its post button while the dialog is open: "Post anyway" posts once through the new one. */
export async function buttonReplacedWhileAsking(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.run(() => {
    const button = document.querySelector('#submit-button')!;
    button.replaceWith(button.cloneNode(true));
  }, undefined);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expectPostedOnce(o, posts);
}

/** The page re-renders the whole form (fields keep their values) while the dialog is open: one form POST from the new one. */
export async function formReplacedWhileAsking(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.run(() => {
    const form = document.querySelector('#post-form')!;
    form.replaceWith(form.cloneNode(true));
  }, undefined);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expectPostedOnce(o, posts, { formPost: true });
}

/**
 * The page disables its post button while the dialog is open: "Post anyway" posts nothing and says so, the draft is
 * as typed; once the page enables the button again, the user's next click posts once, with no second question.
 */
export async function buttonDisabledWhileAsking(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.run(() => {
    document.querySelector<HTMLInputElement>('#submit-button')!.disabled = true;
  }, undefined);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expect.poll(() => o.page.run(countIn, [COACH, UNAVAILABLE])).toBe(1);
  const said = await o.page.run(([host, sel]) => document.querySelector(host)?.shadowRoot?.querySelector(sel)?.textContent ?? '', [
    COACH,
    UNAVAILABLE,
  ] as [string, string]);
  expect(said).toMatch(/post button is not available; your draft is unchanged/);
  expect([await o.page.run(pageSubmits, undefined), posts().length]).toEqual([0, o.before]);
  expect(await o.page.run(() => document.querySelector<HTMLTextAreaElement>('#wmd-input')!.value, undefined)).toBe(o.typed);
  await o.page.click(inShadow(o, '[data-reprolens="notice-ok"]'));
  await expect.poll(() => o.page.run(countIn, [COACH, UNAVAILABLE])).toBe(0);
  await o.page.run(() => {
    document.querySelector<HTMLInputElement>('#submit-button')!.disabled = false;
  }, undefined);
  await o.page.click('#submit-button');
  await expectPostedOnce(o, posts);
}

/** A page script's click() on the post button is not the user's: no dialog, the page posts once, untouched. */
export async function scriptClickNotTheUsers(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  const shownAtOnce = await o.page.run(
    ([host, dialog]) => {
      document.querySelector<HTMLInputElement>('#submit-button')!.click();
      return document.querySelector(host)?.shadowRoot?.querySelectorAll(dialog).length ?? -1;
    },
    [COACH, '[data-reprolens="presubmit-dialog"]'] as [string, string],
  );
  expect(shownAtOnce).toBe(0);
  await expectPostedOnce(o, posts);
}

/** While the user's post is held, the page's click() and requestSubmit() are absorbed: one decision, one POST (D1). */
export async function scriptActivationsWhileHeld(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  await o.page.run(() => {
    document.querySelector<HTMLInputElement>('#submit-button')!.click();
    document.querySelector<HTMLFormElement>('#post-form')!.requestSubmit();
  }, undefined);
  await expectHeld(o, posts);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expectPostedOnce(o, posts);
}

/** A real double click on the post button: the second click lands on the dialog; one post held, one POST (D1). */
export async function doubleClickOnPost(o: Opened, posts: () => RecordedPost[]): Promise<void> {
  await o.page.doubleClick('#submit-button');
  await expectHeld(o, posts);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expectPostedOnce(o, posts);
}

/**
 * Script clicks on "Don't ask me again", "Post anyway" and "Add it" and a scripted Escape do nothing: the dialog stays,
 * the box unticked, nothing posted; the user's real click posts once, and a new Ask page still asks (the setting kept).
 */
export async function scriptAnswersIgnored(o: Opened, posts: () => RecordedPost[], reopen: () => Promise<Opened>): Promise<void> {
  await o.page.click('#submit-button');
  await expectHeld(o, posts);
  const ticked = await o.page.run((host) => {
    const root = document.querySelector(host)!.shadowRoot!;
    const box = root.querySelector<HTMLInputElement>('[data-reprolens="dont-ask-again"]')!;
    box.click();
    root.querySelector<HTMLButtonElement>('[data-reprolens="post-anyway"]')!.click();
    root
      .querySelector('[data-reprolens="presubmit-dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    root.querySelector<HTMLButtonElement>('[data-reprolens="add-it"]')!.click();
    return box.checked;
  }, COACH);
  expect(ticked).toBe(false);
  await expectHeld(o, posts);
  await o.page.click(inShadow(o, POST_ANYWAY));
  await expectPostedOnce(o, posts);
  const again = await reopen();
  await again.page.click('#submit-button');
  await expectHeld(again, posts);
  expect(await dialogs(again)).toBe(1);
  await again.page.close();
}
