// The panel in the sidebar's flow in a real Firefox (ESR, MV2 build), as the Chromium suite checks it
// (tests/browser/sidebarFlow.browser.test.ts): on the assembled question pages whose sidebar holds Linked or Related,
// at 1280, 1366 and 1920 px wide, light and dark, folded and expanded, the panel's frame covers no pixel of the
// sidebar's own widgets, which sit below it; folded, its header is one line. Nothing decisive missing: "nothing to
// ask" and no comment; else the comment whole in an editable box. Every action a Stacks button (as the Chromium suite's
// panelLook checks it).
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembledPages } from '../browser/helpers/questionPages';
import { actionProblems, type PanelAction, panelActions } from '../browser/helpers/panelActions';
import { type SidebarLayout, sidebarLayout } from '../browser/helpers/sidebarFlow';
import { attr, click, count, fieldValue, inside, serveStacksStandIn, text, waitFor } from './firefoxPage';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { answerableAsItStands } from '../../lib/verdictSummary';
import { NOTHING_TO_ASK } from '../../lib/verdictTexts';
import { firefoxMissing, launchFirefox, type LaunchedFirefox, setViewportSize } from './launchFirefox';

const scored = assembledPages().filter((p) => p.verdict.state === 'verdict');
// Every other one (both saved host pages, 2020-06 and 2022-12, and the tallest panel): each width and theme opens each.
const withLists = scored.filter((p) => p.html.includes('sidebar-related')).filter((_, i) => i % 2 === 0);
const PANEL = '[data-reprolens="panel"]';
const inPanel = (selector: string) => inside(PANEL, selector);
const WIDTHS = [1280, 1366, 1920] as const;

describe.skipIf(firefoxMissing)('the panel is a widget in the sidebar’s flow, in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    serveStacksStandIn(ff);
    for (const p of scored) ff.serve(p.url, { contentType: 'text/html; charset=utf-8', body: p.html });
  });
  afterAll(async () => {
    await ff?.close();
  });

  const layout = (page: Page) => page.evaluate(sidebarLayout) as Promise<SidebarLayout>;
  /** The layout once the slot holds the frame's height (its ResizeObserver has run). */
  async function settled(page: Page): Promise<SidebarLayout> {
    await expect
      .poll(async () => {
        const l = await layout(page);
        return l.docked !== 'side' || Math.abs(l.slotHeight - Math.ceil(l.frame.height)) <= 1;
      })
      .toBe(true);
    return layout(page);
  }
  const covered = (l: SidebarLayout) => l.widgets.filter((w) => w.covered > 0).map((w) => `${w.name}: ${w.covered} px²`);

  it('has pages whose sidebar holds Linked or Related', () => {
    expect(withLists.length).toBeGreaterThanOrEqual(1);
  });

  for (const width of WIDTHS)
    it(`covers none of the sidebar’s widgets at ${width} px, light and dark, folded and expanded`, async () => {
      for (const p of withLists) {
        const page = await ff.open(p.url);
        await setViewportSize(page, { width, height: 768 });
        await waitFor(page, inPanel('[data-reprolens="score"]'));
        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            await page.evaluate(() => document.body.classList.add('theme-dark'));
            await expect.poll(() => attr(page, PANEL, 'data-theme')).toBe('dark');
          }
          const folded = await settled(page);
          expect(folded.docked, p.file).toBe('side');
          expect(folded.slotCount).toBe(1);
          expect(covered(folded), `${p.file} ${width} ${theme} folded`).toEqual([]);
          expect(folded.header.lines).toBe(1);
          await click(page, inPanel('[data-reprolens="toggle"]'));
          await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
          const expanded = await settled(page);
          expect(covered(expanded), `${p.file} ${width} ${theme} expanded`).toEqual([]);
          expect(expanded.widgets[0].top).toBeGreaterThanOrEqual(expanded.frame.bottom);
          await click(page, inPanel('[data-reprolens="toggle"]'));
          await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('false');
        }
        await page.close();
      }
    });

  it('says "nothing to ask" and offers no comment where nothing decisive is missing; else the whole comment, editable', async () => {
    const seen = { answerable: 0, asking: 0 };
    for (const p of scored) {
      if (p.verdict.state !== 'verdict') continue;
      const answerable = answerableAsItStands(p.verdict);
      const page = await ff.open(p.url);
      await waitFor(page, inPanel('[data-reprolens="score"]'));
      await click(page, inPanel('[data-reprolens="toggle"]'));
      await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
      expect(await attr(page, inPanel('[data-reprolens="panel-body"]'), 'data-answerable'), p.file).toBe(String(answerable));
      const comment = composeDetailsComment(p.verdict.report, 'stackoverflow.com');
      if (answerable) {
        seen.answerable += 1;
        expect(await text(page, inPanel('[data-reprolens="missing-line"]'))).toBe(`— ${NOTHING_TO_ASK}`);
        expect(await count(page, inPanel('[data-reprolens="details-comment"]'))).toBe(0);
      } else if (comment) {
        seen.asking += 1;
        expect(await fieldValue(page, inPanel('[data-reprolens="details-comment-text"]'))).toBe(comment);
      }
      await page.close();
    }
    expect(seen.answerable).toBeGreaterThan(0);
    expect(seen.asking).toBeGreaterThan(0);
  });

  it('draws every action as a Stacks button, its text at 12 px or more, and no text glyph for a chevron', async () => {
    const found: string[] = [];
    for (const p of scored) {
      const page = await ff.open(p.url);
      await waitFor(page, inPanel('[data-reprolens="score"]'));
      await click(page, inPanel('[data-reprolens="toggle"]'));
      await expect.poll(() => attr(page, PANEL, 'data-expanded')).toBe('true');
      found.push(...actionProblems(p.file, (await page.evaluate(panelActions, PANEL)) as PanelAction[]));
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
