// Launches Debian's Chromium with the built extension (recipe: docs/reference/wxt-toolchain.md §6).
import { chromium, type BrowserContext, type Route, type Worker } from 'playwright-core';
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
 * built extension folder (tests/browser/addedRepositories.browser.test.ts makes one). The test build is shared by the
 * suite's files (below) unless `own` asks for a browser of the file's own (a context binding cannot be taken back).
 */
export async function launchExtension(
  build: 'production' | 'browser-test' | (string & {}) = 'browser-test',
  options: { own?: boolean } = {},
): Promise<LaunchedExtension> {
  if (build !== 'browser-test' || options.own) return startExtension(build);
  const running = shared && (await shared.catch(() => null));
  if (!running?.isOpen()) {
    shared = startExtension(build);
    shared.catch(() => {
      shared = null; // the next file tries a new start
    });
  }
  const launched = await shared!;
  return { ...launched, close: launched.reset };
}

/**
 * The test build's browser, shared by the files that need no other: vitest.browser.config.ts runs the files one at a
 * time in one worker (`isolate: false`), so this module and the browser outlive a file (issue 15: the suite's time;
 * each file paid a browser start and its imports). Between files `close()` puts it back as a fresh install would be:
 * no tab, no route but the refusal of the network, no granted permission, empty extension storage.
 */
let shared: Promise<StartedExtension> | null = null;

interface StartedExtension extends LaunchedExtension {
  isOpen(): boolean;
  /** Back to a fresh install's state, the browser kept: the next file's start. */
  reset(): Promise<void>;
}

// Nothing may leave the machine: every request that is not the extension's own is refused.
const NOT_THE_EXTENSION = /^(?!chrome-extension:).*/;
const refuse = (route: Route) => route.abort();

async function startExtension(build: string): Promise<StartedExtension> {
  const folder = build === 'production' ? 'chrome-mv3' : build === 'browser-test' ? `chrome-mv3-${BROWSER_TEST_MODE}` : null;
  const extension = folder ? path.resolve(import.meta.dirname, '../../.output', folder) : build;
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
