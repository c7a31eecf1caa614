// A Vite plugin for the extension build: @mozilla/readability 0.6.0's two `innerHTML` assignments become node copies.
// Why: web-ext lint flagged each as UNSAFE_VAR_ASSIGNMENT in readability-page.js (hostile review 2026-12-04: two
// warnings in both builds), and an AMO reviewer reads each one. Both only ever put back markup that was already in
// the document Readability is given (lib/readers/readabilityPage.ts hands it a clone of the page), so copying the
// nodes does the same without parsing a string:
// - `_grabArticle` keeps the page's HTML (`pageCacheHtml = page.innerHTML`) and restores it before each retry, which
//   runs whenever a try finds fewer than 500 characters: it keeps a deep clone instead and restores a copy of it;
// - `_unwrapNoscriptImages` parses a `<noscript>`'s markup into a div: it copies the noscript's child nodes. (In a page
//   with scripting on, a noscript holds only text and `_isSingleImage` refuses it before that line; it runs when the
//   noscript has element children, as in a page parsed without scripting.)
// tests/tools/build/readabilityWithoutInnerHtml.test.ts reads saved pages with both versions: the same articles. Each
// rewrite must match exactly once, or the build fails (a Readability update that moves the code is caught here).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file the extension's `import { Readability } from '@mozilla/readability'` reaches (index.js requires it). */
export const READABILITY_SOURCE = resolve(import.meta.dirname, '../../node_modules/@mozilla/readability/Readability.js');

/** Each assignment (as Readability 0.6.0 writes it) and what replaces it. */
export const REWRITES: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'var pageCacheHtml = page.innerHTML;', to: 'var pageCache = page.cloneNode(true);' },
  { from: 'page.innerHTML = pageCacheHtml;', to: 'page.replaceChildren(...pageCache.cloneNode(true).childNodes);' },
  {
    from: 'tmp.innerHTML = noscript.innerHTML;',
    to: 'tmp.replaceChildren(...Array.from(noscript.childNodes, (node) => node.cloneNode(true)));',
  },
];

/** Readability's source with the rewrites made; an error when one does not match exactly once. */
export function withoutInnerHtml(source: string): string {
  let out = source;
  for (const { from, to } of REWRITES) {
    const count = out.split(from).length - 1;
    if (count !== 1) throw new Error(`readabilityWithoutInnerHtml: expected "${from}" once in Readability, found ${count}`);
    out = out.replace(from, () => to);
  }
  return out;
}

export function readabilityWithoutInnerHtml() {
  return {
    name: 'reprolens:readability-without-inner-html',
    enforce: 'pre' as const,
    // Checked at the start of every build, so a build that would not patch Readability fails before it bundles anything.
    buildStart(): void {
      withoutInnerHtml(readFileSync(READABILITY_SOURCE, 'utf8'));
    },
    transform(code: string, id: string): string | null {
      if (id.split('?')[0] !== READABILITY_SOURCE) return null;
      return withoutInnerHtml(code);
    },
  };
}
