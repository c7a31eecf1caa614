// The 77 TensorFlow GitHub issues (tests/fixtures/tf/tensorflow-silent-bugs.jsonl, real records)
// read through the GitHub page path — each assembled into the saved 2026-03 React viewer page
// (tests/fixtures/pages/PROVENANCE.md), parsed by linkedom, read by readGitHubIssuePage — and through the API path
// (readGitHubIssueRecord) get the same verdict: state, score, grade, bug type, bug report, framework, every item.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../lib/question';
import { GITHUB_HOST_PAGE } from '../../../tools/fixtures/assembleGitHubIssuePage';
import {
  compareGitHubPaths,
  firstBlockDifference,
  pathComparisonLines,
  renderGitHubPagePathSection,
} from '../../../tools/eval/githubPagePath';

const fixtures = resolve(import.meta.dirname, '../../fixtures');
const host = readFileSync(resolve(fixtures, 'pages', GITHUB_HOST_PAGE), 'utf8');
const records = readFileSync(resolve(fixtures, 'tf/tensorflow-silent-bugs.jsonl'), 'utf8');

describe('the 77 TensorFlow issues: GitHub page path vs API path', () => {
  const comparison = compareGitHubPaths(host, records);

  it('gives all 77 the same verdict (no documented exception)', () => {
    expect(comparison.total).toBe(77);
    expect(comparison.differences).toEqual([]);
    expect(comparison.wholeVerdictsIdentical).toBe(77);
    expect(pathComparisonLines(comparison)).toEqual(['GitHub page path vs API path: 77/77 identical verdicts']);
  });

  it('reads the same blocks but where a real page cannot show the record: the language GitHub names', () => {
    // GitHub shows linguist's language for a fence word: `bash` is highlighted as `highlight-source-shell`.
    expect(comparison.blockDifferences).toEqual([
      '#27649 block 1 code language: page shell, API bash',
      '#37887 block 9 code language: page shell, API bash',
    ]);
    expect(comparison.sameBlocks).toBe(75);
  });

  it('docs/accuracy.md carries the section as `npm run eval` writes it now', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/accuracy.md'), 'utf8');
    const section = renderGitHubPagePathSection(
      'tests/fixtures/tf/tensorflow-silent-bugs.jsonl',
      `tests/fixtures/pages/${GITHUB_HOST_PAGE}`,
      comparison,
    ).join('\n');
    expect(doc).toContain(section);
  });

  it('writes the docs/accuracy.md section with the agreement line', () => {
    const section = renderGitHubPagePathSection('records.jsonl', 'host.html', comparison).join('\n');
    expect(section).toContain('## TensorFlow GitHub issues: the page path against the API path');
    expect(section).toContain('GitHub page path vs API path: 77/77 identical verdicts');
    expect(section).toContain('the same for 75/77 records');
  });
}, 90_000);

describe('pathComparisonLines and firstBlockDifference', () => {
  it('lists every verdict difference with the issue, the field and both values', () => {
    const lines = pathComparisonLines({
      total: 2,
      identical: 1,
      differences: [{ issue: 7, field: 'score', page: '59', api: '55' }],
      wholeVerdictsIdentical: 1,
      sameBlocks: 2,
      blockDifferences: [],
    });
    expect(lines).toEqual(['GitHub page path vs API path: 1/2 identical verdicts', '- #7 score: page 59, API 55']);
  });

  it('names the first block that differs', () => {
    const prose = (text: string): Block => ({ kind: 'prose', text, start: 0, end: text.length, links: [], inlineCode: [] });
    expect(firstBlockDifference([prose('a')], [prose('a')])).toBeNull();
    expect(firstBlockDifference([prose('a')], [prose('b')])).toBe('block 0 text');
    expect(firstBlockDifference([prose('a')], [])).toBe('block count: page 1, API 0');
  });
});
