// Assembles realistic deep-learning question pages for tests: a REAL question record from the corpus
// (stackoverflow/pytorch-2020.jsonl) placed into a REAL saved page (tests/fixtures/pages/). The saved pages are not
// deep-learning questions and the corpus has no saved DL page, so this is the closest to one a test can get.
//
// What changes in the skeleton, by string edits so every other byte stays as saved:
// - the question body's inner HTML becomes the record's `body_html`, verbatim;
// - the title: header link (text and href), `<title>` ("<first tag> - <title> - <site>", the saved pages' form),
//   `og:title`;
// - the tags: every run of the skeleton's tag links (the question's, and the "Browse other questions tagged" notice
//   that repeats it) is rebuilt from the skeleton's own tag markup, one item per tag;
// - the question id and URL: `data-questionid`, canonical link, `og:url`;
// - the asker's name and profile link in the owner signature (the body must not be attributed to someone else);
// - the skeleton question's comments and its answers are removed: they discuss another question;
// - optionally (plans with `commentFormFrom`), the question's comment box as a logged-in reader who may comment gets
//   it: the empty `div.comment-form > form#add-comment-{id}` and the `div#comments-link-{id}` ("Add a comment") of a
//   real logged-in page (so-2022-04), copied byte for byte with that page's post id set to the record's, and the
//   comments list's `data-canpost` / `data-addlink-disabled` as that page has them. The saved 2022-12 page was
//   logged out and has neither; the real-browser tests need the form to fill ("Put in comment box").
// Everything else stays the skeleton's (scores, dates, avatar and reputation, the editor card, the answer count in
// the answers header, share/edit/feed links and scripts with the skeleton's id, `og:description`, the sidebar).
//
// Writing the fixtures (from the repository root):
//   npx esbuild scripts/assembleQuestionPage.ts --bundle --platform=node --format=esm --outfile=/tmp/assemble.mjs \
//     && node /tmp/assemble.mjs --write [path/to/pytorch-2020.jsonl]

import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeHtmlEntities } from '../lib/readers/htmlEntities';

/** A line of corpus/stackoverflow/pytorch-2020.jsonl (Stack Exchange API fields; strings HTML-encoded as the API sends them). */
export interface CorpusQuestionRecord {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
  link: string;
  owner_display_name: string;
  owner_link?: string | null;
  content_license?: string;
}

/**
 * `commentFormPageHtml`: a saved logged-in question page (so-2022-04) whose question comment box is copied in;
 * without it the skeleton's own (logged-out) comment markup stays.
 */
export function assembleQuestionPage(skeletonHtml: string, record: CorpusQuestionRecord, commentFormPageHtml?: string): string {
  const steps: Array<(html: string) => string> = [
    (html) => replaceQuestionBody(html, record.body_html),
    (html) => replaceTagLists(html, record.tags),
    (html) => replaceTitle(html, record),
    (html) => replaceQuestionIdentity(html, record),
    (html) => replaceOwner(html, record),
    removeQuestionComments,
    removeAnswers,
    ...(commentFormPageHtml === undefined ? [] : [(html: string) => addCommentBox(html, commentFormPageHtml, record.question_id)]),
  ];
  return steps.reduce((html, step) => step(html), skeletonHtml);
}

// --- Locating elements in the saved HTML ---------------------------------------------------------------------

interface ElementRange {
  start: number;
  /** Index just after the opening tag. */
  innerStart: number;
  /** Index of the closing tag. */
  innerEnd: number;
  /** Index just after the closing tag. */
  end: number;
}

/** The element whose opening tag starts at `start`, up to its balanced closing tag (comments, scripts and styles skipped). */
function elementAt(html: string, start: number, tagName: string): ElementRange {
  const open = new RegExp(`<${tagName}\\b[^>]*>`, 'iy');
  open.lastIndex = start;
  if (!open.exec(html)) throw new Error(`no <${tagName}> at offset ${start}`);
  const innerStart = open.lastIndex;
  const tokens = new RegExp(`<!--[\\s\\S]*?-->|<(script|style)\\b[\\s\\S]*?</\\1\\s*>|<(/?)${tagName}\\b[^>]*>`, 'gi');
  tokens.lastIndex = innerStart;
  let depth = 1;
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    if (token[1] !== undefined || token[0].startsWith('<!--')) continue;
    depth += token[2] === '/' ? -1 : 1;
    if (depth === 0) return { start, innerStart, innerEnd: token.index, end: tokens.lastIndex };
  }
  throw new Error(`<${tagName}> at offset ${start} is never closed`);
}

