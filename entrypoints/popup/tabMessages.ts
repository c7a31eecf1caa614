// What the popup asks (lib/messages/messageTable.ts, through components/ask.ts): the tab it reports on, through the
// overlay's content script there, and the background for a pasted draft. A tab without an overlay (not a question
// page, or opened before the extension) is "no question", never an error.
import { browser } from 'wxt/browser';
import type { PastedDraftAnswer } from '../../lib/messages/messageTable';
import type { Skeleton } from '../../lib/skeleton/build';
import type { TabState } from '../../components/PopupView';
import { ask, askTab } from '../../components/ask';

/** The tab to report on: `?tab=<id>` (tests open the popup as a tab of its own), else the active tab. */
export async function targetTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

export async function tabStateOf(tabId: number | null): Promise<TabState> {
  if (tabId === null) return { kind: 'no-question' };
  const status = await askTab(tabId, 'reprolens:get-verdict', {});
  return status ? { kind: 'page', status } : { kind: 'no-question' };
}

/** Shows the panel on the page; rejects when the tab no longer answers. */
export async function showPanelIn(tabId: number): Promise<void> {
  await askTab(tabId, 'reprolens:show-panel', {});
}

/** The tab's question's skeleton, built by the background on the overlay's request. */
export function skeletonOfTab(tabId: number): Promise<Skeleton | null> {
  return askTab(tabId, 'reprolens:get-skeleton', {});
}

/** A pasted draft's verdict, from the background (where the engine runs); a failed round trip is said, never guessed. */
export function checkPastedDraft(markdown: string): Promise<PastedDraftAnswer> {
  return ask('reprolens:check-pasted', { markdown });
}
