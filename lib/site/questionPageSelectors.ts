// Selectors of the question page (§1–§3, §6): the post, its title, body, tags and code, the page around it, and the
// comment form "Put in comment box" fills. The conventions (dated fallbacks in order, verified pages) are those of
// ./selectors.ts, which joins this table with the draft pages' one.
import type { SelectorList } from './selectors';

export const questionPageSelectors = {
  /** The question post's root element; carries the id. */
  questionRoot: [
    {
      selector: '#question[data-questionid]',
      note: 'all saved question pages 2020-06 … 2026-03 (SO, unix.SE, math.SE); AdvancedFlagging 2026-08',
    },
    {
      selector: '.question.js-question[data-questionid]',
      note: 'same element by class (§2 fallback); verified on the 2022-12, 2025-11 and math 2026-03 pages',
    },
  ],
  /** The canonical question URL: its host gives the site, its path the id. */
  canonicalUrl: [
    { selector: 'link[rel="canonical"]', attribute: 'href', note: 'every saved question page 2020-06 … 2026-03' },
    { selector: 'meta[property="og:url"]', attribute: 'content', note: 'every saved question page 2020-06 … 2026-03' },
  ],
  /** The question title as shown in the header. */
  title: [
    {
      selector: '#question-header h1 a.question-hyperlink',
      note: 'every saved question page 2020-06 … 2026-03; on math.SE it holds MathJax, so the reader prefers og:title there',
    },
    { selector: 'h1[itemprop="name"]', note: 'the same header without the link; every saved question page' },
    {
      selector: 'meta[property="og:title"]',
      attribute: 'content',
      note: 'plain-text title incl. raw $TeX$; every saved question page (also on the home and ask pages, so never used alone)',
    },
  ],
  /** The question body (its rendered HTML is what the body reader reads). */
  questionBody: [
    {
      selector: '#question .js-post-body',
      since: '2020-08',
      note: '`div.s-prose.js-post-body[itemprop=text]`; so-2021-04, 2022-04, 2022-12, unix 2022-01, so-2025-11, math 2026-03',
    },
    {
      selector: '.postcell .s-prose',
      since: '2020-08',
      note: '§2 fallback if `#question`/`js-post-body` change; answers use `.answercell`, so the only `.postcell` is the question (all saved question pages)',
    },
    {
      selector: '#question .post-text',
      until: '2020-08',
      note: 'legacy `div.post-text[itemprop=text]`; the 27 so-2020-06 pages (samliew commit 2020-08-28 replaced it)',
    },
    { selector: '.postcell .post-text', until: '2020-08', note: 'legacy body by its cell; the so-2020-06 pages' },
    {
      selector: '.question [itemprop="text"]',
      note: 'both generations carry itemprop=text; last resort when `#question` itself was renamed',
    },
  ],
  /** Tag links of the question (scoped to it: related-question sidebars repeat tags). */
  tags: [
    {
      selector: '#question .post-taglist a.post-tag',
      note: 'every saved question page; inside `ul.js-post-tag-list-wrapper` since 2022-12, `a.s-tag.post-tag` in 2025-11',
    },
    { selector: '#question a[rel="tag"]', note: '§2 fallback; every saved question page' },
    { selector: '#question a.s-tag', since: '2025-11', note: 'Stacks tag class; so-2025-11 and math 2026-03' },
  ],
  /** Code blocks inside a body element (relative to the body). */
  codeBlocks: [
    { selector: 'pre.s-code-block', since: '2025-11', note: '`pre.lang-* s-code-block` in page HTML; so-2025-11' },
    { selector: 'pre > code', note: 'API HTML and pages 2020-06 … 2022-12 (`pre.lang-* prettyprint-override` or bare)' },
    { selector: 'pre', note: 'a `pre` without `code` (hand-written HTML) is code too' },
  ],
  /** MathJax output inside an element (§6): a title holding it is read from og:title instead. */
  mathJax: [
    { selector: 'script[type^="math/tex"]', note: 'TeX source next to each rendering; math 2026-03 (title and body)' },
    { selector: '.MathJax, .MathJax_Preview', note: 'MathJax 2 HTML-CSS output; math 2026-03' },
    { selector: 'mjx-container', note: 'MathJax 3 output (not on any saved page; SE runs MathJax 2)' },
  ],
  /**
   * Overlay anchors: the panel is the first widget of the right-hand sidebar (an empty slot there holds its room; the
   * panel itself stays out of the page's flow), level with the question's post cell where there is no sidebar slot.
   * Lists and the Ask page have no post cell; lists do have both columns.
   */
  questionPostCell: [
    {
      selector: '#question .postcell',
      note: '`div.postcell.post-layout--right`, parent of the body; every saved question page 2020-06 … 2026-03 (SO, unix.SE, math.SE)',
    },
    {
      selector: '#question .post-layout--right',
      note: 'the cell by its layout class; the question comments block after it shares the class, so the first match is the cell (every saved question page)',
    },
    {
      selector: '[data-questionid] .postcell',
      note: '§2 fallback if `#question` loses its id (as `questionRoot`); every saved question page',
    },
    {
      selector: '#question .js-post-body',
      since: '2020-08',
      note: 'last resort: the body, whose parent is the cell on every saved page since so-2021-04 (same top and right edge)',
    },
    {
      selector: '#question .post-text',
      until: '2020-08',
      note: 'last resort, legacy body (parent is the cell); the so-2020-06 pages',
    },
  ],
  /** The right-hand column whose first widget the panel is (its widgets move down below it). */
  sidebar: [
    {
      selector: '#sidebar',
      note: 'every saved question page 2020-06 … 2026-03, the so-2013-04 search and so-2018-10 home lists; the ask 2023-10 wizard has none',
    },
    {
      selector: '#content [role="complementary"]',
      note: 'the same element by its landmark role (`aria-label="sidebar"`); every saved question page 2020-06 … 2026-03, not the 2013/2018 lists',
    },
  ],
  /** The main column (question and answers): its right edge is where the sidebar starts. */
  mainbar: [
    {
      selector: '#mainbar',
      note: 'every saved question page 2020-06 … 2026-03, the so-2013-04 search and so-2018-10 home lists; the ask 2023-10 wizard has none',
    },
    {
      selector: '#content [role="main"]',
      note: 'the same element by its landmark role (`aria-label="question and answers"`); every saved question page 2020-06 … 2026-03',
    },
    {
      selector: '#mainbar-full',
      note: 'full-width column of pages without a sidebar (profiles, admin pages; public SE userscripts 2020–24); on no saved page',
    },
  ],
  /** The fixed top bar: the panel's header stays below its bottom edge (the header under the top bar). */
  topBar: [
    {
      selector: 'header.s-topbar',
      since: '2022-04',
      note: 'so-2022-04, so-2022-12, so-2023-10, so-2025-11 and math 2026-03 (Stacks s-topbar)',
    },
    {
      selector: 'header.top-bar.js-top-bar',
      until: '2022-04',
      note: 'so-2018-10, so-2020-06, so-2021-04 and unix 2022-01 (the top-bar before Stacks)',
    },
  ],
  /** The page options JSON; `routeName` says which kind of page this is (§1). */
  pageOptions: [
    {
      selector: 'script[data-module-name="args/options.mod"]',
      since: '2025-11',
      note: 'so-2025-11 and math 2026-03',
    },
    {
      selector: 'script[data-module-name="Shared/options.mod"]',
      since: '2022-01',
      until: '2025-11',
      note: 'unix 2022-01, so-2022-04, so-2022-12, ask 2023-10',
    },
    {
      selector: 'script:not([src])',
      until: '2022-01',
      note: 'inline `StackExchange.init({… "routeName": …})`; so-2018-10 home, so-2020-06, so-2021-04',
    },
  ],
  /** Marks of pages that are not a question: the Ask wizard and question lists (§3, §4). */
  askPage: [
    { selector: 'body.ask-page', note: 'ask 2023-10 (guided wizard)' },
    { selector: 'body.js-staging-ground-wizard', since: '2023-10', note: 'ask 2023-10' },
    { selector: '#post-title-input', since: '2025', note: '2025 Svelte wizard (Playwright write-up; no saved page)' },
  ],
  questionList: [
    { selector: '.s-post-summary.js-post-summary', since: '2022-02', note: 'stats.SE 2024-05 per §3 (no saved SO page)' },
    { selector: '#question-mini-list', until: '2022-02', note: 'home page list; so-2018-10 home' },
    { selector: '.question-summary', until: '2022-02', note: 'so-2018-10 home (`.narrow`), so-2013-04 search (`.search-result`)' },
    { selector: '.search-results', until: '2022-02', note: 'search results container; so-2013-04 search' },
    { selector: '#questions, .js-search-results', since: '2022-02', note: 'list containers per §3 (no saved page has them)' },
  ],

  // ── The question's comment box ("Put in comment box", entrypoints/question.content/pageCommentBox.ts). Under each post
  // SO serves `div#comments-link-{postId} > a.js-add-link.comments-link` ("Add a comment") and, for a logged-in
  // reader who may comment, an empty `form#add-comment-{postId}` in `div.comment-form`; SO's own script fills that
  // form with a textarea when the link is clicked. Every lookup is scoped to `#question` (answers have the same).
  /** The question's "Add a comment" link. */
  questionAddCommentLink: [
    {
      selector: '#question [id^="comments-link-"] a.js-add-link',
      note: 'so-2022-04 (logged in: “Add a comment”); also on every other saved question page 2020-06 … 2026-03, hidden (`dno`) or `disabled-link` for logged-out readers',
    },
    {
      selector: '#question a.js-add-link.comments-link',
      note: 'the same link if its `comments-link-{id}` wrapper is renamed; every saved question page 2020-06 … 2026-03',
    },
  ],
  /** The question's add-comment form, empty until SO fills it (absent for logged-out readers). */
  questionCommentForm: [
    {
      selector: '#question form[id^="add-comment-"]',
      since: '2022-04',
      note: '`div.comment-form > form#add-comment-{id}[data-placeholdertext]`, empty as served; so-2022-04 (logged in) only — the logged-out 2020-06 … 2026-03 pages have none',
    },
    {
      selector: '#question .comment-form form',
      since: '2022-04',
      note: 'the same form by its wrapper if the id changes; so-2022-04',
    },
  ],
  /** Relative to the add-comment form: the textarea SO puts in it. No saved page has an opened comment form. */
  questionCommentTextarea: [
    {
      selector: 'textarea.js-comment-text-input[name="comment"]',
      since: '2022',
      note: 'as public SE userscripts (2020–24) find it; unverified on a saved page (SO’s comment script is closed)',
    },
    { selector: 'textarea[name="comment"]', note: 'the field SO posts (userscripts); unverified on a saved page' },
    { selector: 'textarea', note: 'any textarea SO puts in the form, if its classes and name change' },
  ],
} satisfies Record<string, SelectorList>;
