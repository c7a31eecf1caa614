// What a saved GitHub page needs offline to look as on the live site (README "GitHub issues"): GitHub's stylesheets
// (github.githubassets.com) are not public packages, so the real Primer colour themes from the pinned npm package
// @primer/primitives (MIT) stand in for the theme sheets, with the synthesized two-column layout of
// tests/fixtures/pages/synth-github-issue-layout.css. Every other GitHub asset stays refused.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../../..');
const THEMES = ['light', 'dark', 'dark-dimmed'].map((name) =>
  resolve(ROOT, `node_modules/@primer/primitives/dist/css/functional/themes/${name}.css`),
);

export function gitHubPageCss(): string {
  const layout = readFileSync(resolve(ROOT, 'tests/fixtures/pages/synth-github-issue-layout.css'), 'utf8');
  return [...THEMES.map((file) => readFileSync(file, 'utf8')), layout].join('\n');
}

/** Every GitHub stylesheet a saved page links. */
export const GITHUB_SHEET = /^https:\/\/github\.githubassets\.com\/assets\/[^/]+\.css$/;
/** The page's first theme sheet (`/assets/light-….css`, linked by every React page): the stand-in goes there. */
export const GITHUB_FIRST_THEME_SHEET = /\/assets\/light-[0-9a-f]+\.css$/;

/** Serves the stand-in for the page's first theme sheet; the other sheets are empty. */
export async function routeGitHubCss(context: BrowserContext): Promise<void> {
  const css = gitHubPageCss();
  await context.route(GITHUB_SHEET, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/css; charset=utf-8',
      body: GITHUB_FIRST_THEME_SHEET.test(route.request().url()) ? css : '',
    }),
  );
}
