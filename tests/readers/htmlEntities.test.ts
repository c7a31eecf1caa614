import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from '../../lib/readers/htmlEntities';

describe('decodeHtmlEntities', () => {
  it('decodes what SO and the API emit', () => {
    expect(decodeHtmlEntities('&lt;module&gt; &amp;&amp; &quot;x&quot; &#39;y&#39; &apos;z&apos; a&nbsp;b')).toBe(
      "<module> && \"x\" 'y' 'z' a\u00a0b",
    );
  });

  it('decodes numeric references in decimal and hex, mapping invalid ones like a browser', () => {
    expect(decodeHtmlEntities('&#215; &#x27; &#X41; &#128512; &#150; &#0; &#xD800; &#x110000;')).toBe("× ' A 😀 – \ufffd \ufffd \ufffd");
  });

  it('decodes common typographic and Greek names', () => {
    expect(decodeHtmlEntities('&hellip;&mdash;&ndash;&lsquo;&rsquo;&ldquo;&rdquo;&times;&alpha;&Lambda;&le;&rarr;')).toBe('…—–‘’“”×αΛ≤→');
  });

  it('leaves unknown names and lone ampersands as written', () => {
    expect(decodeHtmlEntities('&bogus; & &; AT&T &#; &#xZZ; &hellip')).toBe('&bogus; & &; AT&T &#; &#xZZ; &hellip');
  });

  it('decodes every HTML5 name, not only the HTML 4 set', () => {
    expect(decodeHtmlEntities('&lbrack;x&rbrack; &lpar;&rpar; &NotNestedLessLess; &bne; &fjlig; &Tab;&NewLine;')).toBe(
      '[x] () \u2aa1\u0338 =\u20e5 fj \t\n',
    );
  });

  it('takes the longest legacy name before a run of letters, as the HTML spec example does', () => {
    // HTML spec, "named character reference state": "I'm &notit; I tell you" reads "I'm ¬it; I tell you".
    expect(decodeHtmlEntities("I'm &notit; I tell you, &notin; &para1")).toBe("I'm ¬it; I tell you, ∉ ¶1");
  });

  it('decodes legacy names without ";" in text but not before "=" or letters in attributes', () => {
    expect(decodeHtmlEntities('a &lt b &ampc')).toBe('a < b &c');
    expect(decodeHtmlEntities('?x=1&lt=2&copy;', true)).toBe('?x=1&lt=2©');
  });
});
