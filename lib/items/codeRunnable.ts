// Checklist item "code_runnable": could the posted code run as-is? Imports present, every name
// defined, data public or generated, no `...` placeholders, no local-only paths (checklist §1).
// Readers otherwise make the "import addition" (47 %) and "compiler error resolution" (26 %) edits.
import type { ChecklistItem } from './item';
import { judgment } from './item';
import { evidenceAt } from './evidence';
import type { JudgeContext } from '../context';
import type { Evidence } from '../question';
import { ITEM_TEXTS } from './itemTexts';

/** Aliases whose only gap is a missing standard import (the codebook's "small gap"). */
const CONVENTIONAL_ALIASES = new Set([
  'np',
  'torch',
  'nn',
  'F',
  'optim',
  'plt',
  'pd',
  'tf',
  'keras',
  'layers',
  'transforms',
  'torchvision',
  'datasets',
  'Variable',
  'DataLoader',
  'Dataset',
  'TensorDataset',
  'os',
  'sys',
  'math',
  'random',
  'time',
  'cv2',
  'Image',
  'json',
  'models',
  'K',
  'Dense',
  'Sequential',
  'Model',
  'Input',
  'Conv2D',
  'LSTM',
  'Embedding',
  'Dropout',
  'Flatten',
  'MaxPooling2D',
  'Activation',
  'sns',
  'scipy',
  'sklearn',
  'glob',
  'pickle',
  'copy',
  'itertools',
  'collections',
  'tqdm',
  'trange',
  'init',
  'utils',
  'data',
  'Path',
  'defaultdict',
  'partial',
  'pl',
  'io',
  're',
  'shutil',
  'h5py',
  'logging',
  'argparse',
  'warnings',
  'functools',
  'typing',
  'List',
  'Tuple',
  'Optional',
  'Dict',
  'Any',
]);

/**
 * Names well-known libraries export, used without their `from … import …` line: a missing import, not a
 * name the reader has to invent (torch.nn layers, torch.utils.data, torchvision, the standard library,
 * scikit-learn helpers, fastai v1's star-import API, Hugging Face model classes).
 */
const LIBRARY_EXPORTS = new Set([
  // torch / torch.nn / torch.utils.data / torch.optim / torch.backends
  'Module',
  'Linear',
  'Conv1d',
  'Conv2d',
  'Conv3d',
  'ConvTranspose2d',
  'BatchNorm1d',
  'BatchNorm2d',
  'MaxPool2d',
  'AvgPool2d',
  'AdaptiveAvgPool2d',
  'ReLU',
  'LeakyReLU',
  'PReLU',
  'Sigmoid',
  'Tanh',
  'Softmax',
  'GRU',
  'RNN',
  'ModuleList',
  'Parameter',
  'CrossEntropyLoss',
  'MSELoss',
  'BCELoss',
  'BCEWithLogitsLoss',
  'NLLLoss',
  'SubsetRandomSampler',
  'SequentialSampler',
  'RandomSampler',
  'WeightedRandomSampler',
  'random_split',
  'Subset',
  'IterableDataset',
  'ConcatDataset',
  'lr_scheduler',
  'ReduceLROnPlateau',
  'StepLR',
  'MultiStepLR',
  'Adam',
  'SGD',
  'pack_padded_sequence',
  'pad_packed_sequence',
  'pad_sequence',
  'clip_grad_norm_',
  'cudnn',
  'model_zoo',
  'mp',
  // torchvision / torchtext
  'ImageFolder',
  'ToTensor',
  'Compose',
  'Normalize',
  'Resize',
  'CIFAR10',
  'MNIST',
  'dset',
  'Field',
  'TabularDataset',
  'BucketIterator',
  // numpy (`from numpy import *`; also the names of a pasted `array([...], dtype=uint8)` repr)
  'array',
  'uint8',
  'float32',
  'float64',
  'int64',
  // standard library
  'deepcopy',
  'OrderedDict',
  'Counter',
  'namedtuple',
  'pdb',
  'Union',
  'Callable',
  // keras / scikit-learn / others
  'BatchNormalization',
  'MaxPooling1D',
  'Conv1D',
  'GlobalAveragePooling2D',
  'to_categorical',
  'cifar10',
  'train_test_split',
  'LabelEncoder',
  'StandardScaler',
  'MinMaxScaler',
  'TfidfVectorizer',
  'tqdm_notebook',
  'spacy',
  'gym',
  'pretrainedmodels',
  'EfficientNet',
  'BertModel',
  'BertTokenizer',
  'BertForSequenceClassification',
  'AutoModel',
  'AutoTokenizer',
  'get_cfg',
  'SummaryWriter',
  // fastai v1 (`from fastai.vision import *`)
  'cnn_learner',
  'unet_learner',
  'Learner',
  'ImageList',
  'ImageDataBunch',
  'DataBunch',
  'untar_data',
  'URLs',
  'accuracy',
  'error_rate',
  'top_k_accuracy',
  'ShowGraph',
  'load_learner',
  'get_transforms',
  'imagenet_stats',
  'DatasetType',
  'language_model_learner',
  'text_classifier_learner',
  'AWD_LSTM',
]);

