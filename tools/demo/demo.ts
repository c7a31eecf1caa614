// `npm run demo`: the product itself, in a browser. Builds the Chrome extension, opens Debian's Chromium with it
// loaded on a real deep-learning question (Stack Overflow 61877098 by default, any corpus question with --question,
// any saved page with --page; served at its real URL, no request leaves the machine; ./demoPage.ts), at 1366×768,
// waits for the overlay (or the Ask page's coach) and expands it. With a display the browser stays open until
// the user closes it; without one (or with --headless) it saves a screenshot of the panel beside the question and
// prints the score line. Without Chromium it says how to install it and prints the CLI report instead. `--tour`
// clicks through the panel (./demoTour.ts), or on the saved Ask page types a draft for the coach (./demoCoachTour.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM } from '../browserBinaries';
import { repoRoot } from '../docs/runInfo';
import { chromiumArgs } from './chromiumArgs';
import { evaluateInShadowRoot, waitInShadowRoot } from './shadowRootOverCdp';
import { printSummary, readPanel, screenshotPanel, screenshotWindow, waitForAttribute } from './demoPanel';
import { COMMENT_FORM_STAND_IN_FILE, routeCommentFormStandIn, routeStacksCss, stacksPageCss } from './stacksStandIn';
import { ASK_PAGE_FILE, type DemoPage, demoPage, DemoPageError, routeDraftPageSheets } from './demoPage';
import { DemoError, type Options, parseOptions, type TourOptions, USAGE, UsageError } from './demoOptions';
import { coachDraft, openAskPage, runCoachTour, writeCoachReadmeImage } from './demoCoachTour';
import { runTour, writeReadmeImages } from './demoTour';

