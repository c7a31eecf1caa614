// `npm run eval` must report, for each of the five dev sets, exactly what ../shared/tools/score_vs_gold.py prints
// for that set's gold lines and the prediction file. Two proofs: on a committed sample with the scorer's own output
// (tests/fixtures/eval/, runs everywhere), and on the whole gold data through the same functions eval.ts calls,
// with the scorer run by the very command docs/accuracy.md prints (where python3 and ../shared exist).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateDevSets, indexCorpus } from '../../../tools/eval/accuracyEval';
import { renderAccuracyReport, scorerCommand, type AccuracyContext } from '../../../tools/eval/accuracyReport';
import { devSets, SET_NAMES, type DevSet } from '../../../tools/eval/devSets';
import { computeGoldMetrics, formatGoldTable, parseGoldLines, parsePredictionLines, pyFixed } from '../../../tools/eval/goldMetrics';
import { summaryRows } from '../../../tools/eval/summaryTable';
import { parseScorerOutput, printedSummaryColumn, repo, runShell, scorerSkipReason } from './scorerOutput';

const fixtures = resolve(repo, 'tests/fixtures/eval');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const STDOUT_FILES: Record<string, string> = {
  'PyTorch wave 1': 'score_vs_gold-pytorch-wave-1.txt',
  'PyTorch wave 2': 'score_vs_gold-pytorch-wave-2.txt',
  'PyTorch wave 3': 'score_vs_gold-pytorch-wave-3.txt',
  'TensorFlow/Keras wave 1': 'score_vs_gold-tf-keras-wave-1.txt',
  'TensorFlow/Keras wave 2': 'score_vs_gold-tf-keras-wave-2.txt',
};

function context(predictionsPath: string, goldPath: string, goldTfPath: string): AccuracyContext {
  return {
    date: '2026-12-02',
    command: 'npm run eval',
    engine: 'reprolens (test)',
    goldPath,
    goldTfPath,
    corpusDir: '../shared/corpus/stackoverflow',
    corpusFiles: [],
    paperDir: '../shared/corpus/stackoverflow/paper-2401.03069',
    predictionsPath,
    disagreementsPath: 'docs/eval/disagreements.jsonl',
  };
}

/** The summary table's cells for the sets, as printed (two decimals), set by set. */
function summaryColumns(named: Array<{ name: string; metrics: Parameters<typeof formatGoldTable>[0] }>): string[][] {
  const rows = summaryRows(named);
  return named.map((_, k) => rows.map((row) => pyFixed(row.values[k], 2)));
}

describe('the five dev sets on the committed sample (score_vs_gold.py output in tests/fixtures/eval)', () => {
  const sets = devSets(parseGoldLines(fixture('gold-pytorch-sample.jsonl')), parseGoldLines(fixture('gold-tf-keras-sample.jsonl')));
  const predictionText = fixture('predictions-sample.jsonl');
  const { rows, badLines } = parsePredictionLines(predictionText);
  const named = sets.map((set) => ({ name: set.name, metrics: computeGoldMetrics(set.gold, rows, badLines) }));

  it('splits each gold file by wave', () => {
    expect(sets.map((s) => [s.name, s.gold.length])).toEqual(SET_NAMES.map((name) => [name, 20]));
    expect(sets.map((s) => [s.selection.file, [...new Set(s.gold.map((r) => r.wave))]])).toEqual([
      ['pytorch', [1]],
      ['pytorch', [2]],
      ['pytorch', [3]],
      ['tf-keras', [1]],
      ['tf-keras', [2]],
    ]);
  });

  it('prints, set by set, the scorer’s text character for character', () => {
    for (const { name, metrics } of named) expect(formatGoldTable(metrics), name).toBe(fixture(STDOUT_FILES[name]));
  });

  it('puts the scorer’s figures in the summary table, and the worst of the sets is their minimum', () => {
    const columns = summaryColumns(named);
    named.forEach(({ name }, k) => {
      expect(columns[k], name).toEqual(printedSummaryColumn(parseScorerOutput(fixture(STDOUT_FILES[name]))));
    });
    for (const row of summaryRows(named)) {
      const said = row.values.filter((v) => !Number.isNaN(v));
      expect(row.worst.value, row.figure).toBe(Math.min(...said));
      expect(row.values[SET_NAMES.indexOf(row.worst.set as never)]).toBe(row.worst.value);
    }
    // Not vacuous: the sets differ, a κ and a Spearman are negative, a P(absent) is zero.
    expect(new Set(columns.map((c) => c.join()))).toHaveProperty('size', 5);
    expect(columns.flat()).toEqual(expect.arrayContaining(['-0.04', '-0.22', '0.00']));
  });

  const skip = scorerSkipReason();
  it.skipIf(skip)(`matches the scorer run now on the sample${skip ? ` (skipped: ${skip})` : ''}`, () => {
    const shown = (name: string) => relative(repo, join(fixtures, name));
    const ctx = context(shown('predictions-sample.jsonl'), shown('gold-pytorch-sample.jsonl'), shown('gold-tf-keras-sample.jsonl'));
    for (const set of sets) expect(runShell(scorerCommand(ctx, set.selection), repo), set.name).toBe(fixture(STDOUT_FILES[set.name]));
  });
});

