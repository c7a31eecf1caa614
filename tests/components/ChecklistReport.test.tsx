// The report component on real questions (tests/fixtures/items/questions.jsonl; provenance beside it).
import { describe, expect, it, beforeEach } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChecklistReport } from '../../components/ChecklistReport';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { ITEM_IDS } from '../../lib/report';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const reportFor = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(records.find((r) => r.question_id === id)));

describe('ChecklistReport', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('shows the score, every item with its status, and the suggestions of a bug report', () => {
    const bug = records.map((r) => reportFor(r.question_id)).find((r) => r.is_bug_report && r.suggestions.length > 0)!;
    render(<ChecklistReport report={bug} />, root);
    expect(root.querySelector('[data-reprolens="score"]')!.getAttribute('data-score')).toBe(String(bug.score));
    expect(root.querySelector('[data-reprolens="score"]')!.textContent).toContain(`${bug.score} · ${bug.grade}`);
    for (const id of ITEM_IDS) {
      const item = root.querySelector(`[data-reprolens="item-${id}"]`)!;
      expect(item.getAttribute('data-status')).toBe(bug.items[id].status);
      expect(item.textContent).toContain(bug.items[id].reason);
    }
    expect(root.querySelectorAll('[data-reprolens^="suggestion-"]')).toHaveLength(bug.suggestions.length);
    const first = bug.suggestions[0];
    expect(root.querySelector(`[data-reprolens="suggestion-${first.item}"]`)!.textContent).toContain(first.text);
  });

  it('gives a how-to question a quiet line and no score', () => {
    const howTo = records.map((r) => reportFor(r.question_id)).find((r) => !r.is_bug_report)!;
    render(<ChecklistReport report={howTo} />, root);
    const verdict = root.querySelector('[data-reprolens="score"]')!;
    expect(verdict.getAttribute('data-score')).toBe('');
    expect(verdict.textContent).toMatch(/not a bug report/);
  });

  it('renders question text as text: HTML in a reason or snippet never becomes markup', () => {
    const report = reportFor(records[0].question_id);
    const hostile = '<img src=x onerror="alert(1)">';
    const tampered = {
      ...report,
      is_bug_report: true,
      score: 50,
      grade: 'C',
      grade_name: 'Needs details',
      bug_type: 'api' as const,
      items: { ...report.items, logs: { ...report.items.logs, reason: hostile } },
      suggestions: [{ item: 'logs' as const, text: hostile, snippet: hostile, why: hostile, edit: '' }],
    };
    render(<ChecklistReport report={tampered} />, root);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('[data-reprolens="item-logs"]')!.textContent).toContain(hostile);
  });
});
