// In Firefox (ESR, MV2 build): the same keyboard path and reduced-motion scenarios as the Chromium suite
// (tests/browser/helpers/keyboardPath.ts, tests/browser/helpers/reducedMotion.ts), on the same assembled question page and the classic
// Ask form with the same real TensorFlow bug report as the draft. Reduced motion comes from the profile
// (BrowserDifferences.reducedMotionPrefs), so that scenario has a launch of its own.
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, incomplete, missingOf, scoreOf } from '../browser/helpers/askPageDrafts';
import { BROWSERS } from '../browser/helpers/browserDifferences';
import { coachKeyboardPath, keyboardPage, panelKeyboardPath } from '../browser/helpers/keyboardPath';
import { assembledPages } from '../browser/helpers/questionPages';
import { evidenceMotion } from '../browser/helpers/reducedMotion';
import { attr, inside, keyPage, serveStacksStandIn, typeClassic, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, type Post } from './launchFirefox';

const ASK = 'https://stackoverflow.com/questions/ask';
const { page: question, want } = keyboardPage(assembledPages());
const html = { contentType: 'text/html; charset=utf-8', body: question.html };

describe.skipIf(firefoxMissing)('the keyboard path and reduced motion in Firefox', () => {
  let ff: LaunchedFirefox;
  let posts: Post[];

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    ff.serve(question.url, html);
    ff.serve(ASK, { contentType: 'text/html; charset=utf-8', body: fixture('drafts/synth-ask-classic.html') });
    posts = ff.recordPosts((u) => u.hostname === 'stackoverflow.com' && /\/(submit|edit\/submit)$|writeAction/.test(u.pathname));
  });
  afterAll(async () => {
    await ff?.close();
  });

  async function openQuestion(on: LaunchedFirefox): Promise<Page> {
    const page = await on.open(question.url);
    await waitFor(page, inside('[data-reprolens="panel"]', '[data-reprolens="score"]'));
    return page;
  }

  it('panel: from page load to the ×, by keyboard only, every control reached with a focus ring, no trap', async () => {
    const page = await openQuestion(ff);
    const { presses, before, controls, extraStops } = await panelKeyboardPath(keyPage(page), want);
    console.log(
      `Firefox: ${presses} Tab press(es) from page load to the toggle (before it: ${before.join(' ')}); ${controls.length} controls; other stops: ${extraStops.join(', ') || 'none'}`,
    );
    expect(presses).toBeLessThanOrEqual(3);
    await page.close();
  });

  it('coach and before-posting dialog: Tab order, Escape, the focus back where it belongs; nothing posted', async () => {
    const page = await ff.open(ASK);
    await typeClassic(page, incomplete);
    // The draft's verdict, not the line shown while it is judged (which has a score element too, empty).
    await expect
      .poll(() => attr(page, inside('[data-reprolens="coach-host"]', '[data-reprolens="score"]'), 'data-score'))
      .toBe(scoreOf(incomplete));
    const postsBefore = posts.length;
    const { presses, before, cycle } = await coachKeyboardPath(keyPage(page), missingOf(incomplete)[0]);
    console.log(
      `Firefox: ${presses} Tab press(es) from the body textarea to the coach's toggle (${before.join(' ')}); dialog cycle: ${cycle.join(' ')}`,
    );
    expect(presses).toBeLessThanOrEqual(3); // right after the form's own fields
    expect(posts.length).toBe(postsBefore);
    await page.close();
  });

  it('prefers-reduced-motion (a profile pref): nothing in the panel animates, the scroll jumps; without it, both move', async () => {
    const reducing = await launchFirefox({ prefs: BROWSERS.firefox.reducedMotionPrefs! });
    try {
      serveStacksStandIn(reducing);
      reducing.serve(question.url, html);
      const reduced = await openQuestion(reducing);
      expect(await reduced.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
      const still = await evidenceMotion(keyPage(reduced));
      const control = await openQuestion(ff);
      expect(await control.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
      const moving = await evidenceMotion(keyPage(control));
      await control.close();
      console.log(`Firefox motion: reduce ${JSON.stringify(still)}; no preference ${JSON.stringify(moving)}`);
      expect(still).toEqual({ moving: [], animations: 0, positions: 1 });
      expect(moving.moving.some((m) => /evidence-mark: animation rl-fade 6s/.test(m))).toBe(true);
      expect(moving.animations).toBeGreaterThan(0);
      expect(moving.positions).toBeGreaterThan(1);
    } finally {
      await reducing.close();
    }
  });
});
