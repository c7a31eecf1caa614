// Which activations the user made. A click says so itself (`isTrusted` is false for a page script's `click()`), but a
// submit does not: the submit event of a page script's `form.requestSubmit()` is trusted too (measured in Chromium
// 156 and Firefox 153, hostile review 2026-12-04). A submit is the user's when, in the same task, the user clicked
// its submitter or pressed Enter in one of its form's one-line fields (implicit submission, HTML § 4.10.21.2).

/** The user's last click or Enter, kept until the task it came in ends. */
export interface UserInput {
  kind: 'click' | 'enter';
  target: EventTarget | null;
}

/** What the submit rule needs of the DOM, so it can be tested without one. */
export interface SubmitFacts {
  /** The element the submit names as its submitter (`SubmitEvent.submitter`), if any. */
  submitterContains: (target: EventTarget | null) => boolean;
  /** The target is a one-line field (an `input`) whose form is the submitted one. */
  isFieldOfForm: (target: EventTarget | null) => boolean;
}

export function submitByUser(input: UserInput | null, facts: SubmitFacts): boolean {
  if (!input) return false;
  return input.kind === 'click' ? facts.submitterContains(input.target) : facts.isFieldOfForm(input.target);
}

/** The submit rule's facts from a real submit event. */
export function submitFactsOf(form: HTMLFormElement, submitter: HTMLElement | null): SubmitFacts {
  return {
    submitterContains: (target) => !!submitter && target instanceof Node && submitter.contains(target),
    isFieldOfForm: (target) => target instanceof HTMLInputElement && target.form === form,
  };
}

export interface UserInputWatch {
  current(): UserInput | null;
  stop(): void;
}

/**
 * Watches the user's clicks and Enters (capture phase, before the page's listeners). Each is forgotten at the end of
 * its task: a submit it causes comes synchronously in the same task (Enter submits on keydown or keypress, so both
 * are kept), a submit a page script makes later does not.
 */
export function watchUserInput(): UserInputWatch {
  let last: UserInput | null = null;
  let forget: ReturnType<typeof setTimeout> | undefined;
  const keep = (input: UserInput) => {
    last = input;
    clearTimeout(forget);
    forget = setTimeout(() => {
      last = null;
    }, 0);
  };
  const onClick = (event: Event) => {
    if (event.isTrusted) keep({ kind: 'click', target: event.target });
  };
  const onKey = (event: Event) => {
    if (event.isTrusted && (event as KeyboardEvent).key === 'Enter') keep({ kind: 'enter', target: event.target });
  };
  window.addEventListener('click', onClick, { capture: true });
  window.addEventListener('keydown', onKey, { capture: true });
  window.addEventListener('keypress', onKey, { capture: true });
  return {
    current: () => last,
    stop() {
      clearTimeout(forget);
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('keydown', onKey, { capture: true });
      window.removeEventListener('keypress', onKey, { capture: true });
    },
  };
}
