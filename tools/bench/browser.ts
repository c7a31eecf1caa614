// The browser half of `npm run bench`: the built extension in Debian's Chromium on real saved question pages —
// page-load time with and without it, time to the panel, its JS heap on the page — and the gzipped size of each
// entrypoint's bundle — and typing into the writing coach on synthesized Ask pages with a 10 KB draft: main-thread time
// per keystroke with and without it, and the coach's update latency — and a normal tab's panel beside a tab with a
// heavy question (./benchCrossTab.ts). Everything is measured from outside the extension: page-world observers,
// navigation timing, CDP, a heartbeat in the service worker. Writes its marked section of docs/performance.md (after
// the Node bench rewrote the file).
//   node dist/benchBrowser.mjs [--runs <max rounds, 15>] [--budget <s, 150>] [--warmup <loads per side, 4>] [--heap-runs <n, 3>]
//                              [--typing-reps <rounds of typing, 5; 0 skips it>] [--cross-tab-rounds <n, 5; 0 skips it>] [--out <path>]
//                              [--only cross-tab]: the cross-tab part alone, its subsection and target rows replaced
// A round loads every page once with and once without the extension; rounds stop at --runs, or once the timed
// rounds have taken --budget seconds (at least 4 rounds), so the browser part stays near three minutes on a slow machine.
// Needs `wxt build` first (.output/chrome-mv3/). Without Chromium (../browserBinaries.ts) only the bundle sizes are measured.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { parseHTML } from 'linkedom';
import { judgePage } from '../../lib/messages/pageVerdict';
import { readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { isIssueOfRepositories } from '../../lib/site/githubIssuePages';
import { isQuestionPage } from '../../lib/site/pageKinds';
import { checkBrowserTargets, spliceTargetRows, TARGET_PREFIX } from './browserTargets';
import { coachLatencies } from './typingFigures';
import { groupBundles } from './bundleFigures';
import { hasBrowserSection, renderBrowserSection, renderSkippedSection, spliceBrowserSection } from './browserSection';
import type {
  BrowserBenchReport,
  BrowserFigures,
  BundleGroup,
  LoadSample,
  PageRuns,
  TypingBurst,
  TypingFigures,
  TypingSpeed,
} from './browserReport';
import { measureCrossTab } from './crossTab';
import { type CrossTabFigures, crossTabTargets, renderCrossTabSection, spliceCrossTabSection } from './crossTabFigures';
import { DRAFT_SOURCE, draftOfSize } from './draft';
import { DRAFT_TAGS, type SynthesizedDraft } from './draftFigures';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { CHROMIUM } from '../browserBinaries';
import { chromiumArgs } from '../demo/chromiumArgs';
import { evaluateInShadowRoot, waitInShadowRoot } from '../demo/shadowRootOverCdp';

/** The flags of tests/browser/helpers/launchExtension.ts (wxt-toolchain.md §6), the same for both contexts. */
const VIEWPORT = { width: 1280, height: 900 };
/** Timed rounds always run, whatever the time budget (`--budget`, seconds for the timed rounds). */
const MIN_RUNS = 4;
/** Chromium's kScriptIdleTimeoutInMs: `document_idle` scripts run by then after DOMContentLoaded if `load` has not come. */
const IDLE_SCRIPT_TIMEOUT_MS = 200;

interface FixturePage {
  file: string;
  url: string;
  html: string;
  panelExpected: boolean;
  site: 'stackexchange' | 'github';
  /**
   * The panel shows with the default settings (the engine's verdict in Node): a question outside deep learning
   * shows nothing (quiet by default), so its load must not wait for a panel that never comes.
   */
  panelShown: boolean;
}

/** The canonical link of a saved page (attribute order varies between page generations). */
function canonicalUrl(html: string): string | null {
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical\b/i.test(m[0])) continue;
    const href = /\bhref=["']([^"']+)["']/i.exec(m[0])?.[1];
    if (href) return href.replace(/&amp;/g, '&');
  }
  return null;
}

