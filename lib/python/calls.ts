// What one call in the code tells a reader: a model, a training step, a hyperparameter, a data load,
// stand-in data or an informative print. Pure rules over a call site; the tree walk supplies the sites.
import type { SyntaxNode } from '@lezer/common';
import type { DataLoadKind, HyperparameterName, ModelKind } from '../analysis/facts';
import {
  CHECKPOINT_METHODS,
  FILE_READ_CALLS,
  FILE_READ_METHODS,
  FUNCTIONAL_LOSSES,
  HYPERPARAMETER_NAMES,
  KERAS_APPLICATIONS,
  KERAS_DATASETS,
  KERAS_LAYERS,
  KERAS_LOSS_CLASSES,
  NON_MODEL_PRETRAINED,
  NON_TRAINING_FITTERS,
  NOT_HYPERPARAMETER,
  OPTIMIZER_MODULES,
  OPTIMIZER_NAMES,
  TF1_LAYER_FUNCTIONS,
  TORCH_LAYERS,
  TORCHVISION_ARCH,
  TORCHVISION_DATASETS,
  TRAINING_METHODS,
} from './names';
import { PATH_LIKE_NAME } from './pathLiterals';
import { type CallArgument, keywordArg, positional, positionalCount, stringValue, valueText } from './nodes';
import { standInShape } from './standIns';

export interface CallSite {
  /** The CallExpression. */
  node: SyntaxNode;
  /** Dotted callee as written ("nn.Linear"), null when the callee is not a plain name chain. */
  written: string | null;
  /** Callee with import aliases resolved ("torch.nn.Linear"). */
  canonical: string | null;
  /** Last name of the callee ("Linear", "fit"). */
  method: string | null;
  /** Source text of the object a method is called on ("model" in model.fit(...)). */
  objectText: string | null;
  args: CallArgument[];
  /** Name the call's value is assigned to, when the call is the assigned value or the base of its method chain. */
  target: string | null;
  /** Segments of the canonical callee; set by recognizeCall. */
  parts?: string[];
}

/** Where recognised facts go; offsets are into the parsed source. */
export interface CallFactSink {
  readonly src: string;
  /** Inside the body of a class that is a model. */
  readonly inModelClass: boolean;
  model(kind: ModelKind, name: string | null, from: number, to: number): void;
  layer(from: number, to: number): void;
  functionalCandidate(name: string | null, from: number, to: number, hasInputsKeywords: boolean): void;
  sawInputCall(): void;
  training(call: string, from: number, to: number): void;
  hyperparameter(name: HyperparameterName, value: string | null, from: number, to: number): void;
  dataLoad(kind: DataLoadKind, detail: string | null, from: number, to: number): void;
  standIn(call: string, shape: number[] | null, target: string | null, from: number, to: number): void;
  print(from: number, to: number): void;
  /** Classify a string argument as a path; `inPathPosition` lowers the bar. */
  pathArgument(node: SyntaxNode, inPathPosition: boolean): void;
  /** A string argument that must not count as a local path (a dataset's download folder). */
  ignoreString(node: SyntaxNode): void;
}

export function recognizeCall(site: CallSite, sink: CallFactSink): void {
  if (!site.method) return;
  site.parts = (site.canonical ?? site.written ?? site.method).split('.');
  recognizeModel(site, sink);
  recognizeTraining(site, sink);
  recognizeHyperparameters(site, sink);
  recognizeDataLoad(site, sink);
  recognizeStandIn(site, sink);
  recognizePrint(site, sink);
}

function segments(site: CallSite): string[] {
  return site.parts ?? (site.canonical ?? site.written ?? site.method ?? '').split('.');
}

function calleeText(site: CallSite): string {
  const text = site.written ?? (site.method ? `….${site.method}` : '');
  return text.length <= 60 ? text : `….${site.method ?? ''}`;
}

// ---------------------------------------------------------------- models

