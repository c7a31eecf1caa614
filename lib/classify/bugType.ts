// Bug type (Humbatova et al.'s top level, as the checklist uses it) from the error types and
// messages first, then the title, prose and code. The paper's tag rule is the baseline (./tagRule.ts).
import type { JudgeContext } from '../context';
import type { Problem } from './problem';
import type { BugType } from '../checklist';
import { bugTypeFromTags } from './tagRule';
import { alternationRegExp, sequence } from '../phraseRules';

type Typed = Exclude<BugType, 'not_a_bug'>;

// `'list' object has no attribute 'view'`: a plain Python or NumPy value …
// biome-ignore format: one alternative per line
const PLAIN_VALUE_TYPES: readonly string[] = [
  'list',
  'tuple',
  'int',
  'float',
  'str',
  'dict',
  'nonetype',
  'numpy\\.ndarray',
];
// … asked for a tensor's method.
const TENSOR_METHODS: readonly string[] = [
  'view',
  'size',
  'shape',
  'dim',
  'reshape',
  'unsqueeze',
  'squeeze',
  'permute',
  'float',
  'long',
  'double',
  'numpy',
  'to',
  'cuda',
  'dtype',
  'rank',
];
// Codebook `bug_type` tensor_input (wrong input format or dtype), in library messages no other cause produces.
const TENSOR_INPUT_LIBRARY_MESSAGES: readonly string[] = [
  sequence("'", PLAIN_VALUE_TYPES, "' object has no attribute '", TENSOR_METHODS, "'"),
  "can'?t convert (?:np\\.ndarray|numpy\\.\\w+|\\w+) of type",
  '\\b(?:u?int|float|bfloat|complex)(?:8|16|32|64|128)\\b is not supported',
  'only supported types are',
  'could not convert string to float',
  'cannot be converted to type',
  'could not infer dtype',
  'overflow when unpacking',
  'only for scalar outputs',
  'too deep for desired array',
  // Codebook v2 `bug_type`: "failures caused by empty, unreadable or wrongly laid-out input data are tensor_input" —
  // Keras's messages for an input that yields nothing ("Expect x to be a non-empty array or dataset", "Unexpected
  // result of `train_function` (Empty logs)") and TensorFlow's for images or strings it cannot read as the input.
  'non-empty array or dataset',
  '\\(empty (?:logs|batch_outputs)\\)',
  'unknown image file format',
  'cast string to float',
  // PyTorch's dtype check, often pasted as the title without its exception class ("Expected object of scalar type
  // Float but got scalar type Long for argument #2 'mat1'"), and PIL's refusal of an array of the wrong layout or
  // dtype (`Image.fromarray`: "Cannot handle this data type: (1, 1, 256), |u1").
  'but got scalar type',
  'cannot handle this data type',
  // A sparse or ragged tensor where the op needs a dense one ("'SparseTensor' object is not subscriptable"): the
  // input's format (codebook `bug_type` tensor_input), not a misused call.
  "'(?:sparsetensor|raggedtensor)' object",
];
// Library messages worded so that they cannot occur by chance: they decide in a title too, quoted or not ("Pytorch
// can't convert np.ndarray of type numpy.object", "training loop ends with 'int' object has no attribute 'size'").
const LIBRARY_MESSAGE_RULES: Array<[Typed, RegExp]> = [
  // A module's forward() called with arguments its definition does not take ("forward() takes 1 positional argument
  // but 2 were given", "forward() missing 1 required positional argument") is a fault in how the model is defined
  // or composed (a wrong forward signature, a custom layer inside nn.Sequential), not a misused library call.
  ['model', /\bforward\(\) (?:takes|missing|got)\b/i],
  // Keras's functional API cannot reach an output from the model's inputs ("Graph disconnected: cannot obtain value
  // for tensor KerasTensor(…shape=(None, 300)…)"): the model is wired wrong (codebook `bug_type` model: architecture),
  // whatever shape the message prints (codebook v2: keywords in an error path do not decide the type).
  ['model', /\bgraph disconnected\b/i],
  // A plain Python or NumPy value where a tensor was expected (`'list' object has no attribute 'view'`, `'int' object
  // has no attribute 'size'`), or a value whose type cannot become a tensor (`can't convert np.ndarray of type
  // numpy.uint16`, `could not convert string to float`, `cannot be converted to type uint8_t`, `Input type int64 is not
  // supported`, `Overflow when unpacking long`): a wrong input format or dtype (codebook `bug_type`: tensor_input),
  // though the exception is an AttributeError, a TypeError or a RuntimeError.
  ['tensor_input', alternationRegExp(TENSOR_INPUT_LIBRARY_MESSAGES, { flags: 'i' })],
];

