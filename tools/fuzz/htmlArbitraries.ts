// The fast-check generators of HTML-ish bodies: a small grammar of Stack Overflow's rendered markup, broken on purpose now
// and then, and a GitHub issue page around a body. Shared by the property tests (tests/engine/properties.test.ts, a fixed seed in `npm test`) and the fuzz script
// (./fuzz.ts, `npm run fuzz`).
import fc from 'fast-check';
import { pyCode, pyLine } from './pythonArbitraries';
import { noise, prose } from './textArbitraries';

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ENTITIES = [
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&#39;',
  '&nbsp;',
  '&#x1F600;',
  '&#128512;',
  '&#0;',
  '&#x110000;',
  '&#99999999;',
  '&bogus;',
  '&',
  '&#',
  '&#x;',
  '&amp',
];

export const inlineHtml = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: prose.map(escapeHtml) },
      { weight: 2, arbitrary: pyLine.map((l) => `<code>${escapeHtml(l)}</code>`) },
      { weight: 1, arbitrary: fc.constantFrom(...ENTITIES) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(prose, fc.constantFrom('https://example.com/x?a=1&amp;b=2', 'https://colab.research.google.com/drive/1abc', '#', ''))
          .map(([t, href]) => `<a href="${href}">${escapeHtml(t)}</a>`),
      },
      { weight: 1, arbitrary: prose.map((t) => `<strong>${escapeHtml(t)}</strong>`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '<br>',
          '<br/>',
          '<em>',
          '</em>',
          '<b>',
          '</i>',
          '<kbd>Ctrl</kbd>',
          '<sup>2</sup>',
          '<',
          '>',
          '<a href="',
        ),
      },
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(' '));

export const htmlBlock = fc.oneof(
  { weight: 5, arbitrary: inlineHtml.map((t) => `<p>${t}</p>`) },
  { weight: 4, arbitrary: pyCode.map((c) => `<pre><code class="lang-py">${escapeHtml(c)}\n</code></pre>`) },
  {
    weight: 2,
    arbitrary: pyCode.map((c) => `<pre class="lang-python s-code-block"><code class="hljs language-python">${escapeHtml(c)}</code></pre>`),
  },
  { weight: 2, arbitrary: pyCode.map((c) => `<pre><code>${escapeHtml(c)}</code></pre>`) },
  { weight: 1, arbitrary: pyCode.map((c) => `<pre><code>${c}</code></pre>`) }, // raw, unescaped < and & inside code
  { weight: 1, arbitrary: pyCode.map((c) => `<!-- language: lang-py -->\n<pre><code>${escapeHtml(c)}</code></pre>`) },
  { weight: 2, arbitrary: fc.oneof(inlineHtml, pyCode.map(escapeHtml)).map((t) => `<blockquote><p>${t}</p></blockquote>`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(prose, fc.constantFrom('https://i.sstatic.net/abc.png', '', 'javascript:alert(1)', 'data:image/png;base64,xx'))
      .map(([alt, src]) => `<img src="${src}" alt="${escapeHtml(alt)}">`),
  },
  { weight: 1, arbitrary: fc.array(inlineHtml, { maxLength: 4 }).map((items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`) },
  { weight: 1, arbitrary: fc.array(inlineHtml, { maxLength: 4 }).map((items) => `<ol><li>${items.join('<li>')}</ol>`) },
  { weight: 1, arbitrary: inlineHtml.map((t) => `<h2>${t}</h2>`) },
  { weight: 1, arbitrary: fc.tuple(inlineHtml, inlineHtml).map(([a, b]) => `<table><tr><th>${a}</th></tr><tr><td>${b}</td></tr></table>`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '<p>',
      '</p>',
      '<pre><code>',
      '</code></pre>',
      '<pre>',
      '<code>',
      '<div class="snippet">',
      '</div>',
      '<hr>',
      '<hr/>',
      '<script>alert(1)</script>',
      '<style>p{}</style>',
      '<!-- comment',
      '-->',
      '<![CDATA[x]]>',
      '<svg><text>x</text></svg>',
      '<p class="d-none">hidden</p>',
      '<textarea>x</textarea>',
      '<',
      '</',
      '<p',
      '<img',
      '<blockquote>',
      '<br>',
    ),
  },
  { weight: 1, arbitrary: noise(120) },
);
export const htmlBody = fc
  .array(htmlBlock, { maxLength: 14 })
  .chain((blocks) => fc.constantFrom('\n', '', '\n\n').map((sep) => blocks.join(sep)));

/**
 * A SYNTHESIZED React-viewer GitHub issue page around an arbitrary rendered body: only the data-testid slots
 * readGitHubIssuePage reads (lib/site/githubIssueSelectors.ts), the title escaped as the page would show it.
 */
export function synthGitHubIssuePageHtml(body: string, title: string): string {
  return (
    `<!doctype html><html><head><link rel="canonical" href="https://github.com/tensorflow/tensorflow/issues/7"></head><body>` +
    `<div data-testid="issue-viewer-issue-container"><bdi data-testid="issue-title">${escapeHtml(title)}</bdi>` +
    `<div data-testid="issue-body-viewer"><div data-testid="markdown-body" class="markdown-body">${body}</div></div></div></body></html>`
  );
}
