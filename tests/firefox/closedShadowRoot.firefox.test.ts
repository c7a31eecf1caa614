// "The page cannot detect, remove or rewrite ReproLens" (hostile review S3; 2026-12-04 H1: a custom element the page
// defines under the host's name), in Firefox on the PRODUCTION
// MV2 build: the panel's shadow root is closed (components/shadowHost.ts). A page script sees `host.shadowRoot ===
// null` once the panel has its verdict, cannot attach another root, and reads none of the panel's text in the host's
// light DOM. The Chromium counterpart (tests/browser/closedShadowRoot.browser.test.ts) also reads the score inside
// over CDP and clicks it; Firefox's BiDi offers no way into a closed root from puppeteer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackHost, DEFINE_HOST_NAMES } from '../browser/helpers/closedRootAttack';
import { assembledPages } from '../browser/helpers/questionPages';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, poll } from './launchFirefox';

const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
const PANEL = '[data-reprolens="panel"]';

describe.skipIf(firefoxMissing)('the production build in Firefox: a closed shadow root', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox({ build: 'production' });
    // The page's own script runs first in <head>, before any content script (review 2026-12-04 H1).
    const withAttack = (html: string) => html.replace(/<head[^>]*>/, (head) => `${head}<script>${DEFINE_HOST_NAMES}</script>`);
    for (const p of scored) ff.serve(p.url, { contentType: 'text/html; charset=utf-8', body: withAttack(p.html) });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('the question panel: a verdict on screen, null to the page, no second root', async () => {
    for (const p of scored) {
      const page = await ff.open(p.url);
      const seen = await poll('the panel’s verdict', async () => {
        const attack = await page.evaluate(attackHost, PANEL);
        return attack?.state === 'verdict' ? attack : null;
      });
      expect(seen).toEqual({
        state: 'verdict',
        shadowRoot: 'null',
        attached: 'NotSupportedError',
        lightText: '',
        internals: 'NotSupportedError',
        pageConstructed: { elements: 0, rootsReached: 0 },
      });
      await page.close();
    }
  });
});
