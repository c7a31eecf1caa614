// What the demo reads from the panel (its closed shadow root, over the DevTools protocol) and how it prints and
// photographs it: `npm run demo` and its tour (./demoTour.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ItemStatus } from '../../lib/checklist';
import { STATUS_NAMES, STATUS_SYMBOLS } from '../../lib/items/shared/texts';
import { DemoError } from './demoOptions';
import { evaluateInShadowRoot } from './shadowRootOverCdp';

export interface PanelSummary {
  state: string;
  score: string;
  grade: string;
  /** The grade explained (the grade's hover text): "A — reproducible: answerable as it stands". */
  gradeName: string;
  /** The bug type and framework (the expanded panel's first line). */
  kind: string;
  /** The folded line after the grade: "— nothing to ask", "— add: …"; for a quiet page, its note. */
  line: string;
  items: Array<{ id: string; title: string; status: string }>;
}

/** What the panel shows, read from its shadow root: the product's own output, not the engine run in Node. */
export async function readPanel(tab: Page, hostSelector: string): Promise<PanelSummary> {
  const summary = await evaluateInShadowRoot(tab, hostSelector, (root) => {
    const host = root.host;
    const text = (selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    // The line's parts, each on its own: the quiet note printed as "RLReads as a how-to…" (its icon's text run into
    // its words, trial of the panel point 7). An icon (aria-hidden) and a button (the dismiss ×) are not its text.
    const lineParts = (line: Element | null): string[] =>
      Array.from(line?.childNodes ?? []).flatMap((node) => {
        if (node instanceof Element && node.matches('[aria-hidden="true"], button, svg, .rl-visually-hidden')) return [];
        const words = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        return words ? [words] : [];
      });
    const score = root.querySelector('[data-reprolens="score"]');
    const grade = /rl-grade-([A-F])/.exec(score?.className ?? '')?.[1] ?? '';
    return {
      state: host.getAttribute('data-state') ?? '',
      score: score?.getAttribute('data-score') ?? '',
      grade,
      gradeName: score?.getAttribute('title') ?? '',
      kind: text('[data-reprolens="bug-kind"]'),
      line: host.getAttribute('data-state') === 'verdict' ? text('[data-reprolens="missing-line"]') : lineParts(score).join(' · '),
      items: Array.from(root.querySelectorAll('[data-reprolens^="item-"]')).map((item) => ({
        id: item.getAttribute('data-reprolens')!.slice('item-'.length),
        title: item.querySelector('.rl-item-title')?.textContent?.trim() ?? '',
        status: item.getAttribute('data-status') ?? '',
      })),
    };
  });
  if (!summary) throw new DemoError('the ReproLens panel went away before it could be read.');
  return summary;
}

export function printSummary(s: PanelSummary): void {
  if (s.state !== 'verdict') {
    console.log(`\nReproLens panel (${s.state}): ${s.line}`);
    return;
  }
  // The folded line as the panel shows it, then the grade's hover text and the bug type with the framework.
  console.log(`\nReproLens panel: ${s.score} · ${s.grade} ${s.line}`);
  console.log(`  grade       ${s.gradeName}`);
  if (s.kind) console.log(`  kind        ${s.kind}`);
  console.log(
    `  items       ${s.items.map((i) => `${STATUS_SYMBOLS[i.status as ItemStatus] ?? '?'} ${i.id} ${STATUS_NAMES[i.status as ItemStatus] ?? i.status}`).join(' · ')}`,
  );
}

/** The sidebar's first list answerers use to find duplicates (Linked, else Related), the crop shows its first rows. */
const SIDEBAR_LIST = '#sidebar .sidebar-linked, #sidebar .sidebar-related';
const LIST_ROWS_PX = 140;

/**
 * A crop around the question and the panel, with the whole expanded panel in view and, below it in the sidebar, the
 * first rows of Linked or Related: the panel is shown beside the lists it must never cover.
 */
export async function screenshotPanel(tab: Page, file: string, headless: boolean): Promise<string> {
  const frameBox = () =>
    evaluateInShadowRoot(tab, '[data-reprolens="panel"]', (root) => {
      const frame = root.querySelector('.rl-frame');
      if (!frame) return null;
      const { x, y, width, height } = frame.getBoundingClientRect();
      return { x, y, width, height, scrollHeight: frame.scrollHeight };
    });
  await tab.evaluate(() => window.scrollTo(0, 0));
  if (headless) {
    // The panel is at most 100vh − 80px tall: make the window tall enough for all of it.
    const box = await frameBox();
    const list = await tab.locator(SIDEBAR_LIST).first().boundingBox();
    const needed = Math.max(box ? box.y + box.scrollHeight + 48 : 0, list ? list.y + LIST_ROWS_PX : 0);
    const { width, height } = tab.viewportSize() ?? { width: 1280, height: 1000 };
    if (needed > height) {
      await tab.setViewportSize({ width, height: Math.min(Math.ceil(needed), 4000) });
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
  }
  const view = tab.viewportSize() ?? (await tab.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  const panelBox = await frameBox();
  const header = (await tab.locator('#question-header').first().boundingBox()) ?? (await tab.locator('#question').first().boundingBox());
  const post = await tab.locator('#question .post-layout').first().boundingBox();
  if (!panelBox || !header) throw new DemoError('could not find the panel or the question on the page to take the screenshot.');
  const margin = 16;
  const left = Math.max(0, Math.min(header.x, post?.x ?? header.x) - margin);
  const top = Math.max(0, header.y - margin);
  const right = Math.min(view.width, Math.max(panelBox.x + panelBox.width, header.x + header.width) + margin);
  const list = await tab.locator(SIDEBAR_LIST).first().boundingBox();
  const bottom = Math.min(
    view.height,
    Math.max(
      panelBox.y + panelBox.height,
      post ? Math.min(post.y + post.height, panelBox.y + panelBox.height + 200) : 0,
      list ? list.y + LIST_ROWS_PX : 0,
    ) +
      margin / 2,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const clip = { x: left, y: top, width: Math.round(right - left), height: Math.round(bottom - top) };
  await tab.screenshot({ path: file, clip, animations: 'disabled' });
  return `${clip.width}×${clip.height}`;
}

/** The whole window as it is (the Ask page: the coach beside the draft fields). */
export async function screenshotWindow(tab: Page, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  await tab.screenshot({ path: file, animations: 'disabled' });
  const view = tab.viewportSize() ?? { width: 0, height: 0 };
  return `${view.width}×${view.height}`;
}

export async function waitForAttribute(host: ReturnType<Page['locator']>, name: string, value: string, failure: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await host.getAttribute(name)) !== value) {
    if (Date.now() > deadline) throw new DemoError(`${failure} (${name}="${await host.getAttribute(name)}").`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
