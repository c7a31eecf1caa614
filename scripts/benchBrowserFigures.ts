// The browser bench's arithmetic and its document: per-page statistics, the extension's bundles per entrypoint,
// the targets, and the marked section of docs/performance.md it writes. Pure (file reading is passed in).
import { median, percentile, type TargetCheck } from './benchFigures';
import { markdownTable } from './markdownTable';

export const SECTION_START = '<!-- browser-bench:start -->';
export const SECTION_END = '<!-- browser-bench:end -->';
/** Rows this bench adds to the Targets table at the top of docs/performance.md start with this. */
export const TARGET_PREFIX = 'Chromium: ';

export const LOAD_RATIO_TARGET = 1.05;
/** kB = 1000 bytes, as WXT prints its build sizes. */
export const CONTENT_SCRIPT_GZIP_TARGET_BYTES = 80_000;

/** One page load; all times in ms from the navigation's start (the page's time origin) unless said otherwise. */
export interface LoadSample {
  /** Navigation timing `domContentLoadedEventEnd - startTime`. */
  dclMs: number;
  /** Navigation timing `loadEventEnd - startTime`. */
  loadMs: number;
  /** The first frame after the load event (requestAnimationFrame, then a task). */
  loadFrameMs: number;
  /** With the extension: the panel's host seen in the DOM by a MutationObserver in the page's own world. */
  hostMs?: number;
  /** With the extension: the first frame after the host appeared — the panel on screen. */
  panelFrameMs?: number;
  /** With the extension: the host's `data-painted-after-ms` (content script start → panel rendered). */
  paintedAfterMs?: number;
}

export interface PageRuns {
  /** Fixture file, relative to tests/fixtures/pages/. */
  file: string;
  url: string;
  bytes: number;
  /** Whether the content script runs on the page's URL (supported site, question path); else a control page. */
  panelExpected: boolean;
  /** The host's `data-state` (verdict, quiet, unreadable), when a panel was shown. */
  panelState?: string;
  withExtension: LoadSample[];
  withoutExtension: LoadSample[];
  /** JS heap used (bytes) after a forced GC, once the page (and its panel) is shown. */
  heapWith: number[];
  heapWithout: number[];
}

export interface BundleFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface BundleGroup {
  entrypoint: string;
  files: BundleFile[];
}

export interface BrowserFigures {
  date: string;
  machine: string;
  engine: string;
  chromium: string;
  /** Timed rounds done; at most `plannedRuns`, fewer when the time budget for the timed rounds ran out. */
  runs: number;
  plannedRuns?: number;
  budgetS?: number;
  /** The machine's 1-minute load average when the timed rounds began and ended (other processes' share of the CPU). */
  loadAverage?: [number, number];
  /** Untimed loads per side before the timed rounds. */
  warmups: number;
  pages: PageRuns[];
}

export interface BrowserBenchReport {
  command: string;
  date: string;
  machine: string;
  engine: string;
  bundles: BundleGroup[];
  /** Null when Chromium was not available: only the bundle sizes were measured. */
  browser: BrowserFigures | null;
  skippedReason?: string;
}

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

