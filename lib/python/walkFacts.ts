// What the Python walk (walk.ts) finds in one block of code. Checklist items read these facts and never
// parse code themselves; the skeleton reads the names, scopes and models. Offsets are into the analysed
// block's text (for a pasted block, the text before clean-up: source.ts keeps a map back to it).
import type { Located } from '../analysis/blockFacts';

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

/** `net(images)`, `model.fit(x_train, y_train)`, `criterion(outputs, labels)`: the variables that reach the model or the loss. */
export interface ModelInputFact extends Located {
  role: 'model' | 'training' | 'loss';
  names: string[];
}

export interface NameUse extends Located {
  name: string;
}

// ---------------------------------------------------------------- names and scopes

/** Python's scopes: a class body is a namespace its methods do not see; comprehensions and lambdas are functions of their own. */
export type ScopeKind = 'module' | 'class' | 'function' | 'lambda' | 'comprehension';

export interface Scope {
  kind: ScopeKind;
  /** Index of the enclosing scope in NameFacts.scopes; null for the module. */
  parent: number | null;
  /** The defining node (def, class, lambda, comprehension, generator argument list); the whole block for the module. */
  start: number;
  end: number;
  /** The function's or class's name. */
  name: string | null;
}

export type BindingKind =
  | 'assignment' // x = …, a, b = …, x: int = …
  | 'annotation' // x: int, a declaration without a value: the name is not bound
  | 'augmented' // x += …
  | 'for' // for x in …
  | 'with' // with … as x
  | 'except' // except E as e
  | 'import' // import x / from m import x
  | 'function' // def f
  | 'class' // class C
  | 'parameter' // def f(x) / lambda x:
  | 'comprehension' // [… for x in …], f(… for x in …)
  | 'walrus' // (x := …), f(x := …)
  | 'match'; // case [x, y]: / case P() as x:

export interface Binding {
  name: string;
  kind: BindingKind;
  /** Index of the scope the name is bound in (a walrus in a comprehension binds in the enclosing function). */
  scope: number;
  /** The name as written. */
  start: number;
  end: number;
  /**
   * Offset from which the name holds its value: an assignment's targets after its value is evaluated, a class
   * name after its body, a def after its header, loop targets before the body, parameters from their scope's start.
   */
  effective: number;
  /** `Net` for `model = Net(…)` or `model = Net(…).to(device)`: the plain name whose call makes the value. */
  constructedBy: string | null;
}

/**
 * Where a name is read: its value; a variable's annotation (`x: T`, evaluated at module and class level only); a
 * parameter's or return annotation (`def f(x: T) -> R`); the target of `x += …` (read before it is rebound); a `del`.
 */
export type ReadContext = 'value' | 'annotation' | 'signature' | 'augmented' | 'deleted';

export interface Read extends NameUse {
  scope: number;
  context: ReadContext;
  /** Inside text the parser skipped in error recovery. */
  recovered: boolean;
}

/** `global g` / `nonlocal n`: the names refer to the module's (or the enclosing function's) binding. */
export interface Declaration {
  kind: 'global' | 'nonlocal';
  names: string[];
  scope: number;
  start: number;
  end: number;
}

/** `from m import *`: names that nothing else binds may come from it. */
export interface StarImport {
  module: string;
  scope: number;
  start: number;
  end: number;
}

export interface NameFacts {
  /** scopes[0] is the module; every other scope names its parent. */
  scopes: Scope[];
  /** In the order of the names in the text. */
  bindings: Binding[];
  reads: Read[];
  declarations: Declaration[];
  starImports: StarImport[];
}

// ---------------------------------------------------------------- models and layers

/** A call argument's value, when the tree says what it is: an integer (a literal, or literals joined by `*` and `+`), a boolean, a name. */
export type ArgumentValue =
  | { kind: 'int'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'name'; name: string }
  | { kind: 'other' };

export interface LayerArgument {
  /** Keyword name, or null for a positional argument. */
  keyword: string | null;
  value: ArgumentValue;
  /** The argument as written, keyword included (`in_features = 4`, `*sizes`). */
  start: number;
  end: number;
  text: string;
}

/** A layer constructor call: nn.Linear(784, 10), torch.nn.LSTM(…, batch_first=True), layers.Dense(64), tf.layers.dense(…). */
export interface LayerCall {
  start: number;
  end: number;
  /** The callee as written ("nn.Linear"). */
  written: string;
  /** The callee with import aliases resolved ("torch.nn.Linear"); the written name where no import or convention resolves it. */
  canonical: string;
  /** The layer's class or function name ("Linear", "Conv2D", "dense"). */
  layer: string;
  /** Where the callee resolves: torch.nn, keras / tf.keras, TF1's tf.layers; null for a bare name nothing resolves. */
  framework: 'torch' | 'keras' | 'tensorflow' | null;
  args: LayerArgument[];
  /** The variable the call's value is assigned to, if any (`self.fc1`, `layer`). */
  target: string | null;
}

export interface ModelClassBase {
  /** As written ("nn.Module"). */
  written: string;
  /** With import aliases resolved ("torch.nn.Module"). */
  canonical: string;
}

/** A class that is a model: its base is a framework model class or another model class of the block. */
export interface ModelClassFact {
  name: string;
  kind: 'nn.Module' | 'keras.Model';
  scope: number;
  /** Positional bases that are plain dotted names. */
  bases: ModelClassBase[];
  /** Keyword arguments of the class statement (`metaclass`). */
  keywords: string[];
  /** The whole class statement. */
  start: number;
  end: number;
  body: { start: number; end: number };
  /** Layer constructor calls anywhere in the body (methods included), in order. */
  layers: LayerCall[];
}

/** A framework Sequential call (`nn.Sequential(…)`, `keras.Sequential([…])`) outside a model class. */
export interface SequentialFact {
  /** The variable it is assigned to (`model`, `self.net`), or null. */
  name: string | null;
  written: string;
  canonical: string;
  scope: number;
  start: number;
  end: number;
  /** Layer constructor calls among its arguments (nested ones included), in order. */
  layers: LayerCall[];
}

// ---------------------------------------------------------------- one block

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
  /** Paths the code itself writes (`model.save('m.h5')`, `np.save`, `open(p, 'w')`, `to_file=`): a later read of one is no missing file. */
  writtenPaths: string[];
  standInData: StandInDataFact[];
  /** Variables the code feeds to the model, a training method or a loss, in the order of the calls. */
  modelInputs: ModelInputFact[];
  /** `...` used as a placeholder (not in slicing `x[..., 0]` nor as a stub body alone?). Also `# ...` / `<your code>` style gaps and `?` where a value belongs (`padding = ?`). */
  placeholders: Located[];
  /** IPython/Jupyter magics and shell escapes: `%matplotlib inline`, `!pip install x`. */
  magics: Located[];
  /** `print(x.shape)`, `print(x.size())`, `model.summary()`, `print(model)`: the asker printed something informative. */
  prints: Located[];
  /** Framework modules referenced via imports or qualified names: "torch", "tensorflow", "keras", "transformers", "jax", "numpy", … */
  frameworks: string[];
  /** Scopes, bindings and reads in Python's own terms, for questions of run order (which name is read before it is bound). */
  names: NameFacts;
  /** Model classes with their layers, in order. */
  modelClasses: ModelClassFact[];
  /** Sequential models outside model classes, in order. */
  sequentials: SequentialFact[];
}
