// The draft reader on the real saved Ask page (2023-10 guided wizard) and on every synthesized editor page
// (tests/fixtures/pages/drafts/PROVENANCE.md), through linkedom. Values are set the way a user would have typed them;
// the draft text is the real question 61877098 (tests/fixtures/demo/PROVENANCE.md). Every read is checked to leave
// the document exactly as it was.

import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readDraftPage, type DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';
import { readFixture, sampleRecord } from './fixtures';

type Draft = Extract<DraftReadResult, { ok: true }>;

function parsePage(file: string): Document {
  return parseHTML(readFixture(`pages/${file}`)).document as unknown as Document;
}

function serialize(doc: Document): string {
  return doc.documentElement.outerHTML;
}

/** Reads the page and checks that reading changed nothing. */
function read(doc: Document, url: string): DraftReadResult {
  const before = serialize(doc);
  const result = readDraftPage(doc, url);
  expect(serialize(doc)).toBe(before);
  return result;
}

function readDraft(doc: Document, url: string): Draft {
  const result = read(doc, url);
  if (!result.ok) throw new Error(`expected a draft, got: ${result.reason}`);
  return result;
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`#${id} is not on the page`);
  return element as T;
}

/** The parts of a draft a test compares: elements by what they are, not by identity. */
function describeEditors(draft: Draft): Array<{ tag: string; id: string | null; kind: string; backing: string | null; label: string }> {
  return draft.editors.map((editor) => ({
    tag: editor.element.tagName.toLowerCase(),
    id: editor.element.getAttribute('id'),
    kind: editor.kind,
    backing: editor.backing?.getAttribute('id') ?? null,
    label: editor.label,
  }));
}

function describeButtons(draft: Draft): string[] {
  return draft.submitButtons.map(
    (button) =>
      `${button.tagName.toLowerCase()}${button.id ? `#${button.id}` : ''} ${(button.getAttribute('value') ?? button.textContent ?? '').trim()}`,
  );
}

// The real question 61877098 as its author might have typed it: title, tags, the first paragraph and the first code
// block (indented four spaces), rebuilt from the API's HTML.
const demo = JSON.parse(readFixture('demo/so-61877098-resnet50-cifar10.json')) as { title: string; tags: string[]; body_html: string };
const demoBody = parseHTML(`<div>${demo.body_html}</div>`).document;
const DEMO_PARAGRAPH = demoBody.querySelector('p')!.textContent!;
const DEMO_CODE = demoBody.querySelector('pre code')!.textContent!.replace(/\n$/, '');
const DEMO_CODE_BLOCK = DEMO_CODE.split('\n')
  .map((line) => (line ? `    ${line}` : ''))
  .join('\n');
const DEMO_MARKDOWN = `${DEMO_PARAGRAPH}\n\n${DEMO_CODE_BLOCK}\n`;
const DEMO_TAGS = demo.tags.join(' ');

const ASK_URL = 'https://stackoverflow.com/questions/ask';
const ASK_PAGE = 'so-2023-10_stackoverflow_ask.html';

