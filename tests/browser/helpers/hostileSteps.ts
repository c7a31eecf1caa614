// The hostile suites' steps that drive a page, written once for both drivers: Playwright in Chromium
// (tests/browser/hostile*.browser.test.ts, through ./hostilePlaywright.ts) and puppeteer over WebDriver BiDi in Firefox
// (tests/firefox/hostile*.firefox.test.ts). Each driver supplies the few primitives named here; the order of the steps,
// what they wait on and what they read live in this one place.

/** Anything that reports the page's dialogs (Playwright's and puppeteer's Page both do, as `dialog` events). */
export interface DialogSource {
  on(event: 'dialog', listener: (dialog: { dismiss(): Promise<void> }) => void): unknown;
}

/** Dismisses every dialog the page opens (alert, confirm, prompt) and counts them. */
export function countDialogs(page: DialogSource): () => number {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  return () => dialogs;
}

/** The panel's parts, named by a selector inside its shadow root, as a driver reaches them. */
export interface PanelParts {
  /** Focuses the part and presses Enter on it (the keyboard path a user takes). */
  pressEnter(part: string): Promise<void>;
  /** A click event on the part, with no pointer (a part may sit under the host page's sticky header). */
  dispatchClick(part: string): Promise<void>;
  count(part: string): Promise<number>;
  /** Resolves once the part is there (a state, polled by the driver). */
  waitFor(part: string): Promise<void>;
}

/** Expands the panel, unfolds its present items and opens the skeleton, waiting for the script or its note. */
export async function unfoldPanel(panel: PanelParts): Promise<void> {
  await panel.pressEnter('[data-reprolens="toggle"]');
  const fold = '[data-reprolens="present-fold"]';
  if (await panel.count(fold)) await panel.dispatchClick(fold);
  const skeleton = '[data-reprolens="skeleton-toggle"]';
  if (await panel.count(skeleton)) {
    await panel.dispatchClick(skeleton);
    await panel.waitFor(':is([data-reprolens="skeleton-script"], [data-reprolens="skeleton-note"])');
  }
}

/** The draft's three fields on the classic Ask form. */
export interface DraftFields {
  title: string;
  body: string;
  tags: string;
}

/** Typed by keyboard at the end of the pasted body: the draft is also read after real keystrokes. */
export const TYPED = '\nThanks.';

// Runs in the page: pastes each field (one input event a field, as a paste gives) and puts the caret at the body's end.
function pasteFields(d: DraftFields): void {
  for (const [selector, value] of [
    ['#title', d.title],
    ['#tagnames', d.tags],
    ['#wmd-input', d.body],
  ] as const) {
    const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
    field.focus();
    field.value = value;
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }
  const body = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
  body.setSelectionRange(body.value.length, body.value.length);
}

// Runs in the page: the three fields' values as they stand.
function readFields(): DraftFields {
  const value = (s: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(s)!.value;
  return { title: value('#title'), body: value('#wmd-input'), tags: value('#tagnames') };
}

/** What pasting a draft needs of a driver: an expression evaluated in the page, and keys typed where the caret is. */
export interface DraftPage {
  evaluate(expression: string): Promise<unknown>;
  type(text: string): Promise<void>;
}

/** Pastes the draft into the classic form, then types TYPED by keyboard; the fields' values afterwards. */
export async function pasteDraft(page: DraftPage, draft: DraftFields): Promise<DraftFields> {
  await page.evaluate(`(${pasteFields.toString()})(${JSON.stringify(draft)})`);
  await page.type(TYPED);
  return (await page.evaluate(`(${readFields.toString()})()`)) as DraftFields;
}
