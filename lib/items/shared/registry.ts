// Every checklist item, in judging order (later items may read earlier judgments: code_runnable reads code,
// expected_vs_actual reads logs). tests/items/registry.test.ts checks that every item file in lib/items/ is listed
// here, has its judge, texts, suggestion and a weight for every bug type, and is documented in docs/checklist-items.md.
import type { ItemId } from '../../checklist';
import type { ChecklistItem } from './item';
import { code } from '../code';
import { codeRunnable } from '../codeRunnable';
import { data } from '../data';
import { model } from '../model';
import { hyperparameters } from '../hyperparameters';
import { logs } from '../logs';
import { environment } from '../environment';
import { expectedVsActual } from '../expectedVsActual';

/** Each item by id; the keys are in ITEM_IDS order, which is the judging order. */
export const CHECKLIST: { readonly [K in ItemId]: ChecklistItem<K> } = {
  code,
  code_runnable: codeRunnable,
  data,
  model,
  hyperparameters,
  logs,
  environment,
  expected_vs_actual: expectedVsActual,
};

export const checklistItems: readonly ChecklistItem[] = Object.values(CHECKLIST);
