// What the question's problem is, decided once (codebook v2: "judge every item on the problem the asker reports, the
// failing or questioned path, not on incidental text"): the step that fails or is questioned and the kind of error
// raised there. Applicability (`na` of data, model, hyperparameters) and the decisive asks read it; nothing else
// decides them from words used in passing. Pure.
import type { JudgeContext } from '../context';
import { alternationRegExp } from '../phraseRules';
import { isSetupProblem } from './setupProblem';
import type { BugReportSignals } from './bugReport';

/** The step of the asker's work where the problem lies. */
export type ProblemStep =
  /** Installing, importing or configuring the framework, its drivers or the machine: nothing flows. */
  | 'setup'
  /** Saving or loading weights, a checkpoint or a whole model. */
  | 'persistence'
  /** Exporting or converting a model (ONNX, TFLite, Core ML, TF.js, OpenCV DNN, a frozen graph). */
  | 'conversion'
  /** Running a trained model on new input: predict, evaluate, a forward pass without training. */
  | 'inference'
  /** Training: the loss, its gradients, the optimizer, fit, the metrics during training. */
  | 'training'
  /** The failing or questioned step is none of the above, or cannot be told. */
  | 'program';

/** What the error raised at that step is about, from its class and message. */
export type ErrorKind = 'import' | 'device' | 'memory' | 'shape' | 'dtype' | 'data_values' | 'name' | 'arguments' | 'other';

export interface Problem {
  step: ProblemStep;
  /** Null when no error text is in the post (a silent problem, or an error only described). */
  error: ErrorKind | null;
  /** The problem lies in the machine: the GPU, its driver or toolkit (asks as for an install). */
  machine: boolean;
  /**
   * The post shows a failure: an error (pasted or said to be raised), a contrast of expected and actual, or a
   * symptom named in the title. Without one a question is conceptual however it is worded: nothing is asked.
   */
  failure: boolean;
  /** The asker reports how training behaves (the loss, accuracy, convergence, NaN): codebook `bug_type` training. */
  dynamics: boolean;
}

// Error classes and messages of a missing or broken install (codebook: "installation/import error").
const IMPORT_ERRORS = alternationRegExp(
  [
    '^(?:ImportError|ModuleNotFoundError|PackagesNotFoundError|UnsatisfiableError|CondaHTTPError|CondaVerificationError)',
    'no module named',
    'dll load failed',
    'cannot import name',
    'could not find a version',
    'no matching distribution',
    'not a supported wheel',
    'illegal hardware instruction',
    'glibc_[0-9.]+. not found',
    'the specified module could not be found',
    'undefined symbol',
  ],
  { flags: 'i' },
);
// The device, its driver and toolkit (codebook `bug_type` gpu: CUDA, device placement, GPU memory, multi-GPU).
const DEVICE_ERRORS = alternationRegExp(
  ['\\bcuda\\b', '\\bcudnn', '\\bnccl\\b', '\\bdevice\\b', '\\bgpu\\b', 'driver', '\\bmps\\b', '\\btpu\\b', 'libdevice'],
  { flags: 'i' },
);
const MEMORY_ERRORS = alternationRegExp(
  ['out of memory', '\\boom\\b', 'resourceexhausted', 'tcmalloc', "can't allocate", '\\ballocat(?:e|ed|ing)? \\d'],
  { flags: 'i' },
);
// Shape and size errors: the shapes at the failing line decide them.
const SHAPE_ERRORS = alternationRegExp(
  [
    'size mismatch',
    'shapes?\\b',
    'dimension',
    '\\bndim\\b',
    '\\bsizes? of tensors?',
    'must match the size',
    'mat1 and mat2',
    'expected input batch_size',
    'expected \\d+d',
    'input 0 of layer',
    'incompatible',
    'cannot reshape',
    'invalid for input of size',
    'not broadcastable',
    'the size of tensor',
  ],
  { flags: 'i' },
);
const DTYPE_ERRORS = alternationRegExp(
  [
    'scalar type',
    'dtype',
    'expected (?:object of )?(?:type|long|float|double|int)',
    'found (?:long|float|double|int|byte)',
    'not implemented for',
    'can.t convert',
    'failed to convert',
    'unsupported (?:object )?type',
    'must be (?:long|float|int)',
  ],
  { flags: 'i' },
);
// Errors about the input's values or its emptiness: the data's content decides them (codebook `bug_type`:
// "empty, unreadable or wrongly laid-out input data").
const DATA_VALUE_ERRORS = alternationRegExp(
  [
    'index out of range in self',
    'out of bounds',
    'device-side assert',
    'non-empty',
    'empty logs',
    'is empty',
    'target -?\\d+ is out',
    'nan or inf',
    'contains nan',
    'no images found',
    'found 0 ',
    'num_samples should be',
  ],
  { flags: 'i' },
);
const NAME_ERRORS = alternationRegExp(['^(?:AttributeError|NameError|UnboundLocalError)', 'has no attribute', 'is not defined'], {
  flags: '',
});
const ARGUMENT_ERRORS = alternationRegExp(['argument', 'positional', 'keyword', 'takes \\d+', 'missing \\d+ required'], { flags: 'i' });