export function bundleTotals(g: BundleGroup): { raw: number; gzip: number } {
  return g.files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

export function contentScriptGroups(bundles: BundleGroup[]): BundleGroup[] {
  return bundles.filter((g) => g.entrypoint.startsWith('content script'));
}

export function checkBrowserTargets(r: BrowserBenchReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const load = r.browser ? loadRatio(r.browser.pages) : null;
  if (load) {
    checks.push({
      target: `${TARGET_PREFIX}page load with the extension ≤ ${LOAD_RATIO_TARGET.toFixed(2)}× without (median)`,
      measured: `${load.ratio.toFixed(3)}× (${ms(load.with.median)} vs ${ms(load.without.median)} ms)`,
      pass: load.ratio <= LOAD_RATIO_TARGET,
    });
  }
  for (const g of contentScriptGroups(r.bundles)) {
    const { gzip } = bundleTotals(g);
    checks.push({
      target: `${TARGET_PREFIX}${g.entrypoint} < ${kb(CONTENT_SCRIPT_GZIP_TARGET_BYTES, 0)} gzipped`,
      measured: kb(gzip),
      pass: gzip < CONTENT_SCRIPT_GZIP_TARGET_BYTES,
    });
  }
  return checks;
}

// --- bundles per entrypoint ---------------------------------------------------------------------------------

interface ManifestLike {
  background?: { service_worker?: string; scripts?: string[]; page?: string };
  content_scripts?: Array<{ js?: string[]; css?: string[] }>;
  action?: { default_popup?: string };
  browser_action?: { default_popup?: string };
  options_ui?: { page?: string };
  options_page?: string;
}

const clean = (p: string) => p.replace(/^\/+/, '').replace(/[?#].*$/, '');

function joinPath(fromFile: string, spec: string): string {
  if (spec.startsWith('/')) return clean(spec);
  const parts = fromFile.split('/').slice(0, -1);
  for (const seg of clean(spec).split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** Scripts and styles an HTML page loads: `<script src>`, and `<link href>` for stylesheets and module preloads. */
export function htmlAssets(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) found.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel=["']([^"']+)["']/i.exec(m[0])?.[1] ?? '';
    const href = /\bhref=["']([^"']+)["']/i.exec(m[0])?.[1];
    if (href && /stylesheet|modulepreload/i.test(rel)) found.push(href);
  }
  return found.filter((s) => !/^[a-z][\w+.-]*:/i.test(s)); // the extension's own files only
}

/** Relative module specifiers in a built JS file: static `from"./x.js"`, side-effect `import"./x.js"`, `import("./x.js")`. */
export function jsImports(js: string): string[] {
  const found = new Set<string>();
  for (const m of js.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) found.add(m[1]);
  return [...found];
}

/**
 * The .js and .css files each entrypoint of a built extension loads, from its manifest: content scripts, the
 * background, the popup and the options page (HTML pages with everything their scripts import, transitively).
 * A chunk shared by two entrypoints counts in both. Files no entrypoint loads are listed under "other".
 */
export function groupBundles(manifest: ManifestLike, allFiles: string[], readText: (path: string) => string | null): Array<{ entrypoint: string; paths: string[] }> {
  const isAsset = (p: string) => /\.(?:m?js|css)$/.test(p);
  const closure = (roots: string[]): string[] => {
    const seen = new Set<string>();
    const visit = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      if (!/\.m?js$/.test(path)) return;
      const text = readText(path);
      if (text) for (const spec of jsImports(text)) visit(joinPath(path, spec));
    };
    roots.map(clean).forEach(visit);
    return [...seen].filter(isAsset).sort();
  };
  const page = (label: string, html: string | undefined) => {
    if (!html) return null;
    const text = readText(clean(html));
    return { entrypoint: `${label} ${clean(html)}`, paths: closure(text ? htmlAssets(text).map((a) => joinPath(clean(html), a)) : []) };
  };

  const groups: Array<{ entrypoint: string; paths: string[] }> = [];
  for (const cs of manifest.content_scripts ?? []) {
    const files = [...(cs.js ?? []), ...(cs.css ?? [])];
    if (files.length) groups.push({ entrypoint: `content script ${files.map(clean).join(' + ')}`, paths: closure(files) });
  }
  const bg = manifest.background;
  if (bg?.service_worker) groups.push({ entrypoint: `background ${clean(bg.service_worker)}`, paths: closure([bg.service_worker]) });
  else if (bg?.scripts?.length) groups.push({ entrypoint: `background ${bg.scripts.map(clean).join(' + ')}`, paths: closure(bg.scripts) });
  else if (bg?.page) groups.push(page('background', bg.page)!);
  const popup = page('popup', manifest.action?.default_popup ?? manifest.browser_action?.default_popup);
  if (popup) groups.push(popup);
  const options = page('options', manifest.options_ui?.page ?? manifest.options_page);
  if (options) groups.push(options);

  const claimed = new Set(groups.flatMap((g) => g.paths));
  const other = allFiles.filter((f) => isAsset(f) && !claimed.has(f)).sort();
  if (other.length) groups.push({ entrypoint: 'other (loaded by no entrypoint)', paths: other });
  return groups;
}

// --- the document -------------------------------------------------------------------------------------------

const ms = (x: number) => (!Number.isFinite(x) ? '—' : x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
const msu = (x: number) => (Number.isFinite(x) ? `${ms(x)} ms` : '—');
export const kb = (bytes: number, digits = 1) => `${(bytes / 1000).toFixed(digits)} kB`;
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1e6).toFixed(2)} MB` : '—');
const x3 = (r: number) => (Number.isFinite(r) ? `${r.toFixed(3)}×` : '—');

function roundsNote(b: BrowserFigures): string {
  if (b.plannedRuns === undefined || b.runs >= b.plannedRuns) return '';
  return ` (of ${b.plannedRuns} planned: the timed rounds stop once they would take more than ${b.budgetS ?? '?'} s)`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function pageLabel(p: PageRuns): string {
  return `\`${p.file}\``;
}

