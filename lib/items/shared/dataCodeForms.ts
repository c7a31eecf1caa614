// How the data shows in code and printed output (checklist item `data`): shapes and dtypes the code fixes, fixed-size
// image transforms, conversions and input pipelines, printed sample values and rows, dataset classes, and the lines
// about the model's weights or files rather than its input. Codebook `data` present: a shape "obvious from code";
// partial: data hinted only by names.
import { alternationRegExp } from '../../phraseRules';

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
  // torchsummary's `summary(model, (1, 64, 64))`: its second argument is the input's size.
  '\\bsummary\\(\\s*[\\w.]+\\s*,\\s*(?:input_size\\s*=\\s*)?[([]\\s*\\d+\\s*,\\s*\\d+',
  '\\.shape\\s*(?:=|==|:|->|is)\\s*(?:[([]\\s*\\w+\\s*,\\s*\\w+|\\d+\\s*[x×]\\s*\\d+)',
];
export const CODE_SHAPE = alternationRegExp(CODE_SHAPE_FORMS, { flags: 'g' });
// Image transforms to a fixed size (`Resize((64, 64))`, `CenterCrop(224)`, Keras `target_size=(224, 224)`):
// with the loading code that feeds images through them, they fix the shape of the input tensors.
export const TRANSFORM_SIZE =
  /\bResize\(\s*(?:size\s*=\s*)?[([]\s*\d+\s*,\s*\d+|\b(?:CenterCrop|RandomCrop|RandomResizedCrop)\(\s*(?:size\s*=\s*)?(?:[([]\s*)?\d+|\btarget_size\s*=\s*\(\s*\d+/;
// `tf.image.resize(img, [512, 512])` resizes each loaded image the same way, like `Resize((64, 64))`.
export const TF_IMAGE_RESIZE = /\bimage\.resize\(\s*\w+\s*,\s*(?:size\s*=\s*)?[([]\s*\d+\s*,\s*\d+/;
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
export const CONVERTED_DATA = /* @__PURE__ */ convertedDataPattern();
// The asker's arrays put into an input pipeline (`tf.data.Dataset.from_tensor_slices((x, y))`, `TensorDataset(X, y)`):
// data flows in, its shape is not shown — partial, never absent (say missing only when it is).
export const DATA_PIPELINE = /\b(?:from_tensor_slices|from_tensors|TensorDataset)\((?:\s*[([])?\s*[A-Za-z_]/;
// A path word holding a model word, asked once by a lookahead: `[\w./ -]*model s?[\w./ -]*` split long paths every way.
export const MODEL_FILE =
  /\.(?:pt|pth|ckpt|h5|hdf5|onnx|pb|tflite|mlmodel|bin|pkl|joblib|caffemodel|prototxt)['"]?$|^['"]?(?=[\w./ -]*?(?:model|checkpoint|weights|output))[\w./ -]*['"]?$/i;
// Printed sample values: `tensor([[0.1, …]])`, `array([...])`, a matrix of numbers.
export const SAMPLE_VALUES =
  /\b(?:tensor|array|Parameter containing)\s*(?:\(\s*)?\[|^[ \t]*\[[ \t]*(?:\[[ \t]*)?-?\d+(?:\.\d+)?(?:e-?\d+)?[, \t]+(?:(?:\.\.\.|…)[, \t]+)?-?\d/m;

// A dataset class of the asker's, built or defined in the code (`NamesDataset()`, `class CellsDataset(Dataset)`): the data
// is hinted by its name only. The framework's own classes (`TensorDataset`, `IterableDataset`, `ConcatDataset`) name none.
// Codebook v2 `data` partial: "data hinted only by names (… a class `CellsDataset` …)".
export const NAMED_DATASET_CLASS = /\b(?!(?:Tensor|Iterable|Concat|Chain|Stack|Map|Vision)Dataset\b)[A-Z]\w*Dataset\b(?=\s*[(:])/;

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
export const IMAGE_TRANSFORM = alternationRegExp(IMAGE_TRANSFORM_NAMES, { flags: '', wordBoundary: true, after: '\\s*\\(' });

// Sample values written into the code: a matrix of numbers (`index = [[2, 0, 1], [2, 2, 0]]`), a DataFrame built from a
// literal (`pd.DataFrame({"A": [1, 1, 0], …})`), a list of sentences (`texts = ['this is such an amazing movie!']`; three words or more: `['Model Type']` names columns).
// Codebook v2 `data`: "Literal values in code (Python lists, a DataFrame literal, `range(...)`) that feed the problem
// are sample data (`present`)." A flat list of numbers is left out: it is as often a setting (`[64, 32]` units, epochs).
const LITERAL_SAMPLE_FORMS: readonly string[] = [
  '[=(,]\\s*\\[\\s*\\[\\s*-?\\d',
  '\\bDataFrame\\(\\s*(?:data\\s*=\\s*)?[{[]\\s*[\'"[{\\d]',
  '[=(]\\s*\\[\\s*[\'"][A-Za-z]+ [A-Za-z]+ [A-Za-z]',
];
export const LITERAL_SAMPLE = alternationRegExp(LITERAL_SAMPLE_FORMS, { flags: '' });

// A tensor's printed form with numbers (`tensor([[1, 2, 3]`), not a call on the asker's own variables.
export const PASTED_TENSOR = /(?<![\w.])tensor\(\s*\[[\s[]*-?\d/;

/** The code with import lines blanked to spaces, so offsets still point into the block. */
export function withoutImportLines(text: string): string {
  return text.replace(/^[ \t]*(?:from|import)[ \t][^\n]*/gm, (line) => ' '.repeat(line.length));
}

// A row of a printed table (`df.head()`, a CSV excerpt): a row index or number, then at least two more
// fields, none of them code (no `=`, no call parentheses).
const TABLE_ROW = /^[ \t]*-?\d+(?:\.\d+)?(?:[ \t,;]+[^\s=(),;]+){2,}[ \t]*$/;
// A table of epochs and losses is a training log, not sample data.
export const TRAINING_WORDS = /\b(?:epoch|loss|acc(?:uracy)?|iter(?:ation)?|step)s?\b/i;

/** Two or more consecutive table rows: sample rows of the data, as printed or pasted. */
export function sampleRows(text: string): { start: number; end: number } | null {
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
export const PARAMETER_LINE =
  /\bParameter\b|\.(?:weight|bias)\b|\b(?:weight|bias|grad)(?:\s+(?:shape|size))?\s*(?:[:=]\s*)?(?:torch\.)?Size\b|named_parameters|state_dict/;

/** The first match of a global regex that `keep` accepts (by offset). */
export function firstMatch(re: RegExp, text: string, keep: (at: number) => boolean): RegExpMatchArray | null {
  for (const m of text.matchAll(re)) if (keep(m.index!)) return m;
  return null;
}

export function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end < 0 ? text.length : end);
}

// Words of a variable's name that say it holds data (`images`, `train_loader`, `batch_data`, `input_ids`).
// Codebook v2 `data` partial: "data hinted only by names (a variable `images`, …)". A bare `x`, `inputs` or a split
// (`X_train`, `test_x`) names no data: the experts judge `model.fit(x_train, y_train)` absent.
// biome-ignore format: one word per line
const DATA_VARIABLE_WORDS: ReadonlySet<string> = new Set([
  'image',
  'images',
  'img',
  'imgs',
  'picture',
  'pictures',
  'photo',
  'photos',
  'data',
  'dataset',
  'loader',
  'batch',
  'sample',
  'samples',
  'text',
  'texts',
  'sentence',
  'sentences',
  'tokens',
  'ids',
  'audio',
  'video',
  'videos',
  'frame',
  'frames',
  'features',
  'state',
  'states',
  'observation',
  'observations',
  'obs',
]);

/** The name's words (`X_train` → x, train; `trainLoader` → train, loader) hold one that says it is data. */
export function namesData(name: string): boolean {
  const words = name.split(/_|(?<=[a-z0-9])(?=[A-Z])/).map((w) => w.toLowerCase());
  return words.some((w) => DATA_VARIABLE_WORDS.has(w));
}
