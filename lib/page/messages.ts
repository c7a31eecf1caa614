// Messages between the question page's content script, the background and the popup. One module so the three
// sides agree on shapes; every receiver checks the `type` and ignores anything else.
import type { Question } from '../question';
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { PageRead } from './pageVerdict';
import type { Report } from '../report';
import type { Settings } from '../settings';
import type { JudgedVerdict, Verdict } from '../verdict';
import type { DraftFields } from './draftVerdict';

/**
 * Content script → background: judge this page as read. Answered with a JudgePageAnswer; the background also sets the
 * tab's badge from its verdict. The engine (with both lezer grammars) lives once in the background instead of being
 * injected into every Stack Overflow tab: the content script stays small and pages stay fast.
 */
export interface JudgePageMessage {
  type: 'reprolens:judge';
  read: PageRead;
  settings: Settings;
}

/** The background's answer to JudgePageMessage. */
export interface JudgePageAnswer {
  verdict: Verdict;
  /** The question has Python code to build a reproduction skeleton from (BuildSkeletonMessage then builds it). */
  offersSkeleton: boolean;
  /** The page as the background read it, when the content script sent a GitHub page's text (pageVerdict.ts PageRead). */
  read?: PageReadResult;
}

/**
 * Content script → background: build the reproduction skeleton of this question, whose verdict is `report`.
 * Answered with a Skeleton, or null (no Python code, or the builder failed). Sent only when a reader opens the
 * skeleton section: one background serves every tab, so the judge path never builds it (a crafted code block
 * made every other tab's verdict wait for it).
 */
export interface BuildSkeletonMessage {
  type: 'reprolens:build-skeleton';
  question: Question;
  report: Report;
}

/**
 * Coach content script → background: judge this draft (Ask, edit or Staging Ground page). Answered with a DraftJudgment
 * (lib/page/draftVerdict.ts: the verdict as coachView keeps it, and what the draft waits for before a grade).
 */
export interface JudgeDraftMessage {
  type: 'reprolens:judge-draft';
  draft: DraftFields;
  settings: Settings;
}

/** The port name the coach judges drafts over (one message per pause in typing: `{ id, draft, settings }` → `{ id, verdict, waitsFor }`). */
export const DRAFT_PORT = 'reprolens:drafts';

/**
 * Popup → background: judge this pasted question or draft (markdown; a first `# Title` line is its title), with the
 * default settings, as `reprolens check draft.md` does. Answered with a PastedDraftAnswer. The engine stays in the
 * background, so the popup and options pages carry none of it.
 */
export interface CheckPastedDraftMessage {
  type: 'reprolens:check-pasted';
  markdown: string;
}

/** The background's answer to CheckPastedDraftMessage: the verdict, or why there is none (nothing pasted, a failure). */
export type PastedDraftAnswer = JudgedVerdict | { error: string };

/**
 * Popup (or the panel's content script, as the fallback on a page its site reader could not read) → background:
 * read the tab through Readability and judge it (entrypoints/background/readabilityCheck.ts). The popup
 * names the tab; a content script's own tab is used and `tabId` ignored. Answered with a PageCheck that has ended
 * (lib/page/pageCheck.ts: refused, none or judged).
 */
export interface ReadWithReadabilityMessage {
  type: 'reprolens:read-with-readability';
  tabId?: number;
  settings: Settings;
}

/** Popup → content script: send this tab's verdict. Answered with a PageStatus. */
export interface GetVerdictMessage {
  type: 'reprolens:get-verdict';
}

/** Popup → content script: show the panel (even where the options turned it off) expanded, and scroll to it. */
export interface ShowPanelMessage {
  type: 'reprolens:show-panel';
}

/**
 * Background → content script, on the keyboard command (wxt.config.ts `commands`, Alt+Shift+R): the panel expands
 * when collapsed or dismissed, and collapses when expanded. Answered with a PageStatus.
 */
export interface TogglePanelMessage {
  type: 'reprolens:toggle-panel';
}

/**
 * Popup → content script: the reproduction skeleton of the tab's question (the popup's section was opened). The
 * content script asks the background once per page read and answers with a Skeleton, or null.
 */
export interface GetSkeletonMessage {
  type: 'reprolens:get-skeleton';
}

/**
 * GitHub issue content script → background: the tab navigated softly away from the issue it judged, so
 * its toolbar badge is cleared (a full load clears it already).
 */
export interface LeftPageMessage {
  type: 'reprolens:left-page';
}

export type ReproLensMessage =
  | LeftPageMessage
  | JudgePageMessage
  | BuildSkeletonMessage
  | JudgeDraftMessage
  | GetVerdictMessage
  | ShowPanelMessage
  | TogglePanelMessage
  | GetSkeletonMessage
  | CheckPastedDraftMessage
  | ReadWithReadabilityMessage;

/** What the content script answers to GetVerdictMessage. */
export interface PageStatus {
  url: string;
  verdict: Verdict;
  /** Whether the panel is on the page now. */
  panelShown: boolean;
  /** Whether the question has code a skeleton can be built from (GetSkeletonMessage then answers with it). */
  offersSkeleton: boolean;
}

/** The manifest command that toggles the panel (wxt.config.ts; the background turns it into TogglePanelMessage). */
export const TOGGLE_PANEL_COMMAND = 'toggle-panel';

const MESSAGE_TYPES: ReadonlySet<string> = new Set<ReproLensMessage['type']>([
  'reprolens:judge',
  'reprolens:build-skeleton',
  'reprolens:judge-draft',
  'reprolens:get-verdict',
  'reprolens:show-panel',
  'reprolens:toggle-panel',
  'reprolens:get-skeleton',
  'reprolens:check-pasted',
  'reprolens:left-page',
  'reprolens:read-with-readability',
]);

export function isReproLensMessage(value: unknown): value is ReproLensMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && MESSAGE_TYPES.has(type);
}
