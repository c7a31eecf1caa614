// Every GitHub issue page selector (lib/site/githubIssueSelectors.ts) against the saved pages it names
// (tests/fixtures/pages/PROVENANCE.md): each entry finds what it claims on its markup era, and the React viewer
// entries (data-testid only, stack-overflow-dom.md §7) find nothing on the classic pages, and the other way round.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { githubIssueSelectors as sel } from '../../lib/site/githubIssueSelectors';
import { queryAllOf, queryFirstEntry } from '../../lib/site/selectors';
import { readFixture } from '../readers/fixtures';

const REACT = [
  'github-2025-07_kepano-defuddle-56.html',
  'github-2025-10_antlr-antlr4-4848.html',
  'github-2026-03_rollup-plugins-1772.html',
];
const CLASSIC = ['github-2020-10_octolinker-testrepo-2.html', 'github-2021-12_octolinker-testrepo-2.html'];
const TITLES: Record<string, string> = {
  'github-2025-07_kepano-defuddle-56.html': 'Defuddle on Cloudflare Workers',
  'github-2025-10_antlr-antlr4-4848.html': 'Performance questions regarding C++ target',
  'github-2026-03_rollup-plugins-1772.html': '[rollup-plugin-typescript] Re-enable declarationDir outside output file/dir',
  'github-2020-10_octolinker-testrepo-2.html': 'Issue with some code blocks',
  'github-2021-12_octolinker-testrepo-2.html': 'Issue with some code blocks',
};

const doc = (file: string) => parseHTML(readFixture(`pages/${file}`)).document as unknown as Document;
const text = (el: Element | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each(REACT)('React issue viewer page %s', (file) => {
  const page = doc(file);
  it('is recognised as the React viewer', () => expect(queryAllOf(page, sel.reactIssueViewer[0])).toHaveLength(1));
  it('finds the title with the first (data-testid) entry', () => {
    expect(queryFirstEntry(page, sel.title)?.entry).toBe(sel.title[0]);
    expect(text(queryAllOf(page, sel.title[0])[0])).toBe(TITLES[file]);
  });
  // `.markdown-body` is on the data-testid div and on the box inside it: the fallback's first match is the outer one.
  it('finds one body with the first entry, and the fallback finds the same element first, outside the comments', () => {
    const [a, b] = [queryAllOf(page, sel.body[0]), queryAllOf(page, sel.body[1])];
    expect(a).toHaveLength(1);
    expect(b[0]).toBe(a[0]);
    expect(a[0].closest('[data-testid="issue-viewer-comments-container"]')).toBeNull();
  });
  it('has none of the classic markup', () => {
    for (const entry of [...sel.title.slice(1), ...sel.body.slice(2), ...sel.labels.slice(1)]) {
      expect(queryAllOf(page, entry)).toEqual([]);
    }
  });
  it('gives the issue URL from link[rel=canonical]', () => {
    expect(queryAllOf(page, sel.canonicalUrl[0])[0]?.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/\d+$/);
  });
});

describe('labels', () => {
  it('reads the one label of the 2026-03 page, and none on the 2025 pages ("No labels")', () => {
    expect(queryAllOf(doc(REACT[2]), sel.labels[0]).map(text)).toEqual(['x⁷ ⋅ stale']);
    expect(queryAllOf(doc(REACT[0]), sel.labels[0])).toEqual([]);
    expect(queryAllOf(doc(REACT[1]), sel.labels[0])).toEqual([]);
  });
  it('finds no label on the classic pages (their sidebar says "None yet")', () => {
    for (const file of CLASSIC) {
      const page = doc(file);
      expect(text(page.querySelector('.js-issue-labels') ?? undefined)).toBe('None yet');
      for (const entry of sel.labels) expect(queryAllOf(page, entry)).toEqual([]);
    }
  });
});

describe.each(CLASSIC)('classic page %s', (file) => {
  const page = doc(file);
  it('is not the React viewer, and has no data-testid title', () => {
    expect(queryAllOf(page, sel.reactIssueViewer[0])).toEqual([]);
    expect(queryAllOf(page, sel.title[0])).toEqual([]);
  });
  it('finds the title with the js-issue-title entry', () => {
    expect(queryFirstEntry(page, sel.title)?.entry).toBe(sel.title[1]);
    expect(text(queryAllOf(page, sel.title[1])[0])).toBe(TITLES[file]);
  });
  it('finds the body with the first classic entry; the last-resort entry finds the same element first', () => {
    expect(queryFirstEntry(page, sel.body)?.entry).toBe(sel.body[2]);
    expect(queryAllOf(page, sel.body[3])[0]).toBe(queryAllOf(page, sel.body[2])[0]);
  });
  it('gives the issue URL from og:url (no canonical link)', () => {
    expect(queryAllOf(page, sel.canonicalUrl[0])).toEqual([]);
    expect(queryAllOf(page, sel.canonicalUrl[1])[0]?.getAttribute('content')).toBe('https://github.com/OctoLinker/testrepo/issues/2');
  });
});

// Where the panel goes (the sidebar column), what it follows, and the comment box.
describe('placement and comment box selectors', () => {
  it.each(REACT)('React page %s: the sidebar pane and the issue column, by data-testid', (file) => {
    const page = doc(file);
    expect(queryFirstEntry(page, sel.sidebar)?.entry).toBe(sel.sidebar[0]);
    expect(queryFirstEntry(page, sel.issueColumn)?.entry).toBe(sel.issueColumn[0]);
    // The sidebar is beside the issue, inside the viewer, never inside the body.
    const sidebar = queryAllOf(page, sel.sidebar[0])[0];
    expect(sidebar.closest('[data-testid="issue-viewer-container"]')).not.toBeNull();
    expect(sidebar.closest('[data-testid="issue-body-viewer"]')).toBeNull();
  });
  it.each(CLASSIC)('classic page %s: the classic sidebar and discussion', (file) => {
    const page = doc(file);
    expect(queryFirstEntry(page, sel.sidebar)?.entry).toBe(sel.sidebar[1]);
    expect(queryFirstEntry(page, sel.issueColumn)?.entry).toBe(sel.issueColumn[1]);
    expect(queryFirstEntry(page, sel.topBar)?.entry).toBe(sel.topBar[1]);
  });
  it('the sticky sidebar block on the 2025-10 and 2026-03 pages (not on 2025-07)', () => {
    expect(queryAllOf(doc(REACT[0]), sel.stickySidebar[0])).toEqual([]);
    expect(queryAllOf(doc(REACT[1]), sel.stickySidebar[0])).toHaveLength(1);
    expect(queryAllOf(doc(REACT[2]), sel.stickySidebar[0])).toHaveLength(1);
  });
  it('the logged-in 2025-10 page has the comment composer and the AppHeader; the logged-out pages neither', () => {
    const loggedIn = doc(REACT[1]);
    const box = queryAllOf(loggedIn, sel.commentTextarea[0]);
    expect(box).toHaveLength(1);
    expect(queryAllOf(loggedIn, sel.commentTextarea[1])[0]).toBe(box[0]);
    expect(queryFirstEntry(loggedIn, sel.topBar)?.entry).toBe(sel.topBar[0]);
    for (const file of [REACT[0], REACT[2], ...CLASSIC]) {
      for (const entry of sel.commentTextarea) expect(queryAllOf(doc(file), entry), file).toEqual([]);
      expect(queryFirstEntry(doc(file), sel.signedOutCommentBanner), file).not.toBeNull();
    }
  });
});
