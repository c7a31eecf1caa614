// Messages between the question page's content script, the background and the popup. One module so the three
// sides agree on shapes; every receiver checks the `type` and ignores anything else.
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { Settings } from '../settings';
import type { Verdict } from '../verdict';
import type { DraftFields } from './draftVerdict';

/**
 * Content script → background: judge this page as read. Answered with a Verdict; the background also sets the
 * tab's badge from it. The engine (with both lezer grammars) lives once in the background instead of being
 * injected into every Stack Overflow tab: the content script stays small and pages stay fast.
 */
export interface JudgePageMessage {
  type: 'reprolens:judge';
  read: PageReadResult;
  settings: Settings;
}

/** Coach content script → background: judge this draft (Ask, edit or Staging Ground page). Answered with a Verdict. */
export interface JudgeDraftMessage {
  type: 'reprolens:judge-draft';
  draft: DraftFields;
  settings: Settings;
}

/** The port name the coach judges drafts over (one message per pause in typing: `{ id, draft, settings }` → `{ id, verdict }`). */
export const DRAFT_PORT = 'reprolens:drafts';

/** Popup → content script: send this tab's verdict. Answered with a PageStatus. */
export interface GetVerdictMessage {
  type: 'reprolens:get-verdict';
}

/** Popup → content script: show the panel (even where the options turned it off) expanded, and scroll to it. */
export interface ShowPanelMessage {
  type: 'reprolens:show-panel';
}

export type ReproLensMessage = JudgePageMessage | JudgeDraftMessage | GetVerdictMessage | ShowPanelMessage;

/** What the content script answers to GetVerdictMessage. */
export interface PageStatus {
  url: string;
  verdict: Verdict;
  /** Whether the panel is on the page now. */
  panelShown: boolean;
}

export function isReproLensMessage(value: unknown): value is ReproLensMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return (
    type === 'reprolens:judge' || type === 'reprolens:judge-draft' || type === 'reprolens:get-verdict' || type === 'reprolens:show-panel'
  );
}
