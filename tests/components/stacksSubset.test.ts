// The Stacks rules the shadow root injects (Stack Overflow's own look) are the package's own, regenerated, never
// hand-edited.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generatedSubset, generatedVariables, stacksSubset, SUBSET_FILE, VARIABLES_FILE } from '../../tools/build/stacksSubset.mjs';
import { neededVariables, themeTables } from '../../tools/build/stacksVariables.mjs';

describe('components/stacksSubset.css', () => {
  it('is what tools/build/stacksSubset.mjs makes from the pinned @stackoverflow/stacks (run it after an upgrade)', () => {
    expect(readFileSync(SUBSET_FILE, 'utf8')).toBe(generatedSubset());
  });

  it('components/stacksVariables.css is what the script makes from the pinned package and the panel’s sheets (run it after changing a var() read)', () => {
    expect(readFileSync(VARIABLES_FILE, 'utf8')).toBe(generatedVariables());
  });

  it('takes Stacks’ light and dark values, and a site hook Stacks leaves undefined falls back as in a browser', () => {
    const css = readFileSync(VARIABLES_FILE, 'utf8');
    expect(css).toMatch(/\.rl-root \{[^}]*--black-500: hsl\(210, 8%, 25%\);/);
    expect(css).toMatch(/:host\(\[data-theme="dark"\]\) \.rl-root \{[^}]*--black-500: hsl\(210, 8%, 90%\);/);
    expect(css).toContain('--theme-secondary-400: var(--blue-400);');
    const synth = [
      'body { --su-base: 1; --su-static4: 4px; --su4: calc(var(--su-static4) * var(--su-base)); --su8: var(--su-unknown); }',
      'body:not(.theme-highcontrast):not(.theme-dark) { --blue-400: blue; --t: var(--custom-400, var(--blue-400)); --u: var(--nowhere); }',
      '@media (prefers-color-scheme: dark) { body { --blue-400: red; } }',
    ].join('\n');
    const light = neededVariables(themeTables(synth).light, ['--t', '--u', '--su4', '--su8']);
    expect(Object.fromEntries(light)).toEqual({
      '--t': 'var(--blue-400)',
      '--blue-400': 'blue',
      '--su4': 'calc(var(--su-static4) * var(--su-base))',
      '--su-static4': '4px',
      '--su-base': '1',
    });
    // --u and --su8 read a name Stacks never defines, without a fallback: left out (the meta-test then flags the read).
  });

  it('keeps the sidebar widget and button rules, and stays small', () => {
    const css = readFileSync(SUBSET_FILE, 'utf8');
    for (const rule of ['.s-sidebarwidget {', '.s-sidebarwidget .s-sidebarwidget--header {', '.s-btn {', '.s-btn.s-btn__filled {']) {
      expect(css).toContain(rule);
    }
    expect(css.length).toBeLessThan(10_000);
  });

  it('keeps a rule only when every one of its selectors is wanted, and skips @-blocks', () => {
    const css = '.a { x: 1; }\n.a, .b { x: 2; }\n.a .c { x: 3; }\n@media (x) { .a { x: 4; } }\n.ab { x: 5; }';
    expect(stacksSubset(css, ['.a {', '.a .'])).toEqual(['.a { x: 1; }', '.a .c { x: 3; }']);
  });
});
