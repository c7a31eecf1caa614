// Reads the question a user is writing: the Ask page (classic form, Stacks editor, the 2023 and 2025 wizards), the
// edit page and Staging Ground (stack-overflow-dom.md §4). Pure DOM reading: it never throws and never changes the
// page (a live Document in the extension, linkedom's in Node). Only lib/site/selectors.ts knows the markup.
// Pages that hold no question draft (a posted question with its answer box, lists) give `ok: false` with a reason.

import { isEditPage, isStagingGround } from '../site/pageKinds';
import { draftSubmitLabels, queryAllFirst, queryAllOf, queryFirst, selectors, type SelectorList } from '../site/selectors';
import { canonicalUrl, pageRoute } from './pageFacts';

export type DraftEditorKind = 'textarea' | 'prosemirror-markdown' | 'prosemirror-richtext';

export interface DraftEditor {
  /** Where the user types: the textarea, or the contenteditable ProseMirror root. */
  element: HTMLElement;
  kind: DraftEditorKind;
  /** The Stacks editor's backing textarea, when present. */
  backing: HTMLTextAreaElement | null;
  /** The field's name on the page: "Body", "What are the details of your problem?", … */
  label: string;
}

export type DraftVariant = 'classic' | 'stacks-editor' | 'wizard-2023' | 'wizard-2025' | 'edit' | 'staging-ground';

export type DraftReadResult =
  | {
      ok: true;
      variant: DraftVariant;
      title: string;
      /** The body as markdown: exact from a textarea or markdown mode; rich-text text when `lossy`. */
      markdown: string;
      tags: string[];
      /** In page order. Empty when only a backing textarea is there (SO renders the editor on focus). */
      editors: DraftEditor[];
      /** The markdown came from a rich-text editor's text, not from markdown. */
      lossy: boolean;
      titleElement: HTMLElement | null;
      /** Review and post buttons, in page order (hidden and disabled ones too: the wizard shows them step by step). */
      submitButtons: HTMLElement[];
      form: HTMLFormElement | null;
    }
  | { ok: false; reason: string };

export interface DraftReadOptions {
  /**
   * Also find the review / post / submit buttons (default true). The coach re-reads the draft after every pause in
   * typing and looks for the buttons only when something is clicked (`findDraftSubmitButtons`), which keeps each
   * re-read cheap on a big page.
   */
  submitButtons?: boolean;
}

