// The browser bench's arithmetic and its document: per-page statistics, the extension's bundles per entrypoint,
// the targets, and the marked section of docs/performance.md it writes. Pure (file reading is passed in).
import { median, percentile, type TargetCheck } from './nodeFigures';
import { type CrossTabFigures, crossTabTargets, renderCrossTabSection } from './crossTabFigures';
import { markdownTable } from '../docs/markdownTable';
import { extractSection, hasSection, replaceSection, sectionMarkers } from '../docs/markedSection';

/** The name of this bench's marked section of docs/performance.md (tools/docs/markedSection.ts). */
export const BROWSER_SECTION = 'browser-bench';
export const { start: SECTION_START, end: SECTION_END } = sectionMarkers(BROWSER_SECTION);
/** Rows this bench adds to the Targets table at the top of docs/performance.md start with this. */
export const TARGET_PREFIX = 'Chromium: ';

export const LOAD_RATIO_TARGET = 1.05;
/** Main-thread time per keystroke in the writing coach, 10 KB draft: with the extension at most this × without. */
export const KEYSTROKE_RATIO_TARGET = 1.1;
/** The issue's browser test: the coach updates within this many ms of the last keystroke (reported, not a row here). */
export const COACH_LATENCY_LIMIT_MS = 300;
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
  /**
   * When Chromium runs the `document_idle` content script: the earlier of `loadEventStart` and
   * `domContentLoadedEventEnd` + 200 ms (its idle-script rule), read from navigation timing.
   */
  scriptStartMs?: number;
}

export interface PageRuns {
  /** Fixture file, relative to tests/fixtures/pages/. */
  file: string;
  url: string;
  bytes: number;
  /** Whether the content script runs on the page's URL (supported site, question path); else a control page. */
  panelExpected: boolean;
  /** Which content script's site: a Stack Exchange page, or a GitHub issue page (absent in older reports: Stack Exchange). */
  site?: 'stackexchange' | 'github';
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
  /** Typing into the writing coach on the Ask page (absent when skipped). */
  typing?: TypingFigures;
  /** A normal tab beside a heavy one (absent when skipped). */
  crossTab?: CrossTabFigures;
}

export interface TypingSpeed {
  speed: 'fast' | 'slow';
  /** Playwright `keyboard.type` delay: between a key's down and up, the next key following at once. */
  delayMs: number;
  /** Keys typed per burst. */
  keys: number;
}

/** One burst of typing on one side: the CDP `Performance.getMetrics` deltas over it, in ms, and the coach's updates. */
export interface TypingBurst {
  /** Fixture file, relative to tests/fixtures/pages/. */
  page: string;
  editor: 'textarea' | 'contenteditable';
  speed: 'fast' | 'slow';
  delayMs: number;
  side: 'with' | 'without';
  rep: number;
  /** Characters typed. */
  keys: number;
  /** Characters that reached the body (should equal `keys`). */
  typed: number;
  /** keydown events the page saw. */
  keydowns: number;
  /** `TaskDuration` delta: every task on the tab's main thread, from just before the first key to the tail's end. */
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  /** Wall time of the measured window. */
  windowMs: number;
  /** With the extension: per keystroke, ms to the coach's first update before the next key; null when none came. */
  perKey: Array<number | null>;
  /** With the extension: ms from the burst's last keydown to the coach's next update; null when none came. */
  afterLast: number | null;
}

