// The browser half of `npm run bench`: the built extension in Debian's Chromium on real saved question pages —
// page-load time with and without it, time to the panel, its JS heap on the page — and the gzipped size of each
// entrypoint's bundle — and typing into the writing coach on synthesized Ask pages with a 10 KB draft: main-thread time
// per keystroke with and without it, and the coach's update latency — and a normal tab's panel beside a tab with a
// heavy question (./crossTab.ts). Pages: ./savedPages.ts; the contexts and one timed load: ./benchContext.ts; typing:
// ./typing.ts. Everything is measured from outside the extension: page-world observers,
// navigation timing, CDP, a heartbeat in the service worker. Writes its marked section of docs/performance.md (after
// the Node bench rewrote the file).
//   node dist/benchBrowser.mjs [--runs <max rounds, 15>] [--budget <s, 150>] [--warmup <loads per side, 4>] [--heap-runs <n, 3>]
//                              [--typing-reps <rounds of typing, 5; 0 skips it>] [--cross-tab-rounds <n, 5; 0 skips it>] [--out <path>]
//                              [--only cross-tab]: the cross-tab part alone, its subsection and target rows replaced
// A round loads every page once with and once without the extension; rounds stop at --runs, or once the timed
// rounds have taken --budget seconds (at least 4 rounds), so the browser part stays near three minutes on a slow machine.
// Needs `wxt build` first (.output/chrome-mv3/). Without Chromium (../browserBinaries.ts) only the bundle sizes are measured.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { checkBrowserTargets, spliceTargetRows, TARGET_PREFIX } from './browserTargets';
import { groupBundles } from './bundleFigures';
import { hasBrowserSection, renderBrowserSection, renderSkippedSection, spliceBrowserSection } from './browserSection';
import type { BrowserBenchReport, BrowserFigures, BundleGroup, PageRuns, TypingFigures } from './browserReport';
import { measureCrossTab } from './crossTab';
import { type CrossTabFigures, crossTabTargets, renderCrossTabSection, spliceCrossTabSection } from './crossTabFigures';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { CHROMIUM } from '../browserBinaries';
import { launch, loadOnce, openTab } from './benchContext';
import { fixturePages } from './savedPages';
import { measureTyping, TYPING_PAGES } from './typing';

/** Timed rounds always run, whatever the time budget (`--budget`, seconds for the timed rounds). */
const MIN_RUNS = 4;

/** The cross-tab run's normal tab: the demo question (a scored bug report), assembled. */
const CROSS_TAB_NORMAL_PAGE = 'pytorch-2020-61877098';

async function chromiumVersion(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const { product } = await cdp.send('Browser.getVersion');
    return `Chromium ${product.replace(/^[^/]*\//, '')} (Debian, ${CHROMIUM}), headless, playwright-core`;
  } catch {
    return `${(await page.evaluate(() => navigator.userAgent)).replace(/^.*?(HeadlessChrome\/\S+).*$/, '$1')} (${CHROMIUM})`;
  } finally {
    await page.close();
  }
}

