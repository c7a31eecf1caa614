// The engine's one entry point: a Question in, a Report out. Pure; no browser or Node APIs.
// Pipeline: facts (lib/analysis) -> classification (lib/classify) -> checklist items (lib/items)
// -> suggestions (lib/suggest). Whether the question gets a score is decided in lib/verdict.ts.
import type { Question } from './question';
import { ITEM_IDS, type ItemId, type ItemJudgment, type ItemJudgments } from './checklist';
import type { Report } from './report';
import { buildJudgeContext, type JudgeContext } from './context';
import { CHECKLIST } from './items/shared/registry';
import type { Classification } from './items/shared/item';
import { detectFramework } from './classify/framework';
import { bugReportSignals, isBugReport } from './classify/bugReport';
import { detectBugType } from './classify/bugType';
import { bugTypeFromTags } from './classify/tagRule';
import { classifyProblem } from './classify/problem';
import { suggestionsFor } from './suggest';
import { runnabilityEvidence } from './runnability';

/** Past this many characters of body text the engine reads only the first part (Stack Overflow's limit is 30 000). */
export const MAX_ANALYSED_CHARS = 200_000;

/**
 * `judged`: the items to judge (default all; lib/verdict.ts passes the user's selection). Any other item is not judged
 * and holds notJudged(), which lib/itemSelection.ts replaces with its "turned off" judgment.
 */
export function analyzeQuestion(input: Question, judged: readonly ItemId[] = ITEM_IDS): Report {
  const { question, notes } = boundQuestion(input);
  const ctx = buildJudgeContext(question);
  const framework = detectFramework(ctx);
  const signals = bugReportSignals(ctx);
  const bugReport = isBugReport(signals);
  // The problem, read once: applicability, the bug type's root cause and the decisive asks read it.
  const problem = classifyProblem(ctx, signals);
  const typed = detectBugType(ctx, problem);
  const classification: Classification = {
    framework,
    isBugReport: bugReport,
    bugType: bugReport ? typed : 'not_a_bug',
    isSetupProblem: problem.step === 'setup',
    problem,
  };
  const items = judgeItems(ctx, classification, new Set(judged));
  // A question that is not a bug report is still typed (detectBugType): its suggestions follow that type's order.
  const suggestions = suggestionsFor(items, ctx, framework, typed, problem);
  return {
    question_id: question.id,
    url: question.url ?? null,
    title: question.title,
    framework,
    versions: ctx.versions.map(({ fact }) => ({ name: fact.name, version: fact.version })),
    apiEra: detectApiEra(ctx),
    is_bug_report: bugReport,
    bug_type: classification.bugType,
    bug_type_by_tags: bugTypeFromTags(question.tags),
    items,
    problem,
    runnability: runnabilityEvidence(ctx),
    suggestions,
    notes,
  };
}

/** What an item left out of `analyzeQuestion`'s `judged` holds: no status, evidence or suggestion. */
export function notJudged(): ItemJudgment {
  return { status: 'na', evidence: [], reason: 'Not judged.', facts: {} };
}

/**
 * The items in `on`, each judged once in checklist order. An item reads the items registered before it (`earlier`:
 * code_runnable reads code), so one read there is judged when first read even if it is not in `on`.
 */
function judgeItems(ctx: JudgeContext, classification: Classification, on: ReadonlySet<ItemId>): ItemJudgments {
  const judged: Partial<Record<ItemId, ItemJudgment>> = {};
  const judge = (id: ItemId): ItemJudgment => {
    judged[id] ??= CHECKLIST[id].judge(ctx, classification, earlierThan(id));
    return judged[id];
  };
  const earlierThan = (id: ItemId): Partial<ItemJudgments> => {
    const earlier = {};
    for (const before of ITEM_IDS.slice(0, ITEM_IDS.indexOf(id)))
      Object.defineProperty(earlier, before, { get: () => judge(before), enumerable: true });
    return earlier;
  };
  return Object.fromEntries(ITEM_IDS.map((id) => [id, on.has(id) ? judge(id) : notJudged()])) as ItemJudgments;
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

function detectApiEra(ctx: JudgeContext): string | null {
  for (const b of ctx.question.blocks) {
    if (b.kind !== 'code') continue;
    if (TF1_API.test(b.text)) return 'tf1';
    if (OLD_TORCH_API.test(b.text)) return 'torch<0.4';
  }
  return null;
}
