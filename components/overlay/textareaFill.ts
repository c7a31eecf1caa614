// Putting text in a page's comment textarea as typing would, shown with the cursor at its end, or copying it when
// there is no box: shared by the Stack Overflow and GitHub comment boxes (entrypoints/question.content/pageCommentBox.ts,
// entrypoints/issue.content/gitHubPageCommentBox.ts).

/**
 * Sets the value through the native setter (a page framework that wraps `value` would otherwise miss it), then
 * fires `input` and `change` as typing does, so the site's counter, validation and framework state update. No key events: no Enter.
 */
export function typeInto(textarea: HTMLTextAreaElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  if (setValue) setValue.call(textarea, text);
  else textarea.value = text;
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  textarea.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Brings the box into view with the focus in it; after a fill the cursor is at the end, ready to edit or post. */
export function revealTextarea(textarea: HTMLTextAreaElement, filled: boolean): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  textarea.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  textarea.focus({ preventScroll: true });
  if (filled) textarea.setSelectionRange(textarea.value.length, textarea.value.length);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
