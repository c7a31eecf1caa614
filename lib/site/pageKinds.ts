// Which kind of Stack Overflow / Stack Exchange page a URL is, from the URL alone (stack-overflow-dom.md §1–§4).
// In the style of refined-github/github-url-detection: every detector is followed by the URLs it must match, and
// tests/site/pageKinds.test.ts checks that no detector matches another one's examples. The content script's
// manifest `matches`/`exclude_matches` come from here too, so the manifest and the code agree on the sites.
//
// Pure functions on a string: never throw; an unparsable URL, `http:`, an unsupported host (other SE sites, meta
// sites, look-alike hosts) or a non-default port is no page kind at all.

import { SUPPORTED_SITES } from './sites';
import { plainHttpsUrl } from './plainHttpsUrl';

export type PageKindName = 'question' | 'ask' | 'edit' | 'taggedList' | 'stagingGround';

/** Every host the detectors accept: each supported site with and without `www.` (SO redirects `www.` to the bare host). */
export const PAGE_KIND_HOSTS: readonly string[] = SUPPORTED_SITES.flatMap((site) => [site.host, `www.${site.host}`]);

/** The parsed URL when it is an https URL of a supported site, else null. */
function supportedUrl(url: string): URL | null {
  const parsed = plainHttpsUrl(url);
  return parsed !== null && PAGE_KIND_HOSTS.includes(parsed.hostname) ? parsed : null;
}

function pathMatches(url: string, path: RegExp): boolean {
  const parsed = supportedUrl(url);
  return parsed !== null && path.test(parsed.pathname);
}

// `/questions/{id}`, optionally `/{slug}` and an answer permalink's `/{answerId}` (`/a/{id}` redirects there).
// The short `/q/{id}` and `/a/{id}` forms are not question pages: SO answers them with a redirect to the long
// form, so a content script never runs on them and a link in that form is resolved by following it.
const QUESTION_PATH = /^\/questions\/\d+(?:\/[^/]+(?:\/\d+)?)?\/?$/;

export function isQuestionPage(url: string): boolean {
  return pathMatches(url, QUESTION_PATH);
}

// Real question URLs: the demo question; data science and stats links from the saved pages' network sidebars
// (tests/fixtures/pages). The ai.SE link only shows the URL shape.
const questionPageExamples = [
  'https://stackoverflow.com/questions/61877098/runtimeerror-expected-4-dimensional-input-for-4-dimensional-weight-64-3-7-7',
  'https://stackoverflow.com/questions/61877098',
  'https://stackoverflow.com/questions/61877098/',
  'https://stackoverflow.com/questions/61877098/runtimeerror-expected-4-dimensional-input-for-4-dimensional-weight-64-3-7-7/',
  'https://stackoverflow.com/questions/59855666/the-last-dimension-of-the-extracted-mel-spectrum-is-4?answertab=votes#tab-top',
  'https://stackoverflow.com/questions/61877098/runtimeerror-expected-4-dimensional-input-for-4-dimensional-weight-64-3-7-7/61877942#61877942',
  'https://www.stackoverflow.com/questions/61877098/runtimeerror-expected-4-dimensional-input-for-4-dimensional-weight-64-3-7-7',
  'https://datascience.stackexchange.com/questions/76277/should-i-use-keras-or-sklearn-for-pca',
  'https://stats.stackexchange.com/questions/472822/is-lstm-long-short-term-memory-dead',
  'https://ai.stackexchange.com/questions/12345/some-slug',
];

// The Ask page, also with SO's prefill parameters; `/questions/ask/…` sub-paths are not it.
const ASK_PATH = /^\/questions\/ask$/;

export function isAskPage(url: string): boolean {
  return pathMatches(url, ASK_PATH);
}

const askPageExamples = [
  'https://stackoverflow.com/questions/ask',
  'https://stackoverflow.com/questions/ask?tags=pytorch',
  'https://stackoverflow.com/questions/ask?title=RuntimeError&tags=pytorch%20deep-learning',
  'https://datascience.stackexchange.com/questions/ask',
];

// Editing a question or an answer: the URL cannot tell which (the page's form can).
const EDIT_PATH = /^\/posts\/\d+\/edit\/?$/;

export function isEditPage(url: string): boolean {
  return pathMatches(url, EDIT_PATH);
}