/** Whether the page's panel shows with the default settings: its verdict in Node, as the overlay decides (overlayState.ts). */
function shownByDefault(html: string, url: string, site: FixturePage['site']): boolean {
  const doc = parseHTML(html).document as unknown as Document;
  const read = site === 'github' ? { ok: true as const, question: readGitHubIssuePage(doc, url) } : readStackOverflowPage(doc, url);
  const verdict = judgePage(read, DEFAULT_SETTINGS);
  return !(verdict.state === 'quiet' && verdict.reason === 'not_deep_learning');
}

/** Every saved question page (a canonical /questions/{id} URL) in the two fixture folders; lists and the Ask page are left out. */
function fixturePages(root: string): { pages: FixturePage[]; skipped: string[] } {
  const base = resolve(root, 'tests/fixtures/pages');
  const pages: FixturePage[] = [];
  const skipped: string[] = [];
  for (const dir of ['.', 'assembled']) {
    for (const name of readdirSync(resolve(base, dir))
      .filter((f) => f.endsWith('.html'))
      .sort()) {
      const file = dir === '.' ? name : `${dir}/${name}`;
      const html = readFileSync(resolve(base, file), 'utf8');
      const url = canonicalUrl(html);
      // GitHub issue pages of the default repositories (the assembled TensorFlow ones) are measured too.
      if (url && isIssueOfRepositories(url)) {
        pages.push({ file, url, html, panelExpected: true, site: 'github', panelShown: shownByDefault(html, url, 'github') });
        continue;
      }
      if (!url || !/^https:\/\/[^/]+\/questions\/\d+/.test(url)) {
        skipped.push(file);
        continue;
      }
      const runs = isQuestionPage(url);
      pages.push({
        file,
        url,
        html,
        panelExpected: runs,
        site: 'stackexchange',
        panelShown: runs && shownByDefault(html, url, 'stackexchange'),
      });
    }
  }
  return { pages, skipped };
}

// Runs in the page's own world before any of its scripts, in both contexts alike. Records, on the page's clock
// (ms from navigation start): the panel host appended to body, the first frame after that, the first frame after load.
const INIT_SCRIPT = `(() => {
  const marks = { hostMs: null, panelFrameMs: null, loadFrameMs: null };
  Object.defineProperty(window, '__reprolensBench', { value: marks });
  const nextFrame = (done) => requestAnimationFrame(() => setTimeout(done, 0));
  const onBody = new MutationObserver((records) => {
    if (marks.hostMs !== null) return;
    for (const r of records) for (const n of r.addedNodes) {
      // The panel's host, a plain div since the custom-element names went (components/pageHosts.ts).
      if (n.nodeType !== 1 || n.getAttribute('data-reprolens') !== 'panel') continue;
      marks.hostMs = performance.now();
      onBody.disconnect();
      nextFrame(() => { marks.panelFrameMs = performance.now(); });
      return;
    }
  });
  const watchBody = () => { if (!document.body) return false; onBody.observe(document.body, { childList: true }); return true; };
  if (!watchBody()) {
    const onDocument = new MutationObserver(() => { if (watchBody()) onDocument.disconnect(); });
    onDocument.observe(document, { childList: true, subtree: true });
  }
  addEventListener('load', () => nextFrame(() => { marks.loadFrameMs = performance.now(); }), { once: true });
})();`;

interface Marks {
  hostMs: number | null;
  panelFrameMs: number | null;
  loadFrameMs: number | null;
}

interface Launched {
  context: BrowserContext;
  /** The extension's service worker (none without the extension). */
  worker: Worker | null;
  close(): Promise<void>;
}

/** The cross-tab run's normal tab: the demo question (a scored bug report), assembled. */
const CROSS_TAB_NORMAL_PAGE = 'pytorch-2020-61877098';

/** The Ask page both contexts serve at ASK_URL: whichever draft fixture the typing run is on. */
const askPage = { html: '' };

