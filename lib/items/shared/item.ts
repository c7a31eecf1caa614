// The shape of one checklist item: everything about it in its own file in lib/items/ (judge, typed facts, texts,
// suggestion, score weights), listed once in ./registry.ts.
import type { JudgeContext } from '../../context';
import type { BugType, Framework, ItemFacts, ItemId, ItemJudgment, ItemJudgments, Suggestion } from '../../checklist';
import { CRITICAL_SHARE_BY_TYPE, TYPED_BUGS, type TypedBug } from '../../checklistFigures';
import type { Problem } from '../../classify/problem';
import { withoutNestedSpans } from './evidence';

/** Whole-question classification the items may depend on (e.g. "na" for install problems). */
export interface Classification {
  framework: Framework;
  isBugReport: boolean;
  bugType: BugType;
  /** The problem is an installation / import / environment setup problem: no data, model or training flows. */
  isSetupProblem: boolean;
  /** What the problem is (lib/classify/problem.ts): every item reads applicability from it, decided once. */
  problem: Problem;
}

/** What the panel, the options, the pre-submit dialog and the CLI call the item. */
export interface ItemTexts {
  /** Display name ("Logs"). */
  title: string;
  /** What counts as present, after docs/reference/checklist.md §1. */
  description: string;
  /** The item in the collapsed line's "missing: …" list, lower case ("model code"): what is missing comes first. */
  shortName: string;
  /** Overrides shortName where the framework says what exactly is missing ("PyTorch version"). */
  missingName?: (framework: Framework) => string;
  /** What a reader faces without it, for the grade's hover text ("a reader would have to guess the model"). */
  consequence: string;
}

/** The suggestion for a missing or partial item (checklist §3–4). */
export interface SuggestionRecipe<K extends ItemId> {
  /** The edit a reader would otherwise have to make (checklist §3). */
  edit: string;
  /** Why it matters, for bug types the study gives the item no figure for (checklist §1–2); null: it always does. */
  whyWithoutFigure: string | null;
  /** The ask in the question's own names, and a copyable snippet for the framework ("" when none fits). */
  build(
    judgment: ItemJudgment<ItemFacts[K]>,
    ctx: JudgeContext,
    framework: Framework,
  ): { text: string; snippet: string; kind?: Suggestion['kind']; names?: string[] };
  /** The item is present yet its ask still applies (code posted, but not as a code block); absent: never. */
  alsoWhenPresent?: (ctx: JudgeContext) => boolean;
}

export interface ChecklistItem<K extends ItemId = ItemId> {
  id: K;
  texts: ItemTexts;
  /** The item's weight in the score (0–1) for each bug type. */
  weights: Record<TypedBug, number>;
  /** `earlier` holds the judgments of the items registered before this one. */
  judge(ctx: JudgeContext, classification: Classification, earlier: Partial<ItemJudgments>): ItemJudgment<ItemFacts[K]>;
  suggestion: SuggestionRecipe<K>;
}

/** The facts of an item whose suggestion needs none. */
export type NoFacts = Record<never, never>;

export function judgment<F extends object = NoFacts>(
  status: ItemJudgment['status'],
  reason: string,
  evidence: ItemJudgment['evidence'] = [],
  facts: F = {} as F,
): ItemJudgment<F> {
  return { status, reason, evidence: withoutNestedSpans(evidence), facts };
}

/**
 * Score weights: the §2 share (0–1) where the study has one for the item and type, else the item's own weight
 * (`own`, for the "—" cells and the items the paper did not table). Throws at load when a type has neither.
 * Call sites mark it `@__PURE__`: a bundle that imports only an item's texts (the content scripts) then drops it.
 */
export function studyWeights(item: ItemId, own: Partial<Record<TypedBug, number>> = {}): Record<TypedBug, number> {
  const weights = {} as Record<TypedBug, number>;
  for (const type of TYPED_BUGS) {
    const share = CRITICAL_SHARE_BY_TYPE[type][item];
    const weight = share !== undefined ? share / 100 : own[type];
    if (weight === undefined) throw new Error(`checklist item ${item} has no weight for ${type} bugs`);
    weights[type] = weight;
  }
  return weights;
}

/** A name or statement as inline code in a suggestion: `x_train`. */
export const inlineCode = (text: string) => `\`${text}\``;
