// Where the coach goes, and which page buttons post the draft: read from the page's layout and markup.
import { findDraftSubmitButtons, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';

/** Narrower than this beside the editor, the coach docks in the bottom-right corner instead (it never covers the editor). */
const MIN_COACH_WIDTH = 280;
const MAX_COACH_WIDTH = 360;

export interface CoachPlacement {
  'data-docked': 'coach' | 'corner';
  style?: Record<string, string>;
}

/**
 * Beside the editor: to the right of the title and body fields when the window leaves room there, else docked in the
 * viewport's bottom-right corner (collapsible). Fixed to the viewport, so it stays in view while the draft scrolls.
 */
export function coachPlacement(read: DraftReadResult): CoachPlacement {
  if (!read.ok) return { 'data-docked': 'corner' };
  const fields = [read.titleElement, read.form, ...read.editors.map((e) => e.element)].filter((e): e is HTMLElement => !!e);
  const right = Math.max(...fields.map((e) => e.getBoundingClientRect().right));
  const room = document.documentElement.clientWidth - right - 32;
  if (!Number.isFinite(right) || room < MIN_COACH_WIDTH) return { 'data-docked': 'corner' };
  return {
    'data-docked': 'coach',
    style: { left: `${Math.round(right + 16)}px`, right: 'auto', width: `${Math.min(room, MAX_COACH_WIDTH)}px` },
  };
}

/** The review / post / submit / save button an event's target is (or is inside), if any. */
export function submitButtonOf(target: EventTarget | null, read: DraftReadResult): HTMLElement | null {
  if (!read.ok || !(target instanceof Element) || !target.closest('button, input, a, [role="button"]')) return null;
  return findDraftSubmitButtons(document).find((button) => button === target || button.contains(target)) ?? null;
}
