// @vitest-environment happy-dom
// The answerer's trial of the panel (tests/fixtures/trial/PROVENANCE.md) found 11 px link-like action text, a ▸
// glyph where everything else uses Stacks chevrons, raw backticks in the "Why N?" list and an "RL" monogram on the
// quiet note. On its real questions: every button the checklist, the skeleton, the popup and the page check render
// is a Stacks button (s-btn with a size or variant), no disclosure glyph is text, inline code shows as code, and the
// quiet note wears a Stacks icon. The sizes themselves are measured in Chromium (tests/browser/panelLook.browser.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChecklistReport } from '../../components/ChecklistReport';
import { ReproductionSkeleton } from '../../components/ReproductionSkeleton';
import { PopupView, type TabState } from '../../components/PopupView';
import { PageCheckView } from '../../components/PageCheckView';
import { QuestionPanel } from '../../components/QuestionPanel';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { judgePage } from '../../lib/messages/pageVerdict';
import { buildSkeleton } from '../../lib/skeleton/build';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import type { ScoredVerdict, Verdict } from '../../lib/verdict';

const read = (file: string) =>
  readFileSync(resolve(import.meta.dirname, file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => readStackExchangeApiQuestion(JSON.parse(l)));
const trial = read('../fixtures/trial/questions.jsonl');
const judge = (question: (typeof trial)[number]) => judgePage({ ok: true, question }, DEFAULT_SETTINGS);
/** 65023526: deductions with inline code (`epochs` …), a skeleton, missing items with snippets. */
const bertQuestion = trial.find((q) => q.id === 65023526)!;
const bert = judge(bertQuestion) as ScoredVerdict;
const quiet = read('../fixtures/items/questions.jsonl')
  .map(judge)
  .find((v) => v.state === 'quiet')!;
const noop = () => {};
const tab = (verdict: Verdict): TabState => ({
  kind: 'page',
  status: { url: 'https://stackoverflow.com/questions/65023526/x', verdict, panelShown: true, offersSkeleton: true },
});

/** Disclosure glyphs that are text, not Stacks' chevron icons. */
const GLYPHS = /[▸▹▾▿►▶▷▼▽◂◀]/;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root')!;
});

const click = (selector: string) => {
  for (const el of root.querySelectorAll<HTMLButtonElement>(selector)) el.click();
};

/** Every view of these components with all its buttons shown: folds, snippets, why? and the skeleton opened. */
async function renderEverything(): Promise<void> {
  const request = async () => buildSkeleton(bertQuestion, bert.report);
  render(
    <>
      <ChecklistReport verdict={bert} onShowEvidence={noop} copyText={async () => {}} onInsert={noop} />
      <ReproductionSkeleton request={request} copyText={async () => {}} />
      <PopupView tab={tab(bert)} onShowPanel={noop} onOpenOptions={noop} requestSkeleton={request} onCheckPage={noop} />
      <PopupView tab={tab(quiet)} onShowPanel={noop} onOpenOptions={noop} />
      <PopupView tab={{ kind: 'no-question' }} onShowPanel={noop} onOpenOptions={noop} onCheckPage={noop} />
      <PageCheckView check={{ kind: 'judged', url: 'https://example.org/q', verdict: bert, question: bertQuestion }} />
    </>,
    root,
  );
  click('[data-reprolens="also-fold"], [data-reprolens="present-fold"], [data-reprolens="skeleton-toggle"]');
  click('[data-reprolens^="why-"], [data-reprolens^="show-snippet-"]');
  await vi.waitFor(() => expect(root.querySelectorAll('[data-reprolens="copy-skeleton"]').length).toBe(2));
}

