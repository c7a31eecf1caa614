// `npm run demo -- --tour`: the panel clicked through as an answerer would, one screenshot per step — folded beside
// the sidebar's lists, expanded, an evidence mark clicked (the post scrolled and highlighted), the reproduction
// skeleton opened, the "ask for details" comment shown whole. Each step waits on a state of the panel (a selector or
// an attribute in its closed shadow root, read over the DevTools protocol), never on time. The hooks are the
// panel's data-reprolens attributes, which stay when its layout changes.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotPanel, waitForAttribute } from './demoPanel';
import { DemoError } from './demoOptions';
import { evaluateInShadowRoot, waitInShadowRoot } from './shadowRootOverCdp';

const HOST = '[data-reprolens="panel"]';
const STATE_TIMEOUT_MS = 15_000;

export type Theme = 'light' | 'dark';

/** One step's screenshot and what it shows (printed); `file` is null when the panel had nothing to show for it. */
export interface TourShot {
  step: string;
  file: string | null;
  shows: string;
}

/** The steps in order; the number is the file name's (`tour-3-evidence.png`). */
export const TOUR_STEPS = ['folded', 'expanded', 'evidence', 'skeleton', 'comment'] as const;

export function tourFileName(step: (typeof TOUR_STEPS)[number], suffix = ''): string {
  return `tour-${TOUR_STEPS.indexOf(step) + 1}-${step}${suffix}.png`;
}

/** The README's images, from a tour run in both themes: [image in docs/, theme, the tour's step]. */
export const README_IMAGES: ReadonlyArray<readonly [string, Theme, (typeof TOUR_STEPS)[number]]> = [
  ['docs/overlay-folded.png', 'light', 'folded'],
  ['docs/overlay-expanded.png', 'light', 'expanded'],
  ['docs/overlay-folded-dark.png', 'dark', 'folded'],
  ['docs/overlay-dark.png', 'dark', 'expanded'],
];

/** Runs the tour on the open page (the panel already scored, folded, in `theme`); writes into `outDir`. */
export async function runTour(tab: Page, outDir: string, suffix: string): Promise<TourShot[]> {
  mkdirSync(outDir, { recursive: true });
  const host = tab.locator(HOST).first();
  if ((await host.getAttribute('data-state')) !== 'verdict') {
    const file = path.join(outDir, tourFileName('folded', suffix));
    await shootViewport(tab, file);
    return [{ step: 'folded', file, shows: 'the panel’s quiet note (no verdict on this page: nothing to expand)' }];
  }
  const shots: TourShot[] = [];
  const file = (step: (typeof TOUR_STEPS)[number]) => path.join(outDir, tourFileName(step, suffix));

  await tab.evaluate(() => window.scrollTo(0, 0));
  if ((await host.getAttribute('data-expanded')) === 'true') await clickHook(tab, 'toggle');
  await waitForAttribute(host, 'data-expanded', 'false', 'the panel did not fold');
  await shootBesideSidebar(tab, file('folded'));
  shots.push({
    step: 'folded',
    file: file('folded'),
    shows: `the folded panel beside the sidebar’s lists: “${await panelText(tab, '[data-reprolens="toggle"]')}”`,
  });

  await clickHook(tab, 'toggle');
  await waitForAttribute(host, 'data-expanded', 'true', 'the panel did not expand');
  // The expanded shot makes the window as tall as the whole panel; the next steps are taken in the window again.
  const windowSize = tab.viewportSize();
  const size = await screenshotPanel(tab, file('expanded'), true);
  if (windowSize) await tab.setViewportSize(windowSize);
  shots.push({ step: 'expanded', file: file('expanded'), shows: `the expanded checklist beside the question (${size})` });

  shots.push(await evidenceStep(tab, file('evidence')));
  shots.push(await skeletonStep(tab, file('skeleton')));
  shots.push(await commentStep(tab, file('comment')));
  return shots;
}

