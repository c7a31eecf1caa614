// What the code and output analysers find in a question's blocks. Checklist items read these
// facts; they never parse code themselves. Offsets are into the analysed block's text.

/** What a code block really holds: askers put tracebacks, printed output and shell sessions in code blocks too. */
export type CodeBlockKind = 'python' | 'traceback' | 'output' | 'shell' | 'other';

export interface Located {
  start: number;
  end: number;
  text: string;
}

export interface ImportFact extends Located {
  /** Top-level module as written: "torch", "torch.nn", "tensorflow.keras.layers". */
  module: string;
  /** Names bound by the import: `import numpy as np` -> ["np"]; `from x import a, b as c` -> ["a", "c"]; `*` -> ["*"]. */
  bound: string[];
}

export type ModelKind =
  | 'nn.Module' // class X(nn.Module) / (torch.nn.Module) / (Module) or a subclass of another model class defined here
  | 'keras.Model' // class X(keras.Model / tf.keras.Model / Model / Layer)
  | 'Sequential' // nn.Sequential(...) / keras.Sequential(...) / Sequential() + .add
  | 'functional' // keras functional: Input(...) ... Model(inputs=..., outputs=...)
  | 'pretrained' // X.from_pretrained("name"), torchvision.models.resnet18(pretrained=True), timm.create_model, torch.hub.load
  | 'layers'; // layer constructors only (nn.Linear(…), Conv2D(…)) without a surrounding model

export interface ModelFact extends Located {
  kind: ModelKind;
  /** Class or variable name where known ("Net", "model"), checkpoint name for pretrained. */
  name: string | null;
}

/** A training or evaluation call: fit/train_on_batch/evaluate/predict, loss.backward(), optimizer.step(), a `for epoch in` loop, trainer.train(). */
export interface TrainingFact extends Located {
  call: string;
}

export type HyperparameterName = 'learning_rate' | 'batch_size' | 'epochs' | 'optimizer' | 'loss';

export interface HyperparameterFact extends Located {
  name: HyperparameterName;
  /** Source text of the value when it is a literal or a simple call ("0.001", "Adam", "nn.CrossEntropyLoss()"). */
  value: string | null;
}

export type DataLoadKind =
  | 'local_path' // a string literal that is a local file/dir path ('data/train.csv', 'C:\\x.png', '/home/…')
  | 'drive' // Google Drive / Colab mounts, drive links
  | 'file_read' // np.load, pd.read_csv, torch.load of data, Image.open, cv2.imread, open(...)
  | 'dataset_loader' // torchvision.datasets.MNIST(...), keras.datasets.mnist.load_data(), tfds.load, load_dataset("…")
  | 'checkpoint' // torch.load('x.pt'), load_model('x.h5'), load_state_dict(torch.load(...))
  | 'url'; // http(s) URL string

export interface DataLoadFact extends Located {
  kind: DataLoadKind;
  /** Dataset name for dataset_loader ("MNIST", "cifar10"), the path or URL otherwise. */
  detail: string | null;
}

/** Stand-in data the code generates: torch.randn(8, 3, 32, 32), np.random.rand(...), torch.tensor([[...]]), np.array([...]), tf.random.uniform(...), torch.zeros/ones/arange. */
export interface StandInDataFact extends Located {
  call: string;
  /** Literal shape when all dimensions are integer literals, else null. */
  shape: number[] | null;
  /** The variable it is assigned to, if any. */
  target: string | null;
}

export interface NameUse extends Located {
  name: string;
}

