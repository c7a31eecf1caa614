// Launches Debian's Chromium with the built extension (recipe: docs/reference/wxt-toolchain.md §6).
import { chromium, type BrowserContext, type Route, type Worker } from 'playwright-core';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../../../tools/demo/chromiumArgs';
import { BROWSER_TEST_MODE } from '../../../components/buildMode';
import { CHROMIUM } from '../../../tools/browserBinaries';
import { type Resettable, sharedBrowser } from './sharedBrowser';

export const chromiumMissing = !existsSync(CHROMIUM);

export interface LaunchedExtension {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * `build`: the test build of components/buildMode.ts (default: its shadow roots are open, so locators reach the
 * panel), the production build (closed roots: tests/browser/closedShadowRoot.browser.test.ts), or the path of another
 * built extension folder (tests/browser/addedRepositories.browser.test.ts makes one). The test build is shared by the
 * suite's files (below) unless `own` asks for a browser of the file's own (a context binding cannot be taken back).
 */
export async function launchExtension(
  build: 'production' | 'browser-test' | (string & {}) = 'browser-test',
  options: { own?: boolean } = {},
): Promise<LaunchedExtension> {
  return build !== 'browser-test' || options.own ? startExtension(build) : sharedTestBuild();
}

/**
 * The test build's browser, shared by the files that need no other (./sharedBrowser.ts). Between files it is put back
 * as a fresh install would be: no tab, no route but the refusal of the network, no granted permission, empty extension
 * storage.
 */
const sharedTestBuild = sharedBrowser(
  () => startExtension('browser-test'),
  (launched) => launched.isOpen(),
);

interface StartedExtension extends LaunchedExtension, Resettable {
  isOpen(): boolean;
}

// Nothing may leave the machine: every request that is not the extension's own is refused.
const NOT_THE_EXTENSION = /^(?!chrome-extension:).*/;
const refuse = (route: Route) => route.abort();

async function startExtension(build: string): Promise<StartedExtension> {
  const folder = build === 'production' ? 'chrome-mv3' : build === 'browser-test' ? `chrome-mv3-${BROWSER_TEST_MODE}` : null;
  const extension = folder ? path.resolve(import.meta.dirname, '../../../.output', folder) : build;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'reprolens-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs(extension),
  });
  let open = true;
  context.on('close', () => {
    open = false;
  });
  await context.route(NOT_THE_EXTENSION, refuse);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    isOpen: () => open,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
    async reset() {
      await Promise.all(context.pages().map((page) => page.close().catch(() => {})));
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.route(NOT_THE_EXTENSION, refuse);
      await context.clearPermissions();
      await worker.evaluate(() => {
        const { storage } = (globalThis as unknown as { chrome: { storage: Record<'sync' | 'local', { clear(): Promise<void> }> } }).chrome;
        return Promise.all([storage.sync.clear(), storage.local.clear()]).then(() => undefined);
      });
    },
  };
}
