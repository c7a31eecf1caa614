// `npm run bench:memory` (part of `npm run bench`; memory must stay flat across 100 in-place edits and soft
// navigations: the JS heap, measured). In Debian's Chromium with the built extension: a Stack Overflow
// question edited in place 100 times (each edit re-read and re-judged), and a GitHub issue page soft-navigated 100
// times between two issues (a Turbo-style body swap, pushState and `turbo:load`, each judged). The tab's JS heap
// (the page's V8 isolate, which holds the content scripts' worlds too) is read after a forced GC before, after the
// first 10 rounds (caches warm) and after all 100: flat means the last 90 add next to nothing. Writes its marked
// section of docs/performance.md.
//   node dist/benchMemory.mjs [--rounds <n, 300>] [--out <path, docs/performance.md>]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM } from '../browserBinaries';
import { chromiumArgs } from '../demo/chromiumArgs';
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';

import { MEMORY_SECTION } from './sections';
/** A leak worth naming: more than this many bytes per round over the last 90 rounds. */
export const FLAT_BYTES_PER_ROUND = 2_000;

interface Run {
  side: 'with' | 'without';
  scenario: string;
  page: string;
  rounds: number;
  before: number;
  afterWarm: number;
  after: number;
}

async function heap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function soEdits(page: Page, cdp: CDPSession, rounds: number, file: string, extension: boolean): Promise<Run> {
  const before = await heap(cdp);
  let afterWarm = before;
  for (let i = 1; i <= rounds; i++) {
    // An edit saved in place: the question body's text changes (SO swaps the post's HTML), the panel re-reads it.
    await page.evaluate((n) => {
      const body = document.querySelector('#question .js-post-body, #question .post-text');
      const p = document.createElement('p');
      p.textContent = `Edit ${n}: I also tried a smaller batch size.`;
      body?.append(p);
    }, i);
    // The overlay re-reads after 250 ms of quiet (usePageSettled.ts REREAD_DELAY_MS), then the background judges.
    await page.waitForTimeout(400);
    if (extension)
      await page.waitForFunction(() => document.querySelector('[data-reprolens="panel"]')?.getAttribute('data-state') === 'verdict');
    if (i === 10) afterWarm = await heap(cdp);
  }
  return {
    side: extension ? 'with' : 'without',
    scenario: `${rounds} in-place edits of the question`,
    page: file,
    rounds,
    before,
    afterWarm,
    after: await heap(cdp),
  };
}

