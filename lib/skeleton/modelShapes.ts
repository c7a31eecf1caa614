// What a question's own model says about the data it takes: the first layer's arguments give the input's
// feature size (`nn.Linear(784, …)`, `nn.Conv2d(3, …)`, `nn.LSTM(10, …)`, `nn.Embedding(5000, …)`), the last
// `nn.Linear` gives the class count; an error message can give the exact input shape the asker fed
// (`size mismatch, m1: [64 x 784]`, `mat1 and mat2 shapes cannot be multiplied (64x784 and …)`,
// `… but got 3-dimensional input of size [1, 28, 28]`, `expected input[16, 1, 28, 28] to have 3 channels`).
// Deterministic readings of PyTorch's own messages and constructors; nothing here guesses a model. The models and
// their layers come from the Python walk (lib/python/walk.ts): a layer in a comment or a string is no layer.
import type { ArgumentValue, LayerCall } from '../python/walkFacts';
import { analyzePythonSource } from '../python/walk';

export type FirstLayer = 'Linear' | 'Conv1d' | 'Conv2d' | 'Conv3d' | 'LSTM' | 'GRU' | 'RNN' | 'Embedding';

export interface ModelShape {
  /** The class name (`Net`) or the variable a Sequential is assigned to. */
  name: string;
  first: FirstLayer;
  /** First argument of the first layer: features, channels, input size, or vocabulary size for Embedding. */
  inputSize: number;
  batchFirst: boolean;
  /** out_features of the last Linear layer, when it has a literal. */
  outputs: number | null;
  /** The constructor call as written, for the skeleton's "assumed" comment. */
  source: string;
}

const FIRST_LAYERS: ReadonlySet<string> = new Set<FirstLayer>(['Linear', 'Conv1d', 'Conv2d', 'Conv3d', 'LSTM', 'GRU', 'RNN', 'Embedding']);
/** `class Net(nn.Module)`: the base as askers write it (`Module` after `from torch.nn import Module`, `torch.nn.Module`). */
const MODULE_BASES: ReadonlySet<string> = new Set(['Module', 'nn.Module', 'torch.nn.Module', 'torch.Module']);
/** Keywords that name a first layer's input size. */
const INPUT_KEYWORDS: ReadonlySet<string> = new Set(['in_features', 'in_channels', 'input_size', 'num_embeddings']);

/** Models the code defines at module level: `class Net(nn.Module)` with its layers, or `x = nn.Sequential(…)`. */
export function findModelShapes(code: string): ModelShape[] {
  // Both kinds of model below are written with one of these words: without them there is nothing to parse for.
  if (!code.includes('Module') && !code.includes('Sequential')) return [];
  const facts = analyzePythonSource(code);
  const shapes: ModelShape[] = [];
  for (const model of facts.modelClasses) {
    if (model.scope !== 0 || model.keywords.length || model.bases.length !== 1) continue;
    const [base] = model.bases;
    if (!MODULE_BASES.has(base.written) && base.canonical !== 'torch.nn.Module') continue;
    const shape = fromLayers(model.name, model.layers);
    if (shape) shapes.push(shape);
  }
  for (const sequential of facts.sequentials) {
    const name = sequential.name;
    if (sequential.scope !== 0 || !name || name.includes('.') || sequential.canonical !== 'torch.nn.Sequential') continue;
    const shape = fromLayers(name, sequential.layers);
    if (shape) shapes.push(shape);
  }
  return shapes;
}

/** The first layer must have a literal size (`784`, `28 * 28`); a size held in a name leaves the input unknown. */
function fromLayers(name: string, layers: LayerCall[]): ModelShape | null {
  const torch = layers.filter((l) => FIRST_LAYERS.has(l.layer) && l.canonical === `torch.nn.${l.layer}`);
  if (!torch.length) return null;
  const first = torch[0];
  const input = first.args.find((a) => a.keyword === null) ?? first.args.find((a) => a.keyword !== null && INPUT_KEYWORDS.has(a.keyword));
  const inputSize = input ? intOf(input.value) : null;
  if (inputSize === null) return null;
  // The class count is the last Linear's out_features, when it is a literal; a name (`num_classes`) leaves it unknown.
  const linears = torch.filter((l) => l.layer === 'Linear');
  const last = linears[linears.length - 1];
  const out = last ? (last.args.filter((a) => a.keyword === null)[1] ?? last.args.find((a) => a.keyword === 'out_features')) : undefined;
  return {
    name,
    first: first.layer as FirstLayer,
    inputSize,
    batchFirst: first.args.some((a) => a.keyword === 'batch_first' && a.value.kind === 'bool' && a.value.value),
    outputs: out ? intOf(out.value) : null,
    source: `nn.${first.layer}(${first.args.map((a) => a.text).join(', ')})`.slice(0, 120),
  };
}

function intOf(value: ArgumentValue): number | null {
  return value.kind === 'int' ? value.value : null;
}

/** The model class an instance is made from: `model = Net()` -> Net; a Sequential is its own variable. */
export function modelOfInstance(instance: string, code: string, shapes: ModelShape[]): ModelShape | null {
  const direct = shapes.find((s) => s.name === instance);
  if (direct) return direct;
  if (!shapes.length) return null;
  const made = analyzePythonSource(code).names.bindings.find(
    (b) => b.name === instance && b.kind === 'assignment' && b.constructedBy !== null,
  );
  return made ? (shapes.find((s) => s.name === made.constructedBy) ?? null) : null;
}

export interface ErrorShape {
  /** The whole input shape, batch included. */
  dims: number[];
  /** Which layer kind the message is about: a Linear (matrix product) or a convolution. */
  layer: 'linear' | 'conv';
  source: string;
}

/** The input shape a PyTorch error message reports, when it reports one. */
export function inputShapeFromError(message: string): ErrorShape | null {
  const cut = (s: string) => (s.length > 90 ? `${s.slice(0, 87)}...` : s);
  const m1 = /size mismatch, m1: \[(\d+) x (\d+)\]/.exec(message);
  if (m1) return { dims: [Number(m1[1]), Number(m1[2])], layer: 'linear', source: cut(m1[0]) };
  const mat1 = /mat1 and mat2 shapes cannot be multiplied \((\d+)x(\d+) and/.exec(message);
  if (mat1) return { dims: [Number(mat1[1]), Number(mat1[2])], layer: 'linear', source: cut(mat1[0]) };
  const got = /but got (?:\d+-dimensional )?input of size:? \[([\d,\s]+)\]/.exec(message);
  if (got) return { dims: got[1].split(',').map((d) => Number(d.trim())), layer: 'conv', source: cut(got[0]) };
  const channels = /expected input\[([\d,\s]+)\] to have \d+ channels/.exec(message);
  if (channels) return { dims: channels[1].split(',').map((d) => Number(d.trim())), layer: 'conv', source: cut(channels[0]) };
  return null;
}
