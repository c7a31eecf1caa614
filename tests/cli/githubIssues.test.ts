// `reprolens score` / `check` on GitHub issue records: the 77 tensorflow/tensorflow issues of
// tests/fixtures/tf/tensorflow-silent-bugs.jsonl and the REST record tests/fixtures/tf/rest-issue-32476.json
// (provenance: tests/fixtures/tf/PROVENANCE.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine } from '../../lib/verdict';
import { fakeIo, oneLineMessages } from './fakeIo';

const tf = resolve(import.meta.dirname, '../fixtures/tf');
const issuesFile = resolve(tf, 'tensorflow-silent-bugs.jsonl');
const records = readFileSync(issuesFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { number: number; html_url: string; created_at: string });

describe('reprolens score on GitHub issue records', () => {
  it('scores all 77 issues, each keyed by its issue number with its url', async () => {
    const run = fakeIo();
    expect(await main(['score', issuesFile], run.io)).toBe(0);
    const lines = run
      .stdout()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(77);
    expect(lines.map((l) => l.question_id)).toEqual(records.map((r) => r.number));
    expect(lines.map((l) => l.url)).toEqual(records.map((r) => r.html_url));
    expect(lines.every((l) => typeof l.question_id === 'number')).toBe(true);
    // Issue 32476 has a real ``` block: read as markdown, not as HTML, the code is there.
    expect(lines.find((l) => l.question_id === 32476).items.code.status).toBe('present');
    // Nothing to report: the summary line alone.
    expect(oneLineMessages(run.stderr())).toMatch(/^reprolens: scored 77 of 77 records; 0 skipped, 0 filtered out \(.+, in \d+\.\d s\)\n$/);
  });
  it("writes toScoreLine's fields with `url` second, then `created` and `tags`, byte for byte", async () => {
    const run = fakeIo();
    expect(await main(['score', issuesFile], run.io)).toBe(0);
    const lines = run.stdout().trim().split('\n');
    lines.forEach((line, i) => {
      const question = readGitHubIssueRecord(records[i]);
      const { question_id, ...rest } = JSON.parse(toScoreLine(decide(question, DEFAULT_SETTINGS)));
      // After the verdict's fields, what a dataset's report groups by: the issue's creation time and its tags (labels).
      const created = new Date(records[i].created_at).toISOString();
      expect(line).toBe(JSON.stringify({ question_id, url: records[i].html_url, ...rest, created, tags: question.tags }));
    });
  });
  it('says why a pull request record is not scored', async () => {
    const rest = JSON.parse(readFileSync(resolve(tf, 'rest-issue-32476.json'), 'utf8'));
    const run = fakeIo({ stdin: `${JSON.stringify({ ...rest, pull_request: {} })}\n` });
    expect(await main(['score', '-'], run.io)).toBe(1);
    expect(oneLineMessages(run.stderr())).toMatch(/line 1: not a question: GitHub record 32476 is a pull request, not an issue/);
  });
});

describe('reprolens check on a GitHub REST issue record', () => {
  it('reads the record as an issue and judges its code block', async () => {
    const run = fakeIo();
    expect(await main(['check', '--json', resolve(tf, 'rest-issue-32476.json')], run.io)).toBe(0);
    const report = JSON.parse(run.stdout());
    expect(report.question_id).toBe(32476);
    expect(report.items.code.status).toBe('present');
  });

  it("names the issue's own address in the text report, not a Stack Overflow one", async () => {
    const run = fakeIo();
    expect(await main(['check', resolve(tf, 'rest-issue-32476.json')], run.io)).toBe(0);
    expect(run.stdout()).toContain('32476  https://github.com/tensorflow/tensorflow/issues/32476');
    expect(run.stdout()).not.toContain('stackoverflow.com/q/32476');
  });
});
