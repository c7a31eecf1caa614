// @vitest-environment happy-dom
// The build's cut of Preact's dangerouslySetInnerHTML branch (tools/build/noPreactInnerHtml.ts; hostile review
// 2026-12-01 §3 UNSAFE_VAR_ASSIGNMENT): on Preact's real bundle, the rewrite changes exactly the one `innerHTML`
// assignment and nothing else; the patched Preact renders and re-renders a tree exactly as the original does; and the
// prop now throws instead of parsing HTML. (The built extension rendering with it is every browser test's first step.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as original from 'preact';
import { describe, expect, it } from 'vitest';
import { innerHtmlAssignments, PREACT_BUNDLE, REFUSAL, withoutInnerHtmlAssignment } from '../../../tools/build/noPreactInnerHtml';

const source = readFileSync(PREACT_BUNDLE, 'utf8');
const patchedSource = withoutInnerHtmlAssignment(source);

async function patchedPreact(): Promise<typeof original> {
  // Inside the project (gitignored node_modules/.cache): the test runner's module loader serves files from here.
  const dir = join(import.meta.dirname, '../../../node_modules/.cache/reprolens');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `preact-no-inner-html-${process.pid}.mjs`);
  writeFileSync(file, patchedSource);
  return (await import(/* @vite-ignore */ file)) as typeof original;
}

/** A small tree with attributes, text, a keyed list and an event handler: the shapes the panel renders. */
function tree(preact: typeof original, items: string[], label: string) {
  const { h } = preact;
  return h(
    'section',
    { class: 'rl-panel', 'aria-label': label },
    h('h2', null, label),
    h('ul', null, ...items.map((item) => h('li', { key: item, 'data-item': item }, item))),
    h('button', { type: 'button', onClick: () => {} }, 'Copy <b>not bold</b>'),
  );
}

function rendered(preact: typeof original, items: string[], label: string, into = document.createElement('div')): HTMLElement {
  preact.render(tree(preact, items, label), into);
  return into;
}

describe("the build's Preact without its innerHTML assignment", () => {
  it('changes exactly the one assignment in the bundle, nothing else', () => {
    expect(innerHtmlAssignments(source)).toBe(1);
    expect(innerHtmlAssignments(patchedSource)).toBe(0);
    let start = 0;
    while (source[start] === patchedSource[start]) start++;
    let end = 0;
    while (source[source.length - 1 - end] === patchedSource[patchedSource.length - 1 - end]) end++;
    const removed = source.slice(start, source.length - end);
    const added = patchedSource.slice(start, patchedSource.length - end);
    // The differing span may start or end inside the shared identifiers; it lies within `<dom>.innerHTML=<html>.__html`.
    expect(removed).toMatch(/^[\w$]*\.innerHTML=[\w$]+\.__h?t?m?l?$/);
    expect(added).toContain(REFUSAL);
    expect(source.length - removed.length).toBe(patchedSource.length - added.length);
  });

  it('fails the build when Preact holds no such assignment, or two', () => {
    expect(() => withoutInnerHtmlAssignment('export const x = 1;')).toThrow(/found 0/);
    expect(() => withoutInnerHtmlAssignment('a.innerHTML=b.__html;c.innerHTML=d.__html')).toThrow(/found 2/);
  });

  it('renders and re-renders a tree exactly as the original Preact does', async () => {
    const patched = await patchedPreact();
    expect(rendered(patched, ['code', 'data'], 'Checklist').innerHTML).toBe(rendered(original, ['code', 'data'], 'Checklist').innerHTML);
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    rendered(patched, ['code', 'data', 'logs'], 'One', a);
    rendered(original, ['code', 'data', 'logs'], 'One', b);
    rendered(patched, ['logs', 'code'], 'Two', a);
    rendered(original, ['logs', 'code'], 'Two', b);
    expect(a.innerHTML).toBe(b.innerHTML);
    expect(a.querySelector('button')?.textContent).toBe('Copy <b>not bold</b>');
    expect(a.querySelector('b')).toBeNull();
  });

  it('throws on dangerouslySetInnerHTML instead of parsing the HTML', async () => {
    const patched = await patchedPreact();
    const into = document.createElement('div');
    const html = patched.h('div', { dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } });
    expect(() => patched.render(html, into)).toThrow(REFUSAL);
    expect(into.querySelector('img')).toBeNull();
  });
});
