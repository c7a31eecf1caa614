// Stand-ins for the data a question's own model is fed when the question never defines it: a data loader the
// training loop iterates (`for X, y in train_loader:`) becomes one batch, an input passed straight to the model
// becomes one tensor. Shapes come from the model's first layer or, better, from the input shape the error
// message reports; labels from the loss and the last layer's size. What the question leaves open (batch size,
// image size, sequence length) gets an assumed value and a TODO saying so. The model itself is never invented:
// without a model defined in the question there is no stand-in.
import { CodeWords, isAsciiName, isWordChar } from './codeWords';
import { findModelShapes, inputShapeFromError, modelOfInstance, type ErrorShape, type ModelShape } from './modelShapes';

export interface InputStandIn {
  lines: string[];
  assumptions: string[];
  todos: string[];
}

export interface InputContext {
  code: string;
  /** The word index of `code`, when the caller has built it; built here otherwise. */
  words?: CodeWords;
  /** Error lines of the question (their messages), in order. */
  errorMessages: string[];
  /** The batch size the code states, when a literal. */
  batchSize: number | null;
  /** The models `code` defines, when the caller has already read them (findModelShapes); read here otherwise. */
  shapes?: ModelShape[];
}

/** Assumed when the question does not say: small, so the skeleton runs in seconds. */
const ASSUMED = { batch: 4, side: 32, length: 10 };

const FOR_TARGETS = `^([ \\t]*)for\\s+(?:[A-Za-z_]\\w*\\s*,\\s*)?`;
const OVER = `\\s+in\\s+(?:enumerate\\(\\s*|tqdm\\(\\s*)?`;
/** `for X, y in name:` (and `for i, (X, y) in enumerate(name):`): the loop's input and label. */
const LOOP = (name: string, flags: string) =>
  new RegExp(`${FOR_TARGETS}\\(?\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)?${OVER}${name}\\b[^\\n]*:`, flags);
/** `for i, data in enumerate(name):`, the tutorial form unpacked in the body. */
const UNPACKED_LOOP = (name: string, flags: string) => new RegExp(`${FOR_TARGETS}([A-Za-z_]\\w*)${OVER}${name}\\b[^\\n]*:`, flags);
/** `out = model(name)` at module level: the model's direct input. */
const DIRECT = (name: string, flags: string) => new RegExp(`^(?:[A-Za-z_][\\w, ]*=\\s*)?([A-Za-z_]\\w*)\\(\\s*${name}\\s*[,)]`, flags);
/** The loaders the training loop iterates, by name. */
const LOADER_NAME = /(?:loader|_dl|batches|iterator|data_?set|dataset)$/i;

export function standInForModelInput(name: string, context: InputContext): InputStandIn | null {
  const shapes = context.shapes ?? findModelShapes(context.code);
  if (!shapes.length) return null;
  const words = context.words ?? new CodeWords(context.code);
  // The tutorial form (`for i, data in enumerate(loader)` then `inputs, labels = data`) first: the plain pattern
  // would read `i, data` as input and label.
  const loop = LOADER_NAME.test(name) ? (unpackedLoop(name, words) ?? loopHeader(name, words)) : null;
  if (loop) {
    const [, indent, input, label] = loop;
    const body = loopBody(context.code, loop.index + loop[0].length, indent.length);
    const model = calledModel(body, input, context.code, shapes);
    if (!model) return null;
    const x = inputTensor(model, context);
    const y = labelTensor(body, label, model, x.batch, context.code);
    if (!y) return null;
    return {
      lines: [`${name} = [(${x.expression}, ${y.expression})]  # ReproLens: one batch stands in for the loader`],
      assumptions: [`\`${name}\` (not shown) is one batch: inputs ${x.why}; labels ${y.why}`],
      todos: [...x.todos, ...y.todos],
    };
  }
  // Passed straight to the model at module level: `out = model(x)`.
  const direct = directCall(name, words);
  if (direct) {
    const model = instanceModel(direct[1], context.code, shapes);
    if (!model) return null;
    const x = inputTensor(model, context);
    return {
      lines: [`${name} = ${x.expression}`],
      assumptions: [`\`${name}\` (not shown) is ${x.why}`],
      todos: x.todos,
    };
  }
  return null;
}

/** Models by code and instance name, read once per set of shapes: every name passed to one callee asks the same. */
const instances = new WeakMap<ModelShape[], Map<string, Map<string, ModelShape | null>>>();

function instanceModel(instance: string, code: string, shapes: ModelShape[]): ModelShape | null {
  const byCode = instances.get(shapes) ?? new Map<string, Map<string, ModelShape | null>>();
  instances.set(shapes, byCode);
  const known = byCode.get(code) ?? new Map<string, ModelShape | null>();
  byCode.set(code, known);
  if (!known.has(instance)) known.set(instance, modelOfInstance(instance, code, shapes));
  return known.get(instance)!;
}

