// What the skeleton does with a line that loads data the reader does not have — a local file, a Drive path, a
// checkpoint, a dataset download: replace it with a marked stand-in when the question says enough (the
// dataset's known shapes, the columns the code reads, the printed shape of the loaded variable), skip it when
// nothing depends on its result (loading a checkpoint into a model that exists anyway), or keep it under a TODO
// that says what is missing. The original line always stays visible, as a comment.
import type { DataLoadFact } from '../analysis/blockFacts';
import { type PrintedValue, shownWhere } from './printedValues';
import { bracketDelta } from '../analysis/lineKinds';
import { endsWithMark } from './lineEnds';
import { alternationRegExp } from '../phraseRules';
import { planImageFolder } from './folderStandIns';
import { planImageRead } from './imageStandIns';
import { planTableRead } from './tableLayouts';

export interface LinePlan {
  /** Lines written instead of the original (which they include, commented). */
  replace?: string[];
  /** The line is commented out for this reason (and a `pass` keeps its block valid). */
  skip?: string;
  /** A TODO written above the line. */
  todo?: string;
  /** Lines written after the line. */
  after?: string[];
  assumption?: string;
  /** Modules the written lines use: 'np', 'torch', 'torchvision', 'pd'. */
  needs?: string[];
  /** Names the written lines define. */
  defines?: string[];
}

export interface StandInContext {
  printed: Map<string, PrintedValue>;
  /** The question's error text (tracebacks, error lines): says whether loading a checkpoint is the bug. */
  errorText?: string;
  /** All the question's code, to see which columns of a table it reads. */
  code: string;
  /** The question's prose, where it states its pictures' shape. */
  prose?: string;
}

/** Stand-in size: one small batch's worth, so the skeleton runs in seconds. */
export const STAND_IN_SAMPLES = 64;

/** Known datasets: image shape (channels first, as torchvision yields after ToTensor) and class count. */
const DATASETS: Record<string, { image: [number, number, number]; classes: number; name: string }> = {
  mnist: { image: [1, 28, 28], classes: 10, name: 'MNIST' },
  fashionmnist: { image: [1, 28, 28], classes: 10, name: 'Fashion-MNIST' },
  fashion_mnist: { image: [1, 28, 28], classes: 10, name: 'Fashion-MNIST' },
  kmnist: { image: [1, 28, 28], classes: 10, name: 'KMNIST' },
  emnist: { image: [1, 28, 28], classes: 47, name: 'EMNIST' },
  cifar10: { image: [3, 32, 32], classes: 10, name: 'CIFAR-10' },
  cifar100: { image: [3, 32, 32], classes: 100, name: 'CIFAR-100' },
  svhn: { image: [3, 32, 32], classes: 10, name: 'SVHN' },
  stl10: { image: [3, 96, 96], classes: 10, name: 'STL-10' },
};

