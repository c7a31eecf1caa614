// Calls that make a model or a layer: nn.Sequential / keras Sequential, the keras functional Model(inputs, outputs),
// pretrained loaders (from_pretrained, torchvision architectures, timm, torch.hub, keras.applications) and layer
// constructors (nn.Linear, layers.Dense, tf.layers.dense), the last with their arguments read as typed values.
import type { LayerArgument } from '../walkFacts';
import { argumentValue, keywordArg, positional, positionalCount, stringValue } from '../nodes';
import { KERAS_APPLICATIONS, KERAS_LAYERS, NON_MODEL_PRETRAINED, TF1_LAYER_FUNCTIONS, TORCH_LAYERS, TORCHVISION_ARCH } from './modelNames';
import { type CallFact, type CallSite, hasSegment, NO_FACTS } from './site';

/** Last names the rules below treat apart. */
const MODEL_METHODS = new Set(['Input', 'Sequential', 'Model', 'from_pretrained', 'create_model', 'load', 'KerasLayer']);

/** What a call's last name alone says, read once per name (most calls, `x.view`, `torch.cat`, `print`, say nothing). */
interface ModelTraits {
  /** One of MODEL_METHODS, a layer name, or a torchvision architecture. */
  named: boolean;
  architecture: boolean;
  /** Capitalised: a class, maybe a keras.applications one. */
  capital: boolean;
  kerasApplication: boolean;
}

const traitsByMethod = new Map<string, ModelTraits | null>();

function traitsOf(method: string): ModelTraits | null {
  let traits = traitsByMethod.get(method);
  if (traits === undefined) {
    const architecture = TORCHVISION_ARCH.test(method);
    const capital = /^[A-Z]/.test(method);
    const layer = TORCH_LAYERS.has(method) || KERAS_LAYERS.has(method) || TF1_LAYER_FUNCTIONS.has(method);
    const named = MODEL_METHODS.has(method) || layer || architecture;
    traits = named || capital ? { named, architecture, capital, kerasApplication: capital && KERAS_APPLICATIONS.test(method) } : null;
    if (traitsByMethod.size < 5000) traitsByMethod.set(method, traits);
  }
  return traits;
}

export function modelFacts(site: CallSite): readonly CallFact[] {
  const { method, segments } = site;
  const traits = traitsOf(method);
  // A class call (`Net()`, `DataLoader(…)`) makes a model only as a keras.applications one.
  if (!traits || (!traits.named && !traits.kerasApplication && !site.path.includes('applications'))) return NO_FACTS;
  const input = method === 'Input' && (segments === 1 || /keras|layers/.test(site.canonical ?? ''));
  const made = madeModel(site, traits);
  if (!input) return made ? [made] : NO_FACTS;
  return made ? [{ fact: 'inputCall' }, made] : [{ fact: 'inputCall' }];
}

function madeModel(site: CallSite, traits: ModelTraits): CallFact | null {
  const { node, method, segments, parent } = site;
  const canonical = site.canonical ?? '';
  if (method === 'Sequential') {
    // nn.Sequential / keras Sequential; not imgaug's iaa.Sequential.
    const framework = segments === 1 || parent === 'nn' || parent === 'models' || /torch|keras|tensorflow/.test(canonical);
    if (!framework || site.inModelClass) return null;
    return {
      fact: 'model',
      kind: 'Sequential',
      name: site.target,
      written: site.written,
      canonical: site.canonical,
      from: node.from,
      to: node.to,
    };
  }
  if (method === 'Model' && (segments === 1 || /keras|models/.test(canonical) || parent === 'Model')) {
    const hasInputsKeywords = keywordArg(site.args, 'inputs', 'input') !== null && keywordArg(site.args, 'outputs', 'output') !== null;
    if (!hasInputsKeywords && positionalCount(site.args) < 2) return null;
    return { fact: 'functionalCandidate', name: site.target, hasInputsKeywords, from: node.from, to: node.to };
  }
  const pretrained = pretrainedName(site, parent, traits);
  if (pretrained !== undefined) {
    return {
      fact: 'model',
      kind: 'pretrained',
      name: pretrained,
      written: site.written,
      canonical: site.canonical,
      from: node.from,
      to: node.to,
    };
  }
  if (!isLayerConstructor(site, parent)) return null;
  const written = site.written ?? method;
  return {
    fact: 'layer',
    layer: method,
    written,
    canonical: site.canonical ?? written,
    framework: layerFramework(canonical),
    args: layerArguments(site),
    target: site.target,
    from: node.from,
    to: node.to,
  };
}

/** Checkpoint / architecture name of a pretrained-model call; undefined when the call loads none. */
function pretrainedName(site: CallSite, parent: string | null, traits: ModelTraits): string | null | undefined {
  const { method, segments, src } = site;
  const canonical = site.canonical ?? '';
  const first = positional(site.args, 0);
  if (method === 'from_pretrained') {
    if (site.objectText && NON_MODEL_PRETRAINED.test(site.objectText)) return undefined;
    return stringValue(first ?? keywordArg(site.args, 'pretrained_model_name_or_path'), src);
  }
  if (method === 'create_model' && (parent === 'timm' || canonical.startsWith('timm.'))) return stringValue(first, src);
  if (method === 'load' && parent === 'hub') {
    if (canonical.startsWith('tensorflow_hub')) return stringValue(first, src);
    return stringValue(positional(site.args, 1) ?? keywordArg(site.args, 'model'), src);
  }
  if (method === 'KerasLayer' && (parent === 'hub' || canonical.startsWith('tensorflow_hub'))) return stringValue(first, src);
  if (traits.architecture && !/keras|tensorflow/.test(canonical)) {
    if (canonical.startsWith('torchvision.models.') || parent === 'models') return method;
    const flagged = keywordArg(site.args, 'pretrained', 'weights') !== null;
    if (segments === 1 && flagged) return method;
  }
  if (traits.capital && (hasSegment(site, 'applications') || (segments === 1 && traits.kerasApplication))) {
    if (segments === 1 && !keywordArg(site.args, 'weights', 'include_top', 'input_shape')) return undefined;
    return method;
  }
  return undefined;
}

function isLayerConstructor(site: CallSite, parent: string | null): boolean {
  const { method, segments } = site;
  const canonical = site.canonical ?? '';
  if (segments === 1) return TORCH_LAYERS.has(method) || KERAS_LAYERS.has(method);
  if (TORCH_LAYERS.has(method) && (parent === 'nn' || canonical.startsWith('torch.nn'))) return true;
  if (KERAS_LAYERS.has(method) && (parent === 'layers' || /keras/.test(canonical))) return true;
  return TF1_LAYER_FUNCTIONS.has(method) && parent === 'layers' && /^tensorflow\./.test(canonical);
}

/** Where a layer's callee resolves; a bare `Dense(…)` with no import says nothing. */
function layerFramework(canonical: string): 'torch' | 'keras' | 'tensorflow' | null {
  if (canonical.startsWith('torch.')) return 'torch';
  if (/(^|\.)keras\./.test(canonical)) return 'keras';
  if (canonical.startsWith('tensorflow.')) return 'tensorflow';
  return null;
}

/** Offsets into the parsed source, as every call fact's; the walk maps them to the block's text. */
function layerArguments(site: CallSite): LayerArgument[] {
  return site.args.map((arg) => ({
    keyword: arg.keyword,
    value: arg.spread ? { kind: 'other' } : argumentValue(arg.value, site.src),
    start: arg.from,
    end: arg.value.to,
    text: site.src.slice(arg.from, arg.value.to),
  }));
}
