// Suggestions: for each missing or partial item, a sentence in the question's own names, a copyable
// snippet for the detected framework, why it matters (the checklist's figure) and the edit a reader
// would otherwise make (checklist §3–4). Deterministic templates — never generated prose.
import type { JudgeContext } from './context';
import type { Framework, ItemId, ItemJudgment, Suggestion } from './report';
import { CRITICAL_SHARE_BY_TYPE, CRITICAL_SHARE_OVERALL, type TypedBug } from './checklistFigures';

type Typed = TypedBug;
const TYPE_NAMES: Record<Typed, string> = { training: 'training', model: 'model', tensor_input: 'tensor/input', api: 'API', gpu: 'GPU' };

const EDITS: Record<ItemId, string> = {
  code: 'Readers would have to write the failing code themselves from the description.',
  code_runnable:
    'Readers would have to add imports and define missing names before anything runs ("import addition", needed in 47 % of reproduced bugs).',
  data: 'Readers would have to generate stand-in input data of a guessed shape ("input data generation", needed in 49 % of reproduced bugs).',
  model:
    'Readers would have to rebuild the network from the description ("neural network construction", needed in 27 % of reproduced bugs).',
  hyperparameters:
    'Readers would have to guess batch size, epochs and learning rate ("hyperparameter initialization", needed in 44 % of reproduced bugs).',
  logs: 'Readers would have to add prints and run the code just to see the symptom ("logging", needed in 32 % of reproduced bugs).',
  environment:
    'Readers would have to guess versions and migrate code between them ("version migration", needed in 19 % of reproduced bugs).',
  expected_vs_actual: 'Readers cannot tell whether they reproduced the problem without knowing what you expected and what you got.',
};

function why(item: ItemId, bugType: Typed): string {
  const typed = CRITICAL_SHARE_BY_TYPE[bugType][item];
  if (typed !== undefined)
    return `For ${TYPE_NAMES[bugType]} bugs, this was critical in ${typed} % of the reproduced cases (Shah et al., 2024).`;
  const overall = CRITICAL_SHARE_OVERALL[item];
  if (overall !== undefined) return `This was critical in ${overall} % of reproduced Stack Overflow bugs (Shah et al., 2024).`;
  if (item === 'environment')
    return 'Only 4 of 102 Stack Overflow bug questions stated versions, yet 9 of the 17 bugs that could not be reproduced failed on versions or hardware (Shah et al., 2024).';
  if (item === 'code_runnable')
    return 'Code that runs as posted removes the commonest edits readers make before a bug reproduces (Shah et al., 2024).';
  return 'Without it, a silent bug (wrong accuracy, NaN) cannot be confirmed as reproduced (Shah et al., 2024).';
}

const DATA_NAME =
  /^(?:x|X|y|Y|xb|yb|inputs?|input_\w+|images?|imgs?|labels?|targets?|data|dataset|train_?\w*|test_?\w*|val_?\w*|valid_?\w*|batch\w*|features?|samples?|\w+_(?:data|x|y|X|Y|train|test|input|inputs|images|labels|tensor|batch|set))$/;

// Names that look like data but hold no tensor: loaders, paths, counters, histories, sizes.
const NOT_A_TENSOR =
  /(?:loader|_?path|_?dir|_?file|_?files|_?name|_?names|_?num|num_?\w*|_?size|_?len|_?count|_?idx|_?index|_?losses|_?loss|_?history|_?acc|_?step|_?steps|_?iter|_?mode)$|^(?:train|test|valid?|batch|input|len|range)$/i;

/** Data-looking variable names the question's code uses, in order of first appearance (at most 3). */
export function dataNames(ctx: JudgeContext): string[] {
  const names: string[] = [];
  for (const { fact } of ctx.python) {
    for (const s of fact.standInData) if (s.target && !names.includes(s.target)) names.push(s.target);
    for (const n of [...fact.defined, ...fact.used.map((u) => u.name)]) {
      if (DATA_NAME.test(n) && !NOT_A_TENSOR.test(n) && !names.includes(n)) names.push(n);
    }
  }
  return names.slice(0, 3);
}

export function modelName(ctx: JudgeContext): string {
  for (const { fact } of ctx.python) {
    for (const n of fact.defined) if (/^(?:model|net|network|\w*_model|model_\w*)$/i.test(n)) return n;
  }
  return 'model';
}

const code = (s: string) => `\`${s}\``;