export function readDraftPage(doc: Document, url: string, options: DraftReadOptions = {}): DraftReadResult {
  try {
    return readDraft(doc, url, options.submitButtons ?? true);
  } catch (error) {
    // The DOM is the page's, not ours: whatever it does, the extension must not break.
    return { ok: false, reason: `could not read the draft: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** `data-mode` of the Stacks editor's mode radios. */
const MARKDOWN_MODE = '1';

function readDraft(doc: Document, url: string, withSubmitButtons: boolean): DraftReadResult {
  const variant = draftVariant(doc, url);
  if (!variant) return { ok: false, reason: `no question draft on this page${describeOtherPage(doc)}` };

  const titleElement = queryFirst(doc, selectors.draftTitle) as HTMLElement | null;
  // The 2025 wizard's form is not known to be `#post-form`: the form around its title field stands in.
  const form = draftForm(doc) ?? (variant === 'wizard-2025' && titleElement ? enclosingForm(titleElement) : null);
  const scope: ParentNode = form ?? doc;
  const editors = findEditors(doc, scope, variant);
  const backings = queryAllFirst(scope, selectors.draftBackingTextarea) as HTMLTextAreaElement[];

  // A wizard may show its title step before any editor; a Staging Ground post with no editor open is only viewed.
  if (editors.length === 0 && backings.length === 0 && (!titleElement || variant === 'staging-ground')) {
    return {
      ok: false,
      reason: `the page looks like a ${variant} draft page but has no body editor${titleElement ? '' : ' and no title field'}`,
    };
  }
  // An answer's edit page has the same form without a title: it is not a question.
  if (variant === 'edit' && !titleElement) return { ok: false, reason: 'an answer is being edited (the edit form has no title field)' };

  const body = draftMarkdown(editors, backings);
  return {
    ok: true,
    variant,
    title: titleElement ? fieldText(titleElement) : '',
    markdown: body.markdown,
    tags: draftTags(doc, variant),
    editors,
    lossy: body.lossy,
    titleElement,
    submitButtons: withSubmitButtons ? findDraftSubmitButtons(doc) : [],
    form,
  };
}

function draftForm(doc: Document): HTMLFormElement | null {
  return queryFirst(doc, selectors.draftForm) as HTMLFormElement | null;
}

/**
 * Which draft page this is. The wizards are known by their markup; edit and Staging Ground pages by their URL (the
 * reader's, else the page's canonical one), the edit page also by its edit-summary field; any other draft form is
 * the classic Ask form, with the Stacks editor or the plain textarea.
 */
function draftVariant(doc: Document, url: string): DraftVariant | null {
  if (queryFirst(doc, selectors.draftWizard2025)) return 'wizard-2025';
  if (queryFirst(doc, selectors.draftWizard2023)) return 'wizard-2023';
  const urls = [url, canonicalUrl(doc)];
  if (urls.some((candidate) => candidate && isStagingGround(candidate))) return 'staging-ground';
  if (urls.some((candidate) => candidate && isEditPage(candidate))) return 'edit';
  const form = draftForm(doc);
  if (!form) return null;
  if (queryFirst(form, selectors.draftEditComment)) return 'edit';
  const stacks = queryFirst(form, selectors.draftProseMirror) ?? queryFirst(form, selectors.draftBackingTextarea);
  return stacks ? 'stacks-editor' : 'classic';
}

/** What the page is instead, for the reason text. */
function describeOtherPage(doc: Document): string {
  const route = pageRoute(doc);
  if (queryFirst(doc, selectors.questionRoot)) {
    return ` (it is a posted question${route ? `, "${route}"` : ''}: its answer box is not a question draft)`;
  }
  if (queryFirst(doc, selectors.questionList)) return ' (it is a list of questions)';
  return route ? ` (the page says it is "${route}")` : '';
}

// ── Editors ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Every editor of the draft in page order: wizard fields first get their own label and no backing textarea. */
function findEditors(doc: Document, scope: ParentNode, variant: DraftVariant): DraftEditor[] {
  const fields = variant === 'wizard-2023' ? inPageOrder(queryAllFirst(doc, selectors.draftWizardFields)) : [];
  const candidates = inPageOrder([
    ...queryAllFirst(scope, selectors.draftProseMirror),
    ...queryAllFirst(scope, selectors.draftBodyTextarea),
    // A wizard field outside the form (not so on ask 2023-10) still holds part of the body.
    ...fields.flatMap((field) => queryAllFirst(field, selectors.draftProseMirror)),
  ]);
  // A textarea inside a ProseMirror root is the editor's content, not a second editor.
  const roots = candidates.filter((element) => !candidates.some((other) => other !== element && other.contains(element)));
  return roots.map((element) => {
    const field = fields.find((candidate) => candidate.contains(element)) ?? null;
    return describeEditor(doc, element as HTMLElement, field, scope);
  });
}

function describeEditor(doc: Document, element: HTMLElement, field: Element | null, scope: ParentNode): DraftEditor {
  const label = (field && labelFor(doc, field)) || labelFor(doc, element) || 'Body';
  // Whatever classes it has, a textarea is typed into and read as one (ask 2023-10's saved editor is a textarea).
  if (isTextarea(element)) return { element, kind: 'textarea', backing: null, label };
  const mode = editorMode(element, field ?? scope);
  const markdownMode = mode === null ? hasMarkdownNodes(element) : mode === MARKDOWN_MODE;
  return {
    element,
    kind: markdownMode ? 'prosemirror-markdown' : 'prosemirror-richtext',
    // The wizard's fields are separate editors without a textarea (§4); elsewhere the editor's own toolbar box or
    // form holds its backing textarea.
    backing: field ? null : (nearest(element, scope, selectors.draftBackingTextarea) as HTMLTextAreaElement | null),
    label,
  };
}

/**
 * The mode the editor shows (§4): `data-mode` of the checked toggle in the nearest box around the editor that has one
 * (its own toolbar), or null when none is found (then the content decides: markdown blocks or rich text).
 */
function editorMode(root: Element, limit: ParentNode): string | null {
  for (let box: Element | null = root.parentElement; box; box = box.parentElement) {
    const checked = queryFirst(box, selectors.draftEditorMode);
    if (checked) return checked.getAttribute('data-mode');
    if (box === limit) break;
  }
  return null;
}

function hasMarkdownNodes(root: Element): boolean {
  return queryFirst(root, selectors.draftMarkdownNodes) !== null;
}

/** The first element `list` finds in the nearest ancestor of `element` (up to `limit`) that has one. */
function nearest(element: Element, limit: ParentNode, list: SelectorList): Element | null {
  for (let box: Element | null = element.parentElement; box; box = box.parentElement) {
    const found = queryFirst(box, list);
    if (found) return found;
    if (box === limit) break;
  }
  return null;
}

/** The visible name of a field: its `<label for>` (without the hint under it), aria-labelledby, or aria-label. */
function labelFor(doc: Document, element: Element): string {
  const id = element.getAttribute('id');
  if (id) {
    for (const label of Array.from(doc.getElementsByTagName('label'))) {
      if (label.getAttribute('for') !== id) continue;
      const text = textWithout(label, selectors.draftLabelHint);
      if (text) return text;
    }
  }
  for (const labelId of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) {
    const text = collapseWhitespace(doc.getElementById(labelId)?.textContent ?? '');
    if (text) return text;
  }
  return collapseWhitespace(element.getAttribute('aria-label') ?? '');
}

// ── Body ────────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The body. A non-empty backing textarea wins: it is what the form posts (on the 2023 wizard it holds the body
 * merged at review). Else each editor's own text: a textarea's value, markdown mode's blocks, or rich text's
 * rendered text (lossy). The 2023 wizard's two fields are joined in page order by a blank line (SO's own merge is
 * not documented): each non-blank field without its trailing line breaks, so the second field starts a new
 * paragraph and a code fence ending the first stays closed.
 */
