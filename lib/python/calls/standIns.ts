// Recognises calls that generate stand-in data (torch.randn, np.random.rand, tf.constant …) and reads
// their literal shape, which tells a reader the exact input the asker fed in.
import { type CallArgument, intList, intValue, keywordArg, nestedListShape, positional, positionalCount } from '../nodes';
import { type CallFact, type CallSite, canonicalLast, NO_FACTS } from './site';

type ShapeReader = (args: CallArgument[], src: string) => number[] | null;

/** Dimensions given as separate ints or as one tuple/list: randn(8, 3) / randn((8, 3)). */
const dimsAsArgs: ShapeReader = (args, src) => {
  const size = keywordArg(args, 'size');
  if (size) return intList(size, src);
  const count = positionalCount(args);
  if (count === 1) return intList(positional(args, 0), src);
  const dims: number[] = [];
  for (let i = 0; i < count; i++) {
    const d = intValue(positional(args, i), src);
    if (d === null) return null;
    dims.push(d);
  }
  return count ? dims : null;
};

/** A single shape argument, first positional or by keyword. */
const shapeArg =
  (index: number, ...keywords: string[]): ShapeReader =>
  (args, src) =>
    intList(keywordArg(args, ...keywords) ?? positional(args, index), src);

/** Data given as a (nested) literal: torch.tensor([[1, 2], [3, 4]]) -> [2, 2]. */
const literalData: ShapeReader = (args, src) => {
  const shape = keywordArg(args, 'shape');
  if (shape) return intList(shape, src);
  return nestedListShape(positional(args, 0) ?? keywordArg(args, 'data', 'value', 'object'));
};

/** torch.Tensor(2, 3) is a shape; torch.Tensor([2, 3]) is data. */
const tensorClass: ShapeReader = (args, src) => {
  const first = positional(args, 0);
  if (first && (first.name === 'ArrayExpression' || first.name === 'TupleExpression')) return nestedListShape(first);
  return dimsAsArgs(args, src);
};

/** torch.randint(low?, high, size): the size is the tuple argument. */
const randintTorch: ShapeReader = (args, src) => {
  const size = keywordArg(args, 'size');
  if (size) return intList(size, src);
  for (const arg of args) {
    if (arg.keyword === null && (arg.value.name === 'TupleExpression' || arg.value.name === 'ArrayExpression')) {
      return intList(arg.value, src);
    }
  }
  return null;
};

const arange: ShapeReader = (args, src) => {
  const count = positionalCount(args);
  const values = [0, 1, 2].map((i) => intValue(positional(args, i), src));
  if (count === 1 && values[0] !== null) return [values[0]];
  if (count === 2 && values[0] !== null && values[1] !== null) return [Math.max(0, values[1] - values[0])];
  if (count === 3 && values.every((v) => v !== null) && values[2]! > 0) {
    return [Math.max(0, Math.ceil((values[1]! - values[0]!) / values[2]!))];
  }
  return null;
};

const linspace: ShapeReader = (args, src) => {
  const n = intValue(keywordArg(args, 'steps', 'num') ?? positional(args, 2), src);
  return n === null ? null : [n];
};

const eye: ShapeReader = (args, src) => {
  const n = intValue(positional(args, 0), src);
  const m = intValue(positional(args, 1) ?? keywordArg(args, 'M', 'm'), src);
  if (n === null) return null;
  return [n, m ?? n];
};

