// The Chromium hostile suites' shared steps (hostileContent, hostileGitHub, hostileCoach): count the dialogs a payload
// would open, and unfold every part of the panel a payload's text could reach.
import type { Locator, Page } from 'playwright-core';

/** Dismisses every dialog the page opens (alert, confirm, prompt) and counts them. */
export function countDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  return () => dialogs;
}

/** Expands the panel, unfolds its present items and opens the skeleton, waiting for the script or its note. */
export async function unfoldPanel(panel: Locator): Promise<void> {
  await panel.locator('[data-reprolens="toggle"]').press('Enter');
  const fold = panel.locator('[data-reprolens="present-fold"]');
  if (await fold.count()) await fold.dispatchEvent('click');
  const skeleton = panel.locator('[data-reprolens="skeleton-toggle"]');
  if (await skeleton.count()) {
    await skeleton.dispatchEvent('click');
    await panel.locator('[data-reprolens="skeleton-script"], [data-reprolens="skeleton-note"]').first().waitFor();
  }
}
