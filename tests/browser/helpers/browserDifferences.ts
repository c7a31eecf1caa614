// Where the Chromium and the Firefox real-browser suites must differ, and why — in this one module, so a
// test says what it checks once and each launcher (tests/browser/helpers/launchExtension.ts, tests/firefox/launchFirefox.ts)
// supplies only what is named here.
export type BrowserName = 'chromium' | 'firefox';

export interface BrowserDifferences {
  /** The build under .output/ that ships to this browser (wxt.config.ts; README "MV2 or MV3 for Firefox"). */
  outputFolder: string;
  manifestVersion: 2 | 3;
  /** The scheme of the extension's own pages. */
  scheme: 'chrome-extension' | 'moz-extension';
  /** The toolbar button's API: MV3 `action`, MV2 `browserAction` (docs/reference/wxt-toolchain.md §7). */
  badgeApi: 'action' | 'browserAction';
  /**
   * Where a test runs extension code: Chromium's MV3 service worker is a Playwright `Worker`; Firefox's MV2 background
   * page is not a target over WebDriver BiDi, so the Firefox suite runs the same calls in an extension page (same APIs).
   */
  extensionRealm: 'service-worker' | 'extension-page';
  /**
   * How a test opens popup.html or options.html: Chromium by `page.goto`; over BiDi Firefox's `page.goto` of a
   * moz-extension: URL never resolves (puppeteer sees no navigation, measured: 30 s timeout), so the Firefox suite opens a
   * first extension page with a navigation it does not wait for, and every other one with `browser.tabs.create`.
   * Since 153.8 ESR that first navigation needs the remote agent's system access (launchFirefox's launch argument).
   */
  openExtensionPage: 'goto' | 'tabs.create';
  /**
   * Reading back what a copy button copied. Chromium: only after Playwright grants `clipboard-read`/`clipboard-write`
   * to the page's origin. Firefox: the extension copies with `navigator.clipboard.writeText` on the key press or click
   * (a user activation; MV2 needs no `clipboardWrite` permission for that), and a script run by puppeteer over BiDi
   * reads it back with `navigator.clipboard.readText()` with no grant and no prompt (measured on 153 ESR, headless).
   */
  clipboardRead: 'granted-by-playwright' | 'no-grant-needed';
  /**
   * prefers-reduced-motion: Playwright emulates it per page (`page.emulateMedia`); puppeteer's
   * `emulateMediaFeatures` throws over BiDi ("CDP support is required for this feature"), so the Firefox suite
   * launches a profile with `ui.prefersReducedMotion` = 1. Firefox then also makes every smooth scroll instant
   * itself (measured: `scrollTo({behavior:'smooth'})` lands in one step), so there the jump cannot tell whether
   * showEvidence.ts chose 'auto'; Chromium's can (13 positions without the preference, 1 with it).
   */
  reducedMotionPrefs: Record<string, number> | null;
  /**
   * A dark colour scheme from the OS (prefers-color-scheme: dark; GitHub's "auto" mode, Stack Overflow's
   * "theme-system"): for the same reason as reducedMotionPrefs the Firefox suite launches a profile with
   * `layout.css.prefers-color-scheme.content-override` = 0 (dark), measured on 153.8 ESR headless: the page's and the
   * content script's `matchMedia('(prefers-color-scheme: dark)')` match, Primer's auto-mode rules apply; popup.html and
   * options.html match it and paint their dark backgrounds (rgb(45, 45, 45), rgb(22, 25, 29)), neither does without it
   * (tests/firefox/accessibility.firefox.test.ts asserts both). Playwright would emulate it per page (`page.emulateMedia({ colorScheme: 'dark' })`).
   */
  darkColourSchemePrefs: Record<string, number> | null;
  /**
   * What joins a host's selector to one inside its shadow root: Playwright's CSS crosses open shadow roots by itself,
   * puppeteer needs its deep-descendant combinator.
   */
  intoShadow: ' ' | ' >>> ';
  /**
   * When a test counts an element as shown. Playwright's `isVisible` leaves out a button inside a closed `<details>`;
   * puppeteer's counts it in Firefox, which lays that content out under content-visibility: hidden (measured: 5 of the
   * popup's buttons, non-empty boxes, not hoverable), so the Firefox driver also asks the element's `checkVisibility()`.
   */
  visibility: 'driver' | 'driver-and-checkVisibility';
}

export const BROWSERS: Record<BrowserName, BrowserDifferences> = {
  chromium: {
    outputFolder: 'chrome-mv3',
    manifestVersion: 3,
    scheme: 'chrome-extension',
    badgeApi: 'action',
    extensionRealm: 'service-worker',
    openExtensionPage: 'goto',
    clipboardRead: 'granted-by-playwright',
    reducedMotionPrefs: null,
    darkColourSchemePrefs: null,
    intoShadow: ' ',
    visibility: 'driver',
  },
  firefox: {
    outputFolder: 'firefox-mv2',
    manifestVersion: 2,
    scheme: 'moz-extension',
    badgeApi: 'browserAction',
    extensionRealm: 'extension-page',
    openExtensionPage: 'tabs.create',
    clipboardRead: 'no-grant-needed',
    reducedMotionPrefs: { 'ui.prefersReducedMotion': 1 },
    darkColourSchemePrefs: { 'layout.css.prefers-color-scheme.content-override': 0 },
    intoShadow: ' >>> ',
    visibility: 'driver-and-checkVisibility',
  },
};