/** Index of the first match of `pattern` at or after `from`; throws with `what` when there is none. */
function indexOf(html: string, pattern: RegExp, from: number, what: string): number {
  const search = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  search.lastIndex = from;
  const match = search.exec(html);
  if (!match) throw new Error(`skeleton has no ${what}`);
  return match.index;
}

function splice(html: string, start: number, end: number, replacement: string): string {
  return html.slice(0, start) + replacement + html.slice(end);
}

const BODY_OPEN = /<div\b[^>]*\bclass="[^"]*\b(?:js-post-body|post-text)\b[^"]*"[^>]*>/;

/** The question body element (the first body inside `#question`). */
function questionBody(html: string): ElementRange {
  const question = indexOf(html, /<div\b[^>]*\bid="question"[^>]*>/, 0, '#question element');
  return elementAt(html, indexOf(html, BODY_OPEN, question, 'question body'), 'div');
}

/**
 * Where the question's tags, signatures and comments are: after its body (a body may hold tag links of its own,
 * `[tag:pytorch]`) and before the answers.
 */
function afterQuestionBody(html: string): { start: number; end: number } {
  const start = questionBody(html).end;
  return { start, end: indexOf(html, /<div id="answers"/, start, '#answers element') };
}

// --- Escaping ---------------------------------------------------------------------------------------------------

/** API text (HTML-encoded once) as HTML text or a double-quoted attribute value: decoded, then re-escaped. */
function apiTextAsHtml(apiText: string): string {
  return escapeHtml(decodeHtmlEntities(apiText));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Replaces a double-quoted attribute's value in one opening tag; throws if the tag lacks it. */
function setAttribute(tag: string, name: string, value: string): string {
  const attribute = new RegExp(`(\\s${name}=")[^"]*(")`);
  if (!attribute.test(tag)) throw new Error(`skeleton tag ${tag.slice(0, 80)} has no ${name}="…"`);
  return tag.replace(attribute, (_all, before: string, after: string) => `${before}${value}${after}`);
}

/** Rewrites the first opening tag matching `pattern` (searched from `from`) with `rewrite`. */
function rewriteTag(html: string, pattern: RegExp, from: number, what: string, rewrite: (tag: string) => string): string {
  const start = indexOf(html, pattern, from, what);
  const end = html.indexOf('>', start) + 1;
  return splice(html, start, end, rewrite(html.slice(start, end)));
}

// --- The edits ----------------------------------------------------------------------------------------------------

function replaceQuestionBody(html: string, bodyHtml: string): string {
  const body = questionBody(html);
  return splice(html, body.innerStart, body.innerEnd, bodyHtml);
}

function replaceTitle(html: string, record: CorpusQuestionRecord): string {
  const title = apiTextAsHtml(record.title);
  const headerStart = indexOf(html, /<div\b[^>]*\bid="question-header"/, 0, '#question-header');
  const link = indexOf(html, /<a\b[^>]*\bclass="question-hyperlink"[^>]*>/, headerStart, 'header title link');
  const linkElement = elementAt(html, link, 'a');
  const openTag = setAttribute(html.slice(link, linkElement.innerStart), 'href', new URL(record.link).pathname);
  let page = html.slice(0, link) + openTag + title + html.slice(linkElement.innerEnd);

  page = rewriteTag(page, /<meta\b[^>]*\bproperty="og:title"/, 0, 'og:title', (tag) => setAttribute(tag, 'content', title));
  const siteName = /<meta\b[^>]*\bproperty="og:site_name"[^>]*\bcontent="([^"]*)"/.exec(page)?.[1];
  if (!siteName) throw new Error('skeleton has no og:site_name');
  const prefix = record.tags.length ? `${escapeHtml(record.tags[0])} - ` : '';
  return page.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${prefix}${title} - ${siteName}</title>`);
}

function replaceQuestionIdentity(html: string, record: CorpusQuestionRecord): string {
  const link = escapeHtml(record.link);
  let page = rewriteTag(html, /<link\b[^>]*\brel="canonical"/, 0, 'canonical link', (tag) => setAttribute(tag, 'href', link));
  page = rewriteTag(page, /<meta\b[^>]*\bproperty="og:url"/, 0, 'og:url', (tag) => setAttribute(tag, 'content', link));
  return rewriteTag(page, /<div\b[^>]*\bid="question"/, 0, '#question', (tag) =>
    setAttribute(tag, 'data-questionid', String(record.question_id)),
  );
}

// A tag item: `<li …><a … class="post-tag" …>name</a></li>` (2022-12) or a bare `<a … class="post-tag" …>` (2020-06).
const TAG_ITEM = /(?:<li\b[^>]*>\s*)?<a\b[^>]*\bclass="[^"]*\bpost-tag\b[^"]*"[^>]*>([^<]*)<\/a>(?:\s*<\/li>)?/g;

interface TagRun {
  start: number;
  end: number;
  items: string[];
  tags: string[];
  separator: string;
}

/** Every run of adjacent tag items in the page, in order. */
function tagRuns(html: string): TagRun[] {
  const runs: TagRun[] = [];
  let current: TagRun | null = null;
  for (const match of html.matchAll(TAG_ITEM)) {
    const gap = current ? html.slice(current.end, match.index) : null;
    if (current && gap !== null && /^\s*$/.test(gap)) {
      if (current.items.length === 1) current.separator = gap;
      current.items.push(match[0]);
      current.tags.push(decodeHtmlEntities(match[1]).trim());
      current.end = match.index + match[0].length;
      continue;
    }
    current = {
      start: match.index,
      end: match.index + match[0].length,
      items: [match[0]],
      tags: [decodeHtmlEntities(match[1]).trim()],
      separator: ' ',
    };
    runs.push(current);
  }
  return runs;
}

/** SO's tag URL form: percent-encoded with lower-case hex (`c%2b%2b`). */
function tagUrlName(tag: string): string {
  return encodeURIComponent(tag).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase());
}

/** One tag item in the skeleton's markup: every tag-dependent part of `template` set for `tag`. */
function tagItem(template: string, tag: string): string {
  const text = escapeHtml(tag);
  return template
    .replace(/(href="\/questions\/tagged\/)[^"]*(")/, (_all, before: string, after: string) => `${before}${tagUrlName(tag)}${after}`)
    .replace(
      /(\s(?:title|aria-label)="[^"]*?)('|&#39;)[^"]*\2(")/g,
      (_all, before: string, quote: string, after: string) => `${before}${quote}${text}${quote}${after}`,
    )
    .replace(/(\saria-labelledby=")[^"]*(-container")/, (_all, before: string, after: string) => `${before}${text}${after}`)
    .replace(/>[^<]*<\/a>/, () => `>${text}</a>`);
}

function replaceTagLists(html: string, tags: string[]): string {
  const scope = afterQuestionBody(html);
  const runs = tagRuns(html);
  const questionRun = runs.find((run) => run.start > scope.start && run.start < scope.end);
  if (!questionRun) throw new Error('skeleton has no tag list in the question');
  const template = questionRun.items[0];
  // The template must reproduce every skeleton item from its own tag, or some tag-dependent markup was missed.
  questionRun.items.forEach((item, index) => {
    if (tagItem(template, questionRun.tags[index]) !== item) throw new Error(`skeleton tag markup not understood: ${item}`);
  });
  const rebuilt = tags.map((tag) => tagItem(template, tag)).join(questionRun.separator);
  const sameTags = runs.filter((run) => run.tags.join('\u0000') === questionRun.tags.join('\u0000'));
  return sameTags.reduceRight((page, run) => splice(page, run.start, run.end, rebuilt), html);
}

function replaceOwner(html: string, record: CorpusQuestionRecord): string {
  if (!record.owner_link) throw new Error(`record ${record.question_id} has no owner_link`);
  const scope = afterQuestionBody(html);
  const owner = elementAt(html, indexOf(html, /<div\b[^>]*\bclass="[^"]*\bpost-signature owner\b/, scope.start, 'owner signature'), 'div');
  const block = html.slice(owner.start, owner.end);
  const details = /<div class="user-details"[^>]*>\s*<a href="([^"]*)">([^<]*)<\/a>/.exec(block);
  if (!details) throw new Error('skeleton owner signature has no user-details link');
  const [, oldHref, oldName] = details;
  const oldText = decodeHtmlEntities(oldName);
  const name = apiTextAsHtml(record.owner_display_name);
  const rebuilt = block
    .replaceAll(`href="${oldHref}"`, `href="${escapeHtml(new URL(record.owner_link).pathname)}"`)
    .replaceAll(`>${oldName}</a>`, `>${name}</a>`)
    .replaceAll(`itemprop="name">${oldName}</span>`, `itemprop="name">${name}</span>`)
    .replaceAll(`alt="${oldName}'s user avatar"`, `alt="${name}'s user avatar"`);
  if (decodeHtmlEntities(rebuilt).includes(oldText) && !decodeHtmlEntities(name).includes(oldText)) {
    throw new Error(`skeleton owner "${oldText}" is still named in the owner signature`);
  }
  return splice(html, owner.start, owner.end, rebuilt);
}

function removeQuestionComments(html: string): string {
  const scope = afterQuestionBody(html);
  const listStart = indexOf(html, /<ul\b[^>]*\bclass="[^"]*\bcomments-list\b/, scope.start, 'question comments list');
  const list = elementAt(html, listStart, 'ul');
  const items: ElementRange[] = [];
  for (let at = html.indexOf('<li', list.innerStart); at !== -1 && at < list.innerEnd; ) {
    const item = elementAt(html, at, 'li');
    items.push(item);
    at = html.indexOf('<li', item.end);
  }
  return items.length ? splice(html, items[0].start, items[items.length - 1].end, '') : html;
}

/** Each `div.answer` with the `<a name="{id}"></a>` anchor SO puts right before it. */
function removeAnswers(html: string): string {
  const answersStart = afterQuestionBody(html).end;
  const answers: ElementRange[] = [];
  const answerOpen = /<div id="answer-\d+"[^>]*>/g;
  answerOpen.lastIndex = answersStart;
  for (let match = answerOpen.exec(html); match; match = answerOpen.exec(html)) {
    const answer = elementAt(html, match.index, 'div');
    const anchor = /<a name="\d+"><\/a>\s*$/.exec(html.slice(answersStart, answer.start));
    answers.push({ ...answer, start: anchor ? answersStart + anchor.index : answer.start });
    answerOpen.lastIndex = answer.end;
  }
  return answers.reduceRight((page, answer) => splice(page, answer.start, answer.end, ''), html);
}

/** The question's comment box of a logged-in page: its form wrapper and its "Add a comment" link block. */
interface CommentBoxMarkup {
  form: string;
  link: string;
  canpost: string;
  addlinkDisabled: string;
}

function questionCommentBox(pageHtml: string, questionId: number): CommentBoxMarkup {
  const scope = afterQuestionBody(pageHtml);
  const listStart = indexOf(pageHtml, /<ul\b[^>]*\bclass="[^"]*\bcomments-list\b/, scope.start, 'question comments list');
  const list = elementAt(pageHtml, listStart, 'ul');
  const formStart = indexOf(pageHtml, /<div class="comment-form">/, list.end, 'question comment form');
  const linkStart = indexOf(pageHtml, /<div id="comments-link-\d+"/, list.end, 'question comments link');
  if (formStart > scope.end || linkStart > scope.end) throw new Error('comment box page has no comment box under its question');
  const postId = /<div id="comments-link-(\d+)"/.exec(pageHtml.slice(linkStart))![1];
  const ownId = (markup: string) => markup.replaceAll(`-${postId}"`, `-${questionId}"`);
  const listTag = pageHtml.slice(listStart, list.innerStart);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(listTag)?.[1] ?? '';
  // From the list's end: the form with the blank space before it, as that page has it.
  if (!/^\s*$/.test(pageHtml.slice(list.end, formStart))) throw new Error('comment box page has markup between its comments list and form');
  return {
    form: ownId(pageHtml.slice(list.end, elementAt(pageHtml, formStart, 'div').end)),
    link: ownId(pageHtml.slice(linkStart, elementAt(pageHtml, linkStart, 'div').end)),
    canpost: attribute('data-canpost'),
    addlinkDisabled: attribute('data-addlink-disabled'),
  };
}

/** Puts the logged-in page's comment box under the question: the form after the comments list, its link block in place of the skeleton's. */
function addCommentBox(html: string, commentFormPageHtml: string, questionId: number): string {
  const box = questionCommentBox(commentFormPageHtml, questionId);
  const scope = afterQuestionBody(html);
  const linkStart = indexOf(html, /<div id="comments-link-\d+"/, scope.start, 'question comments link');
  if (linkStart > scope.end) throw new Error('skeleton has no comments link under its question');
  let page = splice(html, linkStart, elementAt(html, linkStart, 'div').end, box.link);
  const listStart = indexOf(page, /<ul\b[^>]*\bclass="[^"]*\bcomments-list\b/, scope.start, 'question comments list');
  if (/<div class="comment-form">/.test(page.slice(listStart, linkStart))) throw new Error('skeleton already has a comment form');
  page = splice(page, elementAt(page, listStart, 'ul').end, elementAt(page, listStart, 'ul').end, box.form);
  return rewriteTag(page, /<ul\b[^>]*\bclass="[^"]*\bcomments-list\b/, scope.start, 'question comments list', (tag) =>
    setAttribute(setAttribute(tag, 'data-canpost', box.canpost), 'data-addlink-disabled', box.addlinkDisabled),
  );
}

// --- Which fixtures are assembled, and writing them -------------------------------------------------------------

export interface AssembledPagePlan {
  /** A saved page in tests/fixtures/pages/. */
  skeleton: string;
  questionId: number;
  /** Why this question was picked (engine result on its API record when picked). */
  role: string;
  /** A saved logged-in page in tests/fixtures/pages/ whose question comment box the page gets (see the header). */
  commentFormFrom?: string;
}

/** The one saved page served to a logged-in reader who may comment: its question has an empty add-comment form. */
export const COMMENT_FORM_PAGE = 'so-2022-04_stackoverflow_58211880.html';

export const ASSEMBLED_PAGES: readonly AssembledPagePlan[] = [
  {
    skeleton: 'so-2022-12_stackoverflow_9688200.html',
    questionId: 61877098,
    role: 'the demo question',
    commentFormFrom: COMMENT_FORM_PAGE,
  },
  {
    skeleton: 'so-2022-12_stackoverflow_9688200.html',
    questionId: 61808965,
    role: 'bug report with code and traceback, scored high',
    commentFormFrom: COMMENT_FORM_PAGE,
  },
  {
    skeleton: 'so-2022-12_stackoverflow_9688200.html',
    questionId: 62455254,
    role: 'bug report with its error only in a screenshot, scored low',
    commentFormFrom: COMMENT_FORM_PAGE,
  },
  {
    skeleton: 'so-2022-12_stackoverflow_9688200.html',
    questionId: 61980943,
    role: 'how-to question: no verdict',
    commentFormFrom: COMMENT_FORM_PAGE,
  },
  // Kept logged out (no comment form): the page where "Put in comment box" finds no box.
  { skeleton: 'so-2020-06_stackoverflow_59855666.html', questionId: 62084245, role: 'bug report on the legacy post-text markup' },
];

/** `assembled_so-2022-12-skeleton_pytorch-2020-61877098.html`: says it is assembled and names both sources. */
export function assembledFileName(plan: AssembledPagePlan): string {
  const generation = plan.skeleton.split('_')[0];
  return `assembled_${generation}-skeleton_pytorch-2020-${plan.questionId}.html`;
}

export const PAGES_DIR = 'tests/fixtures/pages';
export const ASSEMBLED_DIR = 'tests/fixtures/pages/assembled';
const DEFAULT_CORPUS = '/work/shared/corpus/stackoverflow/pytorch-2020.jsonl';

/** Writes every planned page and records.jsonl (the records' corpus lines, verbatim) under the repository at `root`. */
function writeAssembledPages(root: string, corpusPath: string): void {
  const lines = new Map<number, string>();
  for (const line of readFileSync(corpusPath, 'utf8').split('\n')) {
    if (line.trim()) lines.set((JSON.parse(line) as CorpusQuestionRecord).question_id, line);
  }
  const recordLines = ASSEMBLED_PAGES.map((plan) => {
    const line = lines.get(plan.questionId);
    if (!line) throw new Error(`question ${plan.questionId} is not in ${corpusPath}`);
    const skeleton = readFileSync(join(root, PAGES_DIR, plan.skeleton), 'utf8');
    const commentFormPage = plan.commentFormFrom ? readFileSync(join(root, PAGES_DIR, plan.commentFormFrom), 'utf8') : undefined;
    const page = assembleQuestionPage(skeleton, JSON.parse(line) as CorpusQuestionRecord, commentFormPage);
    writeFileSync(join(root, ASSEMBLED_DIR, assembledFileName(plan)), page);
    console.log(`wrote ${ASSEMBLED_DIR}/${assembledFileName(plan)}`);
    return line;
  });
  writeFileSync(join(root, ASSEMBLED_DIR, 'records.jsonl'), `${recordLines.join('\n')}\n`);
  console.log(`wrote ${ASSEMBLED_DIR}/records.jsonl`);
}

function isProcessEntry(): boolean {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

// Runs only as `node <bundle> --write …`: importing this module (the tests do) writes nothing.
if (isProcessEntry() && process.argv[2] === '--write') {
  const root = process.cwd();
  if (!existsSync(join(root, ASSEMBLED_DIR))) {
    console.error(`assembleQuestionPage: run from the repository root (no ${ASSEMBLED_DIR} in ${root})`);
    process.exit(2);
  }
  writeAssembledPages(root, resolve(process.argv[3] ?? DEFAULT_CORPUS));
}
