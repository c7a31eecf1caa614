// @vitest-environment happy-dom
// The expanded checklist's layout on real questions (tests/fixtures/items/questions.jsonl; provenance beside it):
// missing and partial first, what is present folded into one line that expands, evidence quoted as code with its line
// breaks, each excerpt once, and the study's figure behind "why?" — so the expanded panel fits a 1366×768 window.
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChecklistReport, foldLine, itemsInOrder } from '../../components/ChecklistReport';
import { quoteText } from '../../components/ChecklistItem';
import { distinctEvidence } from '../../lib/items/shared/evidence';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { ItemStatus } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type ScoredVerdict } from '../../lib/verdict';
import { withAsksNotDecisive } from '../engine/decisiveAsksFixture';

const records = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
const scored = records
  .map((r) => decide(readStackExchangeApiQuestion(r), DEFAULT_SETTINGS))
  .filter((v): v is ScoredVerdict => v.state === 'verdict');
const RANK: Record<ItemStatus, number> = { absent: 0, partial: 1, present: 2, na: 3 };
// The layout with every ask decisive (derived input): no "Could also add" fold between the missing and the present
// items (tests/components/couldAlsoAdd.test.tsx has that fold).
const mixed = withAsksNotDecisive(
  scored.find((v) => {
    const statuses = Object.values(v.report.items).map((i) => i.status);
    return statuses.includes('present') && statuses.includes('absent') && v.report.suggestions.length > 0;
  })!,
  [],
);

describe('the checklist layout', () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('lists missing, then partial, then present items, on every real question', () => {
    for (const v of scored) {
      const ranks = itemsInOrder(v.report).map((id) => RANK[v.report.items[id].status]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('folds the present items into one line that names them and expands on click', () => {
    render(<ChecklistReport verdict={mixed} showVerdict={false} />, root);
    const rows = [...root.querySelectorAll<HTMLElement>('.rl-items > [data-reprolens^="item-"]')];
    const firstFolded = rows.findIndex((r) => r.hidden);
    expect(rows.slice(0, firstFolded).every((r) => ['absent', 'partial'].includes(r.dataset.status!))).toBe(true);
    expect(rows.slice(firstFolded).every((r) => r.hidden && ['present', 'na'].includes(r.dataset.status!))).toBe(true);
    const fold = root.querySelector<HTMLButtonElement>('[data-reprolens="present-fold"]')!;
    const present = rows.filter((r) => r.dataset.status === 'present');
    expect(fold.textContent).toBe(
      foldLine(
        mixed.report,
        itemsInOrder(mixed.report).filter((id) => rows.find((r) => r.dataset.reprolens === `item-${id}`)?.hidden),
      ),
    );
    for (const r of present)
      expect(fold.textContent!.toLowerCase()).toContain(r.querySelector('.rl-item-title')!.textContent!.toLowerCase());
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fold.click();
    return Promise.resolve().then(() => {
      expect(fold.getAttribute('aria-expanded')).toBe('true');
      expect(present.every((r) => !r.hidden)).toBe(true);
    });
  });

  it('puts the study figure behind a "why?" disclosure', async () => {
    render(<ChecklistReport verdict={mixed} showVerdict={false} />, root);
    const suggestion = mixed.report.suggestions[0];
    const why = root.querySelector<HTMLElement>(`[data-reprolens="suggestion-${suggestion.item}"] .rl-why`)!;
    expect(why.hidden).toBe(true);
    root.querySelector<HTMLButtonElement>(`[data-reprolens="why-${suggestion.item}"]`)!.click();
    await Promise.resolve();
    expect(why.hidden).toBe(false);
  });

  it('quotes evidence with its line breaks, cut to three lines, each excerpt once', () => {
    expect(quoteText('x = 1\ny = 2')).toBe('x = 1\ny = 2');
    expect(quoteText('a\nb\nc\nd')).toBe('a\nb\nc\n…');
    const e = { block: 0, start: 0, end: 5, excerpt: 'x = 1', note: 'code' };
    const y = { ...e, start: 6, end: 7, excerpt: 'y' };
    expect(distinctEvidence([e, { ...e, block: 2, excerpt: ' x =  1 ' }, y, { ...e, end: 0, excerpt: 'z' }])).toEqual([e, y]);
  });
});
