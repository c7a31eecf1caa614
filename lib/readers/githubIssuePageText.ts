// The DOM step of reading a GitHub issue page: title, labels, address, and the rendered body turned back
// into GitHub markdown (githubRenderedMarkdown.ts). It imports no markdown grammar, so the extension's GitHub content
// script stays small; the background finishes with gitHubIssueQuestion (./githubIssuePage.ts). Only
// lib/site/githubIssueSelectors.ts knows the markup.
//
// A page that is not an issue, or whose selectors find no title or body, throws a ReaderError: the caller's "can't
// read this page" path (Readability), never a guessed score.

import { gitHubIssueRef } from '../site/githubIssuePages';
import { githubIssueSelectors as sel } from '../site/githubIssueSelectors';
import { queryAllFirst, queryFirst, queryFirstEntry, selectedValue } from '../site/selectors';
import { renderedBodyToMarkdown } from './githubRenderedMarkdown';
import { ReaderError } from './readerError';

/** Which markup the page is: the React issue viewer (2024–) or the classic server-rendered page. */
export type GitHubIssueMarkup = 'react' | 'classic';

export function gitHubIssueMarkup(doc: Document): GitHubIssueMarkup {
  return queryFirst(doc, sel.reactIssueViewer) ? 'react' : 'classic';
}

/**
 * What the page gives, before the markdown reader: the rendered body as GitHub markdown with the issue's title,
 * labels and address. The extension's content script stops here and the background finishes with
 * gitHubIssueQuestion (the markdown grammar lives once, in the background: the content script stays small).
 */
export interface GitHubIssuePageText {
  markdown: string;
  number: number;
  title: string;
  labels: string[];
  url: string;
}

/** Reads the page's issue text; throws ReaderError when it is not an issue page or nothing is found. */
export function readGitHubIssuePageText(doc: Document, url?: string): GitHubIssuePageText {
  const pageUrl = issuePageUrl(doc, url);
  const ref = pageUrl ? gitHubIssueRef(pageUrl) : null;
  if (!pageUrl || !ref) {
    throw new ReaderError(`not a GitHub issue page${url ? `: ${url}` : ''} (expected https://github.com/<owner>/<repo>/issues/<n>)`);
  }
  const title = pageTitle(doc);
  const body = queryFirst(doc, sel.body);
  if (!title || !body) {
    const missing = [title ? '' : 'title', body ? '' : 'body'].filter(Boolean).join(' and ');
    throw new ReaderError(`can't read this GitHub issue page: no issue ${missing} found (unknown page markup)`);
  }
  return { markdown: renderedBodyToMarkdown(body), number: ref.number, title, labels: pageLabels(doc), url: canonicalIssueUrl(ref) };
}

/** The URL the caller gives (the tab's), else the page's own canonical / og:url (a saved page read by the CLI). */
function issuePageUrl(doc: Document, url: string | undefined): string | null {
  if (url) return url;
  const found = queryFirstEntry(doc, sel.canonicalUrl);
  return found ? selectedValue(found.element, found.entry).trim() || null : null;
}

/** The issue's URL without query or fragment, as the API's html_url gives it. */
function canonicalIssueUrl(ref: { owner: string; repo: string; number: number }): string {
  return `https://github.com/${ref.owner}/${ref.repo}/issues/${ref.number}`;
}

function pageTitle(doc: Document): string {
  const found = queryFirstEntry(doc, sel.title);
  return found ? collapseWhitespace(selectedValue(found.element, found.entry)) : '';
}

function pageLabels(doc: Document): string[] {
  const labels = queryAllFirst(doc, sel.labels).map((a) => collapseWhitespace(a.textContent ?? ''));
  return [...new Set(labels.filter(Boolean))];
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
