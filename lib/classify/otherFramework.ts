// Codebook `framework`: the framework the problem is in, `other` when it lies in none of them (a NumPy, OpenCV or
// SciPy call, a Theano install, a Flask app) although the question is tagged with one. Decided from structure:
// what the code imports and calls, which packages the traceback's frames are in.
import type { JudgeContext } from '../context';
import { alternationRegExp } from '../phraseRules';
import { TITLE_BLOCK } from '../question';

/**
 * A framework's qualified name inside an error message (`tf.saved_model.LoadOptions`): the error is that framework's.
 * Two dotted parts, and no word boundary before it: inline code in a quoted error is often glued to the word before
 * it ("in<code>tf.saved_model…</code>" reads "intf.saved_model…"), and a two-part dotted name cannot occur by chance.
 */
const FRAMEWORK_QUALIFIED_NAME = /(?:tf|tensorflow|keras|torch|jax)\.[a-z_]\w*\.[a-z_]/i;
const SITE_PACKAGE = /[\\/](?:site|dist)-packages[\\/](\w+)/;

/** The libraries outside the deep-learning frameworks that the code imports or calls and the traceback runs in. */
export function otherLibraries(ctx: JudgeContext, frameworkModules: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  for (const { fact } of ctx.python)
    for (const f of fact.frameworks) if (!(f.split('.')[0] in frameworkModules)) found.add(f.split('.')[0]);
  for (const b of ctx.program.blocks)
    for (const frame of b.traceback?.frames ?? []) {
      const root = SITE_PACKAGE.exec(frame.file)?.[1];
      if (root && !(root in frameworkModules)) found.add(root);
    }
  return [...found];
}

/**
 * Codebook `framework` (`other`): no framework is evidenced beyond a tag — no import, qualified name, idiom,
 * traceback frame or mention of one, and no error message naming one — while the code or the traceback show other
 * libraries at work. The tag says where the asker looked; the code says where the problem is.
 */
export function libraryOnlyProblem(
  ctx: JudgeContext,
  beyondTags: Readonly<Record<string, number>>,
  frameworkModules: Readonly<Record<string, unknown>>,
): boolean {
  if (Object.values(beyondTags).some((n) => n > 0)) return false;
  if (ctx.errors.some(({ fact }) => FRAMEWORK_QUALIFIED_NAME.test(fact.message))) return false;
  return otherLibraries(ctx, frameworkModules).length > 0;
}

// Codebook v2 `framework`: "an install failure belongs to the framework being installed, unless the error lies in the
// package manager or the OS". The title names what is installed ("How do I install the d2l library", "Can't install
// Spyder after installing Tensorflow", "How to install h5py (needed for Keras)"): the first package named after
// "install", past the package managers' own words ("cannot install pip install torchvision" installs torchvision).
const INSTALLED = /\binstall(?:ing|ed)?\s+(?:the\s+|an?\s+)?([a-z][\w.-]*)/gi;
// Words after "install" that name no package.
const NOT_A_PACKAGE = new Set([
  'pip',
  'pip3',
  'conda',
  'inside',
  'on',
  'in',
  'with',
  'from',
  'via',
  'using',
  'for',
  'through',
  'it',
  'this',
  'my',
  'properly',
  'package',
  'packages',
  'library',
]);
// The frameworks' own packages (and the libraries whose problems surface in them: codebook `framework`).
const FRAMEWORK_PACKAGES = alternationRegExp(
  [
    'torch\\w*',
    'pytorch[\\w.-]*',
    'libtorch',
    'tensorflow[\\w.-]*',
    'tf-[\\w.-]+',
    'tflite[\\w.-]*',
    'keras[\\w.-]*',
    'jax\\w*',
    'flax',
    'fastai',
    'detectron2',
    'lightning',
    'transformers',
    'tokenizers',
  ],
  { flags: 'i', before: '^', after: '$' },
);

