// Reads a GitHub issue page (a live Document in the extension, linkedom's in Node) into the one Question model, by
// the same steps as the API record reader (githubIssueApi.ts): the rendered body is turned back into markdown
// (githubRenderedMarkdown.ts), the TF template's own words are taken out (githubIssueTemplate.ts), and the markdown
// reader makes the blocks; labels go where tags go. Only lib/site/githubIssueSelectors.ts knows the markup.
//
// A page that is not an issue, or whose selectors find no title or body, throws a ReaderError: the caller's "can't
// read this page" path (Readability, issue 14), never a guessed score.

import type { Question } from '../question';
import { gitHubIssueRef } from '../site/githubIssuePages';
import { githubIssueSelectors as sel } from '../site/githubIssueSelectors';
import { queryAllFirst, queryFirst, queryFirstEntry, selectedValue } from '../site/selectors';
import { withoutTemplateText } from './githubIssueTemplate';
import { renderedBodyToMarkdown } from './githubRenderedMarkdown';
import { ReaderError } from './readerError';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';

/** Which markup the page is: the React issue viewer (2024–) or the classic server-rendered page. */
export type GitHubIssueMarkup = 'react' | 'classic';

export function gitHubIssueMarkup(doc: Document): GitHubIssueMarkup {
  return queryFirst(doc, sel.reactIssueViewer) ? 'react' : 'classic';
}

/** Reads the issue `url` shows from `doc`; throws ReaderError when it is not an issue page or nothing is found. */
export function readGitHubIssuePage(doc: Document, url?: string): Question {
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
  const question = readStackOverflowMarkdown(withoutTemplateText(renderedBodyToMarkdown(body)), {
    site: 'github',
    id: ref.number,
    title,
    tags: pageLabels(doc),
    source: 'page',
  });
  return { ...question, url: canonicalIssueUrl(ref) };
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
