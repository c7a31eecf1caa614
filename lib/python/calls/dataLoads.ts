// Calls that load data: public datasets (torchvision.datasets.MNIST, keras.datasets.mnist.load_data, tfds.load,
// load_dataset), Drive mounts, checkpoints (torch.load of a .pt, load_model, load_weights, restore) and file
// reads (pd.read_csv, np.load, open, Image.open, cv2.imread …), with the string arguments that are paths.
import type { SyntaxNode } from '@lezer/common';
import type { DataLoadKind } from '../walkFacts';
import { type CallArgument, keywordArg, positional, stringValue } from '../nodes';
import { PATH_LIKE_NAME } from '../pathLiterals';
import { CHECKPOINT_METHODS, FILE_READ_CALLS, FILE_READ_METHODS, KERAS_DATASETS, TORCHVISION_DATASETS } from './dataNames';
import { type CallFact, type CallSite, canonicalLast, NO_FACTS, pathString, withFact } from './site';

export function dataLoadFacts(site: CallSite): readonly CallFact[] {
  const { method, node, src } = site;
  const canonical = site.canonical ?? site.written ?? '';
  if (canonical.includes('model_zoo') || canonical.includes('get_config_file')) {
    return site.args.length ? site.args.map((arg) => notAPath(arg)) : NO_FACTS; // config names inside a package, not local files
  }
  const written = writtenPathFacts(site);
  if (written) return written;
  let facts: CallFact[] | null = null;
  for (const arg of site.args) {
    const fact = arg.keyword && PATH_LIKE_NAME.test(arg.keyword) ? pathString(arg.value, true) : null;
    if (fact) facts = withFact(facts, fact);
  }
  if (!mayLoad(site)) return facts ?? NO_FACTS;
  const add = (fact: CallFact | null) => {
    if (fact) facts = withFact(facts, fact);
  };
  const load = (kind: DataLoadKind, detail: string | null) => add({ fact: 'dataLoad', kind, detail, from: node.from, to: node.to });
  const parent = site.parent;
  const first = positional(site.args, 0);
  const firstPath = keywordArg(site.args, 'path', 'filepath', 'file', 'fname', 'filename', 'directory', 'root', 'data_dir');
  const dataset = datasetName(site, parent);
  if (dataset !== undefined) {
    for (const arg of site.args) if (arg.value.name === 'String' && arg !== site.args[0]) add(notAPath(arg));
    if (first && (first.name === 'String' || first.name === 'ContinuedString') && !/load_dataset|load$|builder/.test(method)) {
      add({ fact: 'notAPath', from: first.from }); // the download folder of a public dataset
    }
    load('dataset_loader', dataset);
    return facts ?? NO_FACTS;
  }
  if (method === 'mount' && parent === 'drive') {
    load('drive', stringValue(first, src));
    return facts ?? NO_FACTS;
  }
  const pathNode = first ?? firstPath;
  if (canonical === 'torch.load' || (method === 'load' && parent === 'torch')) {
    if (pathNode) add(pathString(pathNode, true));
    const path = stringValue(pathNode, src);
    const dataLike = /data|dataset|tensor|feature|label|^x|^y|train|test|val/i;
    const dataFile = (path && dataLike.test(path) && !/\.(pt|pth|ckpt|tar)$/.test(path)) || (site.target && dataLike.test(site.target));
    load(dataFile ? 'file_read' : 'checkpoint', path);
    return facts ?? NO_FACTS;
  }
  if (
    CHECKPOINT_METHODS.has(method) ||
    (method === 'restore' && site.objectText && /saver|checkpoint|ckpt/i.test(site.objectText)) ||
    canonical === 'torch.jit.load' ||
    /saved_model\.load$/.test(canonical)
  ) {
    const path = method === 'restore' ? positional(site.args, 1) : pathNode;
    if (path) add(pathString(path, true));
    load('checkpoint', stringValue(path, src));
    return facts ?? NO_FACTS;
  }
  if (isFileRead(site, canonical, parent)) {
    // `open(path, 'w')` writes (a log, a results file): no input data comes from it.
    const mode = stringValue(positional(site.args, 1) ?? keywordArg(site.args, 'mode'), src) ?? '';
    if (canonical === 'open' && /^[wax]/.test(mode)) return (pathNode && writtenPath(pathNode, src)) || (facts ?? NO_FACTS);
    if (pathNode) add(pathString(pathNode, true));
    load('file_read', stringValue(pathNode, src));
  }
  return facts ?? NO_FACTS;
}

