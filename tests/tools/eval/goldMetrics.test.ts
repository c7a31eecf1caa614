// tools/eval/goldMetrics.ts must print what ../shared/tools/score_vs_gold.py prints (the definition of the figures).
// Gold rows are real (../shared/corpus/gold/dev.jsonl); the predictions are derived from them with deliberate,
// deterministic disagreements and written to a temp file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexCorpus, predictGoldQuestions } from '../../../tools/eval/accuracyEval';
import {
  computeGoldMetrics,
  formatGoldTable,
  GOLD_ITEMS,
  parseGoldLines,
  parsePredictionLines,
  pyFixed,
  type GoldMetrics,
  type GoldRow,
} from '../../../tools/eval/goldMetrics';
import { parseScorerOutput, repo, runScorer, scorerSkipReason } from './scorerOutput';

const goldPath = resolve(repo, '../shared/corpus/gold/dev.jsonl');
const corpusPath = resolve(repo, '../shared/corpus/stackoverflow/pytorch-2020.jsonl');
const skipReason = scorerSkipReason(goldPath, corpusPath);

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'reprolens-gold-')), name);
  writeFileSync(path, content);
  return path;
}

const nan = (text: string) => (text === 'nan' ? NaN : Number(text));

/** The scorer's table, parsed back into numbers. */
function parsedNumbers(stdout: string) {
  const printed = parseScorerOutput(stdout);
  const items = new Map([...printed.items].map(([item, cells]) => [item, cells.map(nan)]));
  return { items, summary: printed.summary.map(nan), counts: printed.counts };
}

function expectClose(actual: number, printed: number): void {
  if (Number.isNaN(printed)) expect(actual).toBeNaN();
  else expect(Math.abs(actual - printed)).toBeLessThanOrEqual(0.005 + 1e-9);
}

function expectSameFigures(metrics: GoldMetrics, stdout: string): void {
  const parsed = parsedNumbers(stdout);
  expect(parsed.counts).toEqual([metrics.goldCount, metrics.predictedCount, metrics.missing]);
  for (const m of metrics.items) {
    const [n, agree, kappa, p, r, f1] = parsed.items.get(m.item)!;
    expect(m.n).toBe(n);
    expectClose(m.agreement, agree);
    expectClose(m.kappa, kappa);
    expectClose(m.precisionAbsent, p);
    expectClose(m.recallAbsent, r);
    expectClose(m.f1Absent, f1);
  }
  const [bug, bugType, framework, rho, rhoN] = parsed.summary;
  expectClose(metrics.isBugReportAccuracy, bug);
  expectClose(metrics.bugTypeAccuracy, bugType);
  expectClose(metrics.frameworkAccuracy, framework);
  expectClose(metrics.spearman, rho);
  expect(metrics.spearmanN).toBe(rhoN);
  // And the whole text, character for character.
  expect(formatGoldTable(metrics)).toBe(stdout);
}

const STATUS_SHIFT: Record<string, string> = { present: 'partial', partial: 'absent', absent: 'present', na: 'absent' };
const OTHER_TYPE: Record<string, string> = {
  training: 'model',
  model: 'api',
  tensor_input: 'training',
  api: 'gpu',
  gpu: 'api',
  other: 'not_a_bug',
  not_a_bug: 'api',
};

/** A prediction that agrees with the gold row except where `i` says otherwise. */
function predictionFor(row: GoldRow, i: number): Record<string, unknown> {
  const items = Object.fromEntries(
    GOLD_ITEMS.map((item, k) => {
      const status = (i + k) % 3 === 0 ? STATUS_SHIFT[row[item]] : row[item];
      return [item, { status, evidence: [] }];
    }),
  );
  if (i % 7 === 3) items.logs = { status: 'na', evidence: [] }; // na where the gold has a value
  const bugReport = row.is_bug_report === 'yes';
  return {
    question_id: row.question_id,
    framework: i % 5 === 0 ? 'keras' : i % 5 === 1 ? 'tensorflow' : row.framework,
    is_bug_report: i % 6 === 0 ? !bugReport : bugReport,
    bug_type: i % 4 === 0 ? OTHER_TYPE[row.bug_type] : row.bug_type === 'other' ? 'gpu' : row.bug_type,
    // Ties on purpose (average ranks), and some reports without a score.
    score: i % 9 === 4 ? null : Math.round(row.repro_rating * 10) + (i % 3) * 5,
    grade: null,
    items,
    suggestions: [],
  };
}

describe.skipIf(skipReason)(`goldMetrics = score_vs_gold.py${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const allGold = parseGoldLines(readFileSync(goldPath, 'utf8'));

  it('on real gold rows with deliberate disagreements', () => {
    const gold = allGold.slice(0, 40);
    const predictions = gold.slice(0, 38).map(predictionFor); // the last two are missing
    const lines = predictions.map((p) => JSON.stringify(p));
    lines.splice(5, 0, 'this line is not JSON');
    lines.push(JSON.stringify({ ...predictions[2], bug_type: 'model' })); // a later duplicate replaces the first
    lines.push(JSON.stringify({ question_id: gold[10].question_id, framework: null })); // no items at all
    const predPath = tempFile('pred.jsonl', `${lines.join('\n')}\n\n`);
    const goldFile = tempFile('gold.jsonl', `${gold.map((g) => JSON.stringify(g)).join('\n')}\n`);

    const stdout = runScorer(goldFile, predPath);
    const { rows, badLines } = parsePredictionLines(readFileSync(predPath, 'utf8'));
    expect(badLines).toEqual([6]);
    const metrics = computeGoldMetrics(gold, rows, badLines);
    expectSameFigures(metrics, stdout);
    // The case is not vacuous: questions missing, real disagreement, a rank correlation.
    expect(stdout).toContain('short: 2 questions without a report');
    expect(metrics.items.some((m) => m.kappa > 0 && m.kappa < 1)).toBe(true);
    expect(metrics.spearman).not.toBeNaN();
    expect(metrics.bugTypeAccuracy).toBeGreaterThan(0);
    expect(metrics.bugTypeAccuracy).toBeLessThan(1);
  });

  it('on the whole PyTorch gold file (every wave at once) with the engine’s own predictions', () => {
    const predictions = predictGoldQuestions(allGold, indexCorpus(readFileSync(corpusPath, 'utf8')));
    const predPath = tempFile('dev-predictions.jsonl', predictions.lines.map((l) => `${l}\n`).join(''));
    const { rows, badLines } = parsePredictionLines(readFileSync(predPath, 'utf8'));
    expectSameFigures(computeGoldMetrics(allGold, rows, badLines), runScorer(goldPath, predPath));
  });

  it('formats numbers as Python does, ties to even included', () => {
    const values = [0.625, 0.375, 0.125, 0.875, 1.005, 2.675, 0.005, -0.125, -0.0049, 0.1 + 0.2, 2 / 3, 1, 0, NaN, -1 / 3];
    const python = spawnSync('python3', ['-c', `import sys\nfor v in sys.argv[1:]: print(f"{float(v):.2f}")`, ...values.map(String)], {
      encoding: 'utf8',
    });
    expect(`${values.map((v) => pyFixed(v, 2)).join('\n')}\n`).toBe(python.stdout);
  });
});
