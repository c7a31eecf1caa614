// @vitest-environment happy-dom
// readWithReadability on real saved pages, under happy-dom (a browser-like Document, as the popup will have):
// the Discourse topic (first post only), every saved Stack Overflow question page against the site reader's code
// blocks, and pages with no question on them. Every read must leave the page's document as it was.

import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageHtmlWithReadability, readStackOverflowPageHtml } from '../../cli/savedPage';
import type { CodeBlock, Question } from '../../lib/question';
import { removeBodyContentFromHead, readWithReadability, type ReadabilityResult } from '../../lib/readers/readabilityPage';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { expectConsistentOffsets, FIXTURES, readFixture } from './fixtures';

// happy-dom tries to load the saved pages' stylesheets and iframes; loading is disabled and each attempt is logged.
// As in stackOverflowPage.test.ts: the errors are silenced by a setting and iframes renamed to an inert element.
const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html.replace(/<(\/?)iframe\b/gi, '<$1x-inert-iframe'), 'text/html');
}

function read(file: string, url?: string): { result: ReadabilityResult; doc: Document; before: string } {
  const doc = parse(readFixture(file));
  const before = doc.documentElement.outerHTML;
  return { result: readWithReadability(doc, url), doc, before };
}

function questionOf(result: ReadabilityResult): Question {
  if ('none' in result) throw new Error(`expected a question, got none: ${result.none}`);
  return result.question;
}

function codeTexts(question: Question): string[] {
  return question.blocks.filter((b): b is CodeBlock => b.kind === 'code').map((b) => b.text);
}

describe('Discourse topic (crawler view, Discourse 2.4, 2020-01)', () => {
  const url = 'https://meta.discourse.org/t/congratulations-most-stars-in-2013-github-octoverse/12483';
  const { result, doc, before } = read('forums/discourse-2020-01_meta-12483.html', url);
  const question = questionOf(result);

  it('reads the topic title and the host as the site', () => {
    expect(question.title).toBe('Congratulations, most stars in 2013 GitHub Octoverse!');
    expect(question.site).toBe('meta.discourse.org');
    expect(question.source).toBe('page');
    expectConsistentOffsets(question);
  });

  it('reads the first post only: its prose and its image, no reply', () => {
    expect(question.text).toContain('Congratulations Discourse for qualifying Repositories with the most stars');
    expect(question.text).toContain('And that too in just over an year, way to go!');
    expect(question.text).not.toContain('Ah, cool. I was not sure how to see that');
    expect(question.blocks.some((b) => b.kind === 'image')).toBe(true);
  });

  it('finds the code blocks of the first post in order — it has none', () => {
    expect(codeTexts(question)).toEqual([]);
  });

  it('leaves the page document untouched', () => {
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});

describe('Discourse topic as a live tab parses it (scripting on: the crawler view is noscript text)', () => {
  // In Chromium the popup's reader once found "no main content" on this topic: with scripting on, the HTML
  // parser keeps a <noscript>'s content as raw text. Here the same document is built the way a live tab has it.
  const url = 'https://meta.discourse.org/t/congratulations-most-stars-in-2013-github-octoverse/12483';
  const asParsed = read('forums/discourse-2020-01_meta-12483.html', url).result;
  const doc = parse(readFixture('forums/discourse-2020-01_meta-12483.html'));
  for (const noscript of Array.from(doc.querySelectorAll('noscript'))) noscript.textContent = noscript.innerHTML;
  const before = doc.documentElement.outerHTML;
  const live = readWithReadability(doc, url);

  it('reads the same first post as from elements', () => {
    expect(doc.querySelector('noscript .crawler-post')).toBeNull();
    expect(questionOf(live)).toEqual(questionOf(asParsed));
  });

  it('leaves the page document untouched', () => {
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});

const PAGE_DIRS = ['pages', 'pages/assembled'];

/** Every saved page the site reader reads as a question, with its code blocks. */
function questionPages(): { file: string; code: string[] }[] {
  const pages: { file: string; code: string[] }[] = [];
  for (const dir of PAGE_DIRS) {
    for (const name of readdirSync(resolve(FIXTURES, dir)).filter((n) => n.endsWith('.html'))) {
      const site = readStackOverflowPage(parse(readFixture(`${dir}/${name}`)));
      if (site.ok) pages.push({ file: `${dir}/${name}`, code: codeTexts(site.question) });
    }
  }
  return pages;
}

describe('every saved Stack Overflow question page: same code blocks as the site reader', () => {
  const pages = questionPages();

  it('covers every saved question page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  // Until removeBodyContentFromHead, Readability 0.6.0 threw on the five so-2022-12 pages (a `<div>` in `<head>`).
  it.each(pages)('$file', ({ file, code }) => {
    const question = questionOf(read(file).result);
    expect(codeTexts(question)).toEqual(code);
  });
});

describe('pages with no question on them', () => {
  it.each(['pages/so-2013-04_stackoverflow_search-list.html', 'pages/so-2018-10_stackoverflow_home-list.html'])(
    '%s → none, with the reason',
    (file) => {
      const { result } = read(file);
      expect(result).toEqual({ none: expect.stringMatching(/^no question-like content: .*a list/) });
    },
  );
});

describe('removeBodyContentFromHead: what Readability 0.6.0 must not see in <head>', () => {
  const pages2022 = [
    'pages/so-2022-12_stackoverflow_9688200.html',
    ...readdirSync(resolve(FIXTURES, 'pages/assembled'))
      .filter((name) => name.includes('so-2022-12'))
      .map((name) => `pages/assembled/${name}`),
  ];
  // Synthesized: head content, a div and text (never head content), and a script after them.
  const html =
    '<html><head><title>t</title><meta name="a"><div id="gone">x</div>text<script>var s</script></head><body><p>b</p></body></html>';

  it.each([
    ['happy-dom', () => parse(html)],
    ['linkedom', () => parseHTML(html).document as unknown as Document],
  ])('under %s, takes the div and the text out of the head and leaves the head content', (_dom, make) => {
    const doc = make();
    expect(doc.head.querySelector('#gone')).not.toBeNull();
    removeBodyContentFromHead(doc);
    expect(Array.from(doc.head.children, (e) => e.tagName)).toEqual(['TITLE', 'META', 'SCRIPT']);
    expect(doc.head.textContent).not.toContain('text');
    expect(doc.body.outerHTML).toBe('<body><p>b</p></body>');
  });

  it('leaves a head of head content alone', () => {
    const doc = parse('<html><head><title>t</title><noscript><style>a{}</style></noscript></head><body><p>b</p></body></html>');
    const before = doc.documentElement.outerHTML;
    removeBodyContentFromHead(doc);
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it.each(pages2022)('%s: no text of the head div (OneTrust CSS) in the question', (file) => {
    expect(questionOf(read(file).result).text).not.toContain('onetrust');
  });

  it.each(pages2022)('lets the CLI (linkedom) read %s through Readability: the site reader’s code blocks', (file) => {
    const html = readFixture(file);
    const site = readStackOverflowPageHtml(html);
    if (!site.ok) throw new Error(site.reason);
    const question = questionOf(readPageHtmlWithReadability(html));
    expect(codeTexts(question)).toEqual(codeTexts(site.question));
    expect(question.text).not.toContain('onetrust');
  });
});