export interface PythonBlockFacts {
  kind: 'python';
  /** Number of error nodes lezer produced, plus brackets left open that the reader closed: high counts mean fragments or not-Python. */
  errorCount: number;
  /** Lines of code (non-blank, non-comment). */
  lines: number;
  imports: ImportFact[];
  /** Names this block binds: assignments, defs, classes, for/with/except targets, function parameters inside their scope, imports. */
  defined: string[];
  /**
   * Names read in this block. (Attribute accesses count only their root name.) Words of prose are no
   * names: words side by side (`f(a) <--- error here`, an English line) and text the parser skipped in
   * error recovery. A block that is one `'''` string holding code is read inside the string.
   */
  used: NameUse[];
  models: ModelFact[];
  training: TrainingFact[];
  hyperparameters: HyperparameterFact[];
  dataLoads: DataLoadFact[];
  standInData: StandInDataFact[];
  /** `...` used as a placeholder (not in slicing `x[..., 0]` nor as a stub body alone?). Also `# ...` / `<your code>` style gaps and `?` where a value belongs (`padding = ?`). */
  placeholders: Located[];
  /** IPython/Jupyter magics and shell escapes: `%matplotlib inline`, `!pip install x`. */
  magics: Located[];
  /** `print(x.shape)`, `print(x.size())`, `model.summary()`, `print(model)`: the asker printed something informative. */
  prints: Located[];
  /** Framework modules referenced via imports or qualified names: "torch", "tensorflow", "keras", "transformers", "jax", "numpy", … */
  frameworks: string[];
}

export interface ShapeFact extends Located {
  /** Dimensions; null for None / -1 / "?" / symbolic. */
  dims: Array<number | null>;
}

export interface TracebackFacts {
  /** "Traceback (most recent call last):" header present (also when the paste lost its first letters) and a final "Error: …" line present. */
  complete: boolean;
  /** Final exception's class as written, e.g. "RuntimeError", "tensorflow.python.framework.errors_impl.InvalidArgumentError". */
  exceptionType: string | null;
  /** The final exception's message (first line). */
  message: string | null;
  /** Frames: file, line, function. */
  frames: Array<{ file: string; line: number | null; func: string | null }>;
  /** Location of the final error line. */
  errorLine: Located | null;
  /** Earlier exceptions of a chained traceback ("During handling of the above exception…"), oldest first. */
  chain?: Array<{ exceptionType: string; message: string }>;
}

/** One found error line, anywhere (prose, quote, code block): `RuntimeError: size mismatch, m1: [64 x 784], …`. */
export interface ErrorLineFact extends Located {
  exceptionType: string;
  message: string;
}

export interface OutputFacts {
  /** Printed shapes: torch.Size([8, 3, 32, 32]), (None, 28, 28, 1), [64 x 784], shape=(32, 10). */
  shapes: ShapeFact[];
  /** Epoch/loss/accuracy lines: "Epoch 3/10 … loss: 0.23", "epoch: 1, loss: 2.30". */
  trainingLog: Located[];
  /** Error lines found in the text. */
  errors: ErrorLineFact[];
  /** Warnings: "UserWarning: …", "WARNING:tensorflow:…". */
  warnings: Located[];
}

/** A run of lines inside one code block that holds one kind of content (code, then a pasted traceback …). Offsets into the block's text. */
export interface CodeSegment {
  kind: CodeBlockKind;
  start: number;
  end: number;
}

export interface BlockAnalysis {
  /** Index of the block in Question.blocks. */
  block: number;
  kind: CodeBlockKind;
  /** The block's segments by kind, in order; one segment when the block is all of one kind. */
  segments?: CodeSegment[];
  /** Set when the block was longer than the analysis bound and only its start was analysed. */
  truncated?: boolean;
  python: PythonBlockFacts | null;
  traceback: TracebackFacts | null;
  output: OutputFacts;
}

export interface ProgramFacts {
  /** Per code block (only code blocks are here). */
  blocks: BlockAnalysis[];
  /** Names used in some Python block but defined in none and not imported nor builtin, in order of first use. `self` used where no method binds it (a method body pasted alone) is one. */
  undefinedNames: NameUse[];
  /** Block index of each undefined name's first use, parallel to undefinedNames. */
  undefinedNameBlocks: number[];
}
