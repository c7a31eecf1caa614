// Selectors of a GitHub issue page (stack-overflow-dom.md §7), in the conventions of ./selectors.ts: dated fallbacks
// in order, each with the saved pages it was verified on (tests/site/githubIssueSelectors.test.ts, pages copied from
// /work/shared/corpus/github/pages/ into tests/fixtures/pages/). The React issue viewer hashes its class names per
// build (`HeaderViewer-module__…--EQCNM`), so only `data-testid` / `data-*` attributes are used for it; the classic
// markup (server-rendered, until 2024) had stable `js-*` / `gh-header-*` classes, used for it alone.
import type { SelectorList } from './selectors';

export const githubIssueSelectors = {
  /** The React issue viewer's container: its presence says which markup the page is. */
  reactIssueViewer: [
    {
      selector: '[data-testid="issue-viewer-issue-container"]',
      since: '2024-01',
      note: 'React viewer; github-2025-07 defuddle-56, 2025-10 antlr4-4848, 2026-03 rollup-plugins-1772',
    },
  ],
  /** The issue title (text). */
  title: [
    {
      selector: 'bdi[data-testid="issue-title"]',
      since: '2024-01',
      note: 'React viewer header; all three React pages 2025-07 … 2026-03 (a sticky copy has `issue-title-sticky`)',
    },
    {
      selector: 'h1.gh-header-title .js-issue-title',
      until: '2024-01',
      note: 'classic header `span.js-issue-title` (`.markdown-title` added by 2021-12); github-2020-10, 2021-12',
    },
    {
      selector: 'h1.gh-header-title bdi.markdown-title',
      until: '2024-01',
      note: '§7 classic fallback (bdi form, later classic builds); on no saved page',
    },
  ],
  /** The issue body's rendered markdown: the first comment only, never the timeline's comments. */
  body: [
    {
      selector: '[data-testid="issue-viewer-issue-container"] [data-testid="issue-body-viewer"] [data-testid="markdown-body"]',
      since: '2024-01',
      note: 'React viewer: `div.markdown-body[data-testid=markdown-body]` in `#issue-body-viewer`; all three React pages',
    },
    {
      selector: '[data-testid="issue-body-viewer"] .markdown-body',
      since: '2024-01',
      note: '§7 primary without the container; all three React pages (`.markdown-body` is GitHub CSS, not hashed)',
    },
    {
      selector: '.js-discussion .js-comment-container .js-comment-body',
      until: '2024-01',
      note: 'classic: the first comment container is the issue body; github-2020-10, 2021-12 (`td.d-block.comment-body.markdown-body.js-comment-body`)',
    },
    {
      selector: '.js-comment-body',
      until: '2024-01',
      note: 'classic, any layout: the first one is the body (document order); github-2020-10, 2021-12',
    },
  ],
  /** Label links of the issue (their text is the label name). */
  labels: [
    {
      selector: '[data-testid="issue-labels"] a[href*="label%3A"]',
      since: '2024-01',
      note: 'React sidebar: a label links to the list `?q=…label%3A"…"`; github-2026-03 rollup-plugins-1772 (one label); the 2025 pages say "No labels"',
    },
    {
      selector: '.js-issue-labels a.IssueLabel',
      until: '2024-01',
      note: 'classic sidebar `div.labels.js-issue-labels`; both classic pages have "None yet", so the link form is unverified',
    },
    {
      selector: '.js-issue-labels a[data-name]',
      until: '2024-01',
      note: 'classic label link by its `data-name`; unverified (no saved classic page has a label)',
    },
  ],
  /** The sidebar column's pane (assignees, labels, …): the panel goes in this column, below its content. */
  sidebar: [
    {
      selector: '[data-testid="issue-viewer-metadata-pane"]',
      since: '2024-01',
      note: 'React viewer `div[issue-viewer-metadata-pane]` in `[issue-viewer-metadata-container]`; 2025-07 defuddle-56, 2026-03 rollup-plugins-1772',
    },
    {
      selector: '#partial-discussion-sidebar',
      until: '2024-01',
      note: 'classic `div#partial-discussion-sidebar` in `.Layout-sidebar`; github-2020-10, 2021-12',
    },
    { selector: '.Layout-sidebar', until: '2024-01', note: 'classic layout column; github-2020-10, 2021-12' },
  ],
  /** The sidebar's own sticky block (React): it stays under GitHub's sticky issue header while the page scrolls. */
  stickySidebar: [
    {
      selector: '[data-testid="sticky-sidebar"]',
      since: '2026-01',
      note: '`style="position: sticky; top: calc(72px + …)"`; 2026-03 rollup-plugins-1772 (2025-07 defuddle-56 has none)',
    },
  ],
  /** The issue's whole column (header, body, timeline, comment box): the docked panel follows it down and stops at its end. */
  issueColumn: [
    {
      selector: '[data-testid="issue-viewer-container"]',
      since: '2024-01',
      note: 'React viewer root `div[issue-viewer-container].primary-viewer`; 2025-07 defuddle-56, 2025-10 antlr4-4848, 2026-03 rollup-plugins-1772',
    },
    { selector: '#discussion_bucket', until: '2024-01', note: 'classic `div#discussion_bucket`; github-2020-10, 2021-12' },
    { selector: '.js-discussion', until: '2024-01', note: 'classic timeline; github-2020-10, 2021-12' },
  ],
  /** The site header, measured for the panel's top when GitHub keeps it fixed (logged-in pages). */
  topBar: [
    { selector: 'header.AppHeader', since: '2023-06', note: 'logged-in global header (Primer AppHeader); 2025-10 antlr4-4848' },
    {
      selector: '.js-header-wrapper > header[role="banner"]',
      note: 'logged-out `header.HeaderMktg` 2026-03, `header.Header-old` 2020-10, 2021-12',
    },
  ],
  /** The new-comment editor's textarea, for *Put in comment box* (logged-in pages only). */
  commentTextarea: [
    {
      selector: '[data-testid="comment-composer"] textarea',
      since: '2025-01',
      note: 'React viewer `div#react-issue-comment-composer[data-testid=comment-composer]` … `textarea` (placeholder "Use Markdown to format your comment"); 2025-10 antlr4-4848 (logged in)',
    },
    {
      selector: 'textarea[placeholder="Use Markdown to format your comment"]',
      since: '2024-01',
      note: 'the same textarea by its placeholder; 2025-10 antlr4-4848',
    },
    {
      selector: 'textarea#new_comment_field',
      until: '2024-01',
      note: 'classic `textarea#new_comment_field[name="comment[body]"]`; unverified (the classic pages are logged out)',
    },
  ],
  /** The logged-out invitation where the comment box would be ("Sign up for free to join this conversation"). */
  signedOutCommentBanner: [
    {
      selector: 'a#signed-out-banner-sign-up',
      since: '2025-01',
      note: 'React viewer `a#signed-out-banner-sign-up` ("Sign up for free"); 2026-03 rollup-plugins-1772',
    },
    { selector: 'a[href^="/login?return_to="]', note: '"Sign in to comment"; 2021-12, 2025-07, 2026-03' },
  ],
  /** The canonical page URL (owner, repository and number when the caller gives no URL). */
  canonicalUrl: [
    { selector: 'link[rel="canonical"]', attribute: 'href', note: 'React pages 2025-07 … 2026-03 (the classic pages have none)' },
    { selector: 'meta[property="og:url"]', attribute: 'content', note: 'React and classic pages 2020-10 … 2026-03' },
  ],
} satisfies Record<string, SelectorList>;