/** Keras's `Model` is an import only in Keras/TensorFlow code; elsewhere an undefined `Model()` is the asker's own network. */
const KERAS_ONLY = new Set(['Model', 'Input', 'Dense']);

// Names that hold the model: `model`, `net`, `MyResNet`, `encoder`, `my_model` …
const MODEL_NAME = /^(?:classifier|encoder|decoder|generator|discriminator|learner|learn)$|(?:model|net|network)s?$/i;
// Names that hold the data: `x`, `labels`, `df`, `X_val`, `xtrain`, `trainX`, `train_data`, `trainloader`,
// `train_iterator`, `batch_y` … (not `train_transform`, `batch_size`, `num_epochs`: those are small gaps).
const DATA_WORD = /^(?:x|y|inputs?|images?|imgs?|labels?|targets?|features|samples?|batch|df)$/i;
const DATA_SPLIT = /^(?:x|y)_(?:train|test|val|valid|batch|data)|^(?:x|y)(?:train|test|val|valid)$|^(?:train|test|val|valid)(?:x|y)$/i;
const DATA_SUFFIX = /(?:data|dataset|datasets|_set|trainset|testset|valset|loader|_dl|_ds|iterator|_batch|_x|_y)$/i;
// Undefined names a reader fills in with any value without knowing the asker's code: loop indices (`i`, `idx`),
// sizes and settings (`image_size`, `z_dim`, `num_classes`, `lr`, `epochs`) and path constants (`DATA_DIR`,
// `pth_path`, the codebook's "local file path"). Each is a small gap, never a missing piece of model or data.
const INDEX_NAME = /^(?:i|j|k|idx|index)$/i;
const SETTING_NAME = /(?:_size|_dim|_dims|_len|_length|_count|epochs|_rate)$|^(?:num|n)_[a-z]|^(?:lr|epochs)$/i;
const PATH_NAME = /(?:_dir|_path|_root|_folder)$|^(?:path|root)$/i;
const isFillInName = (name: string) => INDEX_NAME.test(name) || SETTING_NAME.test(name) || PATH_NAME.test(name);
const isDataName = (name: string) => DATA_WORD.test(name) || DATA_SPLIT.test(name) || DATA_SUFFIX.test(name);

// Calls that train or evaluate a model: `optimizer.step()`, `model.train()`, `model.fit(…)`, `trainer.train()`.
const MODEL_TRAINING_CALL = /(?:^|\.)(?:step|train|eval|fit|fit_generator|train_on_batch)$/;

export interface RunnabilityGaps {
  undefinedNames: string[];
  /** The undefined names that are not indices, sizes, settings or path constants (see isFillInName). */
  inventedNames: string[];
  missingImportsOnly: string[];
  placeholders: Evidence[];
  localData: Evidence[];
  /** Blocks the parser could not read as Python (many error nodes for their size). */
  fragments: number;
  magics: number;
  /** The code defines or builds a network (layer constructors alone do not count). */
  modelInCode: boolean;
  /** Undefined names that hold the model (`MyResNet()`, `Model()`, `net`): any when the code builds no
   *  network, only classes (`GraphConvNet(5, 64)`) when it does. */
  undefinedModel: string[];
  /** First use of each undefined name that holds the data or the model (see undefinedModel). */
  undefinedCore: Evidence[];
  /** The code trains or evaluates a model (`network.train()`, `optimizer.step()`) that it never builds nor loads: its first use. */
  unbuiltModelUse: Evidence | null;
}

