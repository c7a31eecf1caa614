// The Chromium hostile suites' driver for the shared steps (./hostileSteps.ts): the panel's parts as Playwright
// locators (its CSS crosses the test build's open shadow root), a page's evaluate and keyboard for pasting drafts.
import type { Locator, Page } from 'playwright-core';
import { type DraftFields, type DraftPage, pasteDraft as pasteWith, unfoldPanel as unfoldWith } from './hostileSteps';

export { countDialogs } from './hostileSteps';

/** Expands the panel, unfolds its present items and opens the skeleton, waiting for the script or its note. */
export function unfoldPanel(panel: Locator): Promise<void> {
  return unfoldWith({
    pressEnter: (part) => panel.locator(part).press('Enter'),
    dispatchClick: (part) => panel.locator(part).dispatchEvent('click'),
    count: (part) => panel.locator(part).count(),
    waitFor: (part) => panel.locator(part).first().waitFor(),
  });
}

const draftPage = (page: Page): DraftPage => ({ evaluate: (e) => page.evaluate(e), type: (t) => page.keyboard.type(t) });

/** Pastes the draft into the classic form, then types the body's end by keyboard; the fields' values. */
export const pasteDraft = (page: Page, draft: DraftFields) => pasteWith(draftPage(page), draft);
