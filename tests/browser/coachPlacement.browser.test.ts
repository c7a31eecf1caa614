// On the real saved 2023 Ask page (tests/fixtures/pages/so-2023-10_stackoverflow_ask.html, PROVENANCE.md) the coach
// once covered page content. Laid out as on the live site — the real Stacks sheet (node_modules/@stackoverflow/stacks)
// and SO's page grid (synth-so-page-grid.css, in place of primary.css) — the coach must sit in the sidebar column or
// beside the editor: its box overlaps neither the draft's fields nor the page's main content, by 0 px.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors } from './helpers/questionPages';
import { outOfMemory } from './helpers/askPageDrafts';
import { coachSettled, expectCoachClear, HELP_COLUMNS, measureCoach, showHelpCard } from './helpers/coachLayout';

const ASK_2023 = 'https://stackoverflow.com/questions/ask?fixture=saved-2023';
const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, '../fixtures/pages', name), 'utf8');
const STACKS_CSS = readFileSync(resolve(import.meta.dirname, '../../node_modules/@stackoverflow/stacks/dist/css/stacks.css'), 'utf8');
// A real bug-report draft whose problem has a decisive gap (CUDA out of memory, no code: ./askPageDrafts.ts), so the
// expanded coach shows its asks, not only the folded lines of a question answerable as it stands.
const draft = outOfMemory;

/** The page's main content on the 2023 wizard: its heading and notice, the field cards, and every editable field. */
const MAIN_CONTENT = '#content h1, .s-notice, #post-title, .js-problem-details-overlay, #post-problem-results, #tag-editor';
const FIELDS = 'input#title, textarea, [contenteditable="true"]';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Overlapping area in px² of the coach's box with each visible element matching `selector`, summed. */
async function overlapWith(page: Page, coach: Rect, selector: string): Promise<number> {
  const boxes: Rect[] = await page.evaluate(
    (s) =>
      [...document.querySelectorAll(s)]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    selector,
  );
  return boxes.reduce((sum, b) => {
    const w = Math.min(coach.x + coach.width, b.x + b.width) - Math.max(coach.x, b.x);
    const h = Math.min(coach.y + coach.height, b.y + b.height) - Math.max(coach.y, b.y);
    return sum + (w > 0 && h > 0 ? w * h : 0);
  }, 0);
}

