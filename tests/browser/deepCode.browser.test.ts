// Hostile review 2026-12-04, point 5, in real Chromium with the built extension: a saved question page whose code block
// is 29,000 characters of lines that each open a bracket (./deepCodePage.ts) gets a score. The lines nest 9,666 brackets deep; lezer's
// tree building recursed once per level and overflowed the stack, so the panel said "could not check this question".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepCodePage } from './helpers/deepCodePage';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors, servePage, serveStacksStandIn } from './helpers/questionPages';

const page = deepCodePage();

describe.skipIf(chromiumMissing)('a code block nested 9,666 brackets deep in Chromium', () => {
  let launched: LaunchedExtension;

  beforeAll(async () => {
    launched = await launchExtension();
    await serveStacksStandIn(launched.context);
    await servePage(launched.context, page.url, page.html);
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('gets a score in the panel, not "could not check this question"', async () => {
    const tab = await launched.context.newPage();
    const errors = collectExtensionErrors(tab);
    await tab.goto(page.url);
    const panel = tab.locator('[data-reprolens="panel"]');
    await panel.locator('[data-reprolens="score"]').waitFor();
    expect(await panel.getAttribute('data-state')).toBe('verdict');
    expect(await panel.locator('[data-reprolens="score"]').textContent()).toMatch(/\d+ · [A-F]/);
    await tab.close();
    expect(errors).toEqual([]);
  });
});
