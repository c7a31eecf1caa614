// The build mode of the extension the real-browser suites load (tests/browser/helpers/launchExtension.ts,
// tests/firefox/launchFirefox.ts), built to .output/<browser>-browser-test. It differs from the production build in
// exactly three compile-time places, each marked TEST BUILD ONLY where it is:
// - `<all_urls>` (wxt.config.ts): in a real popup, clicking the toolbar button grants activeTab; a test opens popup.html
//   as a tab, which grants nothing;
// - open shadow roots (components/shadowHost.ts): Playwright's and Puppeteer's locators pierce open roots only; the
//   production build's are closed (tests/browser/closedShadowRoot.browser.test.ts proves it, and that the panel works);
// - the presubmit failure hook (entrypoints/draft.content/usePresubmitGuard.ts).
// tests/browser/testHooks.browser.test.ts checks the production bundles carry none of them.
export const BROWSER_TEST_MODE = 'browser-test';

/**
 * The test build's failure injection (entrypoints/draft.content/usePresubmitGuard.ts): the attribute, its dataset
 * spelling and the forced error's text. None may appear in what ships (hostile review D4; tests/browser/testHooks and
 * the store-zip test in tests/tools/build/sourcesZip.test.ts).
 */
export const TEST_HOOK_STRINGS = ['data-reprolens-test-throw', 'reprolensTestThrow', 'ReproLens test hook'];
