// `npm run eval`: the engine against the gold dev set and the paper's labels; writes docs/accuracy.md and
// docs/eval/dev-predictions.jsonl and prints the same markdown. The reproduction section of `npm run eval:repro`
// (tools/eval/evalRepro.ts) is carried over from docs/eval/repro-run.json, rendered by the same function.
//   node dist/eval.mjs [--gold <path>] [--corpus <path>] [--paper <dir>] [--out <path>] [--predictions <path>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { evaluateDev, evaluatePaper, indexCorpus, predictGoldQuestions } from './accuracyEval';
import { renderAccuracyReport } from './accuracyReport';
import { parseReproRunResult, renderReproSection, spliceReproSection } from './reproReport';
import { parseGoldLines } from './goldMetrics';
import { loadPaperBugs } from './paperQuestions';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';

function main(argv: string[]): void {
  const root = repoRoot();
  const flags = readFlags(argv, ['gold', 'corpus', 'paper', 'out', 'predictions']);
  // Defaults: ../shared sits beside the repository (also in CI's fresh clone).
  const path = (flag: string, fallback: string) => (flags[flag] ? resolve(flags[flag]) : resolve(root, fallback));
  const goldPath = path('gold', '../shared/corpus/gold/dev.jsonl');
  const corpusPath = path('corpus', '../shared/corpus/stackoverflow/pytorch-2020.jsonl');
  const paperDir = path('paper', '../shared/corpus/stackoverflow/paper-2401.03069');
  const outPath = path('out', 'docs/accuracy.md');
  const predictionsPath = path('predictions', 'docs/eval/dev-predictions.jsonl');
  for (const input of [goldPath, corpusPath])
    if (!existsSync(input)) throw new Error(`${input} not found (pass --gold/--corpus, or place ../shared beside the repository)`);
  // Read before anything is written: a broken file must not cost the section `npm run eval:repro` wrote.
  const reproPath = resolve(root, 'docs/eval/repro-run.json');
  const reproSection = existsSync(reproPath) ? reproSectionFrom(reproPath) : null;

  const gold = parseGoldLines(readFileSync(goldPath, 'utf8'));
  const predictions = predictGoldQuestions(gold, indexCorpus(readFileSync(corpusPath, 'utf8')));
  writeText(predictionsPath, predictions.lines.map((line) => `${line}\n`).join(''));

  const shown = (p: string) => relative(root, p) || '.';
  const report = renderAccuracyReport(
    {
      date: todayIso(),
      command: argv.length ? `npm run eval -- ${argv.join(' ')}` : 'npm run eval',
      engine: engineVersion(root),
      goldPath: shown(goldPath),
      corpusPath: shown(corpusPath),
      paperDir: shown(paperDir),
      predictionsPath: shown(predictionsPath),
    },
    predictions,
    evaluateDev(gold, predictions),
    existsSync(paperDir) ? evaluatePaper(loadPaperBugs(paperDir)) : null,
  );
  const markdown = reproSection ? spliceReproSection(report, reproSection) : report;
  writeText(outPath, markdown);
  process.stdout.write(`${markdown}\nWrote ${shown(outPath)} and ${shown(predictionsPath)}.\n`);
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
