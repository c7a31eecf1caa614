// `npm run demo`: the product itself, in a browser. Builds the Chrome extension, opens Debian's Chromium with it
// loaded on a real deep-learning question (Stack Overflow 61877098 by default, any corpus question with --question,
// any saved page with --page; served at its real URL, no request leaves the machine; ./demoPage.ts), at 1366×768,
// waits for the overlay (or the Ask page's coach) and expands it. With a display the browser stays open until
// the user closes it; without one (or with --headless) it saves a screenshot of the panel beside the question and
// prints the score line. Without Chromium it says how to install it and prints the CLI report instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '../docs/runInfo';
import { chromiumArgs } from './chromiumArgs';
import { evaluateInShadowRoot, waitInShadowRoot } from './shadowRootOverCdp';
import { COMMENT_FORM_STAND_IN_FILE, routeCommentFormStandIn, routeStacksCss, stacksPageCss } from './stacksStandIn';
import { type DemoPage, demoPage, DemoPageError, routeDraftPageSheets } from './demoPage';
import { DEFAULT_CHROMIUM, DemoError, parseOptions, USAGE, UsageError } from './demoOptions';

const RECORD = 'tests/fixtures/demo/so-61877098-resnet50-cifar10.json';
const PANEL_TIMEOUT_MS = 30_000;

interface PanelSummary {
  state: string;
  score: string;
  grade: string;
  gradeName: string;
  kind: string;
  line: string;
  items: Array<{ id: string; title: string; status: string }>;
}

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const parsed = parseOptions(argv, env);
  if (parsed === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const options = parsed;
  const root = repoRoot();
  const record = path.join(root, RECORD);

  const chromiumPath = env.REPROLENS_CHROMIUM || DEFAULT_CHROMIUM;
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

/** What the panel shows, read from its shadow root: the product's own output, not the engine run in Node. */
async function readPanel(tab: Page, hostSelector: string): Promise<PanelSummary> {
  const summary = await evaluateInShadowRoot(tab, hostSelector, (root) => {
    const host = root.host;
    const text = (selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const score = root.querySelector('[data-reprolens="score"]');
    const grade = /rl-grade-([A-F])/.exec(score?.className ?? '')?.[1] ?? '';
    return {
      state: host.getAttribute('data-state') ?? '',
      score: score?.getAttribute('data-score') ?? '',
      grade,
      gradeName: text('.rl-summary-grade'),
      kind: text('.rl-summary-kind'),
      line: text('[data-reprolens="score"]'),
      items: Array.from(root.querySelectorAll('[data-reprolens^="item-"]')).map((item) => ({
        id: item.getAttribute('data-reprolens')!.slice('item-'.length),
        title: item.querySelector('.rl-item-title')?.textContent?.trim() ?? '',
        status: item.getAttribute('data-status') ?? '',
      })),
    };
  });
  if (!summary) throw new DemoError('the ReproLens panel went away before it could be read.');
  return summary;
}

const SYMBOL: Record<string, string> = { present: '✔', partial: '◐', absent: '✘', na: '–' };

function printSummary(s: PanelSummary): void {
  if (s.state !== 'verdict') {
    console.log(`\nReproLens panel (${s.state}): ${s.line}`);
    return;
  }
  // The summary shows the grade name, then "tensor / input bug · PyTorch" (bug type, framework).
  console.log(`\nReproLens panel: score ${s.score} · grade ${s.grade} (${s.gradeName}) · ${s.kind}`);
  console.log(`  items       ${s.items.map((i) => `${SYMBOL[i.status] ?? '?'} ${i.id} ${i.status}`).join(' · ')}`);
}

/** A crop around the question and the panel, with the whole expanded panel in view (no inner scrollbar). */
async function screenshotPanel(tab: Page, file: string, headless: boolean): Promise<string> {
  const frameBox = () =>
    evaluateInShadowRoot(tab, '[data-reprolens="panel"]', (root) => {
      const frame = root.querySelector('.rl-frame');
      if (!frame) return null;
      const { x, y, width, height } = frame.getBoundingClientRect();
      return { x, y, width, height, scrollHeight: frame.scrollHeight };
    });
  await tab.evaluate(() => window.scrollTo(0, 0));
  if (headless) {
    // The panel is at most 100vh − 80px tall: make the window tall enough for all of it.
    const box = await frameBox();
    const needed = box ? box.y + box.scrollHeight + 48 : 0;
    const { width, height } = tab.viewportSize() ?? { width: 1280, height: 1000 };
    if (needed > height) {
      await tab.setViewportSize({ width, height: Math.min(Math.ceil(needed), 4000) });
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
  }
  const view = tab.viewportSize() ?? (await tab.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  const panelBox = await frameBox();
  const header = (await tab.locator('#question-header').first().boundingBox()) ?? (await tab.locator('#question').first().boundingBox());
  const post = await tab.locator('#question .post-layout').first().boundingBox();
  if (!panelBox || !header) throw new DemoError('could not find the panel or the question on the page to take the screenshot.');
  const margin = 16;
  const left = Math.max(0, Math.min(header.x, post?.x ?? header.x) - margin);
  const top = Math.max(0, header.y - margin);
  const right = Math.min(view.width, Math.max(panelBox.x + panelBox.width, header.x + header.width) + margin);
  const bottom = Math.min(
    view.height,
    Math.max(panelBox.y + panelBox.height, post ? Math.min(post.y + post.height, panelBox.y + panelBox.height + 200) : 0) + margin / 2,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const clip = { x: left, y: top, width: Math.round(right - left), height: Math.round(bottom - top) };
  await tab.screenshot({ path: file, clip, animations: 'disabled' });
  return `${clip.width}×${clip.height}`;
}

/** The whole window as it is (the Ask page: the coach beside the draft fields). */
async function screenshotWindow(tab: Page, file: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  await tab.screenshot({ path: file, animations: 'disabled' });
  const view = tab.viewportSize() ?? { width: 0, height: 0 };
  return `${view.width}×${view.height}`;
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

async function waitForAttribute(host: ReturnType<Page['locator']>, name: string, value: string, failure: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await host.getAttribute(name)) !== value) {
    if (Date.now() > deadline) throw new DemoError(`${failure} (${name}="${await host.getAttribute(name)}").`);
    await new Promise((r) => setTimeout(r, 50));
  }
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