describe.skipIf(chromiumMissing)('coach placement on the saved 2023 Ask page', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];
  beforeAll(async () => {
    launched = await launchExtension();
    await launched.context.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) => {
      const url = route.request().url();
      const body = url.includes('/Shared/stacks.css') ? STACKS_CSS : url.includes('/primary.css') ? fixture('synth-so-page-grid.css') : '';
      return route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body });
    });
    await launched.context.route(
      (u) => u.href === ASK_2023,
      (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fixture('so-2023-10_stackoverflow_ask.html') }),
    );
  });
  afterAll(async () => {
    await launched?.close();
  });

  async function openWithDraft(width: number): Promise<Page> {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.setViewportSize({ width, height: 768 });
    await page.goto(ASK_2023);
    // The saved wizard's scripts do not run here: set the fields as typing would.
    await page.evaluate(
      ([title, body]) => {
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          el.value = value;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector<HTMLInputElement>('#title')!, title);
        set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content')!, body);
      },
      [draft.title, draft.body] as const,
    );
    await page.locator('[data-reprolens="coach-host"] [data-reprolens="score"]').waitFor();
    return page;
  }

  for (const width of [1366, 1280, 1920]) {
    it(`at ${width}×768 it sits in the sidebar column or beside the fields, covering nothing, collapsed or expanded`, async () => {
      const page = await openWithDraft(width);
      const host = page.locator('[data-reprolens="coach-host"]');
      const frame = host.locator('.rl-frame');
      expect(['sidebar', 'coach']).toContain(await frame.getAttribute('data-docked'));
      if ((await host.getAttribute('data-expanded')) !== 'true') await host.locator('[data-reprolens="toggle"]').click();
      await expect.poll(() => host.getAttribute('data-expanded')).toBe('true');
      // Measured once the whole checklist is drawn (its full height), not while the panel is still opening: its first
      // row is a decisive ask's.
      await host.locator('[data-reprolens^="item-"]').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      for (const scrollY of [0, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        // The coach is placed again on the scroll's next animation frame: measured once it stays put.
        await page.evaluate(coachSettled);
        const box = (await frame.boundingBox())!;
        console.log(`coach at ${width}×768, scrolled ${scrollY}: ${await frame.getAttribute('data-docked')} ${JSON.stringify(box)}`);
        expect(box.width).toBeGreaterThanOrEqual(240);
        expect(await overlapWith(page, box, FIELDS), `fields, scrolled ${scrollY}`).toBe(0);
        expect(await overlapWith(page, box, MAIN_CONTENT), `main content, scrolled ${scrollY}`).toBe(0);
      }
      await page.close();
    });
  }

  /** Sets the saved wizard's title and body as typing would (its scripts do not run here). */
  async function setDraft(page: Page, title: string, body: string): Promise<void> {
    await page.evaluate(
      ([t, b]) => {
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          el.value = value;
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector<HTMLInputElement>('#title')!, t);
        set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content')!, b);
      },
      [title, body] as const,
    );
  }

  it('waits for code or an error before any grade: an empty Ask page, then a title and one sentence', async () => {
    const page = await launched.context.newPage();
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(ASK_2023);
    const host = page.locator('[data-reprolens="coach-host"]');
    const WAITING = "I'll check once there is code or an error.";
    // The saved page as it was saved, nothing typed: the trial's "Not a deep-learning question".
    await expect.poll(() => host.getAttribute('data-waiting')).toBe('code_or_error title words');
    expect(await host.locator('.rl-line-text').innerText()).toBe(WAITING);
    expect(await host.locator('.rl-grade').count()).toBe(0);
    expect(await host.locator('[data-reprolens="score"]').getAttribute('data-score')).toBe('');
    // A title and the question's first sentence (the trial: a red grade with five demands after one sentence).
    await setDraft(page, outOfMemory.title, outOfMemory.body.split('\n')[0]);
    await expect.poll(() => host.getAttribute('data-waiting')).toBe('code_or_error');
    expect(await host.locator('.rl-line-text').innerText()).toBe(WAITING);
    expect(await host.locator('.rl-grade').count()).toBe(0);
    // The whole question, its error in a code block: the first grade.
    await setDraft(page, outOfMemory.title, outOfMemory.body);
    await expect.poll(() => host.getAttribute('data-waiting')).toBe('');
    await expect.poll(() => host.locator('[data-reprolens="score"]').getAttribute('data-score')).toMatch(/^\d+$/);
    await page.close();
  });

  // Both themes, three window sizes; the coach waiting, then grown (expanded, a snippet open), at the top and scrolled,
  // beside each of the wizard's help cards in turn. 0 px² over every help card, the top bar, the fields, the content.
  for (const theme of ['light', 'dark'] as const) {
    for (const [width, height] of [
      [1280, 800],
      [1366, 768],
      [1920, 1080],
    ] as const) {
      it(`${theme}, ${width}×${height}: never over a help card or under the top bar, solid, its button rows clean`, async () => {
        const page = await launched.context.newPage();
        const pageErrors = collectExtensionErrors(page);
        page.on('close', () => errors.push(...pageErrors));
        await page.setViewportSize({ width, height });
        await page.goto(ASK_2023);
        if (theme === 'dark') await page.evaluate(() => document.body.classList.add('theme-dark'));
        const host = page.locator('[data-reprolens="coach-host"]');
        const checks: string[] = [];
        const check = async (stage: string) => {
          await page.evaluate(coachSettled);
          const m = await page.evaluate(measureCoach);
          checks.push(`${stage}: ${m.docked} ${JSON.stringify(m.box)}`);
          expectCoachClear(m, stage);
          return m;
        };
        await expect.poll(() => host.getAttribute('data-waiting')).toBe('code_or_error title words');
        await check('waiting');
        await setDraft(page, outOfMemory.title, outOfMemory.body);
        await host.locator('[data-reprolens="score"][data-score]:not([data-score=""])').waitFor();
        await expect.poll(() => host.getAttribute('data-theme')).toBe(theme);
        if ((await host.getAttribute('data-expanded')) !== 'true') await host.locator('[data-reprolens="toggle"]').click();
        await host.locator('[data-reprolens^="item-"]').first().waitFor();
        // Grown further: a snippet shown under its suggestion.
        await host.locator('[data-reprolens^="show-snippet-"]').first().click();
        await host.locator('.rl-snippet:not([hidden])').first().waitFor();
        const grown = await check('grown');
        const light = theme === 'light';
        const [r, g, b] = grown.background.match(/\d+/g)!.map(Number);
        expect(light ? Math.min(r, g, b) : Math.max(r, g, b), grown.background).toSatisfy((v: number) => (light ? v > 240 : v < 60));
        expect(grown.actionRows.length).toBeGreaterThan(0);
        for (const scrollY of [400, 900]) {
          await page.evaluate((y) => window.scrollTo(0, y), scrollY);
          await check(`scrolled ${scrollY}`);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const column of HELP_COLUMNS) {
          await page.evaluate(showHelpCard, column);
          await check(`card ${column}`);
        }
        console.log(`coach, ${theme} ${width}×${height}:\n  ${checks.join('\n  ')}`);
        await page.close();
      });
    }
  }

  it('logged no errors from the extension', () => {
    expect(errors).toEqual([]);
  });
});