function draftMarkdown(editors: DraftEditor[], backings: HTMLTextAreaElement[]): { markdown: string; lossy: boolean } {
  const posted = backings.find((textarea) => textarea.value.trim() !== '');
  if (posted) return { markdown: posted.value, lossy: false };
  const parts = editors.map(editorText).filter((part) => part.text.trim() !== '');
  if (parts.length === 1) return { markdown: parts[0].text, lossy: parts[0].lossy };
  return {
    markdown: parts.map((part) => part.text.replace(/(?<![\r\n])[\r\n]+$/, '')).join('\n\n'),
    lossy: parts.some((part) => part.lossy),
  };
}

function editorText(editor: DraftEditor): { text: string; lossy: boolean } {
  if (editor.backing && editor.backing.value.trim() !== '') return { text: editor.backing.value, lossy: false };
  switch (editor.kind) {
    case 'textarea':
      return { text: (editor.element as HTMLTextAreaElement).value ?? '', lossy: false };
    case 'prosemirror-markdown': {
      const blocks = queryAllFirst(editor.element, selectors.draftMarkdownNodes);
      // Without its blocks (an editor cleared to bare text), the typed text is still the markdown.
      const text = blocks.length ? blocks.map((code) => code.textContent ?? '').join('\n\n') : (editor.element.textContent ?? '');
      return { text, lossy: false };
    }
    case 'prosemirror-richtext': {
      // Rendered HTML cannot be turned back into exact markdown (§4): the laid-out text is the best there is.
      const rendered = (editor.element as { innerText?: unknown }).innerText;
      return { text: typeof rendered === 'string' ? rendered : (editor.element.textContent ?? ''), lossy: true };
    }
  }
}

