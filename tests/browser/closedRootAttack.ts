// What a hostile page script tries on ReproLens' host from the page's own world (hostile review S3), shared by the
// Chromium and Firefox closed-root tests; passed to `page.evaluate` (Playwright and puppeteer serialise it alike).

export interface AttackSeen {
  state: string | undefined;
  /** 'null' when the root is closed to the page. */
  shadowRoot: 'null' | 'reachable';
  /** The error's name when a second root cannot be attached. */
  attached: string;
  /** The host's light-DOM text: the panel's words never reach the page's DOM. */
  lightText: string | null;
}

/** Null until the host matching `selector` exists; then what the page can read and do. */
export function attackHost(selector: string): AttackSeen | null {
  const host = document.querySelector<HTMLElement>(selector);
  if (!host) return null;
  let attached: string;
  try {
    host.attachShadow({ mode: 'open' });
    attached = 'attached';
  } catch (error) {
    attached = (error as DOMException).name;
  }
  return { state: host.dataset.state, shadowRoot: host.shadowRoot === null ? 'null' : 'reachable', attached, lightText: host.textContent };
}
