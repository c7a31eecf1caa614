// The panel in Stack Overflow's light and dark themes in a real Firefox (ESR, MV2 build), as the Chromium
// suite checks it (tests/browser/overlay.browser.test.ts "follows the page's dark theme", panelLook.browser.test.ts
// "wears its sidebar widget and button rules"): the assembled question pages (tests/fixtures/pages/assembled/
// PROVENANCE.md) at their real URLs with Stacks' real stylesheet (tools/demo/stacksStandIn.ts).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateCustomProperty } from '../browser/helpers/pageLookAttacks';
import { assembledPages } from '../browser/helpers/questionPages';
import { attr, click, find, inside, serveStacksStandIn, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
const PANEL_BODY = inPanel('[data-reprolens="panel-body"]');

/** The painted background of the panel's widget (Stack Overflow's own look: a sidebar widget, not a floating card). */
async function widgetBackground(page: Page): Promise<string> {
  return (await waitFor(page, PANEL_BODY)).evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe.skipIf(firefoxMissing)('the panel follows Stack Overflow’s theme in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    for (const p of scored) ff.serve(p.url, { contentType: 'text/html; charset=utf-8', body: p.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function open(url: string): Promise<Page> {
    const page = await ff.open(url);
    await waitFor(page, inPanel('[data-reprolens="score"]'));
    return page;
  }

  it('has scored pages to test on', () => {
    expect(scored.length).toBeGreaterThanOrEqual(2);
  });

  it('serves Stacks’ real stylesheet, and the panel wears its sidebar widget and button rules', async () => {
    const page = await open(scored[0].url);
    await click(page, inPanel('[data-reprolens="toggle"]'));
    await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
    // --su16 and --bc-medium are Stacks' own variables: neither is in synth-so-page-extras.css.
    const stacks = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { su16: body.getPropertyValue('--su16').trim(), bc: body.getPropertyValue('--bc-medium').trim() };
    });
    expect(stacks.su16).not.toBe('');
    expect(stacks.bc).not.toBe('');
    const body = await waitFor(page, PANEL_BODY);
    const widget = { sw: await body.evaluate(privateCustomProperty, '--_sw-bc'), cls: await body.evaluate((el) => el.className) };
    expect(widget.cls).toContain('s-sidebarwidget');
    expect(widget.sw).not.toBe(''); // the subset's .s-sidebarwidget rule applies inside the shadow root
    const button = (await find(page, inPanel('button.s-btn')))!;
    expect(await button.evaluate(privateCustomProperty, '--_bu-fc')).not.toBe('');
    await page.close();
  });

  it('follows the page’s dark theme, and back', async () => {
    for (const p of scored) {
      const page = await open(p.url);
      expect(await attr(page, PANEL, 'data-theme'), p.file).toBe('light');
      const light = await widgetBackground(page);
      // Stack Overflow switches theme by the body's class (components/pageTheme.ts), without a reload.
      await page.evaluate(() => document.body.classList.add('theme-dark'));
      await expect.poll(() => attr(page, PANEL, 'data-theme')).toBe('dark');
      const dark = await widgetBackground(page);
      expect(dark, p.file).not.toBe(light);
      const channels = dark.match(/\d+/g)!.slice(0, 3).map(Number);
      expect(Math.max(...channels), `${p.file}: ${dark}`).toBeLessThan(90);
      // And back to light: the same colour as before.
      await page.evaluate(() => document.body.classList.remove('theme-dark'));
      await expect.poll(() => attr(page, PANEL, 'data-theme')).toBe('light');
      expect(await widgetBackground(page), p.file).toBe(light);
      await page.close();
    }
  });
});