/** The title says a package other than a framework's is being installed. */
export function installsAnotherPackage(title: string): boolean {
  for (const m of title.matchAll(INSTALLED)) {
    const name = m[1].toLowerCase();
    if (NOT_A_PACKAGE.has(name)) continue;
    return !FRAMEWORK_PACKAGES.test(name);
  }
  return false;
}

// Codebook `framework`: "problems that lie in Hugging Face tokenizers alone … are `other`" — the title names the
// tokenizer, or the traceback runs only through Hugging Face's packages (a hub download, a missing name in
// `transformers`), while no code of PyTorch, TensorFlow or JAX is posted.
const TOKENIZER = alternationRegExp(['tokeni[sz]\\w*', 'encode_plus', 'batch_encode\\w*'], { flags: 'i', wordBoundary: true });
const HUGGING_FACE_PACKAGES = new Set(['transformers', 'tokenizers', 'huggingface_hub']);

export function huggingFaceAlone(ctx: JudgeContext, code: Readonly<Record<string, number>>): boolean {
  if (code.pytorch + code.tensorflow + code.keras + code.jax > 0) return false;
  if (TOKENIZER.test(ctx.question.title)) return true;
  const packages = ctx.program.blocks.flatMap((b) =>
    (b.traceback?.frames ?? []).flatMap((frame) => SITE_PACKAGE.exec(frame.file)?.[1] ?? []),
  );
  return packages.length > 0 && packages.every((p) => HUGGING_FACE_PACKAGES.has(p));
}

// Codebook v2 `framework`: "an OpenCV … problem tagged tensorflow is other". OpenCV's own error, as it prints it
// (`cv2.error: OpenCV(4.1.2) /io/opencv/modules/dnn/…`, `error: (-2:Unspecified error) The function is not
// implemented`): the error is raised inside OpenCV, whichever framework the asker came from.
const OPENCV_ERROR = alternationRegExp(['\\bcv2\\.error\\b', '\\bOpenCV\\(\\d[\\d.]*\\)', '\\(-\\d{1,3}: ?[A-Z][\\w ]{0,40}\\)'], {
  flags: '',
});

export function openCvErrorShown(ctx: JudgeContext): boolean {
  if (OPENCV_ERROR.test(ctx.question.title)) return true;
  return ctx.question.blocks.some((b) => b.kind !== 'image' && OPENCV_ERROR.test(b.text));
}

// Codebook v2 `framework`: an install failure "belongs to the framework being installed, unless the error lies in the
// package manager or the OS (solver bugs, system libraries): other". Errors the package manager raises about its own
// input (`InvalidVersionSpecError: Invalid version spec: =2.7`, any `Conda…Error`), and import errors in a library of
// the system or of Python itself (`/usr/lib/python3.8/lib-dynload/_ctypes….so: undefined symbol: ffi_closure_alloc`),
// not in a framework's package.
const PACKAGE_MANAGER_ERRORS = alternationRegExp(['InvalidVersionSpecError', 'Conda\\w*Error'], { flags: '', before: '^', after: '$' });
// A system library a framework's own binary requires (`libc.so.6: version 'GLIBC_2.28' not found (required by
// …/torch/lib/libtorch.so)`) is that framework's install: its build does not fit the OS.
const FRAMEWORK_NAMED = /\b(?:torch|tensorflow|keras|jax)\b/i;
const SYSTEM_LIBRARY = alternationRegExp(['^/usr/lib/', '^/lib/', '/lib-dynload/'], { flags: '' });

export function packageManagerOrSystemError(ctx: JudgeContext): boolean {
  return ctx.errors.some(
    ({ fact }) =>
      PACKAGE_MANAGER_ERRORS.test(fact.exceptionType.split('.').at(-1) ?? '') ||
      (/ImportError$/.test(fact.exceptionType) &&
        SYSTEM_LIBRARY.test(fact.message.split(':')[0].trim()) &&
        !FRAMEWORK_NAMED.test(fact.message)),
  );
}

