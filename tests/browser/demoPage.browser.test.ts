// The demo's page is readable in both themes (trial of the panel, point 7: with `--theme dark` the question text was
// light grey on white, because the page extras used Stacks variables Stacks never sets). The demo page itself
// (tools/demo/demoPage.ts) with the same stand-in sheets as `npm run demo`, in Debian's Chromium: the question text,
// its code and the sidebar's lists must reach WCAG AA's 4.5:1 against what they are painted on.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPage } from '../../tools/demo/demoPage';
import { contrastRatio, paintedColours } from './helpers/axeAndContrast';
import { chromiumMissing, type LaunchedExtension, launchExtension } from './helpers/launchExtension';
import { serveStacksStandIn, servePage } from './helpers/questionPages';

const root = resolve(import.meta.dirname, '../..');

/** What must be readable: the question's text and code, then each of the sidebar's lists. */
const READ = {
  'question text': '#question .s-prose > p',
  'question code': '#question .s-prose pre code',
  'question title': '#question-header h1 a',
  'The Overflow Blog / Featured on Meta': '#sidebar .s-sidebarwidget--item a',
  'Linked heading': '#h-linked',
  Linked: '#sidebar .sidebar-linked .question-hyperlink',
  Related: '#sidebar .sidebar-related .question-hyperlink',
  'Hot Network Questions': '#hot-network-questions li a',
};

describe.skipIf(chromiumMissing)('the demo page in both themes', () => {
  let launched: LaunchedExtension;
  beforeAll(async () => {
    launched = await launchExtension();
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function lowestContrasts(theme: 'light' | 'dark'): Promise<Record<string, number>> {
    const page = demoPage(root, { kind: 'default' }, {});
    await serveStacksStandIn(launched.context);
    await servePage(launched.context, page.url, page.html);
    const tab: Page = await launched.context.newPage();
    await tab.goto(page.url, { waitUntil: 'load' });
    // As the demo switches it (tools/demo/demo.ts): Stack Overflow's dark theme is body.theme-dark.
    if (theme === 'dark') await tab.evaluate(() => document.body.classList.add('theme-dark'));
    const ratios: Record<string, number> = {};
    for (const [what, selector] of Object.entries(READ)) {
      const found = tab.locator(selector);
      const count = await found.count();
      expect(count, `${what} (${selector}) is on the page`).toBeGreaterThan(0);
      let lowest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < Math.min(count, 5); i++) {
        const colours = await found.nth(i).evaluate(paintedColours);
        lowest = Math.min(lowest, contrastRatio(colours.fg, colours.bg));
      }
      ratios[what] = Math.round(lowest * 100) / 100;
    }
    await tab.close();
    return ratios;
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: the question and the sidebar's lists reach 4.5:1`, async () => {
      const ratios = await lowestContrasts(theme);
      const low = Object.entries(ratios).filter(([, ratio]) => ratio < 4.5);
      expect(low, JSON.stringify(ratios)).toEqual([]);
    });
  }

  it('dark: the page is painted dark, not the light text on white of the trial', async () => {
    const page = demoPage(root, { kind: 'default' }, {});
    await serveStacksStandIn(launched.context);
    await servePage(launched.context, page.url, page.html);
    const tab = await launched.context.newPage();
    await tab.goto(page.url, { waitUntil: 'load' });
    await tab.evaluate(() => document.body.classList.add('theme-dark'));
    const text = await tab.locator('#question .s-prose > p').first().evaluate(paintedColours);
    const luminance = (c: number[]) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
    expect(luminance(text.bg)).toBeLessThan(0.3);
    expect(luminance(text.fg)).toBeGreaterThan(0.7);
    await tab.close();
  });
});