async function measureBrowser(
  root: string,
  runs: number,
  warmups: number,
  heapRuns: number,
  budgetS: number,
  typingReps: number,
  crossTabRounds: number,
  log: (line: string) => void,
): Promise<BrowserFigures> {
  const { pages, skipped } = fixturePages(root);
  if (!pages.length) throw new Error('no question pages found in tests/fixtures/pages/');
  if (skipped.length) log(`Not question pages (no canonical /questions/{id} link), left out: ${skipped.join(', ')}`);
  const extension = resolve(root, '.output/chrome-mv3');
  const withExt = await launch(pages, extension);
  const without = await launch(pages, null);
  try {
    const chromiumName = await chromiumVersion(without.context);
    const tabs = { with: await openTab(withExt.context), without: await openTab(without.context) };
    const results: PageRuns[] = pages.map((p) => ({
      file: p.file,
      url: p.url,
      bytes: Buffer.byteLength(p.html),
      panelExpected: p.panelExpected,
      site: p.site,
      withExtension: [],
      withoutExtension: [],
      heapWith: [],
      heapWithout: [],
    }));
    const started = performance.now();
    // Warm-up: a few untimed loads on each side (processes up, the extension's service worker started, the
    // content script compiled once). Nothing is cached per page (every response comes from the route), so the
    // warm-up need not visit every page; it takes pages where the content script runs first.
    const warmPages = [...pages.filter((p) => p.panelExpected), ...pages.filter((p) => !p.panelExpected)];
    for (let i = 0; i < warmups; i += 1) {
      const p = warmPages[i % warmPages.length];
      for (const side of ['with', 'without'] as const) await loadOnce(tabs[side], p, side === 'with' && p.panelShown, false);
    }
    if (warmups)
      log(`  ${warmups} warm-up load${warmups === 1 ? '' : 's'} per side done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    const timedStart = performance.now();
    const loadAtStart = loadavg()[0];
    let rounds = 0;
    // Rounds over all pages (not all runs of one page, then the next): a burst of load from elsewhere on the
    // machine then spreads over every page alike. Within a round each page loads with and without the extension,
    // the order alternating, so neither side always follows the other.
    while (rounds < runs) {
      const elapsedS = (performance.now() - timedStart) / 1000;
      // Stop before a round that would end past the budget (projected from the rounds so far).
      if (rounds >= MIN_RUNS && elapsedS + elapsedS / rounds > budgetS) {
        log(`  time budget of ${budgetS} s for the timed rounds used up: stopping after ${rounds} of ${runs} rounds`);
        break;
      }
      // The heap is read in the first rounds (a GC after the load, the same on both sides).
      const heap = rounds < heapRuns;
      for (const [index, p] of pages.entries()) {
        const r = results[index];
        const order: Array<'with' | 'without'> = (rounds + index) % 2 ? ['without', 'with'] : ['with', 'without'];
        for (const side of order) {
          const m = await loadOnce(tabs[side], p, side === 'with' && p.panelShown, heap);
          if (side === 'with' && m.panelState) r.panelState = m.panelState;
          (side === 'with' ? r.withExtension : r.withoutExtension).push(m.sample);
          if (m.heap !== undefined) (side === 'with' ? r.heapWith : r.heapWithout).push(m.heap);
        }
      }
      rounds += 1;
      log(`  round ${rounds}/${runs} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    for (const r of results) {
      const shown = pages.find((p) => p.file === r.file)?.panelShown;
      if (shown && !r.withExtension.some((s) => s.hostMs !== undefined)) log(`  warning: no panel appeared on ${r.file}`);
    }
    const loadAverage: [number, number] = [loadAtStart, loadavg()[0]];
    let typing: TypingFigures | undefined;
    if (typingReps > 0) {
      log(`  typing run: ${typingReps} rounds on ${TYPING_PAGES.length} Ask pages…`);
      typing = await measureTyping(root, tabs, typingReps, log);
    }
    let crossTab: CrossTabFigures | undefined;
    const normal = pages.find((p) => p.file.includes(CROSS_TAB_NORMAL_PAGE));
    if (crossTabRounds > 0 && withExt.worker && normal) {
      log(`  cross-tab run: ${crossTabRounds} rounds per heavy tab…`);
      crossTab = await measureCrossTab(withExt.context, withExt.worker, root, normal, crossTabRounds, log);
    }
    return {
      date: todayIso(),
      machine: machine(),
      engine: engineVersion(root),
      chromium: chromiumName,
      runs: rounds,
      plannedRuns: runs,
      budgetS,
      loadAverage,
      warmups,
      pages: results,
      typing,
      crossTab,
    };
  } finally {
    await withExt.close();
    await without.close();
  }
}

/** `--only cross-tab`: the extension's context alone (the normal page served as in a whole run), then the cross-tab part. */
async function measureCrossTabAlone(root: string, rounds: number, log: (line: string) => void): Promise<CrossTabFigures | undefined> {
  const normal = fixturePages(root).pages.find((p) => p.file.includes(CROSS_TAB_NORMAL_PAGE));
  const withExt = await launch(normal ? [normal] : [], resolve(root, '.output/chrome-mv3'));
  try {
    if (!normal || !withExt.worker) return undefined;
    // Warm-up, as the page-load rounds of a whole run would have done: the service worker up, the scripts compiled.
    const tab = await openTab(withExt.context);
    for (let i = 0; i < 2; i += 1) await loadOnce(tab, normal, true, false);
    await tab.page.close();
    log(`cross-tab run alone: ${rounds} rounds per heavy tab…`);
    return await measureCrossTab(withExt.context, withExt.worker, root, normal, rounds, log);
  } finally {
    await withExt.close();
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

function measureBundles(outputDir: string): BundleGroup[] {
  const manifest = JSON.parse(readFileSync(join(outputDir, 'manifest.json'), 'utf8'));
  const files = listFiles(outputDir);
  const readText = (path: string) => (files.includes(path) ? readFileSync(join(outputDir, path), 'utf8') : null);
  return groupBundles(manifest, files, readText).map((g) => ({
    entrypoint: g.entrypoint,
    files: g.paths
      .filter((path) => files.includes(path))
      .map((path) => {
        const bytes = readFileSync(join(outputDir, path));
        return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length };
      }),
  }));
}

function machine(): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${process.platform}-${process.arch}`;
}

function positiveInt(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, got "${value}"`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  const root = repoRoot();
  const flags = readFlags(argv, ['runs', 'warmup', 'heap-runs', 'budget', 'typing-reps', 'cross-tab-rounds', 'out', 'only']);
  if (flags.only !== undefined && flags.only !== 'cross-tab') throw new Error(`--only takes "cross-tab", got "${flags.only}"`);
  const runs = positiveInt(flags.runs, 15, 'runs');
  const warmups = positiveInt(flags.warmup, 4, 'warmup', 0);
  const heapRuns = Math.min(runs, positiveInt(flags['heap-runs'], 3, 'heap-runs', 0));
  const budgetS = positiveInt(flags.budget, 150, 'budget', 0);
  const typingReps = positiveInt(flags['typing-reps'], 5, 'typing-reps', 0);
  const crossTabRounds = positiveInt(flags['cross-tab-rounds'], 5, 'cross-tab-rounds', 0);
  const outPath = flags.out ? resolve(flags.out) : resolve(root, 'docs/performance.md');
  const outputDir = resolve(root, '.output/chrome-mv3');
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const previous = existsSync(outPath) ? readFileSync(outPath, 'utf8') : '';
  const command = argv.length ? `npm run bench:browser -- ${argv.join(' ')}` : 'npm run bench';

  if (!existsSync(join(outputDir, 'manifest.json'))) {
    // Without a build there is nothing to measure; say so in the document rather than leave it silent.
    const reason = `no extension build in ${relative(root, outputDir)}/ (run \`wxt build\` first)`;
    log(`browser bench skipped: ${reason}.`);
    if (!hasBrowserSection(previous)) writeFileSync(outPath, spliceBrowserSection(previous, renderSkippedSection(todayIso(), reason)));
    return;
  }
  if (flags.only === 'cross-tab') {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: the cross-tab part needs Chromium`);
    const crossTab = await measureCrossTabAlone(root, crossTabRounds, log);
    if (!crossTab) throw new Error(`no normal page (${CROSS_TAB_NORMAL_PAGE}) or no extension service worker`);
    crossTab.ranAlone = { date: todayIso(), command, engine: engineVersion(root) };
    const targets = crossTabTargets(crossTab, '');
    writeFileSync(outPath, spliceCrossTabSection(previous, renderCrossTabSection(crossTab), targets, TARGET_PREFIX));
    const verdicts = targets.map((t) => `${t.pass ? 'PASS' : 'MISS'}  ${t.target}: ${t.measured}`);
    log(
      `\n${renderCrossTabSection(crossTab).join('\n')}\n${verdicts.join('\n')}\n\nWrote the cross-tab subsection of ${relative(root, outPath)}.`,
    );
    return;
  }
  const bundles = measureBundles(outputDir);

  let browser: BrowserFigures | null = null;
  let skippedReason: string | undefined;
  if (!existsSync(CHROMIUM)) {
    skippedReason = `${CHROMIUM} not found`;
    log(
      `browser bench: Chromium measurements skipped — ${CHROMIUM} not found (install Debian's chromium to measure them). Bundle sizes only.`,
    );
  } else {
    log(
      `browser bench: up to ${runs} timed rounds (at least ${Math.min(MIN_RUNS, runs)}, then until ${budgetS} s are used), after ${warmups} warm-up load${warmups === 1 ? '' : 's'} per side…`,
    );
    browser = await measureBrowser(root, runs, warmups, heapRuns, budgetS, typingReps, crossTabRounds, log);
  }

  const report: BrowserBenchReport = {
    command,
    date: todayIso(),
    machine: machine(),
    engine: engineVersion(root),
    bundles,
    browser,
    skippedReason,
  };
  const section = renderBrowserSection(report);
  const targets = checkBrowserTargets(report);
  writeFileSync(outPath, spliceBrowserSection(spliceTargetRows(previous, targets), section));
  const verdicts = targets.map((t) => `${t.pass ? 'PASS' : 'MISS'}  ${t.target}: ${t.measured}`);
  log(`\n${section}\n\n${verdicts.join('\n')}\n\nWrote the browser section of ${relative(root, outPath)}.`);
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`bench:browser: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
