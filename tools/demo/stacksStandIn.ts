// Saved pages link Stack Overflow's stylesheets and scripts, which cannot load offline. The real-browser tests and the
// demo serve synthesized stand-ins in their place: for stacks.css, tests/fixtures/pages/synth-stacks-stand-in.css (see
// its header; every other sheet empty), so pages have SO's grid and colours; for SO's script stub,
// tests/fixtures/pages/synth-comment-form.js, which fills a post's comment form when "Add a comment" is clicked, as
// SO's closed script does. Neither is Stack Overflow's code.
import type { BrowserContext } from 'playwright-core';

export const STACKS_STAND_IN_FILE = 'tests/fixtures/pages/synth-stacks-stand-in.css';
export const COMMENT_FORM_STAND_IN_FILE = 'tests/fixtures/pages/synth-comment-form.js';

export async function routeStacksStandIn(context: BrowserContext, standInCss: string): Promise<void> {
  await context.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/css; charset=utf-8',
      body: route.request().url().includes('/Shared/stacks.css') ? standInCss : '',
    }),
  );
}

/** Every saved question page loads SO's script stub (`/Js/stub.en.js`) first: the comment-form stand-in goes there. */
export async function routeCommentFormStandIn(context: BrowserContext, standInJs: string): Promise<void> {
  await context.route(/^https:\/\/cdn\.sstatic\.net\/Js\/stub\.en\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: standInJs }),
  );
}
