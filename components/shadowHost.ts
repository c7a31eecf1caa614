// The host both page UIs (the question overlay, the writing coach) live in: a 0×0 element appended to body, outside
// the page's layout flow (no shift), with an open shadow root holding our styles inline — so the first paint is
// already styled (no flash) — and one container to render into.
import reportCss from './reportStyles.css?inline';
import panelCss from './panelStyles.css?inline';
import dialogCss from './dialogStyles.css?inline';
// Stacks' sidebar widget and button rules, from the package (tools/build/stacksSubset.mjs); last, so the page's
// Stacks look wins over our fallbacks wherever both style one element (issue 13 point 2).
import stacksCss from './stacksSubset.css?inline';

/**
 * `first`: the host goes in front of the page's content, so the panel is among the first stops of the tab order
 * (issue 13 point 5: reaching it took 100 Tab presses from the end of the page); it is out of the layout flow either way.
 */
export function mountShadowHost(tagName: string, testId: string, first = false, siteCss = ''): HTMLElement {
  const host = document.createElement(tagName);
  host.setAttribute('data-reprolens', testId);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  // A site's own look (GitHub's, issue 14) comes last, so it wins over the shared rules on that site only.
  style.textContent = `${panelCss}\n${reportCss}\n${dialogCss}\n${stacksCss}\n${siteCss}`;
  shadow.append(style, document.createElement('div'));
  if (first) document.body.prepend(host);
  else document.body.append(host);
  return host;
}

/** The container Preact renders into. */
export function shadowContainer(host: HTMLElement): Element {
  return host.shadowRoot!.lastElementChild!;
}
