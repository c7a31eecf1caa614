// The pure pieces behind the browser half of `npm run bench` (tools/bench/browser.ts).
import { describe, expect, it } from 'vitest';
import { bundleTotals, groupBundles, htmlAssets, jsImports } from '../../../tools/bench/bundleFigures';
import { checkBrowserTargets, spliceTargetRows, TARGET_PREFIX } from '../../../tools/bench/browserTargets';
import {
  hasBrowserSection,
  renderBrowserSection,
  renderSkippedSection,
  SECTION_END,
  SECTION_START,
  spliceBrowserSection,
} from '../../../tools/bench/browserSection';
import { heapDelta, loadRatio, pairedLoadRatios, panelAfterLoad, settledMs, stats } from '../../../tools/bench/pageLoadFigures';
import type { BrowserBenchReport, LoadSample, PageRuns } from '../../../tools/bench/browserReport';
import { CHROMIUM } from '../../../tools/browserBinaries';

const sample = (loadMs: number, extra: Partial<LoadSample> = {}): LoadSample => ({
  dclMs: loadMs - 50,
  loadMs,
  loadFrameMs: loadMs + 10,
  ...extra,
});

function page(
  file: string,
  panelExpected: boolean,
  withLoads: number[],
  withoutLoads: number[],
  heap: [number[], number[]] = [[], []],
): PageRuns {
  return {
    file,
    url: panelExpected ? `https://stackoverflow.com/questions/1/${file}` : `https://unix.stackexchange.com/questions/2/${file}`,
    bytes: 1000,
    panelExpected,
    panelState: panelExpected ? 'verdict' : undefined,
    withExtension: withLoads.map((l) =>
      panelExpected ? sample(l, { hostMs: l + 20, panelFrameMs: l + 40, scriptStartMs: l + 5 }) : sample(l),
    ),
    withoutExtension: withoutLoads.map((l) => sample(l)),
    heapWith: heap[0],
    heapWithout: heap[1],
  };
}

const bundles = (contentGzip: number) => [
  {
    entrypoint: 'content script content-scripts/question.js',
    files: [{ path: 'content-scripts/question.js', raw: contentGzip * 3, gzip: contentGzip }],
  },
  { entrypoint: 'background background.js', files: [{ path: 'background.js', raw: 300_000, gzip: 90_000 }] },
];

function report(pages: PageRuns[] | null, contentGzip = 26_000): BrowserBenchReport {
  return {
    command: 'npm run bench',
    date: '2026-11-30',
    machine: '2 cores',
    engine: 'reprolens 0.1.0',
    bundles: bundles(contentGzip),
    browser: pages && {
      date: '2026-11-30',
      machine: '2 cores',
      engine: 'reprolens 0.1.0',
      chromium: 'Chromium 156',
      runs: 3,
      warmups: 1,
      pages,
    },
    skippedReason: pages ? undefined : `${CHROMIUM} not found`,
  };
}

describe('browser bench statistics', () => {
  it('median and nearest-rank p95 per field', () => {
    expect(stats([5, 1, 3, 2, 4])).toEqual({ n: 5, median: 3, p95: 5 });
    expect(stats([])).toMatchObject({ n: 0 });
    expect(stats([]).median).toBeNaN();
  });

  it('settled is the later of the frame after load and the frame with the panel', () => {
    expect(settledMs(sample(100))).toBe(110);
    expect(settledMs(sample(100, { panelFrameMs: 180 }))).toBe(180);
    expect(settledMs(sample(100, { panelFrameMs: 50 }))).toBe(110);
  });

  it('pools the load ratio over the pages where the content script runs only', () => {
    const pages = [
      page('a', true, [110, 120, 130], [100, 100, 100]),
      page('b', true, [100, 100, 100], [100, 100, 100]),
      page('control', false, [500, 500, 500], [100, 100, 100]),
    ];
    const r = loadRatio(pages)!;
    expect(r.with.n).toBe(6);
    expect(r.without.median).toBe(100);
    expect(r.with.median).toBe(105);
    expect(r.ratio).toBeCloseTo(1.05, 12);
    expect(loadRatio([page('control', false, [1], [1])])).toBeNull();
  });

  it('pairs each load with the extension with the load without it of the same page and round', () => {
    const pages = [page('a', true, [120, 90], [100, 100]), page('b', true, [200], [100, 400]), page('control', false, [900], [100])];
    const paired = pairedLoadRatios(pages);
    expect(paired.n).toBe(3);
    expect(paired.median).toBeCloseTo(1.2, 12);
    expect(paired.p95).toBe(2);
  });

  it('heap difference is median with − median without, NaN when a side is missing', () => {
    expect(
      heapDelta(
        page(
          'a',
          true,
          [],
          [],
          [
            [3e6, 2.5e6, 2.6e6],
            [2e6, 2e6, 1.9e6],
          ],
        ),
      ),
    ).toBeCloseTo(0.6e6, 6);
    expect(heapDelta(page('a', true, [], [], [[3e6], []]))).toBeNaN();
  });

  it('counts the loads where the panel came after load', () => {
    const p = page('a', true, [100, 100], [100, 100]);
    p.withExtension[1].hostMs = 50;
    expect(panelAfterLoad([p, page('c', false, [1], [1])])).toEqual({ after: 1, total: 2 });
  });
});

