// The section of docs/accuracy.md on the paper's replication package: the engine against the authors' presence labels
// (Shah, Rahman & Khomh, EMSE 2024). Pure: figures in, markdown lines out.
import type { EngineFailure, PaperEvaluation } from './accuracyEval';
import type { BinaryScore } from './classificationMetrics';
import { pyFixed } from './goldMetrics';
import { markdownTable } from '../docs/markdownTable';

const f2 = (x: number) => pyFixed(x, 2);
const count = (part: number, whole: number) => `${part}/${whole}`;

/** "The engine threw on N question(s)" and one line per failure; nothing when there is none. */
export function failureLines(failures: EngineFailure[]): string[] {
  if (!failures.length) return [];
  return [
    '',
    `The engine threw on ${failures.length} question(s); they count as missing:`,
    ...failures.map((f) => `- ${f.id}: ${f.message}`),
  ];
}

/** The section on the paper's 40 bugs; `paperDir` as shown, for the note when the package is missing. */
export function renderPaperSection(paperDir: string, paper: PaperEvaluation | null): string[] {
  const heading = "## The paper's presence labels (Shah, Rahman & Khomh, EMSE 2024)";
  if (!paper) return [heading, '', `Skipped: \`${paperDir}\` not found.`, ''];
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