/** A name a well-known library exports: its only gap is the import line. */
function isLibraryName(name: string, kerasCode: boolean): boolean {
  return (CONVENTIONAL_ALIASES.has(name) || LIBRARY_EXPORTS.has(name)) && (kerasCode || !KERAS_ONLY.has(name));
}

export function findRunnabilityGaps(ctx: JudgeContext): RunnabilityGaps {
  const kerasCode = ctx.python.some(({ fact }) => fact.frameworks.some((f) => f === 'keras' || f === 'tensorflow'));
  const placeholders: Evidence[] = [];
  const localData: Evidence[] = [];
  let fragments = 0;
  let magics = 0;
  let modelInCode = false;
  let modelLoaded = false;
  let training = false;
  let modelNameUse: Evidence | null = null;
  for (const { block, fact } of ctx.python) {
    for (const p of fact.placeholders) placeholders.push(evidenceAt(ctx.question, block, 'placeholder', p.start, p.end));
    // The root folder of a public dataset loader (`MNIST(root='./data', download=True)`) is no gap.
    const loaders = fact.dataLoads.filter((d) => d.kind === 'dataset_loader');
    for (const d of fact.dataLoads) {
      if (loaders.some((l) => l !== d && l.start <= d.start && d.end <= l.end)) continue;
      if (d.kind === 'local_path' || d.kind === 'drive' || d.kind === 'checkpoint' || d.kind === 'file_read') {
        localData.push(evidenceAt(ctx.question, block, `${d.kind.replace('_', ' ')}: ${d.detail ?? d.text}`, d.start, d.end));
      }
      if (d.kind === 'checkpoint') modelLoaded = true;
    }
    // Many error nodes relative to size: an excerpt, a syntax slip or pasted output.
    if (fact.errorCount > Math.max(2, fact.lines / 8)) fragments++;
    magics += fact.magics.length;
    if (fact.models.some((m) => m.kind !== 'layers')) modelInCode = true;
    if (fact.training.some((t) => MODEL_TRAINING_CALL.test(t.call))) training = true;
    const modelUse = fact.used.find((u) => MODEL_NAME.test(u.name) && !isLibraryName(u.name, kerasCode));
    if (modelUse && !modelNameUse) {
      modelNameUse = evidenceAt(ctx.question, block, `model used but never built: ${modelUse.name}`, modelUse.start, modelUse.end);
    }
  }

  const undefinedNames: string[] = [];
  const inventedNames: string[] = [];
  const missingImportsOnly: string[] = [];
  const undefinedModel: string[] = [];
  const undefinedCore: Evidence[] = [];
  ctx.program.undefinedNames.forEach((use, i) => {
    const name = use.name;
    if (isLibraryName(name, kerasCode)) {
      missingImportsOnly.push(name);
      return;
    }
    undefinedNames.push(name);
    if (!isFillInName(name)) inventedNames.push(name);
    // Next to a network the code does build, an undefined variable (`mod_network`) is a slip; an undefined
    // class (`GraphConvNet(5, 64)`, PEP 8 CapWords) is still a missing piece of the model.
    const model = MODEL_NAME.test(name) && (!modelInCode || /^[A-Z]/.test(name));
    if (model) undefinedModel.push(name);
    if ((model || isDataName(name)) && !isFillInName(name)) {
      const block = ctx.program.undefinedNameBlocks[i];
      undefinedCore.push(evidenceAt(ctx.question, block, `undefined ${model ? 'model' : 'data'}: ${name}`, use.start, use.end));
    }
  });
  const unbuiltModelUse = training && !modelInCode && !modelLoaded ? modelNameUse : null;
  return {
    undefinedNames,
    inventedNames,
    missingImportsOnly,
    placeholders,
    localData,
    fragments,
    magics,
    modelInCode,
    undefinedModel,
    undefinedCore,
    unbuiltModelUse,
  };
}

