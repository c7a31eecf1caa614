// The one question ReproLens asks before a draft is posted: what a reader will miss, with "Add it" (back to the
// draft, first suggestion focused) and "Post anyway" (the original action goes on untouched). A modal dialog with
// focus inside it; Escape is "Add it" — never a lost click: pressing post again asks again, and "Post anyway" posts.
// Its buttons are Stack Overflow's own, so the dialog reads as the site's: the main action a Stacks
// `s-btn s-btn__filled`, the other `s-btn s-btn__outlined`.
// Only the user's own input answers it (hostile review 2026-12-04: a page that reached the root ticked "Don't ask me
// again" and clicked "Post anyway", which saved the setting): its buttons, its checkbox and its keys act on trusted
// events only. A script's click() on the checkbox is cancelled, so the box shows what the user chose; the choice
// passed on is the one the user's own clicks made, not the box's `checked`, which a script can set without an event.
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ITEM_TEXTS } from '../lib/items/shared/texts';
import type { ItemId } from '../lib/checklist';
import type { Report } from '../lib/report';
import { BUG_TYPE_NAMES } from '../lib/bugTypeNames';
import { InlineMarkdown } from './InlineMarkdown';

export interface PresubmitDialogProps {
  report: Report;
  missing: ItemId[];
  onAddIt: (dontAskAgain: boolean) => void;
  onPostAnyway: (dontAskAgain: boolean) => void;
  /** Whether the user made this event: `isTrusted` (happy-dom's unit tests stand in their own; its events never are). */
  byUser?: (event: Event) => boolean;
}

const trusted = (event: Event) => event.isTrusted;

export function PresubmitDialog({ report, missing, onAddIt, onPostAnyway, byUser = trusted }: PresubmitDialogProps) {
  // What the user's own clicks on "Don't ask me again" left it at.
  const dontAskAgain = useRef(false);
  // One answer only: a double click cannot post twice or post and go back (a ref, not state: it holds at once).
  const answeredRef = useRef(false);
  const [answered, setAnswered] = useState(false);
  const answer = (then: () => void) => {
    if (answeredRef.current) return;
    answeredRef.current = true;
    setAnswered(true);
    then();
  };
  const suggestions = new Map(report.suggestions.map((s) => [s.item, s]));
  const onUsersClick = (then: () => void) => (event: MouseEvent) => {
    if (byUser(event)) answer(then);
  };
  return (
    <ModalFrame
      role="dialog"
      labelledBy="rl-dialog-title"
      describedBy="rl-dialog-text"
      testId="presubmit-dialog"
      byUser={byUser}
      onEscape={() => answer(() => onAddIt(dontAskAgain.current))}
    >
      <h2 id="rl-dialog-title">Before you post: readers will miss {missing.length === 1 ? 'one thing' : `${missing.length} things`}</h2>
      <p id="rl-dialog-text">
        For a {BUG_TYPE_NAMES[report.bug_type]}, these decided whether others could reproduce it (Shah et al., 2024):
      </p>
      <ul>
        {missing.map((id) => (
          <li key={id} data-reprolens={`presubmit-missing-${id}`}>
            <strong>{ITEM_TEXTS[id].title}</strong>
            {suggestions.get(id) && (
              <>
                {' — '}
                <InlineMarkdown text={suggestions.get(id)!.text} />
              </>
            )}
          </li>
        ))}
      </ul>
      <label class="rl-dialog-check">
        <input
          type="checkbox"
          data-reprolens="dont-ask-again"
          onClick={(e) => {
            // Cancelling a click takes its toggle back (HTML: legacy-canceled-activation behavior).
            if (byUser(e)) dontAskAgain.current = e.currentTarget.checked;
            else e.preventDefault();
          }}
        />
        Don’t ask me again before posting
      </label>
      <div class="rl-dialog-actions">
        <button
          type="button"
          class="s-btn s-btn__outlined"
          data-reprolens="post-anyway"
          disabled={answered}
          onClick={onUsersClick(() => onPostAnyway(dontAskAgain.current))}
        >
          Post anyway
        </button>
        <button
          type="button"
          class="s-btn s-btn__filled"
          data-reprolens="add-it"
          disabled={answered}
          onClick={onUsersClick(() => onAddIt(dontAskAgain.current))}
        >
          Add it
        </button>
      </div>
    </ModalFrame>
  );
}

