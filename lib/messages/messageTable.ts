// Every message between the extension's parts (the question and issue overlays, the writing coach, the popup, the
// background) in one table keyed by message type: who answers it, what the request carries, what the answer is, the
// check an answer must pass, and the failure value the asker gets instead of a malformed answer or a failed round
// trip — "could not check", never a guessed score. Askers go through ./askThrough.ts (components/ask.ts); the
// background's handlers are a record over the same types (entrypoints/background/messageHandlers.ts). Light on
// purpose: every content script imports it, and none of the engine comes with it.
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { Settings } from '../settings';
import type { Skeleton } from '../skeleton/build';
import type { JudgedVerdict, Verdict } from '../verdict';
import { unreadableVerdict } from '../verdictTexts';
import type { DraftFields } from './draftVerdict';
import type { DraftJudgment } from './draftWaiting';
import { isPageCheckAnswer, type PageCheckAnswer } from './pageCheck';
import type { PageRead } from './pageVerdict';

/** The background's answer to a page judgment. */
export interface JudgePageAnswer {
  verdict: Verdict;
  /** The question has Python code to build a reproduction skeleton from ('reprolens:build-skeleton' then builds it). */
  offersSkeleton: boolean;
  /** The page as the background read it, when the content script sent a GitHub page's text (pageVerdict.ts PageRead). */
  read?: PageReadResult;
}

/** The background's answer to a pasted draft: the verdict, or why there is none (nothing pasted, a failure). */
export type PastedDraftAnswer = JudgedVerdict | { error: string };

/** What the overlay answers to the popup's 'reprolens:get-verdict' (and to show-panel and toggle-panel). */
export interface PageStatus {
  url: string;
  verdict: Verdict;
  /** Whether the panel is on the page now. */
  panelShown: boolean;
  /** Whether the question has code a skeleton can be built from ('reprolens:get-skeleton' then answers with it). */
  offersSkeleton: boolean;
}

/** A request with nothing besides its type. */
type NoFields = Record<never, never>;

/** Who answers a message: the background, or the overlay's content script in the tab it is sent to. */
export type Answerer = 'background' | 'tab';

/** Every message: who answers it, its request (besides `type`) and its answer. */
export interface Messages {
  /**
   * Overlay → background: judge this page as read. The background also sets the tab's badge from the verdict and
   * keeps the tab's question for its skeleton. The engine (with both lezer grammars) lives once in the background
   * instead of being injected into every tab: the content script stays small and pages stay fast.
   */
  'reprolens:judge': { to: 'background'; request: { read: PageRead; settings: Settings }; answer: JudgePageAnswer };
  /**
   * Overlay → background: build the reproduction skeleton of the question this tab was last judged with (the
   * background keeps each tab's question: nothing is sent back). A Skeleton, or null (no Python code, or the builder
   * failed). Sent only when a reader opens the skeleton section: one background serves every tab, so the judge path
   * never builds it (a crafted code block made every other tab's verdict wait for it).
   */
  'reprolens:build-skeleton': { to: 'background'; request: NoFields; answer: Skeleton | null };
  /** Coach → background: judge this draft (Ask, edit or Staging Ground page); the port's fallback (DRAFT_PORT). */
  'reprolens:judge-draft': { to: 'background'; request: { draft: DraftFields; settings: Settings }; answer: DraftJudgment };
  /**
   * Popup → background: judge this pasted question or draft (markdown; a first `# Title` line is its title), with
   * the default settings, as `reprolens check draft.md` does. The popup and options pages carry none of the engine.
   */
  'reprolens:check-pasted': { to: 'background'; request: { markdown: string }; answer: PastedDraftAnswer };
  /**
   * Popup (or the overlay, as the fallback on a page its reader could not read) → background: read the tab through
   * Readability and judge it (entrypoints/background/readabilityCheck.ts). The popup names the tab; a content
   * script's own tab is used and `tabId` ignored. Answered with a page check that has ended (./pageCheck.ts).
   */
  'reprolens:read-with-readability': { to: 'background'; request: { tabId?: number; settings: Settings }; answer: PageCheckAnswer };
  /** Issue overlay → background: the tab navigated softly away from the issue it judged (its badge is cleared). */
  'reprolens:left-page': { to: 'background'; request: NoFields; answer: undefined };
  /** Popup → overlay: this tab's verdict (null: no overlay here, or no verdict yet: the tab has no question). */
  'reprolens:get-verdict': { to: 'tab'; request: NoFields; answer: PageStatus | null };
  /** Popup → overlay: show the panel (even where the options turned it off) expanded, and scroll to it. */
  'reprolens:show-panel': { to: 'tab'; request: NoFields; answer: PageStatus | null };
  /**
   * Background → overlay, on the keyboard command (wxt.config.ts `commands`, Alt+Shift+R): the panel expands when
   * collapsed or dismissed, and collapses when expanded.
   */
  'reprolens:toggle-panel': { to: 'tab'; request: NoFields; answer: PageStatus | null };
  /** Popup → overlay: the tab's question's skeleton (the overlay asks the background once per reading of the page). */
  'reprolens:get-skeleton': { to: 'tab'; request: NoFields; answer: Skeleton | null };
}

