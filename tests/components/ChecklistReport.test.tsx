// @vitest-environment happy-dom
// The report component on real questions (tests/fixtures/items/questions.jsonl; provenance beside it).
import { describe, expect, it, beforeEach } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChecklistReport } from '../../components/ChecklistReport';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS } from '../../lib/checklist';
import { pointsLostText } from '../../lib/pointsLost';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { FRAMEWORK_NAMES } from '../../lib/frameworkNames';
import { inlineMarkdownTokens, type InlineToken } from '../../components/inlineMarkdownTokens';

/** What a suggestion text reads as once its inline markdown is rendered (backticks become code, not characters). */
const shownText = (tokens: InlineToken[]): string => tokens.map((t) => (t.kind === 'bold' ? shownText(t.children) : t.text)).join('');
import { BUG_TYPE_NAMES } from '../../lib/bugTypeNames';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const verdictFor = (id: number) => decide(readStackExchangeApiQuestion(records.find((r) => r.question_id === id)), DEFAULT_SETTINGS);

describe('ChecklistReport', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('shows the score, every item with its status, and the suggestions of a bug report', () => {
    const verdict = records
      .map((r) => verdictFor(r.question_id))
      .find((v): v is ScoredVerdict => v.state === 'verdict' && v.report.suggestions.length > 0)!;
    const bug = verdict.report;
    render(<ChecklistReport verdict={verdict} />, root);
    expect(root.querySelector('[data-reprolens="score"]')!.getAttribute('data-score')).toBe(String(verdict.score));
    expect(root.querySelector('[data-reprolens="score"]')!.textContent).toContain(`${verdict.score} · ${verdict.grade}`);
    // The framework and bug type by the one name every surface uses.
    expect(root.querySelector('[data-reprolens="score"]')!.textContent).toContain(
      `${verdict.gradeName} — ${BUG_TYPE_NAMES[bug.bug_type]}, ${FRAMEWORK_NAMES[bug.framework]}`,
    );
    for (const id of ITEM_IDS) {
      const item = root.querySelector(`[data-reprolens="item-${id}"]`)!;
      expect(item.getAttribute('data-status')).toBe(bug.items[id].status);
      expect(item.textContent).toContain(bug.items[id].reason);
    }
    expect(root.querySelectorAll('[data-reprolens^="suggestion-"]')).toHaveLength(bug.suggestions.length);
    const first = bug.suggestions[0];
    expect(root.querySelector(`[data-reprolens="suggestion-${first.item}"]`)!.textContent).toContain(
      shownText(inlineMarkdownTokens(first.text)),
    );
  });

  it('gives a how-to question a quiet line and no score', () => {
    const howTo = records.map((r) => verdictFor(r.question_id)).find((v) => !v.report.is_bug_report)!;
    render(<ChecklistReport verdict={howTo} />, root);
    const verdict = root.querySelector('[data-reprolens="score"]')!;
    expect(verdict.getAttribute('data-score')).toBe('');
    expect(verdict.textContent).toMatch(/not a bug report/);
  });

  it('renders question text as text: HTML in a reason or snippet never becomes markup', () => {
    const { report } = verdictFor(records[0].question_id);
    const hostile = '<img src=x onerror="alert(1)">';
    const tampered: ScoredVerdict = {
      state: 'verdict',
      score: 50,
      grade: 'C',
      gradeName: 'Needs details',
      notes: [],
      deductions: [{ reason: { kind: 'no_python_code' }, points: 50, text: hostile }],
      report: {
        ...report,
        is_bug_report: true,
        bug_type: 'api' as const,
        items: { ...report.items, logs: { ...report.items.logs, reason: hostile } },
        suggestions: [{ item: 'logs' as const, text: hostile, snippet: hostile, why: hostile, edit: '', decisive: true }],
      },
    };
    render(<ChecklistReport verdict={tampered} />, root);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[data-reprolens="item-logs"]')!.textContent).toContain(hostile);
    // The points lost are listed under the verdict, as text nodes.
    expect(root.querySelector('[data-reprolens="deductions"]')!.textContent).toBe(`−50 ${hostile}`);
  });

  it('lists the points a real bug report lost, each with its reason, under the verdict', () => {
    const bug = records
      .map((r) => verdictFor(r.question_id))
      .find((v): v is ScoredVerdict => v.state === 'verdict' && v.deductions.length > 0)!;
    render(<ChecklistReport verdict={bug} />, root);
    const rows = [...root.querySelectorAll('[data-reprolens="deductions"] li')].map((li) => li.textContent);
    // Inline code in a deduction's text shows as code, not as backticks (the 2026 trial's "Why N?" list).
    expect(rows).toEqual(bug.deductions.map((d) => `${pointsLostText(d.points)} ${shownText(inlineMarkdownTokens(d.text))}`));
  });

  // The trial of the panel saw raw backticks in the "Why N?" list: a name the code never defines shows as code.
  it('renders a deduction’s inline code as code, not as backticks', () => {
    const bug = records
      .map((r) => verdictFor(r.question_id))
      .find((v): v is ScoredVerdict => v.state === 'verdict' && v.deductions.some((d) => d.text.includes('`')))!;
    render(<ChecklistReport verdict={bug} />, root);
    const rows = [...root.querySelectorAll('[data-reprolens="deductions"] li')];
    expect(rows.map((li) => li.textContent)).toEqual(
      bug.deductions.map((d) => `${pointsLostText(d.points)} ${shownText(inlineMarkdownTokens(d.text))}`),
    );
    expect(rows.some((li) => li.querySelector('code'))).toBe(true);
    expect(rows.every((li) => !li.textContent!.includes('`'))).toBe(true);
  });
});
