// The keyboard command's one step (manifest `commands`): tell the tab's question overlay to toggle its panel. A tab
// without the overlay (not a question page) has no listener; the refusal is dropped, as a key press has no answer.
import { browser } from 'wxt/browser';
import type { PageStatus, TogglePanelMessage } from '../../lib/page/messages';

export async function togglePanelInTab(tabId: number | undefined): Promise<PageStatus | undefined> {
  const id = tabId ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (id === undefined) return undefined;
  const message: TogglePanelMessage = { type: 'reprolens:toggle-panel' };
  return (await browser.tabs.sendMessage(id, message)) as PageStatus | undefined;
}
