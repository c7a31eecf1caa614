// @vitest-environment happy-dom
// Inline markdown of suggestion texts (backticks and links never shown literally): tokens, and the DOM they become —
// text nodes, never HTML.
import { describe, expect, it, beforeEach } from 'vitest';
import { render } from 'preact';
import { inlineMarkdownTokens, safeHref } from '../../components/inlineMarkdownTokens';
import { InlineMarkdown } from '../../components/InlineMarkdown';

describe('inlineMarkdownTokens', () => {
  it('splits code spans, links and bold from the text around them', () => {
    expect(inlineMarkdownTokens('Print `x.shape` and see [the guide](https://stackoverflow.com/help/mcve), **now**.')).toEqual([
      { kind: 'text', text: 'Print ' },
      { kind: 'code', text: 'x.shape' },
      { kind: 'text', text: ' and see ' },
      { kind: 'link', text: 'the guide', href: 'https://stackoverflow.com/help/mcve' },
      { kind: 'text', text: ', ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'now' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps unbalanced backticks, brackets and stars as the literal text', () => {
    expect(inlineMarkdownTokens('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
    expect(inlineMarkdownTokens('``x` y')).toEqual([{ kind: 'text', text: '``x` y' }]);
    expect(inlineMarkdownTokens('[x] (y) **z')).toEqual([{ kind: 'text', text: '[x] (y) **z' }]);
  });

  it('reads double-backtick spans that hold a backtick', () => {
    expect(inlineMarkdownTokens('`` a`b ``')).toEqual([{ kind: 'code', text: 'a`b' }]);
  });

  it('makes only http(s) links; javascript:, data: and relative urls become their label', () => {
    expect(inlineMarkdownTokens('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: 'x)' }]);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '/relative', ' javascript:x', 'http:/x']) {
      expect(safeHref(bad)).toBeNull();
    }
    expect(inlineMarkdownTokens('[x](javascript:void)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(safeHref('https://pytorch.org/docs')).toBe('https://pytorch.org/docs');
  });

  it('closes bold at the first "**", its content read for code and links only', () => {
    expect(inlineMarkdownTokens('**use `a`** then **b')).toEqual([
      {
        kind: 'bold',
        children: [
          { kind: 'text', text: 'use ' },
          { kind: 'code', text: 'a' },
        ],
      },
      { kind: 'text', text: ' then **b' },
    ]);
  });

  it('reads a long hostile string in one pass (no catastrophic backtracking)', () => {
    const hostile = '`['.repeat(20_000) + '**('.repeat(20_000);
    const tokens = inlineMarkdownTokens(hostile);
    expect(tokens.map((t) => (t.kind === 'text' ? t.text : '')).join('').length).toBeGreaterThan(0);
  });
});

describe('InlineMarkdown', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('renders code as <code>, links with rel noopener, bold as <strong>, and no literal backticks', () => {
    render(
      <InlineMarkdown text="Add `print(images.shape)` — see [mre](https://stackoverflow.com/help/minimal-reproducible-example) **first**" />,
      root,
    );
    expect(root.querySelector('code')!.textContent).toBe('print(images.shape)');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://stackoverflow.com/help/minimal-reproducible-example');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(root.querySelector('strong')!.textContent).toBe('first');
    expect(root.textContent).not.toContain('`');
  });

  it('shows hostile html as text: no element is made from it', () => {
    render(<InlineMarkdown text={'<img src=x onerror="alert(1)"> `<script>alert(1)</script>` [x](javascript:alert(1))'} />, root);
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.querySelector('code')!.textContent).toBe('<script>alert(1)</script>');
  });
});