async function gitHubSoftNavigations(
  page: Page,
  cdp: CDPSession,
  rounds: number,
  bodies: string[],
  urls: string[],
  file: string,
  extension: boolean,
): Promise<Run> {
  const before = await heap(cdp);
  let afterWarm = before;
  for (let i = 1; i <= rounds; i++) {
    const next = i % 2;
    await page.evaluate(
      ([html, url]) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        document.body.replaceWith(document.adoptNode(doc.body));
        history.pushState({}, '', url);
        document.dispatchEvent(new Event('turbo:load'));
      },
      [bodies[next], urls[next]] as const,
    );
    if (extension)
      await page.waitForFunction(() => document.querySelector('[data-reprolens="panel"]')?.getAttribute('data-state') === 'verdict');
    else await page.waitForTimeout(400); // as long as the script's settle wait (useSoftNavigation.ts SETTLE_MS) and a verdict
    if (i === 10) afterWarm = await heap(cdp);
  }
  return {
    side: extension ? 'with' : 'without',
    scenario: `${rounds} soft navigations between two issues`,
    page: file,
    rounds,
    before,
    afterWarm,
    after: await heap(cdp),
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

export function renderMemorySection(runs: Run[], meta: { date: string; engine: string; command: string }): string {
  const { start, end } = sectionMarkers(MEMORY_SECTION);
  const growth = (r: Run | undefined) => (r ? (r.after - r.afterWarm) / Math.max(1, r.rounds - 10) : 0);
  const rows = runs
    .filter((r) => r.side === 'with')
    .map((w) => {
      const without = runs.find((r) => r.side === 'without' && r.scenario === w.scenario);
      const own = growth(w) - growth(without);
      return [
        w.scenario,
        `\`${w.page}\``,
        `${kb(w.before)} → ${kb(w.afterWarm)} → ${kb(w.after)}`,
        without ? `${kb(without.before)} → ${kb(without.afterWarm)} → ${kb(without.after)}` : '–',
        `${own.toFixed(0)} B`,
        own <= FLAT_BYTES_PER_ROUND ? 'yes' : 'NO',
      ];
    });
  return [
    start,
    '## Memory across edits and soft navigations (Chromium)',
    '',
    `Generated ${meta.date} by \`${meta.command}\` with ${meta.engine}, the production build; written by tools/bench/memory.ts.`,
    "The tab's JS heap after a forced GC (CDP `Runtime.getHeapUsage`: the page's isolate, content scripts included):",
    'before, after the first 10 rounds and after all of them, with the extension and in a browser without it doing the',
    `same edits or navigations. The extension's own growth is the difference per round after the 10th; flat: at most ${FLAT_BYTES_PER_ROUND} B.`,
    '',
    markdownTable(['scenario', 'page', 'with the extension', 'without', "the extension's growth per round", 'flat'], rows),
    '',
    end,
  ].join('\n');
}

async function main(): Promise<void> {
  const flags = readFlags(process.argv.slice(2), ['rounds', 'out']);
  const rounds = Number(flags.rounds ?? 300);
  const root = repoRoot();
  const out = resolve(root, flags.out ?? 'docs/performance.md');
  if (!existsSync(CHROMIUM)) {
    console.log(`bench:memory: ${CHROMIUM} not found; skipped`);
    return;
  }
  const so = 'assembled/assembled_so-2022-12-host_pytorch-2020-61877098.html';
  const soUrl = 'https://stackoverflow.com/questions/61877098/';
  const gh = [32476, 32144].map((n) => `assembled_github-2026-03-host_tf-${n}.html`);
  const ghUrls = [32476, 32144].map((n) => `https://github.com/tensorflow/tensorflow/issues/${n}`);
  const html = (file: string) => readFileSync(resolve(root, 'tests/fixtures/pages', file), 'utf8');
  const runs: Run[] = [];
  for (const extension of [true, false]) {
    const profile = mkdtempSync(join(tmpdir(), 'reprolens-memory-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: chromiumArgs(extension ? resolve(root, '.output/chrome-mv3') : null),
    });
    try {
      await context.route(/^(?!chrome-extension:).*/, (route) => route.abort());
      await context.route(soUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html(so) }));
      await context.route(ghUrls[0], (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html(gh[0]) }));
      const verdict = (page: Page) =>
        extension
          ? page.waitForFunction(() => document.querySelector('[data-reprolens="panel"]')?.getAttribute('data-state') === 'verdict')
          : page.waitForTimeout(1000);
      const so1 = await context.newPage();
      await so1.goto(soUrl);
      await verdict(so1);
      runs.push(await soEdits(so1, await context.newCDPSession(so1), rounds, so, extension));
      await so1.close();
      const gh1 = await context.newPage();
      await gh1.goto(ghUrls[0]);
      await verdict(gh1);
      const bodies = gh.map((file) => /<body[^>]*>[\s\S]*<\/body>/i.exec(html(file))?.[0] ?? '');
      runs.push(await gitHubSoftNavigations(gh1, await context.newCDPSession(gh1), rounds, bodies, ghUrls, gh.join(' ↔ '), extension));
      await gh1.close();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  {
    const section = renderMemorySection(runs, {
      date: todayIso(),
      engine: engineVersion(root),
      command: `npm run bench:memory${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    });
    const doc = existsSync(out) ? readFileSync(out, 'utf8') : '';
    writeFileSync(out, replaceSection(doc, MEMORY_SECTION, section));
    for (const r of runs) console.log(`${r.side} ${r.scenario}: ${kb(r.before)} → ${kb(r.afterWarm)} → ${kb(r.after)}`);
  }
}

main().catch((error) => {
  console.error(`bench:memory: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