function recognizeModel(site: CallSite, sink: CallFactSink): void {
  const { node, method } = site;
  if (!method) return;
  const parts = segments(site);
  const parent = parts.length > 1 ? parts[parts.length - 2] : null;
  const canonical = site.canonical ?? '';

  if (method === 'Input' && (parts.length === 1 || /keras|layers/.test(canonical))) sink.sawInputCall();

  if (method === 'Sequential') {
    // nn.Sequential / keras Sequential; not imgaug's iaa.Sequential.
    const framework = parts.length === 1 || parent === 'nn' || parent === 'models' || /torch|keras|tensorflow/.test(canonical);
    if (framework && !sink.inModelClass) sink.model('Sequential', site.target, node.from, node.to);
    return;
  }
  if (method === 'Model' && (parts.length === 1 || /keras|models/.test(canonical) || parent === 'Model')) {
    const hasKeywords = keywordArg(site.args, 'inputs', 'input') !== null && keywordArg(site.args, 'outputs', 'output') !== null;
    if (hasKeywords || positionalCount(site.args) >= 2) sink.functionalCandidate(site.target, node.from, node.to, hasKeywords);
    return;
  }
  const pretrained = pretrainedName(site, parts, parent, sink.src);
  if (pretrained !== undefined) {
    sink.model('pretrained', pretrained, node.from, node.to);
    return;
  }
  if (isLayerConstructor(site, parts, parent)) sink.layer(node.from, node.to);
}

/** Checkpoint / architecture name of a pretrained-model call; undefined when the call loads none. */
function pretrainedName(site: CallSite, parts: string[], parent: string | null, src: string): string | null | undefined {
  const method = site.method!;
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
  const fromTorchvision = canonical.startsWith('torchvision.models.') || parent === 'models';
  if (TORCHVISION_ARCH.test(method) && !/keras|tensorflow/.test(canonical)) {
    if (fromTorchvision) return method;
    const flagged = keywordArg(site.args, 'pretrained', 'weights') !== null;
    if (parts.length === 1 && flagged) return method;
  }
  if (/^[A-Z]/.test(method) && (parts.includes('applications') || (parts.length === 1 && KERAS_APPLICATIONS.test(method)))) {
    if (parts.length === 1 && !keywordArg(site.args, 'weights', 'include_top', 'input_shape')) return undefined;
    return method;
  }
  return undefined;
}

function isLayerConstructor(site: CallSite, parts: string[], parent: string | null): boolean {
  const method = site.method!;
  const canonical = site.canonical ?? '';
  if (parts.length === 1) return TORCH_LAYERS.has(method) || KERAS_LAYERS.has(method);
  if (TORCH_LAYERS.has(method) && (parent === 'nn' || canonical.startsWith('torch.nn'))) return true;
  if (KERAS_LAYERS.has(method) && (parent === 'layers' || /keras/.test(canonical))) return true;
  return TF1_LAYER_FUNCTIONS.has(method) && parent === 'layers' && /^tensorflow\./.test(canonical);
}

// ---------------------------------------------------------------- training

const OPTIMIZER_OBJECT = /optim|^opt\b|^opt_|adam|sgd/i;

function recognizeTraining(site: CallSite, sink: CallFactSink): void {
  const { method, objectText, node } = site;
  if (!method || objectText === null) return; // training calls are methods
  const args = positionalCount(site.args) + site.args.length;
  let training = false;
  if (TRAINING_METHODS.has(method)) {
    training = !(method === 'fit' || method.startsWith('fit_')) || !NON_TRAINING_FITTERS.test(lastSegment(objectText));
  } else if (method === 'step') training = OPTIMIZER_OBJECT.test(lastSegment(objectText));
  else if (method === 'train') training = /trainer/i.test(objectText) || args === 0 || isBoolArgument(site);
  else if (method === 'eval') training = args === 0;
  else if (method === 'run') training = /sess/i.test(objectText) && /train|optim|minimi[sz]e/i.test(argumentText(site, sink.src));
  if (training) sink.training(calleeText(site), node.from, node.to);
}

