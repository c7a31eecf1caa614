// Custom property names no page can name (hostile review 2026-12-04): a page's `@property --rl-fg { syntax:
// "transparent"; inherits: false; initial-value: transparent }` reaches every tree of the document, shadow trees
// included, and replaced the panel's colours (measured 2026-12-05 in Chromium 156 and Firefox 153). So every custom
// property in the panel's sheets gets a name made for one mount, which only its closed root knows; the names are
// declared inside that root (never on the host, whose computed style the page can list).

/** A custom property name at a declaration or inside `var(`: after `{`, `;`, `(`, `,` or white space. */
const CUSTOM_PROPERTY = /(^|[\s{;(,])--([A-Za-z_][\w-]*)/g;

/** `--name` as it is called in the sheets mounted with `token`. */
export function privateName(name: string, token: string): string {
  return `--rl-${token}-${name.slice(2)}`;
}

/** `css` with every custom property (declared or read) renamed for `token`; class names such as `.a--b` stay. */
export function privateCustomProperties(css: string, token: string): string {
  return css.replace(CUSTOM_PROPERTY, (_, before: string, rest: string) => `${before}${privateName(`--${rest}`, token)}`);
}

/** A fresh token: 64 random bits, in letters and digits (valid in an identifier). */
export function newToken(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(8)), (b) => b.toString(36).padStart(2, '0')).join('');
}
