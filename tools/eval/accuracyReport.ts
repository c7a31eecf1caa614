// Renders the accuracy figures as docs/accuracy.md: the summary over the dev sets, the asks against their floors and
// their starting point, then each set's figures, count tables and disagreements, then the paper's labels. Pure:
// figures in, markdown out.
import type { DevSetsEvaluation, PaperEvaluation, SetEvaluation } from './accuracyEval';
import { renderAskTrustSection } from './askTrust';
import { renderFirstAsksSection, type FirstAskFigures } from './firstAsks';
import type { BinaryScore, TypingScore } from './classificationMetrics';
import { renderBugTypeConfusion, renderFrameworkConfusion, renderItemConfusions } from './confusionMatrix';
import type { GoldSelection } from './devSets';
import { renderDisagreements } from './disagreements';
import { formatGoldTable, pyFixed } from './goldMetrics';
import { failureLines, renderPaperSection } from './paperReport';
import { renderAskSummaryTable, renderSummaryTable } from './summaryTable';
import { renderStartingPoint, setFigures, type Baseline, type SetFigures } from './startingPoint';
import { renderReviewPatterns } from './reviewPatterns';
import { markdownTable } from '../docs/markdownTable';

export interface AccuracyContext {
  date: string;
  command: string;
  engine: string;
  /** The PyTorch gold file and the TensorFlow/Keras one (every wave of each), as shown. */
  goldPath: string;
  goldTfPath: string;
  corpusDir: string;
  /** The corpus files indexed, by name. */
  corpusFiles: string[];
  paperDir: string;
  predictionsPath: string;
  disagreementsPath: string;
}

const SCORER = '../shared/tools/score_vs_gold.py';

const f2 = (x: number) => pyFixed(x, 2);
const count = (part: number, whole: number) => `${part}/${whole}`;

/** The shell command that feeds the scorer this set's gold lines and the prediction file. */
export function scorerCommand(ctx: AccuracyContext, selection: GoldSelection): string {
  const file = selection.file === 'pytorch' ? ctx.goldPath : ctx.goldTfPath;
  // Both gold files hold several waves (corpus README 2026-12-04): the scorer reads the set's wave only.
  const gold = `<(python3 -c 'import json, sys; sys.stdout.writelines(l for l in open(sys.argv[1]) if json.loads(l)["wave"] == ${selection.wave})' ${file})`;
  return `python3 ${SCORER} --gold ${gold} --pred ${ctx.predictionsPath}`;
}

function typingRow(name: string, score: TypingScore, coverageNote: string): string[] {
  return [name, `${f2(score.accuracy)} (${count(score.correct, score.n)})`, f2(score.macroF1), coverageNote, f2(score.accuracyWhenTyped)];
}

function binaryTable(predictedName: string, goldName: string, s: BinaryScore): string {
  return markdownTable(
    ['n', 'accuracy', 'precision', 'recall', 'both yes', `${predictedName} only`, `${goldName} only`, 'both no'],
    [[s.n, f2(s.accuracy), f2(s.precision), f2(s.recall), s.truePositive, s.falsePositive, s.falseNegative, s.trueNegative]],
  );
}

function itemsSection(ctx: AccuracyContext, s: SetEvaluation): string[] {
  return [
    '### Checklist items against the expert judgments',
    '',
    "The text is character for character what the reference scorer prints for this set's gold lines and the prediction file:",
    '',
    '```sh',
    scorerCommand(ctx, s.set.selection),
    '```',
    ...(s.notInCorpus.length ? ['', `Gold questions missing from the corpus: ${s.notInCorpus.join(', ')}.`] : []),
    ...failureLines(s.failures),
    '',
    '```text',
    formatGoldTable(s.dev.gold).trimEnd(),
    '```',
    '',
    `Gold × engine status per item (${s.judged.length} questions, gold \`na\` rows included; the scorer leaves those out):`,
    '',
    renderItemConfusions(s.judged),
    '',
  ];
}

function bugTypeSection(s: SetEvaluation): string[] {
  const { engineTyping: engine, tagRuleTyping: tags } = s.dev;
  const perClass = engine.perClass.map((e, i) => {
    const t = tags.perClass[i];
    return [e.type, e.support, f2(e.precision), f2(e.recall), f2(e.f1), f2(t.precision), f2(t.recall), f2(t.f1)];
  });
  return [
    '### Bug type',
    '',
    `Accuracy ${f2(s.dev.gold.bugTypeAccuracy)} over all ${s.judged.length} questions (gold \`other\` is matched by any bug type but`,
    '`not_a_bug`). Gold × engine:',
    '',
    renderBugTypeConfusion(s.judged),
    '',
    `Against the paper's tag rule (checklist §2: a type from the post's tags alone, \`report.bug_type_by_tags\`) on the`,
    `${engine.n} gold bug reports. A post without a typing tag gets no type from it and counts as wrong; coverage says`,
    'how many posts it typed. Macro-F1 averages the five types with gold support; gold `other` bugs are left out of it.',
    '',
    markdownTable(
      ['predictor', 'accuracy', 'macro-F1', 'coverage', 'accuracy when typed'],
      [typingRow('engine', engine, count(engine.typed, engine.n)), typingRow('tag rule (baseline)', tags, count(tags.typed, tags.n))],
    ),
    '',
    markdownTable(['type', 'gold n', 'engine P', 'engine R', 'engine F1', 'tags P', 'tags R', 'tags F1'], perClass),
    '',
  ];
}