/**
 * The tutorial form: `for i, data in enumerate(trainloader, 0):` then `inputs, labels = data` in the body.
 * Returned shaped like a LOOP match: [whole, indent, input, label] at the loop's index.
 */
function unpackedLoop(name: string, words: CodeWords): RegExpExecArray | null {
  const loop = unpackedHeader(name, words);
  if (!loop) return null;
  const body = loopBody(words.text, loop.index + loop[0].length, loop[1].length);
  const unpack = new RegExp(`^[ \\t]*\\(?\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)?\\s*=\\s*${loop[2]}\\s*$`, 'm').exec(body);
  if (!unpack) return null;
  const match = [loop[0], loop[1], unpack[1], unpack[2]] as unknown as RegExpExecArray;
  match.index = loop.index;
  return match;
}

/** The first `for X, y in name:` header (LOOP), as `LOOP(name).exec(code)` finds it. */
export function loopHeader(name: string, words: CodeWords): RegExpExecArray | null {
  return firstMatch(LOOP, name, words, loopStarts);
}

/** The first `for i, data in name:` header (UNPACKED_LOOP). */
export function unpackedHeader(name: string, words: CodeWords): RegExpExecArray | null {
  return firstMatch(UNPACKED_LOOP, name, words, loopStarts);
}

/** The first `out = callee(name` at a line start (DIRECT). */
export function directCall(name: string, words: CodeWords): RegExpExecArray | null {
  return firstMatch(DIRECT, name, words, directStarts);
}

/**
 * The first match of `pattern(name)` in the code (multiline), found by trying it only at the line starts where
 * a match holding that occurrence of `name` can begin (`starts`), in order: what `exec` over all the code
 * finds, without a pass over the code per name. A non-ASCII name is matched over the code as before.
 */
function firstMatch(
  pattern: (name: string, flags: string) => RegExp,
  name: string,
  words: CodeWords,
  starts: (name: string, words: CodeWords) => number[],
): RegExpExecArray | null {
  if (!isAsciiName(name)) return pattern(name, 'm').exec(words.text);
  const sticky = pattern(name, 'my');
  for (const start of starts(name, words).sort((a, b) => a - b)) {
    sticky.lastIndex = start;
    const m = sticky.exec(words.text);
    if (m) return m;
  }
  return null;
}

/**
 * Line starts a `for` header ending in `name` can begin at: between the header's start and `name` lie at
 * most six words (`for`, three targets, `in`, `enumerate`) and only blanks, commas and brackets.
 */
function loopStarts(name: string, words: CodeWords): number[] {
  const text = words.text;
  const starts = new Set<number>();
  for (const at of words.uses(name)) {
    let from = at;
    for (let count = 0; ; ) {
      from = words.skipSpaceBack(from);
      const ch = text[from - 1];
      if (from === 0) break;
      if (ch === ',' || ch === '(' || ch === ')') from--;
      else if (isWordChar(text.charCodeAt(from - 1)) && ++count <= 6) from = words.wordStartBefore(from);
      else break;
    }
    for (let start = from; start <= at; start++) if (words.atLineStart(start)) starts.add(start);
  }
  return [...starts];
}

/**
 * Line starts `out = callee(name` can begin at: the callee's own line when it starts the line, or the line of
 * the `=` before it when that line, up to the `=`, is only words, commas and spaces. A line starts after any
 * terminator a multiline `^` knows, not only after `\n`.
 */
function directStarts(name: string, words: CodeWords): number[] {
  const text = words.text;
  const starts = new Set<number>();
  for (const at of words.uses(name)) {
    const after = text[words.skipSpaceForward(at + name.length)];
    const open = words.skipSpaceBack(at);
    if ((after !== ',' && after !== ')') || text[open - 1] !== '(') continue;
    const callee = words.wordStartBefore(open - 1);
    if (callee === open - 1) continue;
    if (words.atLineStart(callee)) starts.add(callee);
    const equals = words.skipSpaceBack(callee) - 1;
    if (text[equals] !== '=') continue;
    let lineStart = equals;
    while (lineStart > 0 && /[\w, ]/.test(text[lineStart - 1])) lineStart--;
    if (words.atLineStart(lineStart) && /[A-Za-z_]/.test(text[lineStart] ?? '')) starts.add(lineStart);
  }
  return [...starts];
}

function loopBody(code: string, from: number, indent: number): string {
  const lines = code.slice(from).split('\n').slice(1);
  const body: string[] = [];
  for (const line of lines) {
    if (line.trim() && /^[ \t]*/.exec(line)![0].length <= indent) break;
    body.push(line);
  }
  return body.join('\n');
}

/** The model the loop feeds `input` to: `model(X)`, `outputs = net(images)`. */
function calledModel(body: string, input: string, code: string, shapes: ModelShape[]): ModelShape | null {
  for (const m of body.matchAll(new RegExp(`([A-Za-z_]\\w*)(?:\\.forward)?\\(\\s*${input}\\b`, 'g'))) {
    const model = instanceModel(m[1], code, shapes);
    if (model) return model;
  }
  return null;
}

