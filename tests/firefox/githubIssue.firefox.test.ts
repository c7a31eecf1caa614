// Issue 15: the panel on GitHub issue pages in a real Firefox (ESR, MV2 build), as the Chromium suite checks it
// (tests/browser/githubIssue.browser.test.ts): assembled pages (a real saved GitHub page with a real TensorFlow issue's
// body, tests/fixtures/pages/PROVENANCE.md) served at the issue's real URL; the panel's score equals `reprolens check`
// on the same issue's API record.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, inside, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const ROOT = resolve(import.meta.dirname, '../..');
const NUMBERS = [32476, 32144, 29558];
const issueUrl = (n: number) => `https://github.com/tensorflow/tensorflow/issues/${n}`;
const pageHtml = (n: number) => readFileSync(resolve(ROOT, `tests/fixtures/pages/assembled_github-2026-03-host_tf-${n}.html`), 'utf8');
const records = readFileSync(resolve(ROOT, 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { number: number });

/** `reprolens check --json` on the issue's API record: the score the panel must show (null: no score). */
function cliScore(n: number): number | null {
  const dir = mkdtempSync(resolve(os.tmpdir(), 'reprolens-gh-'));
  const file = resolve(dir, `issue-${n}.json`);
  writeFileSync(file, JSON.stringify(records.find((r) => r.number === n)));
  const out = execFileSync(process.execPath, [resolve(ROOT, 'bin/reprolens.mjs'), 'check', '--json', file], { encoding: 'utf8' });
  const report = JSON.parse(out) as { score?: number | null };
  return typeof report.score === 'number' ? report.score : null;
}

const PANEL = '[data-reprolens="panel"]';
const SCORE = inside(PANEL, '[data-reprolens="score"]');

describe.skipIf(firefoxMissing)('GitHub issue pages in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    for (const n of NUMBERS) ff.serve(issueUrl(n), { contentType: 'text/html; charset=utf-8', body: pageHtml(n) });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('shows the score `reprolens check` gives the same issue record, on every assembled page', async () => {
    for (const n of NUMBERS) {
      const expected = cliScore(n);
      const page = await ff.open(issueUrl(n));
      await waitFor(page, SCORE);
      expect(await attr(page, PANEL, 'data-site')).toBe('github');
      if (expected === null) expect(await attr(page, PANEL, 'data-state'), `issue ${n}`).not.toBe('verdict');
      else expect(await attr(page, SCORE, 'data-score'), `issue ${n}`).toBe(String(expected));
      await page.close();
    }
  });
});
