// Reading and running ../shared/tools/score_vs_gold.py in tests: its stdout parsed back into the printed figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { GOLD_ITEMS } from '../../../tools/eval/goldMetrics';

export const repo = resolve(import.meta.dirname, '../../..');
export const scorer = resolve(repo, '../shared/tools/score_vs_gold.py');

/** Why the scorer cannot be run here (python3 or a file missing), or null. */
export function scorerSkipReason(...needed: string[]): string | null {
  if (spawnSync('python3', ['--version']).status !== 0) return 'python3 not found';
  for (const path of [scorer, ...needed]) if (!existsSync(path)) return `${path} not found`;
  return null;
}

function expectNoCrash(run: { stderr: string }): void {
  // Exit 1 only means "short" (missing questions); anything on stderr is a crash.
  expect(run.stderr).toBe('');
}

export function runScorer(gold: string, pred: string): string {
  const run = spawnSync('python3', [scorer, '--gold', gold, '--pred', pred], { encoding: 'utf8' });
  expectNoCrash(run);
  return run.stdout;
}

/** The scorer's stdout for a shell command line (bash: the documented commands use process substitution). */
export function runShell(command: string, cwd: string): string {
  const run = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8' });
  expectNoCrash(run);
  return run.stdout;
}

/** The figures exactly as printed (two-decimal text, `nan` included). */
export interface PrintedFigures {
  counts: number[];
  /** item → [n, agree, kappa, P(abs), R(abs), F1(abs)]. */
  items: Map<string, string[]>;
  /** [is_bug_report, bug_type, framework, spearman, spearman n]. */
  summary: string[];
}

export function parseScorerOutput(stdout: string): PrintedFigures {
  const items = new Map<string, string[]>();
  for (const match of stdout.matchAll(/^(\w+)\s+(\d+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$/gm))
    if (GOLD_ITEMS.includes(match[1] as never)) items.set(match[1], match.slice(2));
  const summary =
    /is_bug_report accuracy (\S+); bug_type accuracy (\S+); framework accuracy (\S+); spearman\(score, repro_rating\) (\S+) on (\d+)/.exec(
      stdout,
    )!;
  const counts = /questions: gold (\d+), predicted (\d+), missing (\d+)/.exec(stdout)!;
  return { items, summary: summary.slice(1), counts: counts.slice(1).map(Number) };
}

/** The printed figures in the order of tools/eval/summaryTable.ts: κ, agreement, P(absent) per item, then the rest. */
export function printedSummaryColumn(printed: PrintedFigures): string[] {
  const column = (k: number) => GOLD_ITEMS.map((item) => printed.items.get(item)![k]);
  const [isBug, bugType, framework, spearman] = printed.summary;
  return [...column(2), ...column(1), ...column(3), bugType, isBug, framework, spearman];
}
