// The generators of arbitrary question input (fast-check arbitraries): HTML-ish bodies, markdown drafts, Python-ish
// code with tracebacks and notebook magics, prose, titles, tags, random unicode. Shared by the property tests
// (tests/engine/properties.test.ts, a fixed seed in `npm test`) and the fuzz script (./fuzz.ts, `npm run fuzz`).
import fc from 'fast-check';

// ---------------------------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------------------------

/** Lines a DL question's code, output or traceback really contains, plus the odd broken one. */
const PY_LINES = [
  'import torch',
  'import torch.nn as nn',
  'import torch.nn.functional as F',
  'import numpy as np',
  'import tensorflow as tf',
  'from tensorflow import keras',
  'from tensorflow.keras import layers',
  'from keras.models import Sequential',
  'from keras.layers import Dense, Conv2D',
  'from torch.utils.data import DataLoader',
  'class Net(nn.Module):',
  'def __init__(self):',
  'super(Net, self).__init__()',
  'self.fc1 = nn.Linear(784, 10)',
  'self.conv = nn.Conv2d(3, 16, kernel_size=3)',
  'def forward(self, x):',
  'return self.fc1(x.view(-1, 784))',
  'x = torch.randn(64, 1, 28, 28)',
  'y = torch.randint(0, 10, (64,))',
  'model = Net()',
  'net = Net().cuda()',
  'optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)',
  'criterion = nn.CrossEntropyLoss()',
  'for epoch in range(10):',
  'for i, (inputs, labels) in enumerate(trainloader):',
  'optimizer.zero_grad()',
  'loss = criterion(model(inputs), labels)',
  'loss.backward()',
  'optimizer.step()',
  'print(loss.item())',
  'model = keras.Sequential([layers.Dense(64, activation="relu"), layers.Dense(10)])',
  'model = Sequential()',
  "model.add(Dense(12, input_dim=8, activation='relu'))",
  "model.compile(optimizer='adam', loss='sparse_categorical_crossentropy', metrics=['accuracy'])",
  'model.fit(x_train, y_train, epochs=5, batch_size=32, validation_split=0.1)',
  'model.summary()',
  'sess = tf.Session()',
  'x = tf.placeholder(tf.float32, [None, 784])',
  'sess.run(tf.global_variables_initializer())',
  'with tf.compat.v1.Session() as sess:',
  'v = Variable(x, volatile=True)',
  'loss.data[0]',
  '...',
  '# ...',
  '%matplotlib inline',
  '%%time',
  '!pip install torch==1.5.0 torchvision==0.6.0',
  '!nvidia-smi',
  'Traceback (most recent call last):',
  '  File "x", line 3, in f',
  '  File "/usr/lib/python3.7/site-packages/torch/nn/modules/module.py", line 550, in __call__',
  '    result = self.forward(*input, **kwargs)',
  'RuntimeError: size mismatch, m1: [64 x 784], m2: [512 x 10] at /pytorch/aten/src/TH/generic/THTensorMath.cpp:41',
  'RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.93 GiB total capacity)',
  'ValueError: Input 0 of layer dense is incompatible with the layer: expected axis -1 of input shape to have value 784',
  "AttributeError: 'Sequential' object has no attribute 'predict_classes'",
  "ModuleNotFoundError: No module named 'torch'",
  '---------------------------------------------------------------------------',
  '<ipython-input-5-abc> in <module>()',
  '----> 3 yhat = model(x)',
  'Epoch 1/10',
  '60000/60000 [==============================] - 3s 50us/step - loss: 0.2946 - acc: 0.9150',
  'print(x.shape)',
  'torch.Size([64, 784])',
  '(60000, 28, 28)',
  'tensor([[0.1, 0.2], [nan, inf]])',
  '>>> a = torch.tensor([1, 2])',
  'In [3]: model.summary()',
  'Out[3]:',
  'pd.read_csv("C:\\\\Users\\\\me\\\\data.csv")',
  "model.load_state_dict(torch.load('model.pt'))",
  'with torch.no_grad():',
  'def f(',
  ')))',
  '"""unterminated',
  "'''",
  '# comment',
  'lambda x: x',
  'async def g(): await h()',
  'x = [i for i in range(10) if i % 2]',
  '@tf.function',
  'print(torch.__version__)',
  "'1.5.0'",
  'tensorflow==2.3.0',
  'torch 1.5.0',
  'Python 3.7.6',
  'CUDA 10.1, cuDNN 7.6',
  'GeForce GTX 1080 Ti',
  'if x:',
  'else:',
  'try:',
  'except Exception as e:',
  'yield',
  'x[..., None]',
  'a @ b',
  'print(f"{x!r:>10}")',
  '\t\tmixed tabs',
  'é = 1',
  '变量 = torch.zeros(3)',
  'x = 1 +',
  'dataset = torchvision.datasets.CIFAR10(root="./data", train=True, download=True)',
  'X_train.shape',
  'dtype=torch.float32',
];
const PY_TOKENS = [
  'x',
  'y',
  'model',
  'net',
  'inputs',
  'labels',
  'x_train',
  'self',
  'tf',
  'torch',
  'nn',
  'np',
  'keras',
  '=',
  '==',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  ',',
  '.',
  '...',
  '*',
  '**',
  '->',
  'def',
  'class',
  'return',
  'import',
  'from',
  'as',
  'for',
  'in',
  'if',
  'lambda',
  'None',
  'True',
  '0',
  '1',
  '64',
  '3.5e-4',
  '"str"',
  "'s'",
  '#',
  '\\',
  '@',
  '%',
  '!',
  'Linear(',
  'shape',
];

