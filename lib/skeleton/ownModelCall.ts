// Run the question's own model (docs/skeleton.md, "Names", 4). When the code uses a
// model it never makes at module level (`optimizer = torch.optim.Adam(model.parameters())`, or `train(model, …)`
// defined and never called) and defines exactly one `nn.Module` subclass, the skeleton makes one instance of that
// class right after it, with constructor arguments from the code itself (literal defaults, the constants the code
// sets, the loss's output count), and calls the function the traceback enters — or, with no traceback, the first
// function taking the model that the code never calls — with one batch whose shape comes from the code (the first
// layer, the image-size constants) and labels from the loss. With no model class nothing is written: ReproLens
// never invents a model. Every written line says "ReproLens"; each assumption says where its value came from.
import { isModelVariableName } from '../python/modelVariables';
import { analyzePythonSource } from '../python/walk';
import type { CodePiece } from './codePieces';
import { findModelShapes, type ModelShape } from './modelShapes';
import { type Definition, type PieceDefinitions, readPieceDefinitions } from './ownModelCode';
import { ASSUMED_MARK, TODO_MARK } from './skeletonScript';

export interface OwnModelCall {
  /** Lines to write after one line of one piece, in order. */
  after: Array<{ piece: number; line: number; lines: string[] }>;
  /** Module-level names the written lines bind. */
  defines: string[];
  assumptions: string[];
  missing: string[];
}

export interface OwnModelContext {
  pieces: CodePiece[];
  /** Every line of the question's text: the traceback's frames and the error message are among them. */
  outputLines: string[];
  batchSize: number | null;
}

/** `class Net(nn.Module)`: the base as askers write it. */
const MODULE_BASES: ReadonlySet<string> = new Set(['Module', 'nn.Module', 'torch.nn.Module']);
/** Constructor parameters that are the model's output count: the loss says how many outputs it takes. */
const OUTPUT_COUNT_PARAMS: ReadonlySet<string> = new Set([
  'output_dim',
  'out_dim',
  'output_size',
  'out_features',
  'num_outputs',
  'n_outputs',
  'num_classes',
  'n_classes',
  'nclasses',
  'num_class',
  'classes',
]);
/** Losses that take one logit or probability per sample: the model has one output. */
const BINARY_LOSSES: ReadonlySet<string> = new Set([
  'BCEWithLogitsLoss',
  'BCELoss',
  'binary_cross_entropy',
  'binary_cross_entropy_with_logits',
]);
/** Losses that take class ids: the class count must come from the code. */
const CLASS_LOSSES: ReadonlySet<string> = new Set(['CrossEntropyLoss', 'NLLLoss', 'cross_entropy', 'nll_loss']);
/** Module-level constants that give an image's side: `IMG_WIDTH`, `IMAGE_SIZE`, `img_height`. */
const IMAGE_SIDE = /^(?:IMG|IMAGE)_?(WIDTH|HEIGHT|SIZE)$/i;
/** Small, so the skeleton runs in seconds; a TODO says so (as modelInputStandIns.ts assumes). */
const ASSUMED_BATCH = 4;

export function planOwnModelCall(context: OwnModelContext): OwnModelCall | null {
  // A model class is written with this word (`nn.Module`, `Module`): without it there is nothing to read.
  if (!context.pieces.some((p) => p.text.includes('Module'))) return null;
  const read = context.pieces.map((p) => readPieceDefinitions(p.text));
  const classes = read.flatMap((r, piece) => r.classes.filter((c) => c.bases.some((b) => MODULE_BASES.has(b))).map((c) => ({ c, piece })));
  // Exactly one model class: with none there is nothing to run, with several the code does not say which.
  if (classes.length !== 1) return null;
  const { c: model, piece: modelPiece } = classes[0];
  const callees = new Set(read.flatMap((r) => [...r.callees]));
  const called = new Set(read.flatMap((r) => [...r.calledNames]));
  if (called.has(model.name)) return null; // the code makes its model itself
  const code = context.pieces.map((p) => p.text).join('\n');
  const boundAtModule = moduleBindings(code);
  const target = functionToCall(read, called, context.outputLines);
  const instance = target ? target.fn.params[target.modelAt].name : unmadeModelName(read, boundAtModule);
  // A model the code makes at module level (`model = models.resnet18()`) is the asker's: never replaced.
  if (!instance || boundAtModule.has(instance)) return null;
  const constants = new Map(read.flatMap((r) => [...r.constants]));
  const loss = lossKind(callees);
  const made = constructorCall(model, constants, loss);
  if (!made) return null;
  const out: OwnModelCall = { after: [], defines: [instance], assumptions: [], missing: [] };
  const why = `\`${instance}\` (never made at module level) is the question's own \`${model.name}\`${made.why ? `: ${made.why}` : ''}`;
  out.assumptions.push(why);
  out.after.push({
    piece: modelPiece,
    line: model.lastLine,
    lines: [`${ASSUMED_MARK}: ${why}`, `${instance} = ${model.name}(${made.args})  # ReproLens: the question's own model`],
  });
  if (!target) return out;
  const shape = findModelShapes(code).find((s) => s.name === model.name);
  const fed = { shape, outputs: made.outputs, loss, constants, batchSize: context.batchSize };
  const args = callArguments(target.fn, instance, read, fed);
  if (!args) return out;
  out.defines.push(...args.defines);
  out.assumptions.push(...args.assumptions);
  out.missing.push(...args.missing);
  out.after.push({
    piece: target.piece,
    line: target.fn.lastLine,
    lines: [
      ...args.lines,
      `${target.fn.name}(${args.names.join(', ')})  # ReproLens: runs the question's \`${target.fn.name}\`, ${target.why}`,
    ],
  });
  return out;
}

