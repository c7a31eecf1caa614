// A page that clobbers `document`'s members with named elements (hostile review 2026-12-04, point 9: `<img
// name=querySelector>` made the panel silently absent). The content script has its own world, where the page's named
// elements do not shadow Document's members, so the panel shows the engine's score on the production build; and
// what reads the closed root from outside (the demo, the bench: tools/demo/shadowRootOverCdp.ts) finds the host with
// the DevTools protocol's own query, not the page's clobbered `document.querySelector`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateInShadowRoot, releaseShadowRootSession } from '../../tools/demo/shadowRootOverCdp';
import { CLOBBERED_NAMES, clobberedInPage, withClobberingElements } from './helpers/clobberingAttack';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage } from './helpers/questionPages';

const page0 = assembledPages().find((p) => p.verdict.state === 'verdict')!;
const PANEL = '[data-reprolens="panel"]';

describe.skipIf(chromiumMissing)('a page that clobbers document’s members (Chromium, production build)', () => {
  let launched: LaunchedExtension;

  beforeAll(async () => {
    launched = await launchExtension('production');
    await servePage(launched.context, page0.url, withClobberingElements(page0.html));
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('gets the panel with the engine’s score, read through the closed root; the page really is clobbered', async () => {
    const page = await launched.context.newPage();
    const errors = collectExtensionErrors(page);
    await page.goto(page0.url);
    expect(await page.evaluate(clobberedInPage, CLOBBERED_NAMES)).toEqual(CLOBBERED_NAMES);
    await expect.poll(() => page.locator(PANEL).getAttribute('data-state')).toBe('verdict');
    const verdict = page0.verdict.state === 'verdict' ? page0.verdict : null!;
    const score = () =>
      evaluateInShadowRoot(page, PANEL, (root) => root.querySelector('[data-reprolens="score"]')?.getAttribute('data-score') ?? null);
    await expect.poll(score).toBe(String(verdict.score));
    expect(errors).toEqual([]);
    await releaseShadowRootSession(page);
    await page.close();
  });
});