// ── Title, tags, buttons ────────────────────────────────────────────────────────────────────────────────────────

/** A field's value, or a heading's text. */
function fieldText(element: Element): string {
  const value = isValueField(element) ? (element as HTMLInputElement).value : element.textContent;
  return collapseWhitespace(value ?? '');
}

/**
 * Tags from the tags field (space or comma separated) and from the tag editor's chips, in that order, lowercased
 * (SO's tag names are) and without repeats. The 2025 wizard's chips are read only on that wizard: the same picker
 * is in so-2025-11's sign-up modal.
 */
function draftTags(doc: Document, variant: DraftVariant): string[] {
  const field = queryFirst(doc, selectors.draftTagInput);
  const typed = field ? fieldText(field).split(/[\s,]+/) : [];
  const chips = [
    ...queryAllFirst(doc, selectors.draftTagChips),
    ...(variant === 'wizard-2025' && queryFirst(doc, selectors.draftTagFilterInput)
      ? queryAllFirst(doc, selectors.draftTagFilterChips)
      : []),
  ].map((chip) => textWithout(chip, selectors.draftTagChipDismiss));
  const tags = [...typed, ...chips].map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  return [...new Set(tags)];
}

/** Every element of `draftSubmitButtons`, plus any button labelled like one, in page order. */
export function findDraftSubmitButtons(doc: Document): HTMLElement[] {
  const byMarkup = selectors.draftSubmitButtons.flatMap((entry) => queryAllOf(doc, entry));
  const labels = new Set(draftSubmitLabels.map((label) => label.toLowerCase()));
  const byLabel = selectors.draftButtonCandidates
    .flatMap((entry) => queryAllOf(doc, entry))
    .filter((button) => labels.has(fieldText(button).toLowerCase()));
  return inPageOrder([...byMarkup, ...byLabel]) as HTMLElement[];
}

// ── DOM helpers (reading only) ──────────────────────────────────────────────────────────────────────────────────

function enclosingForm(element: Element): HTMLFormElement | null {
  for (let box: Element | null = element.parentElement; box; box = box.parentElement) {
    if (box.tagName.toLowerCase() === 'form') return box as HTMLFormElement;
  }
  return null;
}

function isTextarea(element: Element): boolean {
  return element.tagName.toLowerCase() === 'textarea';
}

function isValueField(element: Element): boolean {
  return ['input', 'textarea'].includes(element.tagName.toLowerCase());
}

/** The element's text without the parts `list` matches (a label's hint, a chip's remove button). */
function textWithout(element: Element, list: SelectorList): string {
  const skipped = new Set(list.flatMap((entry) => queryAllOf(element, entry)));
  let text = '';
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) text += child.nodeValue ?? '';
      else if (child.nodeType === ELEMENT_NODE && !skipped.has(child as Element)) walk(child);
    }
  };
  walk(element);
  return collapseWhitespace(text);
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * Distinct elements in document order, by one walk over the document: linkedom 0.18's `compareDocumentPosition`
 * compares tree depths, not positions.
 */
function inPageOrder(elements: Element[]): Element[] {
  const wanted = new Set(elements);
  if (wanted.size < 2) return [...wanted];
  const ordered = Array.from(elements[0].ownerDocument.getElementsByTagName('*')).filter((element) => wanted.has(element));
  // Elements outside the document (not expected) keep their order, after the others.
  const placed = new Set(ordered);
  return [...ordered, ...[...wanted].filter((element) => !placed.has(element))];
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