export const codeRunnable: ChecklistItem = {
  id: 'code_runnable',
  ...ITEM_TEXTS.code_runnable,
  judge(ctx, _verdict, earlier) {
    const codeStatus = earlier.code?.status;
    if (codeStatus === 'absent') return judgment('na', 'No code is posted.');
    if (codeStatus === 'partial') return judgment('absent', 'Only a fragment of code is posted, so nothing can be run.');
    if (!ctx.python.length) {
      // Install commands and shell sessions run as posted; other languages need a build we cannot judge.
      const shellOnly = ctx.program.blocks.some((b) => b.kind === 'shell') && !ctx.program.blocks.some((b) => b.kind === 'other');
      return shellOnly
        ? judgment('present', 'The posted commands can be run as they are.')
        : judgment('absent', 'The code is not Python that can be run.');
    }
    const gaps = findRunnabilityGaps(ctx);
    const facts = {
      undefinedNames: gaps.undefinedNames,
      missingImports: gaps.missingImportsOnly,
      placeholders: gaps.placeholders.length,
      localData: gaps.localData.map((e) => e.excerpt),
      /** The model variable trained or evaluated but never built or loaded, if any. */
      unbuiltModel: gaps.unbuiltModelUse ? gaps.unbuiltModelUse.excerpt : null,
    };
    // Three or more undefined names of any kind are a large gap. Next to an undefined data variable or in code
    // that does not parse, indices, sizes, settings and path constants are small gaps: only the names a
    // reader must invent count there.
    const undefinedCount = gaps.undefinedNames.length;
    const inventedCount = gaps.inventedNames.length;
    // Large gaps (codebook: fragments, `...`, undefined model/data): `...` placeholders; three or more
    // undefined names; an undefined data or model variable next to another invented name; code
    // that does not parse and uses names from elsewhere (an excerpt); a model that is used but never
    // defined, built or loaded anywhere in the post.
    const modelMissing = gaps.undefinedModel.length > 0 || gaps.unbuiltModelUse !== null;
    const fragment = gaps.fragments > 0 && inventedCount > 0;
    if (gaps.placeholders.length || undefinedCount >= 3 || (gaps.undefinedCore.length && inventedCount >= 2) || fragment || modelMissing) {
      const modelUse = gaps.unbuiltModelUse ? [gaps.unbuiltModelUse] : [];
      const evidence = [...gaps.placeholders, ...gaps.undefinedCore, ...modelUse, ...gaps.localData].slice(0, 5);
      const undefinedList = gaps.undefinedNames.slice(0, 5).join(', ');
      const reason = gaps.placeholders.length
        ? 'The code has `...` placeholders where code was left out.'
        : undefinedCount >= 2 && !fragment
          ? `Names used but never defined: ${undefinedList}.`
          : fragment
            ? `The code is an excerpt: it does not parse and uses names defined elsewhere (${undefinedList}).`
            : `The model is used but never defined, built or loaded${gaps.undefinedModel.length ? ` (${gaps.undefinedModel.join(', ')})` : ''}.`;
      return judgment('absent', reason, evidence, facts);
    }
    const evidence = [...gaps.placeholders, ...gaps.localData].slice(0, 5);
    // Code that does not parse cannot run as posted, but with every name defined the cause is a syntax slip
    // or pasted output: a small gap.
    if (gaps.fragments || gaps.undefinedNames.length || gaps.missingImportsOnly.length || gaps.localData.length) {
      const parts: string[] = [];
      if (gaps.fragments) parts.push('the code does not parse as posted');
      if (gaps.undefinedNames.length) parts.push(`undefined: ${gaps.undefinedNames.join(', ')}`);
      if (gaps.missingImportsOnly.length) parts.push(`missing imports for ${[...new Set(gaps.missingImportsOnly)].slice(0, 4).join(', ')}`);
      if (gaps.localData.length) parts.push('reads local files');
      return judgment('partial', `Small gaps: ${parts.join('; ')}.`, evidence, facts);
    }
    return judgment(
      'present',
      'The code is self-contained: imports present, all names defined, no local data.',
      ctx.python.slice(0, 5).map(({ block }) => evidenceAt(ctx.question, block, 'self-contained code')),
      facts,
    );
  },
};
