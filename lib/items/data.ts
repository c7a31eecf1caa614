// Checklist item "data": shape, dtype, value range of inputs and labels, sample rows, a named public
// dataset with its loading code, or code that generates stand-in data. Critical in 72.9 % of
// reproduced SO bugs and 97 % of tensor/input bugs (checklist §1–2); without it readers must make
// the "input data generation" edit (49 %).
import { judgment, studyWeights, type ChecklistItem, type ItemTexts, type NoFacts } from './item';
import { evidenceAt } from './evidence';
import { dataSuggestion } from './dataAsk';
import type { JudgeContext } from '../context';
import type { Problem } from '../classify/problem';
import type { Evidence } from '../question';
import { TITLE_BLOCK } from '../question';
import { PRINTED_SUMMARY, trainingLogShown } from './model';
import { kerasInputShape, statedIntConstants, SUMMARY_SHAPE, sizesKnown } from './dataCodeShapes';
import { shapeSaidOfModel } from './dataProseShapes';
import { alternationRegExp, sequence } from '../phraseRules';

/** The suggestion reads the question's names and shapes from the context, not from the judgment. */
export type DataFacts = NoFacts;

export const dataTexts: ItemTexts = {
  title: 'Data',
  description:
    'Shape, dtype or value range of the inputs and labels, sample data, a named public dataset with its loading code, or code that generates stand-in data.',
  shortName: 'input data',
  consequence: 'a reader would have to guess the input data and its shapes',
};

