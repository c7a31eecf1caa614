// The build mode of the extension that the "Check this page" browser test loads (tests/browser/checkThisPage.browser.test.ts):
// the production manifest plus `<all_urls>` (wxt.config.ts), built to .output/chrome-mv3-browser-test. In a real popup,
// clicking the toolbar button grants activeTab; a test opens popup.html as a tab, which grants nothing.
export const BROWSER_TEST_MODE = 'browser-test';
