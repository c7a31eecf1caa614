// `npm run demo`: the product itself, in a browser. Builds the Chrome extension, opens Debian's Chromium with it
// loaded on a real deep-learning question (Stack Overflow 61877098, served at its real URL from a saved page; no
// request leaves the machine), waits for the overlay and expands it. With a display the browser stays open until
// the user closes it; without one (or with --headless) it saves a screenshot of the panel beside the question and
// prints the score line. Without Chromium it says how to install it and prints the CLI report instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from './runInfo';

const QUESTION_ID = '61877098';
const RECORD = 'tests/fixtures/demo/so-61877098-resnet50-cifar10.json';
const ASSEMBLED = 'tests/fixtures/pages/assembled';
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const PANEL_TIMEOUT_MS = 30_000;

const USAGE = `Usage: npm run demo [-- options]
  Builds the extension and opens Chromium with it on Stack Overflow question ${QUESTION_ID} (served locally).
  With a display (DISPLAY or WAYLAND_DISPLAY set) the browser stays open until you close it; without one it saves a
  screenshot of the expanded panel and prints the score.

  --headless        no window, even with a display: screenshot and score, then exit
  --out <file>      where to save the screenshot (default reprolens-demo.png; headed: only when given)
  --theme <theme>   light (default) or dark (Stack Overflow's dark theme: body.theme-dark)
  -h, --help        this text

  REPROLENS_CHROMIUM=<path>  another Chromium binary (default ${DEFAULT_CHROMIUM})
  REPROLENS_DEBUG=1          stack traces on errors
`;

interface Options {
  headless: boolean;
  out: string | null;
  theme: 'light' | 'dark';
}

/** An error whose message is meant for the user as it is. */
class DemoError extends Error {}

function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Options | 'help' {
  let headless = !(env.DISPLAY || env.WAYLAND_DISPLAY);
  let out: string | null = null;
  let theme: Options['theme'] = 'light';
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new DemoError(`${flag} needs a value (see npm run demo -- --help)`);
      return v;
    };
    if (flag === '-h' || flag === '--help') return 'help';
    else if (flag === '--headless') headless = true;
    else if (flag === '--out') out = value();
    else if (flag === '--theme') {
      const v = value();
      if (v !== 'light' && v !== 'dark') throw new DemoError(`--theme must be light or dark, not "${v}"`);
      theme = v;
    } else throw new DemoError(`unknown option ${argv[i]} (see npm run demo -- --help)`);
  }
  return { headless, out: out ?? (headless ? 'reprolens-demo.png' : null), theme };
}

/**
 * Stands in for Stack Overflow's own stylesheets (cdn.sstatic.net, not fetched): the page's two-column layout, its
 * type and code blocks, and the Stacks utility classes that hide things (`d-none`), so the saved page looks roughly
 * as it does on the site and the panel is placed over the right sidebar as it is there. Only the page is styled:
 * the panel's CSS lives in its shadow root and is the extension's own.
 */
