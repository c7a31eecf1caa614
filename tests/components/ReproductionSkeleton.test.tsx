// The "Reproduction skeleton" section in the overlay panel and the popup, on real questions
// (tests/fixtures/items/questions.jsonl): collapsed to its status line, the script shown as text and copied exactly
// as buildSkeleton returns it, only where the caller passes a skeleton (it is not part of the verdict).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ReproductionSkeleton } from '../../components/ReproductionSkeleton';
import { QuestionPanel } from '../../components/QuestionPanel';
import { PopupView } from '../../components/PopupView';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/page/pageVerdict';
import type { ScoredVerdict, Verdict } from '../../lib/verdict';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { reproductionScriptStatus } from '../../lib/skeleton/status';
import { DEFAULT_SETTINGS } from '../../lib/settings';

const questions = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => readStackExchangeApiQuestion(JSON.parse(l)));
const judged = questions.map((question) => ({ question, verdict: judgePage({ ok: true, question }, DEFAULT_SETTINGS) }));
const withSkeleton = judged.find((j) => j.verdict.state === 'verdict' && buildSkeleton(j.question, j.verdict.report) !== null)!;
const verdict = withSkeleton.verdict as ScoredVerdict;
const skeleton = buildSkeleton(withSkeleton.question, verdict.report)!;
const noop = () => {};

/** Synthesized skeletons for the status wording and hostile text (the builder's own output changes as it grows). */
const synth = (overrides: Partial<Skeleton>): Skeleton => ({ ...skeleton, ...overrides });

describe('ReproductionSkeleton', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });
  const q = (id: string) => root.querySelector(`[data-reprolens="${id}"]`);

  it('is the skeleton buildSkeleton gives the real question', () => {
    expect(skeleton).toEqual(buildSkeleton(withSkeleton.question, analyzeQuestion(withSkeleton.question)));
  });

  it('starts collapsed: a disclosure button and the status line, no script', () => {
    render(<ReproductionSkeleton skeleton={skeleton} />, root);
    const toggle = q('skeleton-toggle') as HTMLButtonElement;
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Reproduction skeleton');
    expect(q('skeleton-status')!.textContent).toBe(reproductionScriptStatus(skeleton));
    expect(root.querySelector('pre')).toBeNull();
    expect(q('copy-skeleton')).toBeNull();
  });

  it('expanded: the missing list, the script as text in a focusable pre, and a copy of exactly the script', async () => {
    const copied: string[] = [];
    const shown = synth({ missing: ['the shape of `x`', 'the model definition'] });
    render(<ReproductionSkeleton skeleton={shown} copyText={async (t) => void copied.push(t)} />, root);
    const toggle = q('skeleton-toggle') as HTMLButtonElement;
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(root.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)).not.toBeNull();
    const script = q('skeleton-script') as HTMLPreElement;
    expect(script.textContent).toBe(shown.script);
    expect(script.tabIndex).toBe(0);
    expect(Array.from(root.querySelectorAll('[data-reprolens="skeleton-missing"] li')).map((li) => li.textContent)).toEqual(shown.missing);
    const copy = q('copy-skeleton') as HTMLButtonElement;
    expect(copy.textContent).toBe('Copy skeleton');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(copied).toEqual([shown.script]);
    toggle.click();
    await vi.waitFor(() => expect(root.querySelector('pre')).toBeNull());
  });

  it('says "Expected to run" for a runnable skeleton, else how many things the question does not say', () => {
    expect(reproductionScriptStatus(synth({ status: 'runnable', missing: [] }))).toBe('Expected to run');
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: ['a', 'b', 'c'] }))).toBe(
      'Partial scaffold — 3 things the question does not say',
    );
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: ['a'] }))).toBe(
      'Partial scaffold — 1 thing the question does not say',
    );
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: [] }))).toBe('Partial scaffold');
    render(<ReproductionSkeleton skeleton={synth({ status: 'runnable', missing: [] })} />, root);
    expect(q('skeleton-status')!.textContent).toBe('Expected to run');
    expect(q('skeleton-status')!.getAttribute('data-status')).toBe('runnable');
  });

  it('renders hostile question code as text, never as markup', async () => {
    const hostile = synth({
      script: '<img src=x onerror="document.title=\'pwned\'">\nprint("</pre><b>x</b>")\n',
      missing: ['<b>bold?</b>'],
    });
    render(<ReproductionSkeleton skeleton={hostile} />, root);
    (q('skeleton-toggle') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(q('skeleton-script')).not.toBeNull());
    expect(q('skeleton-script')!.textContent).toBe(hostile.script);
    expect(root.querySelector('img, b')).toBeNull();
  });

  it('says so when copying fails, keeping the script visible to copy by hand', async () => {
    render(<ReproductionSkeleton skeleton={skeleton} copyText={() => Promise.reject(new Error('denied'))} />, root);
    (q('skeleton-toggle') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(q('copy-skeleton')).not.toBeNull());
    (q('copy-skeleton') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.textContent).toContain('Could not copy'));
    expect(q('skeleton-script')!.textContent).toBe(skeleton.script);
  });
});

describe('the skeleton section in the overlay panel and the popup', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('overlay: shown expanded when given a skeleton, absent when it is null or collapsed', () => {
    render(<QuestionPanel verdict={verdict} skeleton={skeleton} expanded onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelectorAll('[data-reprolens="skeleton"]')).toHaveLength(1);
    render(<QuestionPanel verdict={verdict} skeleton={null} expanded onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
    render(<QuestionPanel verdict={verdict} skeleton={skeleton} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
  });

  it('popup: shown for the tab’s verdict when given a skeleton, and copies exactly its script', async () => {
    const copied: string[] = [];
    const page = (v: Verdict) => ({
      kind: 'page' as const,
      status: { url: 'https://stackoverflow.com/questions/1/x', verdict: v, panelShown: true },
    });
    render(
      <PopupView
        tab={page(verdict)}
        skeleton={skeleton}
        onShowPanel={noop}
        onOpenOptions={noop}
        copyText={async (t) => void copied.push(t)}
      />,
      root,
    );
    expect(root.querySelector('[data-reprolens="skeleton-status"]')!.textContent).toBe(reproductionScriptStatus(skeleton));
    (root.querySelector('[data-reprolens="skeleton-toggle"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="copy-skeleton"]')).not.toBeNull());
    (root.querySelector('[data-reprolens="copy-skeleton"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(copied).toEqual([skeleton.script]));
    render(<PopupView tab={page(verdict)} skeleton={null} onShowPanel={noop} onOpenOptions={noop} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
  });
});
