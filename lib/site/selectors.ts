// Every Stack Overflow / Stack Exchange page selector ReproLens uses, in one place, each with the page generation
// it belongs to and fallbacks in order (stack-overflow-dom.md §1–§5: give every lookup fallbacks, fail silently).
// "Verified" names the saved pages in /work/shared/corpus/pages/ (copied to tests/fixtures/pages/) on which
// tests/readers/selectors.test.ts checks the selector; dates are when SO served those pages.

export interface PageSelector {
  selector: string;
  /** First month (YYYY-MM) this markup is known on; absent when older than every saved page. */
  since?: string;
  /** Month SO replaced this markup; absent while current. */
  until?: string;
  /** Read this attribute instead of the text (`content` of a meta tag, `href` of a link). */
  attribute?: string;
  /** Which saved pages it was verified on, and why it is in the list. */
  note: string;
}

export type SelectorList = readonly PageSelector[];

/** Keeps the selector names exact while typing every entry as a PageSelector. */
function defineSelectors<Name extends string>(lists: Record<Name, SelectorList>): Readonly<Record<Name, SelectorList>> {
  return lists;
}

export const selectors = defineSelectors({
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
   * Overlay anchors: the panel is positioned over the right-hand sidebar, level with the question's post cell, and
   * never enters the page's layout flow. Lists and the Ask page have no post cell; lists do have both columns.
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
  /** The right-hand column the panel covers. */
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

  // ── The question's comment box ("Put in comment box", entrypoints/question.content/commentBox.ts). Under each post
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

  // ── Question drafts (§4): the Ask page (classic form, Stacks editor, 2023 and 2025 wizards), the edit page and
  // Staging Ground, read by lib/readers/stackOverflowDraftPage.ts. Every saved question page 2020-06 … 2025-11 also has
  // a `form#post-form` with `textarea[name=post-text]` and `#submit-button`: the answer box, marked
  // `.js-add-answer-component`. Form-level entries leave it out; the "relative" lists are only looked up inside the
  // draft form (or a wizard field), never in the whole document.
  /** The form a question draft is posted with. */
  draftForm: [
    {
      selector: 'form#post-form[data-form-type="question"]',
      since: '2023-10',
      note: 'ask 2023-10 (`form#post-form.js-post-form`; the saver rewrote its action to ../writeAction)',
    },
    {
      selector: 'form#post-form:not(.js-add-answer-component)',
      note: 'classic Ask and edit form per §4 (SE Editor Toolkit 2022-06, samliew 2023); not the answer box of every saved question page',
    },
  ],
  /** Marks of the 2023 guided wizard, whose body is two separate editors merged at review. */
  draftWizard2023: [
    { selector: 'body.js-staging-ground-wizard', since: '2023-10', note: 'ask 2023-10 (`body.ask-page … js-staging-ground-wizard`)' },
    { selector: '#problem-details', since: '2023-10', note: 'the wizard’s first body field; ask 2023-10' },
  ],
  /** Mark of the 2025 Svelte wizard for new accounts. */
  draftWizard2025: [{ selector: 'input#post-title-input', since: '2025', note: '§4, public Playwright write-up 2025; no saved page' }],
  /** The 2023 wizard's body fields, both in one selector so they come in page order. */
  draftWizardFields: [
    {
      selector: '#problem-details, #problem-results',
      since: '2023-10',
      note: 'ask 2023-10: `div.js-problem-details-field` holds an editor, `div.js-problem-results-field` stays empty until its step opens',
    },
    {
      selector: '.js-problem-details-field, .js-problem-results-field',
      since: '2023-10',
      note: 'the same two fields by class; ask 2023-10',
    },
  ],
  /** Hint text inside a field's label, which is not part of the field's name. */
  draftLabelHint: [
    { selector: '.s-description', note: 'ask 2023-10: every wizard label ends in a `p.s-description` hint (“Minimum 20 characters.”)' },
  ],
  /** The title field, or the title heading where there is no field. */
  draftTitle: [
    {
      selector: 'input#title[name="title"]',
      note: 'classic Ask and edit (§4); ask 2023-10 (`input#title.js-post-title-field`); on no saved question page',
    },
    { selector: 'input#post-title-input', since: '2025', note: '2025 Svelte wizard, `data-min-length=15` (§4; no saved page)' },
    {
      selector: '.s-page-title--header',
      since: '2024-06',
      note: 'Staging Ground post heading (§4: AdvancedFlagging 2024-12, danthe1st 2024–25); no saved page, on no saved question page',
    },
  ],
  /** Marks an edit form, where the URL does not say `/posts/{id}/edit`. */
  draftEditComment: [
    { selector: 'input[id^="edit-comment"]', note: 'edit summary field of the edit page (§4; samliew 2023); no saved page' },
  ],
  /** Relative: the Stacks editor's contenteditable root, in both modes. */
  draftProseMirror: [
    {
      selector: '.js-editor.ProseMirror[contenteditable="true"]',
      since: '2022-06',
      note: 'Stacks-Editor v0.15.3 `div.js-editor.ProseMirror[role=textbox]`; on ask 2023-10 the saver made it a `textarea` (name bbsContent), read as a textarea; the placeholder `.js-fake-stacks-editor .ProseMirror` is not contenteditable',
    },
    {
      selector: '.ProseMirror[contenteditable="true"][role="textbox"]',
      since: '2022-06',
      note: 'the root without the `js-editor` hook (§4 names both); ask 2023-10 (same element)',
    },
  ],
  /** Relative to an editor's toolbar: the checked mode radio; its `data-mode` is 0 (rich text) or 1 (markdown). */
  draftEditorMode: [
    {
      selector: 'input.js-editor-toggle-btn:checked',
      since: '2022-06',
      note: '§4; ask 2023-10 has markdown checked (and a markdown-with-preview radio, also data-mode=1)',
    },
  ],
  /** Relative to a markdown-mode editor: its blocks, whose texts joined by a blank line are the exact markdown. */
  draftMarkdownNodes: [
    {
      selector: 'pre.s-code-block.markdown > code',
      since: '2022-06',
      note: 'Stacks-Editor v0.15.3 markdown mode (§4); on ask 2023-10 only as text inside the saver’s textarea',
    },
  ],
  /** Relative: the Stacks editor's hidden backing textarea, which SO's integration syncs and the form posts. */
  draftBackingTextarea: [
    {
      selector: 'textarea.js-stacks-editor-backing-textarea[name="post-text"]',
      since: '2022-06',
      note: 'ask 2023-10 (`#js-stacks-editor-content.d-none`, the body merged at review); so-2025-11’s answer box has one too (data-post-type-id=2)',
    },
    { selector: 'textarea#js-stacks-editor-content', since: '2022-06', note: '§4 id of the same textarea; ask 2023-10' },
  ],
  /** Relative: a plain body textarea the user types into (classic form, edit page). */
  draftBodyTextarea: [
    {
      selector: 'textarea#wmd-input[name="post-text"]',
      note: 'classic Ask (§4; SE Editor Toolkit 2022-06); so-2022-12’s answer box has the same id, hence only inside the draft form',
    },
    { selector: 'textarea[id^="wmd-input-"][name="post-text"]', note: 'edit page `#wmd-input-{id}` (§4; samliew 2023); no saved page' },
    {
      selector: 'textarea[name="post-text"]:not(.js-stacks-editor-backing-textarea)',
      note: 'any other body textarea (§4 “or textarea[name=post-text]”); the backing textarea is not typed into',
    },
  ],
  /** The tags field: tag names separated by spaces (SO's tag editor keeps it in sync with its chips). */
  draftTagInput: [{ selector: 'input#tagnames', note: 'classic Ask and edit (§4); ask 2023-10 (`input#tagnames.js-post-tags-field`)' }],
  /** Tag chips of SO's tag editor: tag autocomplete fires no input event on the field. */
  draftTagChips: [{ selector: '.js-tag-editor .s-tag', note: '§4 “Reading a draft”; no saved page has a filled tag editor' }],
  /** The 2025 wizard's tag search box (only read when `draftWizard2025` matches). */
  draftTagFilterInput: [
    {
      selector: 'input#filterInput[aria-label="tags"]',
      since: '2025',
      note: '§4 2025 wizard; the same Svelte tag picker is in the sign-up modal of so-2025-11, so it alone does not mean a draft',
    },
  ],
  /** Chips of the Svelte tag picker, next to its search box. */
  draftTagFilterChips: [
    {
      selector: 'span.chips .s-tag',
      since: '2025',
      note: 'so-2025-11’s picker has `span.chips > input#filterInput` (no chip chosen); `.s-tag` chips inside it are a guess',
    },
  ],
  /** Relative to a tag chip: its remove button, which is not part of the tag name. */
  draftTagChipDismiss: [
    { selector: '.s-tag--dismiss', note: 'the Stacks tag component’s dismiss button (Stacks docs); not on any saved page' },
  ],
  /** Buttons that review or post the draft (capture-phase listeners go on these, §4 review/submit). */
  draftSubmitButtons: [
    {
      selector: '.js-review-question-button',
      since: '2023-10',
      note: 'ask 2023-10: a hidden `button` at the duplicates step, and the `input[type=submit]` the saver put in place of a commented-out one',
    },
    {
      selector: 'form#post-form:not(.js-add-answer-component) #submit-button',
      note: '“Post your question”: classic (§4), ask 2023-10 (`button#submit-button`); “Save edits” on the edit page; not the answer box’s or the so-2018-10 sign-up `#submit-button`',
    },
    {
      selector: 'form#post-form:not(.js-add-answer-component) .js-submit-button',
      since: '2023-10',
      note: '§4 review/submit; ask 2023-10 (the same `#submit-button`)',
    },
  ],
  /** Candidates for the label fallback: any button, kept when its text or value is one of `draftSubmitLabels`. */
  draftButtonCandidates: [
    {
      selector: 'button, input[type="submit"], input[type="button"], [role="button"]',
      note: 'catches “Submit to Staging Ground” of the 2025 wizard (§4, no hook known) and renamed buttons; no saved question page has a button with a draft label',
    },
  ],
});

