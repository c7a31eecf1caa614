// The top table of docs/accuracy.md: every score_vs_gold.py figure per dev set, and the worst of the sets (the figure
// that counts: a rule fitted to one set must not buy its figure with another's). Pure.
import { ITEM_IDS } from '../../lib/report';
import type { SetEvaluation } from './accuracyEval';
import { pyFixed, type GoldMetrics } from './goldMetrics';
import { markdownTable } from '../docs/markdownTable';

export interface SummaryRow {
  figure: string;
  /** One per set, in set order; NaN where the figure says nothing (no case). */
  values: number[];
  /** The lowest value that says something, and its set; NaN and null when no set has one. */
  worst: { value: number; set: string | null };
}

type Figure = { figure: string; of: (m: GoldMetrics) => number };

const byItem = (label: string, of: (m: GoldMetrics['items'][number]) => number): Figure[] =>
  ITEM_IDS.map((item, i) => ({ figure: `${label} \`${item}\``, of: (m: GoldMetrics) => of(m.items[i]) }));

/** Every figure is better when higher, so the worst is the minimum. */
const FIGURES: Figure[] = [
  ...byItem('κ', (m) => m.kappa),
  ...byItem('agreement', (m) => m.agreement),
  ...byItem('P(absent)', (m) => m.precisionAbsent),
  { figure: 'bug type accuracy', of: (m) => m.bugTypeAccuracy },
  { figure: 'is-bug-report accuracy', of: (m) => m.isBugReportAccuracy },
  { figure: 'framework accuracy', of: (m) => m.frameworkAccuracy },
  { figure: 'Spearman(score, repro_rating)', of: (m) => m.spearman },
];

function worstOf(values: number[], names: string[]): SummaryRow['worst'] {
  let worst: SummaryRow['worst'] = { value: NaN, set: null };
  values.forEach((value, i) => {
    if (!Number.isNaN(value) && (worst.set === null || value < worst.value)) worst = { value, set: names[i] };
  });
  return worst;
}

/** The figure table of named sets: one row per figure, one value per set in the order given. */
export function summaryRows(sets: Array<{ name: string; metrics: GoldMetrics }>): SummaryRow[] {
  const names = sets.map((s) => s.name);
  return FIGURES.map(({ figure, of }) => {
    const values = sets.map((s) => of(s.metrics));
    return { figure, values, worst: worstOf(values, names) };
  });
}

export function renderSummaryTable(sets: SetEvaluation[]): string {
  const f2 = (x: number) => pyFixed(x, 2);
  const rows = summaryRows(sets.map((s) => ({ name: s.set.name, metrics: s.dev.gold })));
  return markdownTable(
    ['figure', ...sets.map((s) => `${s.set.name} (${s.dev.gold.goldCount})`), '**worst of the sets**'],
    rows.map((row) => [
      row.figure,
      ...row.values.map(f2),
      row.worst.set === null ? 'nan' : `**${f2(row.worst.value)}** (${row.worst.set})`,
    ]),
  );
}