/** Unfolds the checklist's folds (the evidence may be under one), clicks the first evidence and waits for its mark. */
async function evidenceStep(tab: Page, file: string): Promise<TourShot> {
  await evaluateInShadowRoot(tab, HOST, (root) => {
    for (const fold of root.querySelectorAll<HTMLElement>('[data-reprolens$="-fold"][aria-expanded="false"]')) fold.click();
  });
  const quote = await panelText(tab, '[data-reprolens^="evidence-"]');
  if (!quote) return { step: 'evidence', file: null, shows: 'no evidence to click: the checklist quotes nothing from the post' };
  await clickHook(tab, 'evidence-', '^=');
  const marked = await waitInShadowRoot(
    tab,
    HOST,
    (root) => root.querySelector('[data-reprolens="evidence-mark"]') !== null,
    STATE_TIMEOUT_MS,
  );
  if (!marked) throw new DemoError('clicking an evidence quote marked nothing in the post.');
  await scrollSettled(tab);
  await shootViewport(tab, file);
  return { step: 'evidence', file, shows: `“${quote}” clicked: the post scrolled to it and highlighted` };
}

/** Opens the reproduction skeleton and waits until it is built (or says why there is none). */
async function skeletonStep(tab: Page, file: string): Promise<TourShot> {
  const opened = (root: ShadowRoot, hook: string) =>
    root.querySelector(`[data-reprolens="${hook}"]`)?.getAttribute('aria-expanded') === 'true';
  if (!(await clickUntil(tab, 'skeleton-toggle', opened)))
    return { step: 'skeleton', file: null, shows: 'no reproduction skeleton: the question has no code to build one from' };
  const outcome = await waitInShadowRoot(
    tab,
    HOST,
    (root) => {
      const status = root.querySelector('[data-reprolens="skeleton-status"]');
      if (status) return status.textContent?.replace(/\s+/g, ' ').trim() || 'built';
      const note = root.querySelector('[data-reprolens="skeleton-note"]');
      const state = note?.getAttribute('data-state');
      return state === 'none' || state === 'failed' ? (note?.textContent?.trim() ?? state) : null;
    },
    STATE_TIMEOUT_MS,
  );
  if (!outcome) {
    const seen = await evaluateInShadowRoot(tab, HOST, (root) =>
      root.querySelector('[data-reprolens="skeleton"]')?.outerHTML.slice(0, 600),
    );
    throw new DemoError(`the reproduction skeleton did not finish building: ${seen}`);
  }
  await shootPanelPart(tab, '[data-reprolens="skeleton"]', file);
  return { step: 'skeleton', file, shows: `the reproduction skeleton opened: ${outcome}` };
}

/** Shows the "ask for details" comment whole, when the panel offers one. */
async function commentStep(tab: Page, file: string): Promise<TourShot> {
  const comment = '[data-reprolens="details-comment"]';
  if (!(await panelText(tab, comment)))
    return { step: 'comment', file: null, shows: 'no “ask for details” comment: the panel asks for nothing decisive on this question' };
  await shootPanelPart(tab, comment, file);
  const text = await panelText(tab, `${comment} textarea`);
  return { step: 'comment', file, shows: `the “ask for details” comment: “${text}”` };
}

/**
 * A real click on the panel's element with `data-reprolens="{hook}"`; false when the panel has none. Scrolled into
 * view first, and measured once it stays put over two frames: the panel follows the page's scroll, so a box read
 * right after scrolling is where it was (the skeleton toggle was missed that way after the evidence step).
 */
async function clickHook(tab: Page, hook: string, match: '=' | '^=' = '='): Promise<boolean> {
  const centre = await evaluateInShadowRoot(
    tab,
    HOST,
    async (root, selector) => {
      const target = root.querySelector(selector);
      if (!target) return 'none';
      // Into view by the panel's own scroller where it has one: scrolling the page instead moves the panel, which
      // follows the page, away from the point just measured.
      let scroller = target.parentElement;
      while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
        scroller = scroller.parentElement;
      const inView = (el: Element) => {
        const { top, bottom } = el.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      };
      if (scroller && inView(scroller))
        scroller.scrollTop += target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 24;
      if (!inView(target)) target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      const box = () => {
        const { x, y, width, height } = target.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      };
      // Clickable there: what is at its centre is it (or inside it), the same two frames running.
      const reachable = (at: { x: number; y: number }) => {
        const hit = root.elementFromPoint(at.x, at.y);
        return hit !== null && target.contains(hit);
      };
      let last = box();
      for (let frames = 0; frames < 300; frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = box();
        if (now.x === last.x && now.y === last.y && reachable(now)) return now;
        last = now;
      }
      return 'covered';
    },
    `[data-reprolens${match}"${hook}"]`,
  );
  if (!centre || centre === 'none') return false;
  if (centre === 'covered') throw new DemoError(`the panel's ${hook} stayed covered or moving: it could not be clicked.`);
  await tab.mouse.click(centre.x, centre.y);
  return true;
}