/**
 * Calls that write a file: the model or array saved, a figure, a log. Codebook `code_runnable`: a local path is a gap
 * because the reader lacks the file; a path the code itself writes (and may read back: `model.save(p)` then
 * `load_model(p)`) is one the reader's run creates.
 */
const SAVE_METHODS: ReadonlySet<string> = new Set([
  'save',
  'save_weights',
  'save_model',
  'savez',
  'savez_compressed',
  'savetxt',
  'savefig',
  'to_csv',
  'imwrite',
  'imsave',
  'export_saved_model',
  'ModelCheckpoint',
]);
const SAVE_PATH_KEYWORDS = ['filepath', 'filename', 'fname', 'file', 'path', 'export_dir', 'to_file'];

/** The string a save call writes to (its first string argument, or a path keyword; `to_file=` on any call). */
function writtenPathFacts(site: CallSite): readonly CallFact[] | null {
  const toFile = keywordArg(site.args, 'to_file');
  if (toFile && stringValue(toFile, site.src) !== null) return writtenPath(toFile, site.src);
  if (!SAVE_METHODS.has(site.method)) return null;
  const keyword = keywordArg(site.args, ...SAVE_PATH_KEYWORDS);
  const target = keyword ?? site.args.find((a) => !a.keyword && stringValue(a.value, site.src) !== null)?.value ?? null;
  return target && stringValue(target, site.src) !== null ? writtenPath(target, site.src) : null;
}

// A relative path or one under /tmp is created by the reader's run; `/home/me/x.pth`, `C:\\Users\\…` or `~/…` name
// folders only the asker's machine has, so writing there still fails elsewhere (stays a local path).
const CREATABLE_PATH = /^(?![/\\~]|[A-Za-z]:)|^\/tmp\//;

function writtenPath(node: SyntaxNode, src: string): readonly CallFact[] | null {
  const path = stringValue(node, src);
  if (path === null || !CREATABLE_PATH.test(path)) return null;
  return [
    { fact: 'notAPath', from: node.from },
    { fact: 'pathWrite', path },
  ];
}

/** `data_dir = 'x/y'`, `self.img_path = '…'`: a string assigned to a path-like name is a path (a lower bar than a string alone). */
export function assignedPathFacts(target: string, value: SyntaxNode): readonly CallFact[] {
  const fact = PATH_LIKE_NAME.test(target.slice(target.lastIndexOf('.') + 1)) ? pathString(value, true) : null;
  return fact ? [fact] : NO_FACTS;
}

/** Last names that may load data (the rules below name no other); `from numpy import load as npload` is read by its canonical name. */
const LOAD_METHODS: ReadonlySet<string> = new Set([
  'load',
  'load_data',
  'builder',
  'load_dataset',
  'mount',
  'restore',
  'open',
  ...CHECKPOINT_METHODS,
  ...FILE_READ_METHODS,
  ...TORCHVISION_DATASETS,
  ...[...FILE_READ_CALLS].map((name) => name.slice(name.lastIndexOf('.') + 1)),
]);

function mayLoad(site: CallSite): boolean {
  const { method } = site;
  const first = method.charCodeAt(0);
  return (
    LOAD_METHODS.has(method) ||
    LOAD_METHODS.has(canonicalLast(site)) ||
    (first >= 65 && first <= 90 && (site.parent === 'datasets' || site.path.includes('.datasets.'))) || // torchvision.datasets.MNIST(…)
    method.startsWith('load_') ||
    method.startsWith('fetch_') ||
    method.startsWith('make_')
  );
}

function notAPath(arg: CallArgument): CallFact {
  return { fact: 'notAPath', from: arg.value.from };
}

function isFileRead(site: CallSite, canonical: string, parent: string | null): boolean {
  const { method, segments } = site;
  if (FILE_READ_METHODS.has(method)) return true;
  if (FILE_READ_CALLS.has(canonical)) return true;
  if (segments === 2 && FILE_READ_CALLS.has(site.path)) return true;
  return method === 'open' && (parent === 'Image' || canonical.endsWith('Image.open'));
}

/** Name of the public dataset a call loads; undefined when it loads none. */
function datasetName(site: CallSite, parent: string | null): string | null | undefined {
  const { method, segments, src } = site;
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
  if (segments === 1 && TORCHVISION_DATASETS.has(method) && keywordArg(site.args, 'root', 'download', 'train', 'transform')) {
    return method;
  }
  return undefined;
}