describe('the real Ask page (2023-10 guided wizard, as its saver left it)', () => {
  it('is the 2023 wizard with one body editor so far: the saver’s textarea in “details”, read as a textarea', () => {
    const draft = readDraft(parsePage(ASK_PAGE), ASK_URL);
    expect(draft.variant).toBe('wizard-2023');
    // #problem-results stays empty until its step opens; the review step's editor is a non-editable placeholder.
    expect(describeEditors(draft)).toEqual([
      { tag: 'textarea', id: null, kind: 'textarea', backing: null, label: 'What are the details of your problem?' },
    ]);
    expect(draft.editors[0].element.getAttribute('name')).toBe('bbsContent');
    expect(draft.titleElement?.id).toBe('title');
    expect(draft.form?.id).toBe('post-form');
    expect(draft.form?.getAttribute('data-form-type')).toBe('question');
    expect(draft.title).toBe('');
    expect(draft.tags).toEqual([]);
    expect(draft.lossy).toBe(false);
  });

  it('returns the saved textarea’s text verbatim: ProseMirror HTML the saver left as text (the reader does not guess)', () => {
    const draft = readDraft(parsePage(ASK_PAGE), ASK_URL);
    expect(draft.markdown).toBe('<pre class="s-code-block markdown"><code><br class="ProseMirror-trailingBreak"></code></pre>');
  });

  it('finds the review and post buttons, hidden and disabled ones included, in page order', () => {
    const draft = readDraft(parsePage(ASK_PAGE), ASK_URL);
    expect(describeButtons(draft)).toEqual([
      'input Review your question', // the saver's `input[type=submit]` in place of a commented-out button
      'button Review your question', // the duplicates step's button, still hidden
      'button#submit-button Post your question',
    ]);
    expect(draft.submitButtons.slice(0, 2).every((button) => button.classList.contains('js-review-question-button'))).toBe(true);
  });

  it('reads what the user typed: title, details, tags', () => {
    const doc = parsePage(ASK_PAGE);
    byId<HTMLInputElement>(doc, 'title').value = demo.title;
    (doc.querySelector('#problem-details textarea') as HTMLTextAreaElement).value = DEMO_MARKDOWN;
    byId<HTMLInputElement>(doc, 'tagnames').value = DEMO_TAGS;
    const draft = readDraft(doc, ASK_URL);
    expect(draft.title).toBe(demo.title);
    expect(draft.markdown).toBe(DEMO_MARKDOWN);
    expect(draft.tags).toEqual(demo.tags);
    expect(draft.lossy).toBe(false);
  });

  it('joins the two body fields in page order with a blank line once the second step has its editor', () => {
    const doc = parsePage(ASK_PAGE);
    (doc.querySelector('#problem-details textarea') as HTMLTextAreaElement).value = `${DEMO_PARAGRAPH}\n`;
    // What Stacks-Editor renders into the second field when its step opens (markdown mode, as the first one).
    byId(doc, 'problem-results').innerHTML =
      '<div class="s-editor-resizable"><input type="radio" class="s-btn--radio js-editor-toggle-btn" data-mode="0">' +
      '<input type="radio" class="s-btn--radio js-editor-toggle-btn" data-mode="1" checked>' +
      '<div class="js-editor ProseMirror" role="textbox" aria-label="Body" contenteditable="true">' +
      `<pre class="s-code-block markdown"><code>${DEMO_CODE_BLOCK.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre></div></div>`;
    const draft = readDraft(doc, ASK_URL);
    expect(describeEditors(draft)).toEqual([
      { tag: 'textarea', id: null, kind: 'textarea', backing: null, label: 'What are the details of your problem?' },
      { tag: 'div', id: null, kind: 'prosemirror-markdown', backing: null, label: 'What did you try and what were you expecting?' },
    ]);
    expect(draft.markdown).toBe(`${DEMO_PARAGRAPH}\n\n${DEMO_CODE_BLOCK}`);
    expect(draft.lossy).toBe(false);
  });

  it('reads the merged body from the backing textarea at the review step', () => {
    const doc = parsePage(ASK_PAGE);
    (doc.querySelector('#problem-details textarea') as HTMLTextAreaElement).value = DEMO_PARAGRAPH;
    byId<HTMLTextAreaElement>(doc, 'js-stacks-editor-content').value = DEMO_MARKDOWN;
    expect(readDraft(doc, ASK_URL).markdown).toBe(DEMO_MARKDOWN);
  });
});

