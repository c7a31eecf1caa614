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
      'A machine or a tool that fails (the driver too old, a toolkit library that does not load, no GPU found, a `tensorboard` command) with no program of the asker’s in the post (no Python code, no command that runs a script): `data`, `model` and `hyperparameters` are `na` (codebook v2: “an install problem”).',
      '`hyperparameters`: training named in passing no longer makes them apply — “pre-trained”, “trained” (a model trained earlier), “training data/set/split” and “gradient” (autograd) are not the training step (codebook v2: words used in passing decide nothing).',
      '`hyperparameters` apply only where the asker trains: their own activity in the body (“I am training”, “while training”, “my loss”, “hyperparameter tuning”), a training call or log, a setting stated; `predict`, `evaluate` and `model.eval()` run a model and train nothing (the step is inference); the title keeps the broad words (it states the problem). Settings are read where askers state them: a Keras log’s “Epoch 1/40”, Keras loss names, “batch size from 20”.',
      '`data` is `na` for any step that saves or loads a model, with or without an error text (codebook v2: “a checkpoint that fails to load”).',
    ],
    figures: ['items that do not apply (gold na), reported missing', kappa('data'), kappa('model'), kappa('hyperparameters')],
  },
  {
    pattern: 'Data',
    changes: [
      "Applicability from the problem (codebook v2 `na`): no data flows through an API missing from a module (`module 'x' has no attribute …`), nor through a failing program whose code feeds nothing to a model, a loss or a training step (no training log, no forward pass).",
      'Generic nouns (“the input”, “the data”, “a dataset”) describe nothing; a dataset named only by its class (`NamesDataset()`) and images named only by their transforms (`Normalize`, `RandomFlip`) are partial (codebook v2).',
      'Measured and not taken: shapes read from the title (it quotes error dtypes and intermediate shapes: PyTorch wave 1 −0.03); data `na` for every non-bug question without model inputs (the experts call most conceptual questions’ data absent: −0.02 to −0.03 on every set).',
      'Counts alone (“120 classes”) are partial; nested lists, DataFrame literals and lists of sentences in code are sample data; data named only by the variable fed to the model (`net(images)`) is partial, a split name (`X_train`) is not; a shape only in an error message, or written with symbols in a comment or docstring, is partial; torchsummary’s `summary(model, (1, 64, 64))` states the input size (codebook v2).',
      'Measured and not taken: fills and counters (`zeros`, `arange`) not fed to the model are no data (−0.03 on four sets).',
    ],
    figures: [kappa('data'), pAbsent('data')],
  },
  {
    pattern: 'Model',
    changes: [
      'Applicability from the problem: `na` when the failing program calls, trains, saves and loads no network (codebook v2: “the problem does not depend on the network”).',
      'A loss `nn.Module` is no model; a family name without a size (“GPT-2”, “BERT”) is partial; a model class that builds layers with no forward pass anywhere is partial (codebook v2).',
      'Exact names outside the word list: torchvision’s segmentation and detection builders (`deeplabv3_resnet50`, `fasterrcnn_resnet50_fpn`) are present; a TensorFlow.js `tf.sequential` with its `tf.layers` list is a definition in code.',
      'A definition with parts left out is partial (a placeholder or a line of dots inside it, sub-networks never defined, a printed summary cut off); a `requires_grad` tensor is a network only where the post trains it, and weights stepped by hand from their gradient are a whole one; a class whose layers all sit in one `Sequential` is whole; CamelCase names ending in GAN or R-CNN (CycleGAN, FastRCNN) name the kind of network; a GitHub issue or pull-request link is no repository that defines the model (codebook v2).',
    ],
    figures: [kappa('model'), pAbsent('model')],
  },
  {
    pattern: '`code_runnable`',
    changes: [
      '`code`: two lines of the failing code are present (partial is one trivial line); an import block whose imports raise the error is the failing code; a line of the asker’s own file inside a traceback is one-line code; inline commands (pip, conda, `python -m`, git) are code, printed values and API names with empty calls are not; a YAML document (a conda environment file) is code in another language, not printed output (codebook v2).',
      '`code_runnable` from the program (`lib/items/shared/programShape.ts`, the walk’s scopes and reads): definitions never called are partial, absent when they also use a name the post never defines; methods pasted without their class are absent; an output folder (`log_dir=`) is written by the run, no gap; a comment that reads like an elision is a small gap.',
      'A compiled library that will not load (now also Windows’ `[WinError 126/127]`) costs 50 points: the posted code runs for every reader, yet the bug needs the asker’s machine (the experts rate all 11 such dev questions 2–3 of 5).',
      'Measured and not taken: small gaps adding up to a large one (−0.05 to −0.09), undefined names fed to the model counted as data (−0.02).',
      'An undefined name in capitals (`IMG_HEIGHT`) is a setting the reader fills in; more library exports are known (detectron2, TF Lite Model Maker, `torchtext`, the Hugging Face model and tokenizer classes); the builtin `input` read as a value at module level and never assigned is the asker’s undefined data.',
      'Measured and not taken this round: undefined data alone as a large gap (−0.02 to −0.03 on four sets), an undefined model next to a built network as a large gap (four sets up, four down).',
    ],
    figures: [kappa('code'), kappa('code_runnable')],
  },
  {
    pattern: '`expected_vs_actual`',
    changes: [
      'Goals in contractions (“I’m trying”, “I’d like”, “I’ve been trying”), any activity the asker names (“while building”, “when I run”, “I first tried”, “I followed”), and a how-to whose attempt fails read as goal + outcome (codebook v2).',
      'Cue words read in context: “code that gave …” is a relative clause, “it says that I should …” is reported advice, not an outcome.',
      '`logs`: exact observed values in more written forms (“returns the shape `…`”, “gives me a 16”, `# Out[29]: …`); a value after a modal verb (“will return 4”) is not observed (codebook clarification).',
      '`logs`: a lone literal after a prompt (`>>> True`) is a printed value, and a TensorFlow log line quoted with its source location (`I tensorflow/…/cuda_dnn.cc:368]`) is the library’s own output.',
      'Bare verdicts (“it doesn’t work”, “I’m facing an issue”) are no outcome; running the posted code (“when I run this”) is no goal; goals are not read inside quoted errors; more outcome wording (“I always get”, “results in”, “my dataloader returns”, “is dead slow”) and expectations (“I was expecting”, “supposed to get”) (codebook v2).',
    ],
    figures: [kappa('expected_vs_actual'), kappa('logs')],
  },
  {
    pattern: 'Bug report and bug type',
    changes: [
      'A failed attempt said in words (“none of the solutions worked”, “it did not help”) counts as a failure shown (codebook v2: a how-to whose attempt fails is a bug report); a package manager’s own `ERROR:` line is an error shown; “am I doing something wrong” is a fix request.',
      'Bug type from the root cause: empty or unreadable input is `tensor_input` (“non-empty array or dataset”, “(Empty logs)”, “Unknown image file format”); `use_cudnn_on_gpu` and dotted API paths in prose no longer decide the type; a problem in the machine (the problem reader) is `gpu`.',
      'Not a bug report: an asker who wants an explanation (“just curious”, “works fine but I want to understand”) or a recommendation in the title (“a good idea”, “best practices”); failures only supposed (“may not work”, “which obviously does not work”) and negations of the asker’s own doing (“I am not asking …”) are not failures; “how do I fix this” is a fix request, not how-to wording (codebook `is_bug_report`).',
      'Bug type from the library’s message: a wrong input format or dtype (`… but got scalar type …`, PIL’s `cannot handle this data type`, a sparse input) is `tensor_input`; Keras “Graph disconnected” is `model`; a TPU op is `gpu`; static-versus-dynamic shapes at conversion are `tensor_input`; outputs that do not depend on the input are `training`; ties between model and api go to api (codebook v2 `bug_type`).',
    ],
    figures: ['is-bug-report accuracy', 'bug type accuracy'],
  },
  {
    pattern: 'Framework',
    changes: [
      'The library where the problem lies (codebook v2): a counterpart asked for in another framework (“X equivalent in Y”) is Y’s; installing a package that is no framework’s, a Hugging Face tokenizer alone, OpenCV’s own error text and the package manager’s own errors are `other`.',
      'Python’s own errors (`SyntaxError`, `IndentationError`, `UnboundLocalError`) and a title about another library that names no framework (SageMaker, matplotlib, pandas, conda, CoreML …) are `other`; fastai calls and the `fast-ai` tag are `pytorch` (codebook v2).',
    ],
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
      'Only decisive asks reach the collapsed line, the badge, the comment, the coach and the dialog before posting (`lib/decisiveAsks.ts`: rules keyed to the problem — an install problem: the command’s output, then the machine; an error about the input’s values: the data at the failing call; out of memory: the model and its input size; a device error: where tensors, model and optimizer state are created and loaded; an export: the call and its settings, then the network being exported, also when it is only described; a failed load: the versions on both sides; training behaviour: the loop, then its settings; no code at all: the failing code). The rest fold under “Could also add”.',
      'No decisive ask on a post that shows no failure (no error pasted or said, no expected-versus-actual, no symptom in the title, no training behaviour reported).',
      'Measured and not taken: the versions asked for on a failed load when only the Python version or the OS is stated (PyTorch wave 3 unchanged; TF/Keras wave 2: first asks named 50 → 57 %, but answerable questions without a decisive ask 84 → 79 % and wrong decisive asks 5 → 8 %).',
      '`environment` versions in the forms askers set them, so a stated version is not asked for again: “torch versions 1.5.1”, a Poetry dependency (`tensorflow = "^2.8"`, the release being installed: codebook), SageMaker’s `framework_version=1.2.0` inside a `PyTorchModel(…)` call.',
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