/** The kind of one error from its class and message, most specific first. */
export function errorKind(exceptionType: string, message: string): ErrorKind {
  const line = `${exceptionType}: ${message}`;
  if (IMPORT_ERRORS.test(line) || /^OSError$/.test(exceptionType)) return 'import';
  if (MEMORY_ERRORS.test(line)) return 'memory';
  if (DATA_VALUE_ERRORS.test(message)) return 'data_values';
  if (SHAPE_ERRORS.test(message)) return 'shape';
  if (DTYPE_ERRORS.test(message)) return 'dtype';
  if (DEVICE_ERRORS.test(line)) return 'device';
  if (NAME_ERRORS.test(line)) return 'name';
  if (/TypeError/.test(exceptionType) && ARGUMENT_ERRORS.test(message)) return 'arguments';
  return 'other';
}

// The step, said by the asker in the title or by the error's own text (a traceback through `load_state_dict`):
// one phrase list per step, checked in this order (an export that fails while loading is a conversion problem).
// Setup is not among them: lib/classify/setupProblem.ts decides it (a conda path in a traceback is no install).
const STEP_PHRASES: ReadonlyArray<[ProblemStep, RegExp]> = [
  [
    'conversion',
    alternationRegExp(
      [
        '\\bonnx\\b',
        '\\btflite\\b',
        '\\btf ?lite\\b',
        '\\btfjs\\b',
        'tensorflow\\.js',
        '\\bcore ?ml\\b',
        '\\bcoremltools\\b',
        '\\btensorrt\\b',
        '\\bopenvino\\b',
        '\\bopencv dnn\\b',
        '\\bcv2\\.dnn\\b',
        '\\breadnet\\w*',
        '\\bfrozen (?:inference )?graph\\b',
        '\\bconvert\\w* (?:the |my |a )?(?:\\w+ )?model\\b',
        '\\bexport\\w* (?:the |my |a )?(?:\\w+ )?model\\b',
        '\\btorch\\.jit\\b',
        '\\btorchscript\\b',
      ],
      { flags: 'i' },
    ),
  ],
  [
    'persistence',
    alternationRegExp(
      [
        '\\bload_state_dict\\b',
        '\\bstate_dict\\b',
        '\\bcheckpoints?\\b',
        '\\bload_model\\b',
        '\\bload_weights\\b',
        '\\bsave_weights\\b',
        '\\btorch\\.load\\b',
        '\\btorch\\.save\\b',
        '\\bmissing key\\(s\\)',
        '\\bunexpected key\\(s\\)',
        '\\bunknown layer\\b',
        '\\bsavedmodel\\b',
        '\\b(?:saving|loading|save|load|reload\\w*|restor\\w*) (?:the |my |a |an )?(?:\\w+ )?(?:model|weights|network|net)\\b',
        '\\b(?:model|weights) (?:after|when|while) (?:saving|loading)\\b',
      ],
      { flags: 'i' },
    ),
  ],
  [
    'inference',
    alternationRegExp(
      [
        '\\bpredict\\w*',
        '\\binference\\b',
        '\\bmodel\\.eval\\(\\)',
        '\\bno_grad\\b',
        '\\bat test time\\b',
        '\\bon (?:a )?(?:new|single|one) (?:image|sample|input)s?\\b',
      ],
      { flags: 'i' },
    ),
  ],
  [
    'training',
    alternationRegExp(
      [
        // Not a model trained earlier ("pre-trained", "a trained model") nor a split's name (codebook v2: the step is
        // the failing or questioned one, "even if the model was trained earlier").
        '(?<!pre-)\\btrain(?:s|ing)?\\b(?![ _/-]?(?:data|sets?|splits?|samples|images|examples)\\b)',
        '\\bfit\\(',
        '\\.fit\\b',
        '\\bepochs?\\b',
        '\\bloss(?:es)?\\b',
        '\\baccuracy\\b',
        '\\bconverg\\w*',
        '\\boverfit\\w*',
        '\\bunderfit\\w*',
        '\\bbackward\\b',
        '\\bbackprop\\w*',
        '\\bgradients?\\b',
        '\\boptimi[sz]er\\b',
        '\\blearning rate\\b',
        '\\bfine[- ]?tun(?:e|es|ing)\\b',
        '\\bvalidation\\b',
      ],
      { flags: 'i' },
    ),
  ],
];

