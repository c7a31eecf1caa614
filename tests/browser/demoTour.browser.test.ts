// `npm run demo -- --tour` (tools/demo/demoTour.ts) on the assembled page of 62081155 (its input data is the
// decisive ask, so the panel offers the "ask for details" comment): every step reaches its state and writes its
// screenshot, waiting on the panel's states only. The demo's own page (tools/demo/demoPage.ts) in the suite's browser.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPage } from '../../tools/demo/demoPage';
import { runTour, tourFileName } from '../../tools/demo/demoTour';
import { waitInShadowRoot } from '../../tools/demo/shadowRootOverCdp';
import { chromiumMissing, type LaunchedExtension, launchExtension } from './helpers/launchExtension';
import { serveCommentFormStandIn, serveStacksStandIn, servePage } from './helpers/questionPages';

const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(chromiumMissing)('the demo tour', () => {
  let launched: LaunchedExtension;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reprolens-tour-'));
  beforeAll(async () => {
    launched = await launchExtension();
  });
  afterAll(async () => {
    await launched?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('folds, expands, marks evidence, opens the skeleton and the comment: one PNG per step', async () => {
    const page = demoPage(
      root,
      { kind: 'question', id: '62081155' },
      { REPROLENS_CORPUS_DIR: path.join(root, 'tests/fixtures/pages/assembled') },
    );
    await serveStacksStandIn(launched.context);
    await serveCommentFormStandIn(launched.context);
    await servePage(launched.context, page.url, page.html);
    const tab = await launched.context.newPage();
    await tab.setViewportSize({ width: 1366, height: 768 });
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    await tab.goto(page.url, { waitUntil: 'domcontentloaded' });
    const scored = await waitInShadowRoot(
      tab,
      '[data-reprolens="panel"]',
      (r) => r.querySelector('[data-reprolens="score"]') !== null,
      20_000,
    );
    expect(scored).toBe(true);

    const shots = await runTour(tab, outDir, '');
    expect(shots.map((s) => s.step)).toEqual(['folded', 'expanded', 'evidence', 'skeleton', 'comment']);
    for (const shot of shots) {
      expect(shot.file, shot.shows).toBe(path.join(outDir, tourFileName(shot.step as 'folded')));
      // A PNG: its signature, and more than an empty frame's few bytes.
      const png = readFileSync(shot.file!);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.length).toBeGreaterThan(5_000);
    }
    expect(shots[2].shows).toMatch(/clicked: the post scrolled to it and highlighted/);
    expect(shots[4].shows).toMatch(/^the “ask for details” comment: “Please \[edit\] the question/);
    expect(existsSync(path.join(outDir, 'tour-5-comment.png'))).toBe(true);
    await tab.close();
  });
});
