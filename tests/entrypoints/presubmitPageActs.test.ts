// The before-posting check's rules against what a page may do (hostile review 2026-12-04, points 1, 3 and 4), each a
// pure function: whether a submit is the user's (entrypoints/draft.content/userInput.ts), whether the dialog can be
// seen (dialogVisibility.ts), which post button "Post anyway" goes through (heldSubmit.ts). The browser side is
// tests/browser/helpers/presubmitPageActs.ts, run in Chromium and Firefox.
import { describe, expect, it } from 'vitest';
import {
  actionInView,
  type DialogParts,
  dialogCanBeSeen,
  MIN_TARGET,
  visibleMiddle,
} from '../../entrypoints/draft.content/dialogVisibility';
import { type ButtonFacts, type Candidate, pickCurrent, sameButton } from '../../entrypoints/draft.content/heldSubmit';
import { type SubmitFacts, submitByUser } from '../../entrypoints/draft.content/userInput';

describe('submitByUser', () => {
  const submitter = { name: 'post button' } as unknown as EventTarget;
  const titleField = { name: 'title field' } as unknown as EventTarget;
  const facts: SubmitFacts = {
    submitterContains: (target) => target === submitter,
    isFieldOfForm: (target) => target === titleField,
  };
  it('is the user’s when their click on its submitter or their Enter in its form’s field made it, in the same task', () => {
    expect(submitByUser({ kind: 'click', target: submitter }, facts)).toBe(true);
    expect(submitByUser({ kind: 'enter', target: titleField }, facts)).toBe(true);
  });
  it('is not the user’s when no input of theirs is in this task (a page script’s requestSubmit())', () => {
    expect(submitByUser(null, facts)).toBe(false);
  });
  it('is not the user’s when their click or Enter was elsewhere (a page handler submitting on any click or key)', () => {
    expect(submitByUser({ kind: 'click', target: titleField }, facts)).toBe(false);
    expect(submitByUser({ kind: 'enter', target: submitter }, facts)).toBe(false);
  });
});

describe('dialog visibility', () => {
  const view = { width: 1280, height: 720 };
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
  it('an action can be pressed only wholly in the viewport and at least the minimum target size', () => {
    expect(actionInView(box(600, 400, 90, 38), view)).toBe(true);
    expect(actionInView(box(-3840 + 600, 400, 90, 38), view)).toBe(false); // html translated off-screen
    expect(actionInView(box(1250, 400, 90, 38), view)).toBe(false); // partly out
    expect(actionInView(box(30, 20, 4.5, 1.9), view)).toBe(false); // html zoomed to 5%
    expect(actionInView(box(0, 0, MIN_TARGET, MIN_TARGET), view)).toBe(true);
  });
  it('the middle is that of the part inside the viewport, none when nothing is inside', () => {
    expect(visibleMiddle(box(400, -100, 460, 400), view)).toEqual({ x: 630, y: 150 });
    expect(visibleMiddle(box(-3000, 100, 460, 400), view)).toBeNull();
    expect(visibleMiddle(box(0, 0, 0, 0), view)).toBeNull();
  });

  /** A synth-… dialog: one element per part, its box, and what the browser's hit test returns at a point. */
  function synthParts(over: { connected?: boolean; visible?: boolean; hit?: 'ours' | 'page'; actionBox?: ReturnType<typeof box> }) {
    const element = (name: string, rect: ReturnType<typeof box>, children: object[] = []) => ({
      name,
      isConnected: over.connected ?? true,
      getBoundingClientRect: () => rect,
      contains: (other: object) => other === element || children.includes(other),
      checkVisibility: () => over.visible ?? true,
    });
    const postAnyway = element('post anyway', over.actionBox ?? box(660, 400, 90, 38));
    const addIt = element('add it', box(760, 400, 70, 38));
    const dialog = element('dialog', box(410, 260, 460, 200), [postAnyway, addIt]);
    const pageCover = { name: 'page cover' };
    const host = element('host', box(0, 0, 0, 0));
    // The document's hit test finds the page's cover or our host; the shadow root's sees only inside it (Firefox).
    const page = { elementFromPoint: () => (over.hit === 'page' ? pageCover : host) };
    const root = {
      elementFromPoint: (x: number, y: number) => {
        for (const action of [postAnyway, addIt]) {
          const r = action.getBoundingClientRect();
          if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return action;
        }
        return dialog;
      },
    };
    return { page, host, root, dialog, actions: [postAnyway, addIt] } as unknown as DialogParts;
  }
  it('is seen when connected, shown, in the viewport and hit by the browser’s hit test', () => {
    expect(dialogCanBeSeen(synthParts({}), view)).toBe(true);
  });
  it('is not seen when the host is removed, hidden by CSS, covered or clipped, or its actions are out of view', () => {
    expect(dialogCanBeSeen(synthParts({ connected: false }), view)).toBe(false);
    expect(dialogCanBeSeen(synthParts({ visible: false }), view)).toBe(false);
    expect(dialogCanBeSeen(synthParts({ hit: 'page' }), view)).toBe(false);
    expect(dialogCanBeSeen(synthParts({ actionBox: box(660, 700, 90, 38) }), view)).toBe(false);
  });
});

describe('the post button "Post anyway" goes through', () => {
  const post: ButtonFacts = { tag: 'input', id: 'submit-button', name: '', type: 'submit', label: 'Post your question' };
  const review: ButtonFacts = { ...post, id: 'review-button', label: 'Review your question' };
  const cand = (facts: ButtonFacts, connected = true, usable = connected): Candidate => ({ facts, connected, usable });
  it('is the held one while it is in the page and enabled', () => {
    expect(pickCurrent(cand(post), [cand(review), cand(post)])).toBe('held');
  });
  it('is never another when the held one is in the page but disabled', () => {
    expect(pickCurrent(cand(post, true, false), [cand(review), cand(post)])).toBeNull();
  });
  it('once the held one is re-rendered away, is its like in the page now, if that is enabled', () => {
    expect(pickCurrent(cand(post, false), [cand(review), cand(post)])).toBe(1);
    expect(pickCurrent(cand(post, false), [cand(review), cand(post, true, false)])).toBeNull();
    expect(pickCurrent(cand(post, false), [cand(review)])).toBeNull(); // gone: never the review button instead
  });
  it('tells buttons apart by tag, id, name, type and label', () => {
    expect(sameButton(post, { ...post })).toBe(true);
    for (const change of [{ tag: 'button' }, { id: 'x' }, { name: 'x' }, { type: 'button' }, { label: 'Save edits' }])
      expect(sameButton(post, { ...post, ...change })).toBe(false);
  });
});