// Training outcomes the asker reports (codebook `bug_type` training: "loss/accuracy/convergence, NaN loss").
const TRAINING_OUTCOMES = alternationRegExp(
  [
    '\\bloss(?:es)? (?:is |are |does |do |stays? |keeps? |remains? |goes |went |becomes? |gets? )?(?:not |n.t )?(?:\\w+ )?(?:decreas|increas|chang|improv|stuck|constant|fluctuat|explod|oscillat|jump|zero|negative|high|nan|go(?:es|ing)? down|down|up|same)',
    '\\b(?:accuracy|acc) (?:is |stays? |remains? |does |doesn.t |not |of |at |gets? |keeps? ){0,3}(?:\\w+ )?(?:stuck|constant|low|not (?:increas|improv|chang)|same|drop|fluctuat|\\d)',
    '\\b(?:high|low|bad|poor|constant|stuck|same|decreasing|increasing|fluctuating|exploding|vanishing|unstable) (?:training |validation |val |test )?(?:loss|accuracy|gradients?)\\b',
    '\\bnan (?:loss|values?|gradients?)\\b',
    '\\bloss (?:is |becomes? |returns? )?nan\\b',
    '\\b(?:not|isn.t|doesn.t|won.t|never) (?:learn|train|converg)\\w*',
    '\\bno(?:t)? (?:learning|converging|improving)\\b',
    '\\bover-?fit\\w*',
    '\\bunder-?fit\\w*',
    '\\bgradients? (?:explod|vanish|are (?:none|zero))\\w*',
    '\\b(?:training|model) (?:is )?(?:very |too )?slow\\b',
  ],
  { flags: 'i' },
);

// The machine rather than the program: the GPU is not found or not used, a driver or toolkit library is missing.
// Its versions and platform decide it, as for an install (the asks), but data or a model may still flow through it
// (the items judge those as for any program).
const MACHINE_PHRASES = alternationRegExp(
  [
    '\\b(?:is_available|is_gpu_available)\\b',
    '\\bcuda[- _]?(?:is )?(?:not )?available',
    '\\bnot (?:using|detect\\w*|recogni[sz]\\w*|see\\w*|find\\w*) (?:my |the |any )?(?:\\w+ )?(?:\\w+ )?gpu',
    '\\bgpu (?:is )?not (?:used|detected|available|found|recogni[sz]ed)',
    '\\bdrivers?\\b',
    '\\blibdevice\\b',
    '\\bcudnn\\b',
    '\\banaconda\\b',
  ],
  { flags: 'i' },
);

/** The step the title names, or null: the title is where askers state their problem. */
function stepNamed(text: string): ProblemStep | null {
  for (const [step, pattern] of STEP_PHRASES) if (pattern.test(text)) return step;
  return null;
}