/** Names a module-level statement of the code binds (the Python walk's bindings in the module scope). */
function moduleBindings(code: string): Set<string> {
  const names = analyzePythonSource(code).names;
  return new Set(names.bindings.filter((b) => names.scopes[b.scope]?.kind === 'module').map((b) => b.name));
}

/** A name the module-level code uses like a network (`model.parameters()`, `net(x)`) and never binds there. */
function unmadeModelName(read: PieceDefinitions[], bound: Set<string>): string | null {
  for (const r of read)
    for (const name of r.moduleNames) if (isModelVariableName(name) && !bound.has(name) && !r.calledNames.has(name)) return name;
  return null;
}

type LossKind = { kind: 'binary' | 'classes'; name: string } | null;

/** The loss the code builds, by its class or function name: binary (one output) or class ids. */
function lossKind(callees: Set<string>): LossKind {
  const binary = [...BINARY_LOSSES].find((l) => callees.has(l));
  if (binary) return { kind: 'binary', name: binary };
  const classes = [...CLASS_LOSSES].find((l) => callees.has(l));
  return classes ? { kind: 'classes', name: classes } : null;
}

interface Target {
  fn: Definition;
  piece: number;
  /** Index of the parameter that takes the model. */
  modelAt: number;
  why: string;
}

/**
 * The function to run: one the traceback enters (`File "…", line 9, in train`), else the first one the code
 * defines and never calls; either must take the model, a parameter whose loop feeds it (`model(x)` is read as
 * the parameter the code calls `.train()`/`.parameters()` on or names like a network).
 */
function functionToCall(read: PieceDefinitions[], called: Set<string>, outputLines: string[]): Target | null {
  const entered = new Set(outputLines.flatMap((l) => /^\s*File ".*", line \d+, in (\w+)/.exec(l)?.[1] ?? []));
  const candidates = read.flatMap((r, piece) => r.functions.map((fn) => ({ fn, piece })));
  const takesModel = (fn: Definition) => fn.params.findIndex((p) => !p.variadic && isModelVariableName(p.name));
  const pick = (fn: Definition, piece: number, why: string): Target | null => {
    const modelAt = takesModel(fn);
    return modelAt >= 0 && fn.loops.length ? { fn, piece, modelAt, why } : null;
  };
  for (const { fn, piece } of candidates) if (entered.has(fn.name)) return pick(fn, piece, 'the function the traceback enters');
  for (const { fn, piece } of candidates) {
    if (called.has(fn.name)) continue;
    const target = pick(fn, piece, 'which the code defines but never calls');
    if (target) return target;
  }
  return null;
}

/**
 * `AlexNet(output_dim=1)`: each required argument from a constant the code sets under that name, or, for an
 * output count, from a binary loss (one output). A required argument nothing gives: no instance, the TODO stays.
 */
function constructorCall(
  model: Definition,
  constants: Map<string, number>,
  loss: LossKind,
): { args: string; why: string; outputs: number | null } | null {
  const args: string[] = [];
  const why: string[] = [];
  let outputs: number | null = null;
  for (const p of model.params) {
    if (p.hasDefault || p.variadic) continue;
    const constant = constants.get(p.name) ?? constants.get(p.name.toUpperCase());
    if (constant !== undefined) {
      args.push(`${p.name}=${constant}`);
      why.push(`${p.name}=${constant}, the constant the code sets`);
      if (OUTPUT_COUNT_PARAMS.has(p.name)) outputs = constant;
      continue;
    }
    if (!OUTPUT_COUNT_PARAMS.has(p.name) || loss?.kind !== 'binary') return null;
    args.push(`${p.name}=1`);
    why.push(`${p.name}=1, because the loss is \`${loss.name}\` (one output per sample)`);
    outputs = 1;
  }
  return { args: args.join(', '), why: why.join('; '), outputs };
}