function versionSnippet(framework: Framework): string {
  switch (framework) {
    case 'tensorflow':
    case 'keras':
      return "import sys, tensorflow as tf\nprint(sys.version)\nprint(tf.__version__, tf.config.list_physical_devices('GPU'))";
    case 'jax':
      return 'import sys, jax\nprint(sys.version)\nprint(jax.__version__, jax.devices())';
    case 'huggingface':
      return 'import sys, torch, transformers\nprint(sys.version)\nprint(torch.__version__, transformers.__version__)';
    default:
      return 'import sys, torch\nprint(sys.version)\nprint(torch.__version__, torch.version.cuda, torch.cuda.is_available())\n# or, for the full report: python -m torch.utils.collect_env';
  }
}

function standInSnippet(framework: Framework, names: string[], shape: number[] | null): string {
  const dims = (shape ?? [8, 3, 32, 32]).join(', ');
  const x = names[0] ?? 'x';
  if (framework === 'tensorflow' || framework === 'keras') {
    return `import numpy as np\n${x} = np.random.rand(${dims}).astype('float32')  # same shape and dtype as your data\nprint(${x}.shape, ${x}.dtype)`;
  }
  return `import torch\n${x} = torch.randn(${dims})  # same shape and dtype as your data\nprint(${x}.shape, ${x}.dtype)`;
}

/** The library whose version to ask for ("PyTorch", "Keras/TensorFlow", "transformers"). */
export function frameworkName(framework: Framework): string {
  return framework === 'tensorflow'
    ? 'TensorFlow'
    : framework === 'keras'
      ? 'Keras/TensorFlow'
      : framework === 'jax'
        ? 'JAX'
        : framework === 'huggingface'
          ? 'transformers'
          : 'PyTorch';
}

const ENVIRONMENT_KIND_NAMES: Record<string, string> = {
  python: 'the Python version',
  os: 'the OS',
  gpu: 'the GPU',
  cuda: 'the CUDA version',
  install_path: 'install paths',
};

