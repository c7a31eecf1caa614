// The panel on GitHub issue pages (README "GitHub issues") in a real Chromium with the built extension: assembled pages
// (a real saved GitHub page with a real TensorFlow issue's body, tests/fixtures/pages/PROVENANCE.md) served at the
// issue's real URL (request routing; nothing leaves the machine). The panel's score equals `reprolens check` on the
// same issue's API record; it sits in the sidebar column without covering the issue or the sidebar, in GitHub's look
// for light, dark and dimmed; soft navigation to another issue updates it, to a pull request removes it.
import type { Page } from 'playwright-core';
import { ASSEMBLED_ISSUE_NUMBERS, cliScore, ISSUE_WITH_DECISIVE_ASK, issuePageHtml, issueUrl } from './helpers/gitHubIssueFixtures';
import {
  classicIssueHtml,
  ISSUE_LIST_URL,
  softVisitInPage,
  THEME_VARIANTS,
  themedIssuePage,
  type SoftNavigationEvent,
} from './helpers/gitHubIssueScenarios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { routeGitHubCss } from './helpers/gitHubStandIn';
import { collectExtensionErrors, scrollSettled, servePage } from './helpers/questionPages';

const panel = (page: Page) => page.locator('[data-reprolens="panel"]');

describe.skipIf(chromiumMissing)('GitHub issue pages in Chromium', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];
  const scores = new Map<number, number | null>();

  beforeAll(async () => {
    launched = await launchExtension();
    await routeGitHubCss(launched.context);
    for (const n of ASSEMBLED_ISSUE_NUMBERS) {
      scores.set(n, cliScore(n));
      await servePage(launched.context, issueUrl(n), issuePageHtml(n));
    }
    for (const v of THEME_VARIANTS.filter((t) => t.url !== issueUrl(32476))) await servePage(launched.context, v.url, v.html);
    // The classic markup (a saved 2021-12 page with the same record, tools/fixtures/assembleClassicGitHubIssuePage.ts).
    await servePage(launched.context, `${issueUrl(32476)}?markup=classic`, classicIssueHtml);
    await servePage(launched.context, `${issueUrl(32476)}?markup=classic-dark`, themedIssuePage(classicIssueHtml, 'dark'));
    // The repository's issue list (the same saved page under the list's URL): the script runs there, shows nothing.
    await servePage(launched.context, ISSUE_LIST_URL, issuePageHtml(32144));
  });
  afterAll(async () => {
    await launched?.close();
    expect(errors).toEqual([]);
  });

  async function open(url: string): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(url);
    return page;
  }

  it('shows the score `reprolens check` gives the same issue record, on every assembled page', async () => {
    for (const n of ASSEMBLED_ISSUE_NUMBERS) {
      const page = await open(issueUrl(n));
      await panel(page).locator('[data-reprolens="score"]').waitFor();
      expect(await panel(page).getAttribute('data-site')).toBe('github');
      const expected = scores.get(n);
      if (expected === null) expect(await panel(page).getAttribute('data-state')).not.toBe('verdict');
      else expect(await panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(expected));
      await page.close();
    }
  });

  it('reads the classic markup too: the same score, light and dark', async () => {
    for (const [variant, theme] of [
      ['classic', 'light'],
      ['classic-dark', 'dark'],
    ]) {
      const page = await open(`${issueUrl(32476)}?markup=${variant}`);
      await panel(page).locator('[data-reprolens="score"]').waitFor();
      expect(await panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(scores.get(32476)));
      expect(await panel(page).getAttribute('data-theme')).toBe(theme);
      await page.close();
    }
  });

  it('sits in the sidebar column below its content, beside the issue; a tall sidebar in a short window: at its bottom', async () => {
    const page = await open(issueUrl(32476));
    await page.setViewportSize({ width: 1920, height: 1440 });
    await page.reload();
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    const frame = await panel(page).locator('.rl-frame').boundingBox();
    const sidebar = await page.locator('[data-testid="sticky-sidebar"]').boundingBox();
    const body = await page.locator('[data-testid="issue-body-viewer"]').boundingBox();
    expect(await panel(page).locator('.rl-frame').getAttribute('data-docked')).toBe('side');
    expect(frame!.x).toBeGreaterThanOrEqual(body!.x + body!.width); // right of the issue body
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(sidebar!.x + sidebar!.width + 1); // within the column
    expect(frame!.y).toBeGreaterThanOrEqual(sidebar!.y + sidebar!.height); // below the sidebar's own content
    expect(frame!.y + 360).toBeLessThanOrEqual(1440); // room to expand without scrolling
    // In a 1920 × 1080 window the room below the sidebar's content is too small: the panel stays at the window's
    // bottom, in the same column, wholly in view, expanded too.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => panel(page).locator('.rl-frame').getAttribute('data-docked')).toBe('corner');
    await panel(page).locator('[data-reprolens="toggle"]').click();
    const bottom = (await panel(page).locator('.rl-frame').boundingBox())!;
    const column = (await page.locator('[data-testid="sticky-sidebar"]').boundingBox())!;
    expect(bottom.y + bottom.height).toBeLessThanOrEqual(1080);
    expect(bottom.x).toBeGreaterThanOrEqual(column.x - 1);
    expect(bottom.x + bottom.width).toBeLessThanOrEqual(column.x + column.width + 1);
    await page.close();
  });

  it("takes GitHub's light, dark and dimmed themes, in the page's own Primer colours", async () => {
    const looks: Record<string, { theme: string | null; primer: string | null; background: string }> = {};
    for (const { name, url } of THEME_VARIANTS) {
      const page = await open(url);
      await panel(page).locator('[data-reprolens="score"]').waitFor();
      looks[name] = {
        theme: await panel(page).getAttribute('data-theme'),
        primer: await panel(page).getAttribute('data-primer'),
        background: await panel(page)
          .locator('.rl-panel')
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      };
      await page.close();
    }
    // The page's own Primer variables (@primer/primitives' themes, served as GitHub's theme sheets) colour the panel.
    expect(looks).toEqual(Object.fromEntries(THEME_VARIANTS.map((v) => [v.name, v.look])));
  });

  it('follows soft navigation: another issue updates the panel, a pull request removes it, the list shows none', async () => {
    const page = await open(ISSUE_LIST_URL);
    // The list page holds an issue's markup under the list's address: the URL decides, so no panel.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1500)));
    expect(await panel(page).count()).toBe(0);

    // Turbo Drive swaps body and pushes the new address, then fires turbo:load.
    const softVisit = (url: string, bodyHtml: string, event: SoftNavigationEvent) =>
      page.evaluate(softVisitInPage, [url, bodyHtml, event] as const);
    await softVisit(issueUrl(32476), issuePageHtml(32476), 'turbo:load');
    await expect.poll(() => panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(scores.get(32476)));
    await softVisit(issueUrl(29558), issuePageHtml(29558), 'soft-nav:end');
    await expect.poll(() => panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(scores.get(29558)));
    // A pull request: the panel goes at once, before the page settles, and does not come back.
    await softVisit('https://github.com/tensorflow/tensorflow/pull/29559', '<body><main>pull request</main></body>', 'soft-nav:end');
    expect(await panel(page).count()).toBe(0);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
    expect(await panel(page).count()).toBe(0);
    // Back to the issue (popstate): the panel returns with that issue's score.
    await softVisit(issueUrl(32144), issuePageHtml(32144), 'popstate');
    await expect.poll(() => panel(page).locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(scores.get(32144)));
    await page.close();
  });

  it('marks evidence in the issue body when it is clicked, and the panel follows the scroll', async () => {
    const page = await open(issueUrl(32476));
    await page.setViewportSize({ width: 1920, height: 1440 });
    await page.reload();
    await panel(page).locator('[data-reprolens="toggle"]').click();
    await panel(page).locator('[data-reprolens="present-fold"]').click(); // what is present is folded into one line
    const buttons = panel(page).locator('[data-reprolens^="evidence-"]:visible');
    await buttons.first().waitFor();
    const body = page.locator('[data-testid="issue-body-viewer"] [data-testid="markdown-body"]');
    let marked = 0;
    for (let i = 0; i < (await buttons.count()); i++) {
      // A click event, not Playwright's scroll-into-view click: the page scrolls to the evidence and the panel follows.
      await buttons.nth(i).dispatchEvent('click');
      const status = await panel(page).locator('.rl-evidence-status').innerText();
      if (!/Marked in the post/.test(status)) continue;
      marked++;
      await scrollSettled(page);
      const mark = (await panel(page).locator('[data-reprolens="evidence-mark"]').first().boundingBox())!;
      const box = (await body.boundingBox())!;
      expect(mark.x).toBeGreaterThanOrEqual(box.x - 4);
      expect(mark.y).toBeGreaterThanOrEqual(box.y - 4);
      expect(mark.y + mark.height).toBeLessThanOrEqual(box.y + box.height + 4);
    }
    expect(marked).toBeGreaterThan(0);
    expect((await panel(page).locator('.rl-frame').boundingBox())!.y).toBeLessThan(1440);
    await page.close();
  });

  it("composes a GitHub comment in the template's words; signed out, Put in comment box copies it and says why", async () => {
    const page = await open(issueUrl(ISSUE_WITH_DECISIVE_ASK));
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://github.com' });
    await panel(page).locator('[data-reprolens="toggle"]').click();
    const ask = panel(page).locator('[data-reprolens="details-comment"]');
    await ask.waitFor();
    const comment = await ask.locator('.rl-ask-text').inputValue();
    expect(comment).toMatch(/^Thanks for the report\. To reproduce this, could you add:/);
    expect(comment).not.toMatch(/\[edit\]|\[mre\]/);
    await ask.locator('[data-reprolens="place-details-comment"]').click();
    await expect.poll(() => ask.innerText()).toMatch(/No comment box on this issue \(sign in to GitHub to comment/);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Thanks for the report.');
    await page.close();
  });
});
