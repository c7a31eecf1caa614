// A page that clobbers `document`'s members with named elements (hostile review 2026-12-04, point 9: `<img
// name=querySelector>` made the panel silently absent) still gets its panel in Firefox, with the same score as
// without them. Measured: the content script sees `document` through an Xray, where the page's named elements do
// not shadow Document's members, so this held before the review too; it guards that, with every member the
// content scripts use clobbered. The Chromium counterpart (tests/browser/pageClobbering.browser.test.ts) also reads
// the closed root from outside, where the old lookup did fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOBBERED_NAMES, clobberedInPage, withClobberingElements } from '../browser/helpers/clobberingAttack';
import { assembledPages } from '../browser/helpers/questionPages';
import { attr, collectExtensionErrors, inside, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const page0 = assembledPages().find((p) => p.verdict.state === 'verdict')!;
const PANEL = '[data-reprolens="panel"]';
const SCORE = inside(PANEL, '[data-reprolens="score"]');

describe.skipIf(firefoxMissing)('a page that clobbers document’s members (Firefox)', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    ff.serve(page0.url, { contentType: 'text/html; charset=utf-8', body: withClobberingElements(page0.html) });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('gets the panel with the engine’s score, and the page really is clobbered', async () => {
    const page = await ff.open(page0.url);
    const errors = collectExtensionErrors(page);
    expect(await page.evaluate(clobberedInPage, CLOBBERED_NAMES)).toEqual(CLOBBERED_NAMES);
    const verdict = page0.verdict.state === 'verdict' ? page0.verdict : null!;
    await waitFor(page, SCORE);
    await expect.poll(() => attr(page, SCORE, 'data-score')).toBe(String(verdict.score));
    expect(await attr(page, PANEL, 'data-state')).toBe('verdict');
    expect(errors).toEqual([]);
    await page.close();
  });
});
