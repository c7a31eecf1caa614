// The starting point the figures are measured against: every summary figure per dev set, saved once to a checked-in
// file (`npm run eval -- --save-baseline <path>`) before the engine's asks were reworked, then shown beside today's
// figures in docs/accuracy.md. PyTorch wave 3 and TF/Keras wave 2 were unseen until that day: their starting point
// is the honest one. Pure: figures in, JSON text and markdown out.
import { ITEM_IDS } from '../../lib/checklist';
import type { SetEvaluation } from './accuracyEval';
import type { FirstAskFigures } from './firstAsks';
import { pyFixed } from './goldMetrics';
import { ASK_FIGURES, askSummaryRows, figureCell, summaryRows, type FigureValue } from './summaryTable';
import { markdownTable } from '../docs/markdownTable';

export interface SetFigures {
  name: string;
  /** Questions the engine judged. */
  questions: number;
  /** By the summary tables' figure names; null where the set has no case. */
  figures: Record<string, FigureValue>;
}

export interface Baseline {
  about: string;
  /** The last commit that changed the engine (lib/) when the figures were measured, and that day. */
  engineCommit: string;
  date: string;
  /** What wrote the file, and the engine it ran. */
  command: string;
  engine: string;
  sets: SetFigures[];
}

/** Every figure of both summary tables, per set. */
export function setFigures(sets: SetEvaluation[], firstAsks: Array<FirstAskFigures | null>): SetFigures[] {
  const summary = summaryRows(sets.map((s) => ({ name: s.set.name, metrics: s.dev.gold })));
  const asks = askSummaryRows(sets, firstAsks);
  return sets.map((s, i) => ({
    name: s.set.name,
    questions: s.judged.length,
    figures: Object.fromEntries([
      ...summary.map((row) => [row.figure, Number.isNaN(row.values[i]) ? null : row.values[i]]),
      ...asks.map((row) => [row.figure, row.values[i]]),
    ]),
  }));
}

export function baselineText(baseline: Omit<Baseline, 'about'>): string {
  const about =
    'Every summary figure of docs/accuracy.md per dev set, measured with the engine of `engineCommit`: the starting ' +
    'point docs/accuracy.md shows beside the current figures. Written by tools/eval/eval.ts (--save-baseline); ' +
    'shares are {part, whole}, null is no case.';
  return `${JSON.stringify({ about, ...baseline }, null, 2)}\n`;
}

export function parseBaseline(text: string): Baseline {
  const baseline = JSON.parse(text) as Baseline;
  const fine =
    typeof baseline.engineCommit === 'string' &&
    typeof baseline.date === 'string' &&
    Array.isArray(baseline.sets) &&
    baseline.sets.every((s) => typeof s.name === 'string' && s.figures !== null && typeof s.figures === 'object');
  if (!fine) throw new Error('not a baseline file (engineCommit, date and sets[] with name and figures expected)');
  return baseline;
}

export type Shown = { figure: string; cell: (value: FigureValue) => string };

const asShare = (figure: string): Shown => ({ figure, cell: figureCell });
const asFixed = (figure: string): Shown => ({
  figure,
  cell: (value) => (typeof value === 'number' ? pyFixed(value, 2) : value === null ? 'nan' : figureCell(value)),
});

/** The figures the starting point is kept for: the asks' figures, then the scorer's κ and whole-question figures. */
const STARTING_POINT_FIGURES: Shown[] = [
  ...ASK_FIGURES.slice(0, 4).map((f) => asShare(f.figure)),
  ...ITEM_IDS.map((item) => asFixed(`κ \`${item}\``)),
  ...['bug type accuracy', 'is-bug-report accuracy', 'framework accuracy', 'Spearman(score, repro_rating)'].map(asFixed),
  ...ASK_FIGURES.slice(4).map((f) => asShare(f.figure)),
];

/** One row per figure, one "then → now" cell per set (the starting point's sets matched by name). */
export function beforeAfterRows(baseline: Baseline, now: SetFigures[], figures: readonly Shown[]): string[][] {
  const then = new Map(baseline.sets.map((s) => [s.name, s.figures]));
  return figures.map(({ figure, cell }) => [
    figure,
    ...now.map((s) => {
      const before = then.get(s.name);
      const start = before && figure in before ? cell(before[figure]) : '–';
      const end = cell(s.figures[figure] ?? null);
      return start === '–' && end === '–' ? '–' : `${start} → ${end}`;
    }),
  ]);
}

/** How a figure is shown: a share of a whole ("12/40 (30 %)") or a fraction to two places. */
export function shownFigure(figure: string): Shown {
  return ASK_FIGURES.some((f) => f.figure === figure) ? asShare(figure) : asFixed(figure);
}

export function renderStartingPoint(baseline: Baseline, shownPath: string, now: SetFigures[]): string[] {
  const rows = beforeAfterRows(baseline, now, STARTING_POINT_FIGURES);
  return [
    `## Starting point (${baseline.engineCommit}, ${baseline.date}) versus now`,
    '',
    `Each cell is the figure with the engine of ${baseline.engineCommit} → the figure now. The starting point is`,
    `\`${shownPath}\`, written by \`${baseline.command}\` with ${baseline.engine}.`,
    'PyTorch wave 3 and TensorFlow/Keras wave 2 were unseen until that day: their starting point is the honest one. The',
    'floors are in the table above; "–" is a set without first-asks rows.',
    '',
    markdownTable(['figure', ...now.map((s) => s.name)], rows),
    '',
  ];
}
