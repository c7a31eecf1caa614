// Renders the accuracy figures as docs/accuracy.md. Pure: figures in, markdown out.
import type { DevEvaluation, DevPredictions, EngineFailure, PaperEvaluation } from './accuracyEval';
import type { BinaryScore, TypingScore } from './classificationMetrics';
import { formatGoldTable, pyFixed } from './goldMetrics';
import { markdownTable } from '../docs/markdownTable';

export interface AccuracyContext {
  date: string;
  command: string;
  engine: string;
  goldPath: string;
  corpusPath: string;
  paperDir: string;
  predictionsPath: string;
}

const f2 = (x: number) => pyFixed(x, 2);
const count = (part: number, whole: number) => `${part}/${whole}`;

function failureLines(failures: EngineFailure[]): string[] {
  if (!failures.length) return [];
  return [
    '',
    `The engine threw on ${failures.length} question(s); they count as missing:`,
    ...failures.map((f) => `- ${f.id}: ${f.message}`),
  ];
}

function typingRow(name: string, score: TypingScore, coverageNote: string): string[] {
  return [name, `${f2(score.accuracy)} (${count(score.correct, score.n)})`, f2(score.macroF1), coverageNote, f2(score.accuracyWhenTyped)];
}

function devSection(ctx: AccuracyContext, predictions: DevPredictions, dev: DevEvaluation): string[] {
  const { engineTyping: engine, tagRuleTyping: tags, bugReport } = dev;
  const perClass = engine.perClass.map((e, i) => {
    const t = tags.perClass[i];
    return [e.type, e.support, f2(e.precision), f2(e.recall), f2(e.f1), f2(t.precision), f2(t.recall), f2(t.f1)];
  });
  return [
    `## Checklist items against the expert judgments (gold dev set, ${dev.gold.goldCount} questions)`,
    '',
    `Predictions: \`${ctx.predictionsPath}\` (the engine's \`reprolens score\` lines for the gold questions).`,
    'The table is character for character what the reference scorer prints for them:',
    `\`python3 ../shared/tools/score_vs_gold.py --gold ${ctx.goldPath} --pred ${ctx.predictionsPath}\`.`,
    'Conventions (from the scorer): gold `na` rows are left out of an item; F1 of "absent" only where the gold has ≥ 3',
    'absent cases; gold bug type `other` is matched by any bug type but `not_a_bug`; keras and tensorflow are one',
    'framework family; Spearman uses average ranks over gold bug reports with a numeric score.',
    ...(predictions.notInCorpus.length ? ['', `Gold questions missing from the corpus: ${predictions.notInCorpus.join(', ')}.`] : []),
    ...failureLines(predictions.failures),
    '',
    '```text',
    formatGoldTable(dev.gold).trimEnd(),
    '```',
    '',
    `## Bug type: the engine against the paper's tag rule (${engine.n} gold bug reports)`,
    '',
    "The baseline is the paper's rule (checklist §2): a type from the post's tags alone (`report.bug_type_by_tags`).",
    'A post without a typing tag gets no type from it and counts as wrong; coverage says how many posts it typed.',
    'Macro-F1 averages the five types with gold support; gold `other` bugs are left out of it (no class to match).',
    '',
    markdownTable(
      ['predictor', 'accuracy', 'macro-F1', 'coverage', 'accuracy when typed'],
      [typingRow('engine', engine, count(engine.typed, engine.n)), typingRow('tag rule (baseline)', tags, count(tags.typed, tags.n))],
    ),
    '',
    markdownTable(['type', 'gold n', 'engine P', 'engine R', 'engine F1', 'tags P', 'tags R', 'tags F1'], perClass),
    '',
    "## How far a checklist score can follow the experts' rating",
    '',
    `The same score formula (lib/score.ts: checklist weights by bug type) computed from the experts' own item`,
    `judgments and bug types reaches Spearman ${f2(dev.scoreCeiling.spearman)} with their \`repro_rating\` on the`,
    `${dev.scoreCeiling.n} gold bug reports; the engine's score reaches ${f2(dev.gold.spearman)}. A Spearman figure far above the`,
    'first would need a score that is not the checklist-weighted one the checklist specifies.',
    '',
    `## Is it a bug report? (${bugReport.n} questions)`,
    '',
    binaryTable('engine', 'gold', bugReport),
    '',
  ];
}

