// The build's rewrite of @mozilla/readability's two innerHTML assignments into node copies
// (tools/build/readabilityWithoutInnerHtml.ts; hostile review 2026-12-04, web-ext lint's UNSAFE_VAR_ASSIGNMENT): on
// Readability's real source it makes exactly those changes; and the rewritten Readability reads every saved page of
// tests/fixtures/pages, a short page that makes it retry (the restore) and a page with <noscript> images (the unwrap)
// into the same article as the original.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Readability as Original } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { innerHtmlAssignments } from '../../../tools/build/noPreactInnerHtml';
import { READABILITY_SOURCE, REWRITES, withoutInnerHtml } from '../../../tools/build/readabilityWithoutInnerHtml';

const source = readFileSync(READABILITY_SOURCE, 'utf8');
const patchedSource = withoutInnerHtml(source);

function patchedReadability(): typeof Original {
  // Inside the project (gitignored node_modules/.cache), loaded as the CommonJS file it is.
  const dir = join(import.meta.dirname, '../../../node_modules/.cache/reprolens');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `readability-without-inner-html-${process.pid}.cjs`);
  writeFileSync(file, patchedSource);
  return createRequire(import.meta.url)(file) as typeof Original;
}

const PAGES = resolve(import.meta.dirname, '../../fixtures/pages');

/** Synthesized: a post under Readability's 500-character threshold, so each try fails and the page is restored. */
const SYNTH_SHORT_PAGE =
  '<html><head><title>Loss is nan</title></head><body><div class="sidebar"><a href="/">Home</a></div><article><h1>Loss is nan</h1><p>My loss becomes nan after one epoch.</p><pre><code>loss.backward()</code></pre></article></body></html>';

/** Synthesized: a lazy-loaded image with its real one in the <noscript> after it, as Medium-style pages do. */
const SYNTH_NOSCRIPT_PAGE = `<html><head><title>Shapes</title></head><body><article><h1>Shapes</h1>${'<p>The tensor has shape (3, 32, 32) but the model expects a batch dimension first, so the first convolution fails.</p>'.repeat(6)}<figure><img data-src="lazy.png" class="lazy"><noscript><img src="https://example.org/real.png" alt="the error"></noscript></figure></article></body></html>`;

/** What Readability makes of `html` under linkedom (the CLI's DOM), or the error it throws (both must throw alike). */
function article(Reader: typeof Original, html: string) {
  const { document } = parseHTML(html);
  try {
    const read = new Reader(document as unknown as Document, { keepClasses: true }).parse();
    return read && { title: read.title, content: read.content, textContent: read.textContent };
  } catch (error) {
    return { error: String(error) };
  }
}

describe("Readability without innerHTML (the extension build's rewrite)", () => {
  it('changes exactly the two assignments and the cache they restore, and leaves no innerHTML assignment', () => {
    expect(innerHtmlAssignments(source)).toBe(2);
    expect(innerHtmlAssignments(patchedSource)).toBe(0);
    const changed = (text: string) => text.split('\n').filter((line) => !source.includes(line));
    expect(changed(patchedSource).map((line) => line.trim())).toEqual(REWRITES.map((r) => r.to));
    expect(() => withoutInnerHtml(patchedSource)).toThrow(/expected .* once/);
  });

  it('reads every saved page, a page it must retry and a page with noscript images into the same article', () => {
    const Patched = patchedReadability();
    const pages = readdirSync(PAGES).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const page of pages) {
      const html = readFileSync(join(PAGES, page), 'utf8');
      expect(article(Patched, html), page).toEqual(article(Original, html));
    }
    const short = article(Patched, SYNTH_SHORT_PAGE);
    expect(short?.textContent).toContain('My loss becomes nan');
    expect(short).toEqual(article(Original, SYNTH_SHORT_PAGE));
    const unwrapped = article(Patched, SYNTH_NOSCRIPT_PAGE);
    expect(unwrapped?.content).toContain('https://example.org/real.png');
    expect(unwrapped).toEqual(article(Original, SYNTH_NOSCRIPT_PAGE));
  });
});
