// The assembled TensorFlow GitHub issue pages (tests/fixtures/pages/PROVENANCE.md) and what the panel must show on
// them: `reprolens check --json` on the same issue's API record. Shared by the Chromium and Firefox suites.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { tensorflowIssue } from '../../fixtures/tf/tensorflowIssues';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The React-viewer assembled pages' issue numbers (tools/fixtures/assembleGitHubIssuePage.ts's list). */
export const ASSEMBLED_ISSUE_NUMBERS = [32476, 32144, 29558, 33929];
/** The assembled issue whose problem has a decisive gap (no code at all: it is in screenshots), so a comment asks for it. */
export const ISSUE_WITH_DECISIVE_ASK = 33929;

export const issueUrl = (n: number) => `https://github.com/tensorflow/tensorflow/issues/${n}`;

export const issuePageHtml = (n: number) =>
  readFileSync(resolve(ROOT, `tests/fixtures/pages/assembled_github-2026-03-host_tf-${n}.html`), 'utf8');

/** `reprolens check --json` on the issue's API record: the score the panel must show (null: no score). */
export function cliScore(n: number): number | null {
  const dir = mkdtempSync(resolve(os.tmpdir(), 'reprolens-gh-'));
  const file = resolve(dir, `issue-${n}.json`);
  writeFileSync(file, JSON.stringify(tensorflowIssue(n)));
  const out = execFileSync(process.execPath, [resolve(ROOT, 'bin/reprolens.mjs'), 'check', '--json', file], { encoding: 'utf8' });
  const report = JSON.parse(out) as { score?: number | null };
  return typeof report.score === 'number' ? report.score : null;
}
