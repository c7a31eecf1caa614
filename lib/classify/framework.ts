// Which framework the problem is in, from imports, qualified names, traceback paths, tags and prose.
import type { JudgeContext } from '../context';
import type { Framework } from '../checklist';
import {
  huggingFaceAlone,
  installsAnotherPackage,
  libraryOnlyProblem,
  openCvErrorShown,
  packageManagerOrSystemError,
  pythonLanguageError,
  titleAboutAnotherLibrary,
} from './otherFramework';
import { counterpartAsked } from './counterpart';
import { alternationRegExp } from '../phraseRules';

type Tally = Record<Exclude<Framework, 'other' | 'multiple'>, number>;

const TAGS: Record<string, keyof Tally> = {
  pytorch: 'pytorch',
  torch: 'pytorch',
  'pytorch-lightning': 'pytorch',
  torchvision: 'pytorch',
  libtorch: 'pytorch',
  'pytorch-geometric': 'pytorch',
  fastai: 'pytorch',
  'fast-ai': 'pytorch',
  detectron2: 'pytorch',
  torchtext: 'pytorch',
  'pytorch-dataloader': 'pytorch',
  tensorflow: 'tensorflow',
  'tensorflow2.0': 'tensorflow',
  'tensorflow2.x': 'tensorflow',
  'tensorflow-datasets': 'tensorflow',
  'tf.keras': 'keras',
  keras: 'keras',
  'keras-layer': 'keras',
  jax: 'jax',
  flax: 'jax',
  'huggingface-transformers': 'huggingface',
  'huggingface-tokenizers': 'huggingface',
  huggingface: 'huggingface',
};
const MODULES: Record<string, keyof Tally> = {
  torch: 'pytorch',
  torchvision: 'pytorch',
  torchtext: 'pytorch',
  torchaudio: 'pytorch',
  pytorch_lightning: 'pytorch',
  lightning: 'pytorch',
  fastai: 'pytorch',
  detectron2: 'pytorch',
  torch_geometric: 'pytorch',
  timm: 'pytorch',
  tensorflow: 'tensorflow',
  tensorflow_hub: 'tensorflow',
  tensorflow_datasets: 'tensorflow',
  tf: 'tensorflow',
  keras: 'keras',
  jax: 'jax',
  flax: 'jax',
  transformers: 'huggingface',
  tokenizers: 'huggingface',
  datasets: 'huggingface',
};
const PROSE: Array<[keyof Tally, RegExp]> = [
  ['pytorch', /\b(?:pytorch|torch|libtorch)\b/gi],
  ['tensorflow', /\b(?:tensorflow|tf\.\w+)\b/gi],
  ['keras', /\bkeras\b/gi],
  ['jax', /\b(?:jax|flax)\b/gi],
  ['huggingface', /\b(?:hugging ?face|transformers library|from_pretrained)\b/gi],
];

