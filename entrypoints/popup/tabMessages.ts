// What the popup asks the tab it reports on (lib/page/messages.ts), through the question page's content script. A
// tab without one (not a question page, or opened before the extension) is "no question", never an error.
import { browser } from 'wxt/browser';
import type {
  CheckPastedDraftMessage,
  GetSkeletonMessage,
  GetVerdictMessage,
  PageStatus,
  PastedDraftAnswer,
  ShowPanelMessage,
} from '../../lib/page/messages';
import type { Skeleton } from '../../lib/skeleton/build';
import type { TabState } from '../../components/PopupView';

/** The tab to report on: `?tab=<id>` (tests open the popup as a tab of its own), else the active tab. */
export async function targetTabId(): Promise<number | null> {
  const fromQuery = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

export async function askTab(tabId: number | null): Promise<TabState> {
  if (tabId === null) return { kind: 'no-question' };
  try {
    const message: GetVerdictMessage = { type: 'reprolens:get-verdict' };
    const status = (await browser.tabs.sendMessage(tabId, message)) as PageStatus | undefined;
    return status?.verdict ? { kind: 'page', status } : { kind: 'no-question' };
  } catch {
    return { kind: 'no-question' }; // no content script in that tab
  }
}

/** Shows the panel on the page; rejects when the tab no longer answers. */
export async function showPanelIn(tabId: number): Promise<void> {
  const message: ShowPanelMessage = { type: 'reprolens:show-panel' };
  await browser.tabs.sendMessage(tabId, message);
}

/** The tab's question's skeleton, built by the background on the content script's request. */
export async function skeletonOfTab(tabId: number): Promise<Skeleton | null> {
  const message: GetSkeletonMessage = { type: 'reprolens:get-skeleton' };
  const skeleton = (await browser.tabs.sendMessage(tabId, message)) as Skeleton | null | undefined;
  if (skeleton === null) return null;
  if (typeof skeleton === 'object' && typeof skeleton?.script === 'string') return skeleton;
  throw new Error('no answer from the page');
}

/** A pasted draft's verdict, from the background (where the engine runs); a failed round trip is said, never guessed. */
export async function checkPastedDraft(markdown: string): Promise<PastedDraftAnswer> {
  const message: CheckPastedDraftMessage = { type: 'reprolens:check-pasted', markdown };
  try {
    const answer = (await browser.runtime.sendMessage(message)) as PastedDraftAnswer | undefined;
    if (answer && typeof answer === 'object' && ('error' in answer || 'state' in answer)) return answer;
  } catch {
    // fall through
  }
  return { error: 'ReproLens could not check this text right now (no answer from the extension).' };
}
