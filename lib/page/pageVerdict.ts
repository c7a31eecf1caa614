// What the extension shows for one question page: a verdict, a quiet state (no score, one line why) or the
// neutral "cannot read this page" state. Pure: a page read result and the settings in, a PageVerdict out.
// The overlay, the toolbar badge and the popup all show this one value, so they can never disagree.
import { analyzeQuestion } from '../engine';
import { applyItemSelection } from '../itemSelection';
import type { Question } from '../question';
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { Report } from '../report';
import { buildSkeleton, type Skeleton } from '../skeleton/build';
import type { Settings } from '../settings';
import { isDeepLearningQuestion } from '../classify/deepLearning';

export type PageVerdict =
  /** `skeleton`: the reproduction script for a reader to run, or null (no Python code, or its builder failed). */
  | { state: 'verdict'; report: Report; skeleton: Skeleton | null }
  /** No score: not about deep learning, or not a bug report. `report` is kept for the popup's details. */
  | { state: 'quiet'; why: string; report: Report }
  /** The page could not be read (markup changed, broken page): never a guessed score. */
  | { state: 'unreadable'; why: string };

export interface JudgeOptions {
  /** Build the reproduction skeleton (default). The writing coach never shows it, so it skips the work per keystroke pause. */
  withSkeleton?: boolean;
}

export function judgePage(read: PageReadResult, settings: Settings, { withSkeleton = true }: JudgeOptions = {}): PageVerdict {
  if (!read.ok) return { state: 'unreadable', why: `ReproLens could not read this question (${read.reason}).` };
  let report: Report;
  try {
    report = applyItemSelection(analyzeQuestion(read.question), settings.items);
  } catch (error) {
    // The engine is built never to throw (property-tested); if it does, say so rather than show a wrong score.
    return { state: 'unreadable', why: `ReproLens could not check this question (${errorText(error)}).` };
  }
  if (!isDeepLearningQuestion(read.question, report)) {
    return { state: 'quiet', why: 'Not a deep-learning question: ReproLens has no checklist for it.', report };
  }
  if (!report.is_bug_report) {
    return { state: 'quiet', why: 'Reads as a how-to or conceptual question, not a bug report: no reproducibility score.', report };
  }
  if (report.score === null) {
    // Every checked item was switched off in the options (lib/itemSelection.ts): no score rather than a wrong one.
    const why = report.notes.find((n) => n.startsWith('No score')) ?? 'No score: no checklist item left to check.';
    return { state: 'quiet', why, report };
  }
  return { state: 'verdict', report, skeleton: withSkeleton ? skeletonOrNull(read.question, report) : null };
}

/** The skeleton is an extra: a builder that throws costs the reader the script, never the verdict. */
function skeletonOrNull(question: Question, report: Report): Skeleton | null {
  try {
    return buildSkeleton(question, report);
  } catch {
    return null;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