async function launch(pages: FixturePage[], extension: string | null): Promise<Launched> {
  const profile = mkdtempSync(join(tmpdir(), 'reprolens-bench-'));
  const args = chromiumArgs(extension);
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args, viewport: VIEWPORT });
  // Nothing may leave the machine: every request that is not a served page (or the extension's own) is refused.
  await context.route(/^(?!chrome-extension:).*/, (route) => route.abort());
  for (const p of pages) {
    await context.route(p.url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: p.html }));
  }
  await context.route(ASK_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: askPage.html }));
  await context.addInitScript(INIT_SCRIPT);
  await context.addInitScript(TYPING_INIT_SCRIPT);
  let worker: Worker | null = null;
  if (extension) {
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
    if (!worker.url().startsWith('chrome-extension://')) throw new Error(`unexpected service worker ${worker.url()}`);
  }
  return {
    context,
    worker,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Measured {
  sample: LoadSample;
  panelState?: string;
  heap?: number;
}

/** One tab per context, reused for every load (a navigation, as when following a link), with its CDP session. */
interface Tab {
  page: Page;
  cdp: CDPSession;
}

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  return { page, cdp: await context.newCDPSession(page) };
}

async function loadOnce({ page, cdp }: Tab, p: FixturePage, waitForPanel: boolean, readHeap: boolean): Promise<Measured> {
  await page.goto(p.url, { waitUntil: 'load', timeout: 60_000 });
  const done = (wantPanel: boolean) => {
    const m = (window as unknown as { __reprolensBench: Marks }).__reprolensBench;
    return m.loadFrameMs !== null && (!wantPanel || m.panelFrameMs !== null);
  };
  try {
    await page.waitForFunction(done, waitForPanel, { timeout: waitForPanel ? 15_000 : 10_000 });
  } catch {
    // No panel (the content script stopped, or the page is quiet and hidden): recorded as such, not a crash.
    await page.waitForFunction(done, false, { timeout: 10_000 });
  }
  const read = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const m = (window as unknown as { __reprolensBench: Marks }).__reprolensBench;
    const host = document.querySelector<HTMLElement>('[data-reprolens="panel"]');
    return {
      dclMs: nav.domContentLoadedEventEnd - nav.startTime,
      loadMs: nav.loadEventEnd - nav.startTime,
      loadStartMs: nav.loadEventStart - nav.startTime,
      marks: { ...m },
      state: host?.dataset.state,
    };
  });
  const sample: LoadSample = { dclMs: read.dclMs, loadMs: read.loadMs, loadFrameMs: read.marks.loadFrameMs ?? read.loadMs };
  if (read.marks.hostMs !== null) {
    sample.hostMs = read.marks.hostMs;
    // Chromium runs document_idle scripts at the earlier of the load event and 200 ms after DOMContentLoaded.
    sample.scriptStartMs = Math.min(read.loadStartMs, read.dclMs + IDLE_SCRIPT_TIMEOUT_MS);
  }
  if (read.marks.panelFrameMs !== null) sample.panelFrameMs = read.marks.panelFrameMs;
  let heap: number | undefined;
  if (readHeap) {
    await cdp.send('HeapProfiler.collectGarbage');
    heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  }
  return { sample, panelState: read.state, heap };
}

// --- typing in the writing coach ---------------------------------------------------------------------------

const ASK_URL = 'https://stackoverflow.com/questions/ask';
const COACH_HOST = '[data-reprolens="coach-host"]';
/** The synthesized Ask pages typed into, and how their body is edited. */
const TYPING_PAGES: Array<{ file: string; editor: 'textarea' | 'contenteditable' }> = [
  { file: 'drafts/synth-ask-classic.html', editor: 'textarea' },
  { file: 'drafts/synth-ask-stacks-markdown.html', editor: 'contenteditable' },
];
/** The draft filled in before typing: real bodies concatenated up to 10 KB (tools/bench/draftFigures.ts). */
const TYPING_DRAFT_BYTES = 10 * 1024;
/**
 * Fast: keys 30 ms apart, so the coach's 120 ms typing pause never comes until the burst ends; slow: 200 ms apart,
 * so it judges the draft again after every key. Few keys per burst keep the typing run near 90 s.
 */
const TYPING_SPEEDS: TypingSpeed[] = [
  { speed: 'fast', delayMs: 30, keys: 32 },
  { speed: 'slow', delayMs: 200, keys: 30 },
];
/** After a burst's last key, both sides wait this long before the metrics are read (the coach's update included). */
const TYPING_TAIL_MS = 500;
/** Idle time after filling the draft (and, with the extension, after the coach's verdict on it) and before a burst. */
const TYPING_SETTLE_MS = 300;
const BEFORE_BURST_MS = 100;
/**
 * CDP `Performance.enable` time domain: the main thread's CPU time ('threadTicks'), not wall time ('timeTicks'), so
 * a task is not counted longer because the other browser or the service worker held the CPU (two cores here).
 */
