// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { CodeBlock, ImageBlock, ProseBlock, QuoteBlock } from '../../lib/question';
import { readStackOverflowBodyElement, readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { codeBlocks, expectConsistentOffsets, kinds, sampleRecord, sampleRecords } from './fixtures';

const read = (id: number) => readStackOverflowBodyHtml(sampleRecord(id).body_html, { id });

describe('readStackOverflowBodyHtml on real API bodies (so-pytorch-2020-sample.jsonl)', () => {
  it('keeps offsets consistent and never leaves empty prose, for every sample body', () => {
    for (const [id, record] of sampleRecords()) {
      const question = readStackOverflowBodyHtml(record.body_html, { id });
      expectConsistentOffsets(question);
      for (const block of question.blocks) if (block.kind !== 'code' && block.kind !== 'image') expect(block.text).not.toBe('');
    }
  });

  it('reads each code block byte-exact: the textContent a browser parser gives, minus one trailing newline', () => {
    // Oracle: the test environment's own HTML parser (happy-dom), independent of our tokenizer.
    for (const record of sampleRecords().values()) {
      const doc = new DOMParser().parseFromString(`<body>${record.body_html}</body>`, 'text/html');
      const expected = Array.from(doc.querySelectorAll('pre')).map((pre) => {
        const text = (pre.querySelector('code') ?? pre).textContent ?? '';
        return text.endsWith('\n') ? text.slice(0, -1) : text;
      });
      expect(codeBlocks(readStackOverflowBodyHtml(record.body_html)).map((block) => block.text)).toEqual(expected);
    }
  });

  it('61703398: a traceback in a lang-py block, with &lt; &gt; decoded', () => {
    const question = read(61703398);
    expect(kinds(question)).toBe('prose code prose code prose code prose code');
    const [traceback, , , last] = codeBlocks(question);
    expect(traceback.lang).toBe('py');
    expect(traceback.text.startsWith('Traceback (most recent call last):\n  File "<input>", line 1, in <module>\n')).toBe(true);
    expect(traceback.text.endsWith("\nAttributeError: 'Net' object has no attribute 'parameters'")).toBe(true);
    expect(last.text).toBe(
      'optimizer = optim.Adam(net.parameters(), lr=0.001) # tweaks the weights from what I understand\n' +
        'loss_function = nn.MSELoss() # gives the loss',
    );
  });

  it('62503769: keeps a whitespace-only line inside code, reads h2, blockquote and <br>', () => {
    const question = read(62503769);
    expect(kinds(question)).toBe('prose prose quote prose prose code');
    expect(question.blocks[0].text).toBe('Questions and Help');
    expect(question.blocks[2]).toMatchObject({ kind: 'quote', text: 'RuntimeError: _th_exp_out not supported on CUDAType for Long' });
    const prose = question.blocks[3] as ProseBlock;
    expect(prose.text.startsWith("I'm inputting matrices with the shape and dtype of [16, 2] and Long\nBud sadly")).toBe(true);
    expect(prose.inlineCode.map((span) => span.text)).toEqual(['[16, 2]', 'Long']);
    const [code] = codeBlocks(question);
    expect(code.lang).toBe('py');
    expect(code.text).toContain('    end_scores = torch.argmax(pred[1], dim=1)\n        \n    pred = torch.tensor(');
  });

  it('62067849: blockquoted error, list items as blocks with inline code, an ipython traceback with --->', () => {
    const question = read(62067849);
    expect(question.blocks[1]).toMatchObject({ kind: 'quote', text: 'RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR' });
    const item = question.blocks[5] as ProseBlock;
    expect(item.text).toBe('state passed into forward() has the shape (32, 20, 15), where 32 is the batch size');
    expect(item.inlineCode.map((span) => span.text)).toEqual(['state', 'forward()', '(32, 20, 15)', '32']);
    expect(item.inlineCode[1]).toMatchObject({ start: 18, end: 27 });
    const systemList = question.blocks.slice(16, 22).map((block) => block.text);
    expect(systemList).toEqual(['PyTorch 1.6.0.dev20200525', 'CUDA 10.2', 'cuDNN 7604', 'Python 3.8', 'Windows 10', 'nVidia 1080 GPU']);
    const traceback = codeBlocks(question)[2];
    expect(traceback.lang).toBeNull();
    expect(traceback.text.split('\n').slice(0, 5)).toEqual([
      'RuntimeError                              Traceback (most recent call last)',
      '<ipython-input-18-f5bbb4fdfda5> in <module>',
      '     57 ',
      '     58     while not done:',
      '---> 59         action = agent.choose_action(state)',
    ]);
  });

  it('61756557: images inside a paragraph come right after it, in order; their links keep the href', () => {
    const question = read(61756557);
    expect(kinds(question)).toBe('prose image image prose');
    const [first, second] = question.blocks.filter((block): block is ImageBlock => block.kind === 'image');
    expect(first).toMatchObject({ text: 'enter image description here', src: 'https://i.stack.imgur.com/6AlmN.png' });
    expect(second.src).toBe('https://i.stack.imgur.com/9TJ8m.png');
    const prose = question.blocks[0] as ProseBlock;
    expect(prose.text).toContain('add the code below. As you can see this below images');
    expect(prose.links.map((link) => [link.href, link.text])).toEqual([
      ['https://i.stack.imgur.com/6AlmN.png', ''],
      ['https://i.stack.imgur.com/9TJ8m.png', ''],
    ]);
    expect(question.blocks[3].text).toBe('Best regards, Mint');
  });

  it('62833204: an image-only paragraph becomes just an image block', () => {
    expect(kinds(read(62833204))).toBe('prose code image code image');
  });

  it('62907815: a table row per block, cells joined with " | ", <br> inside a cell kept', () => {
    const question = read(62907815);
    expect(kinds(question)).toBe('prose prose code prose prose prose');
    expect(question.blocks[3].text).toBe('Method 1 | Method 2');
    const row = question.blocks[4] as ProseBlock;
    expect(row.text).toBe('X.cuda() | device = torch.device("cuda:0")\nX = X.to(device)');
    expect(row.inlineCode.map((span) => span.text)).toEqual(['X.cuda()', 'device = torch.device("cuda:0")', 'X = X.to(device)']);
  });

  it('62466804: Stack Snippets inside <p> are code blocks with their lang-html hint', () => {
    const question = read(62466804);
    expect(kinds(question)).toBe('prose code prose code prose code prose code prose');
    expect(codeBlocks(question).map((block) => block.lang)).toEqual(['html', 'html', 'html', 'html']);
    expect(codeBlocks(question)[2].text.split('\n')[0]).toBe("<class 'torch.nn.parameter.Parameter'> torch.Size([2048, 1])");
  });

  it('63057577: lang-none means no hint, lang-cpp is kept; &lt; in C++ code decoded', () => {
    const question = read(63057577);
    expect(codeBlocks(question).map((block) => block.lang)).toEqual([null, 'cpp', 'cpp', 'cpp', 'cpp', null]);
    expect(codeBlocks(question)[2].text).toContain('        vector<vector<float> > vec_embed;\n');
    expect((question.blocks[0] as ProseBlock).inlineCode[0].text).toBe('torch::Embedding');
  });

  it('63006388: ol > li > p gives one block per item; links keep their visible text and href', () => {
    const question = read(63006388);
    expect(kinds(question)).toBe(
      'prose prose prose code quote prose code quote prose prose prose prose prose prose prose prose prose prose prose prose prose prose prose image prose',
    );
    const link = (question.blocks[1] as ProseBlock).links[0];
    expect(link.href).toBe(
      'https://github.com/udacity/deep-learning-v2-pytorch/blob/master/intro-to-pytorch/Part%201%20-%20Tensors%20in%20PyTorch%20(Exercises).ipynb',
    );
    expect(link.text).toBe(link.href);
    expect(question.blocks[18].text.startsWith('So the * means element-wise multiplication')).toBe(true);
    // `&amp;` inside an href attribute is decoded too.
    expect((question.blocks[24] as ProseBlock).links[0].href).toBe(
      'https://www.youtube.com/watch?time_continue=98&v=6Z7WntXays8&feature=emb_logo',
    );
  });

  it('62139949: <sub> and <br/> read as text and line breaks', () => {
    const question = read(62139949);
    expect(question.blocks[1].text.split('\n').slice(0, 3)).toEqual(['What I want:', 'A matrix =', '[a1,1, a1,2, , a1,3, ... , a1,m]']);
  });
});

describe('readStackOverflowBodyHtml on hand-written HTML', () => {
  const blocksOf = (html: string) => readStackOverflowBodyHtml(html).blocks;

  it('collapses whitespace in prose like a browser, never inside pre', () => {
    const [prose, code] = blocksOf('<p>  a \n\t b&nbsp;&nbsp;c  </p><pre><code>  x  \n\n\ty\n</code></pre>');
    expect(prose.text).toBe('a b c');
    expect(code.text).toBe('  x  \n\n\ty');
  });

  it('strips exactly one trailing newline from code, and the newline right after <pre> as browsers do', () => {
    expect(blocksOf('<pre><code>a\n\n</code></pre>')[0].text).toBe('a\n');
    expect(blocksOf('<pre>\nfirst\n</pre>')[0].text).toBe('first');
    expect(blocksOf('<pre class="default s-code-block"><code>a\r\nb\r\n</code></pre>')[0]).toMatchObject({ text: 'a\nb', lang: null });
  });

  it("takes lang from pre (or a renderer's code class), then an old language comment, ignoring highlight.js guesses", () => {
    const blocks = blocksOf(
      '<!-- language: lang-py --><pre><code>a</code></pre>' +
        '<pre><code>b</code></pre>' +
        '<!-- language-all: lang-js --><pre><code>c</code></pre><pre class="lang-none"><code>d</code></pre>' +
        '<pre class="lang-sh prettyprint-override"><code>e</code></pre><pre><code>f</code></pre>' +
        '<pre class="default s-code-block"><code class="hljs language-csharp">git push</code></pre>' +
        '<pre><code class="language-Python">g</code></pre>',
    ) as CodeBlock[];
    expect(blocks.map((block) => [block.text, block.lang])).toEqual([
      ['a', 'py'],
      ['b', null],
      ['c', 'js'],
      ['d', null],
      ['e', 'sh'],
      ['f', 'js'],
      ['git push', null],
      ['g', 'python'], // a markdown renderer's `language-x` (no `hljs`) is the block's own hint
    ]);
  });

  it('reads the 2025 page toolbar-in-pre markup through its code element only', () => {
    const html =
      '<pre class="lang-ts s-code-block"><div class="d-flex"><div class="fc-light">typescript</div>' +
      '<button class="js-copy-button"><svg><path d="M5 6"></path></svg>Copy</button></div>' +
      '<code class="hljs language-typescript"><span class="hljs-keyword">interface</span> Square {}\n</code></pre>';
    expect(blocksOf(html)).toEqual([{ kind: 'code', text: 'interface Square {}', lang: 'ts', start: 0, end: 19 }]);
  });

  it('records inline code and link spans with offsets into the collapsed text', () => {
    const [block] = blocksOf('<p>Call  <code>model.fit( x )</code> per <a href="https://x.org/a?b=1&amp;c=2">the <em>docs</em></a>.</p>');
    const prose = block as ProseBlock;
    expect(prose.text).toBe('Call model.fit( x ) per the docs.');
    expect(prose.inlineCode).toEqual([{ start: 5, end: 19, text: 'model.fit( x )' }]);
    expect(prose.links).toEqual([{ start: 24, end: 32, text: 'the docs', href: 'https://x.org/a?b=1&c=2' }]);
  });

  it('makes a blockquote one quote block; code inside it splits the quote in document order', () => {
    const blocks = blocksOf(
      '<blockquote><p>Error: <code>x</code> failed</p><p>second line</p><pre><code>trace</code></pre><p>after</p></blockquote>',
    );
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['quote', 'Error: x failed\nsecond line'],
      ['code', 'trace'],
      ['quote', 'after'],
    ]);
    expect((blocks[0] as QuoteBlock).inlineCode).toEqual([{ start: 7, end: 8, text: 'x' }]);
  });

  it('gives nested list items their own blocks and drops empty ones', () => {
    const blocks = blocksOf('<ul><li>one<ul><li>two</li><li> </li></ul></li><li><p>three</p></li></ul><p></p><hr>');
    expect(blocks.map((block) => block.text)).toEqual(['one', 'two', 'three']);
  });

  it('makes bare top-level text a prose block', () => {
    expect(blocksOf('just text <b>bold</b><p>para</p>tail').map((block) => block.text)).toEqual(['just text bold', 'para', 'tail']);
  });

  it('decodes numeric and named entities, leaving unknown names as written', () => {
    const [block] = blocksOf('<p>&#39;&#x27;&quot;&amp;lt; &hellip; &mdash; &copy; &bogusentity; &#0; &#150; &lbrack;1&rbrack;</p>');
    expect(block.text).toBe("''\"&lt; … — © &bogusentity; \ufffd – [1]");
  });

  it('reads a legacy name before other letters as a browser does (`&not` is one, so `&notarealentity;` is not literal)', () => {
    const [block] = blocksOf('<p>&notarealentity; &notin;</p>');
    expect(block.text).toBe(new DOMParser().parseFromString('<p>&notarealentity; &notin;</p>', 'text/html').body.textContent);
    expect(block.text).toBe('¬arealentity; ∉');
  });

  it('skips comments, scripts, styles and MathJax renderings, keeping the text around them', () => {
    const html =
      '<p>Let <span class="MathJax_Preview"></span><span class="MathJax" id="MathJax-Element-4-Frame">' +
      '<nobr aria-hidden="true"><span class="math">V</span></nobr><span class="MJX_Assistive_MathML"><math><mi>V</mi></math></span>' +
      '</span><script type="math/tex" id="MathJax-Element-4">V</script> be a space.</p>' +
      '<div class="MathJax_Display"><span>display</span></div><script type="math/tex; mode=display">\\sum</script>' +
      '<style>p { color: red }</style><script>alert(1)</script><!-- <p>hidden</p> --><p>end</p>';
    expect(blocksOf(html).map((block) => block.text)).toEqual(['Let be a space.', 'end']);
  });

  it('never throws on malformed HTML and still returns a Question', () => {
    const inputs = [
      '<div><p>unclosed <b>bold <i>italic</div></div></div><p>next',
      '</div></span><p>stray end tags</p></p></li>',
      '<pre><code>no close\n  if a < b:\n    pass',
      '<p>a <a href="x">link <a href="y">nested</a></p><img src=x alt="no close',
      '<p>text <',
      '<<<>>> &#xFFFFFFFF; &#99999999999; <!-- unterminated comment',
      '<table><td>cell without row<tr><td>a<td>b</table>',
      '<script>never closed',
      `<${'b>'.repeat(5000)}deep`,
      '<p __proto__="x" constructor="y" class="z">prototype-named attributes</p>',
      `${'<a '.repeat(20000)}no closing bracket anywhere`,
    ];
    for (const html of inputs) {
      const question = readStackOverflowBodyHtml(html);
      expect(question.source).toBe('html');
      expectConsistentOffsets(question);
    }
    expect(readStackOverflowBodyHtml(inputs[2]).blocks[0]).toMatchObject({ kind: 'code', text: 'no close\n  if a < b:\n    pass' });
    expect(readStackOverflowBodyHtml(inputs[0]).blocks.map((block) => block.text)).toEqual(['unclosed bold italic', 'next']);
    expect(readStackOverflowBodyHtml(inputs[6]).blocks.map((block) => block.text)).toEqual(['cell without row', 'a | b']);
  });

  it('keeps a hostile title as literal text (titles are never parsed as HTML)', () => {
    const question = readStackOverflowBodyHtml('<p>x</p>', { title: '<img src=x onerror=alert(1)>' });
    expect(question.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads an element through its innerHTML with the same result (one code path)', () => {
    const record = sampleRecord(62067849);
    const container = document.createElement('div');
    container.innerHTML = record.body_html;
    const fromElement = readStackOverflowBodyElement(container, { id: record.question_id, source: 'page' });
    const fromHtml = readStackOverflowBodyHtml(record.body_html, { id: record.question_id, source: 'page' });
    expect(fromElement).toEqual(fromHtml);
  });

  it('fills meta defaults', () => {
    expect(readStackOverflowBodyHtml('')).toEqual({ site: '', id: null, title: '', tags: [], blocks: [], text: '', source: 'html' });
  });
});
