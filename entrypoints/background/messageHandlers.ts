// The background's handler for every message the table says it answers (lib/messages/messageTable.ts), as one record
// keyed by message type: the compiler asks for a handler per type, and tests/entrypoints/messageTable.test.ts checks
// it. The engine runs here, once, for every tab; work is cut into tasks so one tab's message never holds up
// another's verdict for long (docs/performance.md).
import { parseCodeBlocksAhead } from '../../lib/analysis/program';
import { coachView, type DraftFields, type DraftJudgment, judgePastedDraftInSlices } from '../../lib/messages/draftVerdict';
import { type AnswerOf, isReproLensMessage, type JudgePageAnswer, type MessageOf, type MessageTo } from '../../lib/messages/messageTable';
import { refusedWhy } from '../../lib/messages/pageCheck';
import { completePageRead, judgePage } from '../../lib/messages/pageVerdict';
import type { Settings } from '../../lib/settings';
import { hasPythonCode } from '../../lib/skeleton/codePieces';
import type { Verdict } from '../../lib/verdict';
import { checkTabWithReadability, readabilityCheckTab } from './readabilityCheck';
import type { Build } from './skeletonWorker';
import type { TabQuestions } from './tabQuestions';

/** Who sent a message: a content script's tab, or an extension page's URL. */
export interface Sender {
  tab?: { id?: number };
  url?: string;
}

type BackgroundType = MessageTo<'background'>;

/** One handler per message the background answers: the answer's promise, or undefined for a message without one. */
export type BackgroundHandlers = {
  readonly [T in BackgroundType]: (message: MessageOf<T>, sender: Sender) => Promise<AnswerOf<T>> | undefined;
};

/** What the handlers need from the background around them. */
export interface BackgroundParts {
  setBadge(tabId: number, verdict: Verdict, settings: Settings): Promise<void>;
  clearBadge(tabId: number): Promise<void>;
  /** Judges a draft (answered from memory when unchanged) and sets the tab's badge (index.ts judgeDraftOnce). */
  judgeDraft(draft: DraftFields, settings: Settings, tabId: number | undefined): Promise<DraftJudgment>;
  buildSkeleton: Build;
  questions: TabQuestions;
  /** The extension's own origin: a message from there is the popup's. */
  extensionOrigin: string;
}

/** Lets every task already queued run (other tabs' messages) before the next slice of work. */
export const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

/** The verdict as the coach shows it, with what the draft still waits for. */
export const coachAnswer = ({ verdict, waitsFor }: DraftJudgment): DraftJudgment => ({ verdict: coachView(verdict), waitsFor });

export function backgroundHandlers(parts: BackgroundParts): BackgroundHandlers {
  return {
    'reprolens:judge': (message, sender) => judgeForTab(parts, message, sender.tab?.id),
    'reprolens:build-skeleton': async (_message, sender) => {
      const tabId = sender.tab?.id;
      const kept = tabId === undefined ? null : await parts.questions.get(tabId);
      return kept ? parts.buildSkeleton(kept.question, kept.report) : null;
    },
    'reprolens:judge-draft': (message, sender) => parts.judgeDraft(message.draft, message.settings, sender.tab?.id).then(coachAnswer),
    'reprolens:check-pasted': (message) => judgePastedDraftInSlices(message.markdown, nextTask),
    'reprolens:read-with-readability': (message, sender) => {
      // "Check this page": any tab through Readability; a judged page gets its toolbar score like a question page.
      const tabId = readabilityCheckTab(message, sender, parts.extensionOrigin);
      if (tabId === null) return Promise.resolve({ kind: 'refused', why: refusedWhy('no tab to read') });
      return checkTabWithReadability(tabId, message.settings).then(async (check) => {
        if (check.kind === 'judged') await parts.setBadge(tabId, check.verdict, message.settings).catch(() => undefined);
        return check;
      });
    },
    'reprolens:left-page': (_message, sender) => {
      const tabId = sender.tab?.id;
      if (tabId !== undefined) {
        parts.questions.forget(tabId);
        void parts.clearBadge(tabId).catch(() => undefined);
      }
      return undefined;
    },
  };
}

/** The runtime.onMessage listener's answer: the handler's for a message the background answers, else undefined. */
export function answerMessage(handlers: BackgroundHandlers, message: unknown, sender: Sender): Promise<unknown> | undefined {
  if (!isReproLensMessage(message) || !(message.type in handlers)) return undefined;
  const handler = handlers[message.type as BackgroundType] as (message: unknown, sender: Sender) => Promise<unknown> | undefined;
  return handler(message, sender);
}

function judgeForTab(parts: BackgroundParts, message: MessageOf<'reprolens:judge'>, tabId: number | undefined): Promise<JudgePageAnswer> {
  const turn = tabId === undefined ? 0 : parts.questions.judging(tabId);
  const read = completePageRead(message.read);
  // One background serves every tab: a long block's parse is done in slices first, so another tab's message is
  // answered between them (no input holds the background more than 250 ms at a time: docs/performance.md).
  const parsed = read.ok ? parseCodeBlocksAhead(read.question, nextTask).catch(() => undefined) : Promise.resolve();
  return parsed.then(async () => {
    const verdict = judgePage(read, message.settings);
    const offersSkeleton = verdict.state === 'verdict' && read.ok && hasPythonCode(read.question);
    const answer: JudgePageAnswer = { verdict, offersSkeleton, ...(message.read.ok === 'text' ? { read } : {}) };
    if (tabId !== undefined) {
      parts.questions.keep(
        tabId,
        turn,
        offersSkeleton && read.ok && verdict.state === 'verdict' ? { question: read.question, report: verdict.report } : null,
      );
      await parts.setBadge(tabId, verdict, message.settings).catch(() => undefined);
    }
    return answer;
  });
}
