// The build mode of the extension the real-browser suites load (tests/browser/helpers/launchExtension.ts,
// tests/firefox/launchFirefox.ts), built to .output/<browser>-browser-test. It differs from the production build in
// exactly three compile-time places, each marked TEST BUILD ONLY where it is:
// - `<all_urls>` (wxt.config.ts): in a real popup, clicking the toolbar button grants activeTab; a test opens popup.html
//   as a tab, which grants nothing;
// - open shadow roots (components/shadowHost.ts): Playwright's and Puppeteer's locators pierce open roots only; the
//   production build's are closed (tests/browser/closedShadowRoot.browser.test.ts proves it, and that the panel works);
// - the presubmit failure hook (entrypoints/draft.content/usePresubmitGuard.ts).
// tests/browser/testHooks.browser.test.ts checks the production bundles carry none of them. The mode lives here, beside
// the code it switches, so that what ships imports nothing from tools/.
export const BROWSER_TEST_MODE = 'browser-test';
