// The checklist's vocabulary, shared by the report (lib/report.ts) and the items (lib/items/): the item ids in judging
// order, the statuses, a judgment with its item's typed facts, the frameworks and bug types the items read, and a
// suggestion. Types only, besides ITEM_IDS: importing this file brings no item code with it.
import type { Evidence } from './question';
import type { CodeFacts } from './items/code';
import type { CodeRunnableFacts } from './items/codeRunnable';
import type { DataFacts } from './items/data';
import type { ModelFacts } from './items/model';
import type { HyperparametersFacts } from './items/hyperparameters';
import type { LogsFacts } from './items/logs';
import type { EnvironmentFacts } from './items/environment';
import type { ExpectedVsActualFacts } from './items/expectedVsActual';

export const ITEM_IDS = ['code', 'code_runnable', 'data', 'model', 'hyperparameters', 'logs', 'environment', 'expected_vs_actual'] as const;
export type ItemId = (typeof ITEM_IDS)[number];

export type ItemStatus = 'present' | 'partial' | 'absent' | 'na';

/** What each item's judge found that its suggestion uses (names, shapes, versions …), by item id. */
export interface ItemFacts {
  code: CodeFacts;
  code_runnable: CodeRunnableFacts;
  data: DataFacts;
  model: ModelFacts;
  hyperparameters: HyperparametersFacts;
  logs: LogsFacts;
  environment: EnvironmentFacts;
  expected_vs_actual: ExpectedVsActualFacts;
}

export interface ItemJudgment<F extends object = ItemFacts[ItemId]> {
  status: ItemStatus;
  /** Where in the post the judgment comes from; for "absent", what shows the gap (a placeholder, a local path) or nothing. */
  evidence: Evidence[];
  /** One plain sentence saying why this status. */
  reason: string;
  /** What the judge found that a suggestion can use. Every field is optional: a turned-off or "na" item has none. */
  facts: F;
}

/** One judgment per item, each with its own item's facts. */
export type ItemJudgments = { [K in ItemId]: ItemJudgment<ItemFacts[K]> };

export type BugType = 'training' | 'model' | 'tensor_input' | 'api' | 'gpu' | 'not_a_bug';
export type Framework = 'pytorch' | 'tensorflow' | 'keras' | 'jax' | 'huggingface' | 'multiple' | 'other';

export interface Suggestion {
  item: ItemId;
  /** The ask, in the question's own names. */
  text: string;
  /** A copyable snippet for the detected framework ("" when none fits). */
  snippet: string;
  /** Why it matters, with the checklist's figure. */
  why: string;
  /** The edit a reader would otherwise have to make (checklist §3). */
  edit: string;
  /**
   * Set when the ask is not the item's usual one: the code is posted but not as a code block
   * (lib/items/code.ts); an import failure asks for the install report, not versions (lib/items/environment.ts).
   */
  kind?: 'format_code_block' | 'install_report';
  /** What the ask names from the question, where the "ask for details" comment needs it: the environment ask's libraries (import names; pip names for an install report). */
  names?: string[];
  /** The problem's ask in a few words, where it has its own (lib/decisiveAsks.ts): the folded line says it instead of the item's name. */
  headline?: string;
  /**
   * The missing fact would change the diagnosis of the question's problem (lib/decisiveAsks.ts). Only decisive asks
   * reach the panel's "missing" line, the badge, the "ask for details" comment, the coach's prompt and the dialog
   * before posting; the others stay in the checklist, folded, as "could also add". Decisive asks come first.
   */
  decisive: boolean;
}
