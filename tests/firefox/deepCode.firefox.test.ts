// Hostile review 2026-12-04, point 5, in real Firefox (ESR, MV2 test build): the very page of the Chromium test
// (tests/browser/deepCode.browser.test.ts, ../browser/deepCodePage.ts), a saved question whose code block is 29,000
// characters of lines that each open a bracket, 9,666 deep, gets a score, not "could not check this question".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepCodePage } from '../browser/helpers/deepCodePage';
import { attr, collectExtensionErrors, inside, serveStacksStandIn, text, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const PANEL = '[data-reprolens="panel"]';
const page = deepCodePage();

describe.skipIf(firefoxMissing)('a code block nested 9,666 brackets deep in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    ff.serve(page.url, { contentType: 'text/html; charset=utf-8', body: page.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('gets a score in the panel, not "could not check this question"', async () => {
    let errors: string[] = [];
    const tab = await ff.open(page.url, undefined, (pg) => {
      errors = collectExtensionErrors(pg);
    });
    await waitFor(tab, inside(PANEL, '[data-reprolens="score"]'));
    expect(await attr(tab, PANEL, 'data-state')).toBe('verdict');
    expect(await text(tab, inside(PANEL, '[data-reprolens="score"]'))).toMatch(/\d+ · [A-F]/);
    await tab.close();
    expect(errors).toEqual([]);
  });
});
