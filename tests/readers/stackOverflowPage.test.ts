// @vitest-environment happy-dom
// The page reader on every saved page, twice: through linkedom (readStackOverflowPageHtml, as the CLI uses it) and
// through the test environment's browser-like Document (happy-dom's DOMParser, as the extension uses a real one).

import { describe, expect, it } from 'vitest';
import type { CodeBlock, Question } from '../../lib/question';
import { readStackOverflowPage, type PageReadResult } from '../../lib/readers/stackOverflowPage';
import { readStackOverflowPageHtml } from '../../cli/savedPage';
import { codeBlocks, expectConsistentOffsets, kinds, readFixture } from './fixtures';

interface QuestionPage {
  file: string;
  site: string;
  id: number;
  title: string;
  tags: string[];
  kinds: string;
}

const QUESTION_PAGES: QuestionPage[] = [
  {
    file: 'so-2020-06_stackoverflow_59855666.html',
    site: 'stackoverflow',
    id: 59855666,
    title: 'The last dimension of the extracted Mel spectrum is 4',
    tags: ['python', 'pycharm', 'mel', 'spectrum', 'librosa'],
    kinds: 'prose prose prose code',
  },
  // The header says "… [closed]"; the title is the question's own, as the API gives it.
  {
    file: 'so-2020-06_stackoverflow_12355758.html',
    site: 'stackoverflow',
    id: 12355758,
    title: 'Proper Hello World in C',
    tags: ['c'],
    kinds: 'prose prose prose prose prose prose',
  },
  // Saved under SO id 11004721, the page is the migrated unix.SE question: site and id come from the page.
  {
    file: 'so-2020-06_stackoverflow_11004721.html',
    site: 'unix',
    id: 40638,
    title: 'How to do I convert an animated gif to an mp4 or mv4 on the command line?',
    tags: ['video', 'conversion'],
    kinds: 'prose',
  },
  {
    file: 'so-2021-04_stackoverflow_51328292.html',
    site: 'stackoverflow',
    id: 51328292,
    title: 'How to use Async and Await with AWS SDK Javascript',
    tags: ['node.js', 'aws-sdk', 'aws-kms'],
    kinds: 'prose code prose prose',
  },
  {
    file: 'so-2022-04_stackoverflow_58211880.html',
    site: 'stackoverflow',
    id: 58211880,
    title: '"Uncaught SyntaxError: Cannot use import statement outside a module" when importing ECMAScript 6',
    tags: ['javascript', 'ecmascript-6', 'arcgis', 'arcgis-js-api'],
    kinds: 'prose prose quote prose quote prose code prose prose code',
  },
  {
    file: 'so-2022-12_stackoverflow_9688200.html',
    site: 'stackoverflow',
    id: 9688200,
    title: "Difference between shared objects (.so), static libraries (.a), and DLL's (.so)?",
    tags: ['c++', 'c', 'linux', 'dll', 'linker'],
    kinds: Array(17).fill('prose').join(' '),
  },
  {
    file: 'unix-2022-01_unix_92560.html',
    site: 'unix',
    id: 92560,
    title: 'List all connected SSH sessions?',
    tags: ['ssh', 'terminal'],
    kinds: 'prose prose',
  },
  {
    file: 'so-2025-11_stackoverflow_54408912.html',
    site: 'stackoverflow',
    id: 54408912,
    title: 'how to decompose TypeScript "Discriminated Union" switch block and keep it exhaustive at the same time',
    tags: ['typescript', 'functional-programming', 'discriminated-union'],
    kinds: 'prose prose prose code',
  },
  {
    file: 'math-2026-03_math_2793701.html',
    site: 'math',
    id: 2793701,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the real title is TeX, not a template
    title: '${\\Lambda}_k(V)$ is spanned by a basis $\\mathcal{B}$',
    tags: ['linear-algebra', 'exterior-algebra'],
    kinds: 'prose prose prose prose',
  },
];

const NOT_QUESTION_PAGES: Array<{ file: string; reason: RegExp }> = [
  { file: 'so-2018-10_stackoverflow_home-list.html', reason: /not a question page.*"Home\/Index".*list of questions/ },
  { file: 'so-2013-04_stackoverflow_search-list.html', reason: /no question post on this page.*list of questions/ },
  { file: 'so-2023-10_stackoverflow_ask.html', reason: /not a question page.*"Questions\/Ask".*Ask Question page/ },
];

// happy-dom tries to load the saved pages' stylesheets and ad iframes; loading is disabled and each attempt is
// logged as an error. They are not the reader's business: stylesheet errors are silenced by a setting, and the
// (ad-zone) iframes are renamed to an inert element before parsing, which leaves the question markup untouched.
const happyDom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true;

function parseInBrowserDom(html: string): Document {
  return new DOMParser().parseFromString(html.replace(/<(\/?)iframe\b/gi, '<$1x-inert-iframe'), 'text/html');
}

