// The assembled GitHub issue page in the classic markup (tests/fixtures/pages/PROVENANCE.md): a real TensorFlow record
// placed into the saved 2021-12 classic page by tools/fixtures/assembleClassicGitHubIssuePage.ts. Its verdict from the
// page equals the API record's, as on the React viewer pages.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { gitHubIssueMarkup, readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import {
  ASSEMBLED_CLASSIC_GITHUB_ISSUES,
  assembleClassicGitHubIssuePage,
  assembledClassicGitHubFileName,
  CLASSIC_GITHUB_HOST_PAGE,
} from '../../tools/fixtures/assembleClassicGitHubIssuePage';
import { readFixture } from './fixtures';
import { tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const records = new Map(tensorflowIssues.map((record) => [record.number, record]));

describe.each(ASSEMBLED_CLASSIC_GITHUB_ISSUES)('assembled_github-2021-12-host_tf-%i.html (classic markup)', (n) => {
  const html = readFixture(`pages/${assembledClassicGitHubFileName(n)}`);
  const record = records.get(n)!;
  const doc = parseHTML(html).document as unknown as Document;

  it('is exactly what assembleClassicGitHubIssuePage makes of the host page and the record (`npm run fixtures:github`)', () => {
    expect(assembleClassicGitHubIssuePage(readFixture(`pages/${CLASSIC_GITHUB_HOST_PAGE}`), record) === html).toBe(true);
    expect(html).not.toContain('https://github.com/OctoLinker/testrepo/issues/2');
  });

  it('reads as the classic markup, with the record title, labels (classic label links) and URL', () => {
    expect(gitHubIssueMarkup(doc)).toBe('classic');
    const q = readGitHubIssuePage(doc);
    expect(q).toMatchObject({ id: n, title: record.title, tags: [...record.labels, 'tensorflow'], url: record.html_url });
  });

  it("gives the API record's verdict", () => {
    const fromPage = decide(readGitHubIssuePage(doc), DEFAULT_SETTINGS);
    const fromApi = decide(readGitHubIssueRecord(record), DEFAULT_SETTINGS);
    expect(JSON.stringify(fromPage)).toBe(JSON.stringify(fromApi));
  });
});