/** The text of the error the post shows: the message, and each traceback's frames (where it was raised). */
function errorText(ctx: JudgeContext): string {
  const parts: string[] = [];
  for (const b of ctx.program.blocks) {
    if (!b.traceback) continue;
    parts.push(...b.traceback.frames.map((f) => `${f.file} ${f.func ?? ''}`));
  }
  for (const { fact } of ctx.errors) parts.push(`${fact.exceptionType}: ${fact.message}`);
  return parts.join('\n');
}

const PROGRAM_ERRORS = new Set<ErrorKind | null>(['shape', 'dtype', 'data_values', 'name', 'arguments', 'memory']);

/** The question's problem: its error kind, then the step from the error, the title, and last the code. */
export function classifyProblem(ctx: JudgeContext, signals: BugReportSignals): Problem {
  const last = ctx.errors.filter((e) => e.block >= 0).at(-1) ?? ctx.errors[0];
  const error = last ? errorKind(last.fact.exceptionType, last.fact.message) : null;
  const dynamics = error === null && (TRAINING_OUTCOMES.test(ctx.question.title) || TRAINING_OUTCOMES.test(ctx.proseLower));
  const machine = MACHINE_PHRASES.test(ctx.question.title) && (error === null || error === 'device' || error === 'other');
  const failure =
    dynamics ||
    signals.errorShown ||
    signals.errorStated ||
    signals.expectedButStated ||
    signals.titleFailureWords > 0 ||
    signals.titleQuotesWarning;
  // The install classifier (no model or training in the code; a setup error or setup words) stays the first reading;
  // an error raised by the program's own values (a shape, a dtype, a name) is no install problem, whatever the prose says.
  if (isSetupProblem(ctx) && !PROGRAM_ERRORS.has(error)) return { step: 'setup', error, machine, failure, dynamics: false };
  const step = dynamics ? 'training' : (stepNamed(ctx.question.title) ?? stepNamed(errorText(ctx)) ?? stepFromCode(ctx));
  return { step, error, machine, failure, dynamics };
}

/** Without a statement: a program that trains is about training, one that only runs a model is inference. */
function stepFromCode(ctx: JudgeContext): ProblemStep {
  if (codeTrains(ctx)) return 'training';
  // Codebook v2 `hyperparameters` na: "the failing or questioned step is inference" — `predict`, `evaluate`,
  // `model.eval()` run a model without training it.
  if (ctx.python.some(({ fact }) => fact.training.length > 0)) return 'inference';
  return 'program';
}

// The walk's training facts include evaluation calls (lib/python/calls/training.ts); these run a model only.
const EVALUATION_CALL = /(?:^|\.)(?:predict\w*|evaluate\w*|test_on_batch|eval)$/;

/** The posted code trains: a training call (fit, backward, an optimizer step, `for epoch in`) besides evaluation. */
export function codeTrains(ctx: JudgeContext): boolean {
  return ctx.python.some(({ fact }) => fact.training.some((t) => !EVALUATION_CALL.test(t.call)));
}

// A command that names a script runs the asker's own program (`python train.py`, `!python run.py`, `torchrun
// main.py`); `python -c "import tensorflow"` probes the installation and `python -m tensorboard.main` runs a tool.
const RUNS_A_SCRIPT = /\.py\b/;

/** No program of the asker's is shown: no Python code, and no command that runs a script. */
function noProgramShown(ctx: JudgeContext): boolean {
  if (ctx.python.length) return false;
  return !ctx.program.blocks.some((b) => b.kind === 'shell' && RUNS_A_SCRIPT.test(ctx.question.blocks[b.block].text));
}

/**
 * Codebook v2 `data` and `model` `na` ("an import, install or attribute error"; "an install problem"): the machine
 * fails — the GPU is not found, the driver is too old, a toolkit library does not load — or a tool's command fails
 * (`tensorboard --logdir …`, `conda env update`), and the post shows no program of the asker's own. Nothing of the
 * asker's flows through it; with their program shown, data and a model are judged as for any program.
 */
export function nothingOfTheAskersRuns(ctx: JudgeContext, problem: Problem): boolean {
  if (!noProgramShown(ctx)) return false;
  return problem.machine || ctx.program.blocks.some((b) => b.kind === 'shell');
}
