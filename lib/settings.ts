// The user's settings (options page), as one plain value. Stored in `storage.sync` under SETTINGS_KEY by the
// entrypoints; this module only defines the shape, the defaults and how to read a stored value safely: a value
// written by an older or newer version, or edited by hand, must never break a page.
import { ITEM_IDS, type ItemId } from './report';

/** The sites whose question pages ReproLens reads (same page templates, stack-overflow-dom.md §6). */
export const SUPPORTED_SITES = [
  { host: 'stackoverflow.com', name: 'Stack Overflow' },
  { host: 'datascience.stackexchange.com', name: 'Data Science Stack Exchange' },
  { host: 'stats.stackexchange.com', name: 'Cross Validated (stats)' },
  { host: 'ai.stackexchange.com', name: 'Artificial Intelligence Stack Exchange' },
] as const;
export type SiteHost = (typeof SUPPORTED_SITES)[number]['host'];

export interface Settings {
  /** Overlay on or off per site host. */
  overlayBySite: Record<SiteHost, boolean>;
  /** The panel opens expanded (true) or as its one-line summary (false). */
  startExpanded: boolean;
  /** Hide the one-line quiet state on questions that get no verdict (not deep learning, not a bug report). */
  hideQuiet: boolean;
  /** Which checklist items are checked; unchecked items are left out of the score and the suggestions. */
  items: Record<ItemId, boolean>;
}

export const SETTINGS_KEY = 'reprolens:settings';

export const DEFAULT_SETTINGS: Settings = {
  overlayBySite: Object.fromEntries(SUPPORTED_SITES.map((s) => [s.host, true])) as Record<SiteHost, boolean>,
  startExpanded: false,
  hideQuiet: false,
  items: Object.fromEntries(ITEM_IDS.map((id) => [id, true])) as Record<ItemId, boolean>,
};

/** Settings from whatever storage returned: known keys of the right type are kept, anything else falls back to the default. */
export function readSettings(stored: unknown): Settings {
  const value = isRecord(stored) ? stored : {};
  const sites = isRecord(value.overlayBySite) ? value.overlayBySite : {};
  const items = isRecord(value.items) ? value.items : {};
  return {
    overlayBySite: Object.fromEntries(
      SUPPORTED_SITES.map((s) => [s.host, booleanOr(sites[s.host], DEFAULT_SETTINGS.overlayBySite[s.host])]),
    ) as Record<SiteHost, boolean>,
    startExpanded: booleanOr(value.startExpanded, DEFAULT_SETTINGS.startExpanded),
    hideQuiet: booleanOr(value.hideQuiet, DEFAULT_SETTINGS.hideQuiet),
    items: Object.fromEntries(ITEM_IDS.map((id) => [id, booleanOr(items[id], true)])) as Record<ItemId, boolean>,
  };
}

/** Whether the overlay runs on this host (unknown hosts: no). */
export function overlayEnabledOn(settings: Settings, host: string): boolean {
  const site = SUPPORTED_SITES.find((s) => s.host === host.toLowerCase().replace(/^www\./, ''));
  return site ? settings.overlayBySite[site.host] : false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
