// The panel when the OS asks for dark (prefers-color-scheme: dark) in a real Firefox (ESR, MV2 build). What
// no other file shows: the OS's scheme reaches the content script (its matchMedia, components/pageTheme.ts) and the
// page's Primer auto-mode rules. The saved GitHub page as saved (data-color-mode="auto") is light in
// githubIssue.firefox.test.ts (the default profile's light OS) and takes GitHub's dark look here; a Stack Overflow
// page whose reader chose "system" (body class theme-system) goes dark, its light theme stays light
// (soDarkTheme.firefox.test.ts covers only the explicit theme-dark class). The dark OS is a profile pref
// (BrowserDifferences.darkColourSchemePrefs). Fixtures: the assembled pages (tests/fixtures/pages/PROVENANCE.md,
// assembled/PROVENANCE.md) at their real URLs.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import { issuePageHtml, issueUrl } from '../browser/helpers/gitHubIssueFixtures';
import { type PanelLook, THEME_VARIANTS } from '../browser/helpers/gitHubIssueScenarios';
import { assembledPages } from '../browser/helpers/questionPages';
import { attr, inside, serveGitHubStandIn, serveStacksStandIn, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const question = assembledPages().find((p) => p.verdict.state === 'verdict')!;
const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
const html = (body: string) => ({ contentType: 'text/html; charset=utf-8', body });
const prefersDark = (page: Page) => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
const darkLook = THEME_VARIANTS.find((v) => v.name === 'dark')!.look;

describe.skipIf(firefoxMissing)('the panel under a dark OS colour scheme in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox({ prefs: BROWSERS.firefox.darkColourSchemePrefs! });
    serveGitHubStandIn(ff);
    serveStacksStandIn(ff);
    ff.serve(issueUrl(32476), html(issuePageHtml(32476)));
    ff.serve(question.url, html(question.html));
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function open(url: string): Promise<Page> {
    const page = await ff.open(url);
    await waitFor(page, inPanel('[data-reprolens="score"]'));
    return page;
  }

  it("takes GitHub's dark look on the saved page's auto mode, as on its explicit dark mode", async () => {
    const page = await open(issueUrl(32476));
    expect(await prefersDark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.colorMode)).toBe('auto');
    const look: PanelLook = {
      theme: await attr(page, PANEL, 'data-theme'),
      primer: await attr(page, PANEL, 'data-primer'),
      background: await (await waitFor(page, inPanel('.rl-panel'))).evaluate((el) => getComputedStyle(el).backgroundColor),
    };
    expect(look).toEqual(darkLook);
    await page.close();
  });

  it('goes dark on Stack Overflow when the reader chose the system theme, and stays light on the light theme', async () => {
    const page = await open(question.url);
    expect(await prefersDark(page)).toBe(true);
    // The saved page's own theme is light (no theme-system class): the OS does not override it.
    expect(await attr(page, PANEL, 'data-theme')).toBe('light');
    await page.evaluate(() => document.body.classList.add('theme-system'));
    await expect.poll(() => attr(page, PANEL, 'data-theme')).toBe('dark');
    await page.close();
  });
});
