// The coach panel's own state and every change to it, as one pure reducer: open or closed (and whether the user
// chose that), dismissed, and the one question asked before posting. The draft's verdict lives in useDraftJudge.ts.
import type { ItemId } from '../../lib/checklist';

export interface PresubmitQuestion {
  /** The missing items to list, most critical first (the held click or submit itself lives in ./presubmitHold.ts). */
  missing: ItemId[];
}

export interface CoachState {
  expanded: boolean;
  /** The user opened or closed the coach themselves: placement no longer decides for them. */
  userToggled: boolean;
  /** × was clicked: no coach for this page view. */
  dismissed: boolean;
  dialog: PresubmitQuestion | null;
  /** "Post anyway" found the page's post button disabled or gone: the notice saying so is shown. */
  postUnavailable: boolean;
}

export type CoachAction =
  | { type: 'toggle' }
  | { type: 'dismiss' }
  /** Docked in the corner, an expanded coach would cover the editor: it stays one line until the user opens it. */
  | { type: 'docked-in-corner' }
  | { type: 'ask'; question: PresubmitQuestion }
  | { type: 'close-dialog' }
  /** "Post anyway" could post through nothing: the question gives way to the notice that says so. */
  | { type: 'post-unavailable' }
  | { type: 'close-notice' }
  /** "Add it": back to the draft with the coach open at the first suggestion. */
  | { type: 'add-it' };

export function initialCoach(startCollapsed: boolean): CoachState {
  return { expanded: !startCollapsed, userToggled: false, dismissed: false, dialog: null, postUnavailable: false };
}

export function coachReducer(state: CoachState, action: CoachAction): CoachState {
  switch (action.type) {
    case 'toggle':
      return { ...state, expanded: !state.expanded, userToggled: true };
    case 'dismiss':
      return { ...state, dismissed: true };
    case 'docked-in-corner':
      return state.userToggled || !state.expanded ? state : { ...state, expanded: false };
    case 'ask':
      return { ...state, dialog: action.question, postUnavailable: false };
    case 'close-dialog':
      return state.dialog ? { ...state, dialog: null } : state;
    case 'post-unavailable':
      return { ...state, dialog: null, postUnavailable: true };
    case 'close-notice':
      return state.postUnavailable ? { ...state, postUnavailable: false } : state;
    case 'add-it':
      return { ...state, dialog: null, expanded: true, userToggled: true };
  }
}