const STAND_IN_CSS = `
.d-none, .dno, .s-popover, [role="tooltip"], iframe, noscript, .js-zone-container, .everyonelovesstackoverflow, #hireme,
.topbar-dialog, .s-topbar--menu-btn, .s-navigation, .s-topbar--content, #onetrust-consent-sdk, #onetrust-banner-sdk,
body > .ps-fixed, .js-post-issue, .js-saves-btn, .js-consent-banner, img[src^="https://www.gravatar.com"],
img[src^="https://i.sstatic.net"], .s-avatar img, .gravatar-wrapper-32 img { display: none !important; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; padding-top: 50px; background: #fff; color: #232629;
  font: 13px/1.38 -apple-system, BlinkMacSystemFont, "Segoe UI", "Liberation Sans", sans-serif; }
a { color: #0074cc; text-decoration: none; }
.s-topbar { position: fixed; top: 0; left: 0; right: 0; z-index: 5050; height: 47px; overflow: hidden;
  background: #f8f9f9; border-top: 3px solid #f48225; box-shadow: 0 1px 2px hsla(0,0%,0%,.05), 0 1px 4px hsla(0,0%,0%,.05); }
.s-topbar--container { display: flex; align-items: center; gap: 16px; max-width: 1264px; height: 100%; margin: 0 auto; padding: 0 8px; box-sizing: border-box; }
.s-topbar--logo { display: flex; align-items: center; height: 100%; padding: 0 8px; color: #232629; font-size: 18px; }
.s-topbar--logo > * { display: none; }
.s-topbar--logo::after { content: "stack overflow"; letter-spacing: -.3px; }
.s-topbar--searchbar { flex: 1; max-width: 700px; }
.s-topbar--searchbar input { width: 100%; box-sizing: border-box; padding: 7px 9px 7px 32px; border: 1px solid #babfc4; border-radius: 5px; font: inherit; background: #fff; }
.s-topbar--searchbar svg, .s-topbar--searchbar .s-popover { display: none; }
.container { display: flex; max-width: 1264px; margin: 0 auto; }
#left-sidebar { flex: 0 0 164px; padding-top: 24px; font-size: 13px; }
#left-sidebar ol { list-style: none; margin: 0; padding: 0; }
#left-sidebar li.fc-light { padding: 16px 8px 4px; font-size: 11px; text-transform: uppercase; color: #6a737c; }
.nav-links--link { display: block; padding: 4px 4px 4px 8px; color: #525960; }
.youarehere > .nav-links--link { background: #f1f2f3; color: #0c0d0e; font-weight: bold; border-right: 3px solid #f48225; }
#left-sidebar svg { display: none; }
#content { flex: 1; min-width: 0; max-width: 1100px; padding: 24px; box-sizing: border-box; border-left: 1px solid #d6d9dc; }
.clearfix::after, .inner-content::after { content: ""; display: table; clear: both; }
.d-flex { display: flex; }
.fw-wrap { flex-wrap: wrap; }
.fl1 { flex: 1 auto; }
.mr16 { margin-right: 16px; }
.mr2 { margin-right: 2px; }
.fc-light { color: #6a737c; }
.ws-nowrap { white-space: nowrap; }
#question-header { gap: 12px; }
#question-header h1 { flex: 1; margin: 0 0 8px; font-size: 27px; font-weight: 400; line-height: 1.35; word-wrap: break-word; }
#question-header h1 a { color: #3b4045; }
.s-btn__primary { display: inline-block; padding: 10px; border-radius: 3px; background: #0a95ff; color: #fff; box-shadow: inset 0 1px 0 0 hsla(0,0%,100%,.4); }
#question-header + .d-flex { padding-bottom: 8px; margin-bottom: 16px; border-bottom: 1px solid #e3e6e8; }
#question-header + .d-flex > div { margin-bottom: 8px; }
#mainbar { float: left; width: calc(100% - 324px); }
#sidebar { float: right; width: 300px; }
.post-layout { display: grid; grid-template-columns: max-content 1fr; }
.post-layout > .post-layout--right:not(.postcell) { grid-column: 2; }
.votecell { padding-right: 16px; }
.js-voting-container { display: flex; flex-direction: column; align-items: center; color: #babfc4; }
.js-voting-container button { background: none; border: 0; padding: 0; margin: 2px; color: inherit; }
.js-voting-container svg { fill: currentColor; }
.js-vote-count { color: #6a737c; font-size: 21px; padding: 4px 0; }
.js-accepted-answer-indicator { display: none; }
.postcell { min-width: 0; }
.s-prose { font-size: 15px; line-height: 1.5; overflow-wrap: break-word; }
.s-prose p { margin: 0 0 1.1em; }
.s-prose pre { margin: 0 0 1.1em; padding: 12px; max-height: 600px; overflow: auto; border-radius: 5px;
  background: #f6f6f6; color: #0c0d0e; font: 13px/1.31 ui-monospace, "Liberation Mono", "DejaVu Sans Mono", monospace; }
.s-prose code { padding: 2px 4px; border-radius: 3px; background: #e3e6e8; font: 13px ui-monospace, "Liberation Mono", monospace; }
.s-prose pre code { padding: 0; background: none; font: inherit; }
.post-taglist { display: flex; flex-wrap: wrap; gap: 4px; margin: 24px 0 12px; }
.post-tag, .s-tag { display: inline-block; padding: 4px 6px; border-radius: 3px; background: #e1ecf4; color: #39739d; font-size: 12px; line-height: 1; }
.postcell .mb0 > .d-flex { gap: 16px; justify-content: space-between; align-items: flex-start; margin: 16px 0 0; color: #6a737c; font-size: 13px; }
.postcell .mb0 .s-anchors a, .postcell .mb0 .js-post-menu a, .postcell .mb0 button { color: #6a737c; background: none; border: 0; padding: 0; font: inherit; margin-right: 8px; }
.post-signature { padding: 5px 6px 7px; border-radius: 3px; min-width: 200px; }
.post-signature.owner { background: #d9eaf7; }
.comments { margin-top: 12px; border-top: 1px solid #e3e6e8; }
.comments-list { list-style: none; margin: 0; padding: 0; }
.comment { border-bottom: 1px solid #e3e6e8; padding: 6px 0; font-size: 13px; }
.comment-score, .comment-voting, .comment-actions { display: none; }
.comments-link { color: #838c95; display: inline-block; padding: 8px 0; }
#answers { clear: both; padding-top: 10px; }
#answers-header h2 { font-size: 19px; font-weight: 400; }
.answer { padding: 16px 0; border-bottom: 1px solid #e3e6e8; }
.s-sidebarwidget { margin-bottom: 16px; border: 1px solid #f1e5bc; border-radius: 3px; background: #fdf7e2; }
.s-sidebarwidget ul { list-style: none; margin: 0; padding: 12px 15px; }
.s-sidebarwidget li { padding: 4px 0; }
.module { margin-bottom: 19px; }
.module h4 { margin: 0 0 12px; font-size: 19px; font-weight: 400; }
.module .spacer { display: flex; gap: 8px; margin-bottom: 12px; }
.module .answer-votes { min-width: 38px; padding: 2px; border-radius: 3px; background: #5eba7d; color: #fff; text-align: center; font-size: 12px; }
#footer { clear: both; background: #232629; color: #babfc4; padding: 32px 12px; }
#footer a { color: #babfc4; }
#footer ul { list-style: none; padding: 0; }
.site-footer--container { display: flex; gap: 24px; max-width: 1264px; margin: 0 auto; }
.site-footer--nav { display: flex; flex: 1; gap: 24px; }
body.theme-dark { background: #2d2d2d; color: #f2f2f3; }
body.theme-dark a { color: #6cbbf7; }
body.theme-dark .s-topbar { background: #393939; }
body.theme-dark .s-topbar--logo, body.theme-dark #question-header h1 a, body.theme-dark .youarehere > .nav-links--link { color: #f2f2f3; }
body.theme-dark .s-topbar--searchbar input { background: #2d2d2d; border-color: #6a737c; color: #f2f2f3; }
body.theme-dark .nav-links--link { color: #c4c8cc; }
body.theme-dark .youarehere > .nav-links--link { background: #393939; }
body.theme-dark #content { border-left-color: #4a4e51; }
body.theme-dark .s-prose pre { background: #1c1d1e; color: #e7e9eb; }
body.theme-dark .s-prose code { background: #393939; }
body.theme-dark .post-tag, body.theme-dark .s-tag { background: #3d4951; color: #9cc3db; }
body.theme-dark .post-signature.owner { background: #2c3a46; }
body.theme-dark .s-sidebarwidget { background: #464236; border-color: #5b5334; }
body.theme-dark #question-header + .d-flex, body.theme-dark .comments, body.theme-dark .comment, body.theme-dark .answer { border-color: #4a4e51; }
body.theme-dark #footer { background: #1c1d1e; }
`;

