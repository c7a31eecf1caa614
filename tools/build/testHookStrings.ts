// What the test build's failure injection writes (entrypoints/draft.content/usePresubmitGuard.ts, TEST BUILD ONLY;
// the build mode is components/buildMode.ts). Kept out of components/buildMode.ts so that no module the extension
// imports holds these strings.
/**
 * The attribute, its dataset spelling and the forced error's text. None may appear in what ships (hostile review D4;
 * tests/browser/testHooks and the store-zip test in tests/tools/build/sourcesZip.test.ts).
 */
export const TEST_HOOK_STRINGS = ['data-reprolens-test-throw', 'reprolensTestThrow', 'ReproLens test hook'];
