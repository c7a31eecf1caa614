// "Check this page" through Readability, for the popup and the panel's fallback alike: the background runs
// the reader (entrypoints/readability-page.ts) in the tab, on a clone of its document, and judges what it read as it
// judges a question page. Permissions: `activeTab` + `scripting` (wxt.config.ts) — opening the popup grants the active
// tab, and the question sites' host permissions cover the panel's pages; no other host permission. Chrome MV3 and
// Firefox MV2 (≥ 102, Bugzilla 1766615) both have `scripting.executeScript`; the MV2-only `tabs.executeScript` is the
// one fallback, here, for an older Firefox.
import { browser } from 'wxt/browser';
import type { ReadWithReadabilityMessage } from '../../lib/messages/messageTable';
import { NO_ANSWER_REASON, readabilityResultOf, refusedWhy, type PageCheckAnswer } from '../../lib/messages/pageCheck';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import type { Settings } from '../../lib/settings';

/** The unlisted script's path in the build (WXT: `entrypoints/readability-page.ts` → `/readability-page.js`). */
const READER_FILE = '/readability-page.js';

export async function checkTabWithReadability(tabId: number, settings: Settings): Promise<PageCheckAnswer> {
  let injected: unknown;
  try {
    injected = await runReaderIn(tabId);
  } catch (error) {
    return { kind: 'refused', why: refusedWhy(error) };
  }
  const read = readabilityResultOf(injected);
  if (!read) return { kind: 'none', reason: NO_ANSWER_REASON };
  if ('none' in read) return { kind: 'none', reason: read.none };
  const { question } = read;
  return { kind: 'judged', url: question.site ? `https://${question.site}/` : '', question, verdict: judgeQuestion(question, settings) };
}

/**
 * The tab to read: the one the popup names (an extension page: the popup, also when a test opens it as a tab), else
 * the sender's own tab (the panel's content script) — a content script never picks another tab.
 */
export function readabilityCheckTab(
  message: ReadWithReadabilityMessage,
  sender: { tab?: { id?: number }; url?: string },
  extensionOrigin: string,
): number | null {
  if (sender.url?.startsWith(extensionOrigin)) return Number.isInteger(message.tabId) ? (message.tabId as number) : null;
  return sender.tab?.id ?? null;
}

/** The injected reader's return value (the result of the script's last expression), unchecked. */
async function runReaderIn(tabId: number): Promise<unknown> {
  if (browser.scripting?.executeScript) {
    const [first] = await browser.scripting.executeScript({ target: { tabId }, files: [READER_FILE] });
    return first?.result;
  }
  const legacy = (browser as unknown as { tabs: { executeScript(id: number, d: { file: string }): Promise<unknown[]> } }).tabs;
  const [first] = await legacy.executeScript(tabId, { file: READER_FILE });
  return first;
}
