// The panel in the sidebar's flow, in a real Chromium with the built extension, on the assembled question pages served
// at their real URLs with Stacks' real stylesheet: at 1280, 1366 and 1920 px wide, light and dark, folded and
// expanded, the panel's frame covers no pixel of the sidebar's own widgets (Linked, Related, Hot Network Questions, the
// blog and meta widgets), which move down below it; folded it is one line and follows the reader below the top bar;
// expanded it keeps its place; where the sidebar is hidden (narrow windows) it docks in the corner and takes no room.
// Nothing decisive missing: "nothing to ask" in green and no comment; else the comment whole and editable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn, type QuestionPage } from './helpers/questionPages';
import { type SidebarLayout, sidebarLayout } from './helpers/sidebarFlow';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { answerableAsItStands } from '../../lib/verdictSummary';
import { NOTHING_TO_ASK } from '../../lib/verdictTexts';

const pages = assembledPages();
const scored = pages.filter((p) => p.verdict.state === 'verdict');
// Pages whose sidebar holds the lists answerers use to find duplicates.
// Every other one (both saved host pages, 2020-06 and 2022-12, and the tallest panel): each width and theme opens each.
const withLists = scored.filter((p) => p.html.includes('sidebar-related')).filter((_, i) => i % 2 === 0);
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');
const WIDTHS = [1280, 1366, 1920] as const;
const THEMES = ['light', 'dark'] as const;