interface PanelSummary {
  state: string;
  score: string;
  grade: string;
  summary: string;
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

  const page = findQuestionPage(root);
  console.log(`ReproLens demo: Stack Overflow question ${QUESTION_ID}, served locally from ${path.relative(root, page.file)} (no network).`);

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
        // Headed: the page follows the window; headless: wide enough for Stack Overflow's right sidebar.
        viewport: options.headless ? { width: 1280, height: 1000 } : null,
        colorScheme: options.theme,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          `--disable-extensions-except=${extension}`,
          `--load-extension=${extension}`,
          ...(options.headless ? [] : ['--window-size=1400,1000']),
        ],
      });
    } catch (error) {
      throw new DemoError(`Chromium (${chromiumPath}) did not start: ${firstLine(error)}`);
    }
    const ctx = context;

    // Nothing leaves the machine: the question page is served from the saved file, Stack Overflow's stylesheets by a
    // stand-in, and every other request that is not the extension's own is refused.
    await ctx.route(/^(?!chrome-extension:).*/, (route) => route.abort());
    await ctx.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: STAND_IN_CSS }),
    );
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
    const host = tab.locator('reprolens-overlay[data-reprolens="panel"]');
    try {
      await host.locator('[data-reprolens="score"]').waitFor({ timeout: PANEL_TIMEOUT_MS });
    } catch {
      const why = extensionErrors.length ? `; the extension logged:\n  ${extensionErrors.join('\n  ')}` : '';
      throw new DemoError(`the ReproLens panel did not appear on the page within ${PANEL_TIMEOUT_MS / 1000} s${why}`);
    }

    if (options.theme === 'dark') {
      await tab.evaluate(() => document.body.classList.add('theme-dark'));
      await waitForAttribute(host, 'data-theme', 'dark', 'the panel did not switch to the dark theme');
    }
    if ((await host.getAttribute('data-state')) === 'verdict' && (await host.getAttribute('data-expanded')) !== 'true') {
      await host.locator('[data-reprolens="toggle"]').click();
      await waitForAttribute(host, 'data-expanded', 'true', 'the panel did not expand');
    }

    const summary = await readPanel(tab);
    printSummary(summary);

    if (options.out) {
      const file = path.resolve(options.out);
      const size = await screenshotPanel(tab, file, options.headless);
      console.log(`  screenshot  ${path.relative(process.cwd(), file) || file} (${size}, the expanded panel beside the question)`);
    }

    if (!options.headless) {
      console.log('\nThe panel is open beside the question in the Chromium window. Close the window to finish.');
      console.log('(Links away from this page do not load: the demo never goes online.)');
      await new Promise<void>((resolve) => ctx.on('close', () => resolve()));
      context = null;
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await closeBrowser();
  }
}

