// The shape of one checklist item (one file per item, listed in ./registry.ts).
import type { JudgeContext } from '../context';
import type { BugType, Framework, ItemId, ItemJudgment } from '../report';

/** Whole-question classification the items may depend on (e.g. "na" for install problems). */
export interface QuestionVerdict {
  framework: Framework;
  isBugReport: boolean;
  bugType: BugType;
  /** The problem is an installation / import / environment setup problem: no data, model or training flows. */
  isSetupProblem: boolean;
}

export interface ChecklistItem {
  id: ItemId;
  /** Display name ("Logs"). */
  title: string;
  /** What counts as present, after ../shared/reference/checklist.md §1. */
  description: string;
  /** `earlier` holds the judgments of the items registered before this one. */
  judge(ctx: JudgeContext, verdict: QuestionVerdict, earlier: Partial<Record<ItemId, ItemJudgment>>): ItemJudgment;
}

export function judgment(
  status: ItemJudgment['status'],
  reason: string,
  evidence: ItemJudgment['evidence'] = [],
  facts: ItemJudgment['facts'] = {},
): ItemJudgment {
  return { status, reason, evidence: distinctEvidence(evidence), facts };
}

/** A span found by two rules, or inside a span already shown, is shown once (the first, wider one). */
function distinctEvidence(evidence: ItemJudgment['evidence']): ItemJudgment['evidence'] {
  const kept: ItemJudgment['evidence'] = [];
  for (const e of evidence) {
    if (!kept.some((k) => k.block === e.block && k.start <= e.start && e.end <= k.end)) kept.push(e);
  }
  return kept;
}
