// What the page can see of ReproLens and do to it, in a real Chromium with the built extension (hostile review
// 2026-12-01 §1, S1/S2), on an assembled SO page (tests/fixtures/pages/assembled/PROVENANCE.md): a page script
// listening from before any script runs receives no ReproLens message and no WXT event; forging WXT's started event (by
// the name the review saw) leaves the panel in place and working; a second copy of the content script still stops the
// first ("extension updated" behaviour); page CSS aimed at the host by its tag name does not hide it, and nothing the
// page's cascade can name changes what the panel shows (hostile review 2026-12-04, point 6:
// tests/browser/helpers/pageLookAttacks.ts) — and what the page can still do (cover it with its own element) is
// measured, not assumed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { HIDING_RULES, lookAttacks, lookDifferences, measurePanelLook, type PanelLook } from './helpers/pageLookAttacks';
import { assembledPages, collectExtensionErrors, servePage } from './helpers/questionPages';

const page0 = assembledPages().find((p) => p.verdict.state === 'verdict')!;
const panel = (page: Page) => page.locator('[data-reprolens="panel"]');
const SCRIPT_NAMES = ['question', 'draft', 'issue'];

type ChromeApi = {
  tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>>; sendMessage(id: number, m: object): Promise<unknown> };
  scripting: { executeScript(d: object): Promise<unknown> };
};

