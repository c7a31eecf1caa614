// Issue 15: the panel on GitHub issue pages in a real Firefox (ESR, MV2 build), as the Chromium suite checks it
// (tests/browser/githubIssue.browser.test.ts): assembled pages (a real saved GitHub page with a real TensorFlow issue's
// body, tests/fixtures/pages/PROVENANCE.md) served at the issue's real URL; the panel's score equals `reprolens check`
// on the same issue's API record.
import { ASSEMBLED_ISSUE_NUMBERS, cliScore, issuePageHtml, issueUrl } from '../browser/gitHubIssueFixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, inside, waitFor } from './firefoxPage';
import { firefoxMissing, launchFirefox, type LaunchedFirefox } from './launchFirefox';

const PANEL = '[data-reprolens="panel"]';
const SCORE = inside(PANEL, '[data-reprolens="score"]');

describe.skipIf(firefoxMissing)('GitHub issue pages in Firefox', () => {
  let ff: LaunchedFirefox;

  beforeAll(async () => {
    ff = await launchFirefox();
    for (const n of ASSEMBLED_ISSUE_NUMBERS) ff.serve(issueUrl(n), { contentType: 'text/html; charset=utf-8', body: issuePageHtml(n) });
  });
  afterAll(async () => {
    await ff?.close();
  });

  it('shows the score `reprolens check` gives the same issue record, on every assembled page', async () => {
    for (const n of ASSEMBLED_ISSUE_NUMBERS) {
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