export interface TypingFigures {
  source: string;
  draftBytes: number;
  draftBodies: number;
  reps: number;
  speeds: TypingSpeed[];
  tailMs: number;
  settleMs: number;
  timeDomain: string;
  /** The coach's state and score on the filled draft, per page. */
  coachStates: Record<string, string>;
  seconds: number;
  bursts: TypingBurst[];
  warnings: string[];
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

export function bundleTotals(g: BundleGroup): { raw: number; gzip: number } {
  return g.files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
}

export function contentScriptGroups(bundles: BundleGroup[]): BundleGroup[] {
  return bundles.filter((g) => g.entrypoint.startsWith('content script'));
}

// --- typing in the writing coach -------------------------------------------------------------------------------

/**
 * The coach's update latency from the page's keydown times and the times its host or shadow root changed (same
 * clock): per key, the first update after it and before the next key (null when none came in between: the next key
 * cut it short, or nothing changed); after the last key, the first update after it.
 */
export function coachLatencies(keys: number[], updates: number[]): { perKey: Array<number | null>; afterLast: number | null } {
  const sortedUpdates = [...updates].sort((a, b) => a - b);
  const perKey = keys.map((key, i) => {
    const next = i + 1 < keys.length ? keys[i + 1] : Infinity;
    const update = sortedUpdates.find((u) => u > key && u <= next);
    return update === undefined ? null : update - key;
  });
  return { perKey, afterLast: keys.length ? perKey[perKey.length - 1] : null };
}

/** Main-thread ms per keystroke of one burst. */
export function perKeystroke(b: TypingBurst, metric: 'taskMs' | 'scriptMs' | 'layoutStyle' = 'taskMs'): number {
  const value = metric === 'layoutStyle' ? b.layoutMs + b.styleMs : b[metric];
  return b.keys > 0 ? value / b.keys : NaN;
}

export interface TypingCombo {
  page: string;
  editor: 'textarea' | 'contenteditable';
  speed: 'fast' | 'slow';
  delayMs: number;
  keys: number;
  /** Median over the bursts of each side of main-thread (TaskDuration) ms per keystroke, and of script ms. */
  with: Stats;
  without: Stats;
  scriptWith: number;
  scriptWithout: number;
  /** Median ms per keystroke of `LayoutDuration` + `RecalcStyleDuration`. */
  layoutStyleWith: number;
  layoutStyleWithout: number;
  ratio: number;
  /** With the extension: latency after each burst's last key, and per key (slow typing), and how many keys got none. */
  afterLast: Stats;
  perKey: Stats;
  perKeyMissing: number;
  perKeyTotal: number;
}

export function typingCombos(t: TypingFigures): TypingCombo[] {
  const combos: TypingCombo[] = [];
  for (const page of [...new Set(t.bursts.map((b) => b.page))]) {
    for (const speed of ['fast', 'slow'] as const) {
      const of = (side: 'with' | 'without') => t.bursts.filter((b) => b.page === page && b.speed === speed && b.side === side);
      const w = of('with');
      const wo = of('without');
      if (!w.length || !wo.length) continue;
      const withStats = stats(w.map((b) => perKeystroke(b)));
      const withoutStats = stats(wo.map((b) => perKeystroke(b)));
      const perKey = w.flatMap((b) => b.perKey);
      combos.push({
        page,
        editor: w[0].editor,
        speed,
        delayMs: w[0].delayMs,
        keys: w[0].keys,
        with: withStats,
        without: withoutStats,
        scriptWith: median(w.map((b) => perKeystroke(b, 'scriptMs'))),
        scriptWithout: median(wo.map((b) => perKeystroke(b, 'scriptMs'))),
        layoutStyleWith: median(w.map((b) => perKeystroke(b, 'layoutStyle'))),
        layoutStyleWithout: median(wo.map((b) => perKeystroke(b, 'layoutStyle'))),
        ratio: ratio(withStats.median, withoutStats.median),
        afterLast: stats(w.map((b) => b.afterLast).filter((v): v is number => v !== null)),
        perKey: stats(perKey.filter((v): v is number => v !== null)),
        perKeyMissing: perKey.filter((v) => v === null).length,
        perKeyTotal: perKey.length,
      });
    }
  }
  return combos;
}

/** The headline: slow typing (the coach judging after every key) in the plain textarea. */
export function keystrokeHeadline(t: TypingFigures): TypingCombo | null {
  return typingCombos(t).find((c) => c.editor === 'textarea' && c.speed === 'slow') ?? null;
}

/** The coach's latency after the last keystroke of every burst with the extension, all pages and speeds pooled. */
export function latencyAfterLastKey(t: TypingFigures): Stats & { missing: number } {
  const w = t.bursts.filter((b) => b.side === 'with');
  return {
    ...stats(w.map((b) => b.afterLast).filter((v): v is number => v !== null)),
    missing: w.filter((b) => b.afterLast === null).length,
  };
}

/** Stack Exchange pages (and every page of a report from before GitHub pages were measured). */
export function stackExchangePages(pages: PageRuns[]): PageRuns[] {
  return pages.filter((p) => p.site !== 'github');
}

/** GitHub issue pages, measured by the same method against the same target as Stack Exchange pages. */
export function gitHubPages(pages: PageRuns[]): PageRuns[] {
  return pages.filter((p) => p.site === 'github');
}

export function checkBrowserTargets(r: BrowserBenchReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const load = r.browser ? loadRatio(stackExchangePages(r.browser.pages)) : null;
  if (load) {
    checks.push({
      target: `${TARGET_PREFIX}page load with the extension ≤ ${LOAD_RATIO_TARGET.toFixed(2)}× without (median)`,
      measured: `${load.ratio.toFixed(3)}× (${ms(load.with.median)} vs ${ms(load.without.median)} ms)`,
      pass: load.ratio <= LOAD_RATIO_TARGET,
    });
  }
  const gitHubLoad = r.browser ? loadRatio(gitHubPages(r.browser.pages)) : null;
  if (gitHubLoad) {
    checks.push({
      target: `${TARGET_PREFIX}GitHub issue page load with the extension ≤ ${LOAD_RATIO_TARGET.toFixed(2)}× without (median)`,
      measured: `${gitHubLoad.ratio.toFixed(3)}× (${ms(gitHubLoad.with.median)} vs ${ms(gitHubLoad.without.median)} ms)`,
      pass: gitHubLoad.ratio <= LOAD_RATIO_TARGET,
    });
  }
  const keystroke = r.browser?.typing ? keystrokeHeadline(r.browser.typing) : null;
  if (keystroke) {
    checks.push({
      target: `${TARGET_PREFIX}main-thread time per keystroke, 10 KB draft, with ≤ ${KEYSTROKE_RATIO_TARGET.toFixed(2)}× without`,
      measured: `${keystroke.ratio.toFixed(2)}× (${ms(keystroke.with.median)} vs ${ms(keystroke.without.median)} ms per key; textarea, a key every ${keystroke.delayMs} ms)`,
      pass: keystroke.ratio <= KEYSTROKE_RATIO_TARGET,
    });
  }
  if (r.browser?.crossTab) checks.push(...crossTabTargets(r.browser.crossTab, TARGET_PREFIX));
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
export function groupBundles(
  manifest: ManifestLike,
  allFiles: string[],
  readText: (path: string) => string | null,
): Array<{ entrypoint: string; paths: string[] }> {
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
  const after = stats(w.map(scriptToPanelMs).filter((v): v is number => v !== undefined));
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
  return `The panel's host appeared after \`loadEventEnd\` in ${after} of ${total} timed loads with a panel: the content script ran ${after === total ? 'after' : after === 0 ? 'before' : `mostly ${after * 2 >= total ? 'after' : 'before'}`} \`load\` on these pages.`;
}

export function renderBrowserSection(r: BrowserBenchReport): string {
  const targets = checkBrowserTargets(r);
  const lines: string[] = [
    SECTION_START,
    '## In the browser (Chromium)',
    '',
    `Generated ${r.date} by \`${r.command}\` with ${r.engine}, on the production build in \`.output/chrome-mv3/\`.`,
    `Machine: ${r.machine}${r.browser ? `; ${r.browser.chromium}` : ''}.`,
    'This section and the "Chromium:" rows of the targets table are written by `tools/bench/browser.ts`, which `npm run bench`',
    'runs after the Node bench (`npm run bench:browser` alone); edit that, not this.',
    '',
    markdownTable(
      ['target', 'measured', 'result'],
      targets.map((t) => [t.target.slice(TARGET_PREFIX.length), t.measured, t.pass ? 'PASS' : 'MISS']),
    ),
    '',
  ];

  if (!r.browser) {
    lines.push(
      `**The Chromium measurements were skipped:** ${r.skippedReason ?? 'Chromium is not available'}. Only the bundle sizes below were measured.`,
      '',
    );
  } else {
    const b = r.browser;
    const panelPages = stackExchangePages(b.pages).filter((p) => p.panelExpected);
    const gitHub = gitHubPages(b.pages).filter((p) => p.panelExpected);
    const controls = b.pages.filter((p) => !p.panelExpected);
    const load = loadRatio(stackExchangePages(b.pages));
    const paired = pairedLoadRatios(stackExchangePages(b.pages));
    const gitHubLoad = loadRatio(gitHubPages(b.pages));
    lines.push(
      '### How it was measured',
      '',
      `Every saved question page in \`tests/fixtures/pages/\`, every assembled page in \`tests/fixtures/pages/assembled/\` and the assembled GitHub issue pages`,
      '(real deep-learning question bodies in real host pages) is served at its canonical URL from memory through',
      "Playwright's request routing; every other request (the pages' scripts, styles, images, ads) is aborted, so",
      "nothing comes from the network and a load is parse + layout + the page's inline scripts only. Two headless",
      'Chromium persistent contexts with identical flags and fresh profiles run side by side, one with the built',
      'extension loaded and one without, each with one tab that is navigated from page to page (as when following',
      `links). After ${b.warmups} untimed warm-up load${b.warmups === 1 ? '' : 's'} per side, ${b.runs} timed rounds${roundsNote(b)}; a round loads every page once with and once without the`,
      'extension, the order alternating, one load at a time. Rounds (rather than all runs of one page in a row)',
      'spread a burst of load from elsewhere on the machine over every page alike.',
      ...(b.loadAverage
        ? [
            `The machine's 1-minute load average was ${b.loadAverage[0].toFixed(1)} when the timed rounds began and ${b.loadAverage[1].toFixed(1)} when they ended on ${b.machine.split(' ')[0]} cores. It counts the bench's own browser and Node processes; well above the core count, other work was competing for the CPU and single loads are noisy.`,
          ]
        : []),
      ...(controls.length
        ? [
            `Pages on sites the extension does not support (${[...new Set(controls.map((p) => hostOf(p.url)))].join(', ')}) are **controls**: the content script`,
            'does not run there, so their ratio shows what merely having the extension installed costs, plus the noise of the method.',
          ]
        : []),
      '',
      '- **load** = navigation timing `loadEventEnd - startTime`; **DCL** = `domContentLoadedEventEnd`. Without',
      "  subresources both come early, so the extension's fixed cost weighs more than on the live site.",
      '- The content script runs at `document_idle` (in Chromium, once `load` has fired or 200 ms after',
      '  DOMContentLoaded) and then waits on purpose for `load` and the next idle period (at most 500 ms) before it',
      '  reads the page: the page comes first, so the load time cannot show its work, only what the extension costs',
      '  while the page loads (its service worker and extension process competing for the same cores); its own work',
      '  shows in the panel figures and in **settled**.',
      "- **script → panel** = from the content script's start — including that deliberate wait — through settings",
      '  read, page read, the verdict from the engine in the background service worker (a message round trip) and the',
      "  first Preact render, to the panel's host in the DOM (**host in DOM** below). Measured from outside, with nothing",
      "  in the extension's code: the start is when Chromium runs `document_idle` scripts, the earlier of `loadEventStart`",
      '  and `domContentLoadedEventEnd` + 200 ms (navigation timing). Checked against a timer inside the content script',
      '  when this replaced it: within 1 ms on 36 loads of 12 pages. It leaves out the layout and paint of the panel.',
      "- **host in DOM** = from navigation start until a MutationObserver installed in the page's own world",
      '  (`page.addInitScript`) sees the panel host appended to body. Observers hear of it when the',
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
        [
          'page',
          'panel',
          'DCL median without / with',
          'load median without',
          'load median with',
          'load p95 without',
          'load p95 with',
          'ratio of medians',
        ],
        [
          ...b.pages.map((p) => loadRows(pageLabel(p), panelLabel(p), p.withExtension, p.withoutExtension)),
          ...(panelPages.length
            ? [
                loadRows(
                  '**all pages where the content script runs**',
                  `${panelPages.length} pages`,
                  pooled(panelPages, 'withExtension'),
                  pooled(panelPages, 'withoutExtension'),
                ),
              ]
            : []),
          ...(gitHub.length
            ? [
                loadRows(
                  '**all GitHub issue pages**',
                  `${gitHub.length} pages`,
                  pooled(gitHub, 'withExtension'),
                  pooled(gitHub, 'withoutExtension'),
                ),
              ]
            : []),
          ...(controls.length
            ? [
                loadRows(
                  '**all control pages**',
                  `${controls.length} pages`,
                  pooled(controls, 'withExtension'),
                  pooled(controls, 'withoutExtension'),
                ),
              ]
            : []),
        ],
      ),
      '',
      ...(afterLoadNote(panelPages) ? [afterLoadNote(panelPages), ''] : []),
      load
        ? `Headline: median load ${msu(load.with.median)} with the extension and ${msu(load.without.median)} without over the ${panelPages.length} pages where the content script runs: ${x3(load.ratio)} (target ≤ ${LOAD_RATIO_TARGET.toFixed(2)}×). ` +
            `Paired (each load with the extension over the load without it of the same page in the same round): median ${x3(paired.median)}, p95 ${x3(paired.p95)} over ${paired.n} pairs.`
        : 'No page where the content script runs was measured.',
      ...(gitHubLoad
        ? [
            '',
            `GitHub issue pages (the assembled pages: a saved 2026-03 GitHub page with real TensorFlow issue bodies), same method and target: median load ${msu(gitHubLoad.with.median)} with the extension and ${msu(gitHubLoad.without.median)} without over ${gitHub.length} pages: ${x3(gitHubLoad.ratio)}.`,
          ]
        : []),
      '',
      '### Panel',
      '',
      markdownTable(
        ['page', 'script → panel (median / p95)', 'host in DOM', 'panel on screen', 'settled without', 'settled with', 'settled ratio'],
        [
          ...[...panelPages, ...gitHub].map((p) => panelRows(pageLabel(p), p.withExtension, p.withoutExtension)),
          ...(panelPages.length
            ? [
                panelRows(
                  '**all pages where the content script runs**',
                  pooled(panelPages, 'withExtension'),
                  pooled(panelPages, 'withoutExtension'),
                ),
              ]
            : []),
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
            ? [
                [
                  '**median over the pages where the content script runs**',
                  `${panelPages.length} pages`,
                  '',
                  '',
                  mb(median(panelPages.map(heapDelta).filter(Number.isFinite))),
                ],
              ]
            : []),
        ],
      ),
      '',
    );
  }

