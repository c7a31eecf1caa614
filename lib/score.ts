// Score 0–100 weighted by bug type, and a grade with a plain name (checklist §2).
import type { BugType, ItemId, ItemJudgment, ItemStatus } from './report';

type Typed = Exclude<BugType, 'not_a_bug'>;

// Share of each type's reproduced bugs for which the item was critical (checklist §2 table).
// "—" cells (gpu had 3 bugs) get a low weight rather than none. Environment is not in the paper's
// table: weighted most for api and gpu, where versions and hardware decided reproducibility, and kept
// small elsewhere — on the dev gold it does not predict the experts' reproducibility rating at all
// (Spearman −0.05), nor does expected_vs_actual (−0.11). code_runnable stands for the "compiler error
// resolution" edit (26 %); it gets a moderate weight.
export const ITEM_WEIGHTS: Record<Typed, Record<ItemId, number>> = {
  training: { code: 0.86, data: 0.82, logs: 0.76, hyperparameters: 0.72, model: 0.58, environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  model: { code: 0.71, data: 0.55, logs: 0.79, hyperparameters: 0.64, model: 0.64, environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  tensor_input: { code: 0.72, data: 0.97, logs: 0.93, hyperparameters: 0.41, model: 0.52, environment: 0.1, expected_vs_actual: 0.2, code_runnable: 0.6 },
  api: { code: 0.75, data: 0.55, logs: 0.85, hyperparameters: 0.25, model: 0.7, environment: 0.3, expected_vs_actual: 0.2, code_runnable: 0.6 },
  gpu: { code: 0.67, data: 0.3, logs: 1.0, hyperparameters: 0.2, model: 0.3, environment: 0.4, expected_vs_actual: 0.2, code_runnable: 0.6 },
};

/** The top 3 items the paper's hints used for each type; a missing one caps the grade. */
export const TOP_ITEMS: Record<Typed, ItemId[]> = {
  training: ['code', 'logs', 'data'],
  model: ['logs', 'model', 'code'],
  tensor_input: ['data', 'logs', 'code'],
  api: ['logs', 'code', 'model'],
  gpu: ['logs', 'code'],
};

const STATUS_VALUE: Record<Exclude<ItemStatus, 'na'>, number> = { present: 1, partial: 0.5, absent: 0 };

export function scoreItems(bugType: Typed, items: Record<ItemId, ItemJudgment>): number {
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

export function gradeFor(score: number, bugType: Typed, items: Record<ItemId, ItemJudgment>): Grade {
  let index = GRADES.findIndex(([min]) => score >= min);
  const cappedBy = TOP_ITEMS[bugType].filter((id) => items[id].status === 'absent');
  if (cappedBy.length && index < CAP_INDEX) index = CAP_INDEX;
  return { grade: GRADES[index][1], name: GRADES[index][2], cappedBy };
}
