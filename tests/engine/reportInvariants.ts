// What every Report and its Verdict must satisfy, whatever the question (lib/report.ts, lib/verdict.ts,
// lib/question.ts, checklist §1–2). Returns the violations as plain sentences, so a failing property names the
// broken rule and the item.
import { isDeepLearningQuestion } from '../../lib/classify/deepLearning';
import type { Question } from '../../lib/question';
import { TITLE_BLOCK } from '../../lib/question';
import { ITEM_IDS } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import { toScoreLine, type JudgedVerdict } from '../../lib/verdict';

export const STATUSES = new Set(['present', 'partial', 'absent', 'na']);
export const BUG_TYPES = new Set(['training', 'model', 'tensor_input', 'api', 'gpu', 'not_a_bug']);
export const FRAMEWORKS = new Set(['pytorch', 'tensorflow', 'keras', 'jax', 'huggingface', 'multiple', 'other']);
export const SCORE_LINE_KEYS = [
  'question_id',
  'framework',
  'is_bug_report',
  'bug_type',
  'score',
  'grade',
  'items',
  'suggestions',
  'deductions',
];
const EXCERPT_LIMIT = 200;

function blockText(question: Question, block: number): string {
  return block === TITLE_BLOCK ? question.title : question.blocks[block].text;
}

/** The report's problems and the verdict's: a score and grade exactly for deep-learning bug reports (every item on). */
export function verdictProblems(verdict: JudgedVerdict, question: Question): string[] {
  const { report } = verdict;
  const problems = reportProblems(report, question);
  const fail = (message: string) => problems.push(message);

  // Score and grade exist exactly for deep-learning bug reports.
  const deepLearning = isDeepLearningQuestion(report.framework, question.tags);
  if (report.is_bug_report && deepLearning) {
    if (verdict.state !== 'verdict') fail(`a deep-learning bug report without a score (${verdict.reason})`);
    else {
      if (!Number.isInteger(verdict.score) || verdict.score < 0 || verdict.score > 100) fail(`score ${verdict.score}`);
      if (!/^[A-E]$/.test(verdict.grade)) fail(`grade ${verdict.grade}`);
      if (!verdict.gradeName) fail('a bug report without a grade name');
    }
  } else if (verdict.state !== 'quiet') {
    fail(`score ${verdict.score} for a ${deepLearning ? 'non-bug' : 'non-deep-learning'} question`);
  } else if (verdict.reason !== (deepLearning ? 'not_a_bug_report' : 'not_deep_learning')) {
    fail(`quiet for ${verdict.reason}`);
  }

  // The score line is JSON with exactly the specified keys, and its score is the verdict's.
  try {
    const line = JSON.parse(toScoreLine(verdict)) as Record<string, unknown>;
    if (Object.keys(line).join() !== SCORE_LINE_KEYS.join()) fail(`score line keys ${Object.keys(line).join(', ')}`);
    if (line.score !== (verdict.state === 'verdict' ? verdict.score : null)) fail(`score line score ${line.score}`);
  } catch (error) {
    fail(`toScoreLine: ${String(error)}`);
  }
  return problems;
}

export function reportProblems(report: Report, question: Question): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);

  // Items: exactly the schema's ids, each with a known status and a reason.
  const ids = Object.keys(report.items ?? {}).sort();
  if (ids.join() !== [...ITEM_IDS].sort().join()) fail(`items are ${ids.join(', ')}, expected ${ITEM_IDS.join(', ')}`);
  for (const id of ITEM_IDS) {
    const item = report.items?.[id];
    if (!item) continue;
    if (!STATUSES.has(item.status)) fail(`${id}: status ${String(item.status)}`);
    if (typeof item.reason !== 'string' || !item.reason.trim()) fail(`${id}: empty reason`);
    if (!Array.isArray(item.evidence)) {
      fail(`${id}: evidence is not an array`);
      continue;
    }
    item.evidence.forEach((e, k) => {
      const where = `${id}.evidence[${k}]`;
      if (!Number.isInteger(e.block) || e.block < TITLE_BLOCK || e.block >= question.blocks.length) {
        fail(`${where}: block ${e.block} outside [-1, ${question.blocks.length})`);
        return;
      }
      const text = blockText(question, e.block);
      if (!Number.isInteger(e.start) || !Number.isInteger(e.end) || e.start < 0 || e.start > e.end || e.end > text.length) {
        fail(`${where}: range [${e.start}, ${e.end}) outside block ${e.block} of length ${text.length}`);
        return;
      }
      const slice = text.slice(e.start, e.end);
      const expected = slice.length > EXCERPT_LIMIT ? `${slice.slice(0, EXCERPT_LIMIT - 1)}…` : slice;
      if (e.excerpt !== expected)
        fail(`${where}: excerpt ${JSON.stringify(e.excerpt.slice(0, 60))} is not the text at [${e.start}, ${e.end})`);
    });
  }

  if (!FRAMEWORKS.has(report.framework)) fail(`framework ${String(report.framework)}`);
  if (!BUG_TYPES.has(report.bug_type)) fail(`bug_type ${String(report.bug_type)}`);
  if (report.is_bug_report === (report.bug_type === 'not_a_bug')) {
    fail(`is_bug_report ${report.is_bug_report} with bug_type ${report.bug_type}`);
  }
  if (!Array.isArray(report.versions) || report.versions.some((v) => typeof v.name !== 'string' || typeof v.version !== 'string')) {
    fail('versions are not {name, version} strings');
  }

  // Suggestions only for what is missing or partial, one per item, each saying what and why. Present code
  // not posted as a code block (or with lost indentation) gets the code item's "format as a code block" ask.
  const suggested = new Set<string>();
  for (const s of report.suggestions) {
    const status = report.items?.[s.item]?.status;
    const formatAsk = s.item === 'code' && s.kind === 'format_code_block' && status === 'present';
    if (status !== 'partial' && status !== 'absent' && !formatAsk) fail(`suggestion for ${s.item}, whose status is ${String(status)}`);
    if (suggested.has(s.item)) fail(`two suggestions for ${s.item}`);
    suggested.add(s.item);
    if (typeof s.text !== 'string' || !s.text.trim()) fail(`suggestion for ${s.item} has no text`);
    if (typeof s.why !== 'string' || !s.why.trim()) fail(`suggestion for ${s.item} has no why`);
    if (typeof s.snippet !== 'string') fail(`suggestion for ${s.item} has a non-string snippet`);
  }
  return problems;
}

/** Whether `excerpt` (possibly cut to 199 characters + '…') is found in that block's text. */
export function excerptInBlock(question: Question, block: number, excerpt: string): boolean {
  const text = blockText(question, block);
  return text.includes(excerpt.endsWith('…') && excerpt.length === EXCERPT_LIMIT ? excerpt.slice(0, -1) : excerpt);
}
