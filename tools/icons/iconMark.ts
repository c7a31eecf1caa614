// The ReproLens mark (the extension's icon, both manifests): a lens with a check mark in it — "looked at, and what is
// there". Drawn as SVG on a 128-unit grid; the PNGs in public/icons/ are rendered from it by ./renderIcons.ts.

/** The toolbar variants: `color` for any toolbar (Chrome), `dark` for light toolbars, `light` for dark ones (Firefox). */
export type IconVariant = 'color' | 'dark' | 'light';

export const ICON_SIZES = [16, 32, 48, 128] as const;

const INK: Record<IconVariant, { lens: string; check: string }> = {
  // Stacks' blue (--theme-primary-500 family) and its green (the panel's "present" mark).
  color: { lens: '#0a6bc2', check: '#2f8a4f' },
  // Stacks' --black-800 / --black-050 of the light and dark themes: a one-colour mark that reads on the toolbar.
  dark: { lens: '#232629', check: '#232629' },
  light: { lens: '#f2f2f3', check: '#f2f2f3' },
};

/** The mark as a standalone SVG document, `size` pixels square. */
export function iconSvg(variant: IconVariant, size: number): string {
  const { lens, check } = INK[variant];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">`,
    '<title>ReproLens</title>',
    `<circle cx="54" cy="54" r="38" fill="none" stroke="${lens}" stroke-width="15"/>`,
    `<path d="M83 83 L116 116" stroke="${lens}" stroke-width="19" stroke-linecap="round"/>`,
    `<path d="M35 55 L49 69 L74 41" fill="none" stroke="${check}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

/** Where a rendered icon lives under public/ (and so in the built extension). */
export function iconPath(variant: IconVariant, size: number): string {
  return variant === 'color' ? `icons/${size}.png` : `icons/${variant}-${size}.png`;
}
