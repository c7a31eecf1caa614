// The accuracy figures of ../shared/tools/score_vs_gold.py, reimplemented line for line so `npm run eval` reports
// the same numbers (the Python file is their definition; tests/tools/eval/goldMetrics.test.ts checks the two agree).
// Pure: parsed rows in, numbers and the Python's exact table text out.
import { ITEM_IDS } from '../../lib/checklist';

// score_vs_gold.py's ITEMS: the report's checklist items, in the same order.
export const GOLD_ITEMS = ITEM_IDS;
export type GoldItem = (typeof GOLD_ITEMS)[number];

/** One codebook judgment (../shared/corpus/gold/CODEBOOK.md); `wave`: which release of its file the row came in. */
export type GoldRow = {
  question_id: number;
  is_bug_report: string;
  bug_type: string;
  framework: string;
  repro_rating: number;
  wave?: number;
} & Record<GoldItem, string>;

/** A `reprolens score` line, as loosely as the Python reads it. */
export type PredictionRow = Record<string, unknown>;

/** Python's None, for values a dict lookup does not find. */
type Value = unknown;

export interface ItemMetrics {
  item: GoldItem;
  n: number;
  agreement: number;
  kappa: number;
  precisionAbsent: number;
  recallAbsent: number;
  /** NaN when the gold has fewer than three absent cases. */
  f1Absent: number;
}

export interface GoldMetrics {
  goldCount: number;
  predictedCount: number;
  missing: number;
  /** "pred line N: not JSON" notes, in order. */
  predictionLineErrors: number[];
  items: ItemMetrics[];
  isBugReportAccuracy: number;
  bugTypeAccuracy: number;
  frameworkAccuracy: number;
  spearman: number;
  spearmanN: number;
  minKappa: number;
  minF1Absent: number;
}

/**
 * Python's `sum()`. Plain left-to-right addition is exact here, so CPython's summation method (compensated since
 * 3.12) cannot matter: the counts are integers, and ranks, their mean (n-1)/2 and the products of their
 * deviations are multiples of 1/4, all exactly representable.
 */
export function pySum(values: Iterable<number>): number {
  let sum = 0;
  for (const x of values) sum += x;
  return sum;
}

/** Python's `bool(x)` for JSON values. */
function pyTruthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Python's `json.loads` maps by key: a later line with the same id replaces the earlier one but keeps its place. */
export function rowsById<T extends Record<string, unknown>>(rows: T[]): Map<Value, T> {
  const byId = new Map<Value, T>();
  for (const row of rows) byId.set(row.question_id ?? null, row);
  return byId;
}

/** The prediction file as the Python reads it: blank lines skipped, non-JSON lines noted by number. */
export function parsePredictionLines(text: string): { rows: PredictionRow[]; badLines: number[] } {
  const rows: PredictionRow[] = [];
  const badLines: number[] = [];
  // Python's `open()` iterates lines split on \n and `strip()`s them.
  text.split(/(?<=\n)/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    try {
      rows.push(JSON.parse(line) as PredictionRow);
    } catch {
      badLines.push(index + 1);
    }
  });
  return { rows, badLines };
}

export function parseGoldLines(text: string): GoldRow[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GoldRow);
}

export function cohenKappa(pairs: Array<[Value, Value]>): number {
  const n = pairs.length;
  if (!n) return NaN;
  const po = pairs.filter(([x, y]) => x === y).length / n;
  const countsA = countBy(pairs.map(([x]) => x));
  const countsB = countBy(pairs.map(([, y]) => y));
  const labels = new Set([...countsA.keys(), ...countsB.keys()]);
  const agreeByChance = pySum([...labels].map((k) => (countsA.get(k) ?? 0) * (countsB.get(k) ?? 0)));
  const pe = agreeByChance / n / n;
  return pe < 1 ? (po - pe) / (1 - pe) : 1.0;
}

