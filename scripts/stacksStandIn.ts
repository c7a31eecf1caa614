// Saved pages link Stack Overflow's stylesheets, which cannot load offline. The real-browser tests and the demo both
// serve the synthesized stand-in (tests/fixtures/pages/synth-stacks-stand-in.css, see its header) where a page
// links stacks.css, and an empty sheet for every other sheet, so pages have SO's grid and colours.
import type { BrowserContext } from 'playwright-core';

export const STACKS_STAND_IN_FILE = 'tests/fixtures/pages/synth-stacks-stand-in.css';

export async function routeStacksStandIn(context: BrowserContext, standInCss: string): Promise<void> {
  await context.route(/^https:\/\/cdn\.sstatic\.net\/.*\.css(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/css; charset=utf-8',
      body: route.request().url().includes('/Shared/stacks.css') ? standInCss : '',
    }),
  );
}