// "48*48 images": what a product of sizes measures.
const MEASURED_THINGS: readonly string[] = [
  'images?',
  'pictures?',
  'pixels?',
  'px',
  'photos?',
  'frames?',
  'inputs?',
  'matri(?:x|ces)',
  'arrays?',
  'tensors?',
];
// "dtype float32", "a LongTensor": a dtype named in prose.
const DTYPE_NAMES: readonly string[] = [
  'float32',
  'float64',
  'float16',
  'int64',
  'int32',
  'int16',
  'int8',
  'uint8',
  'long ?tensor',
  'float ?tensor',
  'double ?tensor',
  'bool tensor',
];
// "28x28 images", "(N, 3, 224, 224)", "shape of [64, 10]", "dtype float32", "of size 512". The word
// "dtype" alone ("with the same dtype") names no type. A product with `*` is arithmetic ("64 * 7 * 7")
// unless it is said to be a shape or size or names what it measures ("48*48 images", "shape of 256*256").
// `28x28`, `28*28*3 images`: a number after `x` or `*` continues the chain before it, so it starts no match of its
// own (each start read the chain to its end: a prose line of `1*` took 1 s).
// Codebook `data` present: "shape or dtype stated (in prose, printed output, or obvious from code)".
const PROSE_SHAPE_FORMS: readonly string[] = [
  '\\b(?<!\\b\\d+\\s*[x×]\\s*)\\d+\\s*[x×]\\s*\\d+(?:\\s*[x×]\\s*\\d+)*\\b',
  '\\b(?:shape|size|resolution|dimensions?)\\s*(?:(?:of|is|=|:)\\s*)?\\d+\\s*\\*\\s*\\d+',
  sequence('\\b(?<!\\b\\d+\\s*\\*\\s*)\\d+\\s*\\*\\s*\\d+(?:\\s*\\*\\s*\\d+)*\\s*', MEASURED_THINGS, '\\b'),
  '\\b(?:shape|size|dimensions?|dims?)\\s*(?:(?:of|is|=|:)\\s*)?[([]\\s*\\w+(?:\\s*(?:\\*\\*?|[-+/])\\s*\\w+)*\\s*,\\s*\\w+',
  sequence('\\b', DTYPE_NAMES, '\\b'),
  '\\btorch\\.(?:float|double|half|long|int|bool|uint8)\\d*\\b',
];
const PROSE_SHAPE = alternationRegExp(PROSE_SHAPE_FORMS, { flags: 'i' });
// Public datasets named in prose or code: a reader can fetch them (checklist: "a named public dataset").
// Codebook `data`: "a named public dataset".
const PUBLIC_DATASET_NAMES: readonly string[] = [
  '(?:fashion[- ]?|e|k)?mnist',
  'cifar[- ]?(?:10|100)',
  'imagenet',
  'ms[- ]?coco',
  'coco dataset',
  'pascal[- ]?voc',
  'iris(?: dataset|\\.csv)',
  'titanic',
  'imdb',
  'sst-?2',
  'squad',
  'glue',
  'wikitext',
  'penn treebank',
  'celeba',
  'svhn',
  'food-?101',
  'boston housing',
  'wine ?quality',
  'kdd ?cup\\s?\\d*',
  'cityscapes',
  'librispeech',
  'multi30k',
  'ag[_ ]news',
  'stanford dogs',
  'caltech-?\\d+',
  'omniglot',
  'movielens',
  'cora',
  'ucf-?101',
  'kinetics',
];
const NAMED_DATASET = alternationRegExp(PUBLIC_DATASET_NAMES, { flags: 'i', wordBoundary: true });
// A dataset called by its proper name, outside the list above: "the CamVid dataset", "UCF101 data set",
// "the SNLI corpus". Dataset names are acronyms or CamelCase, so the name must hold a second capital or a
// digit ("My dataset", "Custom Dataset" are no names). Whether it is public is not known: a vague mention.
// Library and class names ("PyTorch dataset", "TensorDataset") are no dataset names.
const NOT_DATASET_NAMES: readonly string[] = [
  'Py[Tt]orch',
  'Tensor[Ff]low',
  'Torch[Vv]ision',
  'Torch[Tt]ext',
  'Hugging[Ff]ace',
  'Data[Ll]oader',
  'Data[Ff]rame',
  'Image[Ff]older',
  '[A-Z]\\w*Dataset',
];
// What follows the name.
// biome-ignore format: one alternative per line
const DATASET_WORDS: readonly string[] = [
  'data ?sets?',
  'corpus',
  'benchmark',
];
const PROPER_DATASET = alternationRegExp(DATASET_WORDS, {
  flags: '',
  before: sequence('\\b(?!', NOT_DATASET_NAMES, '\\b)[A-Z][a-z]*[A-Z0-9][\\w-]*\\s+'),
  after: '\\b',
});
// "784 features", "10 classes": what a stated count measures.
const SIZE_UNITS: readonly string[] = [
  'features',
  'channels',
  'dimensions',
  'timesteps',
  'time steps',
  'columns',
  'classes',
  'categories',
  'labels',
  'tokens',
  'words',
  'frames',
];
// Concrete sizes stated in prose: "784 features", "3,320,320 pictures", "300-dimensional", "each record has 4 integer
// elements", "It's always 32 values" (the size of a sample; "3 values of the learning rate" counts tries, not data). A run of three numbers
// is a size only when none is 0: no axis has size 0, so "0,1,0" or "{0, 1, 2, 3}" lists values (a one-hot row, an
// argument's options), and a run that follows another number ("1, 2, 3" in "0, 1, 2, 3") is part of such a list.
// Codebook v2 `data` partial: "counts alone (number of classes, samples, features, dataset size)".
const PROSE_SIZE_FORMS: readonly string[] = [
  sequence('\\b\\d+\\s*', SIZE_UNITS, '\\b'),
  '\\b\\d+\\s+(?:(?:integer|float|int|numeric|binary|real)\\s+)?(?:elements|values|integers|floats)\\b(?!\\s+of\\b)',
  '\\b\\d+\\s*-\\s*dim(?:ensional)?\\b',
  '\\b(?<!\\d\\s{0,3},\\s{0,3})[1-9]\\d*\\s*,\\s*[1-9]\\d*\\s*,\\s*[1-9]\\d*\\b(?!\\s{0,3},\\s{0,3}0\\b)',
];
const PROSE_SIZES = alternationRegExp(PROSE_SIZE_FORMS, { flags: 'i' });
// The value range of the inputs or labels: "12 inputs ranging from -5000 to 5000", "pixel values between 0
// and 255", "labels in the range [0, 9]". The data noun must come first, in the same sentence, so that
// "a learning rate between 0.1 and 0.01" is not read as data.
// Codebook `data`: "value range/distribution" of the inputs or labels — the data noun it is said of.
const DATA_NOUNS_WITH_RANGE: readonly string[] = [
  'values?',
  'pixels?',
  'inputs?',
  'features?',
  'data',
  'labels?',
  'targets?',
  'intensit(?:y|ies)',
  'states?',
  'observations?',
  'images?',
  'elements?',
  'entries',
  'numbers',
  'scores?',
];
const VALUE_RANGE = alternationRegExp(DATA_NOUNS_WITH_RANGE, {
  flags: 'i',
  wordBoundary: true,
  after:
    '[^.?!\\n]{0,40}?\\b(?:rang(?:e|es|ing)|between|from)\\s*(?:of\\s+|from\\s+|is\\s+|in\\s+)?(?:[([]\\s*)?-?\\d+(?:\\.\\d+)?\\s*(?:,|to|and|-|\\.\\.)\\s*-?\\d+(?:\\.\\d+)?',
});
// Shapes fixed by the code: reshape/view to literal sizes, Keras input_shape, dtype arguments.
// (A dtype argument alone is a cast, not a description; one literal size next to -1 is a flatten.)
// Printed shapes pasted among the code (`torch.Size([64, 1])`) and shapes written as comments or
// assignments (`data.shape = [batch_size, seq_len, vocab]`, `three.shape = 4x100x700`) describe the data too.
// Codebook `data` present: a shape "obvious from code".
const CODE_SHAPE_FORMS: readonly string[] = [
  '\\.(?:reshape|view|resize_?)\\(\\s*(?:\\(\\s*)?(?:-1\\s*,\\s*)?\\d+\\s*,\\s*\\d+',
  '\\binput_shape\\s*=\\s*\\(\\s*\\d',
  '\\bshape\\s*=\\s*\\(\\s*\\d+\\s*,',
  'torch\\.Size\\(\\[\\s*\\d+\\s*,',
  '\\.shape\\s*(?:=|==|:|->|is)\\s*(?:[([]\\s*\\w+\\s*,\\s*\\w+|\\d+\\s*[x×]\\s*\\d+)',
];
const CODE_SHAPE = alternationRegExp(CODE_SHAPE_FORMS, { flags: 'g' });
// Image transforms to a fixed size (`Resize((64, 64))`, `CenterCrop(224)`, Keras `target_size=(224, 224)`):
// with the loading code that feeds images through them, they fix the shape of the input tensors.
const TRANSFORM_SIZE =
  /\bResize\(\s*(?:size\s*=\s*)?[([]\s*\d+\s*,\s*\d+|\b(?:CenterCrop|RandomCrop|RandomResizedCrop)\(\s*(?:size\s*=\s*)?(?:[([]\s*)?\d+|\btarget_size\s*=\s*\(\s*\d+/;
// `tf.image.resize(img, [512, 512])` resizes each loaded image the same way, like `Resize((64, 64))`.
const TF_IMAGE_RESIZE = /\bimage\.resize\(\s*\w+\s*,\s*(?:size\s*=\s*)?[([]\s*\d+\s*,\s*\d+/;
// The asker's own data turned into a tensor of a stated type (`torch.tensor(context, dtype=torch.long)`,
// `torch.LongTensor(ids)`, `torch.from_numpy(x).float()`, `np.array(batch[:, 0].tolist(), dtype=np.float32)`,
// `tf.convert_to_tensor(np.expand_dims(image_np, 0), dtype=tf.float32)`): the type is said, the shape and values are not.
// A bare conversion (`torch.tensor(x)`) says nothing about the data. Losses, weights and gradients
// converted the same way are not input data.
// Built in a function, called `@__PURE__`: a bundle that imports only the item's texts (the content scripts) drops it.
function convertedDataPattern(): RegExp {
  const DATA_NAME = String.raw`(?![\w.]*(?:loss|weight|bias|grad|param|lr\b))[A-Za-z_][\w.]*`;
  return new RegExp(
    String.raw`\btorch\.(?:(?:Float|Long|Double|Int|Byte|Bool|Half)Tensor\(\s*${DATA_NAME}\s*\)|(?:tensor|as_tensor)\(\s*${DATA_NAME}\s*,[^()\n]*\bdtype\s*=|from_numpy\(\s*${DATA_NAME}\s*\)\s*\.\s*(?:float|long|double|int|half|bool)\(\))|\b(?:np\.(?:array|asarray)|tf\.(?:convert_to_tensor|constant))\(\s*${DATA_NAME}[[(,)][^\n]{0,80}?\bdtype\s*=`,
    'i',
  );
}
const CONVERTED_DATA = /* @__PURE__ */ convertedDataPattern();
// The asker's arrays put into an input pipeline (`tf.data.Dataset.from_tensor_slices((x, y))`, `TensorDataset(X, y)`):
// data flows in, its shape is not shown — partial, never absent (issue 12: "say missing only when it is").
const DATA_PIPELINE = /\b(?:from_tensor_slices|from_tensors|TensorDataset)\((?:\s*[([])?\s*[A-Za-z_]/;
// A path word holding a model word, asked once by a lookahead: `[\w./ -]*model s?[\w./ -]*` split long paths every way.
const MODEL_FILE =
  /\.(?:pt|pth|ckpt|h5|hdf5|onnx|pb|tflite|mlmodel|bin|pkl|joblib|caffemodel|prototxt)['"]?$|^['"]?(?=[\w./ -]*?(?:model|checkpoint|weights|output))[\w./ -]*['"]?$/i;
// Printed sample values: `tensor([[0.1, …]])`, `array([...])`, a matrix of numbers.
const SAMPLE_VALUES =
  /\b(?:tensor|array|Parameter containing)\s*(?:\(\s*)?\[|^[ \t]*\[[ \t]*(?:\[[ \t]*)?-?\d+(?:\.\d+)?(?:e-?\d+)?[, \t]+(?:(?:\.\.\.|…)[, \t]+)?-?\d/m;
// "my …", "the training …": whose or which data …
// biome-ignore format: one alternative per line
const OWNERS: readonly string[] = [
  'my',
  'our',
  'the',
  'an?',
  'this',
  'custom',
  'own',
  'training',
  'test',
  'validation',
  'input',
];
// … and the data named.
const DATA_NOUNS: readonly string[] = [
  'data(?:set|frame)?s?',
  'images?',
  'pictures?',
  'photos?',
  'samples?',
  'inputs?',
  'labels?',
  'csv',
  'text(?:s| file)?',
  'sentences?',
  'corpus',
  'time ?series',
  'audio',
  'videos?',
  'features?',
  'point clouds?',
  'sequences?',
];
// "grayscale images", "categorical features": the kind of values.
const DATA_TYPE_WORDS: readonly string[] = [
  'integer',
  'float',
  'binary',
  'bool(?:ean)?',
  'grayscale',
  'rgb',
  'colou?r',
  'categorical',
  'numerical',
  'text',
];
// "thousands of images": what is counted.
const COUNTED_DATA_NOUNS: readonly string[] = [
  'images',
  'texts',
  'documents',
  'samples',
  'sentences',
  'examples',
  'rows',
  'records',
  'pictures',
  'photos',
  'videos',
  'words',
  'points',
  'sequences',
];
// The asker describes their own data, without shape or type: "my dataset", "the images", "a CSV of…".
// Codebook `data` partial: a vague description of the asker's own data ("my images").
const OWN_DATA_PHRASES: readonly string[] = [
  sequence('\\b', OWNERS, '\\s+(?:own\\s+|[A-Z][\\w-]*\\s+)?', DATA_NOUNS, '\\b(?!-)'),
  '\\b(?:dataset|data set|csv|images?) (?:of|with|contains?|consists?)\\b',
  '\\bi have (?:about |around |some |a |\\d[\\d,]* )?\\w*\\s*(?:images|samples|rows|examples|sentences|files|data|texts|documents)\\b',
  '\\b(?:two|three|\\d+) (?:\\w+ )?tensors\\b',
  '\\b\\d+[- ]channels?\\b',
  sequence('\\b', DATA_TYPE_WORDS, ' (?:matri(?:x|ces)|images?|data|values|features|labels|tensors?)\\b'),
  sequence('\\b(?:thousands|hundreds|millions|lots|a (?:bunch|lot|set|batch|list|couple|number)) of (?:\\w+ )?', COUNTED_DATA_NOUNS, '\\b'),
  '\\b(?:training|train|test|validation|dev) (?:sets?|splits?)\\b',
];
const OWN_DATA = alternationRegExp(OWN_DATA_PHRASES, { flags: 'gi' });
// "the input", "the data", "a dataset": a determiner and a generic noun name no data of the asker's.
// Codebook v2 `data`: "Generic nouns ('the input', 'the data', 'a data type') that describe nothing are not a description."
const GENERIC_DATA_MENTION = /^(?:the|an?|this|that)\s+(?:inputs?|data|data ?sets?|samples?)$/i;

/** The first mention of the asker's own data that says something about it (not a generic noun), or null. */
function ownDataMention(text: string): RegExpExecArray | RegExpMatchArray | null {
  for (const m of text.matchAll(OWN_DATA)) if (!GENERIC_DATA_MENTION.test(m[0])) return m;
  return DATA_KIND_WORD.exec(text);
}

// "a 2D tensor", "3-dimensional array", "4D input": the number of axes without their sizes — a vague description
// (codebook `data`: partial), never nothing.
const TENSOR_RANK = /\b[1-6][- ]?(?:d|dim(?:ensional)?)\s+(?:tensors?|arrays?|inputs?|matri(?:x|ces)|data)\b/i;

// A dataset class of the asker's, built or defined in the code (`NamesDataset()`, `class CellsDataset(Dataset)`): the data
// is hinted by its name only. The framework's own classes (`TensorDataset`, `IterableDataset`, `ConcatDataset`) name none.
// Codebook v2 `data` partial: "data hinted only by names (… a class `CellsDataset` …)".
const NAMED_DATASET_CLASS = /\b(?!(?:Tensor|Iterable|Concat|Chain|Stack|Map|Vision)Dataset\b)[A-Z]\w*Dataset\b(?=\s*[(:])/;

// Image transforms and augmentation layers (`RandomFlip('horizontal')`, `transforms.ColorJitter(…)`, `Normalize(mean, std)`):
// the input is images, their size and type unsaid.
// Codebook `data` partial: a vague description of the asker's data ("my images").
const IMAGE_TRANSFORM_NAMES: readonly string[] = [
  'RandomFlip',
  'RandomRotation',
  'RandomTranslation',
  'RandomZoom',
  'RandomContrast',
  'RandomBrightness',
  'RandomHorizontalFlip',
  'RandomVerticalFlip',
  'RandomResizedCrop',
  'RandomCrop',
  'RandomAffine',
  'RandomPerspective',
  'ColorJitter',
  'ImageDataGenerator',
  'Normalize',
];
const IMAGE_TRANSFORM = alternationRegExp(IMAGE_TRANSFORM_NAMES, { flags: '', wordBoundary: true, after: '\\s*\\(' });

// The kind of data named in prose ("processing images", "200,000 documents", "a batch of one image"): codebook `data`,
// a vague description ("my images") is partial — something is said about the data, so it is not missing.
// Lower case and not inside a hyphenated name: "Deep Image Matting", `pytorch-deep-image-matting` name projects.
const DATA_KIND_WORD = /(?<![\w-])(?:images?|pictures?|photos?|videos?|audio|documents|sentences|words)(?![\w-])/;

// A tensor's printed form with numbers (`tensor([[1, 2, 3]`), not a call on the asker's own variables.
const PASTED_TENSOR = /(?<![\w.])tensor\(\s*\[[\s[]*-?\d/;

interface DataEvidence {
  described: Evidence[];
  vague: Evidence[];
  involved: boolean;
}

export function findDataEvidence(ctx: JudgeContext): DataEvidence {
  const described: Evidence[] = [];
  const vague: Evidence[] = [];
  let involved = false;
  for (const { block, fact } of ctx.shapes) {
    // Shapes of the data, not of intermediate activations: skip error messages and model summaries,
    // and symbolic shapes such as (seq_len, 1, state_dim).
    if (block < 0 || fact.dims.filter((d) => d !== null).length < 2) continue;
    // (seq_len, 1, 1): unknown sizes padded with singleton axes give no size of the data.
    if (fact.dims.includes(null) && fact.dims.every((d) => d === null || d === 1)) continue;
    if (isInsideErrorOrSummary(ctx, block, fact.start)) continue;
    // `<class 'torch.nn.parameter.Parameter'> torch.Size([2048, 512])`, `fc1.weight torch.Size(…)`:
    // the shapes of the model's weights, not of its input.
    if (PARAMETER_LINE.test(lineAt(ctx.question.blocks[block].text, fact.start))) continue;
    described.push(evidenceAt(ctx.question, block, `shape ${fact.text}`, fact.start, fact.end));
  }
  const constants = statedIntConstants(ctx);
  for (const { block, fact } of ctx.python) {
    // Code that generates the data is "present" under the codebook, whatever its shape.
    for (const s of fact.standInData) {
      // torch.eye(rows, cols) with unknown sizes says little; literal sizes or values describe the data.
      // An empty tensor (`torch.Tensor([])`) is an accumulator to be filled, not data.
      if (s.shape?.includes(0)) continue;
      const literal =
        s.shape !== null || /\(\s*\[\s*[-\d[(]|\(\s*-?\d/.test(s.text.slice(s.call.length)) || sizesKnown(s.call, s.text, constants);
      (literal ? described : vague).push(evidenceAt(ctx.question, block, `generated data ${s.call}`, s.start, s.end));
    }
    for (const d of fact.dataLoads) {
      involved = true;
      if (d.kind === 'dataset_loader')
        described.push(evidenceAt(ctx.question, block, `public dataset ${d.detail ?? ''}`.trim(), d.start, d.end));
      // Model files (.pt, .h5, .onnx …) and bare output directories say nothing about the input data.
      else if (d.kind !== 'checkpoint' && !MODEL_FILE.test(d.detail ?? d.text))
        vague.push(evidenceAt(ctx.question, block, `data loaded from ${d.detail ?? d.text}`, d.start, d.end));
    }
    if (fact.training.length) involved = true;
  }
  const hasLoadingCode = ctx.python.some(({ fact }) => fact.dataLoads.some((d) => d.kind !== 'checkpoint'));
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'python' && b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    if (b.kind === 'output' && PRINTED_SUMMARY.test(text)) {
      // A Keras summary's Output Shape column gives the input's shape per sample (issue 12: "its shapes say the
      // input shape"); its parameter counts are no data.
      const shape = SUMMARY_SHAPE.exec(text);
      if (shape)
        described.push(evidenceAt(ctx.question, b.block, 'input shape in the printed summary', shape.index, shape.index + shape[0].length));
      continue;
    }
    // A printed tensor pasted into the code (`list_tensor = [tensor([[1, 2, 3], …]), …]`): sample values, shown.
    const pasted = b.kind === 'python' ? PASTED_TENSOR.exec(text) : null;
    if (pasted) described.push(evidenceAt(ctx.question, b.block, 'sample values shown', pasted.index, pasted.index + pasted[0].length));
    const m = firstMatch(CODE_SHAPE, text, (at) => !PARAMETER_LINE.test(lineAt(text, at)));
    if (m) described.push(evidenceAt(ctx.question, b.block, 'shape or dtype in the code', m.index!, m.index! + m[0].length));
    if (b.kind === 'python') {
      const input = kerasInputShape(text, constants);
      if (input) (input.known ? described : vague).push(evidenceAt(ctx.question, b.block, input.note, input.start, input.end));
    }
    const resized = hasLoadingCode && b.kind === 'python' ? (TRANSFORM_SIZE.exec(text) ?? TF_IMAGE_RESIZE.exec(text)) : null;
    if (resized)
      described.push(evidenceAt(ctx.question, b.block, 'images loaded at a fixed size', resized.index, resized.index + resized[0].length));
    const datasetClass = b.kind === 'python' ? NAMED_DATASET_CLASS.exec(withoutImportLines(text)) : null;
    if (datasetClass)
      vague.push(
        evidenceAt(ctx.question, b.block, 'data named by its class only', datasetClass.index, datasetClass.index + datasetClass[0].length),
      );
    const transformed = b.kind === 'python' ? IMAGE_TRANSFORM.exec(text) : null;
    if (transformed)
      vague.push(
        evidenceAt(
          ctx.question,
          b.block,
          'images named by their transforms only',
          transformed.index,
          transformed.index + transformed[0].length,
        ),
      );
    const piped = b.kind === 'python' ? DATA_PIPELINE.exec(text) : null;
    if (piped)
      vague.push(
        evidenceAt(ctx.question, b.block, 'data put in an input pipeline, shape not shown', piped.index, piped.index + piped[0].length),
      );
    const converted = b.kind === 'python' ? CONVERTED_DATA.exec(text) : null;
    if (converted)
      vague.push(
        evidenceAt(
          ctx.question,
          b.block,
          'data converted to a tensor, shape not shown',
          converted.index,
          converted.index + converted[0].length,
        ),
      );
    const named = NAMED_DATASET.exec(text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, b.block, `dataset ${named[0]}`, named.index, named.index + named[0].length),
      );
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== 'output') continue;
    const text = ctx.question.blocks[b.block].text;
    const m = SAMPLE_VALUES.exec(text);
    if (m) described.push(evidenceAt(ctx.question, b.block, 'sample values printed', m.index, m.index + m[0].length));
    const rows = m || b.output.trainingLog.length || TRAINING_WORDS.test(text) ? null : sampleRows(text);
    if (rows) described.push(evidenceAt(ctx.question, b.block, 'sample rows shown', rows.start, rows.end));
  }
  // A public dataset named in the title ("… to solve CIFAR10 Dataset") counts as one named in the body.
  const titleNamed = NAMED_DATASET.exec(ctx.question.title);
  if (titleNamed)
    (hasLoadingCode ? described : vague).push(
      evidenceAt(ctx.question, TITLE_BLOCK, `dataset ${titleNamed[0]}`, titleNamed.index, titleNamed.index + titleNamed[0].length),
    );
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === 'image') return;
    if (b.kind === 'code') return;
    const shape = PROSE_SHAPE.exec(b.text) ?? PROSE_SIZES.exec(b.text) ?? VALUE_RANGE.exec(b.text);
    // "… cnn.conv1.weight.shape returns torch.Size([32, 4, 1, 1])": a weight's shape, not the data's.
    const aboutWeights = shape !== null && PARAMETER_LINE.test(b.text.slice(Math.max(0, shape.index - 60), shape.index));
    if (shape && !aboutWeights && !isInsideErrorOrSummary(ctx, i, shape.index)) {
      // "The shape of the TFLite model is [1, 2535, 85]": a shape said to be the model's may be its output's, not
      // the data's — ambiguous, so partial (issue 12: "say missing only when it is").
      const ofModel = shapeSaidOfModel(b.text, shape.index);
      (ofModel ? vague : described).push(
        evidenceAt(
          ctx.question,
          i,
          ofModel ? "a shape said to be the model's" : 'data described',
          shape.index,
          shape.index + shape[0].length,
        ),
      );
    }
    // Codebook: a named public dataset is "present" with its loading code, else a vague description.
    const named = NAMED_DATASET.exec(b.text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, i, `dataset ${named[0]}`, named.index, named.index + named[0].length),
      );
    for (const span of b.inlineCode) {
      if (SAMPLE_VALUES.test(span.text)) described.push(evidenceAt(ctx.question, i, 'sample values', span.start, span.end));
    }
    const proper = named ? null : PROPER_DATASET.exec(b.text);
    if (proper) vague.push(evidenceAt(ctx.question, i, `dataset ${proper[0]}`, proper.index, proper.index + proper[0].length));
    const rank = TENSOR_RANK.exec(b.text);
    if (rank) vague.push(evidenceAt(ctx.question, i, "the data's rank only, no sizes", rank.index, rank.index + rank[0].length));
    // A blockquote is mostly text the asker copied (documentation, an error): "the inputs" there is not their data.
    const own = b.kind === 'quote' ? null : ownDataMention(b.text);
    if (own) vague.push(evidenceAt(ctx.question, i, 'data mentioned without shape or type', own.index!, own.index! + own[0].length));
  });
  // Code that computes on tensors, or a training / tensor problem, involves data even when none is described.
  if (described.length || vague.length || ctx.python.some(({ fact }) => fact.lines >= 2)) involved = true;
  if (/\b(?:tensors?|inputs?|batch(?:es)?|loss|accuracy|train(?:ing)?|dataloader|predict\w*|augment\w*)\b/.test(ctx.proseLower))
    involved = true;
  return { described, vague, involved };
}

/** The code with import lines blanked to spaces, so offsets still point into the block. */
function withoutImportLines(text: string): string {
  return text.replace(/^[ \t]*(?:from|import)[ \t][^\n]*/gm, (line) => ' '.repeat(line.length));
}

// A row of a printed table (`df.head()`, a CSV excerpt): a row index or number, then at least two more
// fields, none of them code (no `=`, no call parentheses).
const TABLE_ROW = /^[ \t]*-?\d+(?:\.\d+)?(?:[ \t,;]+[^\s=(),;]+){2,}[ \t]*$/;
// A table of epochs and losses is a training log, not sample data.
const TRAINING_WORDS = /\b(?:epoch|loss|acc(?:uracy)?|iter(?:ation)?|step)s?\b/i;

/** Two or more consecutive table rows: sample rows of the data, as printed or pasted. */
function sampleRows(text: string): { start: number; end: number } | null {
  let offset = 0;
  let runStart = -1;
  let runLines = 0;
  for (const line of text.split('\n')) {
    if (TABLE_ROW.test(line)) {
      if (runLines === 0) runStart = offset;
      runLines++;
      if (runLines >= 2) return { start: runStart, end: offset + line.length };
    } else runLines = 0;
    offset += line.length + 1;
  }
  return null;
}

// A printed line about the model's parameters rather than the data.
const PARAMETER_LINE =
  /\bParameter\b|\.(?:weight|bias)\b|\b(?:weight|bias|grad)(?:\s+(?:shape|size))?\s*(?:[:=]\s*)?(?:torch\.)?Size\b|named_parameters|state_dict/;

/** The first match of a global regex that `keep` accepts (by offset). */
function firstMatch(re: RegExp, text: string, keep: (at: number) => boolean): RegExpMatchArray | null {
  for (const m of text.matchAll(re)) if (keep(m.index!)) return m;
  return null;
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end < 0 ? text.length : end);
}

function isInsideErrorOrSummary(ctx: JudgeContext, block: number, offset: number): boolean {
  const analysis = ctx.codeByBlock.get(block);
  if (analysis?.kind === 'traceback') return true;
  if (analysis?.kind === 'output' && PRINTED_SUMMARY.test(ctx.question.blocks[block].text)) return true;
  return ctx.errors.some((e) => e.block === block && e.fact.start <= offset && offset < e.fact.end);
}

// Codebook v2 `data` `na`: "a checkpoint that fails to load": the file and the network raise it, no input of the
// asker's reaches it. (Its "attribute error" is not read from the exception class alone: the experts still judge the
// data of an AttributeError raised inside a forward pass or a training loop.)
function noDataFlows(problem: Problem): boolean {
  return problem.step === 'persistence' && problem.error !== null;
}

// `module 'keras.engine' has no attribute 'Layer'`: an API missing from a module, raised when the name is looked up.
const MODULE_ATTRIBUTE_ERROR = /^module '[\w.]+' has no attribute\b/;

/**
 * Codebook v2 `data` `na`: "an import, install or attribute error". An attribute missing from a module (an API renamed
 * or removed in the installed version) is raised where the name is looked up, before any input is read; an attribute
 * missing from an object (`'Tensor' object has no attribute …`) may be the data's own, and is judged as any program.
 */
function apiMissingFromModule(ctx: JudgeContext): boolean {
  return ctx.errors.length > 0 && ctx.errors.every((e) => MODULE_ATTRIBUTE_ERROR.test(e.fact.message));
}

/**
 * A network's forward pass was called: the error is raised by `forward()` (`forward() takes 1 positional argument but 2
 * were given`) or a traceback runs through a `forward` frame. Input reached the network, whatever the code shows.
 */
function forwardPassRan(ctx: JudgeContext): boolean {
  if (ctx.errors.some((e) => e.fact.message.startsWith('forward()'))) return true;
  return ctx.program.blocks.some((b) => b.traceback?.frames.some((f) => f.func === 'forward'));
}

/**
 * Codebook v2 `data` `na`: "no input data flows through the problem". The posted code passes nothing to a model, a
 * loss or a training call, generates no stand-in input and reads no file, and the problem lies in no step that takes
 * input (training, inference, conversion): what it shows is a definition or an API, not a computation on data.
 */
function codeTakesNoInput(ctx: JudgeContext, problem: Problem): boolean {
  if (problem.step !== 'program' || !problem.failure || !ctx.python.length || trainingLogShown(ctx) || forwardPassRan(ctx)) return false;
  return ctx.python.every(
    ({ fact }) => !fact.modelInputs.length && !fact.training.length && !fact.dataLoads.length && !fact.standInData.length,
  );
}

export const data: ChecklistItem<'data'> = {
  id: 'data',
  texts: dataTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights('data', { gpu: 0.3 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment('na', 'An installation or import problem: no data flows through it.');
    const found = findDataEvidence(ctx);
    if (found.described.length) {
      return judgment('present', 'The data is described: shapes, types, samples or a public dataset.', found.described.slice(0, 5));
    }
    if (noDataFlows(classification.problem))
      return judgment('na', 'No input data flows through the problem: it is raised before any data is read.');
    if (found.vague.length) {
      return judgment(
        'partial',
        'The data is mentioned or loaded from files, but its shape and type are not shown.',
        found.vague.slice(0, 5),
      );
    }
    if (apiMissingFromModule(ctx)) return judgment('na', 'An API missing from a module: the error is raised before any data is read.');
    if (codeTakesNoInput(ctx, classification.problem))
      return judgment('na', 'The posted code feeds no input to a model, a loss or a training step: no data flows through it.');
    if (!found.involved && !classification.isBugReport) return judgment('na', 'No input data is involved in the problem.');
    return judgment('absent', 'Nothing is said about the input data.');
  },
  suggestion: {
    edit: 'Readers would have to generate stand-in input data of a guessed shape ("input data generation", needed in 49 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (_j, ctx, framework) => dataSuggestion(ctx, framework),
  },
};
