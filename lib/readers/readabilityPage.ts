// Reads any page (a blog post, a Discourse topic, a Q&A page no site reader knows) into a Question through
// @mozilla/readability: its main content, as HTML, goes through the one HTML body reader (stackOverflowHtml.ts), so
// code blocks keep their `lang-*` / `language-*` language, and prose, quotes and images read as on Stack Overflow.
// The live page is never touched: Readability rewrites the document it is given, so it gets a clone.
// When there is nothing question-like, the result says so in words; a score is never guessed from an empty page.

import { Readability } from '@mozilla/readability';
import type { Question } from '../question';
import { forumSelectors } from '../site/forumSelectors';
import { queryAllFirst, queryAllOf, queryFirst } from '../site/selectors';
import { readStackOverflowBodyHtml } from './stackOverflowHtml';

export type ReadabilityResult = { question: Question } | { none: string };

/** Fewer prose words than this and no code block: a caption or a stub, not a question. */
const MIN_PROSE_WORDS = 8;

/** Above this share of prose characters in links, the content is a list of links. */
const MAX_LINK_SHARE = 0.4;

/** A text block of at most this many words is a scrap (a vote count, a tag, a date). */
const MAX_SCRAP_WORDS = 3;
/** A list has many items; a short question of three lines is not one. */
const MIN_LIST_BLOCKS = 10;
/** Above this share of scraps among the text blocks, the content is a list. */
const MAX_SCRAP_SHARE = 0.6;