describe('synthesized editor pages', () => {
  it('classic form: the #wmd-input textarea', () => {
    const doc = parsePage('drafts/synth-ask-classic.html');
    byId<HTMLInputElement>(doc, 'title').value = demo.title;
    byId<HTMLTextAreaElement>(doc, 'wmd-input').value = DEMO_MARKDOWN;
    byId<HTMLInputElement>(doc, 'tagnames').value = 'Deep-Learning, pytorch  resnet';
    const draft = readDraft(doc, ASK_URL);
    expect(draft.variant).toBe('classic');
    expect(describeEditors(draft)).toEqual([{ tag: 'textarea', id: 'wmd-input', kind: 'textarea', backing: null, label: 'Body' }]);
    expect(draft.title).toBe(demo.title);
    expect(draft.markdown).toBe(DEMO_MARKDOWN);
    expect(draft.tags).toEqual(['deep-learning', 'pytorch', 'resnet']);
    expect(draft.lossy).toBe(false);
    expect(describeButtons(draft)).toEqual(['input#submit-button Post your question']);
    expect(draft.form?.getAttribute('action')).toBe('/questions/ask/submit');
  });

  it('Stacks editor, markdown mode: the markdown blocks while the backing textarea is empty', () => {
    const doc = parsePage('drafts/synth-ask-stacks-markdown.html');
    const code = doc.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!;
    code.textContent = DEMO_PARAGRAPH;
    // A second markdown block, as Stacks-Editor can hold several: joined by a blank line.
    code.parentElement!.insertAdjacentHTML('afterend', '<pre class="s-code-block markdown"><code></code></pre>');
    doc.querySelectorAll('.js-editor.ProseMirror pre.s-code-block.markdown > code')[1].textContent = DEMO_CODE_BLOCK;
    const draft = readDraft(doc, ASK_URL);
    expect(draft.variant).toBe('stacks-editor');
    expect(describeEditors(draft)).toEqual([
      { tag: 'div', id: null, kind: 'prosemirror-markdown', backing: 'js-stacks-editor-content', label: 'Body' },
    ]);
    expect(draft.markdown).toBe(`${DEMO_PARAGRAPH}\n\n${DEMO_CODE_BLOCK}`);
    expect(draft.lossy).toBe(false);
    expect(describeButtons(draft)).toEqual(['input#submit-button Post your question']);
  });

  it('Stacks editor, markdown mode: the backing textarea once SO’s integration has filled it', () => {
    const doc = parsePage('drafts/synth-ask-stacks-markdown.html');
    doc.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!.textContent = DEMO_PARAGRAPH;
    byId<HTMLTextAreaElement>(doc, 'js-stacks-editor-content').value = DEMO_MARKDOWN;
    byId<HTMLInputElement>(doc, 'tagnames').value = DEMO_TAGS;
    const draft = readDraft(doc, ASK_URL);
    expect(draft.markdown).toBe(DEMO_MARKDOWN);
    expect(draft.tags).toEqual(demo.tags);
  });

  it('Stacks editor: the checked mode toggle decides the mode, not the content', () => {
    const doc = parsePage('drafts/synth-ask-stacks-markdown.html');
    doc.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!.textContent = DEMO_PARAGRAPH;
    byId(doc, 'mode-toggle-markdown-1092').removeAttribute('checked');
    byId(doc, 'mode-toggle-rich-1092').setAttribute('checked', '');
    const draft = readDraft(doc, ASK_URL);
    expect(describeEditors(draft)).toEqual([
      { tag: 'div', id: null, kind: 'prosemirror-richtext', backing: 'js-stacks-editor-content', label: 'Body' },
    ]);
    expect(draft.lossy).toBe(true);
    expect(draft.markdown).toBe(DEMO_PARAGRAPH);
  });

  it('Stacks editor, rich-text mode without a textarea: the rendered text, marked lossy', () => {
    const doc = parsePage('drafts/synth-ask-stacks-richtext-no-textarea.html');
    const editor = doc.querySelector('.js-editor.ProseMirror') as HTMLElement;
    editor.innerHTML = `<p>${DEMO_PARAGRAPH}</p><pre class="s-code-block"><code>${DEMO_CODE.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code></pre>`;
    const draft = readDraft(doc, ASK_URL);
    expect(draft.variant).toBe('stacks-editor');
    expect(describeEditors(draft)).toEqual([{ tag: 'div', id: null, kind: 'prosemirror-richtext', backing: null, label: 'Body' }]);
    expect(draft.lossy).toBe(true);
    // innerText where the DOM has it (linkedom's does not lay out blocks; Chromium's separates them by line breaks).
    expect(draft.markdown).toBe(editor.innerText);
    expect(draft.markdown).toContain(DEMO_PARAGRAPH);
    expect(draft.markdown).toContain('resnet=torchvision.models.resnet50(pretrained=True)');
  });

  it('2025 wizard: title input, ProseMirror body, chips next to #filterInput, “Submit to Staging Ground” by its label', () => {
    const doc = parsePage('drafts/synth-ask-wizard-2025.html');
    byId<HTMLInputElement>(doc, 'post-title-input').value = demo.title;
    doc.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!.textContent = DEMO_MARKDOWN;
    // Chips as the page's script makes them: a tag name and a dismiss button without text.
    for (const tag of ['pytorch', 'resnet']) {
      byId(doc, 'filterInput').insertAdjacentHTML(
        'beforebegin',
        `<span class="s-tag">${tag}<button type="button" class="s-tag--dismiss" aria-label="Remove tag ${tag}"><svg aria-hidden="true" class="svg-icon iconClearSm"><path d="M12 3.41"></path></svg></button></span>`,
      );
    }
    const draft = readDraft(doc, ASK_URL);
    expect(draft.variant).toBe('wizard-2025');
    expect(describeEditors(draft)).toEqual([{ tag: 'div', id: null, kind: 'prosemirror-markdown', backing: null, label: 'Body' }]);
    expect(draft.titleElement?.id).toBe('post-title-input');
    expect(draft.title).toBe(demo.title);
    expect(draft.markdown).toBe(DEMO_MARKDOWN);
    expect(draft.tags).toEqual(['pytorch', 'resnet']);
    expect(draft.lossy).toBe(false);
    expect(describeButtons(draft)).toEqual(['button Submit to Staging Ground']);
    // Its form has no id: the form around the title field.
    expect(draft.form?.getAttribute('action')).toBe('/questions/ask/submit');
  });

  it('edit page: the post as it stands, from #wmd-input-{id} (the real question 61877098)', () => {
    const draft = readDraft(parsePage('drafts/synth-edit-page.html'), 'https://stackoverflow.com/posts/61877098/edit');
    expect(draft.variant).toBe('edit');
    expect(describeEditors(draft)).toEqual([{ tag: 'textarea', id: 'wmd-input-61877098', kind: 'textarea', backing: null, label: 'Body' }]);
    expect(draft.title).toBe(demo.title);
    expect(draft.markdown).toBe(DEMO_MARKDOWN);
    expect(draft.tags).toEqual(demo.tags);
    expect(draft.lossy).toBe(false);
    expect(describeButtons(draft)).toEqual(['input#submit-button Save edits']);
    expect(draft.form?.getAttribute('action')).toBe('/posts/61877098/edit/submit');
  });

  it('edit page: known by its edit-summary field when the URL does not say', () => {
    expect(readDraft(parsePage('drafts/synth-edit-page.html'), '').variant).toBe('edit');
  });

  it('edit page of an answer (no title field): not a question draft', () => {
    const doc = parsePage('drafts/synth-edit-page.html');
    byId(doc, 'title').remove();
    const result = read(doc, 'https://stackoverflow.com/posts/61877098/edit');
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/answer is being edited/) });
  });

  it('Staging Ground: title from the page heading, body from the edit form (the real question 62907815)', () => {
    const record = sampleRecord(62907815);
    const draft = readDraft(parsePage('drafts/synth-staging-ground.html'), 'https://stackoverflow.com/staging-ground/78563220');
    expect(draft.variant).toBe('staging-ground');
    expect(draft.titleElement?.classList.contains('s-page-title--header')).toBe(true);
    expect(draft.title).toBe(record.title);
    expect(describeEditors(draft)).toEqual([{ tag: 'textarea', id: 'wmd-input-78563220', kind: 'textarea', backing: null, label: 'Body' }]);
    expect(draft.markdown).toMatch(
      /^In PyTorch, what is the difference between the following two methods[\s\S]*\n\nSetup:\n\n {4}X = np\.array/,
    );
    expect(draft.tags).toEqual(record.tags);
    expect(draft.lossy).toBe(false);
    expect(describeButtons(draft)).toEqual(['input#submit-button Save edits']);
  });

  it('Staging Ground: known by its canonical URL when the reader gets none', () => {
    expect(readDraft(parsePage('drafts/synth-staging-ground.html'), '').variant).toBe('staging-ground');
  });

  it('Staging Ground post viewed without the edit form: no draft', () => {
    const doc = parsePage('drafts/synth-staging-ground.html');
    byId(doc, 'post-form').remove();
    expect(read(doc, 'https://stackoverflow.com/staging-ground/78563220')).toEqual({
      ok: false,
      reason: expect.stringMatching(/no body editor/),
    });
  });
});

