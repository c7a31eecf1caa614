// The question's own names that suggestions use (checklist §4: "name the gap with the question's own names"): its
// data variables (`x_train`, `labels`) and its model variable (`net`).
import type { BindingKind } from '../../python/walkFacts';
import { isModelVariableName } from '../../python/modelVariables';
import type { JudgeContext } from '../../context';
import { alternationRegExp, sequence } from '../../phraseRules';

// Codebook v2 `data` partial: "data hinted only by names (a variable `images` …)". Variable names that hold data.
const DATA_NAMES: readonly string[] = [
  'x',
  'X',
  'y',
  'Y',
  'xb',
  'yb',
  'inputs?',
  'input_\\w+',
  'images?',
  'imgs?',
  'labels?',
  'targets?',
  'data',
  'dataset',
  'train_?\\w*',
  'test_?\\w*',
  'val_?\\w*',
  'valid_?\\w*',
  'batch\\w*',
  'features?',
  'samples?',
  '\\w+_(?:data|x|y|X|Y|train|test|input|inputs|images|labels|tensor|batch|set)',
];
const DATA_NAME = alternationRegExp(DATA_NAMES, { flags: '', before: '^', after: '$' });

// Names that look like data but hold no tensor: loaders, paths, counters, histories, sizes (codebook v2 `data`:
// "tensors that are not the problem's input … are not data"). How such a name ends …
const NOT_A_TENSOR_ENDINGS: readonly string[] = [
  'loader',
  '_?path',
  '_?dir',
  '_?file',
  '_?files',
  '_?name',
  '_?names',
  '_?num',
  'num_?\\w*',
  '_?size',
  '_?len',
  '_?count',
  '_?idx',
  '_?index',
  '_?losses',
  '_?loss',
  '_?history',
  '_?acc',
  '_?step',
  '_?steps',
  '_?iter',
  '_?mode',
];
// … or the whole name.
// biome-ignore format: one alternative per line
const NOT_A_TENSOR_NAMES: readonly string[] = [
  'train',
  'test',
  'valid?',
  'batch',
  'input',
  'len',
  'range',
];
// biome-ignore format: one alternative per line
const NOT_A_TENSOR = alternationRegExp(
  [
    sequence(NOT_A_TENSOR_ENDINGS, '$'),
    sequence('^', NOT_A_TENSOR_NAMES, '$'),
  ],
  { flags: 'i' },
);

/** Data-looking variable names the question's code uses, in order of first appearance (at most 3). */
export function dataNames(ctx: JudgeContext): string[] {
  const names: string[] = [];
  for (const { fact } of ctx.python) {
    for (const s of fact.standInData) if (s.target && !names.includes(s.target)) names.push(s.target);
    for (const n of [...fact.defined, ...fact.used.map((u) => u.name)]) {
      if (DATA_NAME.test(n) && !NOT_A_TENSOR.test(n) && !names.includes(n)) names.push(n);
    }
  }
  return names.slice(0, 3);
}

const ASSIGNED: ReadonlySet<BindingKind> = new Set(['assignment', 'walrus', 'with', 'for']);

/** The variable the question's code keeps its model in, else "model". */
export function modelName(ctx: JudgeContext): string {
  for (const { fact } of ctx.python) {
    // A variable the code assigns, not a class (PEP 8 CapWords: `AutoModel` builds the model) nor a module it imports.
    for (const { name, kind } of fact.names.bindings) {
      if (ASSIGNED.has(kind) && /^[a-z_]/.test(name) && isModelVariableName(name)) return name;
    }
  }
  return 'model';
}

/** The variables that reach one kind of call: the model itself, a training method (`fit`) or a loss. */
export interface FedData {
  role: 'model' | 'training' | 'loss';
  names: string[];
}

/** What reaches the model or the failing call, most direct first: the model's own input, then fit's, then the loss's. */
const ROLE_ORDER = ['model', 'training', 'loss'] as const;

/**
 * The variables the walk saw fed to the model (`net(images)`), a training method (`model.fit(x_train, y_train)`) or a
 * loss (`criterion(outputs, labels)`): those of the most direct kind of call, at most 3 (the data ask
 * prints the shapes of the variables that actually reach the model or the failing call, not of guessed ones).
 */
export function fedDataNames(ctx: JudgeContext): FedData | null {
  for (const role of ROLE_ORDER) {
    const names: string[] = [];
    for (const { fact } of ctx.python) {
      for (const input of fact.modelInputs) {
        if (input.role !== role) continue;
        for (const n of input.names) if (!names.includes(n) && !NOT_A_TENSOR.test(n)) names.push(n);
      }
    }
    if (names.length) return { role, names: names.slice(0, 3) };
  }
  return null;
}
