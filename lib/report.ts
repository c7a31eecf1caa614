// The engine's report on one question: its classification, each checklist item's judgment with typed facts, and the
// suggestions. Whether it gets a score is the verdict's business (lib/verdict.ts), not the report's.
import type { RunnabilityEvidence } from './runnability';
import type { Problem } from './classify/problem';
import type { BugType, Framework, ItemJudgments, Suggestion } from './checklist';

export interface Report {
  question_id: number | null;
  /** The question's address when the reader knew it (GitHub issues); Stack Exchange questions are `/q/<id>`. */
  url: string | null;
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
  items: ItemJudgments;
  /** What the problem is (lib/classify/problem.ts): the step, the error's kind, the signals the score reads. */
  problem: Problem;
  /** What stands between the posted code and a run (the score's deductions read it). */
  runnability: RunnabilityEvidence;
  suggestions: Suggestion[];
  /** Things the reader or engine skipped or could not do, said plainly (oversized input …). */
  notes: string[];
}
