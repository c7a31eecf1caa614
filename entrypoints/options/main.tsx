// The options page: loads the settings from storage.sync, shows the form, and saves every change at once.
// Storage is the single source of truth: another open options tab (or a synced browser) updates this one.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { OptionsForm } from '../../components/OptionsForm';
import { readSettings, SETTINGS_KEY, type Settings } from '../../lib/settings';
import './style.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function OptionsPage({ initial, initialStatus }: { initial: Settings; initialStatus: string }) {
  const [settings, setSettings] = useState(initial);
  const [status, setStatus] = useState(initialStatus);

  useEffect(() => {
    // This tab's own writes come back here too; applying them is harmless since storage keeps the write order.
    const onStorageChange = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      if (area === 'sync' && SETTINGS_KEY in changes) setSettings(readSettings(changes[SETTINGS_KEY].newValue));
    };
    browser.storage.onChanged.addListener(onStorageChange);
    return () => browser.storage.onChanged.removeListener(onStorageChange);
  }, []);

  const save = async (next: Settings) => {
    setSettings(next); // the form follows the click even if saving fails
    try {
      await browser.storage.sync.set({ [SETTINGS_KEY]: next });
      setStatus('Saved.');
    } catch (error) {
      setStatus(`Not saved: ${messageOf(error)}. The page shows your choice, but ReproLens keeps using the last saved settings.`);
    }
  };

  return (
    <main class="rl-options">
      <h1>ReproLens options</h1>
      <p class="rl-options-intro">Changes are saved as you make them.</p>
      <OptionsForm settings={settings} onChange={save} />
      <p class="rl-options-status" role="status" data-reprolens="options-status">
        {status}
      </p>
    </main>
  );
}

async function main() {
  let initial: Settings;
  let initialStatus = '';
  try {
    initial = readSettings((await browser.storage.sync.get(SETTINGS_KEY))[SETTINGS_KEY]);
  } catch (error) {
    initial = readSettings(undefined);
    initialStatus = `Could not load your settings (${messageOf(error)}); showing the defaults.`;
  }
  render(<OptionsPage initial={initial} initialStatus={initialStatus} />, document.getElementById('app')!);
}

main();
