// The one question ReproLens asks before a draft is posted: what a reader will miss, with "Add it" (back to the
// draft, first suggestion focused) and "Post anyway" (the original action goes on untouched). A modal dialog with
// focus inside it; Escape is "Add it" — never a lost click: pressing post again asks again, and "Post anyway" posts.
// Its buttons are Stack Overflow's own (issue 13): the main action a Stacks `s-btn s-btn__filled`, the other
// `s-btn s-btn__outlined`.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ITEM_TEXTS } from '../lib/items/texts';
import type { ItemId, Report } from '../lib/report';
import { BUG_TYPE_NAMES } from '../lib/bugTypeNames';
import { InlineMarkdown } from './InlineMarkdown';

export interface PresubmitDialogProps {
  report: Report;
  missing: ItemId[];
  onAddIt: (dontAskAgain: boolean) => void;
  onPostAnyway: (dontAskAgain: boolean) => void;
}

export function PresubmitDialog({ report, missing, onAddIt, onPostAnyway }: PresubmitDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const dontAskAgain = useRef<HTMLInputElement>(null);
  // One answer only: a double click cannot post twice or post and go back (a ref, not state: it holds at once).
  const answeredRef = useRef(false);
  const [answered, setAnswered] = useState(false);
  // Initial focus on the dialog itself, not on a button (hostile review D2: a second Enter 50–150 ms after the one
  // that posted landed on the auto-focused "Add it" and closed the dialog). WAI-ARIA APG, Dialog (Modal) pattern:
  // initial focus may go to a static element with tabindex="-1" when a focused action could be triggered by mistake;
  // Enter or key repeat on the dialog does nothing, Tab reaches the actions. A layout effect: focus moves while the
  // guard's event handler still runs (renderNow), so no keystroke reaches the page's post button in between.
  useLayoutEffect(() => dialog.current?.focus(), []);
  const answer = (then: () => void) => {
    if (answeredRef.current) return;
    answeredRef.current = true;
    setAnswered(true);
    then();
  };
  const suggestions = new Map(report.suggestions.map((s) => [s.item, s]));
  return (
    <div class="rl-dialog-backdrop">
      <div
        class="rl-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="rl-dialog-title"
        aria-describedby="rl-dialog-text"
        data-reprolens="presubmit-dialog"
        tabIndex={-1}
        ref={dialog}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            answer(() => onAddIt(dontAskAgain.current?.checked ?? false));
          } else if (e.key === 'Tab') {
            trapFocus(e);
          }
        }}
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
          <input type="checkbox" data-reprolens="dont-ask-again" ref={dontAskAgain} />
          Don’t ask me again before posting
        </label>
        <div class="rl-dialog-actions">
          <button
            type="button"
            class="s-btn s-btn__outlined"
            data-reprolens="post-anyway"
            disabled={answered}
            onClick={() => answer(() => onPostAnyway(dontAskAgain.current?.checked ?? false))}
          >
            Post anyway
          </button>
          <button
            type="button"
            class="s-btn s-btn__filled"
            data-reprolens="add-it"
            disabled={answered}
            onClick={() => answer(() => onAddIt(dontAskAgain.current?.checked ?? false))}
          >
            Add it
          </button>
        </div>
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