function countBy(values: Value[]): Map<Value, number> {
  const counts = new Map<Value, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** `(r.get("items") or {}).get(item)`, then its `status` when it is an object. */
function predictedStatus(prediction: PredictionRow, item: GoldItem): Value {
  const items = pyTruthy(prediction.items) ? (prediction.items as Record<string, Value>) : {};
  const value = items[item];
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return (value as Record<string, Value>).status ?? null;
  return value ?? null;
}

function itemMetrics(item: GoldItem, gold: Map<Value, GoldRow>, predictions: Map<Value, PredictionRow>): ItemMetrics {
  const pairs: Array<[Value, Value]> = [];
  for (const [id, row] of gold)
    if (predictions.has(id) && row[item] !== 'na') pairs.push([row[item], predictedStatus(predictions.get(id)!, item)]);
  const n = pairs.length;
  const agreement = n ? pairs.filter(([g, p]) => g === p).length / n : NaN;
  const tp = pairs.filter(([g, p]) => g === 'absent' && p === 'absent').length;
  const fp = pairs.filter(([g, p]) => g !== 'absent' && p === 'absent').length;
  const fn = pairs.filter(([g, p]) => g === 'absent' && p !== 'absent').length;
  const precision = tp + fp ? tp / (tp + fp) : NaN;
  const recall = tp + fn ? tp / (tp + fn) : NaN;
  // F1 of "absent" only where the gold has at least 3 absent cases; otherwise it says nothing (NaN)
  const f1 = tp + fn < 3 ? NaN : tp === 0 ? 0.0 : (2 * precision * recall) / (precision + recall);
  return { item, n, agreement, kappa: cohenKappa(pairs), precisionAbsent: precision, recallAbsent: recall, f1Absent: f1 };
}

/** Gold `other` is a bug outside the five types: any bug type the engine names counts, `not_a_bug` does not. */
export function bugTypeMatches(goldType: string, predictedType: Value): boolean {
  if (goldType === 'other') return predictedType !== null && predictedType !== undefined && predictedType !== 'not_a_bug';
  return goldType === predictedType;
}

/** tf.keras problems are labelled keras or tensorflow by different experts: one family. */
export function frameworkFamily(framework: Value): Value {
  return framework === 'keras' || framework === 'tensorflow' ? 'tensorflow' : framework;
}

/** 0-based ranks, ties sharing the average rank (Python's stable sort, so equal values keep input order). */
export function averageRanks(values: number[]): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const ranks = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < values.length) {
    let j = i;
    while (j + 1 < values.length && values[order[j + 1]] === values[order[i]]) j += 1;
    for (let t = i; t <= j; t += 1) ranks[order[t]] = (i + j) / 2;
    i = j + 1;
  }
  return ranks;
}

export function spearman(scores: number[], ratings: number[]): number {
  if (scores.length <= 2) return NaN;
  const x = averageRanks(scores);
  const y = averageRanks(ratings);
  const mx = pySum(x) / x.length;
  const my = pySum(y) / y.length;
  const cov = pySum(x.map((u, i) => (u - mx) * (y[i] - my)));
  const sx = Math.sqrt(pySum(x.map((u) => (u - mx) ** 2)));
  const sy = Math.sqrt(pySum(y.map((v) => (v - my) ** 2)));
  return sx && sy ? cov / (sx * sy) : NaN;
}

/** Python's isinstance(x, (int, float)): JSON numbers, and booleans (bool subclasses int). */
function pyNumber(value: Value): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return Number(value);
  return null;
}

function share(ids: Value[], ok: (id: Value) => boolean): number {
  return ids.length ? ids.filter(ok).length / ids.length : NaN;
}

