// The fast-check generators of markdown drafts: fences, indented code, quotes, lists, headings, tables, reference links.
// Shared by the property tests (tests/engine/properties.test.ts, a fixed seed in `npm test`) and the fuzz script
// (./fuzz.ts, `npm run fuzz`).
import fc from 'fast-check';
import { pyCode, pyLine } from './pythonArbitraries';
import { noise, prose } from './textArbitraries';

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
