// The background runs the engine for question pages (./messageHandlers.ts answers every message of
// lib/messages/messageTable.ts: the content script sends the question as read, gets the verdict back) and sets the
// toolbar badge per tab from that verdict: the score coloured by grade, empty where there is no verdict — two tabs show two scores. A question's reproduction skeleton is built
// only when a reader opens that section, and off this thread (skeletonOffThread.ts): one background serves every
// tab, and work on one tab's message holds up every other tab's verdict. "Check this page" reads any tab
// through Readability on the popup's request (readabilityCheck.ts).
import { browser } from 'wxt/browser';
import { badgeFor } from '../../lib/messages/badge';
import { DRAFT_PORT, TOGGLE_PANEL_COMMAND } from '../../lib/messages/messageTable';
import { type DraftFields, type DraftJudgment, judgeDraftWithWaitsInSlices } from '../../lib/messages/draftVerdict';
import { shownVerdict } from '../../lib/messages/draftWaiting';
import type { Settings } from '../../lib/settings';
import type { Verdict } from '../../lib/verdict';
import { togglePanelInTab } from './togglePanelCommand';
import { skeletonBuilder } from './skeletonOffThread';
import { startAddedRepositories } from './addedRepositoryScripts';
import { answerMessage, backgroundHandlers, coachAnswer, nextTask } from './messageHandlers';
import { TabQuestions } from './tabQuestions';

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

  // As for a page (messageHandlers.ts), in tasks: the draft's markdown and its long code blocks parsed in slices, then the read and
  // the judgment each in a task of its own (judgeDraftWithWaitsInSlices).
  const judgeDraftOnce = async (draft: DraftFields, settings: Settings, tabId: number | undefined): Promise<DraftJudgment> => {
    const key = JSON.stringify([draft, settings]);
    const judgment = (key === lastDraft.key ? lastDraft.judgment : null) ?? (await judgeDraftWithWaitsInSlices(draft, settings, nextTask));
    lastDraft = { key, judgment };
    // The draft's live score on the toolbar too, and as in the coach no score while the draft waits for more.
    if (tabId !== undefined) void setBadge(tabId, shownVerdict(judgment), settings).catch(() => undefined);
    return judgment;
  };

  // The coach's port (lib/messages/messageTable.ts DRAFT_PORT): one message per pause in typing.
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

  const questions = new TabQuestions(browser.storage.session);
  const handlers = backgroundHandlers({
    setBadge,
    clearBadge: async (tabId) => {
      const cleared = badgeFor(null);
      await Promise.all([action.setBadgeText({ tabId, text: cleared.text }), action.setTitle({ tabId, title: cleared.title })]);
    },
    judgeDraft: judgeDraftOnce,
    buildSkeleton,
    questions,
    extensionOrigin: browser.runtime.getURL('/'),
  });
  browser.runtime.onMessage.addListener((message: unknown, sender) => answerMessage(handlers, message, sender));

  // The keyboard command (Alt+Shift+R) toggles the panel on the active tab's question page.
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command === TOGGLE_PANEL_COMMAND) void togglePanelInTab(tab?.id).catch(() => undefined);
  });

  // A tab that starts loading another page loses its old score until that page's verdict arrives.
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') void action.setBadgeText({ tabId, text: '' }).catch(() => undefined);
  });
  browser.tabs.onRemoved.addListener((tabId) => questions.forget(tabId));
});
