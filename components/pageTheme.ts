// Light or dark, as Stack Overflow shows it (stack-overflow-dom.md §8): `body.theme-dark`, a `.theme-dark__forced`
// ancestor, or `body.theme-system` with the OS in dark mode. High contrast keeps the page's own variables.
export type PageTheme = 'light' | 'dark';

export function pageTheme(doc: Document, anchor: Element | null): PageTheme {
  const body = doc.body;
  if (!body) return 'light';
  if (body.classList.contains('theme-dark')) return 'dark';
  if (anchor?.closest('.theme-dark__forced')) return 'dark';
  if (body.classList.contains('theme-system') && doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}