describe('browser bench targets', () => {
  it('passes at exactly 1.05× and misses above it; the content script must stay under 80 kB gzipped', () => {
    const at = (withLoad: number, gzip: number) =>
      checkBrowserTargets(report([page('a', true, [withLoad], [100])], gzip)).map((t) => t.pass);
    expect(at(105, 79_999)).toEqual([true, true]);
    expect(at(106, 80_000)).toEqual([false, false]);
  });

  it('names its rows with the prefix the targets table splice looks for', () => {
    for (const t of checkBrowserTargets(report([page('a', true, [100], [100])]))) expect(t.target.startsWith(TARGET_PREFIX)).toBe(true);
  });

  it('measures GitHub issue pages apart, by the same target', () => {
    const gitHub = { ...page('g', true, [120], [100]), site: 'github' as const, url: 'https://github.com/tensorflow/tensorflow/issues/1' };
    const targets = checkBrowserTargets(report([page('a', true, [100], [100]), gitHub]));
    const row = targets.find((t) => t.target.includes('GitHub issue page load'));
    expect(row?.pass).toBe(false);
    expect(row?.measured).toMatch(/^1\.200×/);
    // The Stack Exchange headline leaves the GitHub page out.
    expect(
      targets.find((t) => t.target.endsWith('page load with the extension ≤ 1.05× without (median)') && !t.target.includes('GitHub'))
        ?.measured,
    ).toMatch(/^1\.000×/);
    const section = renderBrowserSection(report([page('a', true, [100], [100]), gitHub]));
    expect(section).toContain('**all GitHub issue pages**');
  });

  it('without Chromium only the bundle target is checked', () => {
    const targets = checkBrowserTargets(report(null));
    expect(targets).toHaveLength(1);
    expect(targets[0].target).toContain('content-scripts/question.js');
    expect(targets[0].measured).toBe('26.0 kB');
  });
});

describe('bundles per entrypoint', () => {
  it('reads scripts, stylesheets and module preloads from an HTML page, not external URLs', () => {
    const html = `<script type="module" crossorigin src="/chunks/popup-A.js"></script>
      <link rel="modulepreload" crossorigin href="/chunks/jsxRuntime-B.js">
      <link rel="stylesheet" crossorigin href="/assets/popup-C.css">
      <link rel="icon" href="/icon.png"><script src="https://cdn.example/x.js"></script>`;
    expect(htmlAssets(html).sort()).toEqual(['/assets/popup-C.css', '/chunks/jsxRuntime-B.js', '/chunks/popup-A.js']);
  });

  it('finds relative imports in minified output', () => {
    const js = `import{a as e}from"./jsxRuntime-B.js";import"./side.js";const m=()=>import("../lazy.js");import x from 'lodash';`;
    expect(jsImports(js).sort()).toEqual(['../lazy.js', './jsxRuntime-B.js', './side.js']);
  });

  it('groups a WXT-shaped build by entrypoint: shared chunks in both pages, imports followed, leftovers apart', () => {
    const files: Record<string, string> = {
      'manifest.json': '',
      'background.js': 'console.log(1)',
      'content-scripts/question.js': '(()=>{})()',
      'content-scripts/question.css': '.a{}',
      'popup.html': '<script type="module" src="/chunks/popup-A.js"></script><link rel="stylesheet" href="/assets/popup-C.css">',
      'options.html': '<script type="module" src="/chunks/options-D.js"></script><link rel="modulepreload" href="/chunks/jsxRuntime-B.js">',
      'chunks/popup-A.js': 'import{a}from"./jsxRuntime-B.js";import("./lazy-E.js")',
      'chunks/options-D.js': 'import{a}from"./jsxRuntime-B.js"',
      'chunks/jsxRuntime-B.js': 'export const a=1',
      'chunks/lazy-E.js': 'export default 2',
      'assets/popup-C.css': 'body{}',
      'chunks/orphan-F.js': '1',
    };
    const manifest = {
      background: { service_worker: 'background.js' },
      content_scripts: [{ js: ['content-scripts/question.js'], css: ['content-scripts/question.css'] }],
      action: { default_popup: 'popup.html' },
      options_ui: { page: 'options.html' },
    };
    const groups = groupBundles(manifest, Object.keys(files), (p) => files[p] ?? null);
    expect(groups).toEqual([
      {
        entrypoint: 'content script content-scripts/question.js + content-scripts/question.css',
        paths: ['content-scripts/question.css', 'content-scripts/question.js'],
      },
      { entrypoint: 'background background.js', paths: ['background.js'] },
      { entrypoint: 'popup popup.html', paths: ['assets/popup-C.css', 'chunks/jsxRuntime-B.js', 'chunks/lazy-E.js', 'chunks/popup-A.js'] },
      { entrypoint: 'options options.html', paths: ['chunks/jsxRuntime-B.js', 'chunks/options-D.js'] },
      { entrypoint: 'other (loaded by no entrypoint)', paths: ['chunks/orphan-F.js'] },
    ]);
  });

  it('adds up raw and gzipped bytes', () => {
    expect(
      bundleTotals({
        entrypoint: 'x',
        files: [
          { path: 'a', raw: 10, gzip: 4 },
          { path: 'b', raw: 5, gzip: 3 },
        ],
      }),
    ).toEqual({ raw: 15, gzip: 7 });
  });
});

