// "The page cannot detect, remove or rewrite ReproLens" (hostile review S3: with an open shadow root a page script
// read the panel and rewrote "94 · A" to "100 · A"; review 2026-12-04 H1: through a custom element the page defined
// under the host's name, `attachInternals()` handed it the closed root). On the PRODUCTION build, whose roots are closed
// (components/shadowHost.ts): a page script sees `host.shadowRoot === null` on the question panel, the coach and the
// GitHub panel, cannot attach another root, and an `attachShadow` patched in the page's world before any script runs
// never sees ReproLens' call (the content script has its own world). The panel still works for the user: over CDP
// (tools/demo/shadowRootOverCdp.ts), the only way into a closed root, it shows the engine's score, and a real mouse
// click on its toggle expands it. The other browser tests load the test build, whose roots are open.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackHost, DEFINE_HOST_NAMES } from './helpers/closedRootAttack';
import { clickInShadowRoot, evaluateInShadowRoot, releaseShadowRootSession } from '../../tools/demo/shadowRootOverCdp';
import {
  asPosted,
  closeAfterPost,
  coach,
  incomplete,
  type RecordedPost,
  recordPosts,
  scoreOf,
  serveAt,
  typeClassic,
} from './helpers/askPageDrafts';
import { ASSEMBLED_ISSUE_NUMBERS, cliScore, issuePageHtml, issueUrl } from './helpers/gitHubIssueFixtures';
import { routeGitHubCss } from './helpers/gitHubStandIn';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn } from './helpers/questionPages';

const PANEL = '[data-reprolens="panel"]';
const COACH = '[data-reprolens="coach-host"]';
const ASK = 'https://stackoverflow.com/questions/ask';
const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const issue = ASSEMBLED_ISSUE_NUMBERS[0];

/** Before any page script: the page's own `attachShadow` records every call and forces roots open. */
const PATCH_ATTACH_SHADOW = `(() => {
  const calls = (window.__attachShadowCalls = []);
  const original = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    calls.push(this.tagName.toLowerCase());
    return original.call(this, { ...init, mode: 'open' });
  };
})();`;

/** The page's own attack on the host, and the calls its patched `attachShadow` saw before it (its own come after). */
async function attackFromPage(page: Page, selector: string) {
  const patchedCalls = await page.evaluate(() => [...(window as unknown as { __attachShadowCalls: string[] }).__attachShadowCalls]);
  return { ...(await page.evaluate(attackHost, selector)), patchedCalls };
}

const scoreInRoot = (page: Page, selector: string) =>
  evaluateInShadowRoot(page, selector, (root) => root.querySelector('[data-reprolens="score"]')?.getAttribute('data-score') ?? null);

