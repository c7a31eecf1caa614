// @vitest-environment happy-dom
// The overlay panel on real questions (tests/fixtures/items/questions.jsonl): one line collapsed, the checklist
// with evidence links, suggestions and copy buttons expanded, the comment whole and editable, the green answerable state, one neutral line for quiet and unreadable pages.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QuestionPanel } from '../../components/QuestionPanel';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { answerableAsItStands, gradeExplanation, missingText } from '../../lib/verdictSummary';
import { ANSWERABLE_SENTENCE, NOTHING_TO_ASK } from '../../lib/verdictTexts';
import { bugTypeLabel } from '../../lib/bugTypeNames';
import { FRAMEWORK_NAMES } from '../../lib/frameworkNames';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const verdicts = records.map((r) => decide(readStackExchangeApiQuestion(r), DEFAULT_SETTINGS));
const reports = verdicts.map((v) => v.report);
const scored = verdicts.find(
  (v): v is ScoredVerdict =>
    v.state === 'verdict' && v.report.suggestions.some((s) => s.snippet) && Object.values(v.report.items).some((i) => i.evidence.length),
)!;
const bug = scored.report;
const noop = () => {};

describe('QuestionPanel', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('collapsed: one line with score, grade and what to add, and no checklist', () => {
    render(<QuestionPanel verdict={scored} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    const score = root.querySelectorAll('[data-reprolens="score"]');
    expect(score).toHaveLength(1);
    expect(score[0].getAttribute('data-score')).toBe(String(scored.score));
    const toggle = root.querySelector('[data-reprolens="toggle"]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain(`${scored.score} · ${scored.grade}`);
    // Missing first, at a glance: what is missing follows the grade; the grade's name is in its hover text.
    expect(root.querySelector('[data-reprolens="missing-line"]')!.textContent).toBe(`— ${missingText(scored)}`);
    expect(score[0].getAttribute('title')).toBe(gradeExplanation(scored));
    expect(score[0].getAttribute('title')).toContain(scored.gradeName.toLowerCase());
    expect(root.querySelector('[data-reprolens^="item-"]')).toBeNull();
  });

  it('is a labelled complementary landmark, and Escape inside it collapses it', () => {
    const onToggle = vi.fn();
    render(<QuestionPanel verdict={scored} expanded onToggle={onToggle} onDismiss={noop} />, root);
    const panel = root.querySelector('[data-reprolens="panel-body"]')!;
    expect(panel.tagName).toBe('ASIDE'); // role complementary (browser test: Chromium's accessibility tree says so)
    expect(panel.getAttribute('aria-label')).toBe('ReproLens reproducibility check');
    const inside = root.querySelector('[data-reprolens^="copy-"], [data-reprolens="toggle"]') as HTMLElement;
    inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    render(<QuestionPanel verdict={scored} expanded={false} onToggle={onToggle} onDismiss={noop} />, root);
    root.querySelector('[data-reprolens="toggle"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onToggle).toHaveBeenCalledTimes(1); // collapsed already: Escape is left to the page
  });

  it('draws Stacks icons, not text glyphs, for the chevron and the dismiss button', () => {
    render(<QuestionPanel verdict={scored} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelector('[data-reprolens="toggle"] svg.svg-icon path')).not.toBeNull();
    expect(root.querySelector('[data-reprolens="dismiss"] svg.svg-icon path')).not.toBeNull();
    expect(root.textContent).not.toMatch(/[▾▴×✔]/);
  });

  it('expanded: every item with its status, evidence buttons that report the evidence, suggestions with copy', async () => {
    const shown: unknown[] = [];
    const copied: string[] = [];
    const onToggle = vi.fn();
    render(
      <QuestionPanel
        verdict={scored}
        expanded
        onToggle={onToggle}
        onDismiss={noop}
        onShowEvidence={(item, evidence) => shown.push([item, evidence])}
        copyText={async (t) => void copied.push(t)}
      />,
      root,
    );
    expect(root.querySelectorAll('[data-reprolens="score"]')).toHaveLength(1);
    for (const id of ITEM_IDS)
      expect(root.querySelector(`[data-reprolens="item-${id}"]`)!.getAttribute('data-status')).toBe(bug.items[id].status);
    const withEvidence = ITEM_IDS.find((id) => bug.items[id].evidence.some((e) => e.end > e.start))!;
    (root.querySelector(`[data-reprolens="evidence-${withEvidence}"]`) as HTMLButtonElement).click();
    expect(shown).toEqual([[withEvidence, bug.items[withEvidence].evidence.find((e) => e.end > e.start)]]);
    const withSnippet = bug.suggestions.find((s) => s.snippet)!;
    const copy = root.querySelector(`[data-reprolens="copy-${withSnippet.item}"]`) as HTMLButtonElement;
    copy.click();
    await vi.waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(copied).toEqual([withSnippet.snippet]);
    expect(root.querySelector(`[data-reprolens="suggestion-${withSnippet.item}"]`)!.textContent).toContain(withSnippet.why);
    (root.querySelector('[data-reprolens="toggle"]') as HTMLButtonElement).click();
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('says so when copying fails, keeping the snippet visible to copy by hand', async () => {
    render(
      <QuestionPanel verdict={scored} expanded onToggle={noop} onDismiss={noop} copyText={() => Promise.reject(new Error('denied'))} />,
      root,
    );
    const withSnippet = bug.suggestions.find((s) => s.snippet)!;
    (root.querySelector(`[data-reprolens="copy-${withSnippet.item}"]`) as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.textContent).toContain('Could not copy'));
    expect(root.querySelector(`[data-reprolens="suggestion-${withSnippet.item}"] pre`)!.textContent).toBe(withSnippet.snippet);
  });

  it('hides items switched off in the options', () => {
    render(
      <QuestionPanel verdict={scored} expanded onToggle={noop} onDismiss={noop} hiddenItems={new Set(['environment'] as const)} />,
      root,
    );
    expect(root.querySelector('[data-reprolens="item-environment"]')).toBeNull();
    expect(root.querySelector('[data-reprolens="item-code"]')).not.toBeNull();
  });

  it('quiet and unreadable pages: one neutral line with the reason and no grade', () => {
    const howTo = reports.find((r) => !r.is_bug_report)!;
    for (const verdict of [
      {
        state: 'quiet' as const,
        reason: 'not_a_bug_report' as const,
        why: 'Reads as a how-to or conceptual question, not a bug report: no reproducibility score.',
        report: howTo,
      },
      {
        state: 'unreadable' as const,
        reason: 'page_unreadable' as const,
        why: 'ReproLens could not read this question (no question post on this page).',
      },
    ]) {
      render(<QuestionPanel verdict={verdict} expanded onToggle={noop} onDismiss={noop} />, root);
      expect(root.querySelector('[data-reprolens="score"]')!.getAttribute('data-score')).toBe('');
      expect(root.textContent).toContain(verdict.why);
      expect(root.querySelector('.rl-grade')).toBeNull();
      expect(root.querySelector('[data-reprolens^="item-"]')).toBeNull();
      render(null, root);
    }
  });
});

describe('QuestionPanel: Ask for details', () => {
  it('shows the comment as text with a copy button when expanded, and nothing when there is none', async () => {
    const { composeDetailsComment } = await import('../../lib/comment/detailsComment');
    const comment = composeDetailsComment(bug)!;
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const copied: string[] = [];
    render(
      <QuestionPanel
        verdict={scored}
        expanded
        onToggle={noop}
        onDismiss={noop}
        detailsComment={comment}
        copyText={async (t) => void copied.push(t)}
      />,
      root,
    );
    expect(root.querySelector<HTMLTextAreaElement>('[data-reprolens="details-comment"] .rl-ask-text')!.value).toBe(comment);
    (root.querySelector('[data-reprolens="copy-details-comment"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(copied).toEqual([comment]));
    render(<QuestionPanel verdict={scored} expanded onToggle={noop} onDismiss={noop} detailsComment={null} />, root);
    expect(root.querySelector('[data-reprolens="details-comment"]')).toBeNull();
  });

  it('offers "Put in comment box" only when the overlay gives a way to place it, and shows what happened', async () => {
    const { composeDetailsComment } = await import('../../lib/comment/detailsComment');
    const { commentBoxMessage } = await import('../../lib/comment/pageCommentBoxFill');
    const comment = composeDetailsComment(bug)!;
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    render(<QuestionPanel verdict={scored} expanded onToggle={noop} onDismiss={noop} detailsComment={comment} />, root);
    expect(root.querySelector('[data-reprolens="place-details-comment"]')).toBeNull();
    const placed: string[] = [];
    for (const outcome of [{ kind: 'filled' as const }, { kind: 'kept-user-text' as const }, { kind: 'no-box' as const, copied: true }]) {
      render(null, root);
      render(
        <QuestionPanel
          verdict={scored}
          expanded
          onToggle={noop}
          onDismiss={noop}
          detailsComment={comment}
          onPlaceComment={async (c) => {
            placed.push(c);
            return outcome;
          }}
        />,
        root,
      );
      const place = root.querySelector('[data-reprolens="place-details-comment"]') as HTMLButtonElement;
      expect(place.textContent).toBe('Put in comment box');
      place.click();
      const status = root.querySelector('[data-reprolens="place-comment-status"]')!;
      await vi.waitFor(() => expect(status.getAttribute('data-outcome')).toBe(outcome.kind));
      expect(status.textContent).toBe(commentBoxMessage(outcome));
      expect(status.getAttribute('role')).toBe('status');
    }
    expect(placed).toEqual([comment, comment, comment]);
  });

  it('reports a failed placement without throwing', async () => {
    const { composeDetailsComment } = await import('../../lib/comment/detailsComment');
    const comment = composeDetailsComment(bug)!;
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    render(
      <QuestionPanel
        verdict={scored}
        expanded
        onToggle={noop}
        onDismiss={noop}
        detailsComment={comment}
        onPlaceComment={() => Promise.reject(new Error('page went away'))}
      />,
      root,
    );
    (root.querySelector('[data-reprolens="place-details-comment"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="place-comment-status"]')!.textContent).toMatch(/copy it by hand/));
  });
});

describe('QuestionPanel: folded line, answerable state, editable comment', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });
  const typeInto = (area: HTMLTextAreaElement, value: string) => {
    area.value = value;
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('folded, the header is one line: the grade and what to add; the bug type and framework only when expanded', () => {
    render(<QuestionPanel verdict={scored} expanded={false} onToggle={noop} onDismiss={noop} />, root);
    const toggle = root.querySelector('[data-reprolens="toggle"]')!;
    expect(toggle.textContent).toBe(`${scored.score} · ${scored.grade}— ${missingText(scored)}`);
    expect(toggle.getAttribute('title')).toContain(`${scored.score} · ${scored.grade} — ${missingText(scored)}`);
    expect(root.querySelector('[data-reprolens="bug-kind"]')).toBeNull();
    render(<QuestionPanel verdict={scored} expanded onToggle={noop} onDismiss={noop} />, root);
    expect(root.querySelector('[data-reprolens="bug-kind"]')!.textContent).toBe(
      `${bugTypeLabel(scored.report.bug_type)} · ${FRAMEWORK_NAMES[scored.report.framework]}`,
    );
  });

  it('a real question with nothing decisive to ask is answerable as it stands, in green, and offers no comment', async () => {
    const answerable = verdicts.filter((v): v is ScoredVerdict => v.state === 'verdict' && answerableAsItStands(v));
    const asking = verdicts.filter((v): v is ScoredVerdict => v.state === 'verdict' && !answerableAsItStands(v));
    expect(answerable.length).toBeGreaterThan(0);
    expect(asking.length).toBeGreaterThan(0);
    for (const v of answerable) {
      // A comment handed in anyway (a stale one) is not offered: there is nothing decisive to ask.
      render(<QuestionPanel verdict={v} expanded onToggle={noop} onDismiss={noop} detailsComment="Please add the code." />, root);
      expect(root.querySelector('[data-reprolens="panel-body"]')!.getAttribute('data-answerable')).toBe('true');
      expect(root.querySelector('[data-reprolens="missing-line"]')!.textContent).toBe(`— ${NOTHING_TO_ASK}`);
      expect(root.querySelector('[data-reprolens="missing-line"]')!.classList.contains('rl-answerable')).toBe(true);
      expect(root.querySelector('[data-reprolens="answerable"]')!.textContent).toContain(ANSWERABLE_SENTENCE);
      expect(root.querySelector('[data-reprolens="details-comment"]')).toBeNull();
      render(null, root);
    }
    for (const v of asking) {
      render(<QuestionPanel verdict={v} expanded onToggle={noop} onDismiss={noop} />, root);
      expect(root.querySelector('[data-reprolens="panel-body"]')!.getAttribute('data-answerable')).toBe('false');
      expect(root.querySelector('[data-reprolens="answerable"]')).toBeNull();
      render(null, root);
    }
  });

  it('shows the whole comment in an editable box; copy and "Put in comment box" take the edited text; undo restores it', async () => {
    const { composeDetailsComment, COMMENT_LIMIT } = await import('../../lib/comment/detailsComment');
    const comment = composeDetailsComment(bug)!;
    const copied: string[] = [];
    const placed: string[] = [];
    render(
      <QuestionPanel
        verdict={scored}
        expanded
        onToggle={noop}
        onDismiss={noop}
        detailsComment={comment}
        copyText={async (t) => void copied.push(t)}
        onPlaceComment={async (c) => {
          placed.push(c);
          return { kind: 'filled' };
        }}
      />,
      root,
    );
    const area = root.querySelector<HTMLTextAreaElement>('[data-reprolens="details-comment"] textarea')!;
    // Whole: no clamp, no "show it all"; the box has a row for every ~42 characters (the sidebar's width).
    expect(area.value).toBe(comment);
    expect(root.querySelector('[data-reprolens="details-comment-more"]')).toBeNull();
    expect(Number(area.getAttribute('rows'))).toBeGreaterThanOrEqual(Math.ceil(comment.length / 42));
    expect(root.querySelector('[data-reprolens="details-comment-count"]')!.textContent).toBe(`${comment.length} / ${COMMENT_LIMIT}`);
    expect(root.querySelector('[data-reprolens="reset-details-comment"]')).toBeNull();
    const edited = `${comment} Thanks!`;
    typeInto(area, edited);
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="reset-details-comment"]')).not.toBeNull());
    (root.querySelector('[data-reprolens="copy-details-comment"]') as HTMLButtonElement).click();
    (root.querySelector('[data-reprolens="place-details-comment"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(copied).toEqual([edited]));
    await vi.waitFor(() => expect(placed).toEqual([edited]));
    typeInto(area, 'x'.repeat(COMMENT_LIMIT + 1));
    await vi.waitFor(() => expect(root.querySelector('[data-reprolens="details-comment-count"]')!.textContent).toMatch(/at most 600/));
    (root.querySelector('[data-reprolens="reset-details-comment"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(area.value).toBe(comment));
  });
});

describe('QuestionPanel: the points lost', () => {
  it('counts only the lines that take points off (a 0-point note or a gain is no deduction), on every real question', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    let withNote = 0;
    for (const v of verdicts) {
      if (v.state !== 'verdict' || !v.deductions.length) continue;
      render(<QuestionPanel verdict={v} expanded onToggle={noop} onDismiss={noop} />, root);
      const off = v.deductions.filter((d) => d.points > 0).length;
      if (off < v.deductions.length) withNote += 1;
      const label = root.querySelector('[data-reprolens="points-lost"]')!.textContent;
      expect(label).toBe(`Why ${v.score}? ${off === 0 ? 'No points off' : off === 1 ? 'One deduction' : `${off} deductions`}`);
      render(null, root);
    }
    expect(withNote).toBeGreaterThan(0);
  });
});