/**
 * Visible labels of the buttons that review or post a question draft (text of a `button`, value of an `input`),
 * compared case-insensitively with whitespace collapsed: ask 2023-10 (“Review your question”, “Post your question”),
 * §4 (“Submit to Staging Ground”, 2025 wizard; “Save edits”, the edit page).
 */
export const draftSubmitLabels: readonly string[] = [
  'Review your question',
  'Post your question',
  'Submit to Staging Ground',
  'Save edits',
];

/** The first element any selector of `list` matches, in order; null when none does (never throws). */
export function queryFirst(root: ParentNode, list: SelectorList): Element | null {
  for (const entry of list) {
    const found = safeQuery(() => root.querySelector(entry.selector));
    if (found) return found;
  }
  return null;
}

/** Like `queryFirst`, with the entry that matched (so callers know which generation the page is). */
export function queryFirstEntry(root: ParentNode, list: SelectorList): { element: Element; entry: PageSelector } | null {
  for (const entry of list) {
    const element = safeQuery(() => root.querySelector(entry.selector));
    if (element) return { element, entry };
  }
  return null;
}

/** All elements one entry matches, or [] (never throws). */
export function queryAllOf(root: ParentNode, entry: PageSelector): Element[] {
  return safeQuery(() => Array.from(root.querySelectorAll(entry.selector))) ?? [];
}

/** All elements the first matching selector of `list` finds (for tag lists), or []. */
export function queryAllFirst(root: ParentNode, list: SelectorList): Element[] {
  for (const entry of list) {
    const found = queryAllOf(root, entry);
    if (found.length) return found;
  }
  return [];
}

/** The entry's value on an element: the named attribute, or the text content. */
export function selectedValue(element: Element, entry: PageSelector): string {
  return (entry.attribute ? element.getAttribute(entry.attribute) : element.textContent) ?? '';
}

/** A selector engine without `:not()` or attribute operators (older happy-dom, odd DOMs) must not stop a reader. */
function safeQuery<T>(query: () => T): T | null {
  try {
    return query();
  } catch {
    return null;
  }
}
