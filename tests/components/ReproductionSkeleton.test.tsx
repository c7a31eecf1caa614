// @vitest-environment happy-dom
// The "Reproduction skeleton" section in the overlay panel and the popup, on real questions
// (tests/fixtures/items/questions.jsonl): collapsed, and built only when opened (the request goes to the background
// in the extension; here it is a stand-in answering with what buildSkeleton gives), with "Building…" meanwhile; the
// script shown as text and copied exactly as built; shown only where the page offers a skeleton.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ReproductionSkeleton, type SkeletonRequest } from '../../components/ReproductionSkeleton';
import { QuestionPanel } from '../../components/QuestionPanel';
import { PopupView } from '../../components/PopupView';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/messages/pageVerdict';
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

/** A stand-in for the background: answers with `answer`, counting the requests. */
function requestOf(answer: () => Promise<Skeleton | null>): SkeletonRequest & { calls: number } {
  const request = Object.assign(
    () => {
      request.calls++;
      return answer();
    },
    { calls: 0 },
  );
  return request;
}

describe('ReproductionSkeleton', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });
  const q = (id: string) => root.querySelector(`[data-reprolens="${id}"]`);
  const open = async () => {
    const toggle = q('skeleton-toggle') as HTMLButtonElement;
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  };

  it('is the skeleton buildSkeleton gives the real question', () => {
    expect(skeleton).toEqual(buildSkeleton(withSkeleton.question, analyzeQuestion(withSkeleton.question)));
  });

  it('starts collapsed: a disclosure button and a note, no script, and nothing requested', async () => {
    const request = requestOf(async () => skeleton);
    render(<ReproductionSkeleton request={request} />, root);
    const toggle = q('skeleton-toggle') as HTMLButtonElement;
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.type).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Reproduction skeleton');
    expect(q('skeleton-note')!.getAttribute('data-state')).toBe('not-built');
    expect(q('skeleton-status')).toBeNull();
    expect(root.querySelector('pre')).toBeNull();
    expect(q('copy-skeleton')).toBeNull();
    await new Promise((done) => setTimeout(done, 50)); // effects have run
    expect(request.calls).toBe(0);
  });

  it('opened: says "Building…" until the answer, then the status, the missing list, the script in a focusable pre, and a copy of exactly the script', async () => {
    const copied: string[] = [];
    const shown = synth({ missing: ['the shape of `x`', 'the model definition'] });
    let answer!: (s: Skeleton) => void;
    const request = requestOf(() => new Promise((done) => (answer = done)));
    render(<ReproductionSkeleton request={request} copyText={async (t) => void copied.push(t)} />, root);
    await open();
    expect(q('skeleton-note')!.textContent).toBe('Building…');
    expect(q('skeleton-note')!.getAttribute('data-state')).toBe('building');
    await vi.waitFor(() => expect(request.calls).toBe(1));
    answer(shown);
    await vi.waitFor(() => expect(q('skeleton-script')).not.toBeNull());
    const toggle = q('skeleton-toggle') as HTMLButtonElement;
    expect(root.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)).not.toBeNull();
    expect(q('skeleton-status')!.textContent).toBe(reproductionScriptStatus(shown));
    expect(q('skeleton-note')).toBeNull();
    const script = q('skeleton-script') as HTMLPreElement;
    expect(script.textContent).toBe(shown.script);
    expect(script.tabIndex).toBe(0);
    // Inline code in what is missing shows as code, not backticks (the 2026 trial).
    expect(Array.from(root.querySelectorAll('[data-reprolens="skeleton-missing"] li')).map((li) => li.textContent)).toEqual([
      'the shape of x',
      'the model definition',
    ]);
    expect(root.querySelector('[data-reprolens="skeleton-missing"] code.rl-code')!.textContent).toBe('x');
    const copy = q('copy-skeleton') as HTMLButtonElement;
    expect(copy.textContent).toBe('Copy skeleton');
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(copied).toEqual([shown.script]);
    toggle.click();
    await vi.waitFor(() => expect(root.querySelector('pre')).toBeNull());
    // Collapsed again, the status line stays (the skeleton is known now).
    expect(q('skeleton-status')!.textContent).toBe(reproductionScriptStatus(shown));
  });

  it('asks once: closed and opened again, it shows the same script without asking again', async () => {
    const request = requestOf(async () => skeleton);
    render(<ReproductionSkeleton request={request} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-script')).not.toBeNull());
    (q('skeleton-toggle') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(q('skeleton-script')).toBeNull());
    await open();
    expect(q('skeleton-script')!.textContent).toBe(skeleton.script);
    expect(request.calls).toBe(1);
  });

  it('builds again for a new request (the page was read again), at once if open', async () => {
    const first = requestOf(async () => synth({ script: 'print("first")\n' }));
    const second = requestOf(async () => synth({ script: 'print("second")\n' }));
    render(<ReproductionSkeleton request={first} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-script')?.textContent).toBe('print("first")\n'));
    render(<ReproductionSkeleton request={second} />, root);
    await vi.waitFor(() => expect(q('skeleton-script')?.textContent).toBe('print("second")\n'));
    expect([first.calls, second.calls]).toEqual([1, 1]);
  });

  it('says so when the question has no Python code to build from, or the build fails', async () => {
    render(<ReproductionSkeleton request={requestOf(async () => null)} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-note')!.getAttribute('data-state')).toBe('none'));
    expect(q('skeleton-note')!.textContent).toMatch(/^No script/);
    expect(root.querySelector('pre')).toBeNull();
    render(null, root);
    render(<ReproductionSkeleton request={requestOf(() => Promise.reject(new Error('no answer from the extension')))} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-note')!.getAttribute('data-state')).toBe('failed'));
    expect(q('skeleton-note')!.textContent).toBe('Could not build the script (no answer from the extension).');
  });

  it('tries again when opened again after a failed build', async () => {
    let fail = true;
    const request = requestOf(() => (fail ? Promise.reject(new Error('the service worker was stopped')) : Promise.resolve(skeleton)));
    render(<ReproductionSkeleton request={request} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-note')!.getAttribute('data-state')).toBe('failed'));
    (q('skeleton-toggle') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(q('skeleton-toggle')!.getAttribute('aria-expanded')).toBe('false'));
    fail = false;
    await open();
    await vi.waitFor(() => expect(q('skeleton-script')?.textContent).toBe(skeleton.script));
    expect(request.calls).toBe(2);
  });

  it('says "Expected to run" for a runnable skeleton, else how many things the question does not say', async () => {
    expect(reproductionScriptStatus(synth({ status: 'runnable', missing: [] }))).toBe('Expected to run');
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: ['a', 'b', 'c'] }))).toBe(
      'Partial scaffold — 3 things the question does not say',
    );
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: ['a'] }))).toBe(
      'Partial scaffold — 1 thing the question does not say',
    );
    expect(reproductionScriptStatus(synth({ status: 'partial', missing: [] }))).toBe('Partial scaffold');
    render(<ReproductionSkeleton request={async () => synth({ status: 'runnable', missing: [] })} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-status')?.textContent).toBe('Expected to run'));
    expect(q('skeleton-status')!.getAttribute('data-status')).toBe('runnable');
  });

  it('renders hostile question code as text, never as markup', async () => {
    const hostile = synth({
      script: '<img src=x onerror="document.title=\'pwned\'">\nprint("</pre><b>x</b>")\n',
      missing: ['<b>bold?</b>'],
    });
    render(<ReproductionSkeleton request={async () => hostile} />, root);
    await open();
    await vi.waitFor(() => expect(q('skeleton-script')).not.toBeNull());
    expect(q('skeleton-script')!.textContent).toBe(hostile.script);
    expect(root.querySelector('img, b')).toBeNull();
  });

  it('says so when copying fails, keeping the script visible to copy by hand', async () => {
    render(<ReproductionSkeleton request={async () => skeleton} copyText={() => Promise.reject(new Error('denied'))} />, root);
    await open();
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

  it('overlay: shown expanded when the page offers a skeleton, absent when it offers none or collapsed', () => {
    const request = async () => skeleton;
    render(<QuestionPanel verdict={verdict} expanded onToggle={noop} onDismiss={noop} requestSkeleton={request} />, root);
    expect(root.querySelectorAll('[data-reprolens="skeleton"]')).toHaveLength(1);
    render(<QuestionPanel verdict={verdict} expanded onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
    render(<QuestionPanel verdict={verdict} expanded={false} onToggle={noop} onDismiss={noop} requestSkeleton={request} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
  });

  it('popup: shown where the tab offers a skeleton, built on opening, and copies exactly its script', async () => {
    const copied: string[] = [];
    const request = requestOf(async () => skeleton);
    const page = (v: Verdict, offersSkeleton: boolean) => ({
      kind: 'page' as const,
      status: { url: 'https://stackoverflow.com/questions/1/x', verdict: v, panelShown: true, offersSkeleton },
    });
    render(
      <PopupView
        tab={page(verdict, true)}
        onShowPanel={noop}
        onOpenOptions={noop}
        copyText={async (t) => void copied.push(t)}
        requestSkeleton={request}
      />,
      root,
    );
    expect(root.querySelector('[data-reprolens="skeleton-status"]')).toBeNull();
    (root.querySelector('[data-reprolens="skeleton-toggle"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="copy-skeleton"]')).not.toBeNull());
    expect(root.querySelector('[data-reprolens="skeleton-status"]')!.textContent).toBe(reproductionScriptStatus(skeleton));
    (root.querySelector('[data-reprolens="copy-skeleton"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(copied).toEqual([skeleton.script]));
    expect(request.calls).toBe(1);
    render(<PopupView tab={page(verdict, false)} onShowPanel={noop} onOpenOptions={noop} requestSkeleton={request} />, root);
    expect(root.querySelector('[data-reprolens="skeleton"]')).toBeNull();
  });
});