const shared = resolve(repo, '../shared/corpus');
const goldPath = join(shared, 'gold/dev.jsonl');
const goldTfPath = join(shared, 'gold/dev-tf-keras.jsonl');
const corpusDir = join(shared, 'stackoverflow');
const skipWhole = scorerSkipReason(goldPath, goldTfPath, corpusDir);

describe.skipIf(skipWhole)(
  `npm run eval on the whole gold data = score_vs_gold.py per set${skipWhole ? ` (skipped: ${skipWhole})` : ''}`,
  () => {
    it('for the printed table, the summary column and the report’s text of every set', () => {
      const sets: DevSet[] = devSets(parseGoldLines(readFileSync(goldPath, 'utf8')), parseGoldLines(readFileSync(goldTfPath, 'utf8')));
      const corpusFiles = readdirSync(corpusDir).filter((name) => name.endsWith('.jsonl'));
      const dev = evaluateDevSets(sets, indexCorpus(...corpusFiles.map((name) => readFileSync(join(corpusDir, name), 'utf8'))));
      expect(dev.sets.map((s) => [s.set.name, s.judged.length, s.notInCorpus.length, s.failures.length])).toEqual([
        ['PyTorch wave 1', 200, 0, 0],
        ['PyTorch wave 2', 200, 0, 0],
        ['PyTorch wave 3', 200, 0, 0],
        ['TensorFlow/Keras wave 1', 100, 0, 0],
        ['TensorFlow/Keras wave 2', 100, 0, 0],
      ]);
      const predictionsPath = join(mkdtempSync(join(tmpdir(), 'reprolens-eval-')), 'dev-predictions.jsonl');
      writeFileSync(predictionsPath, dev.predictions.lines.map((line) => `${line}\n`).join(''));
      // The gold paths as docs/accuracy.md shows them (relative to the repository, where its commands run).
      const ctx = context(predictionsPath, relative(repo, goldPath), relative(repo, goldTfPath));
      const report = renderAccuracyReport(ctx, dev, null);
      const columns = summaryColumns(dev.sets.map((s) => ({ name: s.set.name, metrics: s.dev.gold })));
      dev.sets.forEach((s, k) => {
        const stdout = runShell(scorerCommand(ctx, s.set.selection), repo);
        expect(stdout).toMatch(/^questions: gold \d+, predicted 800, missing 0\n/);
        expect(formatGoldTable(s.dev.gold), s.set.name).toBe(stdout);
        expect(report).toContain(`\`\`\`text\n${stdout}\`\`\``);
        expect(columns[k], s.set.name).toEqual(printedSummaryColumn(parseScorerOutput(stdout)));
      });
      // A work bound, not a timing assertion: 800 questions read and judged, then five scorer runs. Quiet, that is
      // well under 30 s; a clean-clone run beside other CPU-bound work on 2 cores took longer (timed out at 30 s).
    }, 300_000);
  },
);