export function readWithReadability(document: Document, url?: string): ReadabilityResult {
  try {
    return readClone(document.cloneNode(true) as Document, url);
  } catch (error) {
    // The DOM is the page's, not ours: whatever it does, the caller must get a result, not an exception.
    return { none: `could not read the page: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function readClone(clone: Document, url: string | undefined): ReadabilityResult {
  removeBodyContentFromHead(clone);
  keepFirstDiscoursePost(clone);
  removeQaAnswers(clone);
  // keepClasses: Readability strips class attributes by default, and with them `lang-*` / `language-*`.
  const article = new Readability(clone, { keepClasses: true }).parse();
  if (!article?.content) return { none: 'Readability found no main content on this page' };
  const question = readStackOverflowBodyHtml(article.content, {
    site: hostOf(url),
    id: null,
    title: collapseWhitespace(article.title ?? ''),
    tags: [],
    source: 'page',
  });
  const lacking = whyNotQuestionLike(question);
  return lacking ? { none: lacking } : { question };
}

// What may stand in `<head>` (the "in head" insertion mode's start tags, HTML Living Standard §13.2.6.4.4);
// `noscript` and `template` whatever they hold.
const HEAD_CONTENT = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noframes',
  'noscript',
  'script',
  'style',
  'template',
  'title',
]);

/**
 * Takes out of the clone's `<head>` every element that is not head content (and non-blank text). Readability 0.6.0
 * scores such an element like any other, and then walks up from its candidate looking for `BODY`: from `<head>` that
 * walk reaches the document, whose parent is null — `_grabArticle` throws "Cannot read properties of null (reading
 * 'tagName')". The browser-saved 2022-12 Stack Overflow page (and the four pages assembled on it) has one:
 * OneTrust's `<div id="onetrust-style" class="d-none">`, its banner's CSS as text, right before `</head>`.
 * linkedom and happy-dom keep it in `<head>`. A live page gets one when a script appends it to `<head>`, where the
 * user agent's `head { display: none }` keeps it from ever being shown; only a browser parsing the saved file would
 * move it into `<body>` (§13.2.6.4.4 "anything else"). Either way it is not the page's article: removed, not moved,
 * so its text (here CSS) is not read as the question's prose.
 */
export function removeBodyContentFromHead(doc: Document): void {
  const head = doc.head;
  if (!head) return;
  for (const node of Array.from(head.childNodes)) if (isBodyContent(node)) node.remove();
}

function isBodyContent(node: Node): boolean {
  if (node.nodeType === 3) return (node.textContent ?? '').trim() !== '';
  return node.nodeType === 1 && !HEAD_CONTENT.has((node as Element).tagName.toLowerCase());
}

/**
 * A Discourse topic is the question (post #1) and its replies: only the first post is the question, so the others
 * leave the clone before Readability scores it (the crawler view marks each post `.topic-body.crawler-post`).
 * The crawler view sits inside `<noscript>`, which Readability deletes whole; parsed without scripting (a saved page)
 * its content is elements, so the noscript is unwrapped in the clone.
 */
function keepFirstDiscoursePost(clone: Document): void {
  if (!queryFirst(clone, forumSelectors.generator) && !queryFirst(clone, forumSelectors.title)) return;
  parseCrawlerNoscript(clone);
  const posts = queryAllFirst(clone, forumSelectors.post);
  for (const reply of posts.slice(1)) reply.remove();
  const wrapper = posts[0]?.closest('noscript');
  if (wrapper) wrapper.replaceWith(...Array.from(wrapper.childNodes));
}

/**
 * In a live tab (scripting on) the HTML parser reads a `<noscript>`'s content as raw text, so the crawler view's posts
 * are not elements there (the popup's "Check this page" found no main content on the saved topic in
 * Chromium). That text is parsed again with DOMParser — an inert document: no script runs, nothing loads — and the
 * noscript in the clone is replaced by its elements, as a page parsed without scripting has them.
 */
function parseCrawlerNoscript(clone: Document): void {
  if (queryFirst(clone, forumSelectors.post) || typeof DOMParser === 'undefined') return;
  for (const noscript of Array.from(clone.querySelectorAll('noscript'))) {
    if (noscript.children.length) continue;
    const parsed = new DOMParser().parseFromString(noscript.textContent ?? '', 'text/html');
    if (!queryFirst(parsed, forumSelectors.post)) continue;
    noscript.replaceWith(...Array.from(parsed.body.childNodes, (node) => clone.importNode(node, true)));
    return;
  }
}

/** A Q&A page's answers are not the question: every schema.org answer (each selector, not the first that matches) goes. */
function removeQaAnswers(clone: Document): void {
  for (const entry of forumSelectors.qaAnswer) for (const answer of queryAllOf(clone, entry)) answer.remove();
}

/** A reason when the content has no code block and too little prose to be a question; null when it is one. */
function whyNotQuestionLike(question: Question): string | null {
  if (question.blocks.some((block) => block.kind === 'code' && block.text.trim())) return null;
  const prose = question.blocks.filter((block) => block.kind === 'prose' || block.kind === 'quote');
  const words = prose.reduce((sum, block) => sum + countWords(block.text), 0);
  if (words < MIN_PROSE_WORDS) return `no question-like content: the page's main content has no code block and ${words} words of prose`;
  const chars = prose.reduce((sum, block) => sum + block.text.length, 0);
  const linked = prose.reduce((sum, block) => sum + block.links.reduce((n, link) => n + link.text.length, 0), 0);
  // A list or index page (question lists, search results) is mostly link text; a question is mostly its own words.
  if (linked / chars > MAX_LINK_SHARE)
    return `no question-like content: the page's main content is ${Math.round((100 * linked) / chars)}% link text (a list of links, not a post)`;
  // A list page (vote counts, titles, tags) is many scraps of a few words each; a post is paragraphs.
  const scraps = prose.filter((block) => countWords(block.text) <= MAX_SCRAP_WORDS).length;
  if (prose.length >= MIN_LIST_BLOCKS && scraps / prose.length > MAX_SCRAP_SHARE)
    return `no question-like content: ${scraps} of the main content's ${prose.length} text blocks are scraps of at most ${MAX_SCRAP_WORDS} words (a list, not a post)`;
  return null;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The site is the page's host ("discuss.pytorch.org"); "" when the address is unknown or not http(s). */
function hostOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : '';
  } catch {
    return '';
  }
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
