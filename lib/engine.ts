// The engine's one entry point: a Question in, a Report out. Pure; no browser or Node APIs.
import type { Question } from './question';
import { ITEM_IDS, type ItemJudgment, type Report } from './report';

// STUB: replaced by the real pipeline (program facts -> items -> classification -> score -> suggestions).
export function analyzeQuestion(question: Question): Report {
  const items = Object.fromEntries(
    ITEM_IDS.map((id) => [id, { status: 'absent', evidence: [], reason: 'not judged yet', facts: {} } satisfies ItemJudgment]),
  ) as Report['items'];
  return {
    question_id: question.id,
    title: question.title,
    framework: 'other',
    versions: [],
    apiEra: null,
    is_bug_report: false,
    bug_type: 'not_a_bug',
    bug_type_by_tags: null,
    score: null,
    grade: null,
    grade_name: null,
    items,
    suggestions: [],
    notes: [],
  };
}