const editPageExamples = [
  'https://stackoverflow.com/posts/61877098/edit',
  'https://stackoverflow.com/posts/59855666/edit',
  'https://stats.stackexchange.com/posts/472822/edit',
];

// Question lists: a tag's list, the all-questions list (any tab), and search results with a query.
// The home page (`/`) is left out: it is not a question list on every site.
const TAGGED_LIST_PATH = /^\/questions\/tagged\/[^/]+\/?$/;
const QUESTIONS_LIST_PATH = /^\/questions\/?$/;

export function isTaggedList(url: string): boolean {
  const parsed = supportedUrl(url);
  if (!parsed) return false;
  if (TAGGED_LIST_PATH.test(parsed.pathname) || QUESTIONS_LIST_PATH.test(parsed.pathname)) return true;
  return parsed.pathname === '/search' && (parsed.searchParams.get('q') ?? '').trim() !== '';
}

const taggedListExamples = [
  'https://stackoverflow.com/questions/tagged/pytorch',
  'https://stackoverflow.com/questions/tagged/pytorch+deep-learning?tab=Votes',
  'https://stackoverflow.com/questions/tagged/c%2b%2b',
  'https://stackoverflow.com/questions',
  'https://stackoverflow.com/questions?tab=Newest',
  'https://stackoverflow.com/questions/?tab=Active',
  'https://stackoverflow.com/search?q=pytorch+cuda+out+of+memory',
  'https://ai.stackexchange.com/questions/tagged/pytorch',
];

// A Staging Ground post (new askers' questions under review, SO since 2024-06).
const STAGING_GROUND_PATH = /^\/staging-ground\/\d+\/?$/;

export function isStagingGround(url: string): boolean {
  return pathMatches(url, STAGING_GROUND_PATH);
}

// URL shape only (no saved Staging Ground page or link).
const stagingGroundExamples = ['https://stackoverflow.com/staging-ground/78563220', 'https://stackoverflow.com/staging-ground/78563220/'];

export const pageKindDetectors: Readonly<Record<PageKindName, (url: string) => boolean>> = {
  question: isQuestionPage,
  ask: isAskPage,
  edit: isEditPage,
  taggedList: isTaggedList,
  stagingGround: isStagingGround,
};

export const pageKindExamples: Readonly<Record<PageKindName, readonly string[]>> = {
  question: questionPageExamples,
  ask: askPageExamples,
  edit: editPageExamples,
  taggedList: taggedListExamples,
  stagingGround: stagingGroundExamples,
};

/** The kind of page the URL is, or null (the detectors never overlap). */
export function pageKindOf(url: string): PageKindName | null {
  for (const [name, detect] of Object.entries(pageKindDetectors) as Array<[PageKindName, (url: string) => boolean]>) {
    if (detect(url)) return name;
  }
  return null;
}

// Manifest match patterns for the question content script. Browsers match a pattern's path against the URL's path
// plus its query, so `/questions/*` also takes the Ask page, tag lists and the `/questions/?tab=…` list: those are
// excluded here, and the script still checks `isQuestionPage` (a pattern cannot say "digits").
export const QUESTION_PAGE_MATCHES: string[] = PAGE_KIND_HOSTS.map((host) => `https://${host}/questions/*`);

export const QUESTION_PAGE_EXCLUDES: string[] = PAGE_KIND_HOSTS.flatMap((host) => [
  `https://${host}/questions/ask*`,
  `https://${host}/questions/tagged/*`,
  // The list with a trailing slash: `/questions/` alone, and with a query (`?` is literal in a pattern).
  `https://${host}/questions/`,
  `https://${host}/questions/?*`,
]);

/** A page where a question is written: the Ask page, an edit page, a Staging Ground post (the coach's pages). */
export function isDraftPage(url: string): boolean {
  return isAskPage(url) || isEditPage(url) || isStagingGround(url);
}

// Match patterns for the writing coach's content script; `isDraftPage` narrows them in the script.
export const DRAFT_PAGE_MATCHES: string[] = PAGE_KIND_HOSTS.flatMap((host) => [
  `https://${host}/questions/ask*`,
  `https://${host}/posts/*/edit*`,
  `https://${host}/staging-ground/*`,
]);
