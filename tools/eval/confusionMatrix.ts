// Gold × engine count tables for one dev set: every checklist item's four statuses, the bug type and the framework.
// Pure: judged questions in, counts and markdown out.
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
import type { JudgedQuestion } from './accuracyEval';
import { BUG_TYPES } from './classificationMetrics';
import { markdownTable } from '../docs/markdownTable';

export interface Confusion {
  /** Gold labels, one per row. */
  rows: string[];
  /** Engine labels, one per column. */
  columns: string[];
  /** counts[row][column]. */
  counts: number[][];
}

/** Labels in `order` first (all of them when `keepAll`, else those that occur), then any others alphabetically. */
function labels(seen: string[], order: readonly string[], keepAll: boolean): string[] {
  const occurring = new Set(seen);
  const known = order.filter((label) => keepAll || occurring.has(label));
  return [...known, ...[...occurring].filter((label) => !order.includes(label)).sort()];
}

export function confusion(pairs: Array<{ gold: string; engine: string }>, order: readonly string[], keepAll = false): Confusion {
  const rows = labels(
    pairs.map((p) => p.gold),
    order,
    keepAll,
  );
  const columns = labels(
    pairs.map((p) => p.engine),
    order,
    keepAll,
  );
  const counts = rows.map(() => columns.map(() => 0));
  for (const { gold, engine } of pairs) counts[rows.indexOf(gold)][columns.indexOf(engine)] += 1;
  return { rows, columns, counts };
}

export const STATUSES = ['present', 'partial', 'absent', 'na'] as const;
const BUG_TYPE_ORDER = [...BUG_TYPES, 'other', 'not_a_bug'];
const FRAMEWORK_ORDER = ['pytorch', 'tensorflow', 'keras', 'jax', 'huggingface', 'other', 'multiple'];

/** Agreement on the diagonal in bold, so the off-diagonal cells (the disagreements) stand out. */
function cell(c: Confusion, row: number, column: number): string {
  const n = c.counts[row][column];
  return c.rows[row] === c.columns[column] && n ? `**${n}**` : String(n);
}

export function itemConfusion(judged: JudgedQuestion[], item: ItemId): Confusion {
  return confusion(
    judged.map(({ row, report }) => ({ gold: row[item], engine: report.items[item].status })),
    STATUSES,
    true,
  );
}

/** All eight items' 4×4 tables as one table: four rows per item (gold status), one column per engine status. */
export function renderItemConfusions(judged: JudgedQuestion[]): string {
  const rows = ITEM_IDS.flatMap((item) => {
    const c = itemConfusion(judged, item);
    return c.rows.map((gold, r) => [r === 0 ? `\`${item}\`` : '', gold, ...c.columns.map((_, k) => cell(c, r, k))]);
  });
  const columns = itemConfusion(judged, ITEM_IDS[0]).columns;
  return markdownTable(['item', 'gold ↓ engine →', ...columns], rows);
}

function renderConfusion(c: Confusion): string {
  return markdownTable(
    ['gold ↓ engine →', ...c.columns],
    c.rows.map((gold, r) => [gold, ...c.columns.map((_, k) => cell(c, r, k))]),
  );
}

export function renderBugTypeConfusion(judged: JudgedQuestion[]): string {
  return renderConfusion(
    confusion(
      judged.map(({ row, report }) => ({ gold: row.bug_type, engine: report.bug_type })),
      BUG_TYPE_ORDER,
    ),
  );
}

export function renderFrameworkConfusion(judged: JudgedQuestion[]): string {
  return renderConfusion(
    confusion(
      judged.map(({ row, report }) => ({ gold: row.framework, engine: report.framework })),
      FRAMEWORK_ORDER,
    ),
  );
}
