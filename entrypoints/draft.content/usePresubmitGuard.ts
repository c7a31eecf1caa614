// "Before posting": a click on the page's review / post / submit / save button, or the draft form's submit, is held
// once per draft when a top checklist item for the draft's bug type is missing, and the coach asks (PresubmitDialog).
// It never holds an action without the dialog on screen, and if anything in here fails the action goes on untouched.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Verdict } from '../../lib/verdict';
import { missingBeforePosting } from '../../lib/page/presubmit';
import type { DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import type { Settings } from '../../lib/settings';
import { useLatest } from '../../components/hooks/useLatest';
import { rememberAsked, wasAsked } from './askedDrafts';
import { submitButtonOf } from './coachPlacement';
import type { PresubmitQuestion } from './coachState';

export interface PresubmitInputs {
  /** The draft as last read, and its latest verdict (both change without a render). */
  read: { readonly current: DraftReadResult };
  verdict: { readonly current: Verdict };
  settings: Settings;
  /** The coach runs on this site. */
  enabled: boolean;
  dialogOpen: boolean;
  /** Shows the question and renders it before returning; says whether the dialog is on screen now. */
  showDialog: (question: PresubmitQuestion) => boolean;
  /** Takes the question away again (it could not be shown, or checking failed). */
  dropDialog: () => void;
}

/**
 * Installs the guard; `draftKey` is the page path the question is remembered by (null on the Ask page, where every
 * load is a new draft). Returns `passThrough`, which runs a held action so that the guard lets it by.
 */
export function usePresubmitGuard(inputs: PresubmitInputs, draftKey: string | null): (resume: () => void) => void {
  const latest = useLatest(inputs);
  // null until storage says whether this draft was asked about already: no question before that.
  const asked = useRef<boolean | null>(draftKey ? null : false);
  const bypassNextAction = useRef(false);

  useLayoutEffect(() => {
    let live = true;
    if (draftKey)
      void wasAsked(draftKey).then((was) => {
        if (live) asked.current = was;
      });
    /** Holds the action and shows the dialog when something critical is missing; otherwise does nothing at all. */
    const maybeAsk = (event: Event, resume: () => void) => {
      if (document.documentElement.dataset.reprolensTestThrow === 'presubmit') {
        throw new Error('ReproLens test hook: presubmit failure'); // tests prove posting survives this
      }
      const now = latest.current;
      if (bypassNextAction.current || asked.current !== false || now.dialogOpen || !now.settings.askBeforePosting || !now.enabled) return;
      const verdict = now.verdict.current;
      if (verdict.state !== 'verdict') return;
      const missing = missingBeforePosting(verdict.report, now.settings.presubmitThreshold);
      if (!missing.length) return;
      if (!now.showDialog({ missing, resume })) return now.dropDialog(); // if showing it threw, nothing was held
      event.preventDefault();
      event.stopImmediatePropagation();
      asked.current = true;
      if (draftKey) void rememberAsked(draftKey);
    };
    const guarded = (check: (event: Event) => void) => (event: Event) => {
      try {
        check(event);
      } catch (error) {
        latest.current.dropDialog();
        console.warn('ReproLens: the check before posting failed; posting goes on.', error);
      }
    };
    const onClick = guarded((event) => {
      const button = submitButtonOf(event.target, latest.current.read.current);
      if (button) maybeAsk(event, () => button.click());
    });
    const onSubmit = guarded((event) => {
      const form = event.target;
      const read = latest.current.read.current;
      if (!(form instanceof HTMLFormElement) || !read.ok || (read.form !== form && !form.contains(read.editors[0]?.element ?? null)))
        return;
      const submitter = (event as SubmitEvent).submitter;
      maybeAsk(event, () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined));
    });
    window.addEventListener('click', onClick, { capture: true });
    window.addEventListener('submit', onSubmit, { capture: true });
    return () => {
      live = false;
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('submit', onSubmit, { capture: true });
    };
  }, [draftKey, latest]);

  return (resume) => {
    bypassNextAction.current = true;
    try {
      resume(); // the original click or submit, as if ReproLens were not there
    } finally {
      bypassNextAction.current = false;
    }
  };
}
