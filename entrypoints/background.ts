// The background runs the engine for question pages (lib/page/messages.ts: the content script sends the question
// as read, gets the verdict back) and sets the toolbar badge per tab from that verdict: the score coloured by
// grade, empty where there is no verdict — two tabs show two scores.
import { browser } from 'wxt/browser';
import { badgeFor } from '../lib/page/badge';
import { isReproLensMessage } from '../lib/page/messages';
import { judgePage, type PageVerdict } from '../lib/page/pageVerdict';
import { judgeDraft } from '../lib/page/draftVerdict';

export default defineBackground(() => {
  // Firefox's default MV2 build has browserAction, not action (wxt-toolchain.md §7).
  const action = browser.action ?? (browser as unknown as { browserAction: typeof browser.action }).browserAction;

  const setBadge = async (tabId: number, verdict: PageVerdict) => {
    const look = badgeFor(verdict);
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
  let lastDraft = { key: '', verdict: null as PageVerdict | null };

  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    if (!isReproLensMessage(message)) return undefined;
    if (message.type === 'reprolens:judge-draft') {
      const key = JSON.stringify([message.draft, message.settings]);
      const verdict = key === lastDraft.key && lastDraft.verdict ? lastDraft.verdict : judgeDraft(message.draft, message.settings);
      lastDraft = { key, verdict };
      const tabId = sender.tab?.id;
      // The draft's live score on the toolbar too.
      const badge = tabId === undefined ? Promise.resolve() : setBadge(tabId, verdict).catch(() => undefined);
      return badge.then(() => verdict);
    }
    if (message.type !== 'reprolens:judge') return undefined;
    const verdict = judgePage(message.read, message.settings);
    const tabId = sender.tab?.id;
    const badge = tabId === undefined ? Promise.resolve() : setBadge(tabId, verdict).catch(() => undefined);
    return badge.then(() => verdict);
  });

  // A tab that starts loading another page loses its old score until that page's verdict arrives.
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'loading') void action.setBadgeText({ tabId, text: '' }).catch(() => undefined);
  });
});
