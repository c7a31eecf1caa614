import { describe, expect, it } from 'vitest';
import { composeGitHubIssueComment } from '../../lib/comment/gitHubIssueComment';
import { detailsCommentItems } from '../../lib/comment/detailsComment';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import type { Report } from '../../lib/report';
import { tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const records = tensorflowIssues;

function reportOf(record: unknown): Report | null {
  const verdict = decide(readGitHubIssueRecord(record), DEFAULT_SETTINGS);
  return verdict.state === 'verdict' ? verdict.report : null;
}

describe('composeGitHubIssueComment on the 77 TensorFlow issues', () => {
  const judged = records.map((r) => ({ record: r, report: reportOf(r) })).filter((j) => j.report !== null);
  it('judges most of them (they are bug reports)', () => expect(judged.length).toBeGreaterThan(60));
  it('asks for at most two things, as a markdown list, only for what the checklist found missing or partial', () => {
    let asked = 0;
    for (const { record, report } of judged) {
      const comment = composeGitHubIssueComment(report!, record.html_url);
      if (comment === null) continue;
      asked++;
      const lines = comment.split('\n').filter((l) => l.startsWith('- '));
      expect(lines.length, String(record.number)).toBeLessThanOrEqual(2);
      expect(lines.length).toBe(detailsCommentItems(report!).length);
      for (const s of report!.suggestions.filter((x) => detailsCommentItems(report!).includes(x.item) && x.kind !== 'format_code_block'))
        expect(report!.items[s.item].status, `${record.number} ${s.item}`).not.toBe('present');
      expect(comment).not.toMatch(/\[edit\]|\[mre\]/); // Stack Exchange magic links mean nothing on GitHub
    }
    // Only decisive asks make a comment: 10 of the judged issues lack a fact that decides their problem.
    expect(asked).toBeGreaterThan(5);
  });
  it("uses the TensorFlow template's own section names", () => {
    const comments = judged.map(({ record, report }) => composeGitHubIssueComment(report!, record.html_url) ?? '').join('\n');
    expect(comments).toMatch(/"Standalone code to reproduce the issue"|"Relevant log output"|version fields/);
  });
  it('outside a repository with a template, the Stack Overflow phrases', () => {
    const { record, report } = judged.find(({ report }) => detailsCommentItems(report!).includes('logs')) ?? judged[0];
    const elsewhere = composeGitHubIssueComment(report!, record.html_url.replace('tensorflow/tensorflow', 'someone/some-model'));
    expect(elsewhere).not.toMatch(/template/);
  });
});