export const noise = (maxLength: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 1, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    { weight: 1, arbitrary: fc.string({ maxLength, unit: 'grapheme' }) },
  );

export const pyLine = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PY_LINES) },
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...PY_TOKENS), { maxLength: 12 }).map((t) => t.join(' ')) },
  { weight: 1, arbitrary: noise(40) },
);

/** Python-ish code: real-looking lines at random indentation, sometimes with CRLF or tabs. */
export const pyCode = fc
  .tuple(fc.array(fc.tuple(fc.nat(3), pyLine), { maxLength: 25 }), fc.constantFrom('\n', '\n', '\r\n'), fc.constantFrom('    ', '  ', '\t'))
  .map(([lines, eol, indent]) => lines.map(([depth, line]) => indent.repeat(depth) + line).join(eol));

const WORDS = [
  'I',
  'my',
  'model',
  'training',
  'loss',
  'is',
  'NaN',
  'accuracy',
  'stays',
  'at',
  '0.1',
  'error',
  'shape',
  'expected',
  'but',
  'got',
  'when',
  'I',
  'run',
  'the',
  'following',
  'code',
  'Here',
  'how',
  'do',
  'to',
  'reshape',
  'tensor',
  'PyTorch',
  'TensorFlow 2.3',
  'Keras',
  'GPU',
  'CUDA',
  'torch 1.5.0',
  'on Colab',
  'Windows 10',
  'dataset',
  'MNIST',
  'batch size 32',
  'learning rate 0.001',
  'epochs',
  'I expected',
  'instead',
  'it prints',
  'help',
  '?',
  '.',
  ',',
  'RuntimeError:',
  'x_train',
];
export const prose = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')) },
  { weight: 1, arbitrary: noise(80) },
);

const TAGS = [
  'python',
  'pytorch',
  'tensorflow',
  'keras',
  'tensorflow2.0',
  'tf.keras',
  'deep-learning',
  'gpu',
  'cuda',
  'nan',
  'loss-function',
  'tensor',
  'valueerror',
  'typeerror',
  'attributeerror',
  'huggingface-transformers',
  'jax',
  'python-3.x',
  'layer',
  'training-data',
];
export const tags = fc.array(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TAGS) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }) }),
  {
    maxLength: 6,
  },
);
export const title = fc.oneof(
  fc.constantFrom(
    '',
    'RuntimeError: size mismatch, m1: [64 x 784], m2: [512 x 10]',
    'How to reshape a tensor in PyTorch?',
    'Keras model.fit ValueError',
    'Loss becomes NaN after a few epochs',
    'tf.Session error in TensorFlow 1.15',
    'CUDA out of memory',
    'What is the difference between view and reshape?',
  ),
  prose,
  noise(150),
);

