// Environment facts stated anywhere in a question: framework versions (checklist: "environment"
// is present only with a framework version), and the weaker facts that make it "partial"
// under the codebook — Python version, OS, GPU model, CUDA version, Anaconda/site-packages paths.
import type { Located } from '../analysis/blockFacts';

export interface VersionFact extends Located {
  /** Normalised package name: torch, tensorflow, keras, transformers, torchvision, … */
  name: string;
  version: string;
}

export type PartialEnvironmentKind = 'python' | 'os' | 'gpu' | 'cuda' | 'install_path';

export interface PartialEnvironmentFact extends Located {
  kind: PartialEnvironmentKind;
}

const PACKAGE_ALIASES: Record<string, string> = {
  pytorch: 'torch',
  torch: 'torch',
  'pytorch-lightning': 'pytorch_lightning',
  pytorch_lightning: 'pytorch_lightning',
  lightning: 'pytorch_lightning',
  tensorflow: 'tensorflow',
  'tensorflow-gpu': 'tensorflow',
  tf: 'tensorflow',
  keras: 'keras',
  transformers: 'transformers',
  // "transformer version 3.0.0": askers drop the s; plain version numbers are required for it below.
  transformer: 'transformers',
  torchvision: 'torchvision',
  torchtext: 'torchtext',
  torchaudio: 'torchaudio',
  jax: 'jax',
  jaxlib: 'jax',
  fastai: 'fastai',
  detectron2: 'detectron2',
  'torch-geometric': 'torch_geometric',
  torch_geometric: 'torch_geometric',
  onnx: 'onnx',
  onnxruntime: 'onnxruntime',
  libtorch: 'torch',
  'tensorflow.js': 'tensorflow',
  tfjs: 'tensorflow',
  coremltools: 'coremltools',
  allennlp: 'allennlp',
  timm: 'timm',
  'sentence-transformers': 'sentence_transformers',
};

const PACKAGE_NAMES = Object.keys(PACKAGE_ALIASES)
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.-]/g, (c) => `\\${c}`))
  .join('|');

// "torch 1.5.0", "PyTorch version: 1.5.0", "torch==1.5.0", "tensorflow-gpu=2.1", "PyTorch v1.4",
// "torch-1.5.0+cu101", "pytorch 1.1", "Tensorflow 2", "TF2" (the codebook counts "TF2" as a version).
// Issue templates write "TensorFlow version (use command below): 2.1.0", sometimes with the value on
// the next line; `git describe` strings ("v2.2.0-rc4-8-g2b96f3662b 2.2.0") come before the plain one. The separator
// takes its blanks once (`\s*(?:=\s*)?`, not `\s*(?:=|\s)?\s*`, which split a run of blanks every way).
const NAMED_VERSION = new RegExp(
  String.raw`\b(${PACKAGE_NAMES})(?:\s+(?:versions?|ver\.?)|\s*\(?version\)?)?(?:\s*\([^)\n]{0,40}\))?\s*(?:(?:==|=|:|-)\s*)?(?:v\d[\w.-]*-g[0-9a-f]+\s+)?v?(\d+(?:\.\d+){0,3}(?:[.+-]?(?:post|rc|dev|a|b|cu|cpu)\w*)?)\b(?![\d.]*\s*:\s*\x60)`,
  'gi',
);
// "TF2", "TF 2.3" — but not the template's instructions "1. TF 1.0: `python -c …`".
const TF_SHORT = /\b(TF|tf)\s?([12])(?:\.(\d+))?\b(?!\s*[*/+\-=])(?![\d.]*\s*:\s*`)/g;
// pip list / conda list rows: "torch                1.5.0", "pytorch  1.5.1  py3.7_cuda10.1…"
const LISTING_ROW = new RegExp(String.raw`^[ \t]*(${PACKAGE_NAMES})[ \t]{2,}(\d+\.\d+(?:\.\d+)?\S*)`, 'gim');
// print(torch.__version__) followed by its output on the next line.
// A version noted in a comment on the import line: `import torch # v1.5.1`.
const IMPORT_COMMENT =
  /\bimport\s+(torch|tensorflow|keras|transformers|torchvision|jax)\b[^\n#]*#\s*(?:version\s*)?v?(\d+\.\d+(?:\.\d+)?)/g;
const VERSION_PRINT =
  /\b(torch|tf|tensorflow|keras|transformers|torchvision)\.__version__(?:\s*\))?[^\S\n]*\n\s*(?:>>>\s*)?'?(\d+\.\d+(?:\.\d+)?[^\s']*)'?/g;

