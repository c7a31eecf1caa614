// The settings in `storage.sync` (lib/settings.ts defines the value), for the options page, the popup and both
// content scripts: load, save and watch, in one place. Storage that fails (policies, a restarting browser) gives
// the defaults, never a broken page.
// Not WXT's `storage.defineItem` (measured 2026-12-05, wxt 0.21.4 / @wxt-dev/storage 1.3.0): this file would go from
// 44 to 43 lines and lib/settings.ts stay at 119 (an item's `fallback` does not validate what is stored, so
// `readSettings` stays), while each content script would grow by 3.7 kB gzipped and a `version` adds a second sync
// key and a storage read in every context at import. Add it when a stored shape first needs a migration.
import { browser } from 'wxt/browser';
import { readSettings, SETTINGS_KEY, type Settings } from '../lib/settings';

export interface LoadedSettings {
  settings: Settings;
  /** Why the defaults are shown instead of the stored settings (storage failed), else null. */
  loadError: string | null;
}

export async function loadSettingsOrDefaults(): Promise<LoadedSettings> {
  try {
    return { settings: readSettings((await browser.storage.sync.get(SETTINGS_KEY))[SETTINGS_KEY]), loadError: null };
  } catch (error) {
    return { settings: readSettings(undefined), loadError: errorText(error) };
  }
}

export async function loadSettings(): Promise<Settings> {
  return (await loadSettingsOrDefaults()).settings;
}

/** Stores the whole next value; rejects when storage does (the options page says so, the coach carries on). */
export async function saveSettings(next: Settings): Promise<void> {
  await browser.storage.sync.set({ [SETTINGS_KEY]: next });
}

/**
 * Calls `onChange` with the settings each time they change in storage: from the options page, another tab, a synced
 * browser, or this page's own save. Returns the unsubscribe function.
 */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'sync' && SETTINGS_KEY in changes) onChange(readSettings(changes[SETTINGS_KEY].newValue));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
