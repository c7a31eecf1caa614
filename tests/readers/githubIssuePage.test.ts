import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../lib/question';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { gitHubIssueMarkup, readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { ReaderError } from '../../lib/readers/readerError';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import { expectConsistentOffsets, kinds, readFixture } from './fixtures';
import { tensorflowIssue } from '../fixtures/tf/tensorflowIssues';

function page(file: string): Document {
  return parseHTML(readFixture(`pages/${file}`)).document as unknown as Document;
}

const codeLangs = (q: Question) => q.blocks.flatMap((b) => (b.kind === 'code' ? [b.lang] : []));

// The 2020-10 and 2021-12 pages show the same issue (one code block per language); 2021-12 added a Solidity block.
const CLASSIC_LANGS = ['python', 'rust', 'ts', 'js', 'js', 'ruby', 'coffee', 'json', 'json', 'dockerfile', 'viml', 'go'];
const CLASSIC_LANGS_END = ['css', 'css-less', 'sass', 'html', 'java', 'html', 'r'];

describe('readGitHubIssuePage on the saved GitHub pages', () => {
  it('reads the React viewer page of 2025-07 (defuddle 56): prose, two bare pre blocks and a TypeScript block', () => {
    const doc = page('github-2025-07_kepano-defuddle-56.html');
    const q = readGitHubIssuePage(doc, 'https://github.com/kepano/defuddle/issues/56');
    expect(gitHubIssueMarkup(doc)).toBe('react');
    expect(q).toMatchObject({ site: 'github', id: 56, title: 'Defuddle on Cloudflare Workers', tags: [], source: 'page' });
    expect(q.url).toBe('https://github.com/kepano/defuddle/issues/56');
    expect(codeLangs(q)).toEqual([null, 'ts', null]);
    expect(q.blocks[0]).toMatchObject({ kind: 'prose' });
    expect(q.text).toContain('readbilityjs');
    expectConsistentOffsets(q);
  });

  it('reads the React viewer page of 2025-10 (antlr4 4848): the body only, not the comments with their code', () => {
    const q = readGitHubIssuePage(page('github-2025-10_antlr-antlr4-4848.html'));
    expect(q).toMatchObject({ id: 4848, title: 'Performance questions regarding C++ target', tags: [] });
    expect(kinds(q)).toBe('prose prose prose prose prose');
    expect(codeLangs(q)).toEqual([]);
  });

  it('reads the React viewer page of 2026-03 (rollup plugins 1772): its label and the template headings', () => {
    const q = readGitHubIssuePage(page('github-2026-03_rollup-plugins-1772.html'));
    expect(q).toMatchObject({ id: 1772, title: '[rollup-plugin-typescript] Re-enable declarationDir outside output file/dir' });
    expect(q.tags).toEqual(['x⁷ ⋅ stale']);
    expect(codeLangs(q)).toEqual([null]);
    expect(q.text).toContain('Rollup Plugin Version: 12.1.0');
    expect(q.text).toContain('Expected Behavior');
    expect(q.blocks.find((b) => b.kind === 'code')?.text).toContain('RollupError: [plugin typescript]');
    expectConsistentOffsets(q);
  });

  it.each([
    ['github-2020-10_octolinker-testrepo-2.html', CLASSIC_LANGS, CLASSIC_LANGS_END],
    ['github-2021-12_octolinker-testrepo-2.html', CLASSIC_LANGS, [...CLASSIC_LANGS_END, 'solidity']],
  ])('reads the classic page %s: every block with its highlight-source language', (file, start, end) => {
    const doc = page(file);
    const q = readGitHubIssuePage(doc);
    expect(gitHubIssueMarkup(doc)).toBe('classic');
    expect(q).toMatchObject({ site: 'github', id: 2, title: 'Issue with some code blocks', tags: [] });
    expect(q.url).toBe('https://github.com/OctoLinker/testrepo/issues/2');
    expect(codeLangs(q)).toEqual([...start, ...end]);
    expect(q.blocks[0].kind).toBe('prose');
    expectConsistentOffsets(q);
  });
});

describe('readGitHubIssuePage refuses what it cannot read', () => {
  it('throws a ReaderError for a URL that is not an issue page', () => {
    const doc = page('github-2025-07_kepano-defuddle-56.html');
    expect(() => readGitHubIssuePage(doc, 'https://github.com/kepano/defuddle/pull/56')).toThrow(ReaderError);
    expect(() => readGitHubIssuePage(doc, 'https://github.com/kepano/defuddle/issues')).toThrow(/not a GitHub issue page/);
  });

  it("throws a ReaderError (can't read this page) when the selectors find no title or body", () => {
    const so = page('so-2025-11_stackoverflow_54408912.html');
    expect(() => readGitHubIssuePage(so, 'https://github.com/a/b/issues/1')).toThrow(
      /can't read this GitHub issue page: no issue title and body/,
    );
    const empty = parseHTML('<html><body><p>nothing</p></body></html>').document as unknown as Document;
    expect(() => readGitHubIssuePage(empty)).toThrow(ReaderError);
  });
});

describe.each([32476, 32144, 29558])('assembled page: the 2026-03 page with TF issue %i in its body slot', (n) => {
  const record = tensorflowIssue(n);
  const doc = page(`assembled_github-2026-03-host_tf-${n}.html`);
  const fromPage = readGitHubIssuePage(doc, record.html_url);
  const fromApi = readGitHubIssueRecord(record);

  it('reads the record title, labels and URL from the page', () => {
    expect(fromPage).toMatchObject({
      site: 'github',
      id: n,
      title: record.title,
      tags: [...record.labels, 'tensorflow'],
      url: record.html_url,
    });
  });

  it('has the same code blocks, in order, as the API path (languages as GitHub renders them)', () => {
    const code = (q: Question) => q.blocks.flatMap((b) => (b.kind === 'code' ? [b.text.trim()] : []));
    expect(code(fromPage)).toEqual(code(fromApi));
    expect(codeLangs(fromPage)).toEqual(codeLangs(fromApi));
  });

  it('gets the verdict decide() gives the API record', () => {
    const a = decide(fromPage, DEFAULT_SETTINGS);
    const b = decide(fromApi, DEFAULT_SETTINGS);
    // The whole verdict: score, grade, every item's status, evidence offsets and suggestions.
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