// A requirement being installed or resolved — `pip install "tensorflow>=2.0.0"`, pip's "Requirement already satisfied:
// tensorflow~=2.8.0" — names the version too (codebook: "a version the asker is trying to install counts as stated").
const REQUIREMENT_SPEC = new RegExp(String.raw`\b(${PACKAGE_NAMES})\s?[~<>]=\s?(\d+(?:\.\d+){0,3})\b`, 'gi');
// A Poetry dependency line, `tensorflow = "^2.8"` in a pyproject.toml: the release the asker installs (codebook as above).
const POETRY_DEPENDENCY = new RegExp(String.raw`^[ \t]*(${PACKAGE_NAMES})[ \t]*=[ \t]*["'][\^~>=]{0,2}[ \t]*(\d+(?:\.\d+){0,3})\b`, 'gim');
// A SageMaker framework estimator or model, `PyTorchModel(…, framework_version=1.2.0)`: the container's framework
// release is the one the code runs on. The argument is found first, then its call in the text just before it (a scan
// from each class name to its argument would not be linear).
const FRAMEWORK_VERSION_ARGUMENT = /\bframework_version\s*=\s*['"]?(\d+(?:\.\d+){1,3})/g;
const SAGEMAKER_FRAMEWORK_CALL = /\b(PyTorch|TensorFlow)(?:Model)?\(/g;
const CALL_LOOKBACK = 400;

/** The framework whose SageMaker call (`PyTorch(`, `TensorFlowModel(`) is the last to open before `at`, if any. */
function sageMakerFramework(text: string, at: number): string | null {
  const before = text.slice(Math.max(0, at - CALL_LOOKBACK), at);
  let framework: string | null = null;
  for (const m of before.matchAll(SAGEMAKER_FRAMEWORK_CALL)) framework = m[1];
  return framework;
}

// Colab's `%tensorflow_version 2.x` magic selects the TensorFlow release the notebook runs.
const TF_VERSION_MAGIC = /%tensorflow_version\s+(\d+(?:\.(?:\d+|x))?)\b/g;

const MIN_PLAUSIBLE_MAJOR: Record<string, number> = {};

/** Framework and library versions stated in the text. */
export function findVersions(text: string): VersionFact[] {
  const found: VersionFact[] = [];
  const push = (name: string, version: string, start: number, end: number) => {
    const canonical = PACKAGE_ALIASES[name.toLowerCase()] ?? name.toLowerCase();
    if (!isPlausibleVersion(canonical, version)) return;
    found.push({ name: canonical, version, start, end, text: text.slice(start, end) });
  };
  // Every pattern below needs a digit, most a literal word: a scan that cannot match is not run (each is a pass over
  // the whole text, and this runs on the title and every block of every question).
  if (!/\d/.test(text)) return [];
  for (const m of text.matchAll(NAMED_VERSION)) {
    const name = m[1];
    // "tf" alone followed by a number is too often a variable ("tf 1" in maths); require a dot version.
    if (name.toLowerCase() === 'tf' && !m[2].includes('.')) continue;
    // A shape or a call argument ("torch(1, 2)") is not a version.
    if (/^\s*\(/.test(text.slice(m.index! + name.length, m.index! + name.length + 2))) continue;
    push(name, m[2], m.index!, m.index! + m[0].length);
  }
  if (text.includes('tf') || text.includes('TF'))
    for (const m of text.matchAll(TF_SHORT)) {
      push('tensorflow', m[3] ? `${m[2]}.${m[3]}` : m[2], m.index!, m.index! + m[0].length);
    }
  for (const m of text.matchAll(LISTING_ROW)) push(m[1], m[2], m.index!, m.index! + m[0].length);
  if (text.includes('__version__')) for (const m of text.matchAll(VERSION_PRINT)) push(m[1], m[2], m.index!, m.index! + m[0].length);
  if (text.includes('#')) for (const m of text.matchAll(IMPORT_COMMENT)) push(m[1], m[2], m.index!, m.index! + m[0].length);
  if (text.includes('=')) {
    for (const m of text.matchAll(REQUIREMENT_SPEC)) push(m[1], m[2], m.index!, m.index! + m[0].length);
    for (const m of text.matchAll(POETRY_DEPENDENCY)) push(m[1], m[2], m.index!, m.index! + m[0].length);
  }
  if (text.includes('framework_version'))
    for (const m of text.matchAll(FRAMEWORK_VERSION_ARGUMENT)) {
      const framework = sageMakerFramework(text, m.index!);
      if (framework) push(framework, m[1], m.index!, m.index! + m[0].length);
    }
  if (text.includes('%tensorflow_version'))
    for (const m of text.matchAll(TF_VERSION_MAGIC)) push('tensorflow', m[1], m.index!, m.index! + m[0].length);
  return dedupeByPosition(found);
}

// `tensorflow2.0`, `tensorflow2.x`, `tensorflow1.15`, `keras-2`, `pytorch-1.x`: a tag that names a framework release.
const VERSION_TAG = /^(tensorflow|keras|pytorch|torch)-?(\d+(?:\.(?:\d+|x))?)$/;

/**
 * Framework versions named by the question's tags. Codebook: "a tag that names a framework version
 * (`tensorflow2.0`, `tensorflow2.x`, `pytorch-1.x`-style tags) counts as that framework version stated";
 * a `python-3.x` tag does not (it names no framework).
 */
export function findTagVersions(tags: readonly string[]): Array<{ tag: string; name: string; version: string }> {
  const found: Array<{ tag: string; name: string; version: string }> = [];
  for (const tag of tags) {
    const m = VERSION_TAG.exec(tag.toLowerCase());
    if (m) found.push({ tag, name: PACKAGE_ALIASES[m[1]] ?? m[1], version: m[2] });
  }
  return found;
}

const VERSION_ATTRIBUTE = /\b(torch|tf|tensorflow|keras|transformers|torchvision|jax)\.__version__/;
const LEADING_VERSION = /^[^\S\n\r\u2028\u2029]*'?v?(\d+\.\d+(?:\.\d+)?(?:[.+-]?(?:post|rc|dev|a|b|beta|alpha|cu|cpu)\w*)?)'?\s*$/m;

/**
 * `print(tf.__version__)` in one block and its output (`2.0.0-beta1`) at the start of the next: the
 * version is stated, though in two places. Returns the version with the block it was printed in.
 */
export function findVersionPrintedInNextBlock(blockTexts: readonly string[]): Array<{ block: number; fact: VersionFact }> {
  const found: Array<{ block: number; fact: VersionFact }> = [];
  blockTexts.forEach((text, i) => {
    const attribute = VERSION_ATTRIBUTE.exec(text);
    const next = blockTexts[i + 1];
    if (!attribute || next === undefined) return;
    const firstLine = next.trimStart().split('\n', 1)[0];
    const value = LEADING_VERSION.exec(firstLine);
    if (!value) return;
    const name = PACKAGE_ALIASES[attribute[1]] ?? attribute[1];
    if (!isPlausibleVersion(name, value[1])) return;
    const start = next.indexOf(value[1]);
    found.push({ block: i + 1, fact: { name, version: value[1], start, end: start + value[1].length, text: value[1] } });
  });
  return found;
}

function isPlausibleVersion(name: string, version: string): boolean {
  const major = Number.parseInt(version, 10);
  if (!Number.isFinite(major)) return false;
  // Versions of these packages are small numbers; "torch 3090" or "tensorflow 128" are not versions.
  if (major > 20) return false;
  if (name === 'tensorflow' && major > 2) return false;
  if (name === 'torch' && major > 2 && !version.includes('.')) return false;
  if (!version.includes('.') && !['tensorflow', 'keras'].includes(name)) return false;
  return major >= (MIN_PLAUSIBLE_MAJOR[name] ?? 0);
}

function dedupeByPosition<T extends Located>(facts: T[]): T[] {
  const sorted = [...facts].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const f of sorted) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept;
}

/**
 * Each pattern, then literals of which its every match holds one (in the lower-cased text): a scan that cannot match is
 * not run. Lower-casing maps only ASCII letters to ASCII, as the patterns' case-insensitive matching does.
 */
const PARTIAL_PATTERNS: Array<[PartialEnvironmentKind, RegExp, ...string[]]> = [
  // "Python 3.7", "python3.6" (also inside …/lib/python3.6/site-packages paths: the codebook counts those).
  ['python', /\bpython\s?(?:version\s*(?::\s*)?)?([23]\.\d{1,2})(?:\.\d+)?\b/gi, 'python'],
  // `conda create -n env python=3.8`, `python==3.7.*` in a requirement: the Python release the environment is built with.
  ['python', /\bpython\s?[=<>~]=?\s?([23]\.\d{1,2})(?:\.\d+)?\b/gi, 'python'],
  ['python', /\bpy(?:thon)?\s?3\.?\d\b|\bpy3[6-9]\b/gi, 'py'],
  // (Template examples such as "(e.g., Linux Ubuntu 16.04)" are filtered out below.)
  [
    'os',
    /\b(?:windows\s?(?:7|8|10|11|xp|server)?|win10|ubuntu(?:\s?\d+\.\d+)?|debian|centos|fedora|mac\s?os(?:\s?x)?|macos|os\s?x|linux|raspbian|raspberry\s?pi|jetson(?:\s?nano)?|android|ios|wsl2?)\b/gi,
  ],
  // Windows paths (in tracebacks, build paths inside error messages) imply the OS.
  ['os', /\b[A-Z]:\\[\w .-]+\\/g, ':\\'],
  // CUDA's out-of-memory message names the GPU and its memory.
  ['gpu', /\bGPU \d+; [\d.]+ [GM]iB total capacity/g, 'ib total capacity'],
  [
    'gpu',
    /\b(?:(?:geforce\s)?(?:gtx|rtx)\s?\d{3,4}(?:\s?ti)?|tesla\s?[kvpta]\d+|titan\s?(?:x|xp|v|rtx)?|quadro\s?\w+|[kpvt]100|k80|a100|t4 gpu|radeon\s?\w+|mx\d{3}|apple m1|m1 (?:mac|chip))\b/gi,
  ],
  ['cuda', /\bcuda(?:\s?(?:toolkit|version|runtime))?\s*(?::\s*)?v?\d+(?:\.\d+)+|\bcu(?:dnn)?\s?\d+(?:\.\d+)+|\bcudnn\s?v?\d+/gi, 'cu'],
  ['install_path', /(?:anaconda3?|miniconda3?|\benvs\b)[\\/]|[\\/](?:site|dist)-packages[\\/]/gi, 'conda', 'envs', '-packages'],
];

const TEMPLATE_EXAMPLE = /\(?e\.g\.?,?\s*(?:\w+\s)?$/i;

/** The weaker environment facts: Python, OS, GPU model, CUDA version, install paths that reveal them. */
export function findPartialEnvironment(text: string): PartialEnvironmentFact[] {
  const found: PartialEnvironmentFact[] = [];
  const lower = text.toLowerCase();
  for (const [kind, pattern, ...literals] of PARTIAL_PATTERNS) {
    if (literals.length && !literals.some((literal) => lower.includes(literal))) continue;
    for (const m of text.matchAll(pattern)) {
      if (TEMPLATE_EXAMPLE.test(text.slice(Math.max(0, m.index! - 12), m.index!))) continue;
      found.push({ kind, start: m.index!, end: m.index! + m[0].length, text: m[0] });
    }
  }
  return found;
}