// ---------------------------------------------------------------------------------------------------------------
// HTML-ish bodies: a small grammar of Stack Overflow's rendered markup, broken on purpose now and then
// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------
// Markdown drafts: fences, indented code, quotes, lists, headings, tables, reference links
// ---------------------------------------------------------------------------------------------------------------

export const inlineMd = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: prose },
      { weight: 2, arbitrary: pyLine.map((l) => `\`${l.replace(/`/g, '')}\``) },
      { weight: 1, arbitrary: prose.map((t) => `**${t}**`) },
      { weight: 1, arbitrary: prose.map((t) => `[${t}](https://example.com/x)`) },
      { weight: 1, arbitrary: prose.map((t) => `![${t}][1]`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '<http://example.com>',
          'https://colab.research.google.com/drive/1abc',
          '`',
          '**',
          '_',
          '\\',
          '[',
          '](',
          '<b>',
          '&amp;',
          '&#x27;',
        ),
      },
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(' '));

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
export const mdBlock = fc.oneof(
  { weight: 5, arbitrary: inlineMd },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('python', 'py', '', 'lang-py', 'text', 'none', 'python3', '{.python}'), pyCode)
      .map(([lang, c]) => `\`\`\`${lang}\n${c}\n\`\`\``),
  },
  { weight: 1, arbitrary: pyCode.map((c) => `~~~\n${c}\n~~~`) },
  { weight: 1, arbitrary: pyCode.map((c) => `\`\`\`\`\n\`\`\`\n${c}\n\`\`\`\``) },
  { weight: 1, arbitrary: pyCode.map((c) => `\`\`\`python\n${c}`) }, // unclosed fence
  { weight: 3, arbitrary: pyCode.map((c) => indent(c, '    ')) },
  { weight: 1, arbitrary: pyCode.map((c) => `<!-- language: lang-py -->\n\n${indent(c, '    ')}`) },
  { weight: 2, arbitrary: fc.oneof(inlineMd, pyCode).map((t) => indent(t, '> ')) },
  { weight: 1, arbitrary: fc.tuple(fc.nat(120), inlineMd).map(([depth, t]) => `${'>'.repeat(depth)} ${t}`) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom('- ', '* ', '1. ', '2) ', '  - '), inlineMd), { maxLength: 5 })
      .map((items) => items.map(([m, t]) => m + t).join('\n')),
  },
  { weight: 1, arbitrary: fc.tuple(inlineMd, pyCode).map(([t, c]) => `1. ${t}\n\n   \`\`\`\n${indent(c, '   ')}\n   \`\`\``) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 7 }), inlineMd).map(([n, t]) => `${'#'.repeat(n)} ${t}`) },
  { weight: 1, arbitrary: inlineMd.map((t) => `${t}\n---`) },
  { weight: 1, arbitrary: fc.tuple(inlineMd, inlineMd).map(([a, b]) => `| a | b |\n|---|---|\n| ${a} | ${b} |`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '[1]: https://i.sstatic.net/x.png',
      '[1]: <https://i.sstatic.net/x.png> "t"',
      '***',
      '---',
      '<pre><code>x = 1</code></pre>',
      '<details>',
      '- [ ] task',
      '    ',
      '\t',
    ),
  },
  { weight: 1, arbitrary: noise(120) },
);
export const mdBody = fc
  .array(mdBlock, { maxLength: 14 })
  .chain((blocks) => fc.constantFrom('\n\n', '\n', '\r\n\r\n').map((sep) => blocks.join(sep)));

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
