// GitHub REST issue records read into the one Question model (lib/readers/githubIssueApi.ts), on real records:
// tests/fixtures/tf/rest-issue-32476.json (the REST API response as collected, labels as objects) and the one-line
// copies in tests/fixtures/tf/tensorflow-silent-bugs.jsonl (labels as names). Provenance: tests/fixtures/tf/PROVENANCE.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ISSUE_URL_EXAMPLES,
  isGitHubIssueRecord,
  issueNumberFromUrl,
  NOT_ISSUE_URL_EXAMPLES,
  readGitHubIssueRecord,
} from '../../lib/readers/githubIssueApi';
import { ReaderError } from '../../lib/readers/readerError';

const tf = resolve(import.meta.dirname, '../fixtures/tf');
const restRecord = JSON.parse(readFileSync(resolve(tf, 'rest-issue-32476.json'), 'utf8')) as Record<string, unknown>;
const lines = readFileSync(resolve(tf, 'tensorflow-silent-bugs.jsonl'), 'utf8').trim().split('\n');
const issues = lines.map((line) => JSON.parse(line) as Record<string, unknown> & { number: number });
const issue = (n: number) => issues.find((i) => i.number === n)!;
// A Stack Exchange record of the eval corpus (tests/fixtures/cli/PROVENANCE.md): must not be taken for an issue.
const soRecord = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/cli/so-62136244-optimizer-state-device.json'), 'utf8'));

describe('issue URL detection (github-url-detection style: URLs that must and must not match)', () => {
  it.each(ISSUE_URL_EXAMPLES)('%s is an issue URL', (url) => {
    expect(issueNumberFromUrl(url)).toBeGreaterThan(0);
  });
  it.each(NOT_ISSUE_URL_EXAMPLES)('%s is not an issue URL', (url) => {
    expect(issueNumberFromUrl(url)).toBeNull();
  });
});

describe('isGitHubIssueRecord', () => {
  it('takes the REST record and every fixture line for issues', () => {
    expect(isGitHubIssueRecord(restRecord)).toBe(true);
    expect(issues.every(isGitHubIssueRecord)).toBe(true);
  });
  it('leaves a Stack Exchange record (question_id) and non-objects to the Stack Exchange reader', () => {
    expect(isGitHubIssueRecord(soRecord)).toBe(false);
    expect(isGitHubIssueRecord({ ...issue(32476), question_id: 1 })).toBe(false);
    expect(isGitHubIssueRecord('https://github.com/tensorflow/tensorflow/issues/32476')).toBe(false);
    expect(isGitHubIssueRecord([restRecord])).toBe(false);
  });
  it('recognises a record by number + repository_url when html_url is missing', () => {
    const { html_url: _drop, ...rest } = restRecord;
    expect(isGitHubIssueRecord(rest)).toBe(true);
  });
});

describe('readGitHubIssueRecord', () => {
  it('reads the REST record: site github, the issue number as id, label objects as tags, markdown body', () => {
    const q = readGitHubIssueRecord(restRecord);
    expect(q).toMatchObject({ site: 'github', id: 32476, title: 'Unexpected output shape on custom keras dynamic layer' });
    // Labels, then the repository's framework tag (lib/site/githubIssuePages.ts repositoryTopicTags).
    expect(q.tags).toEqual(['type:bug', 'comp:keras', 'TF 2.0', 'tensorflow']);
    // The ``` fences are code blocks (read as HTML they were prose): the reproduction and the summary output.
    const code = q.blocks.filter((b) => b.kind === 'code');
    expect(code).toHaveLength(2);
    expect(code[0].text).toMatch(/^import tensorflow as tf\nimport numpy as np\n/);
    expect(code[1].text).toMatch(/^Model: "model"/);
  });
  it('reads a fixture line (labels as names) the same as the REST record', () => {
    const fromLine = readGitHubIssueRecord(lines[0]);
    const fromRest = readGitHubIssueRecord(restRecord);
    expect(fromLine.text).toBe(fromRest.text);
    expect(fromLine.tags).toEqual(fromRest.tags);
  });
  it('keeps a fence language (issue 27649: ```bash, ```python)', () => {
    const langs = readGitHubIssueRecord(issue(27649))
      .blocks.filter((b) => b.kind === 'code')
      .map((b) => (b.kind === 'code' ? b.lang : null));
    expect(langs).toContain('python');
  });
  it('refuses a pull request record, and an issue without body or title, with a clear message', () => {
    const pr = { ...restRecord, pull_request: { url: 'https://api.github.com/repos/tensorflow/tensorflow/pulls/32476' } };
    expect(isGitHubIssueRecord(pr)).toBe(true);
    expect(() => readGitHubIssueRecord(pr)).toThrow(new ReaderError('GitHub record 32476 is a pull request, not an issue'));
    expect(() => readGitHubIssueRecord({ ...restRecord, body: null })).toThrow(/GitHub issue 32476 has no body/);
    expect(() => readGitHubIssueRecord({ ...restRecord, title: '' })).toThrow(/GitHub issue 32476 has no title/);
    expect(() => readGitHubIssueRecord('{not json')).toThrow(ReaderError);
  });
});
