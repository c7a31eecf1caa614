// The built extension loads in a real Chromium: its service worker starts, the manifest is the one
// WXT generated from wxt.config.ts, and the Preact popup renders without errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { CHROMIUM } from '../../tools/browserBinaries';

describe.skipIf(chromiumMissing)('built extension in Chromium', () => {
  let launched: LaunchedExtension;

  beforeAll(async () => {
    launched = await launchExtension();
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('starts the MV3 service worker with the generated manifest', async () => {
    // `chrome` exists inside the worker, not in this Node process: reach it through globalThis.
    type Manifest = { manifest_version: number; name: string; host_permissions?: string[] };
    const manifest = await launched.worker.evaluate(() =>
      (globalThis as unknown as { chrome: { runtime: { getManifest(): Manifest } } }).chrome.runtime.getManifest(),
    );
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.name).toBe('ReproLens');
    expect(manifest.host_permissions).toContain('https://stackoverflow.com/*');
    expect(launched.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('renders the popup with Preact and logs no errors', async () => {
    const page = await launched.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`chrome-extension://${launched.extensionId}/popup.html`);
    await expect.poll(() => page.locator('#app').innerText()).toContain('ReproLens');
    expect(errors).toEqual([]);
    await page.close();
  });
});

if (chromiumMissing) {
  // Say so loudly: CI installs Chromium (.ci/run), so a skip here means a developer machine without it.
  console.warn(`Real-browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);
}
