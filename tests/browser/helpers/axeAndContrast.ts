// Accessibility probes for the real-browser tests (hostile review 2026-12-01 §4), written once for the Chromium suite
// (Playwright) and the Firefox suite (puppeteer over WebDriver BiDi), each through its own ProbePage: axe-core
// injected into the page as the review did (the driver's evaluation of its source — neither CDP's nor BiDi's is
// subject to an extension page's CSP), and the contrast of hovered buttons computed from their computed colours,
// which axe leaves "incomplete" on hover.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One element a probe looks at, as a driver hands it over. */
export interface ProbedElement {
  isVisible(): Promise<boolean>;
  /** Moves the mouse over it (scrolled into view first, as both drivers do). */
  hover(): Promise<void>;
  /** Runs `fn` in the page on the element (serialized: it closes over nothing). */
  run<R>(fn: (el: Element) => R | Promise<R>): Promise<R>;
}

/** What both drivers give the probes: a script's source run in the page, a function run there, matched elements. */
export interface ProbePage {
  runSource(source: string): Promise<unknown>;
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Every element `selector` matches, in document order (Chromium's and Firefox's selectors for the same ones). */
  all(selector: string): Promise<ProbedElement[]>;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * axe's violations in `include` (a CSS selector; for the panel, its shadow host — axe then checks inside the shadow
 * root). Page-level rules about the host page's own structure are not ReproLens' to answer for there.
 */
export async function axeViolations(page: ProbePage, include: string | null): Promise<AxeViolation[]> {
  await page.runSource(AXE_SOURCE);
  return page.run(async (selector: string | null) => {
    type AxeResult = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } }).axe;
    const context = selector ? { include: [[selector]] } : document;
    const rules = selector
      ? { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } }
      : {};
    const result = await axe.run(context, { resultTypes: ['violations'], rules });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, include);
}

/** WCAG 2 contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = (c: readonly number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ButtonColours {
  text: string;
  fg: number[];
  bg: number[];
}

/**
 * The element's text colour and the background it is painted on: its own background, composited over its ancestors'
 * (through shadow hosts) where it is translucent, down to white. Run in the page.
 */
export function paintedColours(el: Element): ButtonColours {
  const rgba = (value: string): number[] => {
    const m = /rgba?\(([^)]+)\)/.exec(value);
    if (!m) throw new Error(`unparsed colour ${value}`);
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  };
  const layers: number[][] = [];
  for (let node: Element | null = el; node; ) {
    const bg = rgba(getComputedStyle(node).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  let under = [255, 255, 255];
  for (const [r, g, b, a] of layers.reverse()) under = [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
  const fg = rgba(getComputedStyle(el).color);
  const over = fg.slice(0, 3).map((v, i) => v * fg[3] + under[i] * (1 - fg[3]));
  return { text: (el.textContent ?? '').trim().slice(0, 40), fg: over, bg: under };
}

export interface HoverContrast {
  /** The lowest contrast found on a hovered button, and that button's text. */
  ratio: number;
  text: string;
  /** How many buttons the selector matched, and how many of the visible ones were hovered. */
  count: number;
  hovered: number;
  /** How many of them were painted in other colours hovered than at rest: the pointer really reached the hover state. */
  repainted: number;
}

/** Hovers every visible button matching `selector` in turn: the lowest contrast found, and what the hover changed. */
export async function lowestHoverContrast(page: ProbePage, selector: string): Promise<HoverContrast> {
  const buttons = await page.all(selector);
  const lowest: HoverContrast = { ratio: Number.POSITIVE_INFINITY, text: '', count: buttons.length, hovered: 0, repainted: 0 };
  for (const button of buttons) {
    if (!(await button.isVisible())) continue;
    // At rest: the mouse is still on the button before it (or where the test left it), transitions run out.
    const rest = await button.run(async (el) => {
      await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
      return el.matches(':hover') ? null : getComputedStyle(el).color + getComputedStyle(el).backgroundColor;
    });
    await hoverSettled(button);
    const colours = await button.run(paintedColours);
    const hoveredPaint = await button.run((el) => getComputedStyle(el).color + getComputedStyle(el).backgroundColor);
    lowest.hovered++;
    if (rest !== null && rest !== hoveredPaint) lowest.repainted++;
    const ratio = contrastRatio(colours.fg, colours.bg);
    if (ratio < lowest.ratio) Object.assign(lowest, { ratio, text: colours.text });
  }
  return lowest;
}

/**
 * Hovers until the browser reports the hover and the colour transitions have run to their end (states, not a delay):
 * the docked panel follows the page's scroll, so the scroll that brings a button into view can move it from under the
 * mouse once; hovering again finds it where it settled.
 */
async function hoverSettled(button: ProbedElement): Promise<void> {
  const state = async () => {
    await button.hover();
    return button.run(async (el) => {
      await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
      return el.matches(':hover') ? 'hovered' : 'not hovered';
    });
  };
  await expect.poll(state).toBe('hovered');
}
