import { describe, expect, it } from 'vitest';
import type { Block, CodeBlock, ProseBlock } from '../../lib/question';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { codeBlocks, expectConsistentOffsets, kinds, readFixture } from './fixtures';

const withoutOffsets = (blocks: Block[]) => blocks.map(({ start: _start, end: _end, ...rest }) => rest);
const blocksOf = (markdown: string) => readStackOverflowMarkdown(markdown).blocks;

describe('readStackOverflowMarkdown vs readStackOverflowBodyHtml on the same post', () => {
  // synth-md-post.md and the HTML SO's CommonMark renderer gives for it (synth-md-post.html, page markup).
  const fromMarkdown = readStackOverflowMarkdown(readFixture('synth-md-post.md'));
  const fromHtml = readStackOverflowBodyHtml(readFixture('synth-md-post.html'));

  it('gives the same block kinds and code texts', () => {
    expect(kinds(fromMarkdown)).toBe(kinds(fromHtml));
    expect(codeBlocks(fromMarkdown).map((block) => block.text)).toEqual(codeBlocks(fromHtml).map((block) => block.text));
    expect(codeBlocks(fromMarkdown).map((block) => block.lang)).toEqual(['python', null, 'sh']);
  });

  it('gives the same blocks altogether: texts, spans, links, images', () => {
    expect(withoutOffsets(fromMarkdown.blocks)).toEqual(withoutOffsets(fromHtml.blocks));
    expect(fromMarkdown.text).toBe(fromHtml.text);
    expectConsistentOffsets(fromMarkdown);
  });

  it('reads the post as expected', () => {
    expect(kinds(fromMarkdown)).toBe('prose prose code prose code quote prose prose prose prose prose image code prose prose prose prose');
    expect(codeBlocks(fromMarkdown)[0].text).toBe(
      'import torch\nimport torch.nn as nn\n\nclass Net(nn.Module):\n    def forward(self, x):\n' +
        '        if x.size(0) < 2:  # "edge" case & more\n            return x\n\n        return self.fc(x)',
    );
    expect(fromMarkdown.blocks[5]).toMatchObject({
      kind: 'quote',
      text: 'RuntimeError: CUDA error: device-side assert triggered\nCUDA kernel errors might be asynchronously reported.',
    });
    expect(fromMarkdown.blocks[11]).toMatchObject({
      kind: 'image',
      text: 'enter image description here',
      src: 'https://i.sstatic.net/AbCdE.png',
    });
    expect((fromMarkdown.blocks[1] as ProseBlock).links[0]).toMatchObject({
      text: 'PyTorch tutorial',
      href: 'https://pytorch.org/tutorials/beginner/blitz/cifar10_tutorial.html',
    });
    expect(fromMarkdown.blocks[16].text).toBe('Press Ctrl+C to stop; a < b holds.');
    expect(fromMarkdown.source).toBe('markdown');
  });
});