/**
 * Clicks the hook until `done` holds in the panel (at most three clicks): a click can land on the panel as it was a
 * frame earlier — after the evidence step, the skeleton toggle's first click hit an evidence quote that the panel's
 * re-render had moved there. False when the panel has no such hook.
 */
async function clickUntil(tab: Page, hook: string, done: (root: ShadowRoot, hook: string) => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await clickHook(tab, hook))) return false;
    if (await waitInShadowRoot(tab, HOST, done, 3_000, hook)) return true;
  }
  throw new DemoError(`clicking the panel's ${hook} three times changed nothing.`);
}

/**
 * The text of the panel's first element matching `selector` (a textarea's value), its parts (text nodes) separated
 * by a space so that "94 · A" and "— answerable" do not run together; icons and visually hidden labels left out.
 */
async function panelText(tab: Page, selector: string): Promise<string> {
  const text = await evaluateInShadowRoot(
    tab,
    HOST,
    (root, sel) => {
      const el = root.querySelector(sel);
      if (el instanceof HTMLTextAreaElement) return el.value;
      if (!el) return '';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('[aria-hidden="true"], svg, .rl-visually-hidden')) continue;
        parts.push(node.textContent ?? '');
      }
      return parts.join(' ');
    },
    selector,
  );
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Until scrollY has stayed the same over five animation frames (an evidence click scrolls smoothly). */
async function scrollSettled(tab: Page): Promise<void> {
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

async function shootViewport(tab: Page, file: string): Promise<void> {
  await tab.screenshot({ path: file, animations: 'disabled' });
}

/** The main column's right part and the sidebar, top to bottom of the window: the folded panel among the lists. */
async function shootBesideSidebar(tab: Page, file: string): Promise<void> {
  const view = tab.viewportSize() ?? { width: 1366, height: 768 };
  const sidebar = await tab.locator('#sidebar').first().boundingBox();
  const content = await tab.locator('#content').first().boundingBox();
  if (!sidebar || !content) return shootViewport(tab, file);
  const left = Math.max(0, content.x);
  const right = Math.min(view.width, sidebar.x + sidebar.width + 16);
  await tab.screenshot({ path: file, clip: { x: left, y: 0, width: right - left, height: view.height }, animations: 'disabled' });
}

/** The panel's section matching `selector`, scrolled into view, with a margin. */
async function shootPanelPart(tab: Page, selector: string, file: string): Promise<void> {
  const box = await evaluateInShadowRoot(
    tab,
    HOST,
    (root, sel) => {
      const part = root.querySelector(sel);
      if (!part) return null;
      part.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      const { x, y, width, height } = part.getBoundingClientRect();
      return { x, y, width, height };
    },
    selector,
  );
  if (!box) throw new DemoError(`the panel has no ${selector} to photograph.`);
  const view = tab.viewportSize() ?? { width: 1366, height: 768 };
  const x = Math.max(0, box.x - 12);
  const y = Math.max(0, box.y - 12);
  const clip = { x, y, width: Math.min(view.width - x, box.width + 24), height: Math.min(view.height - y, box.height + 24) };
  await tab.screenshot({ path: file, clip, animations: 'disabled' });
}

/** Copies a both-themes tour's shots to the README's images under `root`; returns what it wrote. */
export function writeReadmeImages(root: string, outDir: string): string[] {
  return README_IMAGES.map(([image, theme, step]) => {
    copyFileSync(path.join(outDir, tourFileName(step, theme === 'dark' ? '-dark' : '')), path.join(root, image));
    return image;
  });
}
