// The top tables of docs/accuracy.md: every score_vs_gold.py figure per dev set, and the worst of the sets (the figure
// that counts: a rule fitted to one set must not buy its figure with another's); then the asks' figures against their
// floors. Pure.
import { ITEM_IDS } from '../../lib/checklist';
import type { SetEvaluation } from './accuracyEval';
import { askTallies, howToAsked, naReportedMissing, naTallies, shareCell, wrongAsks, type Share } from './askTrust';
import type { FirstAskFigures } from './firstAsks';
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

/** A figure of one set: a share, a count, or null where the set has no case (no first-asks rows). */
export type FigureValue = Share | number | null;

/** NaN for no case (an empty share too), so it drops out of the worst. */
export function figureNumber(value: FigureValue): number {
  if (value === null) return NaN;
  if (typeof value === 'number') return value;
  return value.whole ? value.part / value.whole : NaN;
}

export function figureCell(value: FigureValue): string {
  if (value === null) return '–';
  return typeof value === 'number' ? String(value) : shareCell(value);
}

interface Floor {
  /** The bound the issue sets: "at most 10 %" of wrong asks, "at least 70 %" of answerable questions left quiet. */
  bound: 'at most' | 'at least';
  value: number;
  shown: string;
}

interface AskFigure {
  figure: string;
  better: 'higher' | 'lower';
  floor: Floor | null;
  of: (s: SetEvaluation, firstAsks: FirstAskFigures | null) => FigureValue;
}

const total = <T>(tallies: T[]) => tallies[tallies.length - 1];

/** The asks' figures and their floors ("Floors", per set and on the worst set). */
export const ASK_FIGURES: AskFigure[] = [
  {
    figure: 'wrong asks, decisive (for an item the gold says is present or na)',
    better: 'lower',
    floor: { bound: 'at most', value: 0.1, shown: '≤ 10 %' },
    of: (s) => wrongAsks(total(askTallies(s.judged, 'decisive'))),
  },
  {
    figure: 'wrong asks, all suggestions (decisive and "could also add")',
    better: 'lower',
    floor: null,
    of: (s) => wrongAsks(total(askTallies(s.judged, 'all'))),
  },
  {
    figure: 'items that do not apply (gold na), reported missing',
    better: 'lower',
    floor: { bound: 'at most', value: 0.1, shown: '≤ 10 %' },
    of: (s) => naReportedMissing(total(naTallies(s.judged))),
  },
  {
    figure: 'how-to / non-bug questions with a decisive ask',
    better: 'lower',
    floor: { bound: 'at most', value: 0, shown: 'none' },
    of: (s) => {
      const { part, whole } = howToAsked(s.judged);
      return { part, whole };
    },
  },
  {
    figure: 'first asks: answerable as is, no decisive ask',
    better: 'higher',
    floor: { bound: 'at least', value: 0.7, shown: '≥ 70 %' },
    of: (_, f) => f?.answerableQuiet ?? null,
  },
  {
    figure: 'first asks: decisive asks made on the answerable as is',
    better: 'lower',
    floor: null,
    of: (_, f) => f?.asksOnAnswerable ?? null,
  },
  {
    figure: 'first asks: the others, first decisive ask one the answerers named',
    better: 'higher',
    floor: { bound: 'at least', value: 0.6, shown: '≥ 60 %' },
    of: (_, f) => f?.namedFirst ?? null,
  },
];

export interface AskSummaryRow {
  figure: string;
  floor: Floor | null;
  values: FigureValue[];
  /** The set farthest from good: the highest of a lower-is-better figure, the lowest of a higher-is-better one. */
  worst: { value: FigureValue; set: string | null };
  /** Whether the worst set meets the floor; null without a floor or a case. */
  meetsFloor: boolean | null;
}

// No tolerance needed: division is correctly rounded, so 7/70 is the same double as 0.1.
const meets = (floor: Floor, value: number) => (floor.bound === 'at most' ? value <= floor.value : value >= floor.value);

export function askSummaryRows(sets: SetEvaluation[], firstAsks: Array<FirstAskFigures | null>): AskSummaryRow[] {
  return ASK_FIGURES.map(({ figure, better, floor, of }) => {
    const values = sets.map((s, i) => of(s, firstAsks[i] ?? null));
    let worst: AskSummaryRow['worst'] = { value: null, set: null };
    values.forEach((value, i) => {
      const x = figureNumber(value);
      if (Number.isNaN(x)) return;
      const w = figureNumber(worst.value);
      if (worst.set === null || (better === 'lower' ? x > w : x < w)) worst = { value, set: sets[i].set.name };
    });
    const meetsFloor = floor && worst.set !== null ? meets(floor, figureNumber(worst.value)) : null;
    return { figure, floor, values, worst, meetsFloor };
  });
}

export function renderAskSummaryTable(sets: SetEvaluation[], firstAsks: Array<FirstAskFigures | null>): string {
  const met = (m: boolean | null) => (m === null ? '' : m ? ' — meets the floor' : ' — **below the floor**');
  return markdownTable(
    ['figure', 'floor', ...sets.map((s) => s.set.name), '**worst of the sets**'],
    askSummaryRows(sets, firstAsks).map((row) => [
      row.figure,
      row.floor?.shown ?? '–',
      ...row.values.map(figureCell),
      row.worst.set === null ? '–' : `**${figureCell(row.worst.value)}** (${row.worst.set})${met(row.meetsFloor)}`,
    ]),
  );
}
