// The engine's one entry point: a Question in, a Report out. Pure; no browser or Node APIs.
// Pipeline: facts (lib/analysis) -> classification (lib/classify) -> checklist items (lib/items)
// -> score and grade (lib/score) -> suggestions (lib/suggest).
import type { Question } from './question';
import type { ItemId, ItemJudgment, Report, Suggestion } from './report';
import { buildJudgeContext } from './context';
import { checklistItems } from './items/registry';
import type { QuestionVerdict } from './items/item';
import { detectFramework } from './classify/framework';
import { isBugReport } from './classify/bugReport';
import { detectBugType } from './classify/bugType';
import { bugTypeFromTags } from './classify/tagRule';
import { isSetupProblem } from './classify/setupProblem';
import { gradeFor, scoreItems } from './score';
import { TOP_ITEMS } from './checklistFigures';
import { suggestFor } from './suggest';

/** Past this many characters of body text the engine reads only the first part (Stack Overflow's limit is 30 000). */
export const MAX_ANALYSED_CHARS = 200_000;

export function analyzeQuestion(input: Question): Report {
  const { question, notes } = boundQuestion(input);
  const ctx = buildJudgeContext(question);
  const framework = detectFramework(ctx);
  const bugReport = isBugReport(ctx);
  const typed = detectBugType(ctx);
  const verdict: QuestionVerdict = {
    framework,
    isBugReport: bugReport,
    bugType: bugReport ? typed : 'not_a_bug',
    isSetupProblem: isSetupProblem(ctx),
  };
  const items = {} as Record<ItemId, ItemJudgment>;
  for (const item of checklistItems) items[item.id] = item.judge(ctx, verdict, items);

  let score: number | null = null;
  let grade: string | null = null;
  let gradeName: string | null = null;
  const suggestions: Suggestion[] = [];
  if (bugReport) {
    score = scoreItems(typed, items);
    const g = gradeFor(score, typed, items);
    grade = g.grade;
    gradeName = g.name;
    if (g.cappedBy.length) notes.push(`Grade capped: ${g.cappedBy.join(', ')} missing, a top-3 item for ${typed} bugs.`);
  }
  // Suggestions for the type's top items first, then the rest in checklist order.
  const order = [...TOP_ITEMS[typed], ...checklistItems.map((i) => i.id).filter((id) => !TOP_ITEMS[typed].includes(id))];
  for (const id of order) {
    const s = suggestFor(id, items[id], ctx, framework, typed);
    if (s) suggestions.push(s);
  }
  return {
    question_id: question.id,
    title: question.title,
    framework,
    versions: ctx.versions.map(({ fact }) => ({ name: fact.name, version: fact.version })),
    apiEra: detectApiEra(ctx),
    is_bug_report: bugReport,
    bug_type: verdict.bugType,
    bug_type_by_tags: bugTypeFromTags(question.tags),
    score,
    grade,
    grade_name: gradeName,
    items,
    suggestions,
    notes,
  };
}

/** Bounds the work on oversized input: keeps whole blocks up to MAX_ANALYSED_CHARS and says what was skipped. */
function boundQuestion(question: Question): { question: Question; notes: string[] } {
  const notes: string[] = question.truncated ? [question.truncated] : [];
  if (question.text.length <= MAX_ANALYSED_CHARS) return { question, notes };
  const kept = question.blocks.filter((b) => b.end <= MAX_ANALYSED_CHARS);
  const first = question.blocks[kept.length];
  if (first && first.start < MAX_ANALYSED_CHARS) {
    kept.push({ ...first, text: first.text.slice(0, MAX_ANALYSED_CHARS - first.start), end: MAX_ANALYSED_CHARS } as typeof first);
  }
  notes.push(
    `The body has ${question.text.length.toLocaleString('en')} characters; only the first ${MAX_ANALYSED_CHARS.toLocaleString('en')} were analysed (${question.blocks.length - kept.length} later blocks skipped).`,
  );
  return { question: { ...question, blocks: kept, text: question.text.slice(0, MAX_ANALYSED_CHARS) }, notes };
}

const TF1_API = /\btf\.(?:Session|placeholder|global_variables_initializer|contrib|get_variable|variable_scope)\b|\btf\.compat\.v1\b/;
const OLD_TORCH_API = /\bVariable\([^)]*volatile\s*=|\.data\[0\]/;

function detectApiEra(ctx: ReturnType<typeof buildJudgeContext>): string | null {
  for (const b of ctx.question.blocks) {
    if (b.kind !== 'code') continue;
    if (TF1_API.test(b.text)) return 'tf1';
    if (OLD_TORCH_API.test(b.text)) return 'torch<0.4';
  }
  return null;
}
