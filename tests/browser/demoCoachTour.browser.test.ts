// `npm run demo -- --tour` on the Ask page, and the coach's part of `--readme-images` (tools/demo/demoCoachTour.ts):
// the real saved 2023 Ask page served at its URL, a real draft typed into its fields, the coach's grade, then
// "Review your question" pressed and the dialog before posting. Both steps write their PNG, waiting on the coach's
// states only; the README's image is copied from the second.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COACH_README_IMAGE,
  coachDraft,
  coachFileName,
  expectedScore,
  openAskPage,
  runCoachTour,
  writeCoachReadmeImage,
} from '../../tools/demo/demoCoachTour';
import { evaluateInShadowRoot } from '../../tools/demo/shadowRootOverCdp';
import { incomplete } from './helpers/askPageDrafts';
import { chromiumMissing, type LaunchedExtension, launchExtension } from './helpers/launchExtension';

const root = path.resolve(import.meta.dirname, '../..');
const HOST = '[data-reprolens="coach-host"]';

/** A PNG (its signature) of more than an empty frame's few bytes, and its size in px. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect(png.length).toBeGreaterThan(5_000);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe.skipIf(chromiumMissing)('the demo’s coach tour', () => {
  let launched: LaunchedExtension;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'reprolens-coach-tour-'));
  beforeAll(async () => {
    launched = await launchExtension();
  });
  afterAll(async () => {
    await launched?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('types the draft the before-posting tests post, shoots the graded coach, presses Review and shoots the dialog', async () => {
    const draft = coachDraft(root);
    // The same real draft as the before-posting tests (tests/browser/helpers/askPageDrafts.ts), read by the demo itself.
    expect({ title: draft.title, body: draft.body }).toEqual({ title: incomplete.title, body: incomplete.body.replace(/\r\n?/g, '\n') });
    const tab = await launched.context.newPage();
    await tab.setViewportSize({ width: 1366, height: 768 });
    await openAskPage(launched.context, tab, root);

    const shots = await runCoachTour(tab, outDir, draft);
    expect(shots.map((s) => s.step)).toEqual(['coach', 'coach-before-posting']);
    for (const shot of shots) {
      expect(shot.file, shot.shows).toBe(path.join(outDir, coachFileName(shot.step as 'coach')));
      expect(pngSize(shot.file!)).toEqual({ width: 1366, height: 768 });
    }
    expect(shots[0].shows).toContain(`“${expectedScore(draft)} · `);
    expect(shots[1].shows).toMatch(/^the dialog before posting: “Before you post: readers will miss /);
    // The dialog is still on screen after its shot, over the coach that asked it; nothing was answered for the user.
    const dialog = await evaluateInShadowRoot(tab, HOST, (r) => {
      const d = r.querySelector('[data-reprolens="presubmit-dialog"]');
      const box = d?.getBoundingClientRect();
      return { shown: !!box && box.width > 0 && box.height > 0, missing: d?.querySelectorAll('li').length ?? 0 };
    });
    expect(dialog).toEqual({ shown: true, missing: expect.any(Number) });
    expect(dialog!.missing).toBeGreaterThan(0);

    // --readme-images copies the dialog's shot into docs/ (here into a scratch root, not the repository's docs/).
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'reprolens-coach-readme-'));
    try {
      const [image] = COACH_README_IMAGE;
      mkdirSync(path.join(scratch, 'docs'));
      expect(writeCoachReadmeImage(scratch, outDir)).toBe(image);
      expect(readFileSync(path.join(scratch, image)).equals(readFileSync(shots[1].file!))).toBe(true);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    expect(existsSync(path.join(outDir, 'coach-before-posting.png'))).toBe(true);
    await tab.close();
  });
});