function panelLabel(p: PageRuns): string {
  if (!p.panelExpected) return 'none (control)';
  return p.panelState ?? 'not shown';
}

function loadRows(label: string, panel: string, w: LoadSample[], wo: LoadSample[]): string[] {
  const lw = stats(field(w, 'loadMs'));
  const lwo = stats(field(wo, 'loadMs'));
  return [
    label,
    panel,
    `${msu(median(field(wo, 'dclMs')))} / ${msu(median(field(w, 'dclMs')))}`,
    msu(lwo.median),
    msu(lw.median),
    msu(lwo.p95),
    msu(lw.p95),
    x3(ratio(lw.median, lwo.median)),
  ];
}

function panelRows(label: string, w: LoadSample[], wo: LoadSample[]): string[] {
  const after = stats(field(w, 'paintedAfterMs'));
  const host = stats(field(w, 'hostMs'));
  const frame = stats(field(w, 'panelFrameMs'));
  const settledW = stats(w.map(settledMs));
  const settledWo = stats(wo.map(settledMs));
  const pair = (s: Stats) => (s.n ? `${msu(s.median)} / ${msu(s.p95)}` : '—');
  return [label, pair(after), pair(host), pair(frame), pair(settledWo), pair(settledW), x3(ratio(settledW.median, settledWo.median))];
}

/** How many loads with a panel had the host appear after `loadEventEnd`: when the content script ran. */
export function panelAfterLoad(pages: PageRuns[]): { after: number; total: number } {
  const withHost = pages.flatMap((p) => p.withExtension).filter((s) => typeof s.hostMs === 'number');
  return { after: withHost.filter((s) => s.hostMs! >= s.loadMs).length, total: withHost.length };
}

function afterLoadNote(pages: PageRuns[]): string {
  const { after, total } = panelAfterLoad(pages);
  if (!total) return '';
  return `The panel's host appeared after \`loadEventEnd\` in ${after} of ${total} timed loads with a panel: the content script ran ${after === total ? 'after' : after === 0 ? 'before' : 'mostly ' + (after * 2 >= total ? 'after' : 'before')} \`load\` on these pages.`;
}

