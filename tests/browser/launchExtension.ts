// Launches Debian's Chromium with the built extension (recipe: docs/reference/wxt-toolchain.md §6).
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../../tools/demo/chromiumArgs';
import { BROWSER_TEST_MODE } from '../../tools/build/browserTestMode';

export const CHROMIUM = '/usr/bin/chromium';
export const chromiumMissing = !existsSync(CHROMIUM);

export interface LaunchedExtension {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * `build`: the test build of tools/build/browserTestMode.ts (default: its shadow roots are open, so locators reach the
 * panel), the production build (closed roots: tests/browser/closedShadowRoot.browser.test.ts), or the path of another
 * built extension folder (tests/browser/addedRepositories.browser.test.ts makes one).
 */
export async function launchExtension(build: 'production' | 'browser-test' | (string & {}) = 'browser-test'): Promise<LaunchedExtension> {
  const folder = build === 'production' ? 'chrome-mv3' : build === 'browser-test' ? `chrome-mv3-${BROWSER_TEST_MODE}` : null;
  const extension = folder ? path.resolve(import.meta.dirname, '../../.output', folder) : build;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'reprolens-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs(extension),
  });
  // Nothing may leave the machine: every request that is not the extension's own is refused.
  await context.route(/^(?!chrome-extension:).*/, (route) => route.abort());
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
