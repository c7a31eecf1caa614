// The build mode of the extension that the "Check this page" browser test loads (tests/browser/checkThisPage.browser.test.ts):
// the production manifest plus `<all_urls>` (wxt.config.ts), built to .output/chrome-mv3-browser-test. In a real popup,
// clicking the toolbar button grants activeTab; a test opens popup.html as a tab, which grants nothing.
export const BROWSER_TEST_MODE = 'browser-test';

/**
 * The test build's failure injection (entrypoints/draft.content/usePresubmitGuard.ts): the attribute, its dataset
 * spelling and the forced error's text. None may appear in what ships (hostile review D4; tests/browser/testHooks and
 * the store-zip test in tests/build/sourcesZip.test.ts).
 */
export const TEST_HOOK_STRINGS = ['data-reprolens-test-throw', 'reprolensTestThrow', 'ReproLens test hook'];
