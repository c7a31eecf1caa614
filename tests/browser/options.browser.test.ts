// The options page's "Ask when missing" radio group once rendered one word per line, and long texts were
// clipped. In Chromium, on the built options page: each choice is one row — its radio beside the start of its label
// — inside a fieldset named by its legend, and nothing on the page overflows its box, down to a narrow window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors } from './helpers/questionPages';

describe.skipIf(chromiumMissing)('options page in Chromium', () => {
  let launched: LaunchedExtension;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    launched = await launchExtension();
    page = await launched.context.newPage();
    errors = collectExtensionErrors(page);
    await page.goto(`chrome-extension://${launched.extensionId}/options.html`);
    await page.locator('[data-reprolens="option-threshold-top3"]').waitFor();
  });
  afterAll(async () => {
    await launched?.close();
  });

  for (const width of [1280, 480, 320]) {
    it(`at ${width} px: each "Ask when missing" choice is one row, radio beside its label, in a named fieldset`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const group = page.locator('fieldset[data-reprolens="option-threshold"]');
      expect(await group.locator(':scope > legend').innerText()).toBe('Ask when missing');
      const rows = await group.locator('label.rl-radio').evaluateAll((labels) =>
        labels.map((label) => {
          const input = label.querySelector('input')!.getBoundingClientRect();
          const text = label.querySelector('span')!;
          const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = range.getClientRects();
          const firstWord = lines[0];
          const lineTops = new Set([...lines].map((r) => Math.round(r.top)));
          return {
            text: text.textContent,
            lineHeight,
            textHeight: text.getBoundingClientRect().height,
            lines: lineTops.size,
            radioBeside: input.right <= firstWord.left && input.bottom > firstWord.top && input.top < firstWord.bottom,
          };
        }),
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.radioBeside, row.text ?? '').toBe(true);
        // Not one word per line (the longest choice has 12 words): at most 3 lines even at 320 px, one at 1280 px.
        expect(row.lines, row.text ?? '').toBeLessThanOrEqual(width === 1280 ? 1 : 3);
        if (width === 1280) expect(row.textHeight, row.text ?? '').toBeLessThan(row.lineHeight * 1.5);
      }
    });

    it(`at ${width} px: no text is clipped or pushes the page sideways`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
          .map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(overflowing).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
