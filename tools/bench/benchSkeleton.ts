// Time to build a reproduction skeleton, in Node: `buildSkeleton(question, report)` for every corpus question with
// Python code, cold (tools/bench/benchSkeletonFigures.ts says how and renders the section). Run from tools/bench/bench.ts.
import { cpus, loadavg } from 'node:os';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import { analyzeQuestion } from '../../lib/engine';
import type { Question } from '../../lib/question';
import { buildSkeleton } from '../../lib/skeleton/build';
import type { Report } from '../../lib/report';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { median } from './benchFigures';

interface CorpusRecord {
  question_id: number;
  title: string;
  tags: string[];
  body_html: string;
}

export interface SkeletonTimes {
  questions: number;
  /** Questions with at least one code block. */
  withCode: number;
  loadAverage: [number, number];
  cores: number;
  /** Per question with a skeleton: its id and its time (median over the passes), in ms. */
  timed: Array<{ id: number; ms: number }>;
  failures: Array<{ id: number; message: string }>;
}

/** One cold call; null when the question has no Python code (no skeleton). */
function timeOnce(question: Question, report: Report): number | null {
  clearCodeBlockCache(); // cold, as the engine's figures: a question never seen before
  const t0 = performance.now();
  const skeleton = buildSkeleton(question, report);
  const elapsed = performance.now() - t0;
  return skeleton ? elapsed : null;
}

export function runSkeletonBench(lines: string[], passes: number): SkeletonTimes {
  const failures: SkeletonTimes['failures'] = [];
  const cases: Array<{ id: number; question: Question; report: Report }> = [];
  const loadBefore = loadavg()[0];
  let withCode = 0;
  for (const line of lines) {
    const r = JSON.parse(line) as CorpusRecord;
    const question = readStackOverflowBodyHtml(r.body_html, { title: r.title, tags: r.tags, id: r.question_id, site: 'stackoverflow' });
    const report = analyzeQuestion(question); // outside the timed part
    if (question.blocks.some((b) => b.kind === 'code')) withCode += 1;
    try {
      if (timeOnce(question, report) !== null) cases.push({ id: r.question_id, question, report }); // also the warm-up pass
    } catch (error) {
      failures.push({ id: r.question_id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  const perPass = Array.from({ length: passes }, () => cases.map((c) => timeOnce(c.question, c.report) ?? NaN));
  // Each question's time is its median over the passes, as in the corpus run.
  const timed = cases.map((c, i) => ({ id: c.id, ms: median(perPass.map((p) => p[i])) }));
  return { questions: lines.length, withCode, timed, failures, loadAverage: [loadBefore, loadavg()[0]], cores: cpus().length };
}
