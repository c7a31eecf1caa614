// Accessibility of the writing coach and its before-posting dialog in a real Firefox (ESR, MV2 build), as the
// Chromium suite checks it (hostile review 2026-12-01 §4; tests/browser/coachAccessibility.browser.test.ts, the same
// probes: tests/browser/helpers/axeAndContrast.ts): axe-core reports 0 violations inside the coach's shadow host, expanded and
// with the dialog open, and the dialog's buttons keep ≥ 4.5:1 hovered, the hover shown to be reached. Light, and dark
// as Stack Overflow shows it (`body.theme-dark`, set before typing, so the coach's next render reads it). The Ask page
// is the synthesized classic form (tests/fixtures/pages/drafts/) with a real TensorFlow issue typed in
// (tests/fixtures/tf/tensorflow-silent-bugs.jsonl), the draft the coach tests use (tests/browser/helpers/askPageDrafts.ts).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, incomplete, scoreOf } from '../browser/helpers/askPageDrafts';
import { axeViolations, lowestHoverContrast } from '../browser/helpers/axeAndContrast';
import { attr, click, inside, probePage, serveStacksStandIn, typeClassic, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post, setViewportSize } from './launchFirefox';

const ASK = 'https://stackoverflow.com/questions/ask';
const COACH = '[data-reprolens="coach-host"]';
const inCoach = (selector: string) => inside(COACH, selector);
const DIALOG = inCoach('[data-reprolens="presubmit-dialog"]');

describe.skipIf(firefoxMissing)('accessibility of the coach and the before-posting dialog (Firefox)', () => {
  let ff: LaunchedFirefox;
  let posts: Post[];

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    ff.serve(ASK, { contentType: 'text/html; charset=utf-8', body: fixture('drafts/synth-ask-classic.html') });
    // The dialog holds the form's POST in these tests; were one sent, it is answered on the loopback and counted.
    posts = ff.recordPosts((u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname));
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function typedDraft(theme: 'light' | 'dark'): Promise<Page> {
    const page = await ff.open(ASK);
    await setViewportSize(page, { width: 1366, height: 900 });
    if (theme === 'dark') await page.evaluate(() => document.body.classList.add('theme-dark'));
    await typeClassic(page, incomplete);
    // The draft's verdict, not the line shown while it is judged (which has a score element too, empty).
    await expect.poll(() => attr(page, inCoach('[data-reprolens="score"]'), 'data-score')).toBe(scoreOf(incomplete));
    await expect.poll(() => attr(page, COACH, 'data-theme')).toBe(theme);
    return page;
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`the coach, expanded (${theme}): 0 axe violations`, async () => {
      const page = await typedDraft(theme);
      if ((await attr(page, COACH, 'data-expanded')) !== 'true') await click(page, inCoach('[data-reprolens="toggle"]'));
      await expect.poll(() => attr(page, COACH, 'data-expanded')).toBe('true');
      expect(await axeViolations(probePage(page), COACH)).toEqual([]);
      await page.close();
    });

    it(`the before-posting dialog (${theme}): 0 axe violations, and its hovered buttons ≥ 4.5:1`, async () => {
      const page = await typedDraft(theme);
      const before = posts.length;
      await page.click('#submit-button');
      await waitFor(page, DIALOG);
      expect(await axeViolations(probePage(page), COACH)).toEqual([]);
      const lowest = await lowestHoverContrast(probePage(page), inCoach('[data-reprolens="presubmit-dialog"] button'));
      console.log(`Firefox dialog (${theme}) hovered: ${JSON.stringify(lowest)}`);
      expect(lowest.count).toBeGreaterThanOrEqual(2);
      expect(lowest.repainted, 'buttons whose colours changed on hover').toBeGreaterThanOrEqual(1);
      expect(lowest.ratio, `"${lowest.text}" hovered`).toBeGreaterThanOrEqual(4.5);
      expect(posts.length).toBe(before); // held by the dialog, nothing posted
      await page.close();
    });
  }
});
