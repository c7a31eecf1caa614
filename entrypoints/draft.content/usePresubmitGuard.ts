// "Before posting": a click on the page's review / post / submit / save button, or the draft form's submit, is held
// when a top checklist item for the draft's bug type is missing, and the coach asks (PresubmitDialog). The hold and
// its rules (one post per user decision, repeats absorbed while the dialog is up) are ./presubmitHold.ts. It holds
// only what the user did (./userInput.ts), never holds an action without the dialog where the user can see it
// (./dialogVisibility.ts), posts through what the page holds when the user answers (./heldSubmit.ts), and if anything
// in here fails the action goes on untouched.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Verdict } from '../../lib/verdict';
import { missingBeforePosting } from '../../lib/messages/presubmit';
import type { DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import type { Settings } from '../../lib/settings';
import { useLatest } from '../../components/hooks/useLatest';
import { BROWSER_TEST_MODE } from '../../components/buildMode';
import { rememberAsked, wasAsked } from './askedDrafts';
import { submitButtonOf } from './coachPlacement';
import type { PresubmitQuestion } from './coachState';
import { buttonFacts, currentPostButton, submitCurrentForm } from './heldSubmit';
import { classifyActivation, createHold, type Hold, type Release } from './presubmitHold';
import { submitByUser, submitFactsOf, watchUserInput } from './userInput';

export interface PresubmitInputs {
  /** The draft as last read, and its latest verdict (both change without a render). */
  read: { readonly current: DraftReadResult };
  verdict: { readonly current: Verdict };
  settings: Settings;
  /** The coach runs on this site. */
  enabled: boolean;
  /** Shows the question and renders it before returning; says whether the dialog is on screen now. */
  showDialog: (question: PresubmitQuestion) => boolean;
  /** Whether the user can see the dialog and press its buttons now (judged from the page, not from render state). */
  dialogOnScreen: () => boolean;
  /** Takes the question away again (it could not be shown, or checking failed). */
  dropDialog: () => void;
}

export interface PresubmitGuard {
  /**
   * "Post anyway" (or nothing left to ask): the held action goes on, once, through the page's current post button or
   * form ('nothing-to-submit' when the page has disabled or removed it); the draft is not asked about again.
   */
  postHeld: () => Release;
  /** "Add it": the held action is dropped; the next post attempt is checked (and asked about) again. */
  dropHeld: () => void;
  /** An action is held now. */
  holding: () => boolean;
}

/**
 * Installs the guard; `draftKey` is the page path a "Post anyway" is remembered by (null on the Ask page, where every
 * load is a new draft).
 */
export function usePresubmitGuard(inputs: PresubmitInputs, draftKey: string | null): PresubmitGuard {
  const latest = useLatest(inputs);
  // null until storage says whether this draft was posted anyway already: no question before that.
  const asked = useRef<boolean | null>(draftKey ? null : false);
  const [hold] = useState<Hold>(createHold);

  useLayoutEffect(() => {
    let live = true;
    if (draftKey)
      void wasAsked(draftKey).then((was) => {
        if (live) asked.current = was;
      });
    const wantsToAsk = (): PresubmitQuestion | null => {
      const now = latest.current;
      if (asked.current !== false || !now.settings.askBeforePosting || !now.enabled) return null;
      const verdict = now.verdict.current;
      if (verdict.state !== 'verdict') return null;
      const missing = missingBeforePosting(verdict.report, now.settings.presubmitThreshold);
      return missing.length ? { missing } : null;
    };
    const userInput = watchUserInput();
    /** Decides synchronously, in the capture phase, before the page's own listeners and before any await. */
    const onActivation = (event: Event, byUser: boolean, resume: () => boolean) => {
      throwIfTestBuildAsks();
      let question: PresubmitQuestion | null = null;
      const asks = () => {
        question = wantsToAsk();
        return question !== null;
      };
      const kind = classifyActivation(hold, byUser, latest.current.dialogOnScreen, asks);
      if (kind === 'pass') return;
      if (kind === 'stale') {
        // The user cannot see the dialog: never swallow a post for it; this activation goes on untouched.
        hold.drop();
        return latest.current.dropDialog();
      }
      if (kind === 'ask') {
        hold.hold(resume); // held before the dialog renders: a repeat during rendering is absorbed too
        if (!question || !latest.current.showDialog(question)) {
          hold.drop();
          return latest.current.dropDialog(); // it could not be shown: nothing is held, the action goes on
        }
      }
      // 'ask' once shown, and 'absorb': the page never sees this activation.
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const guarded = (check: (event: Event) => void) => (event: Event) => {
      try {
        check(event);
      } catch (error) {
        hold.drop();
        latest.current.dropDialog();
        console.warn('ReproLens: the check before posting failed; posting goes on.', error);
      }
    };
    const onClick = guarded((event) => {
      const button = submitButtonOf(event.target, latest.current.read.current);
      if (!button) return;
      const facts = buttonFacts(button);
      onActivation(event, event.isTrusted, () => {
        const now = currentPostButton(button, facts);
        now?.click();
        return now !== null;
      });
    });
    const onSubmit = guarded((event) => {
      const form = event.target;
      const read = latest.current.read.current;
      if (!(form instanceof HTMLFormElement) || !read.ok || (read.form !== form && !form.contains(read.editors[0]?.element ?? null)))
        return;
      const submitter = (event as SubmitEvent).submitter instanceof HTMLElement ? (event as SubmitEvent).submitter : null;
      // Trusted, even when a page script's requestSubmit() made it: the user's own click or Enter must have.
      const byUser = event.isTrusted && submitByUser(userInput.current(), submitFactsOf(form, submitter));
      const held = submitter ? { element: submitter, facts: buttonFacts(submitter) } : null;
      onActivation(event, byUser, () => submitCurrentForm(form, held));
    });
    window.addEventListener('click', onClick, { capture: true });
    window.addEventListener('submit', onSubmit, { capture: true });
    return () => {
      live = false;
      userInput.stop();
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('submit', onSubmit, { capture: true });
    };
  }, [draftKey, latest, hold]);

  return {
    postHeld: () => {
      asked.current = true;
      if (draftKey) void rememberAsked(draftKey);
      return hold.release(); // the original click or submit, as if ReproLens were not there
    },
    dropHeld: () => hold.drop(),
    holding: () => hold.holding,
  };
}

/**
 * TEST BUILD ONLY (`wxt build --mode browser-test`, components/buildMode.ts): lets the real-browser test force
 * a failure here and prove posting survives it. Vite replaces `import.meta.env.MODE` at build time, so in the
 * production build the condition is `false` and the whole branch, attribute name included, is left out: a page
 * script cannot switch the check off (hostile review D4; tests/browser/testHooks.browser.test.ts greps the bundles).
 */
function throwIfTestBuildAsks(): void {
  if (import.meta.env.MODE === BROWSER_TEST_MODE && document.documentElement.dataset.reprolensTestThrow === 'presubmit')
    throw new Error('ReproLens test hook: presubmit failure');
}