describe('docs/performance.md', () => {
  const nodeDoc = [
    '# Performance',
    '',
    '## Targets',
    '',
    '| target | measured | result |',
    '| --- | --- | --- |',
    '| median < 0.5 ms per question | 1.61 ms | MISS |',
    '',
    'Floor note.',
    '',
    '## Corpus run',
    '',
  ].join('\n');
  const pages = [page('a.html', true, [110, 120], [100, 100], [[2e6], [1.5e6]]), page('u.html', false, [100], [100], [[1e6], [1e6]])];

  it('renders a marked section with every table, and says which pages are controls', () => {
    const section = renderBrowserSection(report(pages));
    expect(section.startsWith(SECTION_START)).toBe(true);
    expect(section.endsWith(SECTION_END)).toBe(true);
    for (const heading of ['## In the browser (Chromium)', '### Page load', '### Panel', '### JS heap on the page', '### Bundle sizes'])
      expect(section).toContain(heading);
    expect(section).toContain('`a.html`');
    expect(section).toContain('unix.stackexchange.com');
    expect(section).toContain('Chromium 156');
    expect(section).toContain('0.50 MB');
  });

  it('says when the Chromium part was skipped, and still lists the bundles', () => {
    const section = renderBrowserSection(report(null));
    expect(section).toContain('skipped');
    expect(section).toContain(`${CHROMIUM} not found`);
    expect(section).toContain('### Bundle sizes');
    expect(section).not.toContain('### Page load');
  });

  it('appends the section to a document without one, and replaces it on the next run', () => {
    const first = spliceBrowserSection(nodeDoc, renderBrowserSection(report(pages)));
    expect(first.startsWith(nodeDoc.trimEnd())).toBe(true);
    expect(hasBrowserSection(first)).toBe(true);
    const second = spliceBrowserSection(`${first}\nAfter.\n`, renderSkippedSection('2026-12-01', 'no build'));
    expect(second.split(SECTION_START)).toHaveLength(2);
    expect(second).toContain('Not measured (2026-12-01): no build.');
    expect(second).not.toContain('### Page load');
    expect(second).toContain('## Corpus run');
    expect(second.endsWith('After.\n')).toBe(true);
    expect(spliceBrowserSection('', 'S')).toBe('S\n');
  });

  it('adds the browser targets to the Targets table once, however often it runs', () => {
    const targets = checkBrowserTargets(report(pages));
    const once = spliceTargetRows(nodeDoc, targets);
    const twice = spliceTargetRows(once, targets);
    expect(twice).toBe(once);
    const table = once.split('\n').filter((l) => l.startsWith('|'));
    expect(table).toHaveLength(3 + targets.length);
    expect(table[2]).toContain('median < 0.5 ms');
    expect(table[3]).toContain(`| ${TARGET_PREFIX}page load`);
    expect(once).toContain('\n\nFloor note.');
    expect(spliceTargetRows('# No targets here\n', targets)).toBe('# No targets here\n');
  });
});

describe('carryBrowserFigures', () => {
  it('keeps the browser section and its target rows when the Node bench rewrites the report', async () => {
    const { carryBrowserFigures, spliceBrowserSection, renderSkippedSection } = await import('../../../tools/bench/browserSection');
    const { spliceTargetRows } = await import('../../../tools/bench/browserTargets');
    const node =
      '# Performance\n\n## Targets\n\n| target | measured | result |\n| --- | --- | --- |\n| median | 1 ms | PASS |\n\n## Corpus\n';
    const withBrowser = spliceTargetRows(spliceBrowserSection(node, renderSkippedSection('2026-11-30', 'no Chromium')), [
      { target: 'Chromium: content script < 80 kB gzipped', measured: '26.6 kB', pass: true },
    ]);
    const rewritten = node.replace('1 ms', '2 ms');
    const carried = carryBrowserFigures(withBrowser, rewritten);
    expect(carried).toContain('| median | 2 ms | PASS |\n| Chromium: content script < 80 kB gzipped | 26.6 kB | PASS |');
    expect(carried).toContain('Not measured (2026-11-30): no Chromium.');
    expect(carryBrowserFigures(node, rewritten)).toBe(rewritten);
  });
});
