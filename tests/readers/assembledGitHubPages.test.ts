// The assembled GitHub issue pages (tests/fixtures/pages/PROVENANCE.md): real TensorFlow records placed into the
// saved 2026-03 React viewer page by tools/fixtures/assembleGitHubIssuePage.ts, their markdown rendered as GitHub
// renders it (tools/fixtures/githubMarkdownHtml.ts). The markdown inputs below are SYNTHESIZED, one per construct
// the 77 records use (and a few more); the expected markup is GitHub's as the saved GitHub pages show it.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { renderedBodyToMarkdown } from '../../lib/readers/githubRenderedMarkdown';
import {
  ASSEMBLED_GITHUB_ISSUES,
  assembledGitHubFileName,
  assembleGitHubIssuePage,
  GITHUB_HOST_PAGE,
} from '../../tools/fixtures/assembleGitHubIssuePage';
import { sanitizeHtml } from '../../tools/fixtures/githubHtmlParts';
import { renderGitHubMarkdown } from '../../tools/fixtures/githubMarkdownHtml';
import { readFixture } from './fixtures';
import { tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const records = new Map(tensorflowIssues.map((record) => [record.number, record]));

describe.each(ASSEMBLED_GITHUB_ISSUES)('assembled_github-2026-03-host_tf-%i.html', (n) => {
  const html = readFixture(`pages/${assembledGitHubFileName(n)}`);
  const record = records.get(n)!;

  it('is exactly what assembleGitHubIssuePage makes of the host page and the record (`npm run fixtures:github`)', () => {
    expect(assembleGitHubIssuePage(readFixture(`pages/${GITHUB_HOST_PAGE}`), record) === html).toBe(true);
  });

  it("has the record's title, labels and URL, and none of the host issue's", () => {
    const { document } = parseHTML(html);
    expect(document.querySelector('bdi[data-testid=issue-title]')?.textContent).toBe(record.title);
    expect(Array.from(document.querySelectorAll('[data-testid=issue-labels] a'), (a) => a.textContent)).toEqual(record.labels);
    expect(html).not.toContain('https://github.com/rollup/plugins/issues/1772');
    expect(html).toContain(record.html_url);
  });
});

const render = (markdown: string) => renderGitHubMarkdown(markdown, { repository: 'tensorflow/tensorflow' });
/** The rendered HTML without the copy buttons (their markup is the saved page's, checked once below). */
const bare = (markdown: string) =>
  render(markdown).replace(/<div class="zeroclipboard-container[\s\S]*?<\/clipboard-copy>\n {2}<\/div>/g, '');

describe('renderGitHubMarkdown: code blocks', () => {
  it('a fence GitHub highlights: div.highlight-source-<scope> > pre, no last newline; CRLF read as LF', () => {
    expect(bare('```python\r\nx = 1\r\n```')).toBe(
      '<div class="highlight highlight-source-python notranslate position-relative overflow-auto" dir="auto"><pre class="notranslate">x = 1</pre></div>',
    );
    expect(bare('~~~py\nx = 1\n\n~~~')).toContain('<pre class="notranslate">x = 1\n</pre>');
    expect(bare('```bash\nls\n```')).toContain('highlight-source-shell');
  });

  it('no language, indented code, an unknown word: pre > code with the last newline, pre[lang] for the word', () => {
    const plain =
      '<div class="snippet-clipboard-content notranslate position-relative overflow-auto"><pre class="notranslate"><code class="notranslate">a &lt;b&gt;\n</code></pre></div>';
    expect(bare('```\na <b>\n```')).toBe(plain);
    expect(bare('    a <b>')).toBe(plain);
    expect(bare('```log\nE\n```')).toContain('<pre lang="log" class="notranslate"><code class="notranslate">E\n</code>');
  });

  it("each block ends with the page's copy button, its value the code", () => {
    expect(render('```\nx = "1"\n```')).toContain(
      '<clipboard-copy aria-label="Copy" class="ClipboardButton btn js-clipboard-copy m-2 p-0"',
    );
    expect(render('```\nx = "1"\n```')).toContain('value="x = &quot;1&quot;"');
  });
});

describe('renderGitHubMarkdown: text blocks', () => {
  it('paragraphs with <br> for each soft break, headings (ATX and setext), bold, code spans', () => {
    expect(render('**System information**\nline two  \n# Title #\nSetext\n---')).toBe(
      '<p dir="auto"><strong>System information</strong><br>\nline two</p>\n<h1 dir="auto">Title</h1>\n<h2 dir="auto">Setext</h2>',
    );
    expect(render('a `x < y` b')).toBe('<p dir="auto">a <code class="notranslate">x &lt; y</code> b</p>');
  });

  it('tight lists inline, loose ones in <p>, ordered lists with their start, quotes, rules', () => {
    expect(render('- a\n- b')).toBe('<ul dir="auto">\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(render('- a\n\n- b')).toBe('<ul dir="auto">\n<li>\n<p dir="auto">a</p>\n</li>\n<li>\n<p dir="auto">b</p>\n</li>\n</ul>');
    expect(render('3. c')).toBe('<ol start="3" dir="auto">\n<li>c</li>\n</ol>');
    expect(render('> q\n> r\n\n***')).toBe('<blockquote>\n<p dir="auto">q<br>\nr</p>\n</blockquote>\n<hr>');
  });

  it('tables and task lists as GitHub marks them up', () => {
    expect(render('| a |\n|---|\n| 1 |')).toBe(
      '<markdown-accessiblity-table><table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table></markdown-accessiblity-table>',
    );
    expect(render('- [x] done')).toContain(
      '<li class="task-list-item"><input type="checkbox" id="" disabled="" class="task-list-item-checkbox" checked=""> done</li>',
    );
  });

  it('<details> stays, with markdown inside it rendered', () => {
    expect(bare('<details>\n<summary>Log</summary>\n\n```\ntrace\n```\n\n</details>')).toBe(
      '<details>\n<summary>Log</summary>\n<div class="snippet-clipboard-content notranslate position-relative overflow-auto"><pre class="notranslate"><code class="notranslate">trace\n</code></pre></div>\n</details>',
    );
  });
});

describe('renderGitHubMarkdown: links, images, references and raw HTML', () => {
  it('links, bare URLs (not inside a link), emails; images in a link to themselves', () => {
    expect(render('[doc http://a.org](http://b.org) www.c.org d@e.org')).toBe(
      '<p dir="auto"><a href="http://b.org" rel="nofollow">doc http://a.org</a> <a href="http://www.c.org" rel="nofollow">www.c.org</a> <a href="mailto:d@e.org" rel="nofollow">d@e.org</a></p>',
    );
    expect(render('![plot](https://user-images.githubusercontent.com/1/p.png)')).toBe(
      '<p dir="auto"><a target="_blank" rel="noopener noreferrer nofollow" href="https://user-images.githubusercontent.com/1/p.png"><img src="https://user-images.githubusercontent.com/1/p.png" alt="plot" style="max-width: 100%;"></a></p>',
    );
  });

  it('@mentions and #references as GitHub links them; not @tf.function, an email or code', () => {
    const html = render('cc @octo-cat, see #12 and x/y#3; @tf.function a@b.org `#4`');
    expect(html).toContain('href="https://github.com/octo-cat">@octo-cat</a>');
    expect(html).toContain('href="https://github.com/tensorflow/tensorflow/issues/12">#12</a>');
    expect(html).toContain('href="https://github.com/x/y/issues/3">x/y#3</a>');
    expect(html).toContain('; @tf.function');
    expect(html).not.toContain('users/b');
    expect(html).toContain('<code class="notranslate">#4</code>');
  });

  it('raw HTML through the sanitizer: allowed tags and attributes kept, others and comments dropped', () => {
    expect(render('<em>Please</em> <unknown> <!-- c --> x')).toBe('<p dir="auto"><em>Please</em>   x</p>');
    expect(sanitizeHtml('<img src="a.png" onerror="x()"><a href="javascript:x()">y</a><script>z</script>')).toBe(
      '<img src="a.png"><a>y</a>z',
    );
  });
});

describe('the page reader gives back the markdown the renderer was given (round trip)', () => {
  it.each([
    ['prose and bold', '**Describe the current behavior**\nloss is nan'],
    ['a list', '- TensorFlow version: 2.3.0\n- Python version: 3.7'],
    ['python code', '```python\nimport tensorflow as tf\n```'],
    ['plain code', '```\nTraceback (most recent call last):\n```'],
    ['mentions and references', '@octo see #12'],
  ])('%s', (_what, markdown) => {
    const { document } = parseHTML(`<html><body><div class="markdown-body">${render(markdown)}</div></body></html>`);
    expect(renderedBodyToMarkdown(document.querySelector('.markdown-body') as unknown as Element)).toBe(markdown);
  });
});