function wholeQuestionSections(s: SetEvaluation): string[] {
  const { scoreCeiling, gold } = s.dev;
  return [
    `### Is it a bug report? (${s.dev.bugReport.n} questions)`,
    '',
    binaryTable('engine', 'gold', s.dev.bugReport),
    '',
    '### Framework',
    '',
    `Accuracy ${f2(gold.frameworkAccuracy)} (keras and tensorflow count as one family). Gold × engine:`,
    '',
    renderFrameworkConfusion(s.judged),
    '',
    "### How far a checklist score can follow the experts' rating",
    '',
    `The same score formula (lib/score.ts: checklist weights by bug type) computed from the experts' own item`,
    `judgments and bug types reaches Spearman ${f2(scoreCeiling.spearman)} with their \`repro_rating\` on the`,
    `${scoreCeiling.n} gold bug reports; the engine's score reaches ${f2(gold.spearman)} (on ${gold.spearmanN}). A Spearman figure far`,
    'above the first would need a score that is not the checklist-weighted one the checklist specifies.',
    '',
  ];
}

function disagreementSection(ctx: AccuracyContext, s: SetEvaluation): string[] {
  return [
    '### Where the engine and the experts disagree',
    '',
    "Every (question, item) where the engine's status differs from the gold one (gold `na` left out, as in the scorer),",
    "grouped by cause; under each cause, the engine's reasons for its status (cut at about 100 characters) with the",
    `questions it gave them for. At most 15 questions per cause here: \`${ctx.disagreementsPath}\` has every one.`,
    '',
    ...renderDisagreements(s.disagreements),
  ];
}

function setSection(ctx: AccuracyContext, s: SetEvaluation): string[] {
  return [
    `## ${s.set.name} (${s.set.gold.length} questions)`,
    '',
    ...itemsSection(ctx, s),
    ...bugTypeSection(s),
    ...wholeQuestionSections(s),
    ...disagreementSection(ctx, s),
  ];
}

/** "`wave` 1, 2 and 3": the waves of one gold file that the sets report. */
function waveList(dev: DevSetsEvaluation, file: GoldSelection['file']): string {
  const waves = dev.sets.filter((s) => s.set.selection.file === file).map((s) => String(s.set.selection.wave));
  const last = waves.pop();
  return `\`wave\` ${waves.length ? `${waves.join(', ')} and ${last}` : last}`;
}

/** The experts' first asks (per set, null for a set without rows) and the starting point, where they were read. */
export interface AskInputs {
  firstAsks?: { path: string; figures: Array<FirstAskFigures | null> };
  startingPoint?: { path: string; baseline: Baseline };
}

/** The starting point against now, then the review pattern by pattern, from one reading of today's figures. */
function startingPointSections(start: NonNullable<AskInputs['startingPoint']>, now: SetFigures[]): string[] {
  return [...renderStartingPoint(start.baseline, start.path, now), ...renderReviewPatterns(start.baseline, now)];
}

function askSections(dev: DevSetsEvaluation, inputs: AskInputs): string[] {
  const firstAsks = inputs.firstAsks?.figures ?? dev.sets.map(() => null);
  return [
    '## The asks against their floors',
    '',
    'The floors are the ones the sets must meet (each set, and so the worst of them). For a figure where lower is',
    'better the worst set is the highest. The first-asks figures exist only for the sets the answerers read',
    `(${inputs.firstAsks ? `\`${inputs.firstAsks.path}\`` : 'no first-asks file was read'}); "–" is a set without rows.`,
    '',
    renderAskSummaryTable(dev.sets, firstAsks),
    '',
    ...(inputs.startingPoint ? startingPointSections(inputs.startingPoint, setFigures(dev.sets, firstAsks)) : []),
    ...renderAskTrustSection(dev.sets),
    ...(inputs.firstAsks ? renderFirstAsksSection(dev.sets, firstAsks, inputs.firstAsks.path) : []),
  ];
}

export function renderAccuracyReport(
  ctx: AccuracyContext,
  dev: DevSetsEvaluation,
  paper: PaperEvaluation | null,
  githubAudit: string[] = [],
  asks: AskInputs = {},
): string {
  return [
    '# Accuracy',
    '',
    `Generated ${ctx.date} by \`${ctx.command}\` with ${ctx.engine}.`,
    `Inputs: gold \`${ctx.goldPath}\` (PyTorch, ${waveList(dev, 'pytorch')}) and \`${ctx.goldTfPath}\``,
    `(TensorFlow/Keras, ${waveList(dev, 'tf-keras')}), questions`,
    `from \`${ctx.corpusDir}\` (${ctx.corpusFiles.map((f) => `\`${f}\``).join(', ')}), paper package \`${ctx.paperDir}\`.`,
    `Predictions: \`${ctx.predictionsPath}\`, the engine's \`reprolens score\` line for each gold question of the ${dev.sets.length} sets`,
    `(${dev.predictions.lines.length} lines, in set order); disagreements: \`${ctx.disagreementsPath}\`.`,
    'This file is written by `tools/eval/eval.ts`; edit that, not this.',
    '',
    '## Summary: every figure per set',
    '',
    "Each figure is `../shared/tools/score_vs_gold.py`'s for that set's gold lines (the commands are under each set).",
    'The worst of the sets is the figure that counts: a rule that lifts one set by costing another has not helped. A',
    '`nan` (no case: P(absent) where the engine never says absent) is left out of the worst.',
    'Conventions (from the scorer): gold `na` rows are left out of an item; gold bug type `other` is matched by any bug',
    'type but `not_a_bug`; keras and tensorflow are one framework family; Spearman uses average ranks over gold bug',
    'reports with a numeric score.',
    '',
    renderSummaryTable(dev.sets),
    '',
    ...askSections(dev, asks),
    ...dev.sets.flatMap((s) => setSection(ctx, s)),
    ...renderPaperSection(ctx.paperDir, paper),
    ...githubAudit,
  ].join('\n');
}
