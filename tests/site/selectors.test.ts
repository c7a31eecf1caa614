// Every selector list against every saved page (tests/fixtures/pages/PROVENANCE.md), through linkedom as the
// Node readers use it. Which entry matches says which markup generation the page is.

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import {
  draftSubmitLabels,
  queryAllFirst,
  queryAllOf,
  queryFirst,
  queryFirstEntry,
  selectedValue,
  selectors,
} from '../../lib/site/selectors';
import { readFixture } from '../readers/fixtures';

interface PageExpectation {
  file: string;
  /** The `questionBody` entry that matches first, or null for pages that are not a question. */
  body: string | null;
  id: string | null;
  titlePrefix: string | null;
  tags: string[];
  /** `pre` elements inside the question body, by `selectors.codeBlocks`. */
  codeBlocks: number;
  isAskPage: boolean;
  isList: boolean;
  /** The overlay anchors: the entry of `questionPostCell`, `sidebar` and `mainbar` that matches first, or null. */
  postCell: string | null;
  sidebar: string | null;
  mainbar: string | null;
}

/** Each saved page parsed once (linkedom takes ~0.1 s for the big ones). */
const parsedPages = new Map<string, Document>();
function parsedPage(file: string): Document {
  if (!parsedPages.has(file)) parsedPages.set(file, parseHTML(readFixture(`pages/${file}`)).document as unknown as Document);
  return parsedPages.get(file)!;
}

const POST_TEXT = '#question .post-text';
const JS_POST_BODY = '#question .js-post-body';
// Every saved question page has all three overlay anchors by their first entry; lists have both columns only.
const QUESTION_ANCHORS = { postCell: '#question .postcell', sidebar: '#sidebar', mainbar: '#mainbar' };
const LIST_ANCHORS = { postCell: null, sidebar: '#sidebar', mainbar: '#mainbar' };
const NO_ANCHORS = { postCell: null, sidebar: null, mainbar: null };

