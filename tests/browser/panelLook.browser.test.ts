// The panel's look and keys in a real Chromium with the built extension (Stack Overflow's own look and words; the
// keyboard), on the assembled question pages (tests/fixtures/pages/assembled/PROVENANCE.md) served at their real URLs
// with Stacks' real stylesheet: inline markdown rendered (no literal backticks), missing first, the present items
// folded, the whole expanded panel inside a 1366×768 window, Escape and the keyboard command's message, the landmark,
// and few Tab presses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { privateCustomProperty } from './helpers/pageLookAttacks';
import { actionProblems, panelActions } from './helpers/panelActions';
import { assembledPages, collectExtensionErrors, servePage, serveStacksStandIn, type QuestionPage } from './helpers/questionPages';

const pages = assembledPages();
const scored = pages.filter((p) => p.verdict.state === 'verdict');
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');
const RANK: Record<string, number> = { absent: 0, partial: 1, present: 2, na: 3 };

type ChromeApi = {
  tabs: {
    query(q: object): Promise<Array<{ id: number; url?: string }>>;
    sendMessage(id: number, message: object): Promise<unknown>;
  };
};

describe.skipIf(chromiumMissing)('the panel’s look and keys in Chromium', () => {
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

  async function open(p: QuestionPage, expand = false): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    await page.goto(p.url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    if (expand) {
      await panel(page).locator('[data-reprolens="toggle"]').click();
      await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    }
    return page;
  }

  it('has scored pages, one with a backtick in a suggestion text', () => {
    expect(scored.length).toBeGreaterThanOrEqual(3);
    expect(scored.some((p) => p.verdict.state === 'verdict' && p.verdict.report.suggestions.some((s) => s.text.includes('`')))).toBe(true);
  });

  it('serves Stacks’ real stylesheet, and the panel wears its sidebar widget and button rules', async () => {
    const page = await open(scored[0], true);
    // --su16 and --bc-medium are Stacks' own variables: neither is in synth-so-page-extras.css.
    const stacks = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { su16: body.getPropertyValue('--su16').trim(), bc: body.getPropertyValue('--bc-medium').trim() };
    });
    expect(stacks.su16).not.toBe('');
    expect(stacks.bc).not.toBe('');
    const body = panel(page).locator('[data-reprolens="panel-body"]');
    const widget = { sw: await body.evaluate(privateCustomProperty, '--_sw-bc'), cls: await body.evaluate((el) => el.className) };
    expect(widget.cls).toContain('s-sidebarwidget');
    expect(widget.sw).not.toBe(''); // the subset's .s-sidebarwidget rule applies inside the shadow root
    const button = panel(page).locator('button.s-btn').first();
    expect(await button.evaluate(privateCustomProperty, '--_bu-fc')).not.toBe('');
    await page.close();
  });

  it('renders inline markdown: no literal backticks, code as <code>', async () => {
    for (const p of scored.filter((q) => q.verdict.state === 'verdict' && q.verdict.report.suggestions.some((s) => s.text.includes('`')))) {
      const page = await open(p, true);
      const text = await panel(page).locator('[data-reprolens="panel-body"]').innerText();
      const suggestionTexts = await panel(page).locator('.rl-suggestion-text').allInnerTexts();
      expect(suggestionTexts.join('\n')).not.toContain('`');
      expect(await panel(page).locator('.rl-suggestion-text code').count()).toBeGreaterThan(0);
      expect(text.length).toBeGreaterThan(0);
      await page.close();
    }
  });

  it('lists missing and partial items first and folds the present ones into one line that expands', async () => {
    for (const p of scored) {
      const page = await open(p, true);
      const rows = await panel(page)
        .locator('.rl-items > [data-reprolens^="item-"]')
        .evaluateAll((els) =>
          els.map((el) => ({
            item: (el as HTMLElement).dataset.reprolens!.slice('item-'.length),
            status: (el as HTMLElement).dataset.status!,
            shown: !(el as HTMLElement).hidden,
          })),
        );
      // The decisive asks first, then those folded under "Could also add", then what needs nothing: missing before
      // partial within each.
      const decisive = new Set<string>(
        p.verdict.state === 'verdict' ? p.verdict.report.suggestions.filter((s) => s.decisive).map((s) => s.item) : [],
      );
      const group = (r: { item: string; status: string }) => (RANK[r.status] >= 2 ? 2 : decisive.has(r.item) ? 0 : 1);
      const ranks = rows.map((r) => group(r) * 10 + RANK[r.status]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(rows.filter((r) => r.shown).every((r) => r.status === 'absent' || r.status === 'partial')).toBe(true);
      expect(rows.filter((r) => r.shown).map((r) => r.item)).toEqual(rows.filter((r) => group(r) === 0).map((r) => r.item));
      if (rows.some((r) => r.status === 'present')) {
        const fold = panel(page).locator('[data-reprolens="present-fold"]');
        expect(await fold.getAttribute('aria-expanded')).toBe('false');
        await fold.click();
        await expect.poll(() => panel(page).locator('[data-status="present"]').first().isVisible()).toBe(true);
      }
      await page.close();
    }
  });

  // The answerer's trial (2026): 11 px link-like action text, Copy alone on a line, a ▸ glyph in the skeleton.
  it('shows every action as a Stacks button of at least 12 px, Copy beside its Snippet, and chevrons as icons', async () => {
    const found: string[] = [];
    // The skeleton's actions are the same component on every page: built once (each build takes seconds), on the
    // first page that offers it; every page's folds are opened.
    let skeletonBuilt = false;
    for (const p of scored) {
      const page = await open(p, true);
      const opens = skeletonBuilt ? '[data-reprolens$="-fold"]' : '[data-reprolens$="-fold"], [data-reprolens="skeleton-toggle"]';
      // Clicked in the page: the saved pages' cookie banner covers the bottom of the window (clicks are tested elsewhere).
      for (const fold of await panel(page).locator(opens).all()) await fold.evaluate((el) => (el as HTMLElement).click());
      if (!skeletonBuilt && (await panel(page).locator('[data-reprolens="skeleton-toggle"]').count())) {
        skeletonBuilt = true;
        await expect
          .poll(async () =>
            (await panel(page).locator('[data-reprolens="copy-skeleton"]').count()) > 0
              ? 'built'
              : await panel(page).locator('[data-reprolens="skeleton-note"]').getAttribute('data-state'),
          )
          .not.toBe('building');
      }
      const actions = await page.evaluate(panelActions, '[data-reprolens="panel"]');
      expect(actions.filter((b) => !b.header && b.shown).length).toBeGreaterThan(3);
      found.push(...actionProblems(p.file, actions));
      await page.close();
    }
    expect(skeletonBuilt).toBe(true);
    expect(found).toEqual([]);
  });

  it('fits the whole expanded panel in a 1366×768 window, without scrolling inside it', async () => {
    const heights: string[] = [];
    for (const p of scored) {
      const page = await open(p, true);
      const frame = panel(page).locator('.rl-frame');
      const box = (await frame.boundingBox())!;
      const scroll = await frame.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
      heights.push(`${p.file}: ${Math.round(box.height)} px`);
      await page.close();
      if (box.height > 768 || scroll.scroll > scroll.client + 1) heights.push(`  TOO TALL (content ${scroll.scroll} px)`);
    }
    console.log(`expanded panel heights at 1366×768:\n${heights.join('\n')}`);
    expect(heights.filter((h) => h.includes('TOO TALL'))).toEqual([]);
  });

  it('keeps the folded panel’s line below the fixed top bar while the question column shows, on a short question', async () => {
    // The shortest scored question. Folded, the line follows the reader (expanded, the panel keeps its place in the
    // sidebar: tests/browser/sidebarFlow.browser.test.ts).
    const p = [...scored].sort((a, b) => a.html.length - b.html.length)[0];
    const page = await open(p);
    // A bar that scrolls with the page (the 2020 pages' top-bar, unstyled offline) covers nothing: 0.
    const bar = await page.evaluate(() => {
      const header = document.querySelector('header.s-topbar, header.top-bar');
      const fixed = header && ['fixed', 'sticky'].includes(getComputedStyle(header).position);
      return fixed ? header.getBoundingClientRect().bottom : 0;
    });
    for (const y of [0, 200, 400, 800, 1200]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const header = (await panel(page).locator('.rl-line').boundingBox())!;
      const column = await page.evaluate(() => document.querySelector('#mainbar')!.getBoundingClientRect().bottom);
      // While the column shows at least a header's height (48 px, useFollowScroll.ts) and the gap (12 px) below the bar.
      if (column >= bar + 60) expect(header.y).toBeGreaterThanOrEqual(bar);
    }
    await page.close();
  });

  it('is a labelled complementary landmark, a few Tab presses from the top of the page', async () => {
    const page = await open(scored[0]);
    expect(await page.getByRole('complementary', { name: 'ReproLens reproducibility check' }).count()).toBe(1);
    let presses = 0;
    const onToggle = () =>
      page.evaluate(() => {
        const host = document.activeElement;
        return (
          host?.getAttribute('data-reprolens') === 'panel' &&
          (host.shadowRoot?.activeElement as HTMLElement | null)?.dataset.reprolens === 'toggle'
        );
      });
    while (presses < 30 && !(await onToggle())) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    console.log(`Tab presses from the top of the page to the panel: ${presses}`);
    expect(presses).toBeLessThanOrEqual(3);
    await page.close();
  });

  it('collapses on Escape from inside the expanded panel', async () => {
    const page = await open(scored[0], true);
    await panel(page).locator('[data-reprolens="toggle"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('false');
    expect(await panel(page).locator('[data-reprolens="toggle"]').getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('toggles on the keyboard command’s message (what the background sends on Alt+Shift+R)', async () => {
    const p = scored[0];
    const page = await open(p);
    expect(await panel(page).getAttribute('data-expanded')).toBe('false');
    const send = () =>
      launched.worker.evaluate(async (url) => {
        const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
        // The newest tab at this URL is this test's (pages of earlier tests may not be gone from the list yet).
        const id = Math.max(...(await chrome.tabs.query({ url })).map((t) => t.id));
        return chrome.tabs.sendMessage(id, { type: 'reprolens:toggle-panel' });
      }, p.url);
    await send();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    await send();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('false');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await panel(page).locator('[data-reprolens="dismiss"]').click();
    await expect.poll(() => panel(page).count()).toBe(0);
    await send();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    await page.close();
  });
});
