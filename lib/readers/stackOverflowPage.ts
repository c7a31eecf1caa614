// Reads a Stack Overflow / Stack Exchange question page (a live Document in the extension, or linkedom's in Node)
// into a Question. Only lib/site/selectors.ts knows the markup; the body goes through the one HTML body reader.
// Pages that are not a posted question (home and search lists, the Ask wizard) give `ok: false` with a reason.

import type { Question } from '../question';
import { queryAllFirst, queryFirst, selectedValue, selectors } from '../site/selectors';
import { canonicalUrl, pageRoute } from './pageFacts';
import { siteFromUrl } from './stackExchangeSite';
import { readStackOverflowBodyElement } from './stackOverflowHtml';

export type PageReadResult = { ok: true; question: Question } | { ok: false; reason: string };

export function readStackOverflowPage(doc: Document, url?: string): PageReadResult {
  try {
    return readQuestionPage(doc, url);
  } catch (error) {
    // The DOM is the page's, not ours: whatever it does, the extension must not break.
    return { ok: false, reason: `could not read the page: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function readQuestionPage(doc: Document, url: string | undefined): PageReadResult {
  // Staging Ground posts (`/staging-ground/{id}`, §4) have question markup under a route no saved page shows;
  // they are refused here until one is verified.
  const route = pageRoute(doc);
  if (route && !route.startsWith('Questions/Show')) {
    return { ok: false, reason: `not a question page: the page says it is "${route}"${describeOtherPage(doc)}` };
  }
  const root = queryFirst(doc, selectors.questionRoot);
  const body = queryFirst(doc, selectors.questionBody);
  if (!root && !body) return { ok: false, reason: `no question post on this page${describeOtherPage(doc)}` };
  if (!body) return { ok: false, reason: 'the question post has no body element (unknown page markup)' };

  const canonical = canonicalUrl(doc);
  const id = idFromRoot(root) ?? idFromUrl(canonical) ?? idFromUrl(url);
  return {
    ok: true,
    question: readStackOverflowBodyElement(body, {
      site: siteFromUrl(canonical) || siteFromUrl(url),
      id,
      title: pageTitle(doc),
      tags: pageTags(doc),
      source: 'page',
    }),
  };
}

/** What else the page is, for the reason text: " (it is the Ask Question page…)", " (it is a list of questions)" or "". */
function describeOtherPage(doc: Document): string {
  if (queryFirst(doc, selectors.askPage)) return ' (it is the Ask Question page: read the draft instead)';
  if (queryFirst(doc, selectors.questionList)) return ' (it is a list of questions)';
  return '';
}

function idFromRoot(root: Element | null): number | null {
  return parseId(root?.getAttribute('data-questionid'));
}

function idFromUrl(url: string | null | undefined): number | null {
  const match = url ? /\/(?:questions|q)\/(\d+)/.exec(url) : null;
  return match ? parseId(match[1]) : null;
}

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The header title; og:title when the header is missing or rendered by MathJax (math.SE 2026-03: the header's
 * text is MathJax output, og:title keeps the `$…$` source the API also returns).
 */
function pageTitle(doc: Document): string {
  for (const entry of selectors.title) {
    const element = queryFirst(doc, [entry]);
    if (!element || (!entry.attribute && hasMathJax(element))) continue;
    const title = collapseWhitespace(selectedValue(element, entry));
    if (title) return entry.attribute ? title : title.replace(POST_NOTICE_SUFFIX, '');
  }
  return '';
}

/** The header shows the post notice after the title ("Proper Hello World in C [closed]", so-2020-06); the API title has none. */
const POST_NOTICE_SUFFIX = /(?<!\s)\s+\[(?:closed|duplicate|on hold|migrated|deleted)\]$/i;

function pageTags(doc: Document): string[] {
  const tags = queryAllFirst(doc, selectors.tags).map((a) => collapseWhitespace(a.textContent ?? ''));
  return [...new Set(tags.filter(Boolean))];
}

function hasMathJax(element: Element): boolean {
  return queryFirst(element, selectors.mathJax) !== null;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
