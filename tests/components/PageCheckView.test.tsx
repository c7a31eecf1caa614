// @vitest-environment happy-dom
// The popup's "Check this page": where the button is offered and with which words, and the result's states —
// no score without a question, a refused tab in words, the report with what was read, page text as text only.
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { PageCheckView } from '../../components/PageCheckView';
import { pageCheckLabel, PopupView, type TabState } from '../../components/PopupView';
import type { PageCheck } from '../../lib/messages/pageCheck';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { unreadableVerdict } from '../../lib/verdictTexts';

const HOSTILE = '<img src=x onerror="document.title=\'pwned\'">';
const markdown = `# ${HOSTILE} loss is nan with PyTorch\n\nMy PyTorch training loss becomes nan after the first epoch.\n\n\`\`\`python\nimport torch\nloss = criterion(model(x), y)  # ${HOSTILE}\n\`\`\`\n`;
const question = { ...readMarkdownDraft(markdown).question, site: 'discuss.pytorch.org' };
const verdict = judgeQuestion(question, DEFAULT_SETTINGS);
const noop = () => {};

describe('PageCheckView', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });
  const show = (check: PageCheck) => render(<PageCheckView check={check} />, root);
  const state = () => root.querySelector('[data-reprolens="page-check"]')?.getAttribute('data-state');

  it('shows nothing before the click', () => {
    show({ kind: 'idle' });
    expect(root.innerHTML).toBe('');
  });

  it('says it is reading', () => {
    show({ kind: 'reading' });
    expect(state()).toBe('reading');
    expect(root.textContent).toContain('Reading this page');
  });

  it("no question: the reader's reason in words and no score", () => {
    show({ kind: 'none', reason: 'no question-like content: the page has 3 words of prose' });
    expect(state()).toBe('none');
    expect(root.querySelector('[data-reprolens="page-check-none"]')!.textContent).toBe(
      'No question found on this page: no question-like content: the page has 3 words of prose.',
    );
    expect(root.querySelector('[data-reprolens="score"]')).toBeNull();
  });

  it('a refused tab: an alert, no score', () => {
    show({ kind: 'refused', why: 'ReproLens cannot read this tab.' });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('ReproLens cannot read this tab.');
    expect(root.querySelector('[data-reprolens="score"]')).toBeNull();
  });

  it('the report, with the title and the code blocks that were read, page text rendered as text', () => {
    if (verdict.state !== 'verdict') throw new Error(`expected a score, got ${verdict.state}`);
    show({ kind: 'judged', url: 'https://discuss.pytorch.org/', question, verdict });
    expect(state()).toBe('verdict');
    expect(root.querySelector('[data-reprolens="score"]')!.getAttribute('data-score')).toBe(String(verdict.score));
    expect(root.querySelector('[data-reprolens="read-title"]')!.textContent).toBe(question.title);
    expect(Array.from(root.querySelectorAll('[data-reprolens="read-code"]'), (e) => e.textContent)).toEqual([
      `import torch\nloss = criterion(model(x), y)  # ${HOSTILE}`,
    ]);
    expect(root.querySelector('[data-reprolens="read-counts"]')!.textContent).toContain('from discuss.pytorch.org');
    expect(root.querySelector('img')).toBeNull();
    // No panel on a page without a content script: the popup's actions are not repeated here.
    expect(root.querySelector('[data-reprolens="show-panel"]')).toBeNull();
  });
});

describe('the "Check this page" button', () => {
  const unreadable: TabState = {
    kind: 'page',
    status: {
      url: 'https://stackoverflow.com/questions/1/x',
      verdict: unreadableVerdict('page_unreadable', 'no post'),
      panelShown: true,
      offersSkeleton: false,
    },
  };
  const scored: TabState = {
    kind: 'page',
    status: { url: 'https://stackoverflow.com/questions/1/x', verdict, panelShown: true, offersSkeleton: false },
  };

  it('is offered on a page without a reader, and as the fallback where the site reader found nothing', () => {
    expect(pageCheckLabel({ kind: 'no-question' })).toBe('Check this page');
    expect(pageCheckLabel(unreadable)).toBe("Can't read this page — check it with Readability?");
    expect(pageCheckLabel(scored)).toBeNull();
    expect(pageCheckLabel({ kind: 'loading' })).toBeNull();
  });

  it('is rendered with its words, and disabled while reading', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const popup = (tab: TabState, pageCheck: PageCheck) =>
      render(<PopupView tab={tab} onShowPanel={noop} onOpenOptions={noop} onCheckPage={noop} pageCheck={pageCheck} />, root);
    popup(unreadable, { kind: 'idle' });
    const button = () => root.querySelector<HTMLButtonElement>('[data-reprolens="check-page"]');
    expect(button()!.textContent).toBe("Can't read this page — check it with Readability?");
    popup({ kind: 'no-question' }, { kind: 'reading' });
    expect(button()!.textContent).toBe('Check this page');
    expect(button()!.disabled).toBe(true);
    popup(scored, { kind: 'idle' });
    expect(button()).toBeNull();
  });
});