// Codebook `bug_type` gpu: CUDA, device placement, GPU memory, multi-GPU (in error messages).
const GPU_ERROR_MESSAGES: readonly string[] = [
  'out of memory',
  'device-side assert',
  'cuda error',
  // Not TensorFlow's op attribute `use_cudnn_on_gpu=true`, printed in every Conv2D node of a shape error (codebook
  // v2 `bug_type`: keywords in an error path do not decide the type).
  '(?<!use_)cudnn',
  'libcudart',
  'libcublas',
  'libcufft',
  'libcurand',
  'libcusolver',
  'libcusparse',
  'libnvinfer',
  'libdevice',
  'dnn library is not found',
  'cublas',
  'nccl',
  'cuda runtime',
  'no cuda gpus',
  // A TPU op or kernel ("No OpKernel was registered to support Op 'TPUReplicatedInput'"): an accelerator's placement.
  '\\btpu',
  'cuda driver',
  'nvidia',
  'device type',
  'same device',
  'different devices?(?! from the computational device)',
  'on (?:the )?(?:cpu|cuda|gpu) but',
  'expected (?:object of )?(?:device|backend)',
  '(?:device|backend) (?:type )?(?:cpu|cuda)',
  'deserialize object on a cuda device',
  'is_available',
  'libcudart',
  'libcuda',
  'cuda\\w* is not available',
  '(?:input|weight) type \\(torch\\.cuda',
  'torch\\.cuda\\.\\w+tensor\\) and',
  'device=cpu\\b[^)]{0,120}\\) but got tensoroptions\\([^)]{0,60}device=cuda',
  'device=cuda[^)]{0,120}\\) but got tensoroptions\\([^)]{0,60}device=cpu\\b',
];
// Codebook `bug_type` api: a missing attribute, name or module, or a call with the wrong arguments.
const API_ERROR_MESSAGES: readonly string[] = [
  '^(?:attributeerror|importerror|modulenotfounderror|nameerror|unboundlocalerror|syntaxerror|indentationerror|picklingerror|lookuperror)\\b',
  'has no attribute',
  'not callable',
  'must be an instance of',
  'no module named',
  'cannot import name',
  'unexpected keyword',
  'got an unexpected',
  'missing \\d+ required',
  'positional arguments? but',
];
// Codebook `bug_type` tensor_input: shapes, sizes, dimensions and dtypes (in error messages).
const TENSOR_INPUT_ERROR_MESSAGES: readonly string[] = [
  'size mismatch',
  '\\bsizes?\\b',
  'shape',
  'scalar type',
  'one element tensors',
  'must be long',
  '\\b(?:long|float|double|int|byte|bool)\\b.{0,200}\\b(?:expected|found|got)\\b',
  '(?:expected|found|got)\\b.{0,200}\\b(?:long|float|double|int|byte|bool)\\b',
  'multi-target',
  'dimension',
  '\\bdims?\\b',
  'expected (?:input|target|object of scalar type|scalar type|\\d+d|[\\w\\s]{0,60}size)',
  'must match',
  'mat1',
  'mat2',
  'matmul',
  'mismatch',
  'out of range',
  'out of bounds',
  'too many indices',
  "not (?:implemented|supported) (?:on \\w+ )?for '?(?:long|int|float|half|double|byte|bool|char|short|bfloat16)\\b",
  'sizes? of tensors',
  'invalid argument \\d',
  'expected .{0,200} but got',
  'got (?:input|target) of size',
  'non-?singleton',
  'dtype',
  'scalar type',
  'broadcast',
  'view size',
  'reshape',
  'not compatible with input',
  'number of (?:channels|dims)',
  'batch[_ ]size',
];
// Ordered: for each error line, the first rule whose pattern matches decides its type; an error line no rule
// matches (no shape, dtype, device, memory or gradient problem named) is a call rejecting its use: api.
const ERROR_RULES: Array<[Typed, RegExp]> = [
  // Device placement, GPU memory, CUDA runtime and availability — not dtype errors that merely name a CUDA type, nor
  // TensorFlow's hint on a SavedModel whose files are missing ("You may be trying to load on a different device from
  // the computational device. Consider setting experimental_io_device"): the I/O device is no GPU placement. A gradient
  // whose TensorOptions differ in device (`expected … device=cpu … but got TensorOptions(… device=cuda:0`) is placement.
  ['gpu', alternationRegExp(GPU_ERROR_MESSAGES, { flags: 'i' })],
  ...LIBRARY_MESSAGE_RULES,
  // A missing attribute, name or module, or a call with the wrong arguments, is an API misuse whatever it names
  // ("'Net' object has no attribute 'size'" is not a shape bug), and so is an argument of the wrong class ("Layer
  // input_spec must be an instance of InputSpec. Got: InputSpec(shape=…)" is a mix of keras and tf.keras, not a shape).
  // A bare LookupError is a registry without the entry asked for ("gradient registry has no entry for:
  // shap_TensorListStack"): an op or codec the library does not support, however the message names a gradient.
  ['api', alternationRegExp(API_ERROR_MESSAGES, { flags: 'i' })],
  ['tensor_input', alternationRegExp(TENSOR_INPUT_ERROR_MESSAGES, { flags: 'i' })],
  [
    'api',
    /\b(?:typeerror|notimplementederror|filenotfounderror|oserror|keyerror|deprecated|unpickl|pickle|version|state_dict|missing key|unexpected key)\b/i,
  ],
  ['training', /\bnan\b|inf\b|loss|gradient|backward|grad_fn|requires_grad|optimizer|leaf variable|inplace operation|retain_graph/i],
];
// Codebook `bug_type` gpu: CUDA, device placement, GPU memory, multi-GPU, and the CUDA libraries by name.
const GPU_PROSE_WORDS: readonly string[] = [
  'cuda',
  'gpus?',
  'nvidia',
  'cudnn',
  'multi-?gpu',
  'dataparallel',
  'distributeddataparallel',
  'vram',
  'gpu memory',
  'out of memory',
  'device',
  'lib(?:cudart|cudnn|cublas\\w*|cufft|curand|cusolver|cusparse|nvinfer|nvrtc)(?:\\.so[\\w.]*)?',
  'libdevice',
  'dnn library',
];
// Codebook `bug_type` training: loss, accuracy, convergence, NaN, optimizer, learning rate.
const TRAINING_PROSE_WORDS: readonly string[] = [
  'loss(?:es)?',
  'acc(?:uracy)?',
  'converg\\w*',
  'overfit\\w*',
  'underfit\\w*',
  'nan',
  'learning rate',
  'training (?:is|gets|takes)',
  "(?:not|\\w+n'?t) (?:seem to |really )?learn(?:ing|s)?",
  'predict(?:s|ing)? (?:the )?same',
  // Outputs that do not depend on the input ("produces constant values", "same output for all inputs"): a network
  // that has not learned (codebook `bug_type` training: convergence).
  '(?:produc|giv|return|output)(?:e|es|ed|ing|s)? (?:the )?(?:same|constant) (?:outputs?|values?|predictions?|results?|class)',
  '(?:same|constant) (?:outputs?|values?|predictions?|results?) for (?:all|every|any|each)',
  'always predict(?:s|ing)?',
  'gradients?',
  'vanishing',
  'exploding',
  'optimizers?',
  "weights? (?:are not|don'?t|do not|not) updat\\w*",
  'train(?:ing)? (?:slow|speed)',
];
// Codebook `bug_type` model: layers, activations, architecture, pretrained weights, fine-tuning.
const MODEL_PROSE_WORDS: readonly string[] = [
  'layers?',
  'architecture',
  'activations?',
  'pretrained',
  'pre-trained',
  '(?<!sample |class )weights',
  'parameters',
  'hidden states?',
  'embeddings?',
  'conv\\w*',
  'lstm',
  'gru',
  'rnn',
  'attention',
  'transfer learning',
  'fine-?tun\\w*',
  'freez\\w*',
  "model (?:is|does|doesn'?t|returns)",
];
const PROSE_RULES: Array<[Typed, RegExp]> = [
  [
    'gpu',
    // The CUDA libraries TensorFlow loads by name (`Could not load dynamic library 'libcudart.so.10.0'`, `libdevice not
    // found`, `DNN library is not found`): a GPU setup problem (codebook `bug_type`: gpu — CUDA).
    // biome-ignore format: one alternative per line
    alternationRegExp(
      [
        sequence('\\b', GPU_PROSE_WORDS, '\\b'),
        '\\.cuda\\(\\)',
      ],
      { flags: 'i' },
    ),
  ],
  ['training', alternationRegExp(TRAINING_PROSE_WORDS, { flags: 'i', wordBoundary: true })],
  [
    'tensor_input',
    /\b(?:shapes?|dimensions?|dims?|reshape|size mismatch|input size|wrong size|batch (?:size|dimension)|dtype|channels?|tensor of size|one-?hot|squeeze|unsqueeze|permute)\b|\.view\(/i,
  ],
  ['model', alternationRegExp(MODEL_PROSE_WORDS, { flags: 'i', wordBoundary: true })],
  [
    'api',
    /\b(?:install\w*|import\w*|version|deprecated|api|attribute|module|function|argument|parameter|onnx|torchscript|jit|export|convert\w*|save|load\w*|pickle|serializ\w*)\b/i,
  ],
];

// A line that only states the environment ("- CUDA/cuDNN version: 10.1", "GPU model and memory: K80", "Mobile device
// …: N/A", "GPU: GTX 1080", as bug templates ask) says what the asker runs on, not what goes wrong: it is no evidence
// of a type. Only a field label before the colon counts, so "cuda out of memory: tried to allocate …" stays.
const ENVIRONMENT_FIELD =
  /\b(?:versions?|installed|platform|distribution|model and memory|mobile device|compiler)\b|^[\s>*-]*(?:gpus?|cuda|cudnn|os|cpu|hardware|system|environment)\s*$/;

function withoutEnvironmentLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => {
      const colon = line.indexOf(':');
      return colon < 0 || colon > 120 || !ENVIRONMENT_FIELD.test(line.slice(0, colon));
    })
    .join('\n');
}

