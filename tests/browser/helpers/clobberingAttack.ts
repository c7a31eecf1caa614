// DOM clobbering (hostile review 2026-12-04, point 9): a page names its own elements after what ReproLens reads from
// `document`. Document is [LegacyOverrideBuiltIns] (HTML §3.1.5, named properties), so `<img name=querySelector>`
// makes `document.querySelector` that image, in the page's world and in the content script's. Shared by the Chromium
// and Firefox clobbering tests.

/** Every Document member the content scripts and the readers they call use (grep of lib/, components/, entrypoints/). */
export const CLOBBERED_NAMES = [
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'getElementsByTagName',
  'createTreeWalker',
  'createElement',
  'createRange',
  'getSelection',
  'cloneNode',
  'contains',
  'addEventListener',
  'removeEventListener',
  'execCommand',
  'body',
  'head',
  'documentElement',
  'defaultView',
  'activeElement',
  'readyState',
  'title',
];

/**
 * `html` with an `<img name=…>` for each name (a `<form name=…>` for a few: forms and images both clobber) at the end
 * of its body, where a question's own markup could put them.
 */
export function withClobberingElements(html: string): string {
  const named = CLOBBERED_NAMES.map((name, i) => (i % 4 === 3 ? `<form name="${name}"></form>` : `<img name="${name}" alt="">`)).join('');
  const inputs = CLOBBERED_NAMES.map((name) => `<input type="hidden" name="${name}">`).join('');
  const body = html
    .replace(/<div class="s-prose js-post-body"[^>]*>/, (open) => open + named)
    .replace(/<form\b[^>]*>/g, (open) => open + inputs);
  const end = body.lastIndexOf('</body>');
  return end < 0 ? body + named : body.slice(0, end) + named + body.slice(end);
}

/** In the page: which names now give the page's element instead of the DOM's member. */
export function clobberedInPage(names: string[]): string[] {
  const doc = document as unknown as Record<string, unknown>;
  return names.filter((name) => doc[name] instanceof Element);
}