/**
 * A press on the backdrop leaves the focus in the dialog (aria-modal): the second click of a double click on the
 * page's post button lands here, and took the focus out of the dialog.
 */
function keepFocusInDialog(event: MouseEvent): void {
  if (event.target === event.currentTarget) event.preventDefault();
}

export interface PostUnavailableNoticeProps {
  onClose: () => void;
  byUser?: (event: Event) => boolean;
}

/**
 * Said after "Post anyway" when the page had disabled or removed its post button (or form) while the dialog was
 * open: nothing was posted, the draft is as it was, and the next press of the page's post button posts untouched.
 */
export function PostUnavailableNotice({ onClose, byUser = trusted }: PostUnavailableNoticeProps) {
  return (
    <ModalFrame role="alertdialog" labelledBy="rl-notice-text" testId="post-unavailable" byUser={byUser} onEscape={onClose}>
      <p id="rl-notice-text">The page’s post button is not available; your draft is unchanged. Press post again to post.</p>
      <div class="rl-dialog-actions">
        <button
          type="button"
          class="s-btn s-btn__filled"
          data-reprolens="notice-ok"
          onClick={(e) => {
            if (byUser(e)) onClose();
          }}
        >
          OK
        </button>
      </div>
    </ModalFrame>
  );
}

interface ModalFrameProps {
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Its `data-reprolens` value. */
  testId: string;
  byUser: (event: Event) => boolean;
  /** Escape, pressed by the user. */
  onEscape: () => void;
  children: ComponentChildren;
}

/**
 * The backdrop and the modal box both of ReproLens' dialogs live in. Initial focus on the box itself, not on a button
 * (hostile review D2: a second Enter 50–150 ms after the one that posted landed on the auto-focused "Add it" and closed
 * the dialog). WAI-ARIA APG, Dialog (Modal) pattern: initial focus may go to a static element with tabindex="-1" when a
 * focused action could be triggered by mistake; Enter or key repeat on the box does nothing, Tab reaches the actions.
 * A layout effect: focus moves while the guard's event handler still runs (renderNow), so no keystroke reaches the
 * page's post button in between. Only the user's own keys act.
 */
function ModalFrame({ role, labelledBy, describedBy, testId, byUser, onEscape, children }: ModalFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => box.current?.focus(), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: no action here; a press on the backdrop only keeps the focus in the dialog
    <div class="rl-dialog-backdrop" onMouseDown={keepFocusInDialog}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: its role is dialog or alertdialog (`role`, which the linter cannot read) */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is a dialog's and an alertdialog's */}
      <div
        class="rl-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-reprolens={testId}
        tabIndex={-1}
        ref={box}
        onKeyDown={(e) => {
          if (!byUser(e)) return;
          if (e.key === 'Escape') {
            e.stopPropagation();
            onEscape();
          } else if (e.key === 'Tab') {
            trapFocus(e);
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Tab and Shift+Tab cycle inside the dialog (aria-modal: the page behind is out of reach until it closes). */
function trapFocus(event: KeyboardEvent): void {
  const dialog = event.currentTarget as HTMLElement;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])'));
  if (!focusable.length) return;
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  const index = focusable.indexOf(active as HTMLElement);
  const next = event.shiftKey ? (index <= 0 ? focusable.length - 1 : index - 1) : index === focusable.length - 1 ? 0 : index + 1;
  event.preventDefault();
  focusable[next].focus();
}
