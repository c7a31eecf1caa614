// The one post the before-posting check holds, as a small synchronous state: nothing held, one action held while the
// dialog is open (or opening), or the held action being let through. Exactly one post per user decision
// (hostile review 2026-12-01 §5, D1 and D3):
// - the hold starts in the capture-phase listener of the first activation, before the page's own handler and before
//   any await, so a second activation in the same task (two `click()` calls, two quick Enters) finds it held;
// - every activation that arrives while something is held is absorbed, never let through beside the held one
//   (D1: the post went out while the dialog showed, and a script-submitted page then posted a second time);
// - the held action runs at most once: `release` takes it out before running it;
// - only the user's own input is ever held and asked about (hostile review 2026-12-04: a page script's click() or
//   requestSubmit() opened the dialog); a page's activation while nothing is held goes on untouched, and while
//   something is held it is absorbed like any repeat, so the page cannot post beside the held post (D1);
// - a held action whose dialog the user cannot see is dropped and the activation goes on (hostile review 2026-12-04:
//   with the host removed or moved off-screen every post was absorbed).
// No DOM and no timers in here, so the rules are unit-tested as they are (tests/entrypoints/presubmitHold.test.ts).

/** What the guard does with one click on a post button or one submit of the draft's form. */
export type Activation =
  /** Not ours to stop: the page handles it as if ReproLens were not there. */
  | 'pass'
  /** A repeat while the question is on screen: stopped, so it neither posts nor closes the dialog. */
  | 'absorb'
  /** The first activation with something critical missing: hold it and ask. */
  | 'ask';

export interface HoldView {
  /** An action is held and its dialog is (being) shown. */
  readonly holding: boolean;
  /** The held action is running now: its own click and submit events must reach the page. */
  readonly releasing: boolean;
}

/**
 * Classifies an activation; `byUser`: the user's own input made it (see ./userInput.ts). `dialogOnScreen` is asked
 * only while holding: a hold whose dialog cannot be seen is never allowed to swallow posts (the caller drops it and
 * lets this activation through). `wantsToAsk` is asked only when nothing is held and the user made the activation.
 */
export function classifyActivation(
  hold: HoldView,
  byUser: boolean,
  dialogOnScreen: () => boolean,
  wantsToAsk: () => boolean,
): Activation | 'stale' {
  if (hold.releasing) return 'pass';
  if (hold.holding) return dialogOnScreen() ? 'absorb' : 'stale';
  if (!byUser) return 'pass';
  return wantsToAsk() ? 'ask' : 'pass';
}

/**
 * What releasing did: nothing was held; the held action went to the page; or the page holds nothing that can take it
 * now (its post button re-rendered away or disabled while the dialog was open) and nothing was posted.
 */
export type Release = 'nothing-held' | 'submitted' | 'nothing-to-submit';

export interface Hold extends HoldView {
  /**
   * Holds `resume` (the original click or submit, done again through what the page holds then; it says whether
   * anything could take it). A second hold while one is held is refused (returns false).
   */
  hold(resume: () => boolean): boolean;
  /** Runs the held action once, with `releasing` set while it runs. */
  release(): Release;
  /** Forgets the held action without running it ("Add it": the user chose to go back to the draft). */
  drop(): void;
}

export function createHold(): Hold {
  let held: (() => boolean) | null = null;
  let releasing = false;
  return {
    get holding() {
      return held !== null;
    },
    get releasing() {
      return releasing;
    },
    hold(resume) {
      if (held || releasing) return false;
      held = resume;
      return true;
    },
    release() {
      const resume = held;
      if (!resume) return 'nothing-held';
      held = null; // taken before it runs: a re-entrant release (a double click on "Post anyway") finds nothing
      releasing = true;
      try {
        return resume() ? 'submitted' : 'nothing-to-submit';
      } finally {
        releasing = false;
      }
    },
    drop() {
      held = null;
    },
  };
}