function binaryTable(predictedName: string, goldName: string, s: BinaryScore): string {
  return markdownTable(
    ['n', 'accuracy', 'precision', 'recall', 'both yes', `${predictedName} only`, `${goldName} only`, 'both no'],
    [[s.n, f2(s.accuracy), f2(s.precision), f2(s.recall), s.truePositive, s.falsePositive, s.falseNegative, s.trueNegative]],
  );
}

function paperSection(ctx: AccuracyContext, paper: PaperEvaluation | null): string[] {
  const heading = "## The paper's presence labels (Shah, Rahman & Khomh, EMSE 2024)";
  if (!paper) return [heading, '', `Skipped: \`${ctx.paperDir}\` not found.`, ''];
  const row = (label: string, column: string, s: BinaryScore) => [
    label,
    `\`${column}\``,
    s.n,
    `${f2(s.accuracy)} (${s.truePositive + s.trueNegative}/${s.n})`,
    s.truePositive,
    s.falsePositive,
    s.falseNegative,
    s.trueNegative,
  ];
  return [
    heading,
    '',
    `The ${paper.bugs} Stack Overflow bugs of the replication package whose text survives (\`Cleaned_LLaMA_Bugs.csv\`),`,
    "against the authors' Yes/No labels in `Dataset_Manual_Reproduction.csv`. The package stripped the HTML, so each",
    'bug is rebuilt as a markdown draft: the prose as one paragraph, the code from `original_code_snippets/<id>.py`',
    `(${paper.withSnippetFile} of ${paper.bugs}; line structure intact) or else the flattened \`Code\` column, plus what else`,
    "that column held (tracebacks, printed output) as a second block. Titles and tags come from the package's post",
    `lists where the bug appears there (${paper.withTitle} of ${paper.bugs}). The engine's \`present\` or \`partial\` counts as Yes.`,
    ...failureLines(paper.failures),
    '',
    markdownTable(
      ['engine item', 'paper label', 'n', 'agreement', 'both Yes', 'engine only', 'paper only', 'both No'],
      [
        row('code', 'Code Snippet Present?', paper.code),
        row('environment', 'System Configuration Present?', paper.environment),
        row('data', 'Data Description Present?', paper.data),
      ],
    ),
    '',
    `- Framework (\`Framework\`: "TF + Keras" = the tensorflow/keras family, "PyTorch" = pytorch): ${f2(
      paper.framework.agree / paper.framework.n,
    )} (${count(paper.framework.agree, paper.framework.n)}).`,
    `- Bug type (\`Type of Bug\`): accuracy ${f2(paper.bugType.accuracy)} (${count(paper.bugType.correct, paper.bugType.n)}), macro-F1 ${f2(paper.bugType.macroF1)}.`,
    `- All ${paper.bugs} are bugs; the engine calls ${count(paper.calledBugReport, paper.bugs - paper.failures.length)} of them bug reports.`,
    '',
  ];
}

export function renderAccuracyReport(
  ctx: AccuracyContext,
  predictions: DevPredictions,
  dev: DevEvaluation,
  paper: PaperEvaluation | null,
): string {
  return [
    '# Accuracy',
    '',
    `Generated ${ctx.date} by \`${ctx.command}\` with ${ctx.engine}.`,
    `Inputs: gold \`${ctx.goldPath}\`, corpus \`${ctx.corpusPath}\`, paper package \`${ctx.paperDir}\`.`,
    'This file is written by `tools/eval/eval.ts`; edit that, not this.',
    '',
    ...devSection(ctx, predictions, dev),
    ...paperSection(ctx, paper),
  ].join('\n');
}
