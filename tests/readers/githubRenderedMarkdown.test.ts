// The rendered-body → markdown step of the GitHub page reader (lib/readers/githubRenderedMarkdown.ts) on a
// SYNTHESIZED body (no saved GitHub page has a quote, <details> or an image in its issue body): the markup is
// GitHub's as on the saved 2026-03 page (`div.highlight-source-*` > `pre.notranslate`, `p dir=auto`, `<br>` for a
// soft break); the Question kinds come from the same markdown reader the API path uses.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderedBodyToMarkdown, renderedCodeLanguage } from '../../lib/readers/githubRenderedMarkdown';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { kinds } from './fixtures';

const SYNTH_BODY = `<div class="markdown-body">
<div class="markdown-heading" dir="auto"><h3 class="heading-element" dir="auto">Describe the bug</h3><a id="x" class="anchor" href="#describe-the-bug"><svg class="octicon"></svg></a></div>
<p dir="auto">Loss is <code class="notranslate">nan</code> after<br>
epoch 2, see <a href="https://example.org/log">the log</a>.</p>
<blockquote><p dir="auto">RuntimeError: CUDA out of memory</p></blockquote>
<div class="highlight highlight-source-python notranslate position-relative overflow-auto" dir="auto"><pre class="notranslate">import torch
x = torch.ones(2)</pre><div class="zeroclipboard-container"><clipboard-copy aria-label="Copy">copy</clipboard-copy></div></div>
<details><summary>Full traceback</summary>
<pre class="notranslate"><code class="notranslate">Traceback (most recent call last):
  File "a.py", line 1</code></pre>
</details>
<p dir="auto"><a href="https://user-images.githubusercontent.com/1/plot.png"><img src="https://user-images.githubusercontent.com/1/plot.png" alt="plot"></a></p>
<ul dir="auto"><li>PyTorch version: 2.1</li><li>OS: Ubuntu</li></ul>
</div>`;

const body = () => parseHTML(`<html><body>${SYNTH_BODY}</body></html>`).document.querySelector('.markdown-body') as unknown as Element;

describe('renderedBodyToMarkdown (synthesized body)', () => {
  it('writes headings, soft breaks, code spans, links, quotes, fences, details, images and lists as markdown', () => {
    expect(renderedBodyToMarkdown(body())).toBe(
      [
        '### Describe the bug',
        'Loss is `nan` after\nepoch 2, see [the log](https://example.org/log).',
        '> RuntimeError: CUDA out of memory',
        '```python\nimport torch\nx = torch.ones(2)\n```',
        '<details>\n<summary>Full traceback</summary>\n\n```\nTraceback (most recent call last):\n  File "a.py", line 1\n```\n\n</details>',
        // GitHub's link around every image is not the asker's: the markdown has the image alone.
        '![plot](https://user-images.githubusercontent.com/1/plot.png)',
        '- PyTorch version: 2.1\n- OS: Ubuntu',
      ].join('\n\n'),
    );
  });

  it('gives the markdown reader every block kind with the code languages GitHub rendered', () => {
    const q = readStackOverflowMarkdown(renderedBodyToMarkdown(body()));
    const shown = q.blocks.map((b) => (b.kind === 'code' ? `code:${b.lang}` : b.kind));
    expect(shown).toEqual(expect.arrayContaining(['code:python', 'code:null', 'quote', 'image']));
    expect(kinds(q).startsWith('prose prose quote code')).toBe(true);
    expect(q.text).toContain('Traceback (most recent call last)');
  });
});

describe('renderedCodeLanguage', () => {
  const pre = (html: string) => parseHTML(`<html><body>${html}</body></html>`).document.querySelector('pre') as unknown as Element;
  it.each([
    ['<div class="highlight highlight-source-python"><pre>x</pre></div>', 'python'],
    ['<div class="highlight highlight-source-css-less position-relative"><pre>x</pre></div>', 'css-less'],
    ['<div class="highlight highlight-text-html-basic"><pre>x</pre></div>', 'html'],
    ['<pre lang="Python"><code>x</code></pre>', 'python'],
    ['<pre class="notranslate"><code>x</code></pre>', ''],
  ])('%s → %j', (html, lang) => expect(renderedCodeLanguage(pre(html))).toBe(lang));
});

describe('renderedBodyToMarkdown: what GitHub adds to the markdown (synthesized, markup of the saved pages)', () => {
  const md = (html: string) =>
    renderedBodyToMarkdown(
      parseHTML(`<html><body><div class="markdown-body">${html}</div></body></html>`).document.querySelector(
        '.markdown-body',
      ) as unknown as Element,
    );

  it('writes mentions and issue references as the plain text the asker wrote', () => {
    const html =
      '<p dir="auto">see <a class="issue-link js-issue-link" data-hovercard-type="issue" href="https://github.com/a/b/issues/12">#12</a>, ' +
      '<a class="user-mention notranslate" data-hovercard-type="user" href="https://github.com/octo">@octo</a></p>';
    expect(md(html)).toBe('see #12, @octo');
  });

  it("gives a camo-proxied image the asker's URL (data-canonical-src), without GitHub's link around it", () => {
    const camo = 'https://camo.githubusercontent.com/abc/68747470';
    const html = `<p dir="auto"><a target="_blank" rel="noopener noreferrer nofollow" href="${camo}"><img src="${camo}" data-canonical-src="https://example.org/plot.png" alt="plot" style="max-width: 100%;"></a></p>`;
    expect(md(html)).toBe('![plot](https://example.org/plot.png)');
  });

  it('keeps a link around an image that points elsewhere', () => {
    const html = '<p dir="auto"><a href="https://example.org/run"><img src="https://example.org/plot.png" alt="plot"></a></p>';
    expect(md(html)).toBe('[![plot](https://example.org/plot.png)](https://example.org/run)');
  });

  it('writes emphasis as inline <em>, so the TF template instruction is recognised as on the API path', () => {
    expect(md('<p dir="auto"><em>Please make sure that this is a bug.</em> Mine.</p>')).toBe(
      '<em>Please make sure that this is a bug.</em> Mine.',
    );
  });

  it('keeps the trailing blank line of a highlighted block, and drops the last newline cmark puts in pre > code', () => {
    const highlighted = '<div class="highlight highlight-source-python notranslate"><pre class="notranslate">x = 1\n</pre></div>';
    expect(md(highlighted)).toBe('```python\nx = 1\n\n```');
    expect(md('<div class="snippet-clipboard-content"><pre class="notranslate"><code>x = 1\n\n</code></pre></div>')).toBe(
      '```\nx = 1\n\n```',
    );
  });
});
