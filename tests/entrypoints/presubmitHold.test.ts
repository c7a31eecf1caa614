// The hold of the before-posting check (entrypoints/draft.content/presubmitHold.ts): one post per user decision
// (hostile review §5 D1 and D3), and only the user's own activations asked about (hostile review
// 2026-12-04). The browser side is tests/browser/presubmit.browser.test.ts.
import { describe, expect, it } from 'vitest';
import { classifyActivation, createHold } from '../../entrypoints/draft.content/presubmitHold';

describe('classifyActivation', () => {
  const idle = { holding: false, releasing: false };
  const held = { holding: true, releasing: false };
  it('asks only when nothing is held and something is missing', () => {
    expect(
      classifyActivation(
        idle,
        true,
        () => true,
        () => true,
      ),
    ).toBe('ask');
    expect(
      classifyActivation(
        idle,
        true,
        () => true,
        () => false,
      ),
    ).toBe('pass');
  });
  it('absorbs every repeat while the dialog is on screen (D1), without asking again', () => {
    let asked = 0;
    expect(
      classifyActivation(
        held,
        true,
        () => true,
        () => ++asked > 0,
      ),
    ).toBe('absorb');
    expect(asked).toBe(0);
  });
  it('never lets a hold whose dialog is gone swallow a post', () => {
    expect(
      classifyActivation(
        held,
        true,
        () => false,
        () => true,
      ),
    ).toBe('stale');
  });
  it('never asks about an activation the user did not make: it goes on untouched', () => {
    let asked = 0;
    expect(
      classifyActivation(
        idle,
        false,
        () => true,
        () => ++asked > 0,
      ),
    ).toBe('pass');
    expect(asked).toBe(0);
  });
  it('absorbs a page’s activation while a post is held and its dialog is seen, so none posts beside it (D1)', () => {
    expect(
      classifyActivation(
        held,
        false,
        () => true,
        () => true,
      ),
    ).toBe('absorb');
    expect(
      classifyActivation(
        held,
        false,
        () => false,
        () => true,
      ),
    ).toBe('stale');
  });
  it('lets the held action itself through while it is released', () => {
    expect(
      classifyActivation(
        { holding: false, releasing: true },
        true,
        () => true,
        () => true,
      ),
    ).toBe('pass');
  });
});

describe('createHold', () => {
  it('runs the held action exactly once, even when released again from inside it', () => {
    const hold = createHold();
    let runs = 0;
    let releasingInside = false;
    expect(
      hold.hold(() => {
        runs++;
        releasingInside = hold.releasing;
        expect(hold.release()).toBe('nothing-held'); // a double click on "Post anyway"
        return true;
      }),
    ).toBe(true);
    expect(hold.holding).toBe(true);
    expect(hold.release()).toBe('submitted');
    expect(hold.release()).toBe('nothing-held');
    expect([runs, releasingInside, hold.holding, hold.releasing]).toEqual([1, true, false, false]);
  });
  it('refuses a second hold while one is held, and drop forgets without running', () => {
    const hold = createHold();
    let runs = 0;
    hold.hold(() => {
      runs++;
      return true;
    });
    expect(
      hold.hold(() => {
        runs += 10;
        return true;
      }),
    ).toBe(false);
    hold.drop();
    expect([hold.holding, hold.release(), runs]).toEqual([false, 'nothing-held', 0]);
  });
  it('says when the page held nothing that could take the post, and holds nothing after', () => {
    const hold = createHold();
    let runs = 0;
    hold.hold(() => ++runs < 0); // the page disabled its post button while the dialog was open
    expect([hold.release(), hold.holding, hold.release(), runs]).toEqual(['nothing-to-submit', false, 'nothing-held', 1]);
  });
  it('is not left releasing when the held action throws', () => {
    const hold = createHold();
    hold.hold(() => {
      throw new Error('page handler failed');
    });
    expect(() => hold.release()).toThrow('page handler failed');
    expect([hold.holding, hold.releasing]).toEqual([false, false]);
  });
});