function lastSegment(text: string): string {
  const match = /([A-Za-z_]\w*)\W*$/.exec(text);
  return match ? match[1] : text;
}

function isBoolArgument(site: CallSite): boolean {
  const first = positional(site.args, 0) ?? keywordArg(site.args, 'mode');
  return first?.name === 'Boolean';
}

function argumentText(site: CallSite, src: string): string {
  const argList = site.node.lastChild;
  return argList ? src.slice(argList.from, Math.min(argList.to, argList.from + 200)) : '';
}

// ---------------------------------------------------------------- hyperparameters

function recognizeHyperparameters(site: CallSite, sink: CallFactSink): void {
  const src = sink.src;
  const { method, node } = site;
  for (const arg of site.args) {
    if (arg.keyword === null) continue;
    const name = hyperparameterName(arg.keyword);
    if (name) sink.hyperparameter(name, valueText(arg.value, src), arg.from, arg.value.to);
  }
  if (!method) return;
  const parts = segments(site);
  const module = parts.slice(0, -1).join('.');

  if (isOptimizerConstructor(method, module)) {
    sink.hyperparameter('optimizer', method, node.from, node.to);
    const lrIndex = module.includes('torch') || parts[0] === 'optim' ? 1 : 0;
    const lr = keywordArg(site.args, 'lr', 'learning_rate') ? null : positional(site.args, lrIndex);
    if (lr && (lr.name === 'Number' || lr.name === 'BinaryExpression')) {
      sink.hyperparameter('learning_rate', valueText(lr, src), lr.from, lr.to);
    }
  } else if (isLossCall(method, module)) {
    const text = src.slice(node.from, node.to);
    const isClass = /^[A-Z]/.test(method);
    const value = isClass && text.length <= 80 && !text.includes('\n') ? text : (site.written ?? method);
    sink.hyperparameter('loss', value, node.from, node.to);
  }
  if (method === 'compile') compileArguments(site, sink);
  if (method === 'add_argument') argparseHyperparameter(site, sink);
}

const hyperparameterNames = new Map<string, HyperparameterName | null>();

/** Memoised: the same keyword names (`dim`, `batch_first`) come back in every block. */
export function hyperparameterName(name: string): HyperparameterName | null {
  let found = hyperparameterNames.get(name);
  if (found !== undefined) return found;
  found = null;
  for (const [pattern, hp] of HYPERPARAMETER_NAMES) {
    if (pattern.test(name)) {
      found = hp === 'learning_rate' && NOT_HYPERPARAMETER.test(name) ? null : hp;
      break;
    }
  }
  if (hyperparameterNames.size < 5000) hyperparameterNames.set(name, found);
  return found;
}

function isOptimizerConstructor(method: string, module: string): boolean {
  if (!OPTIMIZER_NAMES.has(method) && !/^\w+Optimizer$/.test(method)) return false;
  if (!module) return OPTIMIZER_NAMES.has(method);
  return OPTIMIZER_MODULES.test(module) || /(^|\.)(optim|optimizers|keras|tensorflow|transformers|tfa)(\.|$)/.test(module);
}

function isLossCall(method: string, module: string): boolean {
  if (!/loss|Loss|entropy|Entropy|Error|Huber|Hinge|Divergence|Similarity|LogCosh|Poisson/.test(method) && !module.endsWith('losses'))
    return false;
  if (/^[A-Z]\w*Loss$/.test(method)) return !module || /nn|loss/.test(module) || /^[A-Z]/.test(method);
  if (/(^|\.)losses$/.test(module)) return true;
  if (KERAS_LOSS_CLASSES.test(method)) return !module || /keras|losses/.test(module);
  if (/(^|\.)(functional|nn)$/.test(module) || module === 'F') return FUNCTIONAL_LOSSES.test(method);
  return false;
}

