// The GitHub issue scenarios both real-browser suites run (tests/browser/githubIssue.browser.test.ts and
// tests/firefox/githubIssue.firefox.test.ts): the theme variants of an assembled page with the look the panel must
// take in each, and a soft visit as GitHub makes one. The page functions run in the page, through either driver's
// `evaluate`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { issuePageHtml, issueUrl } from './gitHubIssueFixtures';

const ROOT = resolve(import.meta.dirname, '../../..');

/** The classic markup (a saved 2021-12 page with issue 32476's record, tools/fixtures/assembleClassicGitHubIssuePage.ts). */
export const classicIssueHtml = readFileSync(resolve(ROOT, 'tests/fixtures/pages/assembled_github-2021-12-host_tf-32476.html'), 'utf8');

/** The saved page (colour mode "auto") with its colour mode set to `mode` and its dark theme to `dark`. */
export const themedIssuePage = (html: string, mode: string, dark = 'dark') =>
  html.replace(
    /<html([^>]*?) data-color-mode="auto"([^>]*?) data-dark-theme="dark"/,
    `<html$1 data-color-mode="${mode}"$2 data-dark-theme="${dark}"`,
  );

export interface PanelLook {
  theme: string | null;
  primer: string | null;
  background: string;
}

/**
 * Issue 32476 in GitHub's light, dark and dimmed themes, each at its own address, and the look the page's own Primer
 * variables (@primer/primitives' themes, served as GitHub's theme sheets: tests/browser/helpers/gitHubStandIn.ts) give the panel.
 */
export const THEME_VARIANTS: Array<{ name: string; url: string; html: string; look: PanelLook }> = [
  {
    name: 'light',
    url: issueUrl(32476),
    html: issuePageHtml(32476),
    look: { theme: 'light', primer: 'light', background: 'rgb(255, 255, 255)' },
  },
  {
    name: 'dark',
    url: `${issueUrl(32476)}?theme=dark`,
    html: themedIssuePage(issuePageHtml(32476), 'dark'),
    look: { theme: 'dark', primer: 'dark', background: 'rgb(13, 17, 23)' },
  },
  {
    name: 'dimmed',
    url: `${issueUrl(32476)}?theme=dimmed`,
    html: themedIssuePage(issuePageHtml(32476), 'dark', 'dark_dimmed'),
    look: { theme: 'dark', primer: 'dark_dimmed', background: 'rgb(33, 40, 48)' },
  },
];

/** The repository's issue list: the script runs there (GitHub navigates softly) and shows nothing. */
export const ISSUE_LIST_URL = 'https://github.com/tensorflow/tensorflow/issues';

/** The events a soft visit ends with: Turbo Drive's, GitHub's React router's, and the browser's on Back. */
export type SoftNavigationEvent = 'turbo:load' | 'soft-nav:end' | 'popstate';

/**
 * In the page: GitHub swaps the body and pushes the new address, then tells its listeners. Turbo and the router fire
 * their events on the document; the browser fires popstate on the window (where the content script listens for it).
 */
export function softVisitInPage([url, bodyHtml, event]: readonly [string, string, SoftNavigationEvent]): void {
  const next = new DOMParser().parseFromString(bodyHtml, 'text/html');
  document.body.replaceWith(document.adoptNode(next.body));
  history.pushState({}, '', url);
  if (event === 'popstate') window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  else document.dispatchEvent(new Event(event));
}
