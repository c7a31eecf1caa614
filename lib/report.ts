// The engine's verdict on one question, and the exact JSON line `reprolens score` prints for it.
import type { Evidence } from './question';

export const ITEM_IDS = ['code', 'code_runnable', 'data', 'model', 'hyperparameters', 'logs', 'environment', 'expected_vs_actual'] as const;
export type ItemId = (typeof ITEM_IDS)[number];

export type ItemStatus = 'present' | 'partial' | 'absent' | 'na';

export interface ItemJudgment {
  status: ItemStatus;
  /** Where in the post the judgment comes from; for "absent", what shows the gap (a placeholder, a local path) or nothing. */
  evidence: Evidence[];
  /** One plain sentence saying why this status. */
  reason: string;
  /** What the judge found that a suggestion can use (names, shapes, versions …). */
  facts: Record<string, unknown>;
}

export type BugType = 'training' | 'model' | 'tensor_input' | 'api' | 'gpu' | 'not_a_bug';
export type Framework = 'pytorch' | 'tensorflow' | 'keras' | 'jax' | 'huggingface' | 'other';

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
}

export interface Report {
  question_id: number | null;
  title: string;
  framework: Framework;
  /** Versions stated anywhere in the question: { name: "torch", version: "1.5.0" }. */
  versions: Array<{ name: string; version: string }>;
  /** e.g. "tf1" when TF1-only APIs (tf.Session, placeholder) are used. */
  apiEra: string | null;
  is_bug_report: boolean;
  bug_type: BugType;
  /** What the paper's tag rule alone says (the baseline). */
  bug_type_by_tags: BugType | null;
  score: number | null;
  grade: string | null;
  /** Plain name for the grade ("Reproducible", "Needs work" …); null when no verdict. */
  grade_name: string | null;
  items: Record<ItemId, ItemJudgment>;
  suggestions: Suggestion[];
  /** Things the reader or engine skipped or could not do, said plainly (oversized input …). */
  notes: string[];
}

/** The `reprolens score` output line, exactly as the issue specifies it. */
export function toScoreLine(report: Report): string {
  const items: Record<string, { status: ItemStatus; evidence: Evidence[] }> = {};
  for (const id of ITEM_IDS) items[id] = { status: report.items[id].status, evidence: report.items[id].evidence };
  return JSON.stringify({
    question_id: report.question_id,
    framework: report.framework,
    is_bug_report: report.is_bug_report,
    bug_type: report.bug_type,
    score: report.score,
    grade: report.grade,
    items,
    suggestions: report.suggestions.map(({ item, text, snippet }) => ({ item, text, snippet })),
  });
}