describe('pages that are not drafts', () => {
  const NOT_DRAFTS: Array<{ file: string; url: string; reason: RegExp }> = [
    // Every saved question page but one has an answer box (`form#post-form.js-add-answer-component`).
    {
      file: 'so-2020-06_stackoverflow_59855666.html',
      url: 'https://stackoverflow.com/questions/59855666',
      reason: /posted question.*answer box/,
    },
    { file: 'so-2020-06_stackoverflow_12355758.html', url: 'https://stackoverflow.com/questions/12355758', reason: /posted question/ },
    { file: 'so-2021-04_stackoverflow_51328292.html', url: 'https://stackoverflow.com/questions/51328292', reason: /posted question/ },
    {
      file: 'so-2022-04_stackoverflow_58211880.html',
      url: 'https://stackoverflow.com/questions/58211880',
      reason: /posted question, "Questions\/Show"/,
    },
    {
      file: 'so-2022-12_stackoverflow_9688200.html',
      url: 'https://stackoverflow.com/questions/9688200',
      reason: /posted question, "Questions\/Show"/,
    },
    { file: 'unix-2022-01_unix_92560.html', url: 'https://unix.stackexchange.com/questions/92560', reason: /posted question/ },
    {
      file: 'so-2025-11_stackoverflow_54408912.html',
      url: 'https://stackoverflow.com/questions/54408912',
      reason: /posted question, "Questions\/Show"/,
    },
    { file: 'math-2026-03_math_2793701.html', url: 'https://math.stackexchange.com/questions/2793701', reason: /posted question/ },
    { file: 'so-2018-10_stackoverflow_home-list.html', url: 'https://stackoverflow.com/', reason: /list of questions/ },
    { file: 'so-2013-04_stackoverflow_search-list.html', url: 'https://stackoverflow.com/search?q=x', reason: /list of questions/ },
  ];

  it.each(NOT_DRAFTS)('$file gives no draft, with a reason', ({ file, url, reason }) => {
    const result = read(parsePage(file), url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('never throws: a title field that fails when read gives a reason', () => {
    const failingTitle = {
      tagName: 'INPUT',
      parentElement: null,
      get value(): string {
        throw new Error('detached');
      },
    };
    const doc = {
      querySelector: (selector: string) => (selector === 'input#post-title-input' ? failingTitle : null),
    } as unknown as Document;
    expect(readDraftPage(doc, ASK_URL)).toEqual({ ok: false, reason: 'could not read the draft: detached' });
  });
});