const RECORD = 'tests/fixtures/demo/so-61877098-resnet50-cifar10.json';
const PANEL_TIMEOUT_MS = 30_000;

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const parsed = parseOptions(argv, env);
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const options = parsed;
  const root = repoRoot();
  const record = path.join(root, RECORD);

  const chromiumPath = env.REPROLENS_CHROMIUM || CHROMIUM;
  if (!existsSync(chromiumPath)) {
    console.log(`ReproLens demo: Chromium is not installed (${chromiumPath} does not exist), so the extension cannot be shown.`);
    console.log('To see the overlay in a browser, install it with: apt-get install -y chromium');
    console.log(`Meanwhile, here is the command-line report of the same question (node bin/reprolens.mjs check ${RECORD}):\n`);
    const cli = spawnSync(process.execPath, [path.join(root, 'bin/reprolens.mjs'), 'check', record], { cwd: root, stdio: 'inherit' });
    if (cli.error) throw new DemoError(`could not run the CLI: ${cli.error.message}`);
    return cli.status ?? 1;
  }

  let page: DemoPage;
  try {
    page = demoPage(root, options.page, env);
  } catch (error) {
    if (error instanceof DemoPageError) throw new DemoError(error.message);
    throw error;
  }
  const stacksCss = stacksPageCss(root);
  const commentFormJs = readFixture(root, COMMENT_FORM_STAND_IN_FILE);
  console.log(`ReproLens demo: ${page.url}, served locally from ${page.source} (no network).`);

  const extension = buildExtension(root);

  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    throw new DemoError('playwright-core is not installed: run `npm ci` first.');
  }

  const profile = await mkdtemp(path.join(os.tmpdir(), 'reprolens-demo-'));
  let context: BrowserContext | null = null;
  const closeBrowser = async () => {
    const open = context;
    context = null;
    await open?.close().catch(() => undefined);
    await rm(profile, { recursive: true, force: true }).catch(() => undefined);
  };
  const onSignal = () => void closeBrowser().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.log(`Opening ${chromiumPath} ${options.headless ? '(headless)' : 'in a window'} with the extension loaded…`);
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: options.headless,
        // Headed: the page follows the window; headless: the viewport is the window's size.
        viewport: options.headless ? options.window : null,
        colorScheme: options.theme,
        // The tour's clicks and screenshots need the page still: an evidence click scrolls at once, not smoothly.
        reducedMotion: options.tour ? 'reduce' : 'no-preference',
        args: [...chromiumArgs(extension), ...(options.headless ? [] : [`--window-size=${options.window.width},${options.window.height}`])],
      });
    } catch (error) {
      const display = env.WAYLAND_DISPLAY ? `WAYLAND_DISPLAY=${env.WAYLAND_DISPLAY}` : `DISPLAY=${env.DISPLAY}`;
      const hint = options.headless ? '' : `\n  A window needs a working display (${display}); \`npm run demo -- --headless\` needs none.`;
      const said = browserErrors(error)
        .map((line) => `\n  Chromium said: ${line}`)
        .join('');
      throw new DemoError(`Chromium (${chromiumPath}) did not start: ${firstLine(error)}${said}${hint}`, { cause: error });
    }
    const ctx = context;

    // Nothing leaves the machine: the question page is served from the saved file, Stack Overflow's stacks.css by
    // Stacks' real stylesheet (from the npm package) and the tests' page extras, its comment-form script by the
    // tests' synthesized stand-in, its other sheets empty, and every other
    // non-extension request is refused.
    await ctx.route(/^(?!chrome-extension:).*/, (route) => route.abort());
    await routeStacksCss(ctx, stacksCss);
    if (page.isDraftPage) await routeDraftPageSheets(ctx, root);
    await routeCommentFormStandIn(ctx, commentFormJs);
    await ctx.route(page.url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: page.html }));

    try {
      const worker = ctx.serviceWorkers()[0] ?? (await ctx.waitForEvent('serviceworker', { timeout: 15_000 }));
      if (!worker.url().startsWith('chrome-extension://')) throw new Error(worker.url());
    } catch {
      throw new DemoError(`the extension did not load in Chromium (no service worker from ${path.relative(root, extension)}).`);
    }

    const tab = ctx.pages()[0] ?? (await ctx.newPage());
    const extensionErrors = collectExtensionErrors(tab);
    await tab.goto(page.url, { waitUntil: 'domcontentloaded' });
    // The production build's shadow root is closed (components/shadowHost.ts): the demo reads it over CDP.
    const hostSelector = '[data-reprolens="panel"], [data-reprolens="coach-host"]';
    const scored = await waitInShadowRoot(
      tab,
      hostSelector,
      (root) => root.querySelector('[data-reprolens="score"]') !== null,
      PANEL_TIMEOUT_MS,
    );
    if (!scored) {
      const why = extensionErrors.length ? `; the extension logged:\n  ${extensionErrors.join('\n  ')}` : '';
      throw new DemoError(`the ReproLens panel did not appear on the page within ${PANEL_TIMEOUT_MS / 1000} s${why}`);
    }
    const host = tab.locator(hostSelector).first();
    const isCoach = (await host.getAttribute('data-reprolens')) === 'coach-host';
    if (options.tour) {
      if (isCoach && page.source !== ASK_PAGE_FILE)
        throw new DemoError(`--tour on a draft page types into the saved 2023 Ask page's fields: --page ${ASK_PAGE_FILE}`);
      if (!isCoach) await tour(tab, page.url, options.tour, root);
      // The coach's steps: on the Ask page asked for, and after the panel's for the README's images.
      if (isCoach || options.tour.readmeImages) await coachTour(ctx, tab, options.tour, options.window, root);
      return 0;
    }

    if (options.theme === 'dark') {
      await tab.evaluate(() => document.body.classList.add('theme-dark'));
      await waitForAttribute(host, 'data-theme', 'dark', 'the panel did not switch to the dark theme');
    }
    if ((await host.getAttribute('data-state')) === 'verdict' && (await host.getAttribute('data-expanded')) !== 'true') {
      await evaluateInShadowRoot(tab, hostSelector, (root) => root.querySelector<HTMLElement>('[data-reprolens="toggle"]')?.click());
      await waitForAttribute(host, 'data-expanded', 'true', 'the panel did not expand');
    }

    const summary = await readPanel(tab, hostSelector);
    printSummary(summary);

    if (options.out) {
      const file = path.resolve(options.out);
      const size = isCoach ? await screenshotWindow(tab, file) : await screenshotPanel(tab, file, options.headless);
      const what = isCoach ? 'the window, the coach beside the draft' : 'the expanded panel beside the question';
      console.log(`  screenshot  ${path.relative(process.cwd(), file) || file} (${size}, ${what})`);
    }

    if (!options.headless) {
      console.log('\nThe panel is open beside the question in the Chromium window. Close the window to finish.');
      console.log('(Links away from this page do not load: the demo never goes online.)');
      await untilClosed(ctx);
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await closeBrowser();
  }
}

/** The tour in each of its themes (the page reloaded between them), then the README's images when asked. */
async function tour(tab: Page, url: string, options: TourOptions, root: string): Promise<void> {
  const outDir = path.resolve(options.outDir);
  const host = tab.locator('[data-reprolens="panel"]').first();
  for (const [index, theme] of options.themes.entries()) {
    if (index > 0) {
      await tab.goto(url, { waitUntil: 'domcontentloaded' });
      const scored = await waitInShadowRoot(
        tab,
        '[data-reprolens="panel"]',
        (r) => r.querySelector('[data-reprolens="score"]') !== null,
        PANEL_TIMEOUT_MS,
      );
      if (!scored) throw new DemoError(`the ReproLens panel did not appear again within ${PANEL_TIMEOUT_MS / 1000} s`);
    }
    if (theme === 'dark') {
      await tab.evaluate(() => document.body.classList.add('theme-dark'));
      await waitForAttribute(host, 'data-theme', 'dark', 'the panel did not switch to the dark theme');
    }
    console.log(`\nTour, ${theme} theme (${path.relative(process.cwd(), outDir) || '.'}/):`);
    const suffix = options.themes.length > 1 && theme === 'dark' ? '-dark' : '';
    for (const shot of await runTour(tab, outDir, suffix)) {
      console.log(`  ${(shot.file ? path.basename(shot.file) : '(no screenshot)').padEnd(26)} ${shot.shows}`);
    }
  }
  if (options.readmeImages) for (const image of writeReadmeImages(root, outDir)) console.log(`  wrote ${image}`);
}

