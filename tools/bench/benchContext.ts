// The browser bench's Chromium context: the built extension loaded or not, every page served from memory, nothing
// fetched from the network, the page-world marks both contexts record, and one load of a page timed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import type { LoadSample } from './browserReport';
import { CHROMIUM } from '../browserBinaries';
import { chromiumArgs } from '../demo/chromiumArgs';
import type { FixturePage } from './savedPages';

/** The flags of tests/browser/helpers/launchExtension.ts (wxt-toolchain.md §6), the same for both contexts. */
const VIEWPORT = { width: 1280, height: 900 };

/** Chromium's kScriptIdleTimeoutInMs: `document_idle` scripts run by then after DOMContentLoaded if `load` has not come. */
const IDLE_SCRIPT_TIMEOUT_MS = 200;

// Runs in the page's own world before any of its scripts, in both contexts alike. Records, on the page's clock
// (ms from navigation start): the panel host appended to body, the first frame after that, the first frame after load.
export const INIT_SCRIPT = `(() => {
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

export const ASK_URL = 'https://stackoverflow.com/questions/ask';

/** The Ask page both contexts serve at ASK_URL: whichever draft fixture the typing run is on. */
export const askPage = { html: '' };

// In the page's own world, on the Ask page only: every keydown on the page's clock, and (once started) every time
// the coach's host or its shadow root (reached over CDP: it is closed) changes.
const TYPING_INIT_SCRIPT = `(() => {
  if (location.pathname !== '/questions/ask') return;
  const t = { keys: [], updates: [], observing: false };
  Object.defineProperty(window, '__reprolensTyping', { value: t });
  addEventListener('keydown', () => { t.keys.push(performance.now()); }, true);
})();`;

export interface TypingMarks {
  keys: number[];
  updates: number[];
  observing: boolean;
}

export async function launch(pages: FixturePage[], extension: string | null): Promise<Launched> {
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

export interface Measured {
  sample: LoadSample;
  panelState?: string;
  heap?: number;
}

/** One tab per context, reused for every load (a navigation, as when following a link), with its CDP session. */
export interface Tab {
  page: Page;
  cdp: CDPSession;
}

export async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  return { page, cdp: await context.newCDPSession(page) };
}

export async function loadOnce({ page, cdp }: Tab, p: FixturePage, waitForPanel: boolean, readHeap: boolean): Promise<Measured> {
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
