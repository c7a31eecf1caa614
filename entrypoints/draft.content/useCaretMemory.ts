// Where the user last was in the draft's body, so "Insert into question" lands at their caret even after the click
// on the coach's button has moved the selection into the coach.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { DraftEditor, DraftReadResult } from '../../lib/readers/stackOverflowDraftPage';

export interface CaretMemory {
  /** The body field the user was last in. */
  editor: DraftEditor | null;
  /** Their selection in a contenteditable editor (a textarea keeps its own). */
  caret: Range | null;
  /** They placed a caret at all (else Insert goes to the end). */
  placed: boolean;
}

export function useCaretMemory(read: { readonly current: DraftReadResult }): { readonly current: CaretMemory } {
  const memory = useRef<CaretMemory>({ editor: null, caret: null, placed: false });
  useLayoutEffect(() => {
    const onSelectionChange = () => {
      const current = read.current;
      if (!current.ok) return;
      const active = document.activeElement;
      const editor = current.editors.find((e) => e.element === active || e.element.contains(active));
      if (!editor) return;
      memory.current.editor = editor;
      memory.current.placed = true;
      const selection = document.getSelection();
      if (editor.element instanceof HTMLTextAreaElement || !selection?.rangeCount) return;
      const range = selection.getRangeAt(0);
      if (editor.element.contains(range.startContainer)) memory.current.caret = range.cloneRange();
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [read]);
  return memory;
}