interface CallArguments {
  names: string[];
  lines: string[];
  defines: string[];
  assumptions: string[];
  missing: string[];
}

/** What one batch for the model is built from. */
interface Feed {
  shape: ModelShape | undefined;
  outputs: number | null;
  loss: LossKind;
  constants: Map<string, number>;
  batchSize: number | null;
}

/**
 * The call's arguments by parameter name: the model; a name the code binds or reads at module level (`optimizer`,
 * `criterion`, `device`) as itself; the parameter a loop iterates as one batch. Any other required parameter: no call.
 */
function callArguments(fn: Definition, instance: string, read: PieceDefinitions[], feed: Feed): CallArguments | null {
  const out: CallArguments = { names: [], lines: [], defines: [], assumptions: [], missing: [] };
  for (const p of fn.params) {
    if (p.hasDefault || p.variadic) continue;
    const loop = fn.loops.find((l) => l.over === p.name);
    if (p.name === instance || read.some((r) => r.moduleNames.has(p.name))) out.names.push(p.name);
    else if (loop) {
      const batch = oneBatch(p.name, feed, fn.squeezesFirstArgument);
      if (!batch) return null;
      out.lines.push(...batch.lines);
      out.defines.push(p.name);
      out.assumptions.push(batch.why);
      out.missing.push(...batch.todos);
      out.names.push(p.name);
    } else return null;
  }
  return out;
}

/** One batch `[(inputs, labels)]` for a loader parameter: inputs from the first layer and the image-size constants, labels from the loss. */
function oneBatch(name: string, feed: Feed, squeezed: boolean): { lines: string[]; why: string; todos: string[] } | null {
  const { shape, outputs, loss } = feed;
  if (!shape || outputs === null || !loss) return null;
  const batch = feed.batchSize ?? ASSUMED_BATCH;
  const todos = feed.batchSize === null ? [`batch size not stated: assumed ${ASSUMED_BATCH}`] : [];
  let dims: number[];
  let inputWhy: string;
  if (shape.first === 'Linear') {
    dims = [batch, shape.inputSize];
    inputWhy = `random values of shape (${dims.join(', ')}), from the first layer \`${shape.source}\``;
  } else if (shape.first === 'Conv2d') {
    const side = imageSides(feed.constants);
    if (!side) return null;
    dims = [batch, shape.inputSize, side.height, side.width];
    inputWhy = `random images of shape (${dims.join(', ')}): ${shape.inputSize} channels from the first layer \`${shape.source}\`, ${side.height}×${side.width} from ${side.from}`;
  } else return null;
  const labels = labelsFor(loss, outputs, batch, squeezed);
  const why = `\`${name}\` (not shown) is one batch: inputs ${inputWhy}; labels ${labels.why}`;
  return {
    lines: [
      `${ASSUMED_MARK}: ${why}`,
      ...todos.map((t) => `${TODO_MARK} ${t}`),
      `${name} = [(torch.randn(${dims.join(', ')}), ${labels.expression})]  # ReproLens: one batch stands in for the loader`,
    ],
    why,
    todos,
  };
}

/** Class ids below the output count for a class loss; 0/1 targets for a binary one, 1-D when the code squeezes a one-output prediction. */
function labelsFor(loss: NonNullable<LossKind>, outputs: number, batch: number, squeezed: boolean): { expression: string; why: string } {
  if (loss.kind === 'classes')
    return {
      expression: `torch.randint(0, ${outputs}, (${batch},))`,
      why: `class ids below ${outputs} (the model has ${outputs} outputs, \`${loss.name}\` takes class ids)`,
    };
  const flat = squeezed && outputs === 1;
  const dims = flat ? `(${batch},)` : `(${batch}, ${outputs})`;
  return {
    expression: `torch.randint(0, 2, ${dims}).float()`,
    why: `0/1 targets of shape ${dims} (the model has ${outputs} output${outputs === 1 ? '' : 's'}, \`${loss.name}\` is binary${flat ? ', and the code squeezes the prediction' : ''})`,
  };
}

/** The image's height and width from `IMG_HEIGHT`/`IMG_WIDTH` (or one `IMG_SIZE`) constants the code sets. */
function imageSides(constants: Map<string, number>): { height: number; width: number; from: string } | null {
  const found = new Map<string, { name: string; value: number }>();
  for (const [name, value] of constants) {
    const m = IMAGE_SIDE.exec(name);
    if (m && !found.has(m[1].toUpperCase())) found.set(m[1].toUpperCase(), { name, value });
  }
  const height = found.get('HEIGHT') ?? found.get('SIZE');
  const width = found.get('WIDTH') ?? found.get('SIZE');
  if (!height || !width) return null;
  const from = height.name === width.name ? `\`${height.name}\`` : `\`${height.name}\` and \`${width.name}\``;
  return { height: height.value, width: width.value, from };
}
