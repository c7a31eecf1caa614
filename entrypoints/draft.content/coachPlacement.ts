// Where the coach goes, and which page buttons post the draft: read from the page's layout and markup.
import { findDraftSubmitButtons, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import { selectors } from '../../lib/site/selectors';

/** Narrower than this beside the editor, the coach docks in the bottom-right corner instead (it never covers the editor). */
const MIN_COACH_WIDTH = 280;
const MAX_COACH_WIDTH = 360;
/** The sidebar column must be at least this wide and tall to hold the coach (a collapsed coach is ~50 px tall). */
const MIN_COLUMN_WIDTH = 240;
const MIN_COLUMN_HEIGHT = 160;
const GAP = 16;

export interface CoachPlacement {
  'data-docked': 'coach' | 'sidebar' | 'corner';
  style?: Record<string, string>;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Beside the editor: to the right of the title and body fields when the window leaves room there (fixed to the
 * viewport, so it stays in view while the draft scrolls); else in the page's sidebar column beside the title card
 * (the 2023 wizard, issue 13: it covered the page there), placed in the page and ending above the first field that
 * reaches into the column; else docked in the viewport's bottom-right corner (collapsible).
 */
export function coachPlacement(read: DraftReadResult): CoachPlacement {
  if (!read.ok) return { 'data-docked': 'corner' };
  // Hidden fields (a wizard step not open yet) have an empty box at 0,0: they take no room.
  const fields = [read.titleElement, read.form, ...read.editors.map((e) => e.element)].map(visibleBox).filter((b): b is Box => !!b);
  const viewWidth = document.documentElement.clientWidth;
  const right = Math.max(...fields.map((b) => b.right));
  const room = viewWidth - right - 2 * GAP;
  if (Number.isFinite(right) && room >= MIN_COACH_WIDTH) {
    return {
      'data-docked': 'coach',
      style: { left: `${Math.round(right + GAP)}px`, right: 'auto', width: `${Math.min(room, MAX_COACH_WIDTH)}px` },
    };
  }
  return sidebarColumnPlacement(read, fields, viewWidth) ?? { 'data-docked': 'corner' };
}

/** The column right of the title's card, from the top of the form's container down to the first field crossing it. */
function sidebarColumnPlacement(read: Extract<DraftReadResult, { ok: true }>, fields: Box[], viewWidth: number): CoachPlacement | null {
  const cardElement = read.titleElement?.closest(selectors.draftTitleCard.map((s) => s.selector).join(', '));
  const card = cardElement ? visibleBox(cardElement) : null;
  const form = read.form ? visibleBox(read.form) : null;
  const container = read.form?.parentElement ? visibleBox(read.form.parentElement) : null;
  if (!card || !form || !container) return null;
  const left = card.right + GAP;
  const right = Math.min(form.right, viewWidth - GAP);
  const top = container.top + GAP;
  // What follows the title's row (the body field's section, full width on the saved page) and any field below the
  // card may reach into the column: the coach ends above the first that does.
  const below = [...(cardElement?.parentElement ? followingSiblings(cardElement.parentElement) : []).map(visibleBox), ...fields];
  const crossing = below.filter((b): b is Box => !!b && b.top > card.top && b.left < right && b.right > left).map((b) => b.top);
  const bottom = Math.min(form.bottom, ...crossing) - GAP;
  if (right - left < MIN_COLUMN_WIDTH || bottom - top < MIN_COLUMN_HEIGHT) return null;
  // In page coordinates (the host is a 0×0 box at the document's origin): it scrolls with the fields it is beside.
  return {
    'data-docked': 'sidebar',
    style: {
      position: 'absolute',
      left: `${Math.round(left + window.scrollX)}px`,
      top: `${Math.round(top + window.scrollY)}px`,
      right: 'auto',
      width: `${Math.round(Math.min(right - left, MAX_COACH_WIDTH))}px`,
      'max-height': `${Math.floor(bottom - top)}px`,
    },
  };
}

function followingSiblings(element: Element): Element[] {
  const after: Element[] = [];
  for (let next = element.nextElementSibling; next; next = next.nextElementSibling) after.push(next);
  return after;
}

function visibleBox(element: Element | null): Box | null {
  if (!element) return null;
  const r = element.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
}

/** The review / post / submit / save button an event's target is (or is inside), if any. */
export function submitButtonOf(target: EventTarget | null, read: DraftReadResult): HTMLElement | null {
  if (!read.ok || !(target instanceof Element) || !target.closest('button, input, a, [role="button"]')) return null;
  return findDraftSubmitButtons(document).find((button) => button === target || button.contains(target)) ?? null;
}
