// Score 0–100 weighted by bug type, and a grade with a plain name (checklist §2).
import type { ItemId, ItemJudgment, ItemStatus } from './report';
import { CRITICAL_SHARE_BY_TYPE, TOP_ITEMS, type TypedBug } from './checklistFigures';

// The score's weights are the §2 shares (0–1). "—" cells (gpu had 3 bugs) get a low weight rather than
// none. Environment is not in the paper's table: weighted most for api and gpu, where versions and
// hardware decided reproducibility, and kept small elsewhere — on the dev gold it does not predict the
// experts' reproducibility rating at all (Spearman −0.05), nor does expected_vs_actual (−0.11).
// code_runnable stands for the "compiler error resolution" edit (26 %); it gets a moderate weight.
const UNTABLED_WEIGHTS: Record<TypedBug, Partial<Record<ItemId, number>>> = {
  training: { environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  model: { environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  tensor_input: { environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  api: { environment: 0.3, expected_vs_actual: 0.2, code_runnable: 0.6 },
  gpu: { data: 0.3, hyperparameters: 0.2, model: 0.3, environment: 0.4, expected_vs_actual: 0.2, code_runnable: 0.6 },
};

export const ITEM_WEIGHTS: Record<TypedBug, Record<ItemId, number>> = Object.fromEntries(
  (Object.keys(CRITICAL_SHARE_BY_TYPE) as TypedBug[]).map((type) => {
    const weights = { ...UNTABLED_WEIGHTS[type] } as Record<ItemId, number>;
    for (const [item, share] of Object.entries(CRITICAL_SHARE_BY_TYPE[type])) weights[item as ItemId] = share / 100;
    return [type, weights];
  }),
) as Record<TypedBug, Record<ItemId, number>>;

const STATUS_VALUE: Record<Exclude<ItemStatus, 'na'>, number> = { present: 1, partial: 0.5, absent: 0 };

export function scoreItems(bugType: TypedBug, items: Record<ItemId, ItemJudgment>): number {
  let sum = 0;
  let weight = 0;
  for (const [id, w] of Object.entries(ITEM_WEIGHTS[bugType]) as Array<[ItemId, number]>) {
    const status = items[id].status;
    if (status === 'na') continue;
    sum += w * STATUS_VALUE[status];
    weight += w;
  }
  return weight ? Math.round((100 * sum) / weight) : 0;
}

export interface Grade {
  grade: string;
  name: string;
  /** Items among the type's top 3 that are absent (they capped the grade). */
  cappedBy: ItemId[];
}

const GRADES: Array<[number, string, string]> = [
  [85, 'A', 'Reproducible'],
  [70, 'B', 'Mostly reproducible'],
  [50, 'C', 'Needs details'],
  [30, 'D', 'Hard to reproduce'],
  [0, 'E', 'Not reproducible'],
];
const CAP_INDEX = 2; // a missing top-3 item: at best "C"

export function gradeFor(score: number, bugType: TypedBug, items: Record<ItemId, ItemJudgment>): Grade {
  let index = GRADES.findIndex(([min]) => score >= min);
  const cappedBy = TOP_ITEMS[bugType].filter((id) => items[id].status === 'absent');
  if (cappedBy.length && index < CAP_INDEX) index = CAP_INDEX;
  return { grade: GRADES[index][1], name: GRADES[index][2], cappedBy };
}
