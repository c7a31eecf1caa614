// The expanded panel's buttons as the eye meets them, measured in the page so the Chromium suite (Playwright) and the
// Firefox suite (puppeteer) run the same function: their classes (Stacks buttons), the smallest text in each, where
// they sit, and any text glyph drawn for a chevron. Self-contained: it is sent to the page as source.

export interface PanelAction {
  /** Its `data-reprolens` hook, else its class names. */
  name: string;
  cls: string;
  /** In the panel's header line (the toggle and the ×, which are the frame's own controls). */
  header: boolean;
  shown: boolean;
  /** The smallest font size of the text it shows, px. */
  smallest: number;
  top: number;
  glyph: boolean;
}

/** Runs in the page (test builds keep the shadow root open: components/shadowHost.ts). */
export function panelActions(hostSelector: string): PanelAction[] {
  const root = document.querySelector(hostSelector)?.shadowRoot;
  if (!root) return [];
  return Array.from(root.querySelectorAll('[data-reprolens="panel-body"] button'), (el) => {
    const sizes: number[] = [];
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent?.trim() && n.parentElement) sizes.push(Number.parseFloat(getComputedStyle(n.parentElement).fontSize));
    }
    const box = el.getBoundingClientRect();
    return {
      name: (el as HTMLElement).dataset.reprolens ?? el.className,
      cls: el.className,
      header: Boolean(el.closest('.rl-line')),
      shown: box.width > 0 && box.height > 0,
      smallest: Math.min(...sizes),
      top: box.top,
      glyph: /[▸▹▾▿►▶▼◂◀]/.test(el.textContent ?? ''),
    };
  });
}

/** What breaks the Stacks look among the shown actions (not the header's): each as one line naming the action. */
export function actionProblems(file: string, actions: PanelAction[]): string[] {
  const found: string[] = [];
  const shown = actions.filter((b) => !b.header && b.shown);
  for (const b of shown) {
    if (!/\bs-btn\b/.test(b.cls)) found.push(`${file}: ${b.name} is no Stacks button (${b.cls})`);
    if (b.smallest < 12) found.push(`${file}: ${b.name} text at ${b.smallest} px`);
    if (b.glyph) found.push(`${file}: ${b.name} draws a glyph`);
  }
  for (const copy of shown.filter((b) => /^copy-(?!skeleton)/.test(b.name))) {
    const snippet = shown.find((b) => b.name === `show-snippet-${copy.name.slice('copy-'.length)}`);
    if (snippet && Math.abs(snippet.top - copy.top) > 2) found.push(`${file}: ${copy.name} on a line apart from its Snippet`);
  }
  return found;
}
