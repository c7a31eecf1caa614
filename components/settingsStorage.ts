// The settings as the extension's pages and content scripts read them from `storage.sync` (lib/settings.ts defines
// the value). Storage that fails (policies, a restarting browser) gives the defaults, never a broken page.
import { browser } from 'wxt/browser';
import { readSettings, SETTINGS_KEY, type Settings } from '../lib/settings';

export async function loadSettings(): Promise<Settings> {
  try {
    return readSettings((await browser.storage.sync.get(SETTINGS_KEY))[SETTINGS_KEY]);
  } catch {
    return readSettings(undefined);
  }
}
