// `reprolens report`'s HTML opened as a file in Debian's Chromium: the page asks for nothing from the network, its
// charts are drawn with a size, and its tables are there. The screenshot in docs/report.png is written only
// when asked: REPROLENS_REPORT_SHOT names a scored corpus file, e.g.
//   npm run build:node && node bin/reprolens.mjs score ../shared/corpus/stackoverflow/tf-keras-2015-2023.jsonl > /tmp/scores.jsonl
//   REPROLENS_REPORT_SHOT=/tmp/scores.jsonl npx vitest run -c vitest.browser.config.ts tests/browser/report.browser.test.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCommand } from '../../cli/report/reportCommand';
import { CHROMIUM } from '../../tools/browserBinaries';
import { fakeIo } from '../cli/fakeIo';
import { chromiumMissing } from './helpers/launchExtension';

const root = path.resolve(import.meta.dirname, '../..');
const shotScores = process.env.REPROLENS_REPORT_SHOT;
const scores = shotScores ? path.resolve(shotScores) : path.join(root, 'tests/fixtures/report/scores-10.jsonl');

describe.skipIf(chromiumMissing)('the report page in Chromium', () => {
  let browser: Browser;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reprolens-report-page-'));
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws every chart with a size and asks for nothing over the network', async () => {
    const file = path.join(dir, 'report.html');
    const fake = fakeIo();
    expect(await reportCommand(scores, 'html', file, fake.io)).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1280, height: 2400 }, deviceScaleFactor: 1 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) requested.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

    const charts = await page.locator('figure svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        return {
          width: box.width,
          height: box.height,
          marks: svg.querySelectorAll('[aria-roledescription="bar"] path, path[aria-roledescription="bar"]').length,
        };
      }),
    );
    expect(charts).toHaveLength(7);
    for (const chart of charts) {
      expect(chart.width).toBeGreaterThan(150);
      expect(chart.height).toBeGreaterThan(60);
      expect(chart.marks).toBeGreaterThan(0);
    }
    expect(await page.locator('table').count()).toBe(10);
    expect(await page.locator('h1').textContent()).toBe(`ReproLens report: ${path.basename(scores)}`);
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);

    if (shotScores) {
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 2400 } });
      writeFileSync(path.join(root, 'docs/report.png'), png);
    }
    const written = readFileSync(file, 'utf8');
    expect(written).not.toMatch(/<script/i);
    await page.close();
  });
});
