// The Stacks rules the shadow root injects (issue 13 point 2) are the package's own, regenerated, never hand-edited.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generatedSubset, stacksSubset, SUBSET_FILE } from '../../tools/build/stacksSubset.mjs';

describe('components/stacksSubset.css', () => {
  it('is what tools/build/stacksSubset.mjs makes from the pinned @stackoverflow/stacks (run it after an upgrade)', () => {
    expect(readFileSync(SUBSET_FILE, 'utf8')).toBe(generatedSubset());
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
