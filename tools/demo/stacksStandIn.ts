// Saved pages link Stack Overflow's stylesheets and scripts, which cannot load offline. The real-browser tests and the
// demo serve, in place of cdn.sstatic.net's `/Shared/stacks.css`, Stacks' real stylesheet from the pinned npm package
// (@stackoverflow/stacks, MIT) followed by tests/fixtures/pages/synth-so-page-extras.css — a synthesized stand-in
// for only what Stacks does not cover: the site's own sheet (page grid, post look; see its header). Every other
// sheet is served empty. For SO's script stub they serve tests/fixtures/pages/synth-comment-form.js, which fills a
// post's comment form when "Add a comment" is clicked, as SO's closed script does. Neither stand-in is SO's code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export const STACKS_CSS_FILE = 'node_modules/@stackoverflow/stacks/dist/css/stacks.css';
export const SO_PAGE_EXTRAS_FILE = 'tests/fixtures/pages/synth-so-page-extras.css';
export const COMMENT_FORM_STAND_IN_FILE = 'tests/fixtures/pages/synth-comment-form.js';

/** What `/Shared/stacks.css` is served as: Stacks' real stylesheet, then the page extras (only what Stacks lacks). */
export function stacksPageCss(root: string): string {
  return `${readFileSync(resolve(root, STACKS_CSS_FILE), 'utf8')}\n${readFileSync(resolve(root, SO_PAGE_EXTRAS_FILE), 'utf8')}`;
}

export async function routeStacksCss(context: BrowserContext, pageCss: string): Promise<void> {
  await context.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/css; charset=utf-8',
      body: route.request().url().includes('/Shared/stacks.css') ? pageCss : '',
    }),
  );
}

/** Every saved question page loads SO's script stub (`/Js/stub.en.js`) first: the comment-form stand-in goes there. */
export async function routeCommentFormStandIn(context: BrowserContext, standInJs: string): Promise<void> {
  await context.route(/^https:\/\/cdn\.sstatic\.net\/Js\/stub\.en\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: standInJs }),
  );
}
