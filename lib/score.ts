// Score 0–100 weighted by bug type, less the runnability deductions, and a grade with a plain name (checklist §2).
// Each item brings its own weights (lib/items/<id>.ts); only lib/verdict.ts calls these (and the eval's ceiling,
// which has the experts' items but no runnability evidence, calls scoreItems).
import type { ItemId, ItemJudgments, ItemStatus } from './checklist';
import { allDeductions, type Deduction, type ScoredReport } from './scoreDeductions';
import { CRITICAL_SHARE_BY_TYPE, TOP_ITEMS, TYPED_BUGS, type TypedBug } from './checklistFigures';
import { CHECKLIST } from './items/shared/registry';

// The items as the checklist lists them: §2's table columns, then the added items in §1's order.
const CHECKLIST_ORDER: ItemId[] = [
  'code',
  'data',
  'logs',
  'hyperparameters',
  'model',
  'environment',
  'expected_vs_actual',
  'code_runnable',
];

// Float addition is not associative: the weights are added in the order the score has always used — for each type,
// the items' own weights first (no §2 figure), then the §2 shares, each in CHECKLIST_ORDER — so that every score stays
// the same to the digit. In plain checklist order 757 of the 327,680 status combinations would round differently.
const SUMMATION_ORDER: Record<TypedBug, ItemId[]> = Object.fromEntries(
  TYPED_BUGS.map((type) => {
    const tabled = (id: ItemId) => CRITICAL_SHARE_BY_TYPE[type][id] !== undefined;
    return [type, [...CHECKLIST_ORDER.filter((id) => !tabled(id)), ...CHECKLIST_ORDER.filter(tabled)]];
  }),
) as Record<TypedBug, ItemId[]>;

const STATUS_VALUE: Record<Exclude<ItemStatus, 'na'>, number> = { present: 1, partial: 0.5, absent: 0 };

/** The weighted share of what is there; null when no item applies (every one "na" or turned off). */
export function scoreItems(bugType: TypedBug, items: ItemJudgments): number | null {
  const share = checklistShare(bugType, items);
  return share === null ? null : Math.round(share);
}

/**
 * The verdict's score: 100 less every point lost (lib/scoreDeductions.ts), each with its reason, so that the listed
 * points add up to exactly 100 − score. Null when no item applies.
 */
export function scoreReport(bugType: TypedBug, report: ScoredReport): { score: number; deductions: Deduction[] } | null {
  if (checklistShare(bugType, report.items) === null) return null;
  const deductions = allDeductions(bugType, report);
  return { score: 100 - deductions.reduce((sum, d) => sum + d.points, 0), deductions };
}

/** 100 × the weighted share of what is there, unrounded; null when no item applies. */
function checklistShare(bugType: TypedBug, items: ItemJudgments): number | null {
  let sum = 0;
  let weight = 0;
  for (const id of SUMMATION_ORDER[bugType]) {
    const status = items[id].status;
    if (status === 'na') continue;
    const w = CHECKLIST[id].weights[bugType];
    sum += w * STATUS_VALUE[status];
    weight += w;
  }
  return weight ? (100 * sum) / weight : null;
}

export type GradeLetter = 'A' | 'B' | 'C' | 'D' | 'E';

export interface Grade {
  letter: GradeLetter;
  name: string;
  /** Items among the type's top 3 that are absent (they capped the grade). */
  cappedBy: ItemId[];
}

const GRADES: Array<[number, GradeLetter, string]> = [
  [85, 'A', 'Reproducible'],
  [70, 'B', 'Mostly reproducible'],
  [50, 'C', 'Needs details'],
  [30, 'D', 'Hard to reproduce'],
  [0, 'E', 'Not reproducible'],
];
const CAP_INDEX = 2; // a missing top-3 item: at best "C"

export function gradeFor(score: number, bugType: TypedBug, items: ItemJudgments): Grade {
  let index = GRADES.findIndex(([min]) => score >= min);
  const cappedBy = TOP_ITEMS[bugType].filter((id) => items[id].status === 'absent');
  if (cappedBy.length && index < CAP_INDEX) index = CAP_INDEX;
  return { letter: GRADES[index][1], name: GRADES[index][2], cappedBy };
}
