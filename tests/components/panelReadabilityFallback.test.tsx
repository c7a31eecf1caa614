// @vitest-environment happy-dom
// The Readability fallback in the page panel, for a known site its selectors cannot read (components/QuestionPanel.tsx
// onCheckWithReadability): only the unreadable state offers Readability, and only when the overlay gives the callback;
// a quiet page and a scored one never do.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { QuestionPanel } from '../../components/QuestionPanel';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { unreadableVerdict } from '../../lib/verdictTexts';

const noop = () => {};
const unreadable = unreadableVerdict('page_unreadable', 'no question post on this page');
const scored = judgeQuestion(
  readMarkdownDraft('# Loss is nan with PyTorch\n\nMy PyTorch training loss becomes nan.\n\n```python\nimport torch\n```\n').question,
  DEFAULT_SETTINGS,
);

describe('the panel offers Readability where it cannot read the page', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });
  const button = () => root.querySelector<HTMLButtonElement>('[data-reprolens="check-readability"]');

  it('the unreadable state: the button, which calls back', () => {
    const onCheck = vi.fn();
    render(<QuestionPanel verdict={unreadable} expanded={false} onToggle={noop} onDismiss={noop} onCheckWithReadability={onCheck} />, root);
    expect(button()!.textContent).toBe("Can't read this page — check it with Readability?");
    button()!.click();
    expect(onCheck).toHaveBeenCalledOnce();
  });

  it('no button without the callback, nor on a scored page', () => {
    render(<QuestionPanel verdict={unreadable} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    expect(button()).toBeNull();
    render(<QuestionPanel verdict={scored} expanded={true} onToggle={noop} onDismiss={noop} onCheckWithReadability={noop} />, root);
    expect(button()).toBeNull();
  });
});
