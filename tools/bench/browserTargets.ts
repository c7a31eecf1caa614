// The browser bench's targets: the limits, the check of a report against them, and its rows in the Targets table at the
// top of docs/performance.md.
import type { TargetCheck } from './nodeFigures';
import { crossTabTargets } from './crossTabFigures';
import type { BrowserBenchReport } from './browserReport';
import { bundleTotals, contentScriptGroups } from './bundleFigures';
import { gitHubPages, loadRatio, stackExchangePages } from './pageLoadFigures';
import { kb, ms } from './browserUnits';
import { keystrokeHeadline } from './typingFigures';
/** Rows this bench adds to the Targets table at the top of docs/performance.md start with this. */
export const TARGET_PREFIX = 'Chromium: ';

export const LOAD_RATIO_TARGET = 1.05;
/** Main-thread time per keystroke in the writing coach, 10 KB draft: with the extension at most this × without. */
export const KEYSTROKE_RATIO_TARGET = 1.1;
/** The browser test: the coach updates within this many ms of the last keystroke (reported, not a row here). */
export const COACH_LATENCY_LIMIT_MS = 300;
/** kB = 1000 bytes, as WXT prints its build sizes. */
export const CONTENT_SCRIPT_GZIP_TARGET_BYTES = 80_000;

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
