// The settings as a component sees them: null until storage answers, then every change as it happens
// (components/settingsStorage.ts). The setter changes only this component's copy (the options form follows a click
// even when saving fails); storage stays the source of truth and overwrites it on its next change.
import { useLayoutEffect, useState } from 'preact/hooks';
import type { Settings } from '../../lib/settings';
import { loadSettingsOrDefaults, watchSettings } from '../settingsStorage';

export interface SettingsState {
  settings: Settings | null;
  /** Why the defaults are shown (storage failed), else null. */
  loadError: string | null;
  setSettings: (next: Settings) => void;
}

export function useSettings(): SettingsState {
  const [loaded, setLoaded] = useState<{ settings: Settings | null; loadError: string | null }>({ settings: null, loadError: null });
  // A layout effect runs in the render's own task; Preact runs useEffect after the next animation frame, which a
  // background tab does not get (then 35 ms later): the content scripts' first verdict should not wait for that.
  useLayoutEffect(() => {
    let live = true;
    // Subscribed before the first read answers, so a change made meanwhile is not lost (it lands after it).
    const unwatch = watchSettings((settings) => live && setLoaded({ settings, loadError: null }));
    void loadSettingsOrDefaults().then((first) => {
      if (live) setLoaded((now) => (now.settings ? now : first));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return { ...loaded, setSettings: (settings) => setLoaded({ settings, loadError: null }) };
}
