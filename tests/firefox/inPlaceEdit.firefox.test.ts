// An edit saved in place in a real Firefox (ESR, MV2 build), as the Chromium suite checks it
// (tests/browser/overlay.browser.test.ts "updates when the question is edited in place"; the scenario is
// tests/browser/helpers/inPlaceEdit.ts): on an assembled question page (tests/fixtures/pages/assembled/PROVENANCE.md) the
// post body takes another real question's body, and the panel shows the engine's verdict on the edited page.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editPostBodyInPage, inPlaceEdit, POST_BODY, replacePostBodyInPage } from '../browser/helpers/inPlaceEdit';
import { assembledPages, type QuestionPage } from '../browser/helpers/questionPages';
import { attr, inside, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const [a, b] = scored;
const PANEL = '[data-reprolens="panel"]';
const SCORE = inside(PANEL, '[data-reprolens="score"]');
const scoreOf = (p: QuestionPage) => (p.verdict.state === 'verdict' ? String(p.verdict.score) : '');
/** The post body's own HTML as the page holds it (before any edit: a's). */
const ownBody = (page: Page) => page.$eval(POST_BODY, (el) => el.innerHTML);

describe.skipIf(firefoxMissing)('an edit in place in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    ff.serve(a.url, { contentType: 'text/html; charset=utf-8', body: a.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function open(): Promise<Page> {
    const page = await ff.open(a.url);
    await waitFor(page, SCORE);
    expect(await attr(page, SCORE, 'data-score')).toBe(scoreOf(a));
    return page;
  }

  it('has two scored questions whose bodies give a different score', () => {
    expect(scored.length).toBeGreaterThanOrEqual(2);
    expect(inPlaceEdit(a, b).expectedScore).not.toBe(scoreOf(a));
  });

  it('re-judges when the post body’s content is replaced, and again when the edit is undone', async () => {
    const page = await open();
    const original = await ownBody(page);
    const { bodyHtml, expectedScore } = inPlaceEdit(a, b);
    await page.evaluate(editPostBodyInPage, [POST_BODY, bodyHtml] as const);
    await expect.poll(() => attr(page, SCORE, 'data-score')).toBe(expectedScore);
    // A second edit (back to the question's own text): read again, not kept from the first.
    await page.evaluate(editPostBodyInPage, [POST_BODY, original] as const);
    await expect.poll(() => attr(page, SCORE, 'data-score')).toBe(scoreOf(a));
    await page.close();
  });

  it('re-judges when the post body element itself is replaced by a new one', async () => {
    const page = await open();
    const { bodyHtml, expectedScore } = inPlaceEdit(a, b);
    await page.evaluate(replacePostBodyInPage, [POST_BODY, bodyHtml] as const);
    await expect.poll(() => attr(page, SCORE, 'data-score')).toBe(expectedScore);
    expect(await attr(page, PANEL, 'data-state')).toBe('verdict');
    await page.close();
  });
});
