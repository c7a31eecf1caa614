// A copy button's state: shared by the suggestions' snippets and the "Ask for details" comment.
import { useState } from 'preact/hooks';

export type CopyState = 'idle' | 'copied' | 'failed';

/** A copy button's state and action: the Clipboard API unless `copyText` is given; a refusal is shown, not thrown. */
export function useCopy(text: string, copyText?: (text: string) => Promise<void>): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await (copyText ?? ((t: string) => navigator.clipboard.writeText(t)))(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
