// The options page: the settings from storage.sync in the form, every change saved at once. Storage is the single
// source of truth: another open options tab (or a synced browser) updates this one.
import { useState } from 'preact/hooks';
import { OptionsForm } from '../../components/OptionsForm';
import { useSettings } from '../../components/hooks/useSettings';
import { saveSettings } from '../../components/settingsStorage';
import type { Settings } from '../../lib/settings';
import { browserRepositoryPermissions } from './repositoryPermissions';

export function OptionsPage() {
  // This tab's own writes come back through storage too; applying them is harmless since storage keeps the write order.
  const { settings, loadError, setSettings } = useSettings();
  const [saveStatus, setSaveStatus] = useState<string | null>(null);
  if (!settings) return null; // storage answers within milliseconds; the form never shows defaults it would then replace

  const save = async (next: Settings) => {
    setSettings(next); // the form follows the click even if saving fails
    try {
      await saveSettings(next);
      setSaveStatus('Saved.');
    } catch (error) {
      setSaveStatus(
        `Not saved: ${error instanceof Error ? error.message : String(error)}. The page shows your choice, but ReproLens keeps using the last saved settings.`,
      );
    }
  };

  const status = saveStatus ?? (loadError ? `Could not load your settings (${loadError}); showing the defaults.` : '');
  return (
    <main class="rl-options">
      <h1>ReproLens options</h1>
      <p class="rl-options-intro">Changes are saved as you make them.</p>
      <OptionsForm settings={settings} onChange={save} permissions={browserRepositoryPermissions} />
      <p class="rl-options-status" role="status" data-reprolens="options-status">
        {status}
      </p>
    </main>
  );
}
