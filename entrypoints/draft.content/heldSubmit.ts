// "Post anyway" posts through what the page holds when the user answers, not through what it held when the post was
// asked about (hostile review 2026-12-04: a page that re-rendered or disabled its post button, or re-rendered its
// form, while the dialog was open lost the post; the click went to a detached or disabled element). The held button
// or form is used while it is still in the page; once re-rendered away, its like is found with the same reader
// that found it (lib/readers/stackOverflowDraftPage.ts). Disabled or gone: nothing is posted, and the caller says so.
import { findDraftSubmitButtons, readDraftPage } from '../../lib/readers/stackOverflowDraftPage';

/** What tells one post button from another across a re-render (the element itself is new). */
export interface ButtonFacts {
  tag: string;
  id: string;
  name: string;
  type: string;
  label: string;
}

export interface Candidate {
  facts: ButtonFacts;
  connected: boolean;
  usable: boolean;
}

/**
 * Which one to click: the held one while it is in the page (`'held'`, or null if the page disabled it: never another
 * button instead), else the first current one with the held one's facts, if it is usable.
 */
export function pickCurrent(held: Candidate, current: readonly Candidate[]): 'held' | number | null {
  if (held.connected) return held.usable ? 'held' : null;
  const index = current.findIndex((c) => c.connected && sameButton(c.facts, held.facts));
  return index >= 0 && current[index].usable ? index : null;
}

export function sameButton(a: ButtonFacts, b: ButtonFacts): boolean {
  return a.tag === b.tag && a.id === b.id && a.name === b.name && a.type === b.type && a.label === b.label;
}

export function buttonFacts(element: Element): ButtonFacts {
  const input = element instanceof HTMLInputElement ? element : null;
  return {
    tag: element.localName,
    id: element.id,
    name: element.getAttribute('name') ?? '',
    type: element.getAttribute('type') ?? '',
    label: (input ? input.value : (element.textContent ?? '')).replace(/\s+/g, ' ').trim(),
  };
}

function candidate(element: Element, facts = buttonFacts(element)): Candidate {
  return { facts, connected: element.isConnected, usable: element.isConnected && !isDisabled(element) };
}

function isDisabled(element: Element): boolean {
  return element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
}

/** The button to click now for a held click on `held` (facts read when it was held), or null. */
export function currentPostButton(held: HTMLElement, facts: ButtonFacts): HTMLElement | null {
  // The page's buttons are looked up only when the held one has left it (pickCurrent never picks another otherwise).
  const buttons = held.isConnected ? [] : findDraftSubmitButtons(document);
  const pick = pickCurrent(
    candidate(held, facts),
    buttons.map((b) => candidate(b)),
  );
  return pick === 'held' ? held : pick === null ? null : buttons[pick];
}

/** Submits the held submit of `form` (by `submitter`) through the form and submitter there now; false if none can. */
export function submitCurrentForm(form: HTMLFormElement, submitter: { element: HTMLElement; facts: ButtonFacts } | null): boolean {
  const read = form.isConnected ? null : readDraftPage(document, location.href, { submitButtons: false });
  const now = form.isConnected ? form : read?.ok ? read.form : null;
  if (!now) return false;
  let by: HTMLElement | undefined;
  if (submitter) {
    const controls = Array.from(now.elements).filter((e): e is HTMLElement => e instanceof HTMLElement);
    const pick = pickCurrent(
      candidate(submitter.element, submitter.facts),
      controls.map((c) => candidate(c)),
    );
    if (pick === null) return false;
    by = pick === 'held' ? submitter.element : controls[pick];
  }
  try {
    now.requestSubmit(by);
    return true;
  } catch {
    return false; // the submitter is not one of this form's (the page moved it): nothing was posted
  }
}
