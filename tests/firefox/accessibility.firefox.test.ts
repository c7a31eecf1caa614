// Accessibility in a real Firefox (ESR, MV2 build), as the Chromium suite checks it (hostile review 2026-12-01 §4;
// tests/browser/accessibility.browser.test.ts, the same probes: tests/browser/helpers/axeAndContrast.ts): axe-core, injected
// from node_modules, reports 0 violations on the expanded panel (Stack Overflow and GitHub looks, light and dark),
// the popup with a checked draft, and the options page, light and dark; every hovered button keeps ≥ 4.5:1 against
// what it is painted on, and the hover is shown to be reached (`:hover` matches, and the colours change).
// Pages: the assembled SO pages and the saved GitHub issue page (tests/fixtures/pages/PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, lowestHoverContrast } from '../browser/helpers/axeAndContrast';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import { assembledPages } from '../browser/helpers/questionPages';
import { attr, click, count, inside, probePage, serveGitHubStandIn, serveStacksStandIn, waitFor, waitInExtensionPage } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, setViewportSize } from './launchFirefox';

const ROOT = resolve(import.meta.dirname, '../..');
const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const GITHUB_URL = 'https://github.com/tensorflow/tensorflow/issues/32476';
const gitHubHtml = readFileSync(resolve(ROOT, 'tests/fixtures/pages/assembled_github-2026-03-host_tf-32476.html'), 'utf8');
const gitHubDark = gitHubHtml.replace(/<html([^>]*?) data-color-mode="auto"/, '<html$1 data-color-mode="dark"');
const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
// WCAG 2 AA for text (the buttons' 12–13 px labels are "normal" text).
const AA = 4.5;
// The Chromium test's draft (tests/browser/accessibility.browser.test.ts), a synthesized one.
const draft = '# loss is nan with torch 2.1\n\nMy loss becomes nan after one epoch.\n\n```python\nimport torch\nx = torch.ones(2)\n```\n';
const html = (body: string) => ({ contentType: 'text/html; charset=utf-8', body });
/** Whether the page sees prefers-color-scheme: dark, and the background its own page colour paints (style.css). */
const scheme = (page: Page, painted: 'body' | 'html') =>
  page.evaluate(
    (el) => ({
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      background: getComputedStyle(document.querySelector(el)!).backgroundColor,
    }),
    painted,
  );
// The --rl-bg of entrypoints/popup/style.css and entrypoints/options/style.css, light and dark.
const PAINTED = {
  popup: { light: 'rgb(255, 255, 255)', dark: 'rgb(45, 45, 45)' },
  options: { light: 'rgb(255, 255, 255)', dark: 'rgb(22, 25, 29)' },
};

async function launchServing(prefs?: Record<string, number>): Promise<LaunchedFirefox> {
  const ff = await launchFirefox({ prefs });
  serveStacksStandIn(ff);
  serveGitHubStandIn(ff);
  ff.serve(scored[0].url, html(scored[0].html));
  ff.serve(GITHUB_URL, html(gitHubHtml));
  ff.serve(`${GITHUB_URL}?theme=dark`, html(gitHubDark));
  return ff;
}

/** The page with its panel expanded and, where offered, the skeleton section open (its buttons are `.rl-btn`). */
async function expandedPanel(ff: LaunchedFirefox, url: string, darkBody = false): Promise<Page> {
  const page = await ff.open(url);
  await setViewportSize(page, { width: 1366, height: 900 });
  await waitFor(page, inPanel('[data-reprolens="score"]'));
  // The saved SO page's own consent banner lies over the panel's last lines until the user closes it (as Chromium's).
  await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
  if (darkBody) await page.evaluate(() => document.body.classList.add('theme-dark'));
  await click(page, inPanel('[data-reprolens="toggle"]'));
  await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
  if (await count(page, inPanel('[data-reprolens="skeleton-toggle"]'))) {
    await click(page, inPanel('[data-reprolens="skeleton-toggle"]'));
    await waitFor(page, inPanel('[data-reprolens="copy-skeleton"]'));
  }
  return page;
}