interface Tensor {
  expression: string;
  why: string;
  batch: number;
  todos: string[];
}

function inputTensor(model: ModelShape, context: InputContext): Tensor {
  const todos: string[] = [];
  const reported = context.errorMessages.map(inputShapeFromError).find((s): s is ErrorShape => s !== null) ?? null;
  const linear = model.first === 'Linear';
  const conv = model.first.startsWith('Conv');
  // The error's shape is the asker's real input only when it is about the model's first layer kind.
  if (reported && ((reported.layer === 'linear' && linear) || (reported.layer === 'conv' && conv))) {
    return {
      expression: `torch.randn(${reported.dims.join(', ')})`,
      why: `random values of shape (${reported.dims.join(', ')}), the input shape the error message reports ("${reported.source}")`,
      batch: reported.dims[0],
      todos,
    };
  }
  const batch = context.batchSize ?? ASSUMED.batch;
  if (context.batchSize === null) todos.push(`batch size not stated: assumed ${ASSUMED.batch}`);
  const from = `from the first layer \`${model.source}\``;
  switch (model.first) {
    case 'Linear':
      return {
        expression: `torch.randn(${batch}, ${model.inputSize})`,
        why: `random values of shape (${batch}, ${model.inputSize}), ${from}`,
        batch,
        todos,
      };
    case 'Conv1d':
      todos.push(`input length not stated: assumed ${ASSUMED.length * 10}`);
      return {
        expression: `torch.randn(${batch}, ${model.inputSize}, ${ASSUMED.length * 10})`,
        why: `random values of shape (${batch}, ${model.inputSize}, ${ASSUMED.length * 10}), ${from}`,
        batch,
        todos,
      };
    case 'Conv2d':
    case 'Conv3d': {
      const sides = model.first === 'Conv2d' ? 2 : 3;
      // MNIST-family images are 28×28; a question that names them says so.
      const side = /\b(?:e|k|fashion[-_ ]?)?mnist\b/i.test(context.errorMessages.join('\n')) && model.inputSize === 1 ? 28 : ASSUMED.side;
      todos.push(`image size not stated: assumed ${Array(sides).fill(side).join('×')}`);
      const dims = [batch, model.inputSize, ...Array(sides).fill(side)];
      return { expression: `torch.randn(${dims.join(', ')})`, why: `random images of shape (${dims.join(', ')}), ${from}`, batch, todos };
    }
    case 'Embedding':
      todos.push(`sequence length not stated: assumed ${ASSUMED.length}`);
      return {
        expression: `torch.randint(0, ${model.inputSize}, (${batch}, ${ASSUMED.length}))`,
        why: `random token ids below ${model.inputSize} of shape (${batch}, ${ASSUMED.length}), ${from}`,
        batch,
        todos,
      };
    default: {
      todos.push(`sequence length not stated: assumed ${ASSUMED.length}`);
      const dims = model.batchFirst ? [batch, ASSUMED.length, model.inputSize] : [ASSUMED.length, batch, model.inputSize];
      return {
        expression: `torch.randn(${dims.join(', ')})`,
        why: `random sequences of shape (${dims.join(', ')}), ${from}`,
        batch,
        todos,
      };
    }
  }
}

const CLASS_LOSS = /nn\.(?:CrossEntropyLoss|NLLLoss)\s*\(|F\.(?:cross_entropy|nll_loss)\s*\(/;
const REGRESSION_LOSS = /nn\.(?:MSELoss|L1Loss|SmoothL1Loss|HuberLoss)\s*\(|F\.(?:mse_loss|l1_loss|smooth_l1_loss)\s*\(/;
const BINARY_LOSS = /nn\.(?:BCELoss|BCEWithLogitsLoss)\s*\(|F\.(?:binary_cross_entropy|binary_cross_entropy_with_logits)\s*\(/;

/** Labels the loss the code uses can take: class ids below the last layer's size, or targets of its shape. */
function labelTensor(body: string, label: string, model: ModelShape, batch: number, code: string): Tensor | null {
  if (!new RegExp(`\\b${label}\\b`).test(body)) return null;
  const outputs = model.outputs;
  if (outputs === null) return null;
  const from = `the last layer has ${outputs} outputs`;
  if (CLASS_LOSS.test(code))
    return {
      expression: `torch.randint(0, ${outputs}, (${batch},))`,
      why: `class ids below ${outputs} (${from}, and the loss takes class ids)`,
      batch,
      todos: [],
    };
  if (BINARY_LOSS.test(code))
    return {
      expression: `torch.randint(0, 2, (${batch}, ${outputs})).float()`,
      why: `0/1 targets of shape (${batch}, ${outputs}) (${from}, and the loss is binary)`,
      batch,
      todos: [],
    };
  if (REGRESSION_LOSS.test(code))
    return {
      expression: `torch.randn(${batch}, ${outputs})`,
      why: `targets of shape (${batch}, ${outputs}) (${from}, and the loss compares values)`,
      batch,
      todos: [],
    };
  return null;
}