// A dotted name in prose (`tensorflow.keras.layers`, `torch.cuda.is_available`, `nn.Linear`) is the path of what is
// called, not what goes wrong: its words ("layers", "cuda") decide no type (codebook v2 `bug_type`: keywords in an
// error path do not decide the type; the root cause does). A shared library's file name (`libcudart.so.10.0`) is
// no path: the library it names is the evidence.
const DOTTED_NAME = /\b[a-z_]\w*(?:\.[a-z_]\w*)+/gi;
const LIBRARY_FILE = /\.(?:so|dll|dylib)$/i;

function withoutDottedNames(text: string): string {
  return text.replace(DOTTED_NAME, (name) => (LIBRARY_FILE.test(name) ? name : ' '));
}

// A title that quotes a message and calls it an error ('"Trying to backward through the graph a second time" error')
// names the failing mechanism as an error line does, even without the exception type the error reader needs.
const QUOTED = /"([^"\n]{12,200})"|“([^”\n]{12,200})”|`([^`\n]{12,200})`/g;
const ERROR_WORD = /\b(?:error|exception|warning|fails?|failed|raises?|throws?)\b/i;

function quotedTitleErrors(title: string): string[] {
  if (!ERROR_WORD.test(title)) return [];
  return [...title.matchAll(QUOTED)].map((m) => `error: ${m[1] ?? m[2] ?? m[3]}`);
}

