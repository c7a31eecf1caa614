// The URL page-kind detectors (github-url-detection style): each detector matches all its own examples and none of
// any other detector's, no URL in MUST_NOT_MATCH is any kind, and the content script's manifest patterns agree.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MatchPattern } from 'wxt/utils/match-patterns';
import {
  isAskPage,
  isQuestionPage,
  pageKindDetectors,
  pageKindExamples,
  pageKindOf,
  QUESTION_PAGE_EXCLUDES,
  QUESTION_PAGE_MATCHES,
  type PageKindName,
} from '../../lib/site/pageKinds';

const KINDS = Object.keys(pageKindDetectors) as PageKindName[];
const ALL_EXAMPLES = KINDS.flatMap((kind) => pageKindExamples[kind].map((url) => ({ kind, url })));

const MUST_NOT_MATCH = [
  'https://meta.stackoverflow.com/questions/251361/how-do-i-ask-a-good-question',
  'https://datascience.meta.stackexchange.com/questions/1/welcome',
  'https://unix.stackexchange.com/questions/92560/list-all-connected-ssh-sessions',
  'https://ru.stackoverflow.com/questions/61877098',
  'https://stackoverflow.com/users/1',
  'https://stackoverflow.com/questions/ask/wizard',
  'https://stackoverflow.com/questions/ask/advice?',
  'https://stackoverflow.com/questions/12345abc',
  'https://stackoverflow.com/questions/12345abc/slug',
  'https://stackoverflow.com/questions/61877098/slug/61877942/extra',
  'https://stackoverflow.com/questions/linked/61877098',
  // Short forms redirect to the long ones (lib/site/pageKinds.ts): not pages of their own.
  'https://stackoverflow.com/q/61877098',
  'https://stackoverflow.com/a/61877942',
  'https://stackoverflow.com/posts/61877098/revisions',
  'https://stackoverflow.com/posts/61877098/timeline',
  'https://stackoverflow.com/search',
  'https://stackoverflow.com/search?q=',
  'https://stackoverflow.com/',
  'https://stackoverflow.com/staging-ground',
  'https://gist.github.com/someone/0123456789abcdef',
  'https://github.com/pytorch/pytorch/issues/1',
  'http://stackoverflow.com/questions/61877098/runtimeerror-expected-4-dimensional-input-for-4-dimensional-weight-64-3-7-7',
  'https://stackoverflow.com:8443/questions/61877098',
  'https://user@stackoverflow.com/questions/61877098',
  'https://stackoverflow.com.evil.example/questions/61877098',
  'https://evil.example/stackoverflow.com/questions/61877098',
  'https://notstackoverflow.com/questions/61877098',
  'https://stackoverflow.co/questions/61877098',
  'stackoverflow.com/questions/61877098',
  '//stackoverflow.com/questions/61877098',
  '/questions/61877098',
  'https://',
  'not a url',
  '',
  'javascript:alert(1)//stackoverflow.com/questions/61877098',
  'https://stackoverflow.com/questions/%E2%80%AE61877098',
];

describe.each(KINDS)('detector %s', (kind) => {
  const detect = pageKindDetectors[kind];

  it.each(pageKindExamples[kind])('matches its example %s', (url) => {
    expect(detect(url)).toBe(true);
    expect(pageKindOf(url)).toBe(kind);
  });

  it('matches none of the other detectors’ examples', () => {
    const others = ALL_EXAMPLES.filter((example) => example.kind !== kind).map((example) => example.url);
    expect(others.filter(detect)).toEqual([]);
  });
});

describe('URLs that are no page kind', () => {
  it.each(MUST_NOT_MATCH)('%j', (url) => {
    expect(KINDS.filter((kind) => pageKindDetectors[kind](url))).toEqual([]);
    expect(pageKindOf(url)).toBeNull();
  });

  it('every detector returns a boolean and never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        for (const kind of KINDS) expect(typeof pageKindDetectors[kind](url)).toBe('boolean');
      }),
    );
  });

  it('accepts each supported site with and without www., and only over https', () => {
    for (const host of ['stackoverflow.com', 'datascience.stackexchange.com', 'stats.stackexchange.com', 'ai.stackexchange.com']) {
      expect(isQuestionPage(`https://${host}/questions/1/slug`)).toBe(true);
      expect(isQuestionPage(`https://www.${host}/questions/1/slug`)).toBe(true);
      expect(isQuestionPage(`http://${host}/questions/1/slug`)).toBe(false);
      expect(isAskPage(`https://meta.${host}/questions/ask`)).toBe(false);
    }
  });
});

