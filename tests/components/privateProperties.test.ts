// Custom property names private to one mount of the panel (components/privateProperties.ts; hostile review
// 2026-12-04: a page's @property registration of a name the panel used replaced its colours).
import { describe, expect, it } from 'vitest';
import { newToken, privateCustomProperties, privateName } from '../../components/privateProperties';

describe('privateCustomProperties', () => {
  it('renames declarations and var() reads, fallbacks included, and leaves class names and other text alone', () => {
    const css = '.a--b { --x: 1px; color: var(--y, var(--z)); margin:calc(var(--x)*2) }\n:host{--w:red}';
    expect(privateCustomProperties(css, 't1')).toBe(
      '.a--b { --rl-t1-x: 1px; color: var(--rl-t1-y, var(--rl-t1-z)); margin:calc(var(--rl-t1-x)*2) }\n:host{--rl-t1-w:red}',
    );
  });

  it('names one property as the sheets call it', () => {
    expect(privateName('--rl-top', 'ab12')).toBe('--rl-ab12-rl-top');
  });

  it('makes a 16-character token of letters and digits, different each time', () => {
    const a = newToken();
    expect(a).toMatch(/^[0-9a-z]{16}$/);
    expect(newToken()).not.toBe(a);
    expect(newToken(() => new Uint8Array(8).fill(255))).toBe('73'.repeat(8));
  });
});