// Codebook v2 `bug_type`: "static-versus-dynamic shape problems at export or conversion (TFLite, ONNX) are
// tensor_input" — a delegate that "only supports static-sized tensors", a graph with "dynamic-sized tensors", ONNX's
// dynamic axes. Read only when the problem's step is a conversion (lib/classify/problem.ts).
// biome-ignore format: one alternative per line
const STATIC_VERSUS_DYNAMIC_SHAPES = alternationRegExp(
  [
    '(?:static|dynamic)[- ]?(?:sized?|shaped?)',
    '(?:static|dynamic) (?:tensors?|shapes?|dimensions?|dims|input (?:shapes?|sizes?))',
    'dynamic[_ ]axes',
  ],
  { flags: 'i', wordBoundary: true },
);

// Ties go to the more specific type, except that model yields to api: the words that count for model (layers,
// weights, conv, pretrained) name the network's parts in nearly every question, whatever fails, so a tie of model
// with api words is no sign of an architecture fault (codebook v2 `bug_type`: keywords do not decide the type; the
// root cause does). On the 419 dev bug reports (hostile review 2026-12-04) such ties were api 5 times, model once.
const TYPE_ORDER: Typed[] = ['gpu', 'tensor_input', 'training', 'api', 'model'];

function addMatches(tally: Record<Typed, number>, rules: Array<[Typed, RegExp]>, text: string, weight: number): void {
  for (const [type, pattern] of rules) if (pattern.test(text)) tally[type] += weight;
}