function describeKnownEnvironment(kinds: string[]): string {
  const names = [...new Set(kinds.map((k) => ENVIRONMENT_KIND_NAMES[k] ?? k))];
  if (!names.length) return 'the platform';
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

type Builder = (ctx: JudgeContext, j: ItemJudgment, framework: Framework) => { text: string; snippet: string };

const BUILDERS: Record<ItemId, Builder> = {
  code: (_ctx, j) => ({
    text:
      j.status === 'partial'
        ? 'Post the code that fails as text — the whole call sequence from creating the data and model to the line that errors, not only one line or a screenshot.'
        : 'Add the code that produces the problem, as text in a code block: the model, the data preparation and the call that fails.',
    snippet: '',
  }),
  code_runnable: (_ctx, j) => {
    const undefinedNames = (j.facts.undefinedNames as string[] | undefined) ?? [];
    const missing = (j.facts.missingImports as string[] | undefined) ?? [];
    const local = (j.facts.localData as string[] | undefined) ?? [];
    const parts: string[] = [];
    if (undefinedNames.length)
      parts.push(`${undefinedNames.slice(0, 4).map(code).join(', ')} ${undefinedNames.length === 1 ? 'is' : 'are'} used but never defined`);
    if (missing.length) parts.push(`the imports for ${[...new Set(missing)].slice(0, 4).map(code).join(', ')} are missing`);
    const unbuilt = j.facts.unbuiltModel as string | null | undefined;
    if (unbuilt && !undefinedNames.includes(unbuilt))
      parts.push(`${code(unbuilt)} is trained or evaluated but never built — include the code that creates it`);
    if (local.length)
      parts.push(
        `the code reads local files nobody else has (${local
          .slice(0, 2)
          .map((l) => code(l.replace(/^[^:]*: /, '')))
          .join(', ')}) — replace them with a small generated stand-in`,
      );
    if ((j.facts.placeholders as number | undefined) ?? 0) parts.push('`...` placeholders stand where code was left out');
    const text = parts.length
      ? `Make the code run as posted: ${parts.join('; ')}.`
      : 'Make the code a minimal, complete script that runs as posted: imports, model, stand-in data and the failing call.';
    return { text, snippet: '' };
  },
  data: (ctx, j, framework) => {
    const names = dataNames(ctx);
    const shape = ctx.shapes.find((s) => s.fact.dims.length >= 2 && s.fact.dims.every((d) => d !== null))?.fact.dims as
      | number[]
      | undefined;
    const shown = names.length ? names.map(code).join(', ') : 'your input and labels';
    const printLine = names.length
      ? `print(${names.map((n) => `${n}.shape, ${n}.dtype`).join(', ')})`
      : 'print(x.shape, x.dtype, y.shape, y.dtype)';
    const text =
      j.status === 'partial'
        ? `${shown} ${names.length === 1 ? 'is' : 'are'} used but the shape and dtype are never shown — add ${code(printLine)} and paste the output, or generate a small stand-in instead of your local files.`
        : `Say what goes into the model: add ${code(printLine)} and paste the output, or generate stand-in data of the same shape.`;
    return { text, snippet: `${printLine}\n\n# or a stand-in anyone can run:\n${standInSnippet(framework, names, shape ?? null)}` };
  },
  model: (ctx, j, framework) => {
    const name = modelName(ctx);
    const summary = framework === 'tensorflow' || framework === 'keras' ? `${name}.summary()` : `print(${name})`;
    return {
      text:
        j.status === 'partial'
          ? `Show the whole network, not only a description or a few layers: post its definition, or add ${code(summary)} and paste the output.`
          : `The model is never shown — post its definition, or add ${code(summary)} and paste the output (for a pretrained model, its exact checkpoint name).`,
      snippet: summary,
    };
  },
  hyperparameters: (_ctx, j, framework) => {
    const stated = (j.facts.stated as string[] | undefined) ?? [];
    const missing = ['learning_rate', 'batch_size', 'epochs', 'optimizer', 'loss']
      .filter((h) => !stated.includes(h))
      .map((h) => h.replace('_', ' '));
    const snippet =
      framework === 'tensorflow' || framework === 'keras'
        ? "# the values you actually used:\nmodel.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=1e-3), loss='sparse_categorical_crossentropy')\nmodel.fit(x, y, batch_size=32, epochs=10)"
        : '# the values you actually used:\noptimizer = torch.optim.Adam(model.parameters(), lr=1e-3)\ncriterion = torch.nn.CrossEntropyLoss()\nbatch_size, epochs = 32, 10';
    const name = modelName(_ctx);
    return {
      text: `State the training settings you used: ${missing.join(', ')}${stated.length ? ` (only the ${stated.map((h) => h.replace('_', ' ')).join(' and ')} ${stated.length === 1 ? 'is' : 'are'} given)` : ''}.`,
      snippet: snippet.replace(/\bmodel\b/g, name),
    };
  },
  logs: (ctx, j) => {
    const screenshot = Boolean(j.facts.screenshot);
    const symptomOnly = j.evidence.length > 0 && j.evidence.every((e) => e.note.startsWith('behaviour described'));
    const text = screenshot
      ? 'The error or output is only in a screenshot — paste it as text in a code block so it can be read and searched.'
      : symptomOnly
        ? 'Show the output you get, not only a description of it — for example the loss and accuracy printed per epoch, or the values returned — as text.'
        : j.status === 'partial'
          ? 'Paste the full error message with its complete traceback as text, not a paraphrase or a single line.'
          : ctx.python.length
            ? 'Paste the full error message with its traceback, or the output you get (for example the loss per epoch), as text.'
            : 'Paste the exact error message or output you see, as text in a code block.';
    return { text, snippet: '' };
  },
  environment: (_ctx, j, framework) => ({
    text:
      j.status === 'partial'
        ? `Add the ${frameworkName(framework)} version as well — ${describeKnownEnvironment((j.facts.kinds as string[] | undefined) ?? [])} alone ${((j.facts.kinds as string[] | undefined) ?? []).length > 1 ? 'are' : 'is'} not enough to rerun it.`
        : `Add the versions you run: ${frameworkName(framework)}, Python, and CUDA/GPU if one is used.`,
    snippet: versionSnippet(framework),
  }),
  expected_vs_actual: (_ctx, j) => ({
    text:
      j.status === 'partial'
        ? j.reason.startsWith('The goal')
          ? 'Say what actually happens: the error, or the output you get, next to what you expected.'
          : 'Say what you expected to happen, next to what you got.'
        : 'Say what you expected to happen and what happened instead.',
    snippet: '',
  }),
};

export function suggestFor(
  item: ItemId,
  judgment: ItemJudgment,
  ctx: JudgeContext,
  framework: Framework,
  bugType: Typed,
): Suggestion | null {
  if (judgment.status !== 'absent' && judgment.status !== 'partial') return null;
  const built = BUILDERS[item](ctx, judgment, framework);
  return { item, text: built.text, snippet: built.snippet, why: why(item, bugType), edit: EDITS[item] };
}
