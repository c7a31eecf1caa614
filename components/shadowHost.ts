// The host both page UIs (the question overlay, the writing coach) live in: a 0×0 element appended to body, outside
// the page's layout flow (no shift), with a closed shadow root holding our styles inline — so the first paint is
// already styled (no flash) — and one container to render into, the root of the panel's own variables.
import { BROWSER_TEST_MODE } from './buildMode';
import reportCss from './reportStyles.css?inline';
import panelCss from './panelStyles.css?inline';
import dialogCss from './dialogStyles.css?inline';
// Stacks' sidebar widget and button rules, and Stacks' theme variables, from the package (tools/build/stacksSubset.mjs);
// the rules last, so Stacks' look wins over our stand-ins wherever both style one element.
import stacksCss from './stacksSubset.css?inline';
import stacksVariablesCss from './stacksVariables.css?inline';
import { HOST_TAG } from './pageHosts';
import { newToken, privateCustomProperties, privateName } from './privateProperties';

/**
 * What the page's CSS must not change on the host (its box, its pseudo-elements, what it passes down) is pinned by
 * the shadow sheet's own `:host` rule (panelStyles.css), whose `!important` beats every page rule and the style
 * attribute. `first`: the host goes in front of the page's content, so the panel is among the first stops of the tab
 * order (the keyboard path: reaching it took 100 Tab presses from the end of the page); it is out of the layout flow
 * either way.
 */
export function mountShadowHost(testId: string, first = false, siteCss = ''): HTMLElement {
  const host = document.createElement(HOST_TAG);
  host.setAttribute('data-reprolens', testId);
  const shadow = host.attachShadow({ mode: SHADOW_ROOT_MODE });
  const token = newToken();
  roots.set(host, { shadow, token });
  const style = document.createElement('style');
  // A site's own look (GitHub's: githubLook.css) comes last, so it wins over the shared rules on that site only.
  const css = `${stacksVariablesCss}\n${panelCss}\n${reportCss}\n${dialogCss}\n${stacksCss}\n${siteCss}`;
  style.textContent = privateCustomProperties(css, token);
  const container = document.createElement('div');
  container.className = 'rl-root';
  shadow.append(style, container);
  if (first) document.body.prepend(host);
  else document.body.append(host);
  return host;
}

/**
 * Closed (hostile review 2026-12-01 S3: a page script read the open root and rewrote "94 · A" to "100 · A"): the page
 * gets `host.shadowRoot === null`, and only this module holds the root. TEST BUILD ONLY (`wxt build --mode
 * browser-test`, components/buildMode.ts): open, because Playwright's and Puppeteer's locators pierce open
 * roots only; tests/browser/closedShadowRoot.browser.test.ts proves the production build's root is closed and works.
 */
export const SHADOW_ROOT_MODE: ShadowRootMode = import.meta.env.MODE === BROWSER_TEST_MODE ? 'open' : 'closed';

const roots = new WeakMap<HTMLElement, { shadow: ShadowRoot; token: string }>();

/** The shadow root of a host made by `mountShadowHost`, whatever its mode. */
export function shadowRootOf(host: HTMLElement | null | undefined): ShadowRoot | undefined {
  return host ? roots.get(host)?.shadow : undefined;
}

/** What the custom property `name` of the panel's sheets is called inside `host`'s root (components/privateProperties.ts). */
export function hostPropertyName(host: HTMLElement, name: string): string {
  return privateName(name, roots.get(host)!.token);
}

/** The container Preact renders into. */
export function shadowContainer(host: HTMLElement): Element {
  return shadowRootOf(host)!.lastElementChild!;
}