// Keras calls written the Keras way: `model.add(`, `Sequential()`, layers with Keras keywords, `compile`/`fit`.
const KERAS_CODE_IDIOMS: readonly string[] = [
  '\\bmodel\\.add\\(',
  '\\bSequential\\(\\s*\\)',
  '\\b(?:Dense|Conv[123]D|MaxPooling[123]D|LSTM|Dropout|Flatten)\\([^)]*(?:activation|input_shape|input_dim|units|filters)\\s*=',
  '\\.compile\\([^)]*(?:optimizer|loss)\\s*=',
  '\\.fit\\([^)]*\\bepochs\\s*=',
];
// fastai's own calls (v1 and v2), written without their star import: codebook "fastai … problems that surface in
// PyTorch are pytorch".
const FASTAI_CODE_IDIOMS: readonly string[] = [
  '\\b(?:cnn|tabular|text_classifier|unet)_learner\\(',
  '\\.fit_one_cycle\\(',
  '\\.lr_find\\(',
  '\\bImage(?:DataBunch|DataLoaders|List)\\.from_\\w+\\(',
];
// Idioms that give the framework away when a snippet has no imports (readers then add them).
const CODE_IDIOMS: Array<[keyof Tally, RegExp]> = [
  ['keras', alternationRegExp(KERAS_CODE_IDIOMS, { flags: '' })],
  [
    'pytorch',
    /\bnn\.(?:Module|Linear|Conv[123]d|Sequential|functional)\b|\.backward\(\)|\.zero_grad\(\)|\btorch\.\w+|\bF\.(?:relu|softmax|cross_entropy|nll_loss)\(|\.cuda\(\)/,
  ],
  ['pytorch', alternationRegExp(FASTAI_CODE_IDIOMS, { flags: '' })],
  ['tensorflow', /\btf\.\w+/],
  ['jax', /\bjnp\.\w+|\bjax\.\w+/],
];

export function tallyFrameworks(ctx: JudgeContext): Tally {
  const tally = evidenceBeyondTags(ctx);
  for (const tag of ctx.tags) if (TAGS[tag]) tally[TAGS[tag]] += 3;
  return tally;
}

/** The code, traceback and prose evidence for each framework: everything but the tags. */
export function evidenceBeyondTags(ctx: JudgeContext): Tally {
  const tally = codeEvidence(ctx);
  const prose = `${ctx.titleLower}\n${ctx.proseLower}`;
  for (const [fw, pattern] of PROSE) tally[fw] += Math.min(3, (prose.match(pattern) ?? []).length);
  return tally;
}

/** What the code imports and calls and where its traceback runs, for each framework: no tags, no prose. */
export function codeEvidence(ctx: JudgeContext): Tally {
  const tally: Tally = { pytorch: 0, tensorflow: 0, keras: 0, jax: 0, huggingface: 0 };
  for (const { fact } of ctx.python) {
    for (const f of fact.frameworks) {
      const root = f.split('.')[0];
      if (MODULES[root]) tally[MODULES[root]] += 4;
      if (f.startsWith('tensorflow.keras') || f === 'tf.keras') tally.keras += 2;
    }
  }
  for (const { block } of ctx.python) {
    const text = ctx.question.blocks[block].text;
    for (const [fw, idiom] of CODE_IDIOMS) if (idiom.test(text)) tally[fw] += 2;
  }
  for (const b of ctx.program.blocks) {
    if (!b.traceback) continue;
    for (const frame of b.traceback.frames) {
      const m = /[\\/](?:site|dist)-packages[\\/](\w+)/.exec(frame.file);
      if (m && MODULES[m[1]]) tally[MODULES[m[1]]] += 1;
    }
  }
  return tally;
}

/** More evidence than a tag alone (3) for each. */
const BEYOND_A_TAG = 4;

/**
 * Codebook `framework`: `multiple` when the problem is in two frameworks — a model ported from Keras to PyTorch, a
 * comparison of both. Each must be evidenced beyond its tag (code, imports, prose), the lesser at least half the other.
 */
function spansBoth(pytorch: number, tensorflowFamily: number): boolean {
  const lesser = Math.min(pytorch, tensorflowFamily);
  return lesser >= BEYOND_A_TAG && lesser * 2 >= Math.max(pytorch, tensorflowFamily);
}

/**
 * The framework the problem is in. Hugging Face problems that surface in PyTorch or TensorFlow are
 * judged by the tensor framework underneath (codebook clarification); Hugging Face alone stays its own.
 */
export function detectFramework(ctx: JudgeContext): Framework {
  const counterpart = counterpartAsked(ctx.question.title);
  if (counterpart) return counterpart;
  const t = tallyFrameworks(ctx);
  if (libraryOnlyProblem(ctx, evidenceBeyondTags(ctx), MODULES)) return 'other';
  if (
    installsAnotherPackage(ctx.question.title) ||
    huggingFaceAlone(ctx, codeEvidence(ctx)) ||
    openCvErrorShown(ctx) ||
    packageManagerOrSystemError(ctx) ||
    pythonLanguageError(ctx) ||
    titleAboutAnotherLibrary(ctx)
  )
    return 'other';
  const tensorflowFamily = t.tensorflow + t.keras;
  const best = Math.max(t.pytorch, tensorflowFamily, t.jax);
  if (best === 0) return t.huggingface > 0 ? 'huggingface' : 'other';
  if (spansBoth(t.pytorch, tensorflowFamily)) return 'multiple';
  if (t.pytorch === best) return 'pytorch';
  if (tensorflowFamily === best) return t.keras > t.tensorflow ? 'keras' : 'tensorflow';
  return 'jax';
}