describe.skipIf(chromiumMissing)('the page cannot see or steer ReproLens (Chromium)', () => {
  let launched: LaunchedExtension;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await servePage(launched.context, page0.url, page0.html);
  });
  afterAll(async () => {
    await launched?.close();
    expect(errors).toEqual([]);
  });

  async function open(initScript?: (extensionId: string) => void): Promise<Page> {
    const page = await launched.context.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    const pageErrors = collectExtensionErrors(page);
    page.on('close', () => errors.push(...pageErrors));
    if (initScript) await page.addInitScript(initScript, launched.extensionId);
    await page.goto(page0.url);
    await panel(page).locator('[data-reprolens="score"]').waitFor();
    return page;
  }

  async function tabId(): Promise<number> {
    return launched.worker.evaluate(async (u) => {
      const tabs = await (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.query({});
      return tabs.find((t) => t.url === u)!.id;
    }, page0.url);
  }

  /** The content script answers the popup's question: it is alive, and says whether its panel is on the page. */
  async function askVerdict(id: number): Promise<{ panelShown: boolean } | null> {
    return launched.worker.evaluate(
      (tab) => (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.sendMessage(tab, { type: 'reprolens:get-verdict' }),
      id,
    ) as Promise<{ panelShown: boolean } | null>;
  }

  it('a page script hears nothing: no window message, no WXT event on window or document', async () => {
    const page = await open((extensionId) => {
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      window.addEventListener('message', (e) => heard.push(`message ${JSON.stringify(e.data)}`), true);
      for (const name of ['question', 'draft', 'issue'])
        for (const event of ['wxt:content-script-started', 'wxt:locationchange'])
          for (const target of [window, document])
            target.addEventListener(
              `${extensionId}:${name}:${event}`,
              (e) => heard.push(`${e.type} on ${target === window ? 'window' : 'document'}`),
              true,
            );
    });
    // The panel is up and the script answered: it has long since started (and would have announced itself by then).
    expect((await askVerdict(await tabId()))?.panelShown).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toEqual([]);
    await page.close();
  });

  it('a forged WXT "started" event and message do not remove the panel; the script still answers', async () => {
    const page = await open();
    await page.evaluate(
      ({ extensionId, names }) => {
        for (const name of names) {
          const type = `${extensionId}:${name}:wxt:content-script-started`;
          const detail = { contentScriptName: name, messageId: 'forged' };
          document.dispatchEvent(new CustomEvent(type, { detail }));
          window.dispatchEvent(new CustomEvent(type, { detail }));
          window.postMessage({ type, contentScriptName: name, messageId: 'forged' }, '*');
        }
      },
      { extensionId: launched.extensionId, names: SCRIPT_NAMES },
    );
    // A state that needs the live script after the forgery: it toggles its panel open on the keyboard command's message.
    const id = await tabId();
    await launched.worker.evaluate(
      (tab) => (globalThis as unknown as { chrome: ChromeApi }).chrome.tabs.sendMessage(tab, { type: 'reprolens:toggle-panel' }),
      id,
    );
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    expect(await panel(page).count()).toBe(1);
    expect((await askVerdict(id))?.panelShown).toBe(true);
    await page.close();
  });

  it('a second copy of the content script stops the first: one panel, and it is the new copy’s', async () => {
    const page = await open();
    await panel(page).locator('[data-reprolens="toggle"]').click();
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('true');
    const id = await tabId();
    await launched.worker.evaluate(
      (tab) =>
        (globalThis as unknown as { chrome: ChromeApi }).chrome.scripting.executeScript({
          target: { tabId: tab },
          files: ['content-scripts/question.js'],
        }),
      id,
    );
    // The old copy's panel was expanded; the new copy starts folded. Exactly one host throughout the end state.
    await expect.poll(() => panel(page).getAttribute('data-expanded')).toBe('false');
    expect(await panel(page).count()).toBe(1);
    expect((await askVerdict(id))?.panelShown).toBe(true);
    await page.close();
  });

  /** Whether the panel's toggle is painted and takes the click at its centre (nothing of the page over it). */
  async function toggleReachable(page: Page): Promise<{ painted: boolean; onTop: boolean }> {
    return panel(page).evaluate((host) => {
      const toggle = host.shadowRoot!.querySelector<HTMLElement>('[data-reprolens="toggle"]')!;
      toggle.scrollIntoView({ block: 'center' });
      const box = toggle.getBoundingClientRect();
      const style = getComputedStyle(host);
      const painted = box.width > 1 && box.height > 1 && style.visibility === 'visible' && Number(style.opacity) === 1;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { painted, onTop: hit === host };
    });
  }

  it('page CSS aimed at the host by its tag name does not hide it or make it unclickable', async () => {
    const page = await open();
    await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
    expect(await toggleReachable(page)).toEqual({ painted: true, onTop: true });
    const winners: string[] = [];
    for (const rule of HIDING_RULES) {
      const important = rule.replace(/;/g, ' !important;');
      await page.evaluate((css) => {
        const style = document.createElement('style');
        style.id = 'hostile';
        style.textContent = `body > div, [data-reprolens] { ${css} !important; }`;
        document.head.append(style);
      }, important);
      const reach = await toggleReachable(page);
      if (!reach.painted || !reach.onTop) winners.push(rule);
      await page.evaluate(() => document.getElementById('hostile')?.remove());
    }
    expect(winners).toEqual([]);
    await page.close();
  });

  it('nothing the page’s cascade can name changes what the panel shows: colours, glyphs, boxes, the click', async () => {
    const page = await open();
    await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
    const look = async () => (await page.evaluate(measurePanelLook, '[data-reprolens="panel"]')) as PanelLook;
    // The control once the panel has settled where it stays: measuring scrolls the toggle into view, and the frame
    // follows its slot in the sidebar on the next animation frame (the banner's removal moved the slot up).
    let control = await look();
    for (let tries = 0; tries < 20; tries++) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const again = await look();
      if (lookDifferences(control, again).length === 0) break;
      control = again;
    }
    expect(control.score.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
    expect(control.reach).toEqual({ hitsHost: true, hitsToggle: true, focusable: true });
    const winners: string[] = [];
    for (const attack of lookAttacks()) {
      await page.evaluate((css) => {
        const style = document.createElement('style');
        style.id = 'hostile';
        style.textContent = css;
        document.head.append(style);
      }, attack.css);
      const changed = lookDifferences(control, await look());
      if (changed.length > 0) winners.push(`${attack.name}: ${changed.slice(0, 4).join('; ')}`);
      await page.evaluate(() => document.getElementById('hostile')?.remove());
    }
    expect(winners).toEqual([]);
    await page.close();
  });

  it('what still wins, measured: a page element stacked above the host covers it (no CSS on the host can prevent that)', async () => {
    const page = await open();
    await page.evaluate(() => document.getElementById('js-gdpr-consent-banner')?.remove());
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:transparent';
      document.body.append(cover);
    });
    expect((await toggleReachable(page)).onTop).toBe(false);
    await page.close();
  });

  it('what still wins, measured: CSS on the host’s ancestors (body’s zoom) scales the panel with the page', async () => {
    const page = await open();
    const scoreWidth = async () =>
      ((await page.evaluate(measurePanelLook, '[data-reprolens="panel"]')) as PanelLook).boxes.score.split(' ')[2];
    const before = Number(await scoreWidth());
    // The page zooms body out and its own content back in: only what it did not name, the host, stays small.
    await page.addStyleTag({ content: 'body { zoom: 0.5 !important; } body > :not([data-reprolens]) { zoom: 2 !important; }' });
    expect(Number(await scoreWidth())).toBeLessThan(before * 0.6);
    await page.close();
  });
});
