// The host both page UIs (the question overlay, the writing coach) live in: a 0×0 element appended to body, outside
// the page's layout flow (no shift), with a closed shadow root holding our styles inline — so the first paint is
// already styled (no flash) — and one container to render into.
import { BROWSER_TEST_MODE } from '../tools/build/browserTestMode';
import reportCss from './reportStyles.css?inline';
import panelCss from './panelStyles.css?inline';
import dialogCss from './dialogStyles.css?inline';
// Stacks' sidebar widget and button rules, from the package (tools/build/stacksSubset.mjs); last, so the page's
// Stacks look wins over our fallbacks wherever both style one element (issue 13 point 2).
import stacksCss from './stacksSubset.css?inline';
import { HOST_TAG } from './pageHosts';

/**
 * `first`: the host goes in front of the page's content, so the panel is among the first stops of the tab order
 * (issue 13 point 5: reaching it took 100 Tab presses from the end of the page); it is out of the layout flow either way.
 */
export function mountShadowHost(testId: string, first = false, siteCss = ''): HTMLElement {
  const host = document.createElement(HOST_TAG);
  host.setAttribute('data-reprolens', testId);
  resistPageCss(host);
  const shadow = host.attachShadow({ mode: SHADOW_ROOT_MODE });
  roots.set(host, shadow);
  const style = document.createElement('style');
  // A site's own look (GitHub's, issue 14) comes last, so it wins over the shared rules on that site only.
  style.textContent = `${panelCss}\n${reportCss}\n${dialogCss}\n${stacksCss}\n${siteCss}`;
  shadow.append(style, document.createElement('div'));
  if (first) document.body.prepend(host);
  else document.body.append(host);
  return host;
}

/**
 * What the page's CSS must not change on the host (issue 15, hostile review §1: page CSS hid the host by its tag name;
 * the panel's `:host { all: initial }` loses to any outer rule). Inline `!important` beats every page rule, `!important`
 * ones included. The values are the host's own (panelStyles.css `:host`): a 0×0 box at the document's origin whose
 * content overflows visibly. What a page can still do is in README.md ("What a hostile page can still do").
 */
export const HOST_STYLE: Readonly<Record<string, string>> = {
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  position: 'absolute',
  top: '0px',
  left: '0px',
  width: '0px',
  height: '0px',
  margin: '0px',
  'z-index': '1000',
  transform: 'none',
  translate: 'none',
  scale: 'none',
  rotate: 'none',
  zoom: '1',
  clip: 'auto',
  'clip-path': 'none',
  mask: 'none',
  filter: 'none',
  overflow: 'visible',
  contain: 'none',
  'content-visibility': 'visible',
  'pointer-events': 'auto',
};

function resistPageCss(host: HTMLElement): void {
  for (const [property, value] of Object.entries(HOST_STYLE)) host.style.setProperty(property, value, 'important');
}

/**
 * Closed (issue 15, hostile review S3: a page script read the open root and rewrote "94 · A" to "100 · A"): the page
 * gets `host.shadowRoot === null`, and only this module holds the root. TEST BUILD ONLY (`wxt build --mode
 * browser-test`, tools/build/browserTestMode.ts): open, because Playwright's and Puppeteer's locators pierce open
 * roots only; tests/browser/closedShadowRoot.browser.test.ts proves the production build's root is closed and works.
 */
export const SHADOW_ROOT_MODE: ShadowRootMode = import.meta.env.MODE === BROWSER_TEST_MODE ? 'open' : 'closed';

const roots = new WeakMap<HTMLElement, ShadowRoot>();

/** The shadow root of a host made by `mountShadowHost`, whatever its mode. */
export function shadowRootOf(host: HTMLElement | null | undefined): ShadowRoot | undefined {
  return host ? roots.get(host) : undefined;
}

/** The container Preact renders into. */
export function shadowContainer(host: HTMLElement): Element {
  return shadowRootOf(host)!.lastElementChild!;
}