export function renderBrowserSection(r: BrowserBenchReport): string {
  const targets = checkBrowserTargets(r);
  const lines: string[] = [
    SECTION_START,
    '## In the browser (Chromium)',
    '',
    `Generated ${r.date} by \`${r.command}\` with ${r.engine}, on the production build in \`.output/chrome-mv3/\`.`,
    `Machine: ${r.machine}${r.browser ? `; ${r.browser.chromium}` : ''}.`,
    'This section and the "Chromium:" rows of the targets table are written by `scripts/benchBrowser.ts`, which `npm run bench`',
    'runs after the Node bench (`npm run bench:browser` alone); edit that, not this.',
    '',
    markdownTable(['target', 'measured', 'result'], targets.map((t) => [t.target.slice(TARGET_PREFIX.length), t.measured, t.pass ? 'PASS' : 'MISS'])),
    '',
  ];

  if (!r.browser) {
    lines.push(`**The Chromium measurements were skipped:** ${r.skippedReason ?? 'Chromium is not available'}. Only the bundle sizes below were measured.`, '');
  } else {
    const b = r.browser;
    const panelPages = b.pages.filter((p) => p.panelExpected);
    const controls = b.pages.filter((p) => !p.panelExpected);
    const load = loadRatio(b.pages);
    const paired = pairedLoadRatios(b.pages);
    lines.push(
      '### How it was measured',
      '',
      `Every saved question page in \`tests/fixtures/pages/\` and every assembled page in \`tests/fixtures/pages/assembled/\``,
      "(real deep-learning question bodies in real page skeletons) is served at its canonical URL from memory through",
      "Playwright's request routing; every other request (the pages' scripts, styles, images, ads) is aborted, so",
      'nothing comes from the network and a load is parse + layout + the page\'s inline scripts only. Two headless',
      'Chromium persistent contexts with identical flags and fresh profiles run side by side, one with the built',
      'extension loaded and one without, each with one tab that is navigated from page to page (as when following',
      `links). After ${b.warmups} untimed warm-up load${b.warmups === 1 ? '' : 's'} per side, ${b.runs} timed rounds${roundsNote(b)}; a round loads every page once with and once without the`,
      'extension, the order alternating, one load at a time. Rounds (rather than all runs of one page in a row)',
      'spread a burst of load from elsewhere on the machine over every page alike.',
      ...(b.loadAverage
        ? [`The machine's 1-minute load average was ${b.loadAverage[0].toFixed(1)} when the timed rounds began and ${b.loadAverage[1].toFixed(1)} when they ended on ${b.machine.split(' ')[0]} cores. It counts the bench's own browser and Node processes; well above the core count, other work was competing for the CPU and single loads are noisy.`]
        : []),
      ...(controls.length
        ? [
            `Pages on sites the extension does not support (${[...new Set(controls.map((p) => hostOf(p.url)))].join(', ')}) are **controls**: the content script`,
            'does not run there, so their ratio shows what merely having the extension installed costs, plus the noise of the method.',
          ]
        : []),
      '',
      '- **load** = navigation timing `loadEventEnd - startTime`; **DCL** = `domContentLoadedEventEnd`. Without',
      '  subresources both come early, so the extension\'s fixed cost weighs more than on the live site.',
      '- The content script runs at `document_idle` (in Chromium, once `load` has fired or 200 ms after',
      '  DOMContentLoaded) and then waits on purpose for `load` and the next idle period (at most 500 ms) before it',
      '  reads the page: the page comes first, so the load time cannot show its work, only what the extension costs',
      '  while the page loads (its service worker and extension process competing for the same cores); its own work',
      '  shows in the panel figures and in **settled**.',
      "- **script → panel** = the host's `data-painted-after-ms`: from the content script's start — including that",
      "  deliberate wait — through settings read, page read, the verdict from the engine in the background service",
      "  worker (a message round trip) and the first Preact render, to the panel rendered in the DOM. It leaves out",
      '  compiling the bundle, and the layout and paint of the panel.',
      '- **host in DOM** = from navigation start until a MutationObserver installed in the page\'s own world',
      '  (`page.addInitScript`) sees the `reprolens-overlay` host appended to body. Observers hear of it when the',
      "  script's current job ends, so this is just after the panel's first render.",
      '- **panel on screen** = the first frame after that (`requestAnimationFrame`, then a task).',
      '- **settled** = the page idle with everything shown: the later of the first frame after `load` and, with the',
      '  extension, the first frame with the panel. Without the extension it is the first frame after `load`.',
      '- Times are per load; "median / p95" over the timed loads (nearest-rank p95). "all pages where the content',
      '  script runs" pools the loads of those pages.',
      '',
      '### Page load',
      '',
      markdownTable(
        ['page', 'panel', 'DCL median without / with', 'load median without', 'load median with', 'load p95 without', 'load p95 with', 'ratio of medians'],
        [
          ...b.pages.map((p) => loadRows(pageLabel(p), panelLabel(p), p.withExtension, p.withoutExtension)),
          ...(panelPages.length ? [loadRows('**all pages where the content script runs**', `${panelPages.length} pages`, pooled(panelPages, 'withExtension'), pooled(panelPages, 'withoutExtension'))] : []),
          ...(controls.length ? [loadRows('**all control pages**', `${controls.length} pages`, pooled(controls, 'withExtension'), pooled(controls, 'withoutExtension'))] : []),
        ],
      ),
      '',
      ...(afterLoadNote(panelPages) ? [afterLoadNote(panelPages), ''] : []),
      load
        ? `Headline: median load ${msu(load.with.median)} with the extension and ${msu(load.without.median)} without over the ${panelPages.length} pages where the content script runs: ${x3(load.ratio)} (target ≤ ${LOAD_RATIO_TARGET.toFixed(2)}×). ` +
          `Paired (each load with the extension over the load without it of the same page in the same round): median ${x3(paired.median)}, p95 ${x3(paired.p95)} over ${paired.n} pairs.`
        : 'No page where the content script runs was measured.',
      '',
      '### Panel',
      '',
      markdownTable(
        ['page', 'script → panel (median / p95)', 'host in DOM', 'panel on screen', 'settled without', 'settled with', 'settled ratio'],
        [
          ...panelPages.map((p) => panelRows(pageLabel(p), p.withExtension, p.withoutExtension)),
          ...(panelPages.length ? [panelRows('**all pages where the content script runs**', pooled(panelPages, 'withExtension'), pooled(panelPages, 'withoutExtension'))] : []),
        ],
      ),
      '',
      '### JS heap on the page',
      '',
      'After the page (and, with the extension, its panel) is shown, a CDP session on the tab forces a full GC',
      '(`HeapProfiler.collectGarbage`) and reads `Runtime.getHeapUsage().usedSize`: the whole V8 isolate of the',
      "tab's renderer, which holds the page's main world *and* the content script's isolated world (Chromium runs",
      "both in one isolate). The difference with − without is therefore the content script's heap on that page: its",
      "code, the page as read, the verdict and the panel. The engine runs in the extension's service worker, a",
      `process of its own, and is not counted here. Median of ${b.pages[0]?.heapWith.length ?? 0} readings (the first timed rounds) per side per page.`,
      '',
      markdownTable(
        ['page', 'panel', 'heap without', 'heap with', 'with − without'],
        [
          ...b.pages.map((p) => [pageLabel(p), panelLabel(p), mb(median(p.heapWithout)), mb(median(p.heapWith)), mb(heapDelta(p))]),
          ...(panelPages.length
            ? [['**median over the pages where the content script runs**', `${panelPages.length} pages`, '', '', mb(median(panelPages.map(heapDelta).filter(Number.isFinite)))]]
            : []),
        ],
      ),
      '',
    );
  }

  lines.push(
    '### Bundle sizes',
    '',
    'Every .js and .css file of `.output/chrome-mv3/`, grouped by the entrypoint that loads it (from the manifest and',
    'the HTML pages, following imports); gzip is `node:zlib` at level 9, kB = 1000 bytes. A chunk shared by the popup',
    'and the options page counts in both.',
    '',
    markdownTable(
      ['entrypoint', 'files', 'raw', 'gzipped'],
      r.bundles.map((g) => {
        const t = bundleTotals(g);
        return [g.entrypoint, g.files.map((f) => `\`${f.path}\` (${kb(f.gzip)})`).join(', '), kb(t.raw), kb(t.gzip)];
      }),
    ),
    '',
    SECTION_END,
  );
  return lines.join('\n');
}

