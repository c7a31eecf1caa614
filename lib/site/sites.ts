// The sites whose question pages ReproLens reads: one list for the manifest's host permissions, the page
// detectors, the options and the settings (same page templates, docs/reference/stack-overflow-dom.md §6).
export const SUPPORTED_SITES = [
  { host: 'stackoverflow.com', name: 'Stack Overflow' },
  { host: 'datascience.stackexchange.com', name: 'Data Science Stack Exchange' },
  { host: 'stats.stackexchange.com', name: 'Cross Validated (stats)' },
  { host: 'ai.stackexchange.com', name: 'Artificial Intelligence Stack Exchange' },
] as const;
export type SiteHost = (typeof SUPPORTED_SITES)[number]['host'];

/** The supported site a host name belongs to (with or without `www.`), or null. */
export function siteOf(host: string): SiteHost | null {
  return SUPPORTED_SITES.find((s) => s.host === host.toLowerCase().replace(/^www\./, ''))?.host ?? null;
}
