// The browser bench's marked section of docs/performance.md: the page loads, the panel's timing, the writing coach,
// the cross-tab figures and the bundle sizes, written from a report; and carrying it over a rewrite by the Node bench.
import { markdownTable } from '../docs/markdownTable';
import { extractSection, hasSection, replaceSection, sectionMarkers } from '../docs/markedSection';
import { renderCrossTabSection } from './crossTabFigures';
import type { BrowserBenchReport } from './browserReport';
import type { BrowserFigures, LoadSample, PageRuns } from './browserReport';
import { LOAD_RATIO_TARGET, TARGET_PREFIX, checkBrowserTargets } from './browserTargets';
import {
  type Stats,
  field,
  gitHubPages,
  heapDelta,
  loadRatio,
  pairedLoadRatios,
  panelAfterLoad,
  pooled,
  ratio,
  scriptToPanelMs,
  settledMs,
  stackExchangePages,
  stats,
} from './pageLoadFigures';
import { bundleTotals } from './bundleFigures';
import { kb, mb, msu, x3 } from './browserUnits';
import { median } from './nodeFigures';
import { renderTypingSection } from './typingSection';
/** The name of this bench's marked section of docs/performance.md (tools/docs/markedSection.ts). */
export const BROWSER_SECTION = 'browser-bench';
export const { start: SECTION_START, end: SECTION_END } = sectionMarkers(BROWSER_SECTION);

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