/** A short marked section for a run that measured nothing: keeps the document honest about the missing figures. */
export function renderSkippedSection(date: string, reason: string): string {
  return [SECTION_START, '## In the browser (Chromium)', '', `Not measured (${date}): ${reason}.`, '', SECTION_END].join('\n');
}

export function hasBrowserSection(doc: string): boolean {
  const start = doc.indexOf(SECTION_START);
  return start >= 0 && doc.indexOf(SECTION_END, start) > start;
}

/** Replaces the marked section, or appends it after the document (one blank line between). */
export function spliceBrowserSection(doc: string, section: string): string {
  const start = doc.indexOf(SECTION_START);
  const end = start >= 0 ? doc.indexOf(SECTION_END, start) : -1;
  if (start >= 0 && end > start) return doc.slice(0, start) + section + doc.slice(end + SECTION_END.length);
  const body = doc.replace(/\s*$/, '');
  return `${body ? `${body}\n\n` : ''}${section}\n`;
}

/**
 * Puts the browser targets into the "## Targets" table at the top: earlier rows of this bench (first cell starting
 * with TARGET_PREFIX) are dropped and the new ones appended. A document without that table is returned unchanged.
 */
export function spliceTargetRows(doc: string, targets: TargetCheck[]): string {
  const lines = doc.split('\n');
  const heading = lines.findIndex((l) => l.trim() === '## Targets');
  if (heading < 0) return doc;
  let first = heading + 1;
  while (first < lines.length && !lines[first].startsWith('|') && !lines[first].startsWith('#')) first += 1;
  if (first >= lines.length || !lines[first].startsWith('|')) return doc;
  let last = first;
  while (last + 1 < lines.length && lines[last + 1].startsWith('|')) last += 1;
  const kept = lines.slice(first, last + 1).filter((l) => !l.startsWith(`| ${TARGET_PREFIX}`));
  const added = targets.map((t) => `| ${t.target} | ${t.measured} | ${t.pass ? 'PASS' : 'MISS'} |`);
  return [...lines.slice(0, first), ...kept, ...added, ...lines.slice(last + 1)].join('\n');
}

/**
 * The Node bench rewrites docs/performance.md wholesale: this carries the last browser section and its target rows
 * from the old document into the new one, so `npm run bench:node` alone does not drop the browser figures.
 */
export function carryBrowserFigures(oldDoc: string, newDoc: string): string {
  if (!hasBrowserSection(oldDoc)) return newDoc;
  const start = oldDoc.indexOf(SECTION_START);
  const section = oldDoc.slice(start, oldDoc.indexOf(SECTION_END, start) + SECTION_END.length);
  const rows = oldDoc.split('\n').filter((l) => l.startsWith(`| ${TARGET_PREFIX}`));
  const lines = spliceBrowserSection(newDoc, section).split('\n');
  const heading = lines.findIndex((l) => l.trim() === '## Targets');
  let last = heading;
  while (heading >= 0 && last + 1 < lines.length && (lines[last + 1].startsWith('|') || (last === heading && lines[last + 1] === ''))) last += 1;
  if (heading >= 0 && rows.length) lines.splice(last + 1, 0, ...rows);
  return lines.join('\n');
}