export type MessageType = keyof Messages;
export type MessageTo<A extends Answerer> = { [T in MessageType]: Messages[T]['to'] extends A ? T : never }[MessageType];
export type RequestOf<T extends MessageType> = Messages[T]['request'];
export type AnswerOf<T extends MessageType> = Messages[T]['answer'];
/** The message as sent: its type and its request's fields. */
export type MessageOf<T extends MessageType> = { type: T } & RequestOf<T>;
export type ReproLensMessage = { [T in MessageType]: MessageOf<T> }[MessageType];

export type JudgePageMessage = MessageOf<'reprolens:judge'>;
export type ReadWithReadabilityMessage = MessageOf<'reprolens:read-with-readability'>;

/** An answer that fails its check: the asker gets the message's failure value instead. */
export const NOT_AN_ANSWER: unique symbol = Symbol('not an answer');

export interface MessageRow<T extends MessageType> {
  to: Messages[T]['to'];
  /** The answer as received, checked (and normalised): NOT_AN_ANSWER when it has not the answer's shape. */
  answerOf(value: unknown): AnswerOf<T> | typeof NOT_AN_ANSWER;
  /** What the asker gets when the round trip fails (`why`: the browser's error) or the answer fails its check. */
  failure(why: string): AnswerOf<T>;
}

/** The `why` of a malformed answer or of none, by who should have answered. */
export const NO_ANSWER: Record<Answerer, string> = {
  background: 'no answer from the extension',
  tab: 'no answer from the page',
};

const skeletonOf = (value: unknown): Skeleton | null | typeof NOT_AN_ANSWER =>
  value === null ? null : isRecord(value) && typeof value.script === 'string' ? (value as unknown as Skeleton) : NOT_AN_ANSWER;
/** A failed skeleton request rejects: the section says it could not build the script and offers to try again. */
const skeletonFailure = (why: string): never => {
  throw new Error(why);
};
const pageStatusOf = (value: unknown): PageStatus | typeof NOT_AN_ANSWER =>
  isRecord(value) && isRecord(value.verdict) ? (value as unknown as PageStatus) : NOT_AN_ANSWER;

export const MESSAGES: { readonly [T in MessageType]: MessageRow<T> } = {
  'reprolens:judge': {
    to: 'background',
    answerOf: (value) => {
      const state = isRecord(value) && isRecord(value.verdict) ? value.verdict.state : undefined;
      if (!isRecord(value) || (state !== 'verdict' && state !== 'quiet' && state !== 'unreadable')) return NOT_AN_ANSWER;
      const read = isRecord(value.read) && typeof value.read.ok === 'boolean' ? { read: value.read as unknown as PageReadResult } : {};
      return { verdict: value.verdict as unknown as Verdict, offersSkeleton: value.offersSkeleton === true, ...read };
    },
    failure: (why) => ({ verdict: unreadableVerdict('check_failed', why), offersSkeleton: false }),
  },
  'reprolens:build-skeleton': { to: 'background', answerOf: skeletonOf, failure: skeletonFailure },
  'reprolens:judge-draft': {
    to: 'background',
    answerOf: (value) =>
      isRecord(value) && isRecord(value.verdict) && 'state' in value.verdict && Array.isArray(value.waitsFor)
        ? { verdict: value.verdict as unknown as Verdict, waitsFor: value.waitsFor }
        : NOT_AN_ANSWER,
    failure: () => ({ verdict: { state: 'unreadable', reason: 'check_failed', why: DRAFT_FAILED }, waitsFor: [] }),
  },
  'reprolens:check-pasted': {
    to: 'background',
    answerOf: (value) =>
      isRecord(value) && ('error' in value || 'state' in value) ? (value as unknown as PastedDraftAnswer) : NOT_AN_ANSWER,
    failure: () => ({ error: 'ReproLens could not check this text right now (no answer from the extension).' }),
  },
  'reprolens:read-with-readability': {
    to: 'background',
    answerOf: (value) => (isPageCheckAnswer(value) ? value : NOT_AN_ANSWER),
    failure: () => ({ kind: 'none', reason: 'ReproLens could not check this page right now (no answer from the extension)', failed: true }),
  },
  'reprolens:left-page': { to: 'background', answerOf: () => undefined, failure: () => undefined },
  'reprolens:get-verdict': { to: 'tab', answerOf: pageStatusOf, failure: () => null },
  'reprolens:show-panel': {
    to: 'tab',
    answerOf: pageStatusOf,
    // The popup then says the tab has no question: the page it reported on is gone.
    failure: (why) => {
      throw new Error(why);
    },
  },
  'reprolens:toggle-panel': { to: 'tab', answerOf: pageStatusOf, failure: () => null },
  'reprolens:get-skeleton': { to: 'tab', answerOf: skeletonOf, failure: skeletonFailure },
};

/** The coach's words for a draft it could not check. */
const DRAFT_FAILED = 'ReproLens could not check this draft right now.';

/** The port name the coach judges drafts over (one message per pause in typing: `{ id, draft, settings }` → `{ id, ...DraftJudgment }`). */
export const DRAFT_PORT = 'reprolens:drafts';

/** The manifest command that toggles the panel (wxt.config.ts; the background turns it into 'reprolens:toggle-panel'). */
export const TOGGLE_PANEL_COMMAND = 'toggle-panel';

const MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.keys(MESSAGES));

/** Every receiver checks the `type` and ignores anything else. */
export function isReproLensMessage(value: unknown): value is ReproLensMessage {
  return isRecord(value) && typeof value.type === 'string' && MESSAGE_TYPES.has(value.type);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
