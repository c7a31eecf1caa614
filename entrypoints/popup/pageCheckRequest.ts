// The popup's "Check this page": the background reads the tab through Readability and judges it
// (entrypoints/background/readabilityCheck.ts); the popup only asks. A failed round trip is said, never guessed
// (the failure value of lib/messages/messageTable.ts).
import type { PageCheck } from '../../lib/messages/pageCheck';
import type { Settings } from '../../lib/settings';
import { ask } from '../../components/ask';

export function checkTabWithReadability(tabId: number, settings: Settings): Promise<PageCheck> {
  return ask('reprolens:read-with-readability', { tabId, settings });
}