/** model.compile(optimizer='adam', loss='mse'): strings and attribute references (calls are recognised on their own). */
function compileArguments(site: CallSite, sink: CallFactSink): void {
  const src = sink.src;
  const optimizer = keywordArg(site.args, 'optimizer') ?? positional(site.args, 0);
  const loss = keywordArg(site.args, 'loss') ?? positional(site.args, 1);
  for (const [name, node] of [
    ['optimizer', optimizer],
    ['loss', loss],
  ] as const) {
    if (!node || node.name === 'CallExpression') continue;
    const text =
      stringValue(node, src) ?? (node.name === 'MemberExpression' || node.name === 'VariableName' ? src.slice(node.from, node.to) : null);
    sink.hyperparameter(name, text, node.from, node.to);
  }
}

/** parser.add_argument('--lr', type=float, default=0.01) */
function argparseHyperparameter(site: CallSite, sink: CallFactSink): void {
  const flag = stringValue(positional(site.args, 0), sink.src);
  if (!flag?.startsWith('-')) return;
  const name = hyperparameterName(flag.replace(/^-+/, '').replace(/-/g, '_'));
  if (!name) return;
  const value = keywordArg(site.args, 'default');
  sink.hyperparameter(name, valueText(value, sink.src), site.node.from, site.node.to);
}

// ---------------------------------------------------------------- data loads

function recognizeDataLoad(site: CallSite, sink: CallFactSink): void {
  const { method, node } = site;
  if (!method) return;
  const src = sink.src;
  const canonical = site.canonical ?? site.written ?? '';
  const parts = segments(site);
  const parent = parts.length > 1 ? parts[parts.length - 2] : null;
  const first = positional(site.args, 0);
  const firstPath = keywordArg(site.args, 'path', 'filepath', 'file', 'fname', 'filename', 'directory', 'root', 'data_dir');

  if (canonical.includes('model_zoo') || canonical.includes('get_config_file')) {
    for (const arg of site.args) sink.ignoreString(arg.value); // config names inside a package, not local files
    return;
  }
  for (const arg of site.args) {
    if (arg.keyword && PATH_LIKE_NAME.test(arg.keyword)) sink.pathArgument(arg.value, true);
  }

  const dataset = datasetName(site, parts, parent, src);
  if (dataset !== undefined) {
    for (const arg of site.args) if (arg.value.name === 'String' && arg !== site.args[0]) sink.ignoreString(arg.value);
    if (first && (first.name === 'String' || first.name === 'ContinuedString') && !/load_dataset|load$|builder/.test(method)) {
      sink.ignoreString(first); // the download folder of a public dataset
    }
    sink.dataLoad('dataset_loader', dataset, node.from, node.to);
    return;
  }
  if (method === 'mount' && parent === 'drive') {
    sink.dataLoad('drive', stringValue(first, src), node.from, node.to);
    return;
  }
  const pathNode = first ?? firstPath;
  if (canonical === 'torch.load' || (method === 'load' && parent === 'torch')) {
    if (pathNode) sink.pathArgument(pathNode, true);
    const path = stringValue(pathNode, src);
    const dataLike = /data|dataset|tensor|feature|label|^x|^y|train|test|val/i;
    const kind =
      (path && dataLike.test(path) && !/\.(pt|pth|ckpt|tar)$/.test(path)) || (site.target && dataLike.test(site.target))
        ? 'file_read'
        : 'checkpoint';
    sink.dataLoad(kind, path, node.from, node.to);
    return;
  }
  if (
    CHECKPOINT_METHODS.has(method) ||
    (method === 'restore' && site.objectText && /saver|checkpoint|ckpt/i.test(site.objectText)) ||
    canonical === 'torch.jit.load' ||
    /saved_model\.load$/.test(canonical)
  ) {
    const path = method === 'restore' ? positional(site.args, 1) : pathNode;
    if (path) sink.pathArgument(path, true);
    sink.dataLoad('checkpoint', stringValue(path, src), node.from, node.to);
    return;
  }
  if (isFileRead(site, canonical, parts, parent)) {
    // `open(path, 'w')` writes (a log, a results file): no input data comes from it.
    if (canonical === 'open' && /^[wax]/.test(stringValue(positional(site.args, 1) ?? keywordArg(site.args, 'mode'), src) ?? '')) return;
    if (pathNode) sink.pathArgument(pathNode, true);
    sink.dataLoad('file_read', stringValue(pathNode, src), node.from, node.to);
  }
}