/** The writing coach's steps on the saved 2023 Ask page, in the light theme at the window's size (./demoCoachTour.ts). */
async function coachTour(ctx: BrowserContext, tab: Page, options: TourOptions, window: Options['window'], root: string): Promise<void> {
  const outDir = path.resolve(options.outDir);
  const draft = coachDraft(root);
  await tab.setViewportSize(window);
  await openAskPage(ctx, tab, root);
  console.log(`\nThe writing coach on ${ASK_PAGE_FILE}, typing ${draft.source} (${path.relative(process.cwd(), outDir) || '.'}/):`);
  for (const shot of await runCoachTour(tab, outDir, draft)) {
    console.log(`  ${(shot.file ? path.basename(shot.file) : '(no screenshot)').padEnd(26)} ${shot.shows}`);
  }
  if (options.readmeImages) console.log(`  wrote ${writeCoachReadmeImage(root, outDir)}`);
}

function readFixture(root: string, file: string): string {
  try {
    return readFileSync(path.join(root, file), 'utf8');
  } catch {
    throw new DemoError(`${file} is missing from ${root}: the demo needs it to lay the saved page out.`);
  }
}

/** `wxt build` (Chrome MV3): the demo loads what `npm run build` ships, built from the current sources. */
function buildExtension(root: string): string {
  const wxt = path.join(root, 'node_modules/wxt/bin/wxt.mjs');
  if (!existsSync(wxt)) throw new DemoError('wxt is not installed: run `npm ci` first.');
  process.stdout.write('Building the extension (wxt build)… ');
  const started = performance.now();
  const build = spawnSync(process.execPath, [wxt, 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  const output = `${build.stdout ?? ''}${build.stderr ?? ''}`;
  const extension = path.join(root, '.output/chrome-mv3');
  if (build.error || build.status !== 0 || !existsSync(path.join(extension, 'manifest.json'))) {
    console.log('failed.');
    const tail = output.trim().split('\n').slice(-30).join('\n');
    throw new DemoError(`the extension did not build (wxt build exited with ${build.status ?? build.error?.message}):\n${tail}`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s (.output/chrome-mv3).`);
  return extension;
}

/** Until the user closes the browser, or its last tab (Chromium may keep running without windows). */
function untilClosed(ctx: BrowserContext): Promise<void> {
  return new Promise((resolve) => {
    ctx.on('close', () => resolve());
    const check = () => {
      if (ctx.pages().length === 0) resolve();
    };
    ctx.on('page', (p) => p.on('close', check));
    for (const p of ctx.pages()) p.on('close', check);
  });
}

/** Errors the extension logs on the page (its console and uncaught errors), not the page's own. */
function collectExtensionErrors(tab: Page): string[] {
  const errors: string[] = [];
  tab.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    const where = m.location().url ?? '';
    if (where.startsWith('chrome-extension://') || /reprolens/i.test(m.text())) errors.push(`${m.type()}: ${m.text()}`);
  });
  tab.on('pageerror', (e) => {
    if (/chrome-extension:|reprolens/i.test(`${e.stack ?? ''} ${e.message}`)) errors.push(e.message);
  });
  return errors;
}

/** The browser's own stderr lines from a Playwright launch error ("[pid=…][err] …"), without the usual noise. */
function browserErrors(error: unknown): string[] {
  // eslint-disable-next-line no-control-regex
  const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = [...message.matchAll(/\[pid=\d+\]\[err\] (.+)$/gm)]
    .map((m) => m[1].replace(/^\[[\d:/.]+:?(ERROR|WARNING|FATAL):[^\]]*\]\s*/, '').trim())
    .filter((line) => line && !/dbus|to the bus|unexpected operator/i.test(line));
  return [...new Set(lines)].slice(-3);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? message
  );
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DemoError) console.error(`reprolens demo: ${error.message}`);
    else console.error(`reprolens demo: failed: ${firstLine(error)}`);
    if (process.env.REPROLENS_DEBUG === '1' && error instanceof Error) {
      console.error(error.stack ?? error.message);
      if (error.cause instanceof Error) console.error(`caused by: ${error.cause.stack ?? error.cause.message}`);
    }
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