describe.skipIf(chromiumMissing)('the panel is a widget in the sidebar’s flow, in Chromium', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    for (const p of pages) await servePage(launched.context, p.url, p.html);
  });
  afterAll(async () => {
    await launched?.close();
    expect(errors).toEqual([]);
  });

  async function open(p: QuestionPage, width: number, theme: 'light' | 'dark'): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width, height: 768 });
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(p.url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    if (theme === 'dark') {
      await page.evaluate(() => document.body.classList.add('theme-dark'));
      await expect.poll(() => panel(page).getAttribute('data-theme')).toBe('dark');
    }
    return page;
  }

  /** The layout once the slot holds the frame's height (the ResizeObserver has run). */
  async function settled(page: Page): Promise<SidebarLayout> {
    await expect
      .poll(async () => {
        const l = await page.evaluate(sidebarLayout);
        return l.docked !== 'side' || Math.abs(l.slotHeight - Math.ceil(l.frame.height)) <= 1;
      })
      .toBe(true);
    return page.evaluate(sidebarLayout);
  }

  const coveredWidgets = (l: SidebarLayout) => l.widgets.filter((w) => w.covered > 0).map((w) => `${w.name}: ${w.covered} px²`);

  it('has pages whose sidebar holds Linked or Related', () => {
    expect(withLists.length).toBeGreaterThanOrEqual(1);
  });

  for (const width of WIDTHS)
    for (const theme of THEMES)
      it(`covers none of the sidebar’s widgets at ${width} px, ${theme}, folded and expanded, at the top and scrolled`, async () => {
        const figures: string[] = [];
        for (const p of withLists) {
          const page = await open(p, width, theme);
          const folded = await settled(page);
          expect(folded.docked).toBe('side');
          expect(folded.slotCount).toBe(1);
          expect(coveredWidgets(folded)).toEqual([]);
          // Folded: one line (the header no taller than a Stacks widget header, its text on one line).
          expect(folded.header.lines).toBe(1);
          expect(folded.header.height).toBeLessThanOrEqual(36);
          await panel(page).locator('[data-reprolens="toggle"]').click();
          await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
          const expanded = await settled(page);
          expect(coveredWidgets(expanded)).toEqual([]);
          // The widgets moved down below the panel (16 px apart, as Stacks' widgets are).
          const first = expanded.widgets[0];
          expect(first.top).toBeGreaterThanOrEqual(expanded.frame.bottom);
          for (const y of [300, 900]) {
            await page.evaluate((to) => window.scrollTo(0, to), y);
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const scrolled = await page.evaluate(sidebarLayout);
            expect(coveredWidgets(scrolled), `scrolled to ${y}`).toEqual([]);
            // Not sticky when expanded: it scrolled with the sidebar.
            expect(Math.round(scrolled.frame.top - scrolled.widgets[0].top)).toBe(Math.round(expanded.frame.top - first.top));
          }
          figures.push(`${p.file}: folded ${Math.round(folded.frame.height)} px, expanded ${Math.round(expanded.frame.height)} px`);
          await page.close();
        }
        console.log(`sidebar flow at ${width} px, ${theme}: 0 px² over the widgets\n${figures.join('\n')}`);
      });

  it('says "nothing to ask" in green and offers no comment where nothing decisive is missing; else the whole comment, editable', async () => {
    const seen = { answerable: 0, asking: 0 };
    for (const p of scored) {
      if (p.verdict.state !== 'verdict') continue;
      const answerable = answerableAsItStands(p.verdict);
      const page = await open(p, 1366, 'light');
      await panel(page).locator('[data-reprolens="toggle"]').click();
      await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
      const body = panel(page).locator('[data-reprolens="panel-body"]');
      expect(await body.getAttribute('data-answerable'), p.file).toBe(String(answerable));
      const comment = composeDetailsComment(p.verdict.report, 'stackoverflow.com');
      if (answerable) {
        seen.answerable += 1;
        expect(await panel(page).locator('[data-reprolens="missing-line"]').innerText()).toBe(`— ${NOTHING_TO_ASK}`);
        // Green: the good grade's text colour on the line, and the note.
        const colour = await panel(page)
          .locator('[data-reprolens="missing-line"]')
          .evaluate((el) => getComputedStyle(el).color);
        const [r, g, b] = colour.match(/\d+/g)!.map(Number);
        expect(g, colour).toBeGreaterThan(Math.max(r, b));
        expect(await panel(page).locator('[data-reprolens="answerable"]').isVisible()).toBe(true);
        expect(await panel(page).locator('[data-reprolens="details-comment"]').count()).toBe(0);
      } else if (comment) {
        seen.asking += 1;
        const box = panel(page).locator('[data-reprolens="details-comment-text"]');
        // Whole: the box shows every line of it, without scrolling inside.
        expect(await box.inputValue()).toBe(comment);
        const fits = await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
        expect(fits, p.file).toBe(true);
        await box.fill(`${comment} Thanks.`);
        expect(await panel(page).locator('[data-reprolens="reset-details-comment"]').count()).toBe(1);
      }
      await page.close();
    }
    console.log(`answerable as it stands: ${seen.answerable} saved pages; with a comment to ask: ${seen.asking}`);
    expect(seen.answerable).toBeGreaterThan(0);
    expect(seen.asking).toBeGreaterThan(0);
  });

  it('folded, follows the reader below the top bar; unfolded there, it goes back to its place and scrolls to it', async () => {
    const page = await open(withLists[0], 1366, 'light');
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect
      .poll(async () => {
        const l = await page.evaluate(sidebarLayout);
        return l.frame.top >= l.topBarBottom && l.frame.top < l.topBarBottom + 40;
      })
      .toBe(true);
    await panel(page).locator('[data-reprolens="toggle"]').click();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    const back = await settled(page);
    // In its place above the sidebar's widgets, and on screen below the bar.
    expect(back.frame.bottom).toBeLessThanOrEqual(back.widgets[0].top);
    expect(back.frame.top).toBeGreaterThanOrEqual(back.topBarBottom);
    expect(back.frame.top).toBeLessThan(768);
    await page.close();
  });

  it('docks in the corner and takes no room once the sidebar is hidden (as Stack Overflow hides it in narrow windows)', async () => {
    const page = await open(withLists[0], 1366, 'light');
    expect((await settled(page)).slotCount).toBe(1);
    await page.evaluate(() => {
      (document.querySelector('#sidebar') as HTMLElement).style.display = 'none';
      window.dispatchEvent(new Event('resize'));
    });
    await expect.poll(async () => (await page.evaluate(sidebarLayout)).docked).toBe('corner');
    expect((await page.evaluate(sidebarLayout)).slotCount).toBe(0);
    await page.evaluate(() => {
      (document.querySelector('#sidebar') as HTMLElement).style.display = '';
      window.dispatchEvent(new Event('resize'));
    });
    await expect.poll(async () => (await page.evaluate(sidebarLayout)).slotCount).toBe(1);
    await page.close();
  });
});
