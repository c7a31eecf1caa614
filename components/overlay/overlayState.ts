// The overlay's state and every change to it, as one pure reducer: what the page was judged as, and what the reader
// did with the panel (expanded, dismissed, brought back from the popup, evidence marked). Side effects (reading the
// page, messaging, scrolling) stay in QuestionOverlay.tsx and its hooks.
import type { Verdict } from '../../lib/verdict';
import type { PageReadResult } from '../../lib/readers/stackOverflowPage';
import { overlayEnabledOn, type Settings } from '../../lib/settings';
import type { MarkBox } from './OverlayRoot';

/** One reading of the page and the background's verdict on it. */
export interface JudgedPage {
  read: PageReadResult;
  verdict: Verdict;
  /** The question has Python code to build a reproduction skeleton from (the background says; it builds one only on request). */
  offersSkeleton: boolean;
  /** The page adapter's signature() when the page was read: a later DOM change that leaves it equal needs no new verdict. */
  signature: string;
  /** The settings it was judged with. The panel follows these, so a settings change shows together with its verdict. */
  settings: Settings;
  /** Read through Readability after the site's reader found nothing: no second offer to do so. */
  readWithReadability?: boolean;
}

export interface OverlayState {
  /** Null until the first verdict: there is no panel before it. */
  judged: JudgedPage | null;
  expanded: boolean;
  /** × was clicked: no panel for this page view (unless the popup brings it back). */
  dismissed: boolean;
  /** The popup's "Show the panel": shown even where the options would hide it. */
  forcedShow: boolean;
  /** Boxes over the evidence last clicked, in the host's coordinates. */
  marks: MarkBox[];
  /** Bumped on each evidence click so the marks' fade animation restarts. */
  markKey: number;
  /** One line about the last evidence click. */
  evidenceStatus: string;
}

export type OverlayAction =
  | { type: 'judged'; judged: JudgedPage }
  | { type: 'toggle' }
  | { type: 'dismiss' }
  | { type: 'show-panel' }
  | { type: 'toggle-panel' }
  | { type: 'marked'; marks: MarkBox[]; status: string }
  | { type: 'evidence-not-found'; status: string }
  | { type: 'clear-marks' };

export const INITIAL_OVERLAY: OverlayState = {
  judged: null,
  expanded: false,
  dismissed: false,
  forcedShow: false,
  marks: [],
  markKey: 0,
  evidenceStatus: '',
};

export function overlayReducer(state: OverlayState, action: OverlayAction): OverlayState {
  switch (action.type) {
    case 'judged': {
      // The panel opens as the options say, and follows "Start expanded" when it changes; otherwise the reader's
      // own choice stays. A new verdict drops the marks: they belong to the text as it was read.
      const startExpanded = action.judged.settings.startExpanded;
      const expanded = state.judged === null || state.judged.settings.startExpanded !== startExpanded ? startExpanded : state.expanded;
      return { ...state, judged: action.judged, expanded, marks: [], evidenceStatus: '' };
    }
    case 'toggle':
      return { ...state, expanded: !state.expanded, marks: state.expanded ? [] : state.marks };
    case 'dismiss':
      return { ...state, dismissed: true, forcedShow: false };
    case 'show-panel':
      return { ...state, dismissed: false, forcedShow: true, expanded: true };
    case 'toggle-panel':
      // The keyboard command: bring a hidden panel back expanded, else expand or collapse it (the keyboard path).
      if (state.dismissed || !state.expanded)
        return { ...state, dismissed: false, forcedShow: state.forcedShow || state.dismissed, expanded: true };
      return { ...state, expanded: false, marks: [] };
    case 'marked':
      return { ...state, marks: action.marks, markKey: state.markKey + 1, evidenceStatus: action.status };
    case 'evidence-not-found':
      return { ...state, marks: [], evidenceStatus: action.status };
    case 'clear-marks':
      return state.marks.length ? { ...state, marks: [] } : state;
  }
}

/**
 * Whether the panel is on the page: after the first verdict, unless dismissed, turned off for the site, or a hidden
 * quiet state. A question outside deep learning shows nothing unless the options ask for its note (quiet by
 * default); an unreadable page always shows its line.
 */
export function panelWanted(state: OverlayState, hostname: string): boolean {
  const { judged } = state;
  if (!judged || state.dismissed) return false;
  if (state.forcedShow) return true;
  if (!overlayEnabledOn(judged.settings, hostname)) return false;
  const { verdict, settings } = judged;
  if (verdict.state !== 'quiet') return true;
  if (verdict.reason === 'not_deep_learning' && !settings.showNotDeepLearning) return false;
  return !settings.hideQuiet;
}
