// Stand-ins for the data a question's own model is fed when the question never defines it: a data loader the
// training loop iterates (`for X, y in train_loader:`) becomes one batch, an input passed straight to the model
// becomes one tensor. Shapes come from the model's first layer or, better, from the input shape the error
// message reports; labels from the loss and the last layer's size. What the question leaves open (batch size,
// image size, sequence length) gets an assumed value and a TODO saying so. The model itself is never invented:
// without a model defined in the question there is no stand-in.
import { findModelShapes, inputShapeFromError, modelOfInstance, type ErrorShape, type ModelShape } from './modelShapes';

export interface InputStandIn {
  lines: string[];
  assumptions: string[];
  todos: string[];
}

export interface InputContext {
  code: string;
  /** Error lines of the question (their messages), in order. */
  errorMessages: string[];
  /** The batch size the code states, when a literal. */
  batchSize: number | null;
  /** The models `code` defines, when the caller has already read them (findModelShapes); read here otherwise. */
  shapes?: ModelShape[];
}

/** Assumed when the question does not say: small, so the skeleton runs in seconds. */
const ASSUMED = { batch: 4, side: 32, length: 10 };

const LOOP = (name: string) =>
  new RegExp(
    `^([ \\t]*)for\\s+(?:[A-Za-z_]\\w*\\s*,\\s*)?\\(?\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)?\\s+in\\s+(?:enumerate\\(\\s*|tqdm\\(\\s*)?${name}\\b[^\\n]*:`,
    'm',
  );

export function standInForModelInput(name: string, context: InputContext): InputStandIn | null {
  const shapes = context.shapes ?? findModelShapes(context.code);
  if (!shapes.length) return null;
  // The tutorial form (`for i, data in enumerate(loader)` then `inputs, labels = data`) first: the plain pattern
  // would read `i, data` as input and label.
  const loop = unpackedLoop(name, context.code) ?? LOOP(name).exec(context.code);
  if (loop && /(?:loader|_dl|batches|iterator|data_?set|dataset)$/i.test(name)) {
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
  const direct = new RegExp(`^(?:[A-Za-z_][\\w, ]*=\\s*)?([A-Za-z_]\\w*)\\(\\s*${name}\\s*[,)]`, 'm').exec(context.code);
  if (direct) {
    const model = modelOfInstance(direct[1], context.code, shapes);
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

/**
 * The tutorial form: `for i, data in enumerate(trainloader, 0):` then `inputs, labels = data` in the body.
 * Returned shaped like a LOOP match: [whole, indent, input, label] at the loop's index.
 */
function unpackedLoop(name: string, code: string): RegExpExecArray | null {
  const loop = new RegExp(
    `^([ \\t]*)for\\s+(?:[A-Za-z_]\\w*\\s*,\\s*)?([A-Za-z_]\\w*)\\s+in\\s+(?:enumerate\\(\\s*|tqdm\\(\\s*)?${name}\\b[^\\n]*:`,
    'm',
  ).exec(code);
  if (!loop) return null;
  const body = loopBody(code, loop.index + loop[0].length, loop[1].length);
  const unpack = new RegExp(`^[ \\t]*\\(?\\s*([A-Za-z_]\\w*)\\s*,\\s*([A-Za-z_]\\w*)\\s*\\)?\\s*=\\s*${loop[2]}\\s*$`, 'm').exec(body);
  if (!unpack) return null;
  const match = [loop[0], loop[1], unpack[1], unpack[2]] as unknown as RegExpExecArray;
  match.index = loop.index;
  return match;
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
    const model = modelOfInstance(m[1], code, shapes);
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