const TIME_DOMAIN = 'threadTicks';
const TYPED_TEXT =
  'the loss goes to NaN after the first epoch when I lower the learning rate to 1e-4, and the validation accuracy stays at 0.1 whatever I try with the batch size. ';

// In the page's own world, on the Ask page only: every keydown on the page's clock, and (once started) every time
// the coach's host or its shadow root (reached over CDP: it is closed) changes.
const TYPING_INIT_SCRIPT = `(() => {
  if (location.pathname !== '/questions/ask') return;
  const t = { keys: [], updates: [], observing: false };
  Object.defineProperty(window, '__reprolensTyping', { value: t });
  addEventListener('keydown', () => { t.keys.push(performance.now()); }, true);
})();`;

interface TypingMarks {
  keys: number[];
  updates: number[];
  observing: boolean;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function mainThreadMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** Loads the Ask page, fills title, tags and the 10 KB body (not typed), puts the caret at the body's end. */
async function openDraft(
  tab: Tab,
  editor: 'textarea' | 'contenteditable',
  draft: SynthesizedDraft,
  withExtension: boolean,
  log: (line: string) => void,
): Promise<string | undefined> {
  const { page } = tab;
  await page.goto(ASK_URL, { waitUntil: 'load', timeout: 60_000 });
  await page.fill('#title', draft.title);
  await page.fill('#tagnames', DRAFT_TAGS.join(' '));
  // Typing goes on after "Update: " in a paragraph of its own, so the draft's last code fence stays closed.
  const body = `${draft.markdown}\n\nUpdate: `;
  if (editor === 'textarea') {
    await page.fill('#wmd-input', body);
    await page.evaluate(() => {
      const area = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
    });
  } else {
    // What the Stacks editor shows in markdown mode: the markdown as the text of one code block (a paste would do
    // the same), then the input event its integration answers by syncing the backing textarea.
    await page.evaluate((text) => {
      const root = document.querySelector<HTMLElement>('.js-editor.ProseMirror')!;
      const code = root.querySelector('pre.s-code-block.markdown > code')!;
      code.textContent = text;
      root.focus();
      const range = document.createRange();
      range.setStart(code.firstChild!, text.length);
      range.collapse(true);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      root.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, body);
  }
  let state: string | undefined;
  if (withExtension) {
    try {
      // The production build's shadow root is closed (components/shadowHost.ts): read over CDP.
      const scored = await waitInShadowRoot(
        page,
        COACH_HOST,
        (root) =>
          (root.host as HTMLElement).dataset.state === 'verdict' && root.querySelector('[data-reprolens="score"][data-score]') !== null,
        15_000,
      );
      if (!scored) throw new Error('no verdict');
    } catch {
      log(`  warning: the coach showed no verdict on the filled draft (${editor})`);
    }
    state = await evaluateInShadowRoot(page, COACH_HOST, (root) => {
      const host = root.host as HTMLElement;
      const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
      if (!t.observing) {
        // A MutationObserver in the page's main world on the content script's host (its data-state, set on every
        // paint) and its shadow root (the panel's DOM; reached over CDP, it is closed): one callback per coach update.
        const observer = new MutationObserver(() => t.updates.push(performance.now()));
        observer.observe(host, { attributes: true });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        t.observing = true;
      }
      const score = root.querySelector<HTMLElement>('[data-reprolens="score"]')?.dataset.score;
      return `${host.dataset.state}${score ? ` ${score}` : ''}`;
    });
  }
  await sleep(TYPING_SETTLE_MS);
  return state;
}

/** The body's length as the page holds it (the textarea's value, or the editor's text). */
function bodyLength(editor: 'textarea' | 'contenteditable'): () => number {
  return editor === 'textarea'
    ? () => document.querySelector<HTMLTextAreaElement>('#wmd-input')!.value.length
    : () => document.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!.textContent!.length;
}

/** Types one burst and reads the main-thread time it cost, from just before the first key to the tail's end. */
async function typingBurst(tab: Tab, editor: 'textarea' | 'contenteditable', speed: TypingSpeed, text: string) {
  const { page, cdp } = tab;
  const lengthBefore = await page.evaluate(bodyLength(editor));
  await page.evaluate(() => {
    const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
    t.keys.length = 0;
    t.updates.length = 0;
  });
  await sleep(BEFORE_BURST_MS);
  const before = await mainThreadMetrics(cdp);
  const started = performance.now();
  await page.keyboard.type(text, { delay: speed.delayMs });
  // The same fixed tail on both sides (no polling in the page, which would itself be main-thread work).
  await sleep(TYPING_TAIL_MS);
  const after = await mainThreadMetrics(cdp);
  const windowMs = performance.now() - started;
  const marks = await page.evaluate(() => {
    const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
    return { keys: [...t.keys], updates: [...t.updates] };
  });
  const typed = (await page.evaluate(bodyLength(editor))) - lengthBefore;
  const delta = (name: string) => ((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000;
  return {
    taskMs: delta('TaskDuration'),
    scriptMs: delta('ScriptDuration'),
    layoutMs: delta('LayoutDuration'),
    styleMs: delta('RecalcStyleDuration'),
    windowMs,
    typed,
    keydowns: marks.keys.length,
    ...coachLatencies(marks.keys, marks.updates),
  };
}

async function measureTyping(
  root: string,
  tabs: Record<'with' | 'without', Tab>,
  reps: number,
  log: (line: string) => void,
): Promise<TypingFigures> {
  const draft = draftOfSize(root, TYPING_DRAFT_BYTES);
  const started = performance.now();
  for (const side of ['with', 'without'] as const) await tabs[side].cdp.send('Performance.enable', { timeDomain: TIME_DOMAIN });
  const bursts: TypingBurst[] = [];
  const warnings: string[] = [];
  const coachStates: Record<string, string> = {};
  let cursor = 0;
  const nextText = (n: number) => {
    let out = '';
    while (out.length < n) {
      out += TYPED_TEXT[cursor % TYPED_TEXT.length];
      cursor += 1;
    }
    return out;
  };
  for (const [pageIndex, tp] of TYPING_PAGES.entries()) {
    const path = resolve(root, 'tests/fixtures/pages', tp.file);
    if (!existsSync(path)) {
      warnings.push(`\`${tp.file}\` not found: not measured`);
      continue;
    }
    askPage.html = readFileSync(path, 'utf8');
    for (const side of ['with', 'without'] as const) {
      const state = await openDraft(tabs[side], tp.editor, draft, side === 'with', log);
      if (state) coachStates[tp.file] = state;
      // Warm-up: a short untimed burst on each side (the typing paths compiled, the first verdicts given).
      await typingBurst(tabs[side], tp.editor, TYPING_SPEEDS[0], nextText(10));
    }
    for (let rep = 0; rep < reps; rep += 1) {
      for (const [speedIndex, speed] of TYPING_SPEEDS.entries()) {
        const order: Array<'with' | 'without'> = (rep + pageIndex + speedIndex) % 2 ? ['without', 'with'] : ['with', 'without'];
        for (const side of order) {
          const text = nextText(speed.keys);
          const b = await typingBurst(tabs[side], tp.editor, speed, text);
          if (b.typed !== text.length)
            warnings.push(
              `${tp.file}, ${side} the extension, ${speed.speed} burst ${rep + 1}: ${b.typed} of ${text.length} characters reached the body`,
            );
          bursts.push({ page: tp.file, editor: tp.editor, speed: speed.speed, delayMs: speed.delayMs, side, rep, keys: text.length, ...b });
        }
      }
      log(`  typing: ${tp.file} round ${rep + 1}/${reps} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  for (const w of warnings) log(`  warning: ${w}`);
  return {
    source: DRAFT_SOURCE,
    draftBytes: draft.bytes,
    draftBodies: draft.numbers.length,
    reps,
    speeds: TYPING_SPEEDS,
    tailMs: TYPING_TAIL_MS,
    settleMs: TYPING_SETTLE_MS,
    timeDomain: TIME_DOMAIN,
    coachStates,
    seconds: (performance.now() - started) / 1000,
    bursts,
    warnings,
  };
}

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
