// The host both page UIs (the question overlay, the writing coach) live in: a 0×0 element appended to body, outside
// the page's layout flow (no shift), with an open shadow root holding our styles inline — so the first paint is
// already styled (no flash) — and one container to render into.
import reportCss from './reportStyles.css?inline';
import panelCss from './panelStyles.css?inline';
import dialogCss from './dialogStyles.css?inline';

export function mountShadowHost(tagName: string, testId: string): HTMLElement {
  const host = document.createElement(tagName);
  host.setAttribute('data-reprolens', testId);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `${panelCss}\n${reportCss}\n${dialogCss}`;
  shadow.append(style, document.createElement('div'));
  document.body.append(host);
  return host;
}

/** The container Preact renders into. */
export function shadowContainer(host: HTMLElement): Element {
  return host.shadowRoot!.lastElementChild!;
}
