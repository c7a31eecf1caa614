// The background runs the engine for question pages (lib/page/messages.ts: the content script sends the question
// as read, gets the verdict back) and sets the toolbar badge per tab from that verdict: the score coloured by
// grade, empty where there is no verdict — two tabs show two scores. A question's reproduction skeleton is built
// only when a reader opens that section, and off this thread (skeletonOffThread.ts): one background serves every
// tab, and work on one tab's message holds up every other tab's verdict. "Check this page" reads any tab
// through Readability on the popup's request (readabilityCheck.ts).
import { browser } from 'wxt/browser';
import { parseCodeBlocksAhead } from '../../lib/analysis/program';
import { badgeFor } from '../../lib/page/badge';
import { DRAFT_PORT, isReproLensMessage, TOGGLE_PANEL_COMMAND, type JudgePageAnswer } from '../../lib/page/messages';
import { togglePanelInTab } from './togglePanelCommand';
import { completePageRead, judgePage } from '../../lib/page/pageVerdict';
import { refusedWhy } from '../../lib/page/pageCheck';
import type { Verdict } from '../../lib/verdict';
import {
  coachView,
  type DraftFields,
  type DraftJudgment,
  judgeDraftWithWaitsInSlices,
  judgePastedDraftInSlices,
} from '../../lib/page/draftVerdict';
import { shownVerdict } from '../../lib/page/draftWaiting';
import type { Settings } from '../../lib/settings';
import { hasPythonCode } from '../../lib/skeleton/codePieces';
import { skeletonBuilder } from './skeletonOffThread';
import { startAddedRepositories } from './addedRepositoryScripts';
import { checkTabWithReadability, readabilityCheckTab } from './readabilityCheck';

/** Lets every task already queued run (other tabs' messages) before the next slice of work. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

export default defineBackground(() => {
  startAddedRepositories(); // the issue page script on the repositories added in the options
  // Firefox's default MV2 build has browserAction, not action (wxt-toolchain.md §7).
  const buildSkeleton = skeletonBuilder();
  const action = browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;

  const setBadge = async (tabId: number, verdict: Verdict, settings: Settings) => {
    const look = badgeFor(verdict, settings.showNotDeepLearning === true);
    await Promise.all([
      action.setBadgeText({ tabId, text: look.text }),
      action.setBadgeBackgroundColor({ tabId, color: look.color }),
      action.setTitle({ tabId, title: look.title }),
      // Chrome 110+ sets the badge text colour too; white on the grade colours keeps the contrast.
      'setBadgeTextColor' in action
        ? (action as unknown as { setBadgeTextColor(d: object): Promise<void> }).setBadgeTextColor({ tabId, color: '#ffffff' })
        : undefined,
    ]);
  };

  // The coach asks again on every pause in typing; an unchanged draft (a click, a blur) is answered from memory.
  let lastDraft = { key: '', judgment: null as DraftJudgment | null };

  // As for a page (below), in tasks: the draft's markdown and its long code blocks parsed in slices, then the read and
  // the judgment each in a task of its own (judgeDraftWithWaitsInSlices).
  const judgeDraftOnce = async (draft: DraftFields, settings: Settings, tabId: number | undefined): Promise<DraftJudgment> => {
    const key = JSON.stringify([draft, settings]);
    const judgment = (key === lastDraft.key ? lastDraft.judgment : null) ?? (await judgeDraftWithWaitsInSlices(draft, settings, nextTask));
    lastDraft = { key, judgment };
    // The draft's live score on the toolbar too, and as in the coach no score while the draft waits for more.
    if (tabId !== undefined) void setBadge(tabId, shownVerdict(judgment), settings).catch(() => undefined);
    return judgment;
  };
  const coachAnswer = ({ verdict, waitsFor }: DraftJudgment): DraftJudgment => ({ verdict: coachView(verdict), waitsFor });

  // The coach's port (lib/page/messages.ts DRAFT_PORT): one message per pause in typing.
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== DRAFT_PORT) return;
    port.onMessage.addListener((message: unknown) => {
      const { id, draft, settings } = message as { id: number; draft: DraftFields; settings: Settings };
      judgeDraftOnce(draft, settings, port.sender?.tab?.id)
        .then((judgment) => port.postMessage({ id, ...coachAnswer(judgment) }))
        .catch(() => port.postMessage({ id, verdict: null })) // the coach shows "could not check", never a guess
        .catch(() => undefined); // the port closed meanwhile
    });
  });

  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (!isReproLensMessage(message)) return undefined;
    if (message.type === 'reprolens:judge-draft') return judgeDraftOnce(message.draft, message.settings, sender.tab?.id).then(coachAnswer);
    if (message.type === 'reprolens:build-skeleton') return buildSkeleton(message.question, message.report);
    if (message.type === 'reprolens:check-pasted') return judgePastedDraftInSlices(message.markdown, nextTask);
    if (message.type === 'reprolens:left-page') {
      const tabId = sender.tab?.id;
      const cleared = badgeFor(null);
      if (tabId !== undefined)
        void Promise.all([action.setBadgeText({ tabId, text: cleared.text }), action.setTitle({ tabId, title: cleared.title })]).catch(
          () => undefined,
        );
      return undefined;
    }
    if (message.type === 'reprolens:read-with-readability') {
      // "Check this page": any tab through Readability; a judged page gets its toolbar score like a question page.
      const tabId = readabilityCheckTab(message, sender, browser.runtime.getURL('/'));
      if (tabId === null) return Promise.resolve({ kind: 'refused', why: refusedWhy('no tab to read') });
      return checkTabWithReadability(tabId, message.settings).then(async (check) => {
        if (check.kind === 'judged') await setBadge(tabId, check.verdict, message.settings).catch(() => undefined);
        return check;
      });
    }
    if (message.type !== 'reprolens:judge') return undefined;
    const read = completePageRead(message.read);
    // One background serves every tab: a long block's parse is done in slices first, so another tab's message is
    // answered between them (no input holds the background more than 250 ms at a time: docs/performance.md).
    const parsed = read.ok ? parseCodeBlocksAhead(read.question, nextTask).catch(() => undefined) : Promise.resolve();
    return parsed.then(async () => {
      const verdict = judgePage(read, message.settings);
      const answer: JudgePageAnswer = {
        verdict,
        offersSkeleton: verdict.state === 'verdict' && read.ok && hasPythonCode(read.question),
        ...(message.read.ok === 'text' ? { read } : {}),
      };
      const tabId = sender.tab?.id;
      if (tabId !== undefined) await setBadge(tabId, verdict, message.settings).catch(() => undefined);
      return answer;
    });
  });

  // The keyboard command (Alt+Shift+R) toggles the panel on the active tab's question page.
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command === TOGGLE_PANEL_COMMAND) void togglePanelInTab(tab?.id).catch(() => undefined);
  });

  // A tab that starts loading another page loses its old score until that page's verdict arrives.
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') void action.setBadgeText({ tabId, text: '' }).catch(() => undefined);
  });
});