describe.skipIf(chromiumMissing)('the production build: a closed shadow root the page cannot read', () => {
  let launched: LaunchedExtension;
  let posts: RecordedPost[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension('production');
    await launched.context.addInitScript(PATCH_ATTACH_SHADOW);
    await launched.context.addInitScript(DEFINE_HOST_NAMES);
    await serveStacksStandIn(launched.context);
    await routeGitHubCss(launched.context);
    for (const p of scored) await servePage(launched.context, p.url, p.html);
    await servePage(launched.context, issueUrl(issue), issuePageHtml(issue));
    await serveAt(launched.context, ASK, 'drafts/synth-ask-classic.html');
    posts = await recordPosts(launched.context);
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function open(url: string, selector: string): Promise<Page> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(url);
    await expect.poll(() => page.locator(selector).getAttribute('data-state')).toBe('verdict');
    return page;
  }

  it('question panel: null to the page, no second root, unseen by a patched attachShadow; the engine’s score inside', async () => {
    for (const p of scored) {
      const page = await open(p.url, PANEL);
      expect(await attackFromPage(page, PANEL)).toEqual({
        state: 'verdict',
        shadowRoot: 'null',
        attached: 'NotSupportedError',
        lightText: '',
        internals: 'NotSupportedError',
        pageConstructed: { elements: 0, rootsReached: 0 },
        patchedCalls: [],
      });
      const verdict = p.verdict.state === 'verdict' ? p.verdict : null!;
      expect(await scoreInRoot(page, PANEL)).toBe(String(verdict.score));
      await page.close();
    }
  });

  it('a real mouse click on the toggle inside the closed root expands the panel', async () => {
    const page = await open(scored[0].url, PANEL);
    const box = await evaluateInShadowRoot(page, PANEL, (root) => {
      const toggle = root.querySelector('[data-reprolens="toggle"]')!;
      toggle.scrollIntoView({ block: 'center' });
      const { x, y, width, height } = toggle.getBoundingClientRect();
      return { x: x + width / 2, y: y + height / 2 };
    });
    // What the page sees at that point is the host (closed roots retarget), not the panel's button.
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-reprolens'), box!)).toBe('panel');
    await page.mouse.click(box!.x, box!.y);
    await expect.poll(() => page.locator(PANEL).getAttribute('data-expanded')).toBe('true');
    const items = await evaluateInShadowRoot(page, PANEL, (root) => root.querySelectorAll('[data-reprolens^="item-"]').length);
    const verdict = scored[0].verdict.state === 'verdict' ? scored[0].verdict : null!;
    expect(items).toBe(Object.keys(verdict.report.items).length);
    await page.close();
  });

  it('the coach on the Ask page: null to the page, the draft’s score inside; the dialog posts once on "Post anyway"', async ({
    onTestFailed,
  }) => {
    // Two full-suite runs timed out in this test at 60 s (it passes alone, also beside a CPU hog): say which step.
    let step = 'open';
    onTestFailed(() => console.error(`closedShadowRoot coach test: stuck at "${step}"`));
    const page = await launched.context.newPage();
    await page.goto(ASK);
    step = 'type';
    await typeClassic(page, incomplete);
    step = 'verdict';
    await expect.poll(() => coach(page).getAttribute('data-state')).toBe('verdict');
    expect(await attackFromPage(page, COACH)).toMatchObject({
      shadowRoot: 'null',
      attached: 'NotSupportedError',
      lightText: '',
      internals: 'NotSupportedError',
      pageConstructed: { elements: 0, rootsReached: 0 },
      patchedCalls: [],
    });
    await expect.poll(() => scoreInRoot(page, COACH)).toBe(scoreOf(incomplete));
    const typed = await page.inputValue('#wmd-input');
    const before = posts.length;
    step = 'post';
    await page.click('#submit-button');
    step = 'dialog';
    const dialogShown = () =>
      evaluateInShadowRoot(page, COACH, (root) => root.querySelector('[data-reprolens="presubmit-dialog"]') !== null);
    await expect.poll(dialogShown).toBe(true);
    expect(posts.length).toBe(before);
    step = 'post anyway';
    expect(await clickInShadowRoot(page, COACH, '[data-reprolens="post-anyway"]')).toBe(true);
    step = 'posted';
    await expect.poll(() => posts.length).toBe(before + 1);
    expect(new URLSearchParams(posts[before].body).get('post-text')).toBe(asPosted(typed));
    // The classic form navigates on its POST: closing before that navigation commits can hang (a clean-clone run
    // timed out here at 60 s; askPageDrafts.closeAfterPost says what was traced).
    step = 'close';
    await releaseShadowRootSession(page);
    await closeAfterPost(page);
  });

  it('the GitHub issue panel: null to the page, the CLI’s score inside', async () => {
    const page = await open(issueUrl(issue), PANEL);
    expect(await attackFromPage(page, PANEL)).toMatchObject({
      shadowRoot: 'null',
      attached: 'NotSupportedError',
      lightText: '',
      internals: 'NotSupportedError',
      pageConstructed: { elements: 0, rootsReached: 0 },
      patchedCalls: [],
    });
    expect(await scoreInRoot(page, PANEL)).toBe(String(cliScore(issue)));
    await page.close();
  });

  it('logs no extension errors', () => {
    expect(errors).toEqual([]);
  });
});
