// The user's settings (options page), as one plain value. Stored in `storage.sync` under SETTINGS_KEY by the
// entrypoints; this module only defines the shape, the defaults and how to read a stored value safely: a value
// written by an older or newer version, or edited by hand, must never break a page.
import { ITEM_IDS, type ItemId } from './checklist';
import { gitHubRepositoryPath } from './site/githubIssuePages';
import { siteOf, SUPPORTED_SITES, type SiteHost } from './site/sites';

export interface Settings {
  /** Overlay on or off per site host. */
  overlayBySite: Record<SiteHost, boolean>;
  /** The panel opens expanded (true) or as its one-line summary (false). */
  startExpanded: boolean;
  /** Hide the one-line quiet state on questions that get no verdict (not deep learning, not a bug report). */
  hideQuiet: boolean;
  /** Show the one-line "not a deep-learning question" note (and its toolbar title); off by default (quiet by default). */
  showNotDeepLearning: boolean;
  /** Which checklist items are checked; unchecked items are left out of the score and the suggestions. */
  items: Record<ItemId, boolean>;
  /** The writing coach on the Ask, edit and Staging Ground pages, on or off per site host. */
  coachBySite: Record<SiteHost, boolean>;
  /** The coach opens collapsed (its one-line summary) rather than expanded. */
  coachStartCollapsed: boolean;
  /** Before posting, ask once when something is missing; "don't ask again" turns this off. */
  askBeforePosting: boolean;
  /** What counts as missing enough to ask before posting (checklist §2: the top items per bug type). */
  presubmitThreshold: PresubmitThreshold;
  /** The panel on GitHub issue pages of the default DL repositories and `gitHubRepositories`. */
  overlayOnGitHub: boolean;
  /**
   * Repositories the user added (`owner/repo` spelled as typed or pasted, distinct ignoring case: match patterns are
   * case-sensitive, GitHub is not); each needs its optional host permission, granted when added.
   */
  gitHubRepositories: string[];
}

/** `top1`: the bug type's most critical item is missing; `top3`: one of its top three; `any`: any item is missing. */
export type PresubmitThreshold = 'top1' | 'top3' | 'any';
export const PRESUBMIT_THRESHOLDS: readonly PresubmitThreshold[] = ['top1', 'top3', 'any'];

export const SETTINGS_KEY = 'reprolens:settings';

export const DEFAULT_SETTINGS: Settings = {
  overlayBySite: Object.fromEntries(SUPPORTED_SITES.map((s) => [s.host, true])) as Record<SiteHost, boolean>,
  startExpanded: false,
  hideQuiet: false,
  showNotDeepLearning: false,
  items: Object.fromEntries(ITEM_IDS.map((id) => [id, true])) as Record<ItemId, boolean>,
  coachBySite: Object.fromEntries(SUPPORTED_SITES.map((s) => [s.host, true])) as Record<SiteHost, boolean>,
  coachStartCollapsed: false,
  askBeforePosting: true,
  presubmitThreshold: 'top3',
  overlayOnGitHub: true,
  gitHubRepositories: [],
};

/** Settings from whatever storage returned: known keys of the right type are kept, anything else falls back to the default. */
export function readSettings(stored: unknown): Settings {
  const value = isRecord(stored) ? stored : {};
  const sites = isRecord(value.overlayBySite) ? value.overlayBySite : {};
  const items = isRecord(value.items) ? value.items : {};
  const coachSites = isRecord(value.coachBySite) ? value.coachBySite : {};
  return {
    overlayBySite: Object.fromEntries(
      SUPPORTED_SITES.map((s) => [s.host, booleanOr(sites[s.host], DEFAULT_SETTINGS.overlayBySite[s.host])]),
    ) as Record<SiteHost, boolean>,
    startExpanded: booleanOr(value.startExpanded, DEFAULT_SETTINGS.startExpanded),
    hideQuiet: booleanOr(value.hideQuiet, DEFAULT_SETTINGS.hideQuiet),
    showNotDeepLearning: booleanOr(value.showNotDeepLearning, DEFAULT_SETTINGS.showNotDeepLearning),
    items: Object.fromEntries(ITEM_IDS.map((id) => [id, booleanOr(items[id], true)])) as Record<ItemId, boolean>,
    coachBySite: Object.fromEntries(
      SUPPORTED_SITES.map((s) => [s.host, booleanOr(coachSites[s.host], DEFAULT_SETTINGS.coachBySite[s.host])]),
    ) as Record<SiteHost, boolean>,
    coachStartCollapsed: booleanOr(value.coachStartCollapsed, DEFAULT_SETTINGS.coachStartCollapsed),
    askBeforePosting: booleanOr(value.askBeforePosting, DEFAULT_SETTINGS.askBeforePosting),
    presubmitThreshold: PRESUBMIT_THRESHOLDS.includes(value.presubmitThreshold as PresubmitThreshold)
      ? (value.presubmitThreshold as PresubmitThreshold)
      : DEFAULT_SETTINGS.presubmitThreshold,
    overlayOnGitHub: booleanOr(value.overlayOnGitHub, DEFAULT_SETTINGS.overlayOnGitHub),
    gitHubRepositories: repositoryList(value.gitHubRepositories),
  };
}

/** At most this many added repositories are kept: storage.sync items are small, and each adds a match pattern. */
export const MAX_ADDED_REPOSITORIES = 50;

/** The stored repository list, kept to valid `owner/repo` names distinct ignoring case (the first spelling kept), anything else dropped. */
function repositoryList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.map((entry) => (typeof entry === 'string' ? gitHubRepositoryPath(entry) : null));
  const byLowerCase = new Map<string, string>();
  for (const name of names) if (name !== null && !byLowerCase.has(name.toLowerCase())) byLowerCase.set(name.toLowerCase(), name);
  return [...byLowerCase.values()].slice(0, MAX_ADDED_REPOSITORIES);
}

/** The checklist items switched off in the options (the panels leave them out). */
export function hiddenItemIds(settings: Settings): Set<ItemId> {
  return new Set(ITEM_IDS.filter((id) => !settings.items[id]));
}

/** Whether the overlay runs on this host (unknown hosts: no; github.com: the GitHub switch). */
export function overlayEnabledOn(settings: Settings, host: string): boolean {
  if (host.toLowerCase() === 'github.com') return settings.overlayOnGitHub;
  const site = siteOf(host);
  return site ? settings.overlayBySite[site] : false;
}

/** Whether the writing coach runs on this host (unknown hosts: no). */
export function coachEnabledOn(settings: Settings, host: string): boolean {
  const site = siteOf(host);
  return site ? settings.coachBySite[site] : false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
