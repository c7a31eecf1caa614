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

/** A layer constructor and its argument text (up to the first closing bracket on the line). */
const LAYER = /\bnn\.(Linear|Conv1d|Conv2d|Conv3d|LSTM|GRU|RNN|Embedding)\s*\(([^\n]*)/g;

/** Models the code defines: `class Net(nn.Module)` with layers in `__init__`, or `x = nn.Sequential(…)`. */
export function findModelShapes(code: string): ModelShape[] {
  // Commented-out layers are no layers; the last class must end at a newline for the pattern below.
  const text = `${code
    .split('\n')
    .map((l) => (l.trim().startsWith('#') ? '' : l))
    .join('\n')}\n`;
  const shapes: ModelShape[] = [];
  for (const m of text.matchAll(
    /^class\s+([A-Za-z_]\w*)\s*\(\s*(?:torch\.)?(?:nn\.)?Module\s*\)\s*:[^\n]*\n((?:[ \t]+[^\n]*\n|[ \t]*\n)*)/gm,
  )) {
    const shape = fromLayers(m[1], m[2]);
    if (shape) shapes.push(shape);
  }
  for (const m of text.matchAll(/^([A-Za-z_]\w*)\s*=\s*(?:torch\.)?nn\.Sequential\s*\(([\s\S]{0,3000}?)\n?\)\s*$/gm)) {
    const shape = fromLayers(m[1], m[2]);
    if (shape) shapes.push(shape);
  }
  return shapes;
}

/** The first layer must have a literal size (`784`, `28 * 28`); a size held in a name leaves the input unknown. */
function fromLayers(name: string, body: string): ModelShape | null {
  const layers = [...body.matchAll(LAYER)];
  if (!layers.length) return null;
  const [whole, kind, rest] = layers[0];
  const args = splitArguments(rest);
  const first = literalInt(args[0]?.replace(/^(?:in_features|in_channels|input_size|num_embeddings)\s*=\s*/, '') ?? '');
  if (first === null) return null;
  // The class count is the last Linear's out_features, when it is a literal; a name (`num_classes`) leaves it unknown.
  const linears = layers.filter((l) => l[1] === 'Linear');
  const last = linears.length ? splitArguments(linears[linears.length - 1][2]) : [];
  const outputs = last.length >= 2 ? literalInt(last[1].replace(/^out_features\s*=\s*/, '')) : null;
  return {
    name,
    first: kind as FirstLayer,
    inputSize: first,
    batchFirst: args.some((a) => /^batch_first\s*=\s*True$/.test(a)),
    outputs,
    source: `nn.${kind}(${args.join(', ')})`.slice(0, 120) || whole,
  };
}

/** A call's arguments from the text after its `(`, split at top-level commas, up to its `)`. */
function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '#' && depth === 0) break;
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) {
      if (depth === 0) break;
      depth--;
    }
    if (ch === ',' && depth === 0) {
      args.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) args.push(current.trim());
  return args;
}

/** `784`, `28 * 28`, `28*28*1`, `64 + 64`: integer literals joined by * or +; anything else is unknown. */
function literalInt(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(?:\s*[*+]\s*\d+)*$/.test(t)) return null;
  return t
    .split('+')
    .map((term) => term.split('*').reduce((p, f) => p * Number(f.trim()), 1))
    .reduce((a, b) => a + b, 0);
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
