// The one verdict on a question, and the one place it is decided: the deep-learning gate, the user's item selection,
// the score and the grade. `reprolens check` and `score`, the panel, the badge, the popup and the coach all show what
// decide() returns (the extension through lib/messages/pageVerdict.ts and draftVerdict.ts), so they can never disagree.
import { isDeepLearningQuestion } from './classify/deepLearning';
import { analyzeQuestion } from './engine';
import { applyItemSelection, enabledItemIds, type ItemSelection } from './itemSelection';
import type { Evidence, Question } from './question';
import { ITEM_IDS, type ItemId, type ItemStatus } from './checklist';
import type { Report } from './report';
import { gradeFor, scoreReport, type GradeLetter } from './score';
import type { Deduction } from './scoreDeductions';
import type { TypedBug } from './checklistFigures';
import { NO_SCORE } from './verdictTexts';

/** Why a judged question gets no score (texts: NO_SCORE in lib/verdictTexts.ts). */
export type NoScoreReason = 'not_deep_learning' | 'not_a_bug_report' | 'all_items_off' | 'no_checked_item_applies';
/** Why there is nothing to judge: a page the reader cannot read, a check that threw, a draft not yet begun. */
export type UnreadableReason = 'page_unreadable' | 'check_failed' | 'draft_too_short';

/** Something the reader of a score should know about it (texts: noteText in lib/verdictTexts.ts). */
export type VerdictNote = { kind: 'grade_capped'; items: ItemId[]; bugType: TypedBug };

export interface ScoredVerdict {
  state: 'verdict';
  report: Report;
  score: number;
  grade: GradeLetter;
  /** The grade's plain name ("Reproducible", "Needs details" …). */
  gradeName: string;
  notes: VerdictNote[];
  /** Every point lost, with its reason: the items by the bug type's weights, then what keeps the code from running. */
  deductions: Deduction[];
}

/** No score, one line why; `report` is kept for the details (popup, CLI). */
export interface QuietVerdict {
  state: 'quiet';
  reason: NoScoreReason;
  /** NO_SCORE[reason].sentence, carried so that the surfaces need no table. */
  why: string;
  report: Report;
}

/** Nothing judged (markup changed, broken page, empty draft): never a guessed score. */
export interface UnreadableVerdict {
  state: 'unreadable';
  reason: UnreadableReason;
  why: string;
}

export type Verdict = ScoredVerdict | QuietVerdict | UnreadableVerdict;
/** A verdict on a question the engine judged. */
export type JudgedVerdict = ScoredVerdict | QuietVerdict;

/** The verdict on a question, with the items `settings.items` turns off left out. Throws only if the engine does. */
export function decide(question: Question, settings: { items: ItemSelection }): JudgedVerdict {
  const report = applyItemSelection(analyzeQuestion(question, enabledItemIds(settings.items)), settings.items);
  if (!isDeepLearningQuestion(report.framework, question.tags)) return quiet('not_deep_learning', report);
  if (!report.is_bug_report || report.bug_type === 'not_a_bug') return quiet('not_a_bug_report', report);
  const type = report.bug_type;
  const scored = scoreReport(type, report);
  if (scored === null) return quiet(enabledItemIds(settings.items).length ? 'no_checked_item_applies' : 'all_items_off', report);
  const { score, deductions } = scored;
  const grade = gradeFor(score, type, report.items);
  const notes: VerdictNote[] = grade.cappedBy.length ? [{ kind: 'grade_capped', items: grade.cappedBy, bugType: type }] : [];
  return { state: 'verdict', report, score, grade: grade.letter, gradeName: grade.name, notes, deductions };
}

// A question with no score asks for nothing either ("Quiet by default"): no suggestions on the panel, in
// `check` or in `score` (`suggestions: []`). The items' judgments stay, for the details.
function quiet(reason: NoScoreReason, report: Report): QuietVerdict {
  return { state: 'quiet', reason, why: NO_SCORE[reason].sentence, report: { ...report, suggestions: [] } };
}

/** The `reprolens score` output line, exactly as the issue specifies it: the report's judgments and the verdict's score. */
export function toScoreLine(verdict: JudgedVerdict): string {
  return JSON.stringify(toScoreRecord(verdict));
}

/** The record `toScoreLine` writes, for a caller that adds a field (a GitHub issue's `url`) before writing it. */
export function toScoreRecord(verdict: JudgedVerdict) {
  const { report } = verdict;
  const scored = verdict.state === 'verdict';
  const items: Record<string, { status: ItemStatus; evidence: Evidence[] }> = {};
  for (const id of ITEM_IDS) items[id] = { status: report.items[id].status, evidence: report.items[id].evidence };
  return {
    question_id: report.question_id,
    framework: report.framework,
    is_bug_report: report.is_bug_report,
    bug_type: report.bug_type,
    score: scored ? verdict.score : null,
    grade: scored ? verdict.grade : null,
    items,
    suggestions: report.suggestions.map(({ item, text, snippet, decisive }) => ({ item, text, snippet, decisive })),
    deductions: scored
      ? verdict.deductions.map(({ reason, points, text }) => ({ ...reason, points: Math.round(points * 10) / 10, text }))
      : [],
  };
}