// Codebook `framework`: "the library where the problem lies, not the tag". An error Python itself raises while
// compiling or binding names (a syntax error, a local read before assignment) lies in the language, whatever library
// the line calls: fixing it needs no framework knowledge. NameError stays out: an undefined name is most often a
// framework import left out (`transforms`), which the framework's own docs fix.
const PYTHON_LANGUAGE_ERRORS: ReadonlySet<string> = new Set(['SyntaxError', 'IndentationError', 'TabError', 'UnboundLocalError']);

export function pythonLanguageError(ctx: JudgeContext): boolean {
  return ctx.errors.some(
    ({ block, fact }) => PYTHON_LANGUAGE_ERRORS.has(fact.exceptionType.split('.').at(-1) ?? '') && printedByPython(ctx, block, fact.start),
  );
}

/**
 * Python prints the exception's class at the start of its line; a JavaScript console prefixes its own ("Uncaught
 * SyntaxError: Unexpected token I in JSON", tensorflow/tensorflow#41797, a Keras JSON file read in Node).
 */
function printedByPython(ctx: JudgeContext, block: number, start: number): boolean {
  const text = block === TITLE_BLOCK ? ctx.question.title : ctx.question.blocks[block].text;
  return text.slice(text.lastIndexOf('\n', start - 1) + 1, start).trim() === '';
}

// Codebook v2 `framework`: "an OpenCV, MLflow, conda or Hugging Face tokenizer problem tagged tensorflow is other".
// The title is the asker's own statement of what the problem is about; when it names a library or tool outside the
// frameworks and names no framework, the problem lies there. Libraries and tools that are not deep-learning
// frameworks, as askers name them. Left out on purpose: NumPy (its arrays are the frameworks' own input and output:
// "numpy array type not supported?" is a PyTorch problem), TensorBoard (the frameworks' own logger), Docker and
// Jupyter (they host a framework's run), ONNX (export is a framework's step), Hugging Face (codebook: judged by the
// framework underneath unless a tokenizer alone), TensorRT's `libnvinfer` (TensorFlow's own log names it: "Could not
// load dynamic library 'libnvinfer.so.7'").
const OTHER_LIBRARIES: readonly string[] = [
  'matplotlib',
  'seaborn',
  'PIL',
  'pillow',
  'scipy',
  'pandas',
  'scikit[- ]learn',
  'sklearn',
  'opencv',
  'cv2',
  'spacy',
  'nltk',
  'gensim',
  'librosa',
  'xgboost',
  'shap',
  'mlflow',
  'optuna',
  'numba',
  'albumentations',
  'flask',
  'django',
  'argparse',
  'sagemaker',
  'core ?ml',
  'barracuda',
  'unity',
  'tensorrt',
  'nccl',
  'horovod',
  'conda',
  'anaconda',
  'miniconda',
  'virtualbox',
  'wsl2?',
  'tcmalloc',
  'rstudio',
  'git',
  'github',
];
const OTHER_LIBRARY_NAMED = alternationRegExp(OTHER_LIBRARIES, { flags: 'i', wordBoundary: true });
// The frameworks as a title names them (and the PyTorch libraries whose problems surface in PyTorch: codebook).
const FRAMEWORKS_IN_TITLE: readonly string[] = [
  'pytorch',
  'torch\\w*',
  'libtorch',
  'tensorflow\\w*',
  'tf\\d?',
  'keras',
  'jax',
  'flax',
  'fastai',
  'lightning',
  'detectron2',
];
const FRAMEWORK_IN_TITLE = alternationRegExp(FRAMEWORKS_IN_TITLE, { flags: 'i', wordBoundary: true });

/**
 * The title is about another library: it names one and no framework. A title that quotes an error is the error's
 * wording, not the asker's subject (`TypeError: pic should be PIL Image or ndarray` is raised by torchvision).
 */
export function titleAboutAnotherLibrary(ctx: JudgeContext): boolean {
  const title = ctx.question.title;
  if (!OTHER_LIBRARY_NAMED.test(title) || FRAMEWORK_IN_TITLE.test(title)) return false;
  return !ctx.errors.some(({ block }) => block === TITLE_BLOCK);
}