function isFileRead(site: CallSite, canonical: string, parts: string[], parent: string | null): boolean {
  const method = site.method!;
  if (FILE_READ_METHODS.has(method)) return true;
  if (FILE_READ_CALLS.has(canonical)) return true;
  if (parts.length === 2 && FILE_READ_CALLS.has(`${parent}.${method}`)) return true;
  return method === 'open' && (parent === 'Image' || canonical.endsWith('Image.open'));
}

/** Name of the public dataset a call loads; undefined when it loads none. */
function datasetName(site: CallSite, parts: string[], parent: string | null, src: string): string | null | undefined {
  const method = site.method!;
  const canonical = site.canonical ?? '';
  const first = positional(site.args, 0);
  if (method === 'load_data') {
    const match = /(?:^|\.)(?:datasets\.)?(\w+)\.load_data$/.exec(site.written ?? '');
    const name = match?.[1] ?? parent;
    if (name && (KERAS_DATASETS.has(name) || /datasets\.\w+\.load_data$/.test(canonical))) return name;
    return undefined;
  }
  if ((method === 'load' || method === 'builder') && (parent === 'tfds' || canonical.startsWith('tensorflow_datasets.'))) {
    return stringValue(first ?? keywordArg(site.args, 'name'), src);
  }
  if (method === 'load_dataset') return stringValue(first ?? keywordArg(site.args, 'path'), src);
  if (/^(load|fetch|make)_\w+$/.test(method) && (canonical.startsWith('sklearn.datasets') || parent === 'datasets')) {
    return method.replace(/^(load|fetch)_/, '');
  }
  if (method === 'ImageFolder' || method === 'DatasetFolder') return undefined;
  if (/^[A-Z]/.test(method) && (parent === 'datasets' || /^(torchvision|torchtext|torchaudio)\.datasets\./.test(canonical))) return method;
  if (parts.length === 1 && TORCHVISION_DATASETS.has(method) && keywordArg(site.args, 'root', 'download', 'train', 'transform')) {
    return method;
  }
  return undefined;
}

// ---------------------------------------------------------------- stand-in data

function recognizeStandIn(site: CallSite, sink: CallFactSink): void {
  if (!site.canonical || sink.inModelClass) return;
  const shape = standInShape(site.canonical, site.args, sink.src);
  if (shape === undefined) return;
  sink.standIn(site.written ?? site.canonical, shape, site.target, site.node.from, site.node.to);
}

// ---------------------------------------------------------------- prints

const INFORMATIVE_PRINT = /\.(shape|dtype|ndim|size\(|dim\(\))|\btype\(|\blen\(|\.summary\(/;
const MODEL_NAME = /model|net\b|^net|network|classifier|encoder|decoder/i;

function recognizePrint(site: CallSite, sink: CallFactSink): void {
  const { method, node } = site;
  if (!method) return;
  if (method === 'summary' && (site.objectText !== null || site.args.length >= 1)) {
    sink.print(node.from, node.to);
    return;
  }
  if (method !== 'print' || (site.written !== 'print' && site.written !== 'tf.print')) return;
  const argList = node.lastChild;
  if (!argList) return;
  const text = sink.src.slice(argList.from, argList.to);
  const only = site.args.length === 1 ? site.args[0].value : null;
  if (INFORMATIVE_PRINT.test(text) || (only?.name === 'VariableName' && MODEL_NAME.test(sink.src.slice(only.from, only.to)))) {
    sink.print(node.from, node.to);
  }
}
