// Every checklist item, in judging order (later items may read earlier judgments: code_runnable
// reads code, expected_vs_actual reads logs). tests/items/registry.test.ts checks that every file
// in lib/items/ that defines an item is listed here and documented in docs/checklist-items.md.
import type { ChecklistItem } from './item';
import { code } from './code';
import { codeRunnable } from './codeRunnable';
import { data } from './data';
import { model } from './model';
import { hyperparameters } from './hyperparameters';
import { logs } from './logs';
import { environment } from './environment';
import { expectedVsActual } from './expectedVsActual';

export const checklistItems: readonly ChecklistItem[] = [
  code,
  codeRunnable,
  data,
  model,
  hyperparameters,
  logs,
  environment,
  expectedVsActual,
];
