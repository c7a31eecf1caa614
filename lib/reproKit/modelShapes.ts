// What a question's own model says about the data it takes: the first layer's arguments give the input's
// feature size (`nn.Linear(784, …)`, `nn.Conv2d(3, …)`, `nn.LSTM(10, …)`, `nn.Embedding(5000, …)`), the last
// `nn.Linear` gives the class count; an error message can give the exact input shape the asker fed
// (`size mismatch, m1: [64 x 784]`, `mat1 and mat2 shapes cannot be multiplied (64x784 and …)`,
// `… but got 3-dimensional input of size [1, 28, 28]`, `expected input[16, 1, 28, 28] to have 3 channels`).
// Deterministic readings of PyTorch's own messages and constructors; nothing here guesses a model.

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

const LAYER = /\bnn\.(Linear|Conv1d|Conv2d|Conv3d|LSTM|GRU|RNN|Embedding)\s*\(\s*(?:in_features\s*=\s*|in_channels\s*=\s*|input_size\s*=\s*|num_embeddings\s*=\s*)?(\d+)([^)\n]*)\)?/g;
const LAST_LINEAR = /\bnn\.Linear\s*\(\s*(?:in_features\s*=\s*)?[\w.*+\s]+,\s*(?:out_features\s*=\s*)?(\d+)\s*[,)]/g;

/** Models the code defines: `class Net(nn.Module)` with layers in `__init__`, or `x = nn.Sequential(…)`. */
export function findModelShapes(code: string): ModelShape[] {
  const shapes: ModelShape[] = [];
  for (const m of code.matchAll(/^class\s+([A-Za-z_]\w*)\s*\(\s*(?:torch\.)?(?:nn\.)?Module\s*\)\s*:[^\n]*\n((?:[ \t]+[^\n]*\n|[ \t]*\n)*)/gm)) {
    const shape = fromLayers(m[1], m[2]);
    if (shape) shapes.push(shape);
  }
  for (const m of code.matchAll(/^([A-Za-z_]\w*)\s*=\s*(?:torch\.)?nn\.Sequential\s*\(([\s\S]{0,3000}?)\n?\)\s*$/gm)) {
    const shape = fromLayers(m[1], m[2]);
    if (shape) shapes.push(shape);
  }
  return shapes;
}

function fromLayers(name: string, body: string): ModelShape | null {
  LAYER.lastIndex = 0;
  const first = LAYER.exec(body);
  if (!first) return null;
  let outputs: number | null = null;
  for (const m of body.matchAll(LAST_LINEAR)) outputs = Number(m[1]);
  return {
    name,
    first: first[1] as FirstLayer,
    inputSize: Number(first[2]),
    batchFirst: /batch_first\s*=\s*True/.test(first[3] ?? ''),
    outputs,
    source: first[0].trim(),
  };
}

/** The model class an instance is made from: `model = Net()` -> Net; a Sequential is its own variable. */
export function modelOfInstance(instance: string, code: string, shapes: ModelShape[]): ModelShape | null {
  const direct = shapes.find((s) => s.name === instance);
  if (direct) return direct;
  const made = new RegExp(`^[ \\t]*${instance}\\s*=\\s*([A-Za-z_]\\w*)\\s*\\(`, 'm').exec(code);
  return made ? (shapes.find((s) => s.name === made[1]) ?? null) : null;
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