const PAGES: PageExpectation[] = [
  {
    file: 'so-2020-06_stackoverflow_59855666.html',
    body: POST_TEXT,
    id: '59855666',
    titlePrefix: 'The last dimension of the extracted Mel',
    tags: ['python', 'pycharm', 'mel', 'spectrum', 'librosa'],
    codeBlocks: 1,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2020-06_stackoverflow_12355758.html',
    body: POST_TEXT,
    id: '12355758',
    titlePrefix: 'Proper Hello World in C [closed]',
    tags: ['c'],
    codeBlocks: 0,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2020-06_stackoverflow_33205228.html',
    body: POST_TEXT,
    id: '33205228',
    titlePrefix: 'How to tune machine learning hyperparameters using MOE?',
    tags: ['machine-learning', 'hyperparameters'],
    codeBlocks: 1,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2020-06_stackoverflow_11004721.html',
    body: POST_TEXT,
    id: '40638',
    titlePrefix: 'How to do I convert an animated gif',
    tags: ['video', 'conversion'],
    codeBlocks: 0,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2021-04_stackoverflow_51328292.html',
    body: JS_POST_BODY,
    id: '51328292',
    titlePrefix: 'How to use Async and Await with AWS SDK',
    tags: ['node.js', 'aws-sdk', 'aws-kms'],
    codeBlocks: 1,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2022-04_stackoverflow_58211880.html',
    body: JS_POST_BODY,
    id: '58211880',
    titlePrefix: '"Uncaught SyntaxError: Cannot use import statement',
    tags: ['javascript', 'ecmascript-6', 'arcgis', 'arcgis-js-api'],
    codeBlocks: 2,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2022-12_stackoverflow_9688200.html',
    body: JS_POST_BODY,
    id: '9688200',
    titlePrefix: 'Difference between shared objects (.so)',
    tags: ['c++', 'c', 'linux', 'dll', 'linker'],
    codeBlocks: 0,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'unix-2022-01_unix_92560.html',
    body: JS_POST_BODY,
    id: '92560',
    titlePrefix: 'List all connected SSH sessions?',
    tags: ['ssh', 'terminal'],
    codeBlocks: 0,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2025-11_stackoverflow_54408912.html',
    body: JS_POST_BODY,
    id: '54408912',
    titlePrefix: 'how to decompose TypeScript "Discriminated Union"',
    tags: ['typescript', 'functional-programming', 'discriminated-union'],
    codeBlocks: 1,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  // The header link holds MathJax output, so its text is not the title (the page reader uses og:title there).
  {
    file: 'math-2026-03_math_2793701.html',
    body: JS_POST_BODY,
    id: '2793701',
    titlePrefix: null,
    tags: ['linear-algebra', 'exterior-algebra'],
    codeBlocks: 0,
    isAskPage: false,
    isList: false,
    ...QUESTION_ANCHORS,
  },
  {
    file: 'so-2018-10_stackoverflow_home-list.html',
    body: null,
    id: null,
    titlePrefix: null,
    tags: [],
    codeBlocks: 0,
    isAskPage: false,
    isList: true,
    ...LIST_ANCHORS,
  },
  {
    file: 'so-2013-04_stackoverflow_search-list.html',
    body: null,
    id: null,
    titlePrefix: null,
    tags: [],
    codeBlocks: 0,
    isAskPage: false,
    isList: true,
    ...LIST_ANCHORS,
  },
  {
    file: 'so-2023-10_stackoverflow_ask.html',
    body: null,
    id: null,
    titlePrefix: null,
    tags: [],
    codeBlocks: 0,
    isAskPage: true,
    isList: false,
    ...NO_ANCHORS,
  },
];

describe.each(PAGES)('selectors on $file', (page) => {
  const doc = parsedPage(page.file);

  it('finds the question body by the entry of its markup generation (or none)', () => {
    expect(queryFirstEntry(doc, selectors.questionBody)?.entry.selector ?? null).toBe(page.body);
  });

  it('finds the question root and its id (or none)', () => {
    expect(queryFirst(doc, selectors.questionRoot)?.getAttribute('data-questionid') ?? null).toBe(page.id);
  });

  it('finds the header title', () => {
    if (page.titlePrefix === null) return;
    const header = queryFirstEntry(doc, selectors.title)!;
    expect(header.entry.selector).toBe('#question-header h1 a.question-hyperlink');
    expect(selectedValue(header.element, header.entry).trim().startsWith(page.titlePrefix)).toBe(true);
  });

  it('finds the question tags only (not the sidebar ones)', () => {
    expect(queryAllFirst(doc, selectors.tags).map((tag) => tag.textContent?.trim())).toEqual(page.tags);
  });

  it('has no tag link in the question outside `tags`: the overlay’s change signature reads the tags through it too', () => {
    // The question page's signature (entrypoints/question.content/stackOverflowAdapter.ts) used a raw `#question a.post-tag` before: the same links on every page.
    expect(queryAllFirst(doc, selectors.tags)).toEqual(Array.from(doc.querySelectorAll('#question a.post-tag')));
  });

  it('counts the code blocks of the question body', () => {
    const body = queryFirst(doc, selectors.questionBody);
    const count = body ? queryAllFirst(body, selectors.codeBlocks).length : 0;
    expect(count).toBe(page.codeBlocks);
  });

  it('tells the Ask page and question lists apart', () => {
    expect(queryFirst(doc, selectors.askPage) !== null).toBe(page.isAskPage);
    expect(queryFirst(doc, selectors.questionList) !== null).toBe(page.isList);
  });

  it('finds the overlay anchors by the expected entries (or none)', () => {
    const anchors = {
      postCell: queryFirstEntry(doc, selectors.questionPostCell)?.entry.selector ?? null,
      sidebar: queryFirstEntry(doc, selectors.sidebar)?.entry.selector ?? null,
      mainbar: queryFirstEntry(doc, selectors.mainbar)?.entry.selector ?? null,
    };
    expect(anchors).toEqual({ postCell: page.postCell, sidebar: page.sidebar, mainbar: page.mainbar });
  });

  it('gives the same post cell through every entry that matches, the body’s parent', () => {
    if (page.postCell === null) return;
    const cell = queryFirst(doc, selectors.questionPostCell)!;
    expect(queryFirst(doc, selectors.questionBody)!.parentElement).toBe(cell);
    const cells = selectors.questionPostCell.map((entry) => queryFirst(doc, [entry])).filter((element) => element !== null);
    // The last-resort entries give the body (whose parent is the cell); the others the cell itself.
    expect(cells.map((element) => (element === cell ? 'cell' : element.parentElement === cell ? 'body' : 'other'))).toEqual([
      'cell',
      'cell',
      'cell',
      'body',
    ]);
  });

  it('has the post cell inside the main column and the sidebar outside it', () => {
    if (page.postCell === null) return;
    const mainbar = queryFirst(doc, selectors.mainbar)!;
    const sidebar = queryFirst(doc, selectors.sidebar)!;
    expect(mainbar.contains(queryFirst(doc, selectors.questionPostCell))).toBe(true);
    expect(mainbar.contains(sidebar) || sidebar.contains(mainbar)).toBe(false);
  });

  it('has a canonical URL on every question page', () => {
    if (page.id === null) return;
    const canonical = queryFirstEntry(doc, selectors.canonicalUrl)!;
    expect(selectedValue(canonical.element, canonical.entry)).toContain(`/questions/${page.id}/`);
  });
});

// Which saved pages each fallback entry matches (the first entries are covered per page above).
const QUESTION_PAGE_PREFIXES = PAGES.filter((page) => page.id !== null).map((page) => page.file.replace('.html', ''));
const FALLBACK_MATCHES: Record<string, string[]> = {
  '.question.js-question[data-questionid]': ['so-2022-12', 'so-2025-11', 'math-2026-03'],
  '.postcell .s-prose': ['so-2021-04', 'so-2022-04', 'so-2022-12', 'unix-2022-01', 'so-2025-11', 'math-2026-03'],
  '.postcell .post-text': ['so-2020-06'],
  '#question a[rel="tag"]': QUESTION_PAGE_PREFIXES,
  '#question a.s-tag': ['so-2025-11', 'math-2026-03'],
  'script[data-module-name="args/options.mod"]': ['so-2025-11', 'math-2026-03'],
  'script[data-module-name="Shared/options.mod"]': ['unix-2022-01', 'so-2022-04', 'so-2022-12', 'so-2023-10'],
  'body.ask-page': ['so-2023-10'],
  '#question-mini-list': ['so-2018-10'],
  '.question-summary': ['so-2018-10', 'so-2013-04'],
  '.search-results': ['so-2013-04'],
  'script[type^="math/tex"]': ['math-2026-03'],
  '#question .post-layout--right': QUESTION_PAGE_PREFIXES,
  '[data-questionid] .postcell': QUESTION_PAGE_PREFIXES,
  '#content [role="complementary"]': QUESTION_PAGE_PREFIXES,
  '#content [role="main"]': QUESTION_PAGE_PREFIXES,
  '#mainbar-full': [],
};

describe.each(Object.entries(FALLBACK_MATCHES))('fallback %s', (selector, expected) => {
  it('matches exactly the saved pages its note names', () => {
    const matching = PAGES.filter((page) => parsedPage(page.file).querySelector(selector) !== null).map((page) => page.file);
    expect(matching.sort()).toEqual(
      PAGES.map((page) => page.file)
        .filter((file) => expected.some((prefix) => file.startsWith(prefix)))
        .sort(),
    );
  });
});

// The question's comment box ("Put in comment box"): the link on every saved question page, the empty form only where
// SO served the page to a logged-in reader (so-2022-04). Each entry must find the question's own, never an answer's.
const COMMENT_BOX_MATCHES: Record<string, string[]> = {
  '#question [id^="comments-link-"] a.js-add-link': QUESTION_PAGE_PREFIXES,
  '#question a.js-add-link.comments-link': QUESTION_PAGE_PREFIXES,
  '#question form[id^="add-comment-"]': ['so-2022-04'],
  '#question .comment-form form': ['so-2022-04'],
};

describe.each(Object.entries(COMMENT_BOX_MATCHES))('comment box selector %s', (selector, expected) => {
  it('matches exactly the saved pages expected', () => {
    const matching = PAGES.filter((page) => parsedPage(page.file).querySelector(selector) !== null).map((page) => page.file);
    expect(matching.sort()).toEqual(expectedFiles(expected));
  });
});

describe('comment box selectors', () => {
  it('have a row above for every document-level entry', () => {
    expect([...selectors.questionAddCommentLink, ...selectors.questionCommentForm].map((entry) => entry.selector).sort()).toEqual(
      Object.keys(COMMENT_BOX_MATCHES).sort(),
    );
  });

  it('find the question’s own link and form, not an answer’s (so-2022-04: 29 posts, each with both)', () => {
    const doc = parsedPage('so-2022-04_stackoverflow_58211880.html');
    expect(doc.querySelectorAll('a.js-add-link')).toHaveLength(29);
    for (const entry of selectors.questionAddCommentLink)
      expect(queryFirst(doc, [entry])!.parentElement!.id).toBe('comments-link-58211880');
    for (const entry of selectors.questionCommentForm) expect(queryFirst(doc, [entry])!.id).toBe('add-comment-58211880');
  });

  it('find the link on every question page, by its first entry, with the question’s id', () => {
    for (const page of PAGES.filter((p) => p.id !== null)) {
      const found = queryFirstEntry(parsedPage(page.file), selectors.questionAddCommentLink);
      expect(found?.entry.selector, page.file).toBe('#question [id^="comments-link-"] a.js-add-link');
      expect(found!.element.parentElement!.id, page.file).toBe(`comments-link-${page.id}`);
    }
  });

  it('find no textarea in the form as served: Stack Overflow adds it on click (see the browser test)', () => {
    const form = queryFirst(parsedPage('so-2022-04_stackoverflow_58211880.html'), selectors.questionCommentForm)!;
    expect(queryFirst(form, selectors.questionCommentTextarea)).toBeNull();
  });
});

// Question-draft selectors (§4): which saved pages each entry matches. Only the Ask page holds a question draft; the
// answer box every saved question page has (`form#post-form.js-add-answer-component`) must not look like one.
const ASK = ['so-2023-10'];
const DRAFT_DOCUMENT_MATCHES: Record<string, string[]> = {
  'form#post-form[data-form-type="question"]': ASK,
  'form#post-form:not(.js-add-answer-component)': ASK,
  'body.js-staging-ground-wizard': ASK,
  '#problem-details': ASK,
  'input#post-title-input': [],
  '#problem-details, #problem-results': ASK,
  '.js-problem-details-field, .js-problem-results-field': ASK,
  'input#title[name="title"]': ASK,
  '#post-title': ASK,
  '.js-sidebar-toggler > .s-card': ASK,
  '.js-sidebar-toggler': ASK,
  '.s-page-title--header': [],
  'input[id^="edit-comment"]': [],
  'input#tagnames': ASK,
  '.js-tag-editor .s-tag': [],
  // The Svelte tag picker of so-2025-11's sign-up modal: why the reader reads it on the 2025 wizard only.
  'input#filterInput[aria-label="tags"]': ['so-2025-11'],
  'span.chips .s-tag': [],
  '.js-review-question-button': ASK,
  'form#post-form:not(.js-add-answer-component) #submit-button': ASK,
  'form#post-form:not(.js-add-answer-component) .js-submit-button': ASK,
};
// Lists the reader looks up only inside the draft form: no match where there is no draft form.
const DRAFT_FORM_MATCHES: Record<string, string[]> = {
  '.js-editor.ProseMirror[contenteditable="true"]': ASK,
  '.ProseMirror[contenteditable="true"][role="textbox"]': ASK,
  'input.js-editor-toggle-btn:checked': ASK,
  'pre.s-code-block.markdown > code': [],
  'textarea.js-stacks-editor-backing-textarea[name="post-text"]': ASK,
  'textarea#js-stacks-editor-content': ASK,
  'textarea#wmd-input[name="post-text"]': [],
  'textarea[id^="wmd-input-"][name="post-text"]': [],
  'textarea[name="post-text"]:not(.js-stacks-editor-backing-textarea)': [],
  '.s-description': ASK,
  '.s-tag--dismiss': [],
};

function expectedFiles(prefixes: string[]): string[] {
  return PAGES.map((page) => page.file)
    .filter((file) => prefixes.some((prefix) => file.startsWith(prefix)))
    .sort();
}

describe.each(Object.entries(DRAFT_DOCUMENT_MATCHES))('draft selector %s', (selector, expected) => {
  it('matches exactly the saved pages expected', () => {
    const matching = PAGES.filter((page) => parsedPage(page.file).querySelector(selector) !== null).map((page) => page.file);
    expect(matching.sort()).toEqual(expectedFiles(expected));
  });
});

describe.each(Object.entries(DRAFT_FORM_MATCHES))('draft selector %s inside the draft form', (selector, expected) => {
  it('matches exactly the saved pages expected', () => {
    const matching = PAGES.filter((page) => {
      const form = queryFirst(parsedPage(page.file), selectors.draftForm);
      return form !== null && form.querySelector(selector) !== null;
    }).map((page) => page.file);
    expect(matching.sort()).toEqual(expectedFiles(expected));
  });
});

describe('draft selectors', () => {
  it('have a row above for every entry (the label fallback’s candidates are checked below)', () => {
    const draftEntries = Object.entries(selectors)
      .filter(([name]) => name.startsWith('draft') && name !== 'draftButtonCandidates')
      .flatMap(([, list]) => list.map((entry) => entry.selector));
    // `input#post-title-input` is both the 2025 wizard's mark and its title field.
    expect([...new Set(draftEntries)].sort()).toEqual([...Object.keys(DRAFT_DOCUMENT_MATCHES), ...Object.keys(DRAFT_FORM_MATCHES)].sort());
  });

  it('find the draft form only on the Ask page: the answer box of every question page is left out', () => {
    const answerForms = PAGES.filter((page) => parsedPage(page.file).querySelector('form#post-form.js-add-answer-component') !== null);
    expect(answerForms.length).toBeGreaterThan(5);
    expect(PAGES.filter((page) => queryFirst(parsedPage(page.file), selectors.draftForm) !== null).map((page) => page.file)).toEqual(
      expectedFiles(ASK),
    );
  });

  it('label only the Ask page’s buttons as draft submit buttons', () => {
    const labels = new Set(draftSubmitLabels.map((label) => label.toLowerCase()));
    const labelled = (file: string) =>
      selectors.draftButtonCandidates
        .flatMap((entry) => queryAllOf(parsedPage(file), entry))
        .map((button) =>
          ((button.tagName === 'INPUT' ? button.getAttribute('value') : button.textContent) ?? '').replace(/\s+/g, ' ').trim(),
        )
        .filter((text) => labels.has(text.toLowerCase()));
    expect(PAGES.filter((page) => labelled(page.file).length > 0).map((page) => page.file)).toEqual(expectedFiles(ASK));
    expect(labelled('so-2023-10_stackoverflow_ask.html')).toEqual(['Review your question', 'Review your question', 'Post your question']);
  });
});

describe('selector lists', () => {
  it('date every legacy entry and note where each was verified', () => {
    for (const list of Object.values(selectors)) {
      for (const entry of list) {
        expect(entry.note.length).toBeGreaterThan(10);
        if (entry.until) expect(entry.until).toMatch(/^\d{4}(-\d{2})?$/);
        if (entry.since) expect(entry.since).toMatch(/^\d{4}(-\d{2})?$/);
      }
    }
  });

  it('queryFirst returns null rather than throwing on an unsupported selector', () => {
    const { document } = parseHTML('<p>x</p>');
    expect(queryFirst(document as unknown as Document, [{ selector: 'p:::bad', note: 'broken on purpose' }])).toBeNull();
  });
});