describe('Stacks look of the checklist, the skeleton, the popup and the page check', () => {
  it('renders a scored report with suggestions, a skeleton and a quiet page to check', () => {
    expect(bert.state).toBe('verdict');
    expect(bert.report.suggestions.some((s) => s.snippet)).toBe(true);
    expect(bert.deductions.some((d) => d.text.includes('`'))).toBe(true);
    expect(quiet.state).toBe('quiet');
  });

  it('makes every button a Stacks button with a size or variant (none at 11 px: no s-btn__xs)', async () => {
    await renderEverything();
    // The "ask for details" comment's row is the question panel's (components/QuestionPanel.tsx DetailsComment).
    const buttons = [...root.querySelectorAll('button')].filter((b) => !b.closest('[data-reprolens="details-comment"]'));
    expect(buttons.length).toBeGreaterThan(20);
    const notStacks = buttons
      .filter(
        (b) => !b.classList.contains('s-btn') || ![...b.classList].some((c) => /^s-btn__(sm|md|outlined|muted|filled|unset)$/.test(c)),
      )
      .map((b) => `${b.dataset.reprolens}: ${b.className}`);
    expect(notStacks).toEqual([]);
    expect(buttons.filter((b) => b.classList.contains('s-btn__xs')).map((b) => b.dataset.reprolens)).toEqual([]);
  });

  it('keeps Snippet and Copy together in one unit of the action row', async () => {
    await renderEverything();
    const copies = [...root.querySelectorAll<HTMLElement>('[data-reprolens^="copy-"]')].filter((b) => b.closest('.rl-suggestion'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.parentElement!.classList.contains('rl-action-pair')).toBe(true);
      expect(copy.previousElementSibling?.getAttribute('data-reprolens')).toMatch(/^show-snippet-/);
    }
  });

  it('draws no disclosure glyph as text: Stacks chevrons (svg icons) instead', async () => {
    await renderEverything();
    render(
      <>
        <QuestionPanel verdict={bert} expanded onToggle={noop} onDismiss={noop} requestSkeleton={async () => null} />
        <QuestionPanel verdict={quiet} expanded={false} onToggle={noop} onDismiss={noop} />
      </>,
      document.body.appendChild(document.createElement('div')),
    );
    expect(document.body.textContent).not.toMatch(GLYPHS);
    // The popup's disclosures too: Stacks' chevron in each summary, not only the browser's triangle.
    const summaries = [...document.querySelectorAll('summary')];
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) expect(summary.querySelector('svg.svg-icon'), summary.textContent ?? '').not.toBeNull();
    for (const toggle of document.querySelectorAll('[data-reprolens="skeleton-toggle"]')) {
      expect(toggle.querySelector('svg.svg-icon')).not.toBeNull();
    }
  });

  it('shows inline code as code: no backtick in the panel or the popup, "Why N?" list and skeleton included', async () => {
    const request = async () => buildSkeleton(bertQuestion, bert.report);
    expect((await request())!.missing.some((m) => m.includes('`'))).toBe(true);
    render(
      <>
        <QuestionPanel verdict={bert} expanded onToggle={noop} onDismiss={noop} requestSkeleton={request} />
        <PopupView tab={tab(bert)} onShowPanel={noop} onOpenOptions={noop} />
      </>,
      root,
    );
    click('[data-reprolens="points-lost"], [data-reprolens="skeleton-toggle"]');
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="skeleton-missing"]')).not.toBeNull());
    await vi.waitFor(() => expect(root.querySelectorAll('[data-reprolens="deductions"] li').length).toBe(2 * bert.deductions.length));
    // The question's own text quoted as evidence or snippets is shown as written.
    const shown: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.parentElement?.closest('.rl-quote-code, pre')) shown.push(n.textContent ?? '');
    }
    expect(shown.filter((t) => t.includes('`'))).toEqual([]);
    expect(root.querySelectorAll('[data-reprolens="deductions"] code.rl-code').length).toBeGreaterThan(0);
  });

  it('marks the quiet note with a Stacks icon, not an "RL" monogram', () => {
    render(<QuestionPanel verdict={quiet} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    const line = root.querySelector('[data-reprolens="score"]')!;
    expect(line.textContent).not.toMatch(/^RL/);
    expect(line.querySelector('.rl-logo')).toBeNull();
    expect(line.querySelector('svg.svg-icon')).not.toBeNull();
  });
});
