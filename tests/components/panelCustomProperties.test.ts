// Nothing the page can name decides what the panel shows (hostile review 2026-12-04, point 6): every custom property
// the shadow root's sheets read is declared by those sheets on the panel's own root for every theme and site, or on
// the element that reads it (Stacks' component-local `--_*`), or read with a fallback that is; every name is private
// to one mount; and every font is a generic family, which no page @font-face can take. The real-browser side is
// tests/browser/pageSafety.browser.test.ts and tests/firefox/pageSafety.firefox.test.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateCustomProperties } from '../../components/privateProperties';
import { declaredProperties, topLevelRules, varReads } from '../../tools/build/stacksVariables.mjs';

const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../../components', file), 'utf8');
/** In the order components/shadowHost.ts mounts them; GitHub's look only on GitHub (its site css). */
const SHARED = ['stacksVariables.css', 'panelStyles.css', 'reportStyles.css', 'dialogStyles.css', 'stacksSubset.css'].map(read);
const GITHUB = read('githubLook.css');

/** The host's data-* attributes in each look (components/pageTheme.ts; the coach's host has no data-site). */
const LOOKS: Array<{ name: string; attributes: Record<string, string>; css: string[] }> = [
  { name: 'Stack Overflow light', attributes: { site: 'stackoverflow', theme: 'light' }, css: SHARED },
  { name: 'Stack Overflow dark', attributes: { site: 'stackoverflow', theme: 'dark' }, css: SHARED },
  { name: 'the coach, dark', attributes: { theme: 'dark' }, css: SHARED },
  { name: 'GitHub light', attributes: { site: 'github', theme: 'light', primer: 'light' }, css: [...SHARED, GITHUB] },
  { name: 'GitHub dark', attributes: { site: 'github', theme: 'dark', primer: 'dark' }, css: [...SHARED, GITHUB] },
  { name: 'GitHub dark dimmed', attributes: { site: 'github', theme: 'dark', primer: 'dark_dimmed' }, css: [...SHARED, GITHUB] },
];

/** `:host([data-a="x"][data-b="y"]) .rl-root` or `.rl-root`: the attributes it needs, or null when not the root. */
function rootCondition(selector: string): Record<string, string> | null {
  const m = /^(?::host(?:\((\[[^)]*\])\))?\s+)?\.rl-root$/.exec(selector);
  if (!m) return null;
  return Object.fromEntries([...(m[1] ?? '').matchAll(/\[data-([\w-]+)="([^"]*)"\]/g)].map((a) => [a[1], a[2]]));
}

function declarations(css: string[], attributes: Record<string, string>): { root: Set<string>; local: Set<string> } {
  const root = new Set<string>();
  const local = new Set<string>();
  for (const { selectors, body } of css.flatMap((c) => topLevelRules(c))) {
    const names = declaredProperties(body).map(([name]) => name);
    const conditions = selectors.map(rootCondition);
    if (conditions.every((c) => c !== null)) {
      const applies = conditions.some((c) => Object.entries(c!).every(([k, v]) => attributes[k] === v));
      if (applies) for (const n of names) root.add(n);
    } else if (!selectors.some((s) => s.startsWith(':host'))) {
      // Stacks' component-local names (`--_bu-fc` on `.s-btn`): declared on the very element whose rules read them.
      for (const n of names) if (n.startsWith('--_')) local.add(n);
    }
  }
  return { root, local };
}

/** The reads no sheet answers in this look: "--name" (with the fallback, if any). */
function unanswered(css: string[], attributes: Record<string, string>): string[] {
  const { root, local } = declarations(css, attributes);
  const answered = (value: string): boolean =>
    varReads(value).every((r) => root.has(r.name) || local.has(r.name) || (r.fallback !== null && answered(r.fallback)));
  const reads = varReads(css.join('\n')).filter((r) => !answered(`var(${r.name}${r.fallback === null ? '' : `, ${r.fallback}`})`));
  return [...new Set(reads.map((r) => r.name))];
}

describe('the custom properties of the panel’s shadow root', () => {
  it('are all declared by its own sheets, on its root or the reading element, in every look', () => {
    for (const look of LOOKS) expect(unanswered(look.css, look.attributes), look.name).toEqual([]);
  });

  it('catches a read no sheet declares (the meta-test itself)', () => {
    const css = [
      ...SHARED,
      '.rl-x { color: var(--fgColor-default); background: var(--rl-bg); border-color: var(--page-only, var(--rl-fg)); }',
    ];
    expect(unanswered(css, { site: 'stackoverflow', theme: 'light' })).toEqual(['--fgColor-default']);
    // Declared for GitHub's dark theme only: unanswered in its light one.
    const darkOnly = [...SHARED, GITHUB, ':host([data-theme="dark"]) .rl-root { --only-dark: red; } .rl-y { color: var(--only-dark); }'];
    expect(unanswered(darkOnly, { site: 'github', theme: 'light', primer: 'light' })).toEqual(['--only-dark']);
    expect(unanswered(darkOnly, { site: 'github', theme: 'dark', primer: 'dark' })).toEqual([]);
  });

  it('are never declared on the host, whose computed style the page can read', () => {
    for (const css of [...SHARED, GITHUB])
      for (const { selectors, body } of topLevelRules(css))
        if (selectors.some((s) => /^:host(\([^)]*\))?$/.test(s))) expect(declaredProperties(body), selectors.join()).toEqual([]);
  });

  it('all get one mount’s private names, and no other name is left', () => {
    const css = privateCustomProperties([...SHARED, GITHUB].join('\n'), 'k3x9');
    const names = [...css.matchAll(/(?:^|[\s{;(,])(--[\w-]+)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((n) => !n.startsWith('--rl-k3x9-'))).toEqual([]);
    // Class names with a double dash are Stacks' BEM names, not custom properties.
    expect(css).toContain('.s-sidebarwidget--header');
  });

  it('name only generic font families, which no page @font-face can take (measured in Chromium 156 and Firefox 153)', () => {
    const GENERIC = new Set(['system-ui', 'sans-serif', 'serif', 'monospace', 'inherit']);
    const stacks: string[] = [];
    for (const css of [...SHARED, GITHUB]) {
      for (const m of css.matchAll(/(?:font-family|--rl-font|--rl-mono)\s*:\s*([^;}]*)/g)) stacks.push(m[1].trim());
      // The shorthand's family is what follows the size: `font: 700 10px/1 var(--rl-font)`.
      for (const m of css.matchAll(/[\s{;]font\s*:\s*([^;}]*)/g))
        stacks.push(m[1].replace(/^.*?\d(?:px|em|%)(?:\/[\d.]+(?:px)?)?\s+/, '').trim());
    }
    const families = stacks.flatMap((s) =>
      s
        .replace(/var\(--rl-(?:font|mono)\)/g, '')
        .replace(/var\(--rl-(?:font|mono)\s*,([^)]*)\)/g, '$1')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== ''),
    );
    expect(families.length).toBeGreaterThan(5);
    expect(families.filter((f) => !GENERIC.has(f))).toEqual([]);
  });
});
