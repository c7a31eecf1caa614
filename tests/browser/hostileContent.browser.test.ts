// Issue 15, "Hostile content, proved on every change", in real Chromium: every payload of the synthesized corpus
// (tests/fixtures/hostile/payloads.jsonl, 220 in 13 families) placed as a Stack Overflow page shows question text —
// escaped, as text — into the title, prose, a code block, inline code, an image's alt text and a link's text of a
// real saved page with a real DL question (tools/fixtures/assembleQuestionPage.ts: the demo question in the saved
// 2022-12 page), 20 payloads per page. With the panel expanded, its present items unfolded and the skeleton opened:
// nothing executes (the canary `__x` the payloads call, dialogs), no element or attribute a payload would create
// appears in the shadow root, and the page's own DOM outside ReproLens' host is byte-identical to the same page where
// the content script does not run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleQuestionPage, type CorpusQuestionRecord } from '../../tools/fixtures/assembleQuestionPage';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './launchExtension';
import { collectExtensionErrors, servePage, serveStacksStandIn } from './questionPages';

const ROOT = resolve(import.meta.dirname, '../..');
const payloads = readFileSync(resolve(ROOT, 'tests/fixtures/hostile/payloads.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { family: string; payload: string });
const record = JSON.parse(
  readFileSync(resolve(ROOT, 'tests/fixtures/demo/so-61877098-resnet50-cifar10.json'), 'utf8'),
) as CorpusQuestionRecord;
const host = readFileSync(resolve(ROOT, 'tests/fixtures/pages/so-2022-12_stackoverflow_9688200.html'), 'utf8');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PER_PAGE = 20;
/** One page per 20 payloads: each payload once in every place a question shows text. */
function hostilePage(batch: Array<{ payload: string }>, n: number): { url: string; html: string } {
  const places = batch
    .map(({ payload }) => {
      const text = escapeHtml(payload);
      return [
        `<p>I tried this: ${text}</p>`,
        `<pre><code>x = torch.randn(3, 32, 32)\n${text}\n</code></pre>`,
        `<p>The call <code>${text}</code> fails.</p>`,
        `<p><img src="https://i.sstatic.net/abc.png" alt="${text}"></p>`,
        `<p><a href="https://example.org/issue">${text}</a></p>`,
      ].join('\n');
    })
    .join('\n');
  const id = 990000000 + n;
  const url = `https://stackoverflow.com/questions/${id}/synth-hostile-${n}`;
  const title = escapeHtml(`${record.title} ${batch[0].payload}`);
  return {
    url,
    html: assembleQuestionPage(host, { ...record, question_id: id, link: url, title, body_html: `${record.body_html}\n${places}` }),
  };
}

const pages = Array.from({ length: Math.ceil(payloads.length / PER_PAGE) }, (_, i) =>
  hostilePage(payloads.slice(i * PER_PAGE, (i + 1) * PER_PAGE), i),
);

/** What a payload would leave in the shadow root if it were parsed as HTML. */
const FOREIGN =
  'script, iframe, object, embed, math, form, input, textarea:not([data-reprolens]), base, meta, link, img, video, audio, marquee';

describe.skipIf(chromiumMissing)('hostile question text in Chromium (issue 15)', () => {
  let launched: LaunchedExtension;
  const executions: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    await launched.context.exposeBinding('__x', (_source, what: unknown) => executions.push(String(what)));
    for (const [i, p] of pages.entries()) {
      await servePage(launched.context, p.url, p.html);
      await servePage(launched.context, `https://stackoverflow.com/questions/tagged/synth-hostile-control-${i}`, p.html);
    }
  });
  afterAll(async () => {
    await launched?.close();
  });

  const serialize = (pg: Page) =>
    pg.evaluate(() => {
      const clone = document.documentElement.cloneNode(true) as HTMLElement;
      for (const n of clone.querySelectorAll('[data-reprolens="panel"]')) n.remove();
      return clone.outerHTML;
    });

  it(`places all ${payloads.length} payloads, ${PER_PAGE} per page`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    expect(pages.length).toBe(Math.ceil(payloads.length / PER_PAGE));
  });

  it('has a canary that works: the same page with one payload left unescaped calls it (a synthesized control)', async () => {
    const url = 'https://stackoverflow.com/questions/tagged/synth-hostile-canary';
    await servePage(launched.context, url, host.replace('</body>', `<img src="x" onerror="__x('canary')"></body>`));
    const page = await launched.context.newPage();
    await page.goto(url);
    await expect.poll(() => executions.includes('canary')).toBe(true);
    await page.close();
    executions.length = 0;
  });

  it('runs none of them, adds none of their elements, and leaves the page as it was', async () => {
    for (const [i, p] of pages.entries()) {
      const page = await launched.context.newPage();
      const pageErrors = collectExtensionErrors(page);
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await page.goto(p.url);
      const panel = page.locator('[data-reprolens="panel"]');
      await panel.locator('[data-reprolens="score"]').waitFor();
      if ((await panel.getAttribute('data-state')) === 'verdict') {
        await panel.locator('[data-reprolens="toggle"]').press('Enter');
        const fold = panel.locator('[data-reprolens="present-fold"]');
        if (await fold.count()) await fold.dispatchEvent('click');
        const skeleton = panel.locator('[data-reprolens="skeleton-toggle"]');
        if (await skeleton.count()) {
          await skeleton.dispatchEvent('click');
          await panel.locator('[data-reprolens="skeleton-script"], [data-reprolens="skeleton-note"]').first().waitFor();
        }
      }
      const foreign = await page.evaluate((selector) => {
        const root = document.querySelector('[data-reprolens="panel"]')?.shadowRoot;
        if (!root) return ['no shadow root'];
        const found = Array.from(root.querySelectorAll(selector), (el) => el.tagName.toLowerCase());
        for (const el of root.querySelectorAll('*'))
          for (const attr of el.getAttributeNames())
            if (/^on/i.test(attr) || /^javascript:/i.test(el.getAttribute(attr) ?? '')) found.push(`${el.tagName}[${attr}]`);
        if (root.querySelectorAll('style').length !== 1) found.push(`${root.querySelectorAll('style').length} style elements`);
        return found;
      }, FOREIGN);
      expect(foreign, p.url).toEqual([]);
      expect(dialogs, p.url).toBe(0);
      const control = await launched.context.newPage();
      await control.goto(`https://stackoverflow.com/questions/tagged/synth-hostile-control-${i}`);
      expect(await serialize(page), p.url).toBe(await serialize(control));
      await Promise.all([page.close(), control.close()]);
      errors.push(...pageErrors);
    }
    expect(executions).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the popup shows the same reports as text: no execution, no foreign element in its report', async () => {
    const tabIds = () =>
      launched.worker.evaluate(async () =>
        (
          await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id: number }>> } } }).chrome.tabs.query({})
        ).map((t) => t.id),
      );
    for (const p of pages) {
      const known = new Set(await tabIds());
      const tab = await launched.context.newPage();
      await tab.goto(p.url);
      await tab.locator('[data-reprolens="panel"] [data-reprolens="score"]').waitFor();
      const [id] = (await tabIds()).filter((t) => !known.has(t));
      const popup = await launched.context.newPage();
      const popupErrors = collectExtensionErrors(popup);
      await popup.goto(`chrome-extension://${launched.extensionId}/popup.html?tab=${id}`);
      const report = popup.locator('[data-reprolens="popup-tab"]');
      await report.locator('[data-reprolens="score"]').first().waitFor();
      const foreign = await report.evaluate((root, selector) => {
        const found = Array.from(root.querySelectorAll(selector), (el) => el.tagName.toLowerCase());
        for (const el of root.querySelectorAll('*'))
          for (const attr of el.getAttributeNames())
            if (/^on/i.test(attr) || /^javascript:/i.test(el.getAttribute(attr) ?? '')) found.push(`${el.tagName}[${attr}]`);
        return found;
      }, FOREIGN);
      expect(foreign, p.url).toEqual([]);
      errors.push(...popupErrors);
      await Promise.all([popup.close(), tab.close()]);
    }
    expect(executions).toEqual([]);
    expect(errors).toEqual([]);
  });
});
