// The study's figures (docs/reference/checklist.md), in one place: the score weighs items by them
// and the suggestions quote them.
import type { BugType, ItemId } from './checklist';

export type TypedBug = Exclude<BugType, 'not_a_bug'>;

/** §2: share (%) of each type's reproduced bugs for which the item was critical ("—" cells left out). */
export const CRITICAL_SHARE_BY_TYPE: Record<TypedBug, Partial<Record<ItemId, number>>> = {
  training: { code: 86, data: 82, logs: 76, hyperparameters: 72, model: 58 },
  model: { code: 71, data: 55, logs: 79, hyperparameters: 64, model: 64 },
  tensor_input: { code: 72, data: 97, logs: 93, hyperparameters: 41, model: 52 },
  api: { code: 75, data: 55, logs: 85, hyperparameters: 25, model: 70 },
  gpu: { code: 67, logs: 100 },
};

/** The bug types the study typed, in §2's row order. */
export const TYPED_BUGS = Object.keys(CRITICAL_SHARE_BY_TYPE) as TypedBug[];

/** §1: share (%) of reproduced SO bugs where the item was critical. */
export const CRITICAL_SHARE_OVERALL: Partial<Record<ItemId, number>> = {
  logs: 85.9,
  code: 78.8,
  data: 72.9,
  model: 64.7,
  hyperparameters: 52.9,
};

/** §2: the top 3 items used in the paper's hints for each type (gpu: too few bugs for a third). */
export const TOP_ITEMS: Record<TypedBug, ItemId[]> = {
  training: ['code', 'logs', 'data'],
  model: ['logs', 'model', 'code'],
  tensor_input: ['data', 'logs', 'code'],
  api: ['logs', 'code', 'model'],
  gpu: ['logs', 'code'],
};
