// What states the data's shape, size or value range in prose, and the public and proper dataset names a question may
// mention (checklist item `data`). Phrase lists, one alternative per line, built into expressions with
// lib/phraseRules.ts: codebook `data` present is "shape or dtype stated (in prose, …)" or "a named public dataset".
import { alternationRegExp, sequence } from '../../phraseRules';

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
export const PROSE_SHAPE = alternationRegExp(PROSE_SHAPE_FORMS, { flags: 'i' });
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
export const NAMED_DATASET = alternationRegExp(PUBLIC_DATASET_NAMES, { flags: 'i', wordBoundary: true });
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
export const PROPER_DATASET = alternationRegExp(DATASET_WORDS, {
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
export const PROSE_SIZES = alternationRegExp(PROSE_SIZE_FORMS, { flags: 'i' });
// What a count of the dataset measures, not of one sample: "2 classes", "8 labels", "120 categories", "2 features".
// Codebook v2 `data` partial: "counts alone (number of classes, samples, features, dataset size)".
// biome-ignore format: one alternative per line
const DATASET_COUNT_UNITS: readonly string[] = [
  'classes',
  'categories',
  'labels',
  'features',
];
const DATASET_COUNT = alternationRegExp(DATASET_COUNT_UNITS, { flags: 'i', before: '^\\d+\\s*', after: '$' });
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
export const VALUE_RANGE = alternationRegExp(DATA_NOUNS_WITH_RANGE, {
  flags: 'i',
  wordBoundary: true,
  after:
    '[^.?!\\n]{0,40}?\\b(?:rang(?:e|es|ing)|between|from)\\s*(?:of\\s+|from\\s+|is\\s+|in\\s+)?(?:[([]\\s*)?-?\\d+(?:\\.\\d+)?\\s*(?:,|to|and|-|\\.\\.)\\s*-?\\d+(?:\\.\\d+)?',
});

// Colab folds a traceback's middle frames into a line "7 frames": a count of stack frames, not of video frames.
const COLLAPSED_FRAMES_LINE = /^[ \t]*\d+ frames[ \t]*$/m;

/** What a prose block states about the data: a shape, size or value range (`count` when it only counts the dataset). */
export function proseDataStatement(text: string): { match: RegExpExecArray; count: boolean } | null {
  const shape = PROSE_SHAPE.exec(text);
  if (shape) return { match: shape, count: false };
  const size = PROSE_SIZES.exec(text);
  if (size && !collapsedFrames(text, size)) return { match: size, count: DATASET_COUNT.test(size[0]) };
  const range = VALUE_RANGE.exec(text);
  return range ? { match: range, count: false } : null;
}

function collapsedFrames(text: string, m: RegExpExecArray): boolean {
  const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
  const lineEnd = text.indexOf('\n', m.index);
  return COLLAPSED_FRAMES_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
}
