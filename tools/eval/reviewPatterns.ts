// docs/accuracy.md's answer to the review of 2026-12-04 (../shared/corpus/gold/review-2026-12-04/README.md): for
// each failure pattern it names, what changed in the engine and the figures it concerns, from the starting point
// (docs/eval/baseline-2026-12-05.json) to now, on every set. The "what changed" lines are data, kept here beside
// the rule changes they describe. Pure.
import { markdownTable } from '../docs/markdownTable';
import { beforeAfterRows, shownFigure, type Baseline, type SetFigures } from './startingPoint';

interface ReviewPattern {
  /** The review's heading for the pattern. */
  pattern: string;
  /** What changed, one line per rule change, each citing where it lives. */
  changes: string[];
  /** The summary figures the pattern concerns (docs/accuracy.md's figure names). */
  figures: string[];
}

const kappa = (item: string) => `κ \`${item}\``;
const pAbsent = (item: string) => `P(absent) \`${item}\``;

export const REVIEW_PATTERNS: ReviewPattern[] = [
  {
    pattern: 'Applicability (`na` versus `absent`)',
    changes: [
      'The problem is read once (`lib/classify/problem.ts`): the failing or questioned step (setup, saving/loading, conversion, inference, training, the program), the kind of error raised there, whether the post shows a failure, and whether it reports training behaviour. The items read it for `na`.',
      '`hyperparameters` is `na` when the step is saving/loading or conversion and fewer than two settings are stated (codebook v2); `data` is `na` for a checkpoint that fails to load (codebook v2).',
      'A conda or pip path inside a traceback no longer makes a shape, dtype or name error an install problem (codebook v2: judge the problem reported).',
    ],
    figures: ['items that do not apply (gold na), reported missing', kappa('data'), kappa('model'), kappa('hyperparameters')],
  },
  {
    pattern: 'Data',
    changes: [],
    figures: [kappa('data'), pAbsent('data')],
  },
  {
    pattern: 'Model',
    changes: [],
    figures: [kappa('model'), pAbsent('model')],
  },
  {
    pattern: '`code_runnable`',
    changes: [],
    figures: [kappa('code'), kappa('code_runnable')],
  },
  {
    pattern: '`expected_vs_actual`',
    changes: [],
    figures: [kappa('expected_vs_actual'), kappa('logs')],
  },
  {
    pattern: 'Bug report and bug type',
    changes: [],
    figures: ['is-bug-report accuracy', 'bug type accuracy'],
  },
  {
    pattern: 'Framework',
    changes: [],
    figures: ['framework accuracy'],
  },
  {
    pattern: 'Score',
    changes: [
      'The signals the checklist lacks, read from the problem and listed with the deductions (`lib/reproductionSignals.ts`): +10 when the code’s own shapes, types, names or arguments raise the error (any stand-in input reproduces it), −10 when the problem lies in the asker’s machine (unless an installation deduction already says so), −10 for training behaviour (it turns on the asker’s data and run). Points gained offset runnability losses only.',
      'Measured and not taken: “error not pasted” only where the logs are absent, and no “no Python code” deduction where the code item is present (a shell, conda or YAML reproduction): each lowered Spearman on three or four of the five sets.',
    ],
    figures: ['Spearman(score, repro_rating)'],
  },
  {
    pattern: 'The asks (issue: ask from the problem, for what decides it)',
    changes: [
      'Only decisive asks reach the collapsed line, the badge, the comment, the coach and the dialog before posting (`lib/decisiveAsks.ts`: rules keyed to the problem — an install problem: the command’s output, then the machine; an error about the input’s values: the data at the failing call; out of memory: the model and its input size; a device error: where tensors, model and optimizer state are created and loaded; an export: the call and its settings; a failed load: the versions on both sides; training behaviour: the loop, then its settings; no code at all: the failing code). The rest fold under “Could also add”.',
      'No decisive ask on a post that shows no failure (no error pasted or said, no expected-versus-actual, no symptom in the title, no training behaviour reported).',
    ],
    figures: [
      'wrong asks, decisive (for an item the gold says is present or na)',
      'how-to / non-bug questions with a decisive ask',
      'first asks: answerable as is, no decisive ask',
      'first asks: the others, first decisive ask one the answerers named',
    ],
  },
];

export function renderReviewPatterns(baseline: Baseline, now: SetFigures[]): string[] {
  return [
    '## The review of 2026-12-04, pattern by pattern',
    '',
    'For each failure pattern of `../shared/corpus/gold/review-2026-12-04/README.md`: what changed, and the figures it',
    `concerns from the starting point (${baseline.engineCommit}) to now, on every set ("then → now").`,
    '',
    ...REVIEW_PATTERNS.flatMap(({ pattern, changes, figures }) => [
      `### ${pattern}`,
      '',
      ...(changes.length ? changes.map((c) => `- ${c}`) : ['- No rule of this pattern changed yet.']),
      '',
      markdownTable(['figure', ...now.map((s) => s.name)], beforeAfterRows(baseline, now, figures.map(shownFigure))),
      '',
    ]),
  ];
}
