// Puts a snippet into the draft through the editor's own input path, so the editor's state, its backing textarea
// and SO's draft autosave all see an ordinary edit, and one undo takes it out (issue: "through the editor's own
// input path"). Only ever called from the coach's Insert button.
import type { DraftEditor } from '../../lib/readers/stackOverflowDraftPage';

/** The text to insert: a fenced block in markdown editors, the plain snippet in rich text. */
export function snippetText(editor: DraftEditor, snippet: string, language: string): string {
  if (editor.kind === 'prosemirror-richtext') return snippet;
  return `\n\n\`\`\`${language}\n${snippet.replace(/\n+$/, '')}\n\`\`\`\n`;
}

/**
 * Inserts `text` at the caret the user left in `editor` (`caret`, for contenteditable editors whose selection moved
 * to the coach's button), or at the end when they never placed one. Returns whether the editor took it.
 */
export function insertIntoEditor(editor: DraftEditor, text: string, caret: Range | null, caretPlaced: boolean): boolean {
  const element = editor.element;
  const doc = element.ownerDocument;
  element.focus();
  if (element instanceof HTMLTextAreaElement) {
    if (!caretPlaced) element.setSelectionRange(element.value.length, element.value.length);
    // execCommand goes through the browser's editing: an `input` event, and one step on the native undo stack.
    if (doc.execCommand('insertText', false, text)) return true;
    element.setRangeText(text, element.selectionStart, element.selectionEnd, 'end');
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
    return true;
  }
  const selection = doc.getSelection();
  if (selection) {
    const range = caret && element.contains(caret.startContainer) ? caret : endOf(element);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  // ProseMirror (the Stacks editor) turns a paste into one transaction, which is one undo step; an editor that
  // does not handle paste leaves the event alone, and the browser's own insertText does the edit instead.
  const transfer = new DataTransfer();
  transfer.setData('text/plain', text);
  const paste = new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
  if (!element.dispatchEvent(paste)) return true;
  return doc.execCommand('insertText', false, text);
}

function endOf(element: HTMLElement): Range {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  return range;
}
