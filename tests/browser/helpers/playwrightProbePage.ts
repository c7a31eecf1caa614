// The Chromium suite's driver for the accessibility probes (tests/browser/helpers/axeAndContrast.ts): Playwright's page and
// locators. The Firefox suite's is probePage in tests/firefox/firefoxPage.ts.
import type { Page } from 'playwright-core';
import type { ProbePage } from './axeAndContrast';

export function playwrightProbePage(page: Page): ProbePage {
  return {
    runSource: (source) => page.evaluate(source),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async all(selector) {
      const matches = page.locator(selector);
      // Each by its index, as before: a locator finds its element again at every step (the panel re-renders).
      return Array.from({ length: await matches.count() }, (_, i) => {
        const one = matches.nth(i);
        return { isVisible: () => one.isVisible(), hover: () => one.hover(), run: (fn) => one.evaluate(fn as never) as never };
      });
    },
  };
}