export function computeGoldMetrics(goldRows: GoldRow[], predictionRows: PredictionRow[], predictionLineErrors: number[] = []): GoldMetrics {
  const gold = rowsById(goldRows);
  const predictions = rowsById(predictionRows);
  const items = GOLD_ITEMS.map((item) => itemMetrics(item, gold, predictions));
  const shared = [...gold.keys()].filter((id) => predictions.has(id));
  const g = (id: Value) => gold.get(id)!;
  const p = (id: Value) => predictions.get(id)!;

  const bugReports = shared.filter((id) => g(id).is_bug_report === 'yes' && pyNumber(p(id).score) !== null);
  const kappas = items.map((m) => m.kappa).filter((k) => !Number.isNaN(k));
  const f1s = items.map((m) => m.f1Absent).filter((f) => !Number.isNaN(f));
  return {
    goldCount: gold.size,
    predictedCount: predictions.size,
    missing: [...gold.keys()].filter((id) => !predictions.has(id)).length,
    predictionLineErrors,
    items,
    isBugReportAccuracy: share(shared, (id) => (g(id).is_bug_report === 'yes') === pyTruthy(p(id).is_bug_report)),
    bugTypeAccuracy: share(shared, (id) => bugTypeMatches(g(id).bug_type, p(id).bug_type ?? null)),
    frameworkAccuracy: share(shared, (id) => frameworkFamily(g(id).framework) === frameworkFamily(p(id).framework ?? null)),
    spearman: spearman(
      bugReports.map((id) => pyNumber(p(id).score)!),
      bugReports.map((id) => g(id).repro_rating),
    ),
    spearmanN: bugReports.length,
    minKappa: kappas.length ? Math.min(...kappas) : NaN,
    minF1Absent: f1s.length ? Math.min(...f1s) : NaN,
  };
}

/**
 * Python's `f"{x:.{digits}f}"`: NaN as "nan", and exact ties rounded half to even (JS `toFixed` rounds them up:
 * 0.625 → "0.63" where Python prints "0.62"). 30 digits of the exact expansion are enough to tell a tie.
 */
export function pyFixed(x: number, digits: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const exact = Math.abs(x).toFixed(30);
  const cut = exact.indexOf('.') + 1 + digits;
  const isTie = exact[cut] === '5' && /^0*$/.test(exact.slice(cut + 1));
  if (!isTie) return Object.is(x, -0) ? `-${(0).toFixed(digits)}` : x.toFixed(digits);
  const kept = exact.slice(0, cut).replace(/\.$/, '');
  const lastDigit = Number(kept[kept.length - 1]);
  const rounded = lastDigit % 2 === 0 ? kept : Math.abs(x).toFixed(digits);
  return (x < 0 ? '-' : '') + rounded;
}

const fmt = (x: number, width: number) => pyFixed(x, 2).padStart(width);

/** The Python's stdout, character for character (without floors, the only "short" reason is missing questions). */
export function formatGoldTable(m: GoldMetrics): string {
  const lines = m.predictionLineErrors.map((n) => `pred line ${n}: not JSON`);
  lines.push(`questions: gold ${m.goldCount}, predicted ${m.predictedCount}, missing ${m.missing}`);
  lines.push(
    `${'item'.padEnd(20)} ${'n'.padStart(4)} ${'agree'.padStart(6)} ${'kappa'.padStart(6)} ${'P(abs)'.padStart(7)} ${'R(abs)'.padStart(7)} ${'F1(abs)'.padStart(7)}`,
  );
  for (const r of m.items)
    lines.push(
      `${r.item.padEnd(20)} ${String(r.n).padStart(4)} ${fmt(r.agreement, 6)} ${fmt(r.kappa, 6)} ${fmt(r.precisionAbsent, 7)} ${fmt(r.recallAbsent, 7)} ${fmt(r.f1Absent, 7)}`,
    );
  lines.push(
    `is_bug_report accuracy ${pyFixed(m.isBugReportAccuracy, 2)}; bug_type accuracy ${pyFixed(m.bugTypeAccuracy, 2)}; ` +
      `framework accuracy ${pyFixed(m.frameworkAccuracy, 2)}; spearman(score, repro_rating) ${pyFixed(m.spearman, 2)} on ${m.spearmanN} bug reports`,
  );
  if (m.missing) lines.push(`short: ${m.missing} questions without a report`);
  lines.push(
    `min kappa ${pyFixed(m.minKappa, 2)}, min F1(absent) ${pyFixed(m.minF1Absent, 2)}, bug_type ${pyFixed(m.bugTypeAccuracy, 2)}, spearman ${pyFixed(m.spearman, 2)}`,
  );
  return `${lines.join('\n')}\n`;
}
