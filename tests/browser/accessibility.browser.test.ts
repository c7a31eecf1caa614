// Accessibility in a real Chromium with the built extension (hostile review 2026-12-01 §4): axe-core reports 0
// violations on the expanded panel (Stack Overflow and GitHub looks, light and dark), the popup with a checked
// draft, and the options page; every hovered button's text keeps ≥ 4.5:1 against what it is painted on (the review
// measured 4.31:1 on `.rl-btn:hover`); the popup's two reports are two differently named regions; the × button's
// name is its visible tooltip's words. Pages: the assembled SO pages and the saved GitHub issue page (PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, lowestHoverContrast } from './helpers/axeAndContrast';
import { routeGitHubCss } from './helpers/gitHubStandIn';
import { playwrightProbePage } from './helpers/playwrightProbePage';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, servePage, serveStacksStandIn } from './helpers/questionPages';

const ROOT = resolve(import.meta.dirname, '../..');
const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const GITHUB_URL = 'https://github.com/tensorflow/tensorflow/issues/32476';
const gitHubHtml = readFileSync(resolve(ROOT, 'tests/fixtures/pages/assembled_github-2026-03-host_tf-32476.html'), 'utf8');
const gitHubDark = gitHubHtml.replace(/<html([^>]*?) data-color-mode="auto"/, '<html$1 data-color-mode="dark"');
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');
// WCAG 2 AA for text (the buttons' 12–13 px labels are "normal" text).
const AA = 4.5;
const draft = '# loss is nan with torch 2.1\n\nMy loss becomes nan after one epoch.\n\n```python\nimport torch\nx = torch.ones(2)\n```\n';

type ChromeApi = { tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> } };

describe.skipIf(chromiumMissing)('accessibility in Chromium: axe, hover contrast, names', () => {
  let launched: LaunchedExtension;

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    await routeGitHubCss(launched.context);
    await servePage(launched.context, scored[0].url, scored[0].html);
    await servePage(launched.context, GITHUB_URL, gitHubHtml);
    await servePage(launched.context, `${GITHUB_URL}?theme=dark`, gitHubDark);
  });
  afterAll(async () => {
    await launched?.close();
  });

  /** The page with its panel expanded and, where offered, the skeleton section open (its buttons are `.rl-btn`). */
  async function expandedPanel(url: string, dark = false): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    // The saved SO page's own consent banner (fixed at the bottom) lies over the panel's last lines until the user
    // closes it; closed here as a user would, so the mouse can reach every button.
    await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
    if (dark) await page.evaluate(() => document.body.classList.add('theme-dark'));
    if (dark) await expect.poll(() => panel(page).getAttribute('data-theme')).toBe('dark');
    await panel(page).locator('[data-reprolens="toggle"]').click();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    const skeleton = panel(page).locator('[data-reprolens="skeleton-toggle"]');
    if (await skeleton.count()) {
      await skeleton.click();
      await panel(page).locator('[data-reprolens="copy-skeleton"]').waitFor();
    }
    return page;
  }

  const looks = [
    { name: 'Stack Overflow, light', url: () => scored[0].url, dark: false },
    { name: 'Stack Overflow, dark', url: () => scored[0].url, dark: true },
    { name: 'GitHub, light', url: () => GITHUB_URL, dark: false },
    { name: 'GitHub, dark', url: () => `${GITHUB_URL}?theme=dark`, dark: false },
  ];

  for (const look of looks) {
    it(`panel (${look.name}): 0 axe violations, and every hovered button ≥ 4.5:1`, async () => {
      const page = await expandedPanel(look.url(), look.dark);
      expect(await axeViolations(playwrightProbePage(page), '[data-reprolens="panel"]')).toEqual([]);
      const lowest = await lowestHoverContrast(playwrightProbePage(page), '[data-reprolens="panel"] button.rl-btn');
      expect(lowest.count).toBeGreaterThanOrEqual(2);
      expect(lowest.ratio, `"${lowest.text}" hovered`).toBeGreaterThanOrEqual(AA);
      // Axe checks the resting state; on hover it has nothing to add (its contrast check was the hover's above).
      expect(await axeViolations(playwrightProbePage(page), '[data-reprolens="panel"]')).toEqual([]);
      await page.close();
    });
  }

  it('panel: the × button is named by its own words, which are its tooltip (no aria-label to disagree with)', async () => {
    const page = await expandedPanel(scored[0].url);
    const dismiss = panel(page).locator('[data-reprolens="dismiss"]');
    expect(await dismiss.getAttribute('aria-label')).toBeNull();
    const title = await dismiss.getAttribute('title');
    expect(title).toBe('Hide ReproLens on this page');
    await expect.poll(() => panel(page).getByRole('button', { name: title!, exact: true }).count()).toBe(1);
    await page.close();
  });

  async function popupWithDraft(dark: boolean): Promise<{ popup: Page; tab: Page }> {
    const tab = await expandedPanel(scored[0].url);
    const tabId = await launched.worker.evaluate(async (u) => {
      const tabs = await (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.query({});
      return tabs.find((t) => t.url === u)!.id;
    }, scored[0].url);
    const popup = await launched.context.newPage();
    await popup.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${tabId}`);
    await popup.locator('[data-reprolens="popup-tab"][data-state="verdict"]').waitFor();
    await popup.locator('.rl-draft summary').click();
    await popup.locator('[data-reprolens="draft"]').fill(draft);
    await popup.locator('[data-reprolens="check"]').click();
    await popup.locator('[data-reprolens="draft-report"] .rl-report').waitFor();
    return { popup, tab };
  }

  for (const dark of [false, true]) {
    it(`popup (${dark ? 'dark' : 'light'}) for a question tab with a checked draft: 0 axe violations, hovered buttons ≥ 4.5:1`, async () => {
      const { popup, tab } = await popupWithDraft(dark);
      expect(await axeViolations(playwrightProbePage(popup), null)).toEqual([]);
      const lowest = await lowestHoverContrast(playwrightProbePage(popup), 'button.rl-btn');
      expect(lowest.count).toBeGreaterThanOrEqual(3);
      expect(lowest.ratio, `"${lowest.text}" hovered`).toBeGreaterThanOrEqual(AA);
      await popup.close();
      await tab.close();
    });
  }

  it('popup: the tab’s report and the draft’s report are two regions with two names', async () => {
    const { popup, tab } = await popupWithDraft(false);
    await popup.locator('[data-reprolens="popup-checklist"] summary').click();
    const names = await popup.locator('section.rl-report').evaluateAll((all) => all.map((s) => s.getAttribute('aria-label')));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    await expect
      .poll(() => popup.getByRole('region', { name: 'Reproducibility checklist of the pasted draft', exact: true }).count())
      .toBe(1);
    await popup.close();
    await tab.close();
  });

  for (const dark of [false, true]) {
    it(`options (${dark ? 'dark' : 'light'}): 0 axe violations`, async () => {
      const page = await launched.context.newPage();
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await page.goto(`chrome-extension://${launched.extensionId}/options.html`);
      await page.locator('form, fieldset').first().waitFor();
      expect(await axeViolations(playwrightProbePage(page), null)).toEqual([]);
      await page.close();
    });
  }
});
