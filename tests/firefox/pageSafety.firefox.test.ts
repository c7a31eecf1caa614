// Page CSS against the panel in a real Firefox (ESR, MV2 test build), as the Chromium suite checks it
// (tests/browser/pageSafety.browser.test.ts): on an assembled SO page (tests/fixtures/pages/assembled/PROVENANCE.md),
// page CSS aimed at the host by its tag name does not hide it or take its click, and nothing the page's cascade can
// name (hostile review 2026-12-04, point 6: tests/browser/helpers/pageLookAttacks.ts) changes what the panel shows — colours,
// glyphs, boxes and the click measured inside the shadow root against the same page before each attack.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDING_RULES, lookAttacks, lookDifferences, measurePanelLook, type PanelLook } from '../browser/helpers/pageLookAttacks';
import { assembledPages } from '../browser/helpers/questionPages';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, poll } from './launchFirefox';

const page0 = assembledPages().find((p) => p.verdict.state === 'verdict')!;
const PANEL = '[data-reprolens="panel"]';

describe.skipIf(firefoxMissing)('the page cannot steer the panel’s look (Firefox)', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    ff.serve(page0.url, { contentType: 'text/html; charset=utf-8', body: page0.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  /**
   * What an attack changed. The hiding rules also hit the page's own `body > div`s, and the panel follows the page's
   * layout: for them, what counts is that the panel is drawn on the host's terms and takes the click at its centre.
   */
  function whatChanged(control: PanelLook, now: PanelLook | null, hidingRule: boolean): string[] {
    if (!now) return ['no panel'];
    if (!hidingRule) return lookDifferences(control, now);
    const drawn = now.reach.hitsHost && now.reach.hitsToggle && now.host.visibility === 'visible' && now.host.opacity === '1';
    return drawn ? [] : [JSON.stringify(now.reach)];
  }

  async function withStyle<T>(page: Page, css: string, measure: () => Promise<T>): Promise<T> {
    await page.evaluate((text) => {
      const style = document.createElement('style');
      style.id = 'hostile';
      style.textContent = text;
      document.head.append(style);
    }, css);
    try {
      return await measure();
    } finally {
      await page.evaluate(() => document.getElementById('hostile')?.remove());
    }
  }

  it('neither hiding rules on the host nor anything else the cascade can name changes what the panel shows', async () => {
    const page = await ff.open(page0.url, { width: 1366, height: 768 });
    await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
    const look = () => page.evaluate(measurePanelLook, PANEL) as Promise<PanelLook | null>;
    const control = await poll('the panel’s score', look);
    expect(control.score.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
    expect(control.reach).toEqual({ hitsHost: true, hitsToggle: true, focusable: true });
    const hiding = HIDING_RULES.map((rule) => ({
      name: rule,
      css: `body > div, [data-reprolens] { ${rule.replace(/;/g, ' !important;')} !important; }`,
    }));
    const winners: string[] = [];
    for (const attack of [...hiding, ...lookAttacks()]) {
      const now = await withStyle(page, attack.css, look);
      const changed = whatChanged(control, now, hiding.includes(attack));
      if (changed.length > 0) winners.push(`${attack.name}: ${changed.slice(0, 4).join('; ')}`);
    }
    expect(winners).toEqual([]);
    await page.close();
  });
});
