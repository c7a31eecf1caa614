// Where the coach goes, and which page buttons post the draft: read from the page's layout and markup.
import { topBarBottom } from '../../components/pageGeometry';
import { findDraftSubmitButtons, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import { queryAllFirst, selectors } from '../../lib/site/selectors';
import { type Box, freeSpans, type Span, spanHeight } from './columnSpans';

/** Narrower than this beside the editor, the coach goes into the title card's column or the corner instead. */
const MIN_COACH_WIDTH = 280;
const MAX_COACH_WIDTH = 360;
/** The title card's column must be at least this wide, and its free part this tall, to hold the coach. */
const MIN_COLUMN_WIDTH = 240;
const MIN_COLUMN_HEIGHT = 160;
/** A folded coach is one line, about 46 px: the corner needs at least that much free. */
const MIN_CORNER_HEIGHT = 48;
const GAP = 16;

type Docked = 'coach' | 'sidebar' | 'corner';

export interface CoachPlacement {
  'data-docked': Docked;
  style?: Record<string, string>;
}

type ReadDraft = Extract<DraftReadResult, { ok: true }>;

/** What the page shows now, in viewport px: the window, the top bar's edge, the fields, what the coach must not cover. */
interface PageView {
  width: number;
  height: number;
  /** The first row below the page's fixed top bar, a gap under it: the coach's header never slides under the bar. */
  top: number;
  fields: Box[];
  titleCard: Box | null;
  /** Stack Overflow's help cards, the fields and the form's sections below the title: never under the coach. */
  obstacles: Box[];
}

/**
 * Fixed in the window and placed again as the page scrolls (./WritingCoach.tsx), always below the top bar and never
 * over Stack Overflow's help cards (trial on the saved 2023 Ask page: the "Writing a good title" card collided with
 * the coach, its header slid under the top bar). In order: right of every field when the window leaves room there;
 * else in the title card's column, in its first free part (above or below the help cards); else in the bottom-right
 * corner, in the lowest part of that column no card or field reaches. Its height is capped to the part it is in, so
 * a coach that grows scrolls inside and never spills over what is below.
 */
export function coachPlacement(read: DraftReadResult): CoachPlacement {
  if (!read.ok) return { 'data-docked': 'corner' };
  const view = pageView(read);
  const right = Math.max(...view.fields.map((b) => b.right));
  const room = view.width - right - 2 * GAP;
  if (Number.isFinite(right) && room >= MIN_COACH_WIDTH) {
    const column = { left: right + GAP, right: right + GAP + Math.min(room, MAX_COACH_WIDTH) };
    const spans = freeSpans(column, { top: view.top, bottom: view.height - GAP }, view.obstacles, GAP);
    const span = spans.find((s) => spanHeight(s) >= MIN_COLUMN_HEIGHT);
    if (span) return placedIn('coach', column, span, 'top');
  }
  return titleColumnPlacement(read, view) ?? cornerPlacement(view);
}

/** The column right of the title's card (the 2023 wizard's help column), from the form's top to its bottom. */
function titleColumnPlacement(read: ReadDraft, view: PageView): CoachPlacement | null {
  const form = read.form ? visibleBox(read.form) : null;
  const container = read.form?.parentElement ? visibleBox(read.form.parentElement) : null;
  if (!view.titleCard || !form || !container) return null;
  const column = { left: view.titleCard.right + GAP, right: Math.min(form.right, view.width - GAP) };
  if (column.right - column.left < MIN_COLUMN_WIDTH) return null;
  const within = { top: Math.max(view.top, container.top + GAP), bottom: Math.min(view.height - GAP, form.bottom - GAP) };
  const span = freeSpans(column, within, view.obstacles, GAP).find((s) => spanHeight(s) >= MIN_COLUMN_HEIGHT);
  return span ? placedIn('sidebar', column, span, 'top') : null;
}

/** The bottom-right corner, raised above whatever card or field reaches into it; right of the title card's column edge. */
function cornerPlacement(view: PageView): CoachPlacement {
  const left = Math.max(view.width - GAP - MAX_COACH_WIDTH, view.titleCard ? view.titleCard.right + GAP : GAP);
  const column = { left, right: view.width - GAP };
  const spans = freeSpans(column, { top: view.top, bottom: view.height - GAP }, view.obstacles, GAP);
  const lowest = [...spans].reverse().find((s) => spanHeight(s) >= MIN_CORNER_HEIGHT);
  const span = lowest ?? [...spans].sort((a, b) => spanHeight(b) - spanHeight(a))[0];
  // Nowhere free at all (a page of fields from edge to edge): the stylesheet's corner, folded.
  return span ? placedIn('corner', column, span, 'bottom') : { 'data-docked': 'corner' };
}

/** Fixed in the window inside `span` of `column`: from its top down, or from its bottom up (the corner). */
function placedIn(docked: Docked, column: { left: number; right: number }, span: Span, from: 'top' | 'bottom'): CoachPlacement {
  const edge =
    from === 'top'
      ? { top: `${Math.round(span.top)}px`, bottom: 'auto' }
      : { top: 'auto', bottom: `${Math.round(document.documentElement.clientHeight - span.bottom)}px` };
  return {
    'data-docked': docked,
    style: {
      position: 'fixed',
      left: `${Math.round(column.left)}px`,
      right: 'auto',
      ...edge,
      width: `${Math.floor(Math.min(column.right - column.left, MAX_COACH_WIDTH))}px`,
      'max-height': `${Math.floor(spanHeight(span))}px`,
    },
  };
}

function pageView(read: ReadDraft): PageView {
  // Hidden fields (a wizard step not open yet) have an empty box at 0,0: they take no room.
  const fieldElements = [read.titleElement, ...read.editors.map((e) => e.element)];
  const fields = [...fieldElements, read.form].map(visibleBox).filter((b): b is Box => !!b);
  const cardElement = read.titleElement?.closest(selectors.draftTitleCard.map((s) => s.selector).join(', ')) ?? null;
  const titleCard = cardElement ? visibleBox(cardElement) : null;
  const helpCards = queryAllFirst(document, selectors.draftHelpCards);
  const obstacles = [...helpCards, ...fieldElements, cardElement, ...sectionsBelowTitle(cardElement)]
    .map(visibleBox)
    .filter((b): b is Box => !!b);
  const { clientWidth: width, clientHeight: height } = document.documentElement;
  return { width, height, top: topBarBottom(document) + GAP, fields, titleCard, obstacles };
}

/**
 * The form's sections after the title's row (the body's section is full width on the saved 2023 page). A section
 * with a help column of its own is its field's card and that column: only the card counts (the column is free but for
 * its help card, which is an obstacle of its own).
 */
function sectionsBelowTitle(titleCard: Element | null): Element[] {
  const row = titleCard?.parentElement;
  if (!row) return [];
  const helpColumn = selectors.draftHelpColumn.map((s) => s.selector).join(', ');
  return followingSiblings(row).flatMap((section) => {
    const children = [...section.children];
    return children.some((c) => c.matches(helpColumn)) ? children.filter((c) => !c.matches(helpColumn)) : [section];
  });
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
