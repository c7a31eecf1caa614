// The keyboard command's one step (manifest `commands`): tell the tab's question overlay to toggle its panel. A tab
// without the overlay (not a question page) has no listener; the refusal is dropped, as a key press has no answer.
import { browser } from 'wxt/browser';
import type { PageStatus } from '../../lib/messages/messageTable';
import { askTab } from '../../components/ask';

export async function togglePanelInTab(tabId: number | undefined): Promise<PageStatus | null> {
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (id === undefined) return null;
  return askTab(id, 'reprolens:toggle-panel', {});
}
