// "Check this page" (issue 14): runs the Readability reader (entrypoints/readability-page.ts) in the tab, on a clone
// of its document, and has the background judge what it read, as it judges a question page (lib/page/messages.ts
// JudgePageMessage). Permissions: `activeTab` + `scripting` (wxt.config.ts), no host permission — opening the popup
// grants the active tab. Chrome MV3 and Firefox MV2 (≥ 102, Bugzilla 1766615) both have `scripting.executeScript`;
// the MV2-only `tabs.executeScript` is kept as the one fallback here, for an older Firefox.
import { browser } from 'wxt/browser';
import type { JudgePageAnswer, JudgePageMessage } from '../../lib/page/messages';
import { NO_ANSWER_REASON, readabilityResultOf, refusedWhy, type PageCheck } from '../../lib/page/pageCheck';
import type { ReadabilityResult } from '../../lib/readers/readabilityPage';
import type { Settings } from '../../lib/settings';

/** The unlisted script's path in the build (WXT: `entrypoints/readability-page.ts` → `/readability-page.js`). */
const READER_FILE = '/readability-page.js';

export async function checkTabWithReadability(tabId: number, settings: Settings): Promise<PageCheck> {
  let injected: unknown;
  try {
    injected = await runReaderIn(tabId);
  } catch (error) {
    return { kind: 'refused', why: refusedWhy(error) };
  }
  const read = readabilityResultOf(injected);
  if (!read) return { kind: 'none', reason: NO_ANSWER_REASON };
  if ('none' in read) return { kind: 'none', reason: read.none };
  const message: JudgePageMessage = { type: 'reprolens:judge', read: { ok: true, question: read.question }, settings };
  const answer = (await browser.runtime.sendMessage(message).catch(() => undefined)) as JudgePageAnswer | undefined;
  if (!answer?.verdict) return { kind: 'none', reason: 'ReproLens could not check this page right now (no answer from the extension)' };
  return {
    kind: 'judged',
    url: read.question.site ? `https://${read.question.site}/` : '',
    question: read.question,
    verdict: answer.verdict,
  };
}

/** The injected reader's return value (the result of the script's last expression), unchecked. */
async function runReaderIn(tabId: number): Promise<unknown> {
  if (browser.scripting?.executeScript) {
    const [first] = await browser.scripting.executeScript({ target: { tabId }, files: [READER_FILE] });
    return first?.result;
  }
  const legacy = (browser as unknown as { tabs: { executeScript(id: number, d: { file: string }): Promise<unknown[]> } }).tabs;
  const [first] = await legacy.executeScript(tabId, { file: READER_FILE });
  return first as ReadabilityResult | undefined;
}
