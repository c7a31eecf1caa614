// `npm run eval`: the engine against the gold dev sets (PyTorch waves 1-3, TensorFlow/Keras waves 1-2) and the
// paper's labels; writes docs/accuracy.md, docs/eval/dev-predictions.jsonl (all sets' score lines) and
// docs/eval/disagreements.jsonl, and prints the markdown (ending with the TensorFlow GitHub issues read through the
// GitHub page path against the API path, githubPagePath.ts). The reproduction section of `npm run eval:repro`
// (tools/eval/evalRepro.ts) is carried over from docs/eval/repro-run.json, rendered by the same function.
// The asks are scored against the experts' first asks (--first-asks) and shown beside the starting point read from
// --baseline (skipped when that file is absent); --save-baseline <path> writes today's figures as a starting point.
//   node dist/eval.mjs [--gold <path>] [--gold-tf <path>] [--corpus-dir <dir>] [--paper <dir>] [--out <path>]
//                      [--predictions <path>] [--first-asks <path>] [--baseline <path>] [--save-baseline <path>]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { evaluateDevSets, evaluatePaper, indexCorpus, type DevSetsEvaluation } from './accuracyEval';
import { renderAccuracyReport } from './accuracyReport';
import { devSets } from './devSets';
import { renderGithubAuditSection } from './githubAudit';
import { compareGitHubPaths, pathComparisonLines, renderGitHubPagePathSection } from './githubPagePath';
import { disagreementLines } from './disagreements';
import { firstAsksBySet, parseFirstAskLines, type FirstAskFigures } from './firstAsks';
import { parseReproRunResult, renderReproSection, spliceReproSection } from './reproReport';
import { parseGoldLines } from './goldMetrics';
import { loadPaperBugs } from './paperQuestions';
import { baselineText, parseBaseline, setFigures, type Baseline } from './startingPoint';
import { engineCommit, engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';

function main(argv: string[]): void {
  const root = repoRoot();
  const flags = readFlags(argv, [
    'gold',
    'gold-tf',
    'corpus-dir',
    'paper',
    'out',
    'predictions',
    'first-asks',
    'baseline',
    'save-baseline',
  ]);
  // Defaults: ../shared sits beside the repository (also in CI's fresh clone).
  const path = (flag: string, fallback: string) => (flags[flag] ? resolve(flags[flag]) : resolve(root, fallback));
  const goldPath = path('gold', '../shared/corpus/gold/dev.jsonl');
  const goldTfPath = path('gold-tf', '../shared/corpus/gold/dev-tf-keras.jsonl');
  const corpusDir = path('corpus-dir', '../shared/corpus/stackoverflow');
  const paperDir = path('paper', '../shared/corpus/stackoverflow/paper-2401.03069');
  const outPath = path('out', 'docs/accuracy.md');
  const predictionsPath = path('predictions', 'docs/eval/dev-predictions.jsonl');
  const disagreementsPath = join(dirname(predictionsPath), 'disagreements.jsonl');
  const firstAsksPath = path('first-asks', '../shared/corpus/gold/dev-first-asks.jsonl');
  const baselinePath = path('baseline', 'docs/eval/baseline-2026-12-05.json');
  for (const input of [goldPath, goldTfPath, corpusDir, firstAsksPath])
    if (!existsSync(input))
      throw new Error(`${input} not found (pass --gold/--gold-tf/--corpus-dir/--first-asks, or place ../shared beside the repository)`);
  // Read before anything is written: a broken file must not cost the section `npm run eval:repro` wrote.
  const reproPath = resolve(root, 'docs/eval/repro-run.json');
  const reproSection = existsSync(reproPath) ? reproSectionFrom(reproPath) : null;
  const baseline = existsSync(baselinePath) ? baselineFrom(baselinePath) : null;

  // Every question file of the folder, so a gold question is found whichever export holds it.
  const corpusFiles = readdirSync(corpusDir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  const corpus = indexCorpus(...corpusFiles.map((name) => readFileSync(join(corpusDir, name), 'utf8')));
  const sets = devSets(parseGoldLines(readFileSync(goldPath, 'utf8')), parseGoldLines(readFileSync(goldTfPath, 'utf8')));
  const dev = evaluateDevSets(sets, corpus);
  writeText(predictionsPath, dev.predictions.lines.map((line) => `${line}\n`).join(''));
  const disagreements = dev.sets.flatMap((s) => disagreementLines(s.disagreements));
  writeText(disagreementsPath, disagreements.map((line) => `${line}\n`).join(''));

  const firstAsks = firstAsksBySet(dev.sets, parseFirstAskLines(readFileSync(firstAsksPath, 'utf8')));
  const command = argv.length ? `npm run eval -- ${argv.join(' ')}` : 'npm run eval';
  const shown = (p: string) => relative(root, p) || '.';
  if (flags['save-baseline']) saveBaseline(resolve(flags['save-baseline']), root, command, dev, firstAsks);

  const pagePath = githubPagePath(root);
  const report = renderAccuracyReport(
    {
      date: todayIso(),
      command,
      engine: engineVersion(root),
      goldPath: shown(goldPath),
      goldTfPath: shown(goldTfPath),
      corpusDir: shown(corpusDir),
      corpusFiles,
      paperDir: shown(paperDir),
      predictionsPath: shown(predictionsPath),
      disagreementsPath: shown(disagreementsPath),
    },
    dev,
    existsSync(paperDir) ? evaluatePaper(loadPaperBugs(paperDir)) : null,
    [...githubAuditSection(root), ...pagePath.section],
    {
      firstAsks: { path: shown(firstAsksPath), figures: firstAsks },
      ...(baseline ? { startingPoint: { path: shown(baselinePath), baseline } } : {}),
    },
  );
  const markdown = reproSection ? spliceReproSection(report, reproSection) : report;
  writeText(outPath, markdown);
  process.stdout.write(`${markdown}\nWrote ${shown(outPath)}, ${shown(predictionsPath)} and ${shown(disagreementsPath)}.\n`);
  process.stdout.write(`${pagePath.lines.join('\n')}\n`);
}

/** The 77 TensorFlow issues through the GitHub page path and the API path: both must agree. */
function githubPagePath(root: string): { section: string[]; lines: string[] } {
  const records = 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl';
  const host = 'tests/fixtures/pages/github-2026-03_rollup-plugins-1772.html';
  const comparison = compareGitHubPaths(readFileSync(resolve(root, host), 'utf8'), readFileSync(resolve(root, records), 'utf8'));
  return { section: renderGitHubPagePathSection(records, host, comparison), lines: pathComparisonLines(comparison) };
}

function githubAuditSection(root: string): string[] {
  const records = 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl';
  const audits = ['tests/fixtures/tf/audit-20.jsonl', 'tests/fixtures/tf/audit-20b.jsonl'];
  const read = (p: string) => readFileSync(resolve(root, p), 'utf8');
  return renderGithubAuditSection(
    records,
    read(records),
    audits.map((name) => ({ name, goldText: read(name) })),
  );
}

function saveBaseline(path: string, root: string, command: string, dev: DevSetsEvaluation, firstAsks: Array<FirstAskFigures | null>): void {
  const sets = setFigures(dev.sets, firstAsks);
  writeText(path, baselineText({ engineCommit: engineCommit(root), date: todayIso(), command, engine: engineVersion(root), sets }));
  process.stdout.write(`Wrote the starting point ${relative(root, path)}.\n`);
}

function baselineFrom(path: string): Baseline {
  try {
    return parseBaseline(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function reproSectionFrom(path: string): string {
  try {
    return renderReproSection(parseReproRunResult(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new Error(
      `${path}: ${error instanceof Error ? error.message : String(error)} (rerun \`npm run eval:repro\`, or remove the file)`,
    );
  }
}

function writeText(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`eval: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