const KERAS_LOAD =
  /^([ \t]*)\(\s*([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*\)\s*,\s*\(\s*([A-Za-z_]\w*)\s*,\s*([A-Za-z_]\w*)\s*\)\s*=\s*(?:[\w.]*\.)?(mnist|fashion_mnist|cifar10|cifar100)\.load_data\(\s*\)\s*(?:#.*)?$/;
const TORCHVISION_DATASET =
  /^([ \t]*)([A-Za-z_][\w.]*)\s*=\s*(?:torchvision\.)?(?:datasets|dset|dsets)\.(MNIST|FashionMNIST|KMNIST|EMNIST|CIFAR10|CIFAR100|SVHN|STL10)\s*\((.*)\)\s*(?:#.*)?$/;
// Errors of a checkpoint or pickle that fails to load (torch.load, load_state_dict): then loading is the bug and the
// load_state_dict line stays.
const CHECKPOINT_LOAD_ERRORS: readonly string[] = [
  'Error\\(s\\) in loading state_dict',
  'Missing key\\(s\\)',
  'Unexpected key\\(s\\)',
  'size mismatch for',
  'deserialize object on a CUDA device',
  'Attempting to deserialize',
  'PytorchStreamReader',
  'invalid load key',
  'UnpicklingError',
  'storage has wrong size',
];
const LOADING_FAILS = alternationRegExp(CHECKPOINT_LOAD_ERRORS, { flags: '' });
const LOAD_STATE_DICT = /^[ \t]*[\w.[\]'"]+\.load_state_dict\(.*\)\s*(?:#.*)?$/;
// Calls that write files or directories (codebook v2 `code_runnable`: "paths the code writes to … are no gap").
const WRITING_CALLS: readonly string[] = [
  'torch\\.save',
  'save_image',
  'imsave',
  'to_excel',
  'to_json',
  'np\\.save[z]?',
  '\\.to_csv',
  '\\.to_pickle',
  'savefig',
  'save_weights',
  '\\.save',
  'imwrite',
  'pickle\\.dump',
  'json\\.dump',
  'makedirs',
  'mkdir',
  'SummaryWriter',
  'FileHandler',
  'colorlogger',
  'log_dir\\s*=',
];
const WRITES = alternationRegExp(WRITING_CALLS, { flags: '', before: '\\b' });
const READS =
  /\b(?:torch\.load|np\.load|read_csv|read_excel|imread|Image\.open|pickle\.load|json\.load|load_state_dict|load_model|load_weights)\b/;
const READ_CSV = /^[ \t]*([A-Za-z_]\w*)\s*=\s*(?:pd|pandas)\.read_(?:csv|excel|table|parquet|json)\(/;

/** `statement`: the whole statement holding the loads, from its first line's start (it may span lines). */
export function planDataLoadLine(statement: string, loads: DataLoadFact[], context: StandInContext): LinePlan | null {
  const line = statement;
  const indent = /^[ \t]*/.exec(line)![0];
  const original = `${indent}# ${line.trim()}`;
  // Only a one-line statement is ever replaced; a longer one keeps its lines and gets a TODO above.
  const complete = !statement.trimEnd().includes('\n') && bracketDelta(line) === 0 && !endsWithMark(line, '\\,');
  const kinds = new Set(loads.map((l) => l.kind));
  const detail = loads.find((l) => l.detail)?.detail ?? null;

  if (complete && /^[ \t]*drive\.mount\(/.test(line)) return { skip: 'mounts Google Drive; the stand-ins need no files' };
  if (complete && /^[ \t]*os\.chdir\(/.test(line)) return { skip: "changes into a folder on the asker's machine" };
  // Writing (a checkpoint, a log, a figure) works in any folder; only reading needs the asker's files.
  if ((WRITES.test(line) || opensFor(line, 'write')) && !(READS.test(line) || opensFor(line, 'read'))) return null;

  // Skipped unless loading is what fails: then the line is the bug and stays, under a TODO.
  if (complete && kinds.has('checkpoint') && LOAD_STATE_DICT.test(line) && !LOADING_FAILS.test(context.errorText ?? '')) {
    return {
      skip: 'loads a checkpoint the question does not include; the model keeps its fresh weights',
      assumption: 'the checkpoint is not loaded: the model runs with freshly initialised weights',
    };
  }

  const keras = complete ? KERAS_LOAD.exec(line) : null;
  if (keras) {
    const [, , xTrain, yTrain, xTest, yTest, set] = keras;
    const known = DATASETS[set];
    const [c, h, w] = known.image;
    const image = c === 1 ? `${h}, ${w}` : `${h}, ${w}, ${c}`; // Keras arrays are channels-last, grey images have no channel axis
    const labels = set.startsWith('cifar') ? `(${STAND_IN_SAMPLES}, 1)` : `(${STAND_IN_SAMPLES},)`;
    return {
      replace: [
        original,
        `${indent}${xTrain} = np.random.randint(0, 256, (${STAND_IN_SAMPLES}, ${image})).astype('uint8')  # ReproLens: stand-in for ${known.name}, no download`,
        `${indent}${yTrain} = np.random.randint(0, ${known.classes}, ${labels}).astype('uint8')`,
        `${indent}${xTest} = np.random.randint(0, 256, (${STAND_IN_SAMPLES}, ${image})).astype('uint8')`,
        `${indent}${yTest} = np.random.randint(0, ${known.classes}, ${labels}).astype('uint8')`,
      ],
      assumption: `${known.name} is replaced by ${STAND_IN_SAMPLES} random images of its shape and ${known.classes} classes`,
      needs: ['np'],
      defines: [xTrain, yTrain, xTest, yTest],
    };
  }

  const torchvision = complete ? TORCHVISION_DATASET.exec(line) : null;
  if (torchvision) {
    const [, , target, set, args] = torchvision;
    const known = DATASETS[set.toLowerCase()];
    const transform = keywordSource(args, 'transform');
    return {
      replace: [
        original,
        `${indent}${target} = torchvision.datasets.FakeData(size=${STAND_IN_SAMPLES}, image_size=(${known.image.join(', ')}), num_classes=${known.classes}${transform ? `, transform=${transform}` : ''})  # ReproLens: stand-in for ${known.name}, no download`,
      ],
      assumption: `${known.name} is replaced by torchvision's FakeData: ${STAND_IN_SAMPLES} random images of shape (${known.image.join(', ')}), ${known.classes} classes${transform ? ", with the question's transform" : ''}`,
      needs: ['torchvision'],
      defines: target.includes('.') ? [] : [target],
    };
  }

  const assigned = complete ? assignedName(line) : null;
  const local = kinds.has('local_path') || kinds.has('drive') || kinds.has('file_read') || kinds.has('checkpoint');
  if (assigned && local) {
    const name = assigned;
    const value = context.printed.get(name);
    if (value?.dims) {
      const dims = value.dims.join(', ');
      const call = value.library === 'torch' ? `torch.randn(${dims})` : `np.random.rand(${dims})`;
      return {
        replace: [
          original,
          `${indent}${name} = ${call}  # ReproLens: stand-in with the ${value.stated ? `shape from ${shownWhere(value)}` : `printed shape "${value.source}"`}`,
        ],
        assumption: `\`${name}\` is read from a file the question does not include; replaced by random values of the printed shape (${dims})`,
        needs: [value.library === 'torch' ? 'torch' : 'np'],
        defines: [name],
      };
    }
    if (READ_CSV.test(line)) {
      const columns = columnsRead(name, context.code);
      // A table also used by position (`.values`, `.iloc`, `.drop(…)`) needs its real columns: a TODO instead.
      const positional = new RegExp(`\\b${name}\\s*(?:\\.(?:values|iloc|to_numpy|drop|shape|columns)\\b|\\[\\s*\\d)`).test(context.code);
      if (columns.length && !positional) {
        const list = columns.map((c) => `'${c}'`).join(', ');
        return {
          replace: [
            original,
            `${indent}${name} = pd.DataFrame(np.random.rand(${STAND_IN_SAMPLES}, ${columns.length}), columns=[${list}])  # ReproLens: stand-in table with the columns the code reads`,
          ],
          assumption: `\`${name}\` is a table the question does not include; replaced by ${STAND_IN_SAMPLES} rows of random numbers in the columns the code reads (${columns.join(', ')})`,
          needs: ['pd', 'np'],
          defines: [name],
        };
      }
    }
  }
  // File stand-ins whose layout the code fixes (docs/skeleton.md, "Data the reader does not have"): a table as wide as its `.iloc` reads, a
  // picture of the mode and size the code converts and resizes it to, a folder of class folders for ImageFolder.
  const prose = context.prose ?? '';
  const layoutPlan =
    complete && local
      ? (planTableRead(line, context.code, STAND_IN_SAMPLES) ??
        planImageRead(line, context.code, prose) ??
        planImageFolder(line, context.code, prose))
      : null;
  if (layoutPlan) return layoutPlan;
  if (kinds.has('url') && !local) return null; // a download works wherever the reader runs the skeleton
  if (!local) return null;
  const what = kinds.has('checkpoint') ? 'a checkpoint' : 'a file';
  return {
    todo: `this line reads ${detail ? `\`${cut(detail)}\`, ` : ''}${what} the question does not include; say its shape and dtype, or print a few rows`,
  };
}

/** The source of `name=…` among a call's arguments, up to the next top-level comma. */
function keywordSource(args: string, name: string): string | null {
  const m = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*`).exec(args);
  if (!m) return null;
  let depth = 0;
  let end = m.index + m[0].length;
  for (; end < args.length; end++) {
    const ch = args[end];
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) break;
  }
  const value = args.slice(m.index + m[0].length, end).trim();
  return value || null;
}

/** Columns read as `df['a']`, `df[['a', 'b']]` or `df.loc[:, 'a']`. */
function columnsRead(name: string, code: string): string[] {
  const columns = new Set<string>();
  const single = new RegExp(`${name}(?:\\.loc\\[\\s*:\\s*,\\s*|\\[)\\s*['"]([\\w .-]{1,40})['"]\\s*\\]`, 'g');
  for (const m of code.matchAll(single)) columns.add(m[1]);
  const many = new RegExp(`${name}\\[\\s*\\[([^\\]]{1,300})\\]\\s*\\]`, 'g');
  for (const m of code.matchAll(many)) for (const c of m[1].matchAll(/['"]([\w .-]{1,40})['"]/g)) columns.add(c[1]);
  return [...columns].slice(0, 50);
}

function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * `open(` read as writing (`open(p, 'w')`, the mode after a comma before the call's first `)`) or reading (the
 * call closes before any comma: `open(p)`): what `\bopen\([^)]*,\s*['"][wa]` and `\bopen\([^,)]*\)` test, with
 * one pass over the line instead of a rescan from every `open(`.
 */
export function opensFor(line: string, use: 'write' | 'read'): boolean {
  const modes = [...line.matchAll(/,\s*['"][wa]/g)].map((m) => m.index);
  let mode = 0;
  let stop = 0;
  for (const m of line.matchAll(/\bopen\(/g)) {
    const from = m.index + 5;
    if (use === 'read') {
      // The first `,` or `)` after the bracket must be `)`.
      if (stop < from) stop = from;
      while (stop < line.length && line[stop] !== ',' && line[stop] !== ')') stop++;
      if (line[stop] === ')') return true;
    } else {
      // A `, 'w'` or `, 'a'` before the first `)` after the bracket.
      if (stop < from) stop = from;
      while (stop < line.length && line[stop] !== ')') stop++;
      while (mode < modes.length && modes[mode] < from) mode++;
      if (mode < modes.length && modes[mode] < stop) return true;
    }
  }
  return false;
}

/**
 * The name a one-line statement assigns, `name = value  # comment`: what `^[ \t]*([A-Za-z_]\w*)\s*=\s*(.+?)\s*(?:#.*)?$`
 * matches (its first group), read without the pattern's lazy scan, quadratic in a long blank run.
 */
export function assignedName(line: string): string | null {
  const head = /^[ \t]*([A-Za-z_]\w*)\s*=/.exec(line);
  if (!head || !valueThenComment(line.slice(head[0].length))) return null;
  return head[1];
}

const BREAK = /[\n\r\u2028\u2029]/;

/**
 * `rest` is blanks, a value of at least one character without line breaks, blanks, then an optional comment
 * without line breaks (`\s*(.+?)\s*(?:#.*)?$`). The line breaks must then sit in the blanks around the value.
 */
function valueThenComment(rest: string): boolean {
  let last = -1;
  for (let i = rest.length - 1; i >= 0 && last < 0; i--) if (BREAK.test(rest[i])) last = i;
  if (last < 0) return rest.length > 0;
  // After the last break: blanks, then nothing or a comment.
  let after = last + 1;
  while (after < rest.length && /\s/.test(rest[after])) after++;
  const tailOk = after === rest.length || rest[after] === '#';
  // The value ends before the blanks holding the last break...
  let blanks = last;
  while (blanks > 0 && /\s/.test(rest[blanks - 1])) blanks--;
  if (tailOk) {
    // ...and starts after the blanks before it, which hold any earlier break; inside the blank run holding
    // the last break, a blank that is no break can be the value itself.
    let lead = 0;
    while (lead < rest.length && /\s/.test(rest[lead])) lead++;
    if (blanks > 0) {
      const value = rest.slice(lead, blanks);
      if (lead < blanks && !BREAK.test(value)) return true;
    } else {
      for (let i = 0; i < last; i++) if (!BREAK.test(rest[i])) return true;
    }
  }
  // Or every break sits in the leading blanks and a value follows them.
  let lead = 0;
  while (lead < rest.length && /\s/.test(rest[lead])) lead++;
  return lead > last && last + 1 < rest.length;
}