/** Readers by canonical callee; anything under numpy.random / tensorflow.random falls back to `size`/`shape`. */
const READERS: Record<string, ShapeReader> = {
  'torch.randn': dimsAsArgs,
  'torch.rand': dimsAsArgs,
  'torch.zeros': dimsAsArgs,
  'torch.ones': dimsAsArgs,
  'torch.empty': dimsAsArgs,
  'torch.randint': randintTorch,
  'torch.full': shapeArg(0, 'size'),
  'torch.normal': shapeArg(2, 'size'),
  'torch.arange': arange,
  'torch.linspace': linspace,
  'torch.eye': eye,
  'torch.tensor': literalData,
  'torch.as_tensor': literalData,
  'numpy.random.rand': dimsAsArgs,
  'numpy.random.randn': dimsAsArgs,
  'numpy.random.random': shapeArg(0, 'size'),
  'numpy.random.random_sample': shapeArg(0, 'size'),
  'numpy.random.sample': shapeArg(0, 'size'),
  'numpy.random.randint': shapeArg(2, 'size'),
  'numpy.random.uniform': shapeArg(2, 'size'),
  'numpy.random.normal': shapeArg(2, 'size'),
  'numpy.random.choice': shapeArg(1, 'size'),
  'numpy.random.binomial': shapeArg(2, 'size'),
  'numpy.random.poisson': shapeArg(1, 'size'),
  'numpy.zeros': shapeArg(0, 'shape'),
  'numpy.ones': shapeArg(0, 'shape'),
  'numpy.empty': shapeArg(0, 'shape'),
  'numpy.full': shapeArg(0, 'shape'),
  'numpy.array': literalData,
  'numpy.asarray': literalData,
  'numpy.arange': arange,
  'numpy.linspace': linspace,
  'numpy.eye': eye,
  'numpy.identity': eye,
  'tensorflow.random.uniform': shapeArg(0, 'shape'),
  'tensorflow.random.normal': shapeArg(0, 'shape'),
  'tensorflow.random.truncated_normal': shapeArg(0, 'shape'),
  'tensorflow.random_normal': shapeArg(0, 'shape'),
  'tensorflow.random_uniform': shapeArg(0, 'shape'),
  'tensorflow.truncated_normal': shapeArg(0, 'shape'),
  'tensorflow.random.stateless_uniform': shapeArg(0, 'shape'),
  'tensorflow.constant': literalData,
  'tensorflow.convert_to_tensor': literalData,
  'tensorflow.zeros': shapeArg(0, 'shape'),
  'tensorflow.ones': shapeArg(0, 'shape'),
  'tensorflow.fill': shapeArg(0, 'dims'),
  'tensorflow.range': arange,
  'jax.numpy.zeros': shapeArg(0, 'shape'),
  'jax.numpy.ones': shapeArg(0, 'shape'),
  'jax.numpy.array': literalData,
  'jax.random.normal': shapeArg(1, 'shape'),
  'jax.random.uniform': shapeArg(1, 'shape'),
};

const TORCH_TENSOR_CLASS = /^torch\.(cuda\.)?(Float|Double|Half|BFloat16|Long|Int|Short|Char|Byte|Bool)?Tensor$/;
/** Calls that only convert existing data: they are stand-in data only when given a literal. */
const NEEDS_LITERAL = /\.(tensor|as_tensor|array|asarray|constant|convert_to_tensor)$|Tensor$/;
const LITERAL_NODES = new Set(['ArrayExpression', 'TupleExpression', 'Number', 'UnaryExpression']);

const readers = new Map<string, ShapeReader | null>();

/** Memoised: every call's canonical name meets the patterns below. */
function readerFor(canonical: string): ShapeReader | null {
  let reader = readers.get(canonical);
  if (reader === undefined) {
    reader = findReader(canonical);
    if (readers.size < 5000) readers.set(canonical, reader);
  }
  return reader;
}

function findReader(canonical: string): ShapeReader | null {
  if (Object.hasOwn(READERS, canonical)) return READERS[canonical];
  if (TORCH_TENSOR_CLASS.test(canonical)) return tensorClass;
  if (/^numpy\.random\.\w+$/.test(canonical) && !/seed|default_rng|RandomState|shuffle|permutation/.test(canonical)) {
    return shapeArg(0, 'size');
  }
  if (/^tensorflow\.random\.\w+$/.test(canonical) && !/set_seed|shuffle/.test(canonical)) return shapeArg(0, 'shape');
  return null;
}

/**
 * The stand-in data a call makes, with its literal shape; undefined when the call makes none.
 * Conversions such as np.array(x) of an existing variable are not stand-in data.
 */
export function standInShape(canonical: string, args: CallArgument[], src: string): number[] | null | undefined {
  const reader = readerFor(canonical);
  if (!reader) return undefined;
  if (NEEDS_LITERAL.test(canonical)) {
    const first = positional(args, 0);
    const isShapeCall = TORCH_TENSOR_CLASS.test(canonical) && first?.name === 'Number';
    if (!first || (!LITERAL_NODES.has(first.name) && !isShapeCall)) return undefined;
  }
  return reader(args, src);
}

/** Last segments of the callees above: a quick test before the canonical name is looked up. */
const LAST_SEGMENTS: ReadonlySet<string> = new Set(Object.keys(READERS).map((name) => name.slice(name.lastIndexOf('.') + 1)));

/** A call that makes stand-in data, outside a model class (a model's own `torch.zeros` buffers are no input). */
export function standInFacts(site: CallSite): readonly CallFact[] {
  if (!site.canonical || site.inModelClass) return NO_FACTS;
  const last = canonicalLast(site);
  if (!LAST_SEGMENTS.has(last) && !last.endsWith('Tensor') && site.parent !== 'random') return NO_FACTS;
  const shape = standInShape(site.canonical, site.args, site.src);
  if (shape === undefined) return NO_FACTS;
  return [{ fact: 'standIn', call: site.written ?? site.canonical, shape, target: site.target, from: site.node.from, to: site.node.to }];
}