describe('readStackOverflowMarkdown details', () => {
  it('normalises fence info strings to what the fence says, lowercased', () => {
    const langs = codeBlocks(
      readStackOverflowMarkdown('```Python\na\n```\n\n```py title="x"\nb\n```\n\n```lang-py\nc\n```\n\n```\nd\n```\n\n~~~none\ne\n~~~\n'),
    ).map((block) => block.lang);
    expect(langs).toEqual(['python', 'py', 'py', null, null]);
  });

  it('keeps code byte-exact: indentation, blank lines, entities and backslashes stay as typed', () => {
    const [fenced, indented] = blocksOf('```\n  two spaces\n\n\ttab &lt; \\* <b>\n```\n\n    indented\n\n      deeper\n') as CodeBlock[];
    expect(fenced.text).toBe('  two spaces\n\n\ttab &lt; \\* <b>');
    expect(indented).toMatchObject({ kind: 'code', text: 'indented\n\n  deeper', lang: null });
  });

  it('removes a fence’s own indentation from its lines (CommonMark), not the container’s', () => {
    expect(blocksOf('   ```\n   a\n     b\n  c\n```\n')[0].text).toBe('a\n  b\nc');
    expect(blocksOf('1. item\n\n   ```py\n   x = 1\n\n     y = 2\n   ```\n')[1]).toMatchObject({ text: 'x = 1\n\n  y = 2', lang: 'py' });
    expect(blocksOf('> ```\n> quoted\n>   more\n> ```\n')[0].text).toBe('quoted\n  more');
  });

  it('applies old <!-- language: … --> comments to the next block, language-all to all later ones', () => {
    const markdown =
      '<!-- language: lang-py -->\n\n    a = 1\n\nText.\n\n    plain\n\n' +
      '<!-- language-all: lang-js -->\n\n    var b;\n\n```\nfenced\n```\n\n```sh\nls\n```\n';
    expect(codeBlocks(readStackOverflowMarkdown(markdown)).map((block) => [block.text, block.lang])).toEqual([
      ['a = 1', 'py'],
      ['plain', null],
      ['var b;', 'js'],
      ['fenced', 'js'],
      ['ls', 'sh'],
    ]);
  });

  it('splits a blockquote around the code inside it, like the HTML reader', () => {
    const markdown = '> Error:\n> `x` failed\n>\n> ```\n> trace\n> ```\n> after\n';
    const html = '<blockquote><p>Error:\n<code>x</code> failed</p><pre><code>trace\n</code></pre><p>after</p></blockquote>';
    expect(withoutOffsets(blocksOf(markdown))).toEqual(withoutOffsets(readStackOverflowBodyHtml(html).blocks));
    expect(blocksOf(markdown).map((block) => [block.kind, block.text])).toEqual([
      ['quote', 'Error: x failed'],
      ['code', 'trace'],
      ['quote', 'after'],
    ]);
  });

  it('resolves reference links and images; an undefined reference stays literal text', () => {
    const blocks = blocksOf(
      'See [the docs][Docs], [this](<https://a.b/c d>) and [missing][9].\n\n![shot][1]\n\n[docs]: https://docs.x\n[1]: https://i.sstatic.net/1.png\n',
    );
    const prose = blocks[0] as ProseBlock;
    expect(prose.text).toBe('See the docs, this and [missing][9].');
    expect(prose.links.map((link) => [link.text, link.href])).toEqual([
      ['the docs', 'https://docs.x'],
      ['this', 'https://a.b/c d'],
    ]);
    expect(blocks[1]).toMatchObject({ kind: 'image', text: 'shot', src: 'https://i.sstatic.net/1.png' });
  });

  it('takes an image alt as plain text: emphasis marks dropped, underscores in words kept', () => {
    expect(blocksOf('![my_model *loss* \\[log\\]](https://i.sstatic.net/a.png)')[0]).toMatchObject({
      kind: 'image',
      text: 'my_model loss [log]',
    });
  });

  it('renders what SO renders: strikethrough as text, task-list brackets as literal text', () => {
    expect(blocksOf('~~old~~ new\n\n- [ ] todo')[0].text).toBe('old new');
    expect(blocksOf('~~old~~ new\n\n- [ ] todo')[1].text).toBe('[ ] todo');
  });

  it('reads hard breaks, escapes, entities, autolinks and inline HTML', () => {
    const [block] = blocksOf('a  \nb\\\nc \\*not em\\* &copy; <https://x.y> https://z.w/p <code>ic</code> <a href="h">ah</a> <br> d');
    const prose = block as ProseBlock;
    expect(prose.text).toBe('a\nb\nc *not em* © https://x.y https://z.w/p ic ah\nd');
    expect(prose.inlineCode.map((span) => span.text)).toEqual(['ic']);
    expect(prose.links.map((link) => [link.text, link.href])).toEqual([
      ['https://x.y', 'https://x.y'],
      ['https://z.w/p', 'https://z.w/p'],
      ['ah', 'h'],
    ]);
  });

  it('reads raw HTML blocks with the HTML reader (tags stripped, pre kept as code)', () => {
    const blocks = blocksOf('<div>\n<b>bold</b> text\n</div>\n\n<pre><code>x &lt; y\n</code></pre>\n');
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['prose', 'bold text'],
      ['code', 'x < y'],
    ]);
  });

  it('never throws on odd input and keeps offsets consistent', () => {
    const inputs = [
      '',
      '```',
      `${'> '.repeat(2000)}deep`,
      `${'- '.repeat(500)}x`,
      '[a]: <',
      '<pre>',
      `\`${'x'.repeat(1000)}`,
      '\r\n\r\n#\r\n',
    ];
    for (const markdown of inputs) expectConsistentOffsets(readStackOverflowMarkdown(markdown));
  });

  it('reads quotes and lists nested past 100 levels as their text, and the blocks after them as ever (synth-quote-run-then-code)', () => {
    // The parser opens no container past 100 levels (hostile review 2026-12-04: `>` × 29,000 then a code block);
    // the reader read anything deeper as text before it did, and still does.
    const quoted = blocksOf(`${'>'.repeat(300)}\n\`\`\`python\nx = 1\n\`\`\`\n`);
    expect(quoted.map((block) => [block.kind, block.text])).toEqual([
      ['quote', '>'.repeat(200)],
      ['code', 'x = 1'],
    ]);
    const listed = blocksOf(`${'- '.repeat(300)}x\n\nafter`);
    expect(listed.map((block) => [block.kind, block.text])).toEqual([
      ['prose', `${'- '.repeat(250)}x`],
      ['prose', 'after'],
    ]);
  });

  it('keeps a hostile title literal', () => {
    expect(readStackOverflowMarkdown('x', { title: '<img src=x onerror=alert(1)>' }).title).toBe('<img src=x onerror=alert(1)>');
  });
});
