// The browser bench's page-load arithmetic: statistics over the loads with and without the extension, the headline
// ratio and its paired view, heap differences, and which pages are Stack Exchange's or GitHub's.
import { median, percentile } from './nodeFigures';
import type { LoadSample, PageRuns } from './browserReport';
export interface Stats {
  n: number;
  median: number;
  p95: number;
}

export function stats(values: number[]): Stats {
  return { n: values.length, median: median(values), p95: percentile(values, 95) };
}

/** The page idle with everything it will show: the first frame after load and, with a panel, after the panel too. */
export function settledMs(s: LoadSample): number {
  return Math.max(s.loadFrameMs, s.panelFrameMs ?? 0);
}

export function ratio(a: number, b: number): number {
  return b > 0 ? a / b : NaN;
}

/** Content script start → the panel's host in the DOM, as the page's own observer saw it; undefined without a panel. */
export function scriptToPanelMs(s: LoadSample): number | undefined {
  return s.hostMs !== undefined && s.scriptStartMs !== undefined ? s.hostMs - s.scriptStartMs : undefined;
}

/** Values of one field over the samples that have it. */
export function field(samples: LoadSample[], key: keyof LoadSample): number[] {
  return samples.map((s) => s[key]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

export function pooled(pages: PageRuns[], side: 'withExtension' | 'withoutExtension'): LoadSample[] {
  return pages.flatMap((p) => p[side]);
}

/** The headline: median load time with / without the extension, pooled over the pages where it runs. */
export function loadRatio(pages: PageRuns[]): { with: Stats; without: Stats; ratio: number } | null {
  const panelPages = pages.filter((p) => p.panelExpected);
  if (!panelPages.length) return null;
  const w = stats(field(pooled(panelPages, 'withExtension'), 'loadMs'));
  const wo = stats(field(pooled(panelPages, 'withoutExtension'), 'loadMs'));
  return { with: w, without: wo, ratio: ratio(w.median, wo.median) };
}

/**
 * The paired view of the same question: per page and round, the load with the extension over the load without it
 * (taken back to back), pooled over the pages where the content script runs. Slow spells of the machine hit
 * both loads of a pair, so this is steadier than the ratio of medians; reported beside it, not as the target.
 */
export function pairedLoadRatios(pages: PageRuns[]): Stats {
  const ratios = pages
    .filter((p) => p.panelExpected)
    .flatMap((p) => p.withExtension.map((w, i) => (p.withoutExtension[i] ? ratio(w.loadMs, p.withoutExtension[i].loadMs) : NaN)))
    .filter(Number.isFinite);
  return stats(ratios);
}

/** Median heap difference with − without, per page (bytes); NaN when either side was not measured. */
export function heapDelta(p: PageRuns): number {
  if (!p.heapWith.length || !p.heapWithout.length) return NaN;
  return median(p.heapWith) - median(p.heapWithout);
}

/** Stack Exchange pages (and every page of a report from before GitHub pages were measured). */
export function stackExchangePages(pages: PageRuns[]): PageRuns[] {
  return pages.filter((p) => p.site !== 'github');
}

/** GitHub issue pages, measured by the same method against the same target as Stack Exchange pages. */
export function gitHubPages(pages: PageRuns[]): PageRuns[] {
  return pages.filter((p) => p.site === 'github');
}

/** How many loads with a panel had the host appear after `loadEventEnd`: when the content script ran. */
export function panelAfterLoad(pages: PageRuns[]): { after: number; total: number } {
  const withHost = pages.flatMap((p) => p.withExtension).filter((s) => typeof s.hostMs === 'number');
  return { after: withHost.filter((s) => s.hostMs! >= s.loadMs).length, total: withHost.length };
}
