// In Chromium: a repository added on the built options page gets the issue page content script, registered
// at runtime by the background (entrypoints/background/addedRepositoryScripts.ts), and loses it when removed.
//
// Chromium's permission prompt cannot be clicked from Playwright, and no flag makes `permissions.request` resolve
// without it. So the test loads a copy of the production build whose manifest also *requires* `https://github.com/*`
// (one added line, below): Chrome then answers the options page's request from the Add click with `true` at once
// (it is already held), and the rest — storing, registering, injecting, removing — runs as shipped. The refused path
// and the permission check for ungranted repositories are unit-tested (tests/components/GitHubRepositoriesFieldset.
// test.tsx, tests/entrypoints/addedRepositories.test.ts). Removing cannot give a required permission back: the test
// checks that the options page says so and still removes the repository.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { collectExtensionErrors, servePage } from './helpers/questionPages';

const BUILD = path.resolve(import.meta.dirname, '../../.output/chrome-mv3');
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/pages');
// Real saved issue pages (tests/fixtures/pages/PROVENANCE.md), served at their own URLs.
const ADDED = { url: 'https://github.com/rollup/plugins/issues/1772', file: 'github-2026-03_rollup-plugins-1772.html' };
// GitHub serves the same issue whatever the case of its path; a link may carry either spelling.
const ADDED_SPELLED = { ...ADDED, url: 'https://github.com/Rollup/Plugins/issues/1772' };
const NOT_ADDED = { url: 'https://github.com/antlr/antlr4/issues/4848', file: 'github-2025-10_antlr-antlr4-4848.html' };

/** A copy of the build whose manifest also requires github.com (see above); a stand-in issue script if none is built. */
async function buildHoldingGitHub(): Promise<{ dir: string; standIn: boolean }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reprolens-gh-'));
  await cp(BUILD, dir, { recursive: true });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.host_permissions = [...manifest.host_permissions, 'https://github.com/*'];
  await writeFile(manifestFile, JSON.stringify(manifest));
  // Until the issue page script (entrypoints/issue.content/) is built, a synthesized stand-in marks the page, so the
  // registration has a file to load (Chrome refuses to register a missing one).
  const script = path.join(dir, 'content-scripts/issue.js');
  const standIn = !existsSync(script);
  if (standIn) await writeFile(script, "document.documentElement.dataset.reprolensIssueStandIn = 'ran';\n");
  return { dir, standIn };
}

interface Script {
  id: string;
  js: string[];
  matches: string[];
  runAt: string;
}

/** Records the extension's isolated worlds in a page: each one is a content script of ours that ran there. */
async function watchExtensionWorlds(page: Page, extensionId: string): Promise<{ worlds: string[]; cdp: CDPSession }> {
  const worlds: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    if (context.origin === `chrome-extension://${extensionId}`) worlds.push(context.name);
  });
  await cdp.send('Runtime.enable');
  return { worlds, cdp };
}

describe.skipIf(chromiumMissing)('added GitHub repositories in Chromium', () => {
  let launched: LaunchedExtension;
  let build: { dir: string; standIn: boolean };
  let options: Page;
  let errors: string[];
  // `chrome` exists inside the worker, not in this Node process: reach it through globalThis.
  const registered = () =>
    launched.worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as { chrome: { scripting: { getRegisteredContentScripts(): Promise<Script[]> } } };
      return (await chrome.scripting.getRegisteredContentScripts()).map(({ id, js, matches, runAt }) => ({ id, js, matches, runAt }));
    });

  beforeAll(async () => {
    build = await buildHoldingGitHub();
    launched = await launchExtension(build.dir);
    for (const page of [ADDED, ADDED_SPELLED, NOT_ADDED])
      await servePage(launched.context, page.url, await readFile(path.join(FIXTURES, page.file), 'utf8'));
    options = await launched.context.newPage();
    errors = collectExtensionErrors(options);
    await options.goto(`chrome-extension://${launched.extensionId}/options.html`);
    await options.locator('[data-reprolens="option-github-repository"]').waitFor();
  });
  afterAll(async () => {
    await launched?.close();
    if (build) await rm(build.dir, { recursive: true, force: true });
  });

  it('starts with nothing registered, and the GitHub section lists the six defaults', async () => {
    expect(await registered()).toEqual([]);
    expect(await options.locator('[data-reprolens="option-github-defaults"] li').allInnerTexts()).toHaveLength(6);
    expect(await options.getByLabel('Show the panel on GitHub issue pages').isChecked()).toBe(true);
  });

  it('an invalid name is refused in the field, tied to it, and nothing is stored', async () => {
    const field = options.getByLabel('Add a repository');
    await field.fill('rollup');
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await options.locator('[data-reprolens="option-github-message"]').innerText()).toMatch(/is not a GitHub repository/);
    expect(await registered()).toEqual([]);
  });

  it('Add (from the click, a user gesture) stores the repository and the background registers the issue script', async () => {
    const field = options.getByLabel('Add a repository');
    await field.fill('https://github.com/Rollup/Plugins');
    await field.press('Enter');
    await expect.poll(() => options.locator('[data-reprolens="option-github-message"]').innerText()).toMatch(/^Added Rollup\/Plugins/);
    await expect.poll(() => options.getByRole('button', { name: 'Remove Rollup/Plugins' }).count()).toBe(1);
    await expect.poll(registered).toEqual([
      {
        id: 'reprolens-added-repositories',
        js: ['content-scripts/issue.js'],
        matches: ['https://github.com/Rollup/Plugins/*', 'https://github.com/rollup/plugins/*'],
        runAt: 'document_idle',
      },
    ]);
  });

  it('the script runs on the added repository’s issue page in either spelling, and not on another repository’s', async () => {
    const other = await launched.context.newPage();
    const otherWorlds = await watchExtensionWorlds(other, launched.extensionId);
    await other.goto(NOT_ADDED.url, { waitUntil: 'load' });
    for (const added of [ADDED, ADDED_SPELLED]) {
      const page = await launched.context.newPage();
      const worlds = await watchExtensionWorlds(page, launched.extensionId);
      await page.goto(added.url, { waitUntil: 'load' });
      await expect.poll(() => worlds.worlds.length, { message: added.url }).toBeGreaterThan(0);
      if (build.standIn) expect(await page.evaluate(() => document.documentElement.dataset.reprolensIssueStandIn)).toBe('ran');
      await page.close();
    }
    // Loaded first, idle for as long as the added pages took to get their script: still none here.
    expect(otherWorlds.worlds).toEqual([]);
    await other.close();
  });

  it('Remove drops the repository and its registration; the required permission stays, and the page says so', async () => {
    await options.getByRole('button', { name: 'Remove Rollup/Plugins' }).click();
    await expect.poll(registered).toEqual([]);
    await expect
      .poll(() => options.locator('[data-reprolens="option-github-message"]').innerText())
      .toBe('Removed Rollup/Plugins; the browser kept its access to github.com (You cannot remove required permissions.).');
    expect(await options.locator('[data-reprolens="option-github-none"]').innerText()).toBe('None yet.');
  });

  it('logged no errors on the options page', () => {
    expect(errors).toEqual([]);
  });
});