/**
 * The bug type of a question already judged to be a bug report. Evidence adds up: the error text
 * (title included) weighs most (it names the failing mechanism), then the title, the paper's tag rule and the prose.
 * Ties go to the more specific type (gpu, tensor_input, training, then api before model); no evidence means api.
 */
export function detectBugType(ctx: JudgeContext, problem: Problem): Typed {
  // The problem lies in the machine (the GPU is not found or not used, a driver or CUDA library is missing: the
  // problem reader's `machine`): codebook `bug_type` gpu ("CUDA, device placement, GPU memory, multi-GPU"), however
  // the error that surfaces is worded (`libdevice not found` inside a "Graph execution error").
  if (problem.machine) return 'gpu';
  const tally = bugTypeTally(ctx);
  if (problem.step === 'conversion' && STATIC_VERSUS_DYNAMIC_SHAPES.test(`${ctx.question.title}\n${ctx.proseLower}`))
    tally.tensor_input += 4;
  let best: Typed = TYPE_ORDER[0];
  for (const type of TYPE_ORDER) if (tally[type] > tally[best]) best = type;
  return tally[best] > 0 ? best : 'api';
}

/** The evidence per type that detectBugType weighs. */
export function bugTypeTally(ctx: JudgeContext): Record<Typed, number> {
  const errorLines = new Set(
    ctx.errors
      .map((e) => `${e.fact.exceptionType}: ${e.fact.message}`)
      .concat(
        ctx.program.blocks.flatMap((b) =>
          b.traceback?.exceptionType ? [`${b.traceback.exceptionType}: ${b.traceback.message ?? ''}`] : [],
        ),
      ),
  );
  for (const quoted of quotedTitleErrors(ctx.question.title)) errorLines.add(quoted);
  if (LIBRARY_MESSAGE_RULES.some(([, pattern]) => pattern.test(ctx.question.title))) errorLines.add(ctx.question.title);
  const tally: Record<Typed, number> = { gpu: 0, tensor_input: 0, training: 0, model: 0, api: 0 };
  const errorTypes = new Set<Typed>();
  let unmatched = false;
  for (const line of errorLines) {
    const rule = ERROR_RULES.find(([, pattern]) => pattern.test(line));
    if (rule) errorTypes.add(rule[0]);
    else unmatched = true;
  }
  for (const type of errorTypes) tally[type] += 4;
  if (unmatched && errorTypes.size === 0) tally.api += 4;
  addMatches(tally, PROSE_RULES, withoutDottedNames(ctx.titleLower), 2);
  addMatches(tally, PROSE_RULES, withoutDottedNames(withoutEnvironmentLines(ctx.proseLower)), 1);
  const byTags = bugTypeFromTags([...ctx.tags]);
  if (byTags && byTags !== 'not_a_bug') tally[byTags] += 2;
  return tally;
}
