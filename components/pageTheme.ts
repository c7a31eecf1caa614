// Light or dark, as Stack Overflow shows it (stack-overflow-dom.md §8): `body.theme-dark`, a `.theme-dark__forced`
// ancestor, or `body.theme-system` with the OS in dark mode. High contrast gets the panel's own light or dark colours
// (it no longer reads the page's variables: hostile review 2026-12-04).
export type PageTheme = 'light' | 'dark';

export function pageTheme(doc: Document, anchor: Element | null): PageTheme {
  const body = doc.body;
  if (!body) return 'light';
  if (body.classList.contains('theme-dark')) return 'dark';
  if (anchor?.closest('.theme-dark__forced')) return 'dark';
  if (body.classList.contains('theme-system') && doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}

/**
 * GitHub's theme (Primer): `html[data-color-mode]` is light, dark or auto (the OS decides), and
 * `data-light-theme` / `data-dark-theme` name the theme each mode uses (`light`, `light_high_contrast`, `dark`,
 * `dark_dimmed`, `dark_high_contrast`, …; the 2021-12 … 2026-03 saved pages). `primer` picks the panel's own Primer
 * colours (components/githubLook.css); the page's variables are never read (hostile review 2026-12-04).
 */
export function gitHubTheme(doc: Document): { theme: PageTheme; primer: string } {
  const root = doc.documentElement;
  const mode = root?.getAttribute('data-color-mode') ?? 'light';
  const dark = mode === 'dark' || (mode === 'auto' && doc.defaultView?.matchMedia?.('(prefers-color-scheme: dark)').matches === true);
  const named = root?.getAttribute(dark ? 'data-dark-theme' : 'data-light-theme') ?? '';
  const primer = /^(?:light|dark)(?:_[a-z_]{1,30})?$/.test(named) ? named : dark ? 'dark' : 'light';
  return { theme: primer.startsWith('dark') ? 'dark' : 'light', primer };
}