/** The assembled page of the demo question: its real corpus body in a real saved Stack Overflow page. */
function findQuestionPage(root: string): { file: string; html: string; url: string } {
  const dir = path.join(root, ASSEMBLED);
  const name = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${QUESTION_ID}.html`)) : undefined;
  if (!name) throw new DemoError(`the demo page is missing: no ${ASSEMBLED}/*-${QUESTION_ID}.html in ${root}.`);
  const file = path.join(dir, name);
  const html = readFileSync(file, 'utf8');
  const canonical = /<link\s+rel="canonical"\s+href="(https:\/\/stackoverflow\.com\/questions\/[^"]+)"/.exec(html)?.[1];
  return { file, html, url: canonical ?? `https://stackoverflow.com/questions/${QUESTION_ID}/` };
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
async function readPanel(tab: Page): Promise<PanelSummary> {
  return tab.locator('reprolens-overlay[data-reprolens="panel"]').evaluate((host) => {
    const root = host.shadowRoot!;
    const text = (selector: string) => root.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const score = root.querySelector('[data-reprolens="score"]');
    const grade = /rl-grade-([A-F])/.exec(score?.className ?? '')?.[1] ?? '';
    return {
      state: host.getAttribute('data-state') ?? '',
      score: score?.getAttribute('data-score') ?? '',
      grade,
      summary: text('.rl-summary-text'),
      line: text('[data-reprolens="score"]'),
      items: Array.from(root.querySelectorAll('[data-reprolens^="item-"]')).map((item) => ({
        id: item.getAttribute('data-reprolens')!.slice('item-'.length),
        title: item.querySelector('.rl-item-title')?.textContent?.trim() ?? '',
        status: item.getAttribute('data-status') ?? '',
      })),
    };
  });
}

const SYMBOL: Record<string, string> = { present: '✔', partial: '◐', absent: '✘', na: '–' };

function printSummary(s: PanelSummary): void {
  if (s.state !== 'verdict') {
    console.log(`\nReproLens panel (${s.state}): ${s.line}`);
    return;
  }
  // The summary line reads "Reproducible · tensor / input bug · PyTorch": grade name, bug type, framework.
  const [gradeName, bugType, framework] = s.summary.split(' · ');
  console.log(`\nReproLens panel: score ${s.score} · grade ${s.grade} (${gradeName}) · ${bugType} · ${framework}`);
  console.log(`  items       ${s.items.map((i) => `${SYMBOL[i.status] ?? '?'} ${i.id} ${i.status}`).join(' · ')}`);
}

/** A crop around the question and the panel, with the whole expanded panel in view (no inner scrollbar). */
async function screenshotPanel(tab: Page, file: string, headless: boolean): Promise<string> {
  const frame = tab.locator('reprolens-overlay[data-reprolens="panel"] .rl-frame');
  await tab.evaluate(() => window.scrollTo(0, 0));
  if (headless) {
    // The panel is at most 100vh − 80px tall: make the window tall enough for all of it.
    const needed = await frame.evaluate((el) => el.getBoundingClientRect().top + el.scrollHeight + 48);
    const { width, height } = tab.viewportSize() ?? { width: 1280, height: 1000 };
    if (needed > height) {
      await tab.setViewportSize({ width, height: Math.min(Math.ceil(needed), 4000) });
      await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
  }
  const view = tab.viewportSize() ?? (await tab.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  const panelBox = await frame.boundingBox();
  const header = (await tab.locator('#question-header').first().boundingBox()) ?? (await tab.locator('#question').first().boundingBox());
  const post = await tab.locator('#question .post-layout').first().boundingBox();
  if (!panelBox || !header) throw new DemoError('could not find the panel or the question on the page to take the screenshot.');
  const margin = 16;
  const left = Math.max(0, Math.min(header.x, post?.x ?? header.x) - margin);
  const top = Math.max(0, header.y - margin);
  const right = Math.min(view.width, Math.max(panelBox.x + panelBox.width, header.x + header.width) + margin);
  const bottom = Math.min(view.height, Math.max(panelBox.y + panelBox.height, post ? Math.min(post.y + post.height, panelBox.y + panelBox.height + 200) : 0) + margin);
  mkdirSync(path.dirname(file), { recursive: true });
  const clip = { x: left, y: top, width: Math.round(right - left), height: Math.round(bottom - top) };
  await tab.screenshot({ path: file, clip, animations: 'disabled' });
  return `${clip.width}×${clip.height}`;
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

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((l) => l.trim())?.trim() ?? message;
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DemoError) console.error(`reprolens demo: ${error.message}`);
    else console.error(`reprolens demo: failed: ${firstLine(error)}`);
    if (process.env.REPROLENS_DEBUG === '1' && error instanceof Error && error.stack) console.error(error.stack);
    process.exit(1);
  },
);