  if (r.browser?.typing) lines.push(...renderTypingSection(r.browser.typing));
  if (r.browser?.crossTab) lines.push(...renderCrossTabSection(r.browser.crossTab));

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

function typingPageLabel(c: { page: string; editor: string }): string {
  return `\`${c.page.replace(/^drafts\//, '')}\` (${c.editor === 'textarea' ? 'textarea' : 'contenteditable, markdown mode'})`;
}

function renderTypingSection(t: TypingFigures): string[] {
  const combos = typingCombos(t);
  const headline = keystrokeHeadline(t);
  const after = latencyAfterLastKey(t);
  const slow = combos.filter((c) => c.speed === 'slow');
  const perKey = stats(
    t.bursts
      .filter((b) => b.side === 'with' && b.speed === 'slow')
      .flatMap((b) => b.perKey)
      .filter((v): v is number => v !== null),
  );
  const perKeyMissing = slow.reduce((n, c) => n + c.perKeyMissing, 0);
  const perKeyTotal = slow.reduce((n, c) => n + c.perKeyTotal, 0);
  const speed = (c: TypingCombo) => `${c.speed}: a key every ${c.delayMs} ms, ${c.keys} keys`;
  const pair = (s: Stats) => (s.n ? `${msu(s.median)} / ${msu(s.p95)}` : '—');
  const fast = t.speeds.find((s) => s.speed === 'fast');
  const slowSpeed = t.speeds.find((s) => s.speed === 'slow');
  return [
    '### Typing in the writing coach (10 KB draft)',
    '',
    `The synthesized Ask pages of \`tests/fixtures/pages/drafts/\` are served at \`https://stackoverflow.com/questions/ask\` in the`,
    'same two contexts (with and without the extension). Title, tags and body are filled in at once, not typed: the',
    `body is a ${t.draftBytes.toLocaleString('en')}-byte draft **synthesized by concatenating real bodies** (${t.draftBodies} bug reports of \`${t.source}\`,`,
    'whole, in file order, as in the draft re-analysis section above) plus a last paragraph "Update: " to type on. In',
    "the textarea page that is `fill`; in the contenteditable page (the Stacks editor's markdown mode, without its",
    "ProseMirror code) the markdown becomes the text of its markdown block and an `input` event follows, which the page's",
    "stand-in editor script answers by syncing the backing textarea. With the extension the coach's verdict on the filled",
    `draft is awaited (${
      Object.entries(t.coachStates)
        .map(([p, st]) => `${p.replace(/^drafts\//, '')}: ${st}`)
        .join(', ') || 'none seen'
    }), then both sides idle ${t.settleMs} ms.`,
    '',
    `Then bursts of typing with \`page.keyboard.type(text, { delay })\` at the end of the body: **fast** (${fast?.delayMs ?? '?'} ms between keys, ${fast?.keys ?? '?'} keys:`,
    "the coach's 120 ms typing pause never comes until the burst ends, so it judges the draft once, after the last key) and",
    `**slow** (${slowSpeed?.delayMs ?? '?'} ms between keys, ${slowSpeed?.keys ?? '?'} keys: it reads the draft, has it judged and repaints after every key). After an untimed warm-up`,
    `burst per side and page, ${t.reps} rounds; in a round each speed types one burst with and one without the extension, the`,
    `order alternating. The tab stays on its page between bursts (${t.seconds.toFixed(0)} s for the whole typing run).`,
    '',
    '- **main-thread time per key** = the growth of CDP `Performance.getMetrics` `TaskDuration` (every task on the',
    `  tab's renderer main thread, ${t.timeDomain === 'threadTicks' ? 'thread CPU time' : 'wall-clock durations'}) from just before the first key to ${t.tailMs} ms after the last one, the same`,
    '  window on both sides, divided by the keys typed; the median over the rounds. **script** = `ScriptDuration`,',
    '  **layout + style** = `LayoutDuration` + `RecalcStyleDuration` alike (both are parts of the main-thread time).',
    "- It counts what runs on the page's main thread: Chromium's own editing, style, layout and paint of the 10 KB",
    "  body, the page's scripts (here only the stand-in editor's sync and autosave on the contenteditable page) and, with",
    '  the extension, the content script in its isolated world (its `input` listener and MutationObserver, reading the',
    '  draft, sending it, repainting the panel). The engine itself runs in the background service worker, another',
    '  process, and is **not** counted: this is the typing cost the page feels, not the whole CPU cost of the coach.',
    "  On the live site SO's own editor scripts add to the baseline, so the ratio there would be smaller.",
    "- **coach update** = from a keydown listener's `performance.now()` in the page's own world to a MutationObserver",
    "  callback in the same world watching the coach's host (its `data-state`, set on every paint) and its shadow",
    "  root (closed; the observer is attached over CDP): the coach's DOM updated, not yet painted on screen. Per key only while typing slowly (the first update",
    `  before the next key); after the last key of every burst with the extension. The issue's browser test requires ≤ ${COACH_LATENCY_LIMIT_MS} ms.`,
    '',
    markdownTable(
      [
        'page',
        'typing',
        'main thread per key without',
        'with',
        'ratio',
        'script per key without / with',
        'layout + style per key without / with',
        'coach update after the last key (median / p95)',
        'coach update per key (median / p95)',
      ],
      combos.map((c) => [
        typingPageLabel(c),
        speed(c),
        msu(c.without.median),
        msu(c.with.median),
        x3(c.ratio),
        `${msu(c.scriptWithout)} / ${msu(c.scriptWith)}`,
        `${msu(c.layoutStyleWithout)} / ${msu(c.layoutStyleWith)}`,
        `${pair(c.afterLast)} (n = ${c.afterLast.n})`,
        c.speed === 'slow'
          ? `${pair(c.perKey)} (n = ${c.perKey.n}${c.perKeyMissing ? `; ${c.perKeyMissing} key${c.perKeyMissing === 1 ? '' : 's'} without an update before the next` : ''})`
          : '— (no pause)',
      ]),
    ),
    '',
    headline
      ? `Headline (the target row): slow typing in the textarea, ${msu(headline.with.median)} of main-thread work per key with the extension and ${msu(headline.without.median)} without: ${x3(headline.ratio)} (target ≤ ${KEYSTROKE_RATIO_TARGET.toFixed(2)}×).`
      : 'No headline: the textarea page was not measured.',
    `Coach update after the last keystroke, all bursts with the extension: median ${msu(after.median)}, p95 ${msu(after.p95)} over ${after.n} bursts` +
      `${after.missing ? ` (${after.missing} burst${after.missing === 1 ? '' : 's'} without an update within ${t.tailMs} ms)` : ''}; per key while typing slowly: median ${msu(perKey.median)}, p95 ${msu(perKey.p95)} over ${perKey.n} keys` +
      `${perKeyMissing ? ` (${perKeyMissing} of ${perKeyTotal} keys had none before the next key)` : ''}. Limit of the issue's browser test: ${COACH_LATENCY_LIMIT_MS} ms.`,
    ...(t.warnings.length ? ['', `Warnings: ${t.warnings.join('; ')}.`] : []),
    '',
  ];
}

/** A short marked section for a run that measured nothing: keeps the document honest about the missing figures. */
export function renderSkippedSection(date: string, reason: string): string {
  return [SECTION_START, '## In the browser (Chromium)', '', `Not measured (${date}): ${reason}.`, '', SECTION_END].join('\n');
}

export function hasBrowserSection(doc: string): boolean {
  return hasSection(doc, BROWSER_SECTION);
}

/** Replaces the marked section, or appends it after the document (one blank line between). */
export function spliceBrowserSection(doc: string, section: string): string {
  return replaceSection(doc, BROWSER_SECTION, section);
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
  const section = extractSection(oldDoc, BROWSER_SECTION);
  if (section === null) return newDoc;
  const rows = oldDoc.split('\n').filter((l) => l.startsWith(`| ${TARGET_PREFIX}`));
  const lines = spliceBrowserSection(newDoc, section).split('\n');
  const heading = lines.findIndex((l) => l.trim() === '## Targets');
  let last = heading;
  while (heading >= 0 && last + 1 < lines.length && (lines[last + 1].startsWith('|') || (last === heading && lines[last + 1] === '')))
    last += 1;
  if (heading >= 0 && rows.length) lines.splice(last + 1, 0, ...rows);
  return lines.join('\n');
}
