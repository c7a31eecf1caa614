// What the browser bench measures, as tools/bench/browser.ts records it: page loads with and without the extension,
// the bundles per entrypoint, typing in the writing coach and the cross-tab rounds. Shapes only.
import type { CrossTabFigures } from './crossTabFigures';
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