/** Each saved page is parsed once per DOM (the big ones take a while under happy-dom). */
function memoized(read: (html: string) => PageReadResult): (html: string) => PageReadResult {
  const results = new Map<string, PageReadResult>();
  return (html) => {
    if (!results.has(html)) results.set(html, read(html));
    return results.get(html)!;
  };
}

const readers: Array<[string, (html: string) => PageReadResult]> = [
  ['linkedom', memoized((html) => readStackOverflowPageHtml(html))],
  ['browser DOMParser', memoized((html) => readStackOverflowPage(parseInBrowserDom(html)))],
];

function questionOf(result: PageReadResult): Question {
  if (!result.ok) throw new Error(`expected a question, got: ${result.reason}`);
  return result.question;
}

describe.each(readers)('readStackOverflowPage via %s', (_name, readPage) => {
  it.each(QUESTION_PAGES)('reads $file', (page) => {
    const question = questionOf(readPage(readFixture(`pages/${page.file}`)));
    expect(question).toMatchObject({ site: page.site, id: page.id, title: page.title, tags: page.tags, source: 'page' });
    expect(kinds(question)).toBe(page.kinds);
    expectConsistentOffsets(question);
  });

  it.each(NOT_QUESTION_PAGES)('refuses $file with a reason', ({ file, reason }) => {
    const result = readPage(readFixture(`pages/${file}`));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('skips MathJax output in the math.SE body (2026-03)', () => {
    const question = questionOf(readPage(readFixture('pages/math-2026-03_math_2793701.html')));
    expect(
      question.blocks[0].text.startsWith(
        'Let be a vector space over and let be the set of all the multilinear-alternating functions from to .',
      ),
    ).toBe(true);
    expect(question.text).not.toMatch(/MathJax|\\mathbb|<math|mathvariant/);
  });

  it('reads the 2025-11 code block through its code element (no toolbar text), with its lang-ts hint', () => {
    const question = questionOf(readPage(readFixture('pages/so-2025-11_stackoverflow_54408912.html')));
    const [code] = codeBlocks(question) as CodeBlock[];
    expect(code.lang).toBe('ts');
    expect(code.text.startsWith('interface Square {\n    kind: "square";\n    size: number;\n}\n')).toBe(true);
    expect(code.text).not.toContain('Copy');
  });

  it('reads the 2020-06 legacy post-text body with inline code and its code block', () => {
    const question = questionOf(readPage(readFixture('pages/so-2020-06_stackoverflow_59855666.html')));
    expect(question.blocks[1].kind === 'prose' && question.blocks[1].inlineCode.map((span) => span.text)).toEqual([
      'img.shape',
      '(650, 20000, 4)',
      '4',
    ]);
    expect(codeBlocks(question)[0].text.split('\n')[0]).toBe('def read_wav_data(filename):');
  });

  it('normalises the CRLF line ends of the 2022-12 saved page', () => {
    const question = questionOf(readPage(readFixture('pages/so-2022-12_stackoverflow_9688200.html')));
    expect(question.text).not.toContain('\r');
    expect(question.blocks[8].text).toBe('Update');
  });

  it('reads lang-none blocks and blockquoted errors of the 2022-04 page', () => {
    const question = questionOf(readPage(readFixture('pages/so-2022-04_stackoverflow_58211880.html')));
    expect(question.blocks[2]).toMatchObject({
      kind: 'quote',
      text: 'Uncaught SyntaxError: Cannot use import statement outside a module`',
    });
    expect(codeBlocks(question).map((block) => block.lang)).toEqual([null, null]);
    expect(codeBlocks(question)[1].text).toBe(
      'import { ms } from "./ms.js";\n\nimport Symbol from "./ms/symbol.js";\nms.Symbol = Symbol;\n\nexport { ms };',
    );
  });
});

describe('readStackOverflowPage edge cases', () => {
  it('falls back to the URL for the id and site when the page has no root id or canonical link', () => {
    const html =
      '<html><body><div class="question"><div class="postcell"><div class="s-prose js-post-body"><p>Body</p></div></div></div></body></html>';
    const result = readStackOverflowPageHtml(html, 'https://datascience.stackexchange.com/questions/123/some-slug');
    expect(result.ok && result.question).toMatchObject({
      site: 'datascience',
      id: 123,
      title: '',
      blocks: [{ kind: 'prose', text: 'Body' }],
    });
  });

  it('keeps a hostile title as literal text', () => {
    const html =
      '<div id="question-header"><h1 itemprop="name"><a class="question-hyperlink" href="/questions/1/x">&lt;img src=x onerror=alert(1)&gt;</a></h1></div>' +
      '<div id="question" data-questionid="1"><div class="s-prose js-post-body"><p>x</p></div></div>';
    expect(questionOf(readStackOverflowPageHtml(html)).title).toBe('<img src=x onerror=alert(1)>');
  });

  it('returns ok:false for an empty document', () => {
    expect(readStackOverflowPageHtml('')).toEqual({ ok: false, reason: 'no question post on this page' });
  });
});
