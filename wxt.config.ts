import { existsSync } from 'node:fs';
import { defineConfig } from 'wxt';
import { GITHUB_OPTIONAL_ORIGIN } from './lib/site/addedRepositories';
import { SUPPORTED_SITES } from './lib/site/sites';
import { ICON_SIZES, iconPath } from './tools/icons/iconMark';
import { CHROMIUM, FIREFOX } from './tools/browserBinaries';
import { BROWSER_TEST_MODE } from './components/buildMode';
import { sourcesZipOptions } from './tools/build/sourcesZip';
import { quietContentScriptContext } from './tools/build/quietContext';
import { noPreactInnerHtml } from './tools/build/noPreactInnerHtml';
import { readabilityWithoutInnerHtml } from './tools/build/readabilityWithoutInnerHtml';

// See ../shared/reference/wxt-toolchain.md for why each setting is here.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // `npm run dev` / `npm run dev:firefox` (WXT's development mode, hot reload) open Debian's Chromium and Firefox ESR,
  // the browsers the demo and the real-browser suites use; where they are missing, web-ext looks for Chrome / Firefox
  // itself. A gitignored web-ext.config.ts overrides this for one machine (wxt.dev, "Browser Startup").
  webExt: { binaries: debianBrowsers() },
  // No network API in the bundles (tests/browser/bundleApis.browser.test.ts): Vite's modulepreload polyfill
  // is the one `fetch` it adds, and both browsers preload modules natively on extension pages. And (hostile review
  // S1/S2) every content script's `ctx` announces nothing to the page and cannot be stopped by it.
  // And Preact's unused dangerouslySetInnerHTML branch is cut, and Readability copies nodes where it assigned innerHTML
  // (web-ext lint's UNSAFE_VAR_ASSIGNMENT: tools/build/noPreactInnerHtml.ts, tools/build/readabilityWithoutInnerHtml.ts).
  vite: () => ({
    plugins: [quietContentScriptContext(), noPreactInnerHtml(), readabilityWithoutInnerHtml()],
    build: { modulePreload: { polyfill: false } },
  }),
  // The sources zip (Firefox review) should rebuild the extension, not carry the CLI's generated bundles; and only what
  // git tracks goes in (hostile review P1: gitignored files went in), tools/build/sourcesZip.ts.
  zip: { excludeSources: ['dist/**'], ...sourcesZipOptions(import.meta.dirname) },
  manifest: ({ browser, manifestVersion, mode }) => ({
    name: 'ReproLens',
    description: 'Shows how reproducible a deep-learning bug question on Stack Overflow or a GitHub issue is, and what to add to it.',
    // Chrome: `offscreen` hosts the skeleton worker (entrypoints/skeleton-offscreen/); Firefox's background page starts it.
    permissions: [
      ...(browser === 'firefox' ? ['storage'] : ['storage', 'offscreen']),
      // The popup's "Check this page" reads the active tab on the click (entrypoints/background/readabilityCheck.ts),
      // no host permission; `scripting` also registers the issue script for the user's added GitHub repositories
      // (entrypoints/background/addedRepositoryScripts.ts; Firefox MV2 uses contentScripts there).
      ...['activeTab', 'scripting'],
    ],
    // Only the question sites it reads (lib/settings.ts); nothing is fetched from anywhere.
    host_permissions: [
      ...SUPPORTED_SITES.map((site) => `https://${site.host}/*`),
      // TEST BUILD ONLY (`wxt build --mode browser-test`, tests/browser/helpers/buildExtension.ts): an automated test cannot click the toolbar button that grants activeTab.
      ...(mode === BROWSER_TEST_MODE ? ['<all_urls>'] : []),
    ],
    // github.com is optional, asked for per repository when the user adds one in the options (MV2: optional_permissions).
    [manifestVersion === 2 ? 'optional_permissions' : 'optional_host_permissions']: [GITHUB_OPTIONAL_ORIGIN],
    // The icon (public/icons/, rendered by tools/icons/renderIcons.ts) in the extensions list and the toolbar;
    // Firefox also swaps in a one-colour mark for light and dark toolbars (`theme_icons`: `dark` on light themes).
    icons: iconSet('color'),
    [manifestVersion === 2 ? 'browser_action' : 'action']: {
      default_icon: iconSet('color'),
      ...(browser === 'firefox'
        ? { theme_icons: ICON_SIZES.map((size) => ({ size, dark: iconPath('dark', size), light: iconPath('light', size) })) }
        : {}),
    },
    // Alt+Shift+R toggles the panel (lib/messages/messageTable.ts TOGGLE_PANEL_COMMAND).
    commands: {
      'toggle-panel': {
        suggested_key: { default: 'Alt+Shift+R' },
        description: 'Show or hide the ReproLens checklist on a question',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'reprolens@reprolens.dev',
              // The newest of the manifest's needs (MDN browser compatibility data, as web-ext 10.7.0's addons-linter 10.13.0
              // checks it): `data_collection_permissions` Firefox 140 (Android 142), MV2 `scripting` 102,
              // `theme_icons` 53. 140 is also the ESR the Firefox suite runs (140.12).
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});

function iconSet(variant: 'color' | 'dark' | 'light'): Record<string, string> {
  return Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconPath(variant, size)]));
}

function debianBrowsers(): Record<string, string> {
  const binaries = { chrome: CHROMIUM, firefox: FIREFOX };
  return Object.fromEntries(Object.entries(binaries).filter(([, path]) => existsSync(path)));
}