/** The popup for the question tab, its draft checked. */
async function popupWithDraft(ff: LaunchedFirefox): Promise<{ popup: Page; tab: Page }> {
  const tab = await expandedPanel(ff, scored[0].url);
  const popup = await ff.extensionPage(`popup.html?tab=${await ff.tabIdOf(scored[0].url)}`);
  await waitInExtensionPage(popup, '[data-reprolens="popup-tab"][data-state="verdict"]');
  await (await popup.$('.rl-draft summary'))!.click();
  await waitInExtensionPage(popup, '[data-reprolens="draft"]');
  // As Playwright's fill: the value, then the input event the popup listens to.
  await popup.evaluate((text) => {
    const area = document.querySelector<HTMLTextAreaElement>('[data-reprolens="draft"]')!;
    area.value = text;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, draft);
  await (await popup.$('[data-reprolens="check"]'))!.click();
  await waitInExtensionPage(popup, '[data-reprolens="draft-report"] .rl-report');
  return { popup, tab };
}

/** The popup and options checks, in a profile whose colour scheme is `look`. */
function extensionPageChecks(look: 'light' | 'dark', launched: () => LaunchedFirefox): void {
  it(`popup (${look}) for a question tab with a checked draft: 0 axe violations, hovered buttons ≥ 4.5:1`, async () => {
    const { popup, tab } = await popupWithDraft(launched());
    expect(await scheme(popup, 'body')).toEqual({ dark: look === 'dark', background: PAINTED.popup[look] });
    expect(await axeViolations(probePage(popup), null)).toEqual([]);
    const lowest = await lowestHoverContrast(probePage(popup), 'button.rl-btn');
    console.log(`Firefox popup (${look}) hovered: ${JSON.stringify(lowest)}`);
    expect(lowest.count).toBeGreaterThanOrEqual(3);
    expect(lowest.repainted, 'buttons whose colours changed on hover').toBeGreaterThanOrEqual(1);
    expect(lowest.ratio, `"${lowest.text}" hovered`).toBeGreaterThanOrEqual(AA);
    await popup.close();
    await tab.close();
  });

  it(`options (${look}): 0 axe violations`, async () => {
    const options = await launched().extensionPage('options.html');
    await waitInExtensionPage(options, 'form, fieldset');
    expect(await scheme(options, 'html')).toEqual({ dark: look === 'dark', background: PAINTED.options[look] });
    expect(await axeViolations(probePage(options), null)).toEqual([]);
    await options.close();
  });
}

describe.skipIf(firefoxMissing)('accessibility in Firefox: axe, hover contrast', () => {
  describe('a light profile', () => {
    let ff: LaunchedFirefox;
    beforeAll(async () => {
      ff = await launchServing();
    });
    afterAll(async () => {
      await ff?.close();
    });

    const looks = [
      { name: 'Stack Overflow, light', url: () => scored[0].url, darkBody: false, theme: 'light' },
      { name: 'Stack Overflow, dark', url: () => scored[0].url, darkBody: true, theme: 'dark' },
      { name: 'GitHub, light', url: () => GITHUB_URL, darkBody: false, theme: 'light' },
      { name: 'GitHub, dark', url: () => `${GITHUB_URL}?theme=dark`, darkBody: false, theme: 'dark' },
    ];
    for (const look of looks) {
      it(`panel (${look.name}): 0 axe violations, and every hovered button ≥ 4.5:1`, async () => {
        const page = await expandedPanel(ff, look.url(), look.darkBody);
        await expect.poll(() => attr(page, PANEL, 'data-theme')).toBe(look.theme);
        expect(await axeViolations(probePage(page), '[data-reprolens="panel"]')).toEqual([]);
        const lowest = await lowestHoverContrast(probePage(page), inPanel('button.rl-btn'));
        console.log(`Firefox panel (${look.name}) hovered: ${JSON.stringify(lowest)}`);
        expect(lowest.count).toBeGreaterThanOrEqual(2);
        expect(lowest.repainted, 'buttons whose colours changed on hover').toBeGreaterThanOrEqual(1);
        expect(lowest.ratio, `"${lowest.text}" hovered`).toBeGreaterThanOrEqual(AA);
        // Axe checks the resting state; on hover it has nothing to add (its contrast check was the hover's above).
        expect(await axeViolations(probePage(page), '[data-reprolens="panel"]')).toEqual([]);
        await page.close();
      });
    }

    // What makes the 0s above worth something: axe, as injected here, sees into the panel's shadow root and into an
    // extension page, and reports there what it should (a button with no name, put in by the test).
    it('axe in Firefox reports a nameless button put inside the panel’s shadow root, and one put in the options page', async () => {
      const page = await expandedPanel(ff, scored[0].url);
      // Into the panel body (the root's first child is its <style>, where a button is not rendered).
      await page.evaluate(() =>
        document
          .querySelector('[data-reprolens="panel"]')!
          .shadowRoot!.querySelector('[data-reprolens="panel-body"]')!
          .append(document.createElement('button')),
      );
      expect((await axeViolations(probePage(page), '[data-reprolens="panel"]')).map((v) => v.id)).toEqual(['button-name']);
      await page.close();
      const options = await ff.extensionPage('options.html');
      await waitInExtensionPage(options, 'form, fieldset');
      await options.evaluate(() => document.querySelector('form, fieldset')!.append(document.createElement('button')));
      expect((await axeViolations(probePage(options), null)).map((v) => v.id)).toEqual(['button-name']);
      await options.close();
    });

    extensionPageChecks('light', () => ff);
  });

  describe('a dark profile (BrowserDifferences.darkColourSchemePrefs: media emulation needs CDP)', () => {
    let ff: LaunchedFirefox;
    beforeAll(async () => {
      ff = await launchServing(BROWSERS.firefox.darkColourSchemePrefs!);
    });
    afterAll(async () => {
      await ff?.close();
    });

    extensionPageChecks('dark', () => ff);
  });
});
