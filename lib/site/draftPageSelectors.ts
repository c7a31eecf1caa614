// Selectors of the question draft pages (§4): the Ask page (classic form, Stacks editor, 2023 and 2025 wizards), the
// edit page and Staging Ground. The conventions (dated fallbacks in order, verified pages) are those of ./selectors.ts,
// which joins this table with the question page's one.
import type { SelectorList } from './selectors';

export const draftPageSelectors = {
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
  /** The card the title field sits in, beside which the 2023 wizard keeps its sidebar column (coach placement). */
  draftTitleCard: [
    {
      selector: '#post-title',
      since: '2023-10',
      note: 'ask 2023-10: `div#post-title.w70` holds the title; `.js-title-sidebar` (the other 30 %) is the sidebar column beside it',
    },
  ],
  /** Stack Overflow's own help cards beside the Ask page's fields: the coach never covers them. */
  draftHelpCards: [
    {
      selector: '.js-sidebar-toggler > .s-card',
      since: '2023-10',
      note: 'ask 2023-10: one `.s-card` per wizard step in its sidebar column (“Writing a good title”, “Expand on the problem”, “Proof-read before posting”, “Adding tags”, “Make sure we don’t already have an answer”), shown one at a time',
    },
  ],
  /** The column beside a field's card that holds its help card; the rest of that row is the field. */
  draftHelpColumn: [
    {
      selector: '.js-sidebar-toggler',
      since: '2023-10',
      note: 'ask 2023-10: `div.js-title-sidebar.js-sidebar-toggler` and its four siblings',
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
} satisfies Record<string, SelectorList>;

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
