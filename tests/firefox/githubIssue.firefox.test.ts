// The panel on GitHub issue pages in a real Firefox (ESR, MV2 build), as the Chromium suite checks it
// (tests/browser/githubIssue.browser.test.ts; the shared scenarios are tests/browser/helpers/gitHubIssueScenarios.ts):
// assembled pages (a real saved GitHub page with a real TensorFlow issue's body, tests/fixtures/pages/PROVENANCE.md)
// served at the issue's real URL, with the real Primer themes standing in for GitHub's sheets (gitHubStandIn.ts). The
// panel's score equals `reprolens check` on the same issue's API record, in GitHub's light, dark and dimmed looks; it
// follows soft navigation, marks evidence in the issue body and, signed out, copies its comment.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSEMBLED_ISSUE_NUMBERS,
  cliScore,
  ISSUE_WITH_DECISIVE_ASK,
  issuePageHtml,
  issueUrl,
} from '../browser/helpers/gitHubIssueFixtures';
import {
  classicIssueHtml,
  ISSUE_LIST_URL,
  type PanelLook,
  type SoftNavigationEvent,
  softVisitInPage,
  THEME_VARIANTS,
  themedIssuePage,
} from '../browser/helpers/gitHubIssueScenarios';
import { scrollSettled } from '../browser/helpers/questionPages';
import { attr, click, count, fieldValue, find, inside, serveGitHubStandIn, text, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
const SCORE = inPanel('[data-reprolens="score"]');
const ASK = inPanel('[data-reprolens="details-comment"]');
const html = (body: string) => ({ contentType: 'text/html; charset=utf-8', body });

/**
 * In the page: how many evidence buttons the panel shows, and a click event on the i-th of them (none for i < 0). One
 * round trip where asking each button over BiDi took one per button per step of the loop.
 */
function clickVisibleEvidence([host, i]: readonly [string, number]): number {
  const all = document.querySelector(host)!.shadowRoot!.querySelectorAll<HTMLElement>('button[data-reprolens^="evidence-"]');
  const shown = [...all].filter((b) => b.checkVisibility());
  if (i >= 0) shown[i].click();
  return shown.length;
}

describe.skipIf(firefoxMissing)('GitHub issue pages in Firefox', () => {
  let ff: LaunchedFirefox;
  const scores = new Map<number, number | null>();

  beforeAll(async () => {
    ff = await launchFirefox();
    serveGitHubStandIn(ff);
    for (const n of ASSEMBLED_ISSUE_NUMBERS) {
      scores.set(n, cliScore(n));
      ff.serve(issueUrl(n), html(issuePageHtml(n)));
    }
    for (const v of THEME_VARIANTS.filter((t) => t.url !== issueUrl(32476))) ff.serve(v.url, html(v.html));
    ff.serve(`${issueUrl(32476)}?markup=classic`, html(classicIssueHtml));
    ff.serve(`${issueUrl(32476)}?markup=classic-dark`, html(themedIssuePage(classicIssueHtml, 'dark')));
    // The repository's issue list (the same saved page under the list's URL): the script runs there, shows nothing.
    ff.serve(ISSUE_LIST_URL, html(issuePageHtml(32144)));
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function open(url: string, viewport?: { width: number; height: number }): Promise<Page> {
    // The panel is placed for the window it loads in: sized first, then loaded (the Chromium test sets the size and
    // loads again).
    const page = await ff.open(url, viewport);
    await waitFor(page, SCORE);
    return page;
  }
  const expectedScore = (n: number) => String(scores.get(n));

  it('shows the score `reprolens check` gives the same issue record, on every assembled page', async () => {
    for (const n of ASSEMBLED_ISSUE_NUMBERS) {
      const expected = scores.get(n); // `reprolens check` once per issue, in beforeAll
      const page = await open(issueUrl(n));
      expect(await attr(page, PANEL, 'data-site')).toBe('github');
      if (expected === null) expect(await attr(page, PANEL, 'data-state'), `issue ${n}`).not.toBe('verdict');
      else expect(await attr(page, SCORE, 'data-score'), `issue ${n}`).toBe(String(expected));
      await page.close();
    }
  });

  it('reads the classic markup too: the same score, light and dark', async () => {
    for (const [variant, theme] of [
      ['classic', 'light'],
      ['classic-dark', 'dark'],
    ]) {
      const page = await open(`${issueUrl(32476)}?markup=${variant}`);
      expect(await attr(page, SCORE, 'data-score'), variant).toBe(expectedScore(32476));
      expect(await attr(page, PANEL, 'data-theme'), variant).toBe(theme);
      await page.close();
    }
  });

  it("takes GitHub's light, dark and dimmed themes, in the page's own Primer colours", async () => {
    const looks: Record<string, PanelLook> = {};
    for (const { name, url } of THEME_VARIANTS) {
      const page = await open(url);
      looks[name] = {
        theme: await attr(page, PANEL, 'data-theme'),
        primer: await attr(page, PANEL, 'data-primer'),
        background: await (await waitFor(page, inPanel('.rl-panel'))).evaluate((el) => getComputedStyle(el).backgroundColor),
      };
      await page.close();
    }
    expect(looks).toEqual(Object.fromEntries(THEME_VARIANTS.map((v) => [v.name, v.look])));
  });

  it('follows soft navigation: another issue updates the panel, a pull request removes it, the list shows none', async () => {
    const page = await ff.open(ISSUE_LIST_URL);
    const tabId = await ff.tabIdOf(ISSUE_LIST_URL);
    const softVisit = (url: string, bodyHtml: string, event: SoftNavigationEvent) =>
      page.evaluate(softVisitInPage, [url, bodyHtml, event] as const);
    const score = () => attr(page, SCORE, 'data-score');
    const badge = () => ff.inExtension((api, id) => api.browserAction.getBadgeText({ tabId: id }), tabId);
    // The list page holds an issue's markup under the list's address: the URL decides, so no panel (and none when
    // the live script is back at this address, at the end).
    expect(await count(page, PANEL)).toBe(0);

    await softVisit(issueUrl(32476), issuePageHtml(32476), 'turbo:load');
    await expect.poll(score).toBe(expectedScore(32476));
    await softVisit(issueUrl(29558), issuePageHtml(29558), 'soft-nav:end');
    await expect.poll(score).toBe(expectedScore(29558));
    await expect.poll(badge).toBe(expectedScore(29558));
    // A pull request: the panel goes at once, before the page settles. The script has taken the visit once it has
    // told the background it left the issue (the badge is cleared); the panel is still gone then.
    await softVisit('https://github.com/tensorflow/tensorflow/pull/29559', '<body><main>pull request</main></body>', 'soft-nav:end');
    expect(await count(page, PANEL)).toBe(0);
    await expect.poll(badge).toBe('');
    expect(await count(page, PANEL)).toBe(0);
    // Back to an issue (popstate): the panel returns with that issue's score.
    await softVisit(issueUrl(32144), issuePageHtml(32144), 'popstate');
    await expect.poll(score).toBe(expectedScore(32144));
    await expect.poll(badge).toBe(expectedScore(32144));
    // Back at the list's address, with an issue's markup still there: no panel, the badge cleared.
    await softVisit(ISSUE_LIST_URL, issuePageHtml(32144), 'popstate');
    expect(await count(page, PANEL)).toBe(0);
    await expect.poll(badge).toBe('');
    expect(await count(page, PANEL)).toBe(0);
    await page.close();
  });

  it('marks evidence in the issue body when it is clicked, and the panel follows the scroll', async () => {
    const page = await open(issueUrl(32476), { width: 1920, height: 1440 });
    await click(page, inPanel('[data-reprolens="toggle"]'));
    await click(page, inPanel('[data-reprolens="present-fold"]')); // what is present is folded into one line
    await waitFor(page, inPanel('button[data-reprolens^="evidence-"]'));
    const body = (await page.$('[data-testid="issue-body-viewer"] [data-testid="markdown-body"]'))!;
    let marked = 0;
    for (let i = 0; i < (await page.evaluate(clickVisibleEvidence, [PANEL, -1] as const)); i++) {
      // A click event, not a scroll-into-view click: the page scrolls to the evidence and the panel follows.
      await page.evaluate(clickVisibleEvidence, [PANEL, i] as const);
      const status = await text(page, inPanel('.rl-evidence-status'));
      if (!/Marked in the post/.test(status ?? '')) continue;
      marked++;
      await scrollSettled(page);
      const mark = (await (await find(page, inPanel('[data-reprolens="evidence-mark"]')))!.boundingBox())!;
      const box = (await body.boundingBox())!;
      expect(mark.x).toBeGreaterThanOrEqual(box.x - 4);
      expect(mark.y).toBeGreaterThanOrEqual(box.y - 4);
      expect(mark.y + mark.height).toBeLessThanOrEqual(box.y + box.height + 4);
    }
    expect(marked).toBeGreaterThan(0);
    expect((await (await find(page, inPanel('.rl-frame')))!.boundingBox())!.y).toBeLessThan(1440);
    await page.close();
  });

  it("composes a GitHub comment in the template's words; signed out, Put in comment box copies it and says why", async () => {
    const page = await open(issueUrl(ISSUE_WITH_DECISIVE_ASK));
    await click(page, inPanel('[data-reprolens="toggle"]'));
    await waitFor(page, ASK);
    const comment = (await fieldValue(page, inPanel('[data-reprolens="details-comment"] .rl-ask-text')))!;
    expect(comment).toMatch(/^Thanks for the report\. To reproduce this, could you add:/);
    expect(comment).not.toMatch(/\[edit\]|\[mre\]/);
    await click(page, inPanel('[data-reprolens="details-comment"] [data-reprolens="place-details-comment"]'));
    await expect.poll(() => text(page, ASK)).toMatch(/No comment box on this issue \(sign in to GitHub to comment/);
    // Read back with no grant (BrowserDifferences.clipboardRead).
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Thanks for the report.');
    await page.close();
  });
});
