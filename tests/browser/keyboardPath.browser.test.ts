// In Chromium: the full keyboard path (panel, skeleton, "Ask for details", coach, before-posting dialog) and
// prefers-reduced-motion, on the assembled question pages (real questions in real saved pages,
// tests/fixtures/pages/assembled/PROVENANCE.md) and the classic Ask form with a real TensorFlow bug report as the draft
// (tests/fixtures/pages/drafts/PROVENANCE.md, tests/fixtures/tf/PROVENANCE.md). The scenarios are shared with the
// Firefox suite (./keyboardPath.ts, ./reducedMotion.ts); expected texts come from the engine in Node.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachScore, incomplete, missingOf, recordPosts, type RecordedPost, scoreOf, serveAt, typeClassic } from './helpers/askPageDrafts';
import { coachKeyboardPath, keyboardPage, panelKeyboardPath } from './helpers/keyboardPath';
import type { KeyPage } from './helpers/keyboardProbes';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, servePage, serveStacksStandIn } from './helpers/questionPages';
import { evidenceMotion } from './helpers/reducedMotion';

const ASK = 'https://stackoverflow.com/questions/ask';

const driver = (page: Page): KeyPage => ({
  press: (key) => page.keyboard.press(key),
  run: (fn, arg) => page.evaluate(fn as never, arg) as never,
});

describe.skipIf(chromiumMissing)('the keyboard path and reduced motion in Chromium', () => {
  const pages = assembledPages();
  const { page: question, want } = keyboardPage(pages);
  let launched: LaunchedExtension;
  let posts: RecordedPost[];

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    await servePage(launched.context, question.url, question.html);
    await serveAt(launched.context, ASK, 'drafts/synth-ask-classic.html');
    posts = await recordPosts(launched.context);
    await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://stackoverflow.com' });
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function open(url: string, reducedMotion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion });
    await page.goto(url);
    return page;
  }

  it('panel: from page load to the ×, by keyboard only, every control reached with a focus ring, no trap', async () => {
    const page = await open(question.url);
    await page.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
    const { presses, before, controls, extraStops } = await panelKeyboardPath(driver(page), want);
    console.log(
      `Chromium: ${presses} Tab press(es) from page load to the toggle (before it: ${before.join(' ')}); ${controls.length} controls: ${controls.join(' ')}; other stops: ${extraStops.join(', ') || 'none'}`,
    );
    expect(presses).toBeLessThanOrEqual(3); // a few Tab presses, not 100: near the top of the tab order
    await page.close();
  });

  it('coach and before-posting dialog: Tab order, Escape, the focus back where it belongs; nothing posted', async () => {
    const page = await open(ASK);
    await typeClassic(page, incomplete);
    // The draft's verdict, not the line shown while it is judged (which has a score element too, empty).
    await expect.poll(() => coachScore(page)).toBe(scoreOf(incomplete));
    const postsBefore = posts.length;
    const { presses, before, controls, cycle } = await coachKeyboardPath(driver(page), missingOf(incomplete)[0]);
    console.log(
      `Chromium: ${presses} Tab press(es) from the body textarea to the coach's toggle (${before.join(' ')}); coach: ${controls.join(' ')}; dialog cycle: ${cycle.join(' ')}`,
    );
    expect(presses).toBeLessThanOrEqual(3); // right after the form's own fields
    expect(posts.length).toBe(postsBefore);
    await page.close();
  });

  it('prefers-reduced-motion: nothing in the panel animates and the evidence scroll jumps; without it, both move', async () => {
    const reduced = await open(question.url, 'reduce');
    await reduced.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
    const still = await evidenceMotion(driver(reduced));
    await reduced.close();
    const control = await open(question.url);
    await control.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
    const moving = await evidenceMotion(driver(control));
    await control.close();
    console.log(`Chromium motion: reduce ${JSON.stringify(still)}; no preference ${JSON.stringify(moving)}`);
    expect(still).toEqual({ moving: [], animations: 0, positions: 1 });
    expect(moving.moving.some((m) => /evidence-mark: animation rl-fade 6s/.test(m))).toBe(true);
    expect(moving.animations).toBeGreaterThan(0);
    expect(moving.positions).toBeGreaterThan(1);
  });
});
