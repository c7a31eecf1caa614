// The popup's "Check this page": the background reads the tab through Readability and judges it
// (entrypoints/background/readabilityCheck.ts); the popup only asks. A failed round trip is said, never guessed.
import { browser } from 'wxt/browser';
import type { ReadWithReadabilityMessage } from '../../lib/page/messages';
import { isPageCheckAnswer, type PageCheck } from '../../lib/page/pageCheck';
import type { Settings } from '../../lib/settings';

export async function checkTabWithReadability(tabId: number, settings: Settings): Promise<PageCheck> {
  const message: ReadWithReadabilityMessage = { type: 'reprolens:read-with-readability', tabId, settings };
  const answer: unknown = await browser.runtime.sendMessage(message).catch(() => undefined);
  if (isPageCheckAnswer(answer)) return answer;
  return { kind: 'none', reason: 'ReproLens could not check this page right now (no answer from the extension)' };
}