// Browsers match a pattern's path against the URL's path plus `?query` (MDN "Match patterns"; Chromium
// URLPattern::MatchesPath uses PathForRequest), never the fragment; WXT's MatchPattern (used with
// `wxt:locationchange`) tests the pathname only. The manifest patterns must give the same answer under both.
function browserPatternIncludes(pattern: string, url: string): boolean {
  const [, scheme, host, path] = /^(https?):\/\/([^/]+)(\/.*)$/.exec(pattern)!;
  const parsed = new URL(url);
  const toRegex = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return parsed.protocol === `${scheme}:` && parsed.hostname === host && toRegex(path).test(parsed.pathname + parsed.search);
}

const matchers: Array<[string, (pattern: string, url: string) => boolean]> = [
  ['browser (path + query)', browserPatternIncludes],
  ['WXT MatchPattern (pathname)', (pattern, url) => new MatchPattern(pattern).includes(url)],
];

describe.each(matchers)('manifest patterns under %s', (_name, includes) => {
  const injectedInto = (url: string) =>
    QUESTION_PAGE_MATCHES.some((pattern) => includes(pattern, url)) && !QUESTION_PAGE_EXCLUDES.some((pattern) => includes(pattern, url));

  it.each(pageKindExamples.question)('injects the content script into %s', (url) => {
    expect(injectedInto(url)).toBe(true);
  });

  // `/questions` without a slash and `/search` are outside `/questions/*`; everything else needs an exclude.
  it.each([...pageKindExamples.ask, ...pageKindExamples.taggedList])('keeps the content script out of %s', (url) => {
    expect(injectedInto(url)).toBe(false);
    if (QUESTION_PAGE_MATCHES.some((pattern) => includes(pattern, url))) {
      expect(QUESTION_PAGE_EXCLUDES.some((pattern) => includes(pattern, url))).toBe(true);
    }
  });

  it('needs the excludes for the Ask page and the tag lists', () => {
    for (const url of [...pageKindExamples.ask, 'https://stackoverflow.com/questions/tagged/pytorch']) {
      expect(QUESTION_PAGE_MATCHES.some((pattern) => includes(pattern, url))).toBe(true);
    }
  });

  // Patterns ignore ports and user info and cannot say "digits": the script's own check refuses these.
  it('lets through only these non-question URLs, which the script’s isQuestionPage check refuses', () => {
    const urls = [...ALL_EXAMPLES.map((example) => example.url), ...MUST_NOT_MATCH].filter((url) => URL.canParse(url));
    const leaks = urls.filter((url) => injectedInto(url) && !isQuestionPage(url));
    expect(leaks).toEqual([
      'https://stackoverflow.com/questions/12345abc',
      'https://stackoverflow.com/questions/12345abc/slug',
      'https://stackoverflow.com/questions/61877098/slug/61877942/extra',
      'https://stackoverflow.com/questions/linked/61877098',
      'https://stackoverflow.com:8443/questions/61877098',
      'https://user@stackoverflow.com/questions/61877098',
      'https://stackoverflow.com/questions/%E2%80%AE61877098',
    ]);
  });

  it('covers every supported host, with and without www.', () => {
    expect(QUESTION_PAGE_MATCHES).toContain('https://stackoverflow.com/questions/*');
    expect(QUESTION_PAGE_MATCHES).toContain('https://www.datascience.stackexchange.com/questions/*');
    expect(QUESTION_PAGE_MATCHES).toHaveLength(8);
    expect(QUESTION_PAGE_EXCLUDES).toContain('https://stats.stackexchange.com/questions/ask*');
    expect(QUESTION_PAGE_EXCLUDES).toContain('https://ai.stackexchange.com/questions/tagged/*');
  });
});
