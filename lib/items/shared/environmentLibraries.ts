// The libraries a question uses, for the environment ask (name the libraries the question uses — fastai,
// transformers, torchvision, keras … — besides the framework, and print exactly those versions), read from the
// walk's imports and the question's tags; and whether the question is an import failure, which gets no `import`
// snippet (the import is what fails) but the package manager's or the framework's own report.
import type { JudgeContext } from '../../context';
import type { Framework } from '../../checklist';
import { pipName, type UsedLibrary, VERSIONED_LIBRARIES } from '../../python/knownModules';

export type { UsedLibrary } from '../../python/knownModules';

/** The frameworks by the names their users call them (lib/frameworkNames.ts); other libraries by their module, as code. */
const DISPLAY_NAMES: Readonly<Record<string, string>> = { torch: 'PyTorch', tensorflow: 'TensorFlow', keras: 'Keras', jax: 'JAX' };

/** "PyTorch", "`fastai`": how the ask names a library. */
export function libraryName(library: UsedLibrary): string {
  return DISPLAY_NAMES[library.module] ?? `\`${library.module}\``;
}

/** Stack Overflow tags that name one of the libraries (the asker's own statement of what the question uses). */
const TAG_MODULES: Readonly<Record<string, string>> = {
  pytorch: 'torch',
  torchvision: 'torchvision',
  torchtext: 'torchtext',
  tensorflow: 'tensorflow',
  'tensorflow2.0': 'tensorflow',
  'tensorflow2.x': 'tensorflow',
  keras: 'keras',
  'tf.keras': 'tensorflow',
  'huggingface-transformers': 'transformers',
  'huggingface-datasets': 'datasets',
  fastai: 'fastai',
  'fast-ai': 'fastai',
  'pytorch-lightning': 'pytorch_lightning',
  'pytorch-geometric': 'torch_geometric',
  detectron2: 'detectron2',
  jax: 'jax',
  'scikit-learn': 'sklearn',
};

/** The framework's own library, printed even when the code shows no import of it. */
const FRAMEWORK_MODULES: Readonly<Record<Framework, readonly string[]>> = {
  pytorch: ['torch'],
  tensorflow: ['tensorflow'],
  keras: ['tensorflow'],
  huggingface: ['torch', 'transformers'],
  jax: ['jax'],
  multiple: ['torch', 'tensorflow'],
  other: [],
};

/** The libraries the question uses (framework first in the fixed order), from imports, tags and the framework. */
export function usedLibraries(ctx: JudgeContext, framework: Framework): UsedLibrary[] {
  const modules = new Set<string>(FRAMEWORK_MODULES[framework] ?? []);
  for (const { fact } of ctx.python) for (const i of fact.imports) modules.add(i.module.split('.')[0]);
  for (const tag of ctx.tags) {
    const module = TAG_MODULES[tag];
    if (module) modules.add(module);
  }
  // Plain Python helpers (numpy, pandas) are not among them: the ask stays short, and they rarely decide a DL bug.
  return VERSIONED_LIBRARIES.filter((l) => modules.has(l.module));
}

// `No module named 'keras.saving.hdf5_format'`: Python's words for a failed import, also where they continue another
// error's message on the next line (`RuntimeError: Failed to import transformers… ⏎ No module named '…'`).
const NO_MODULE = /\bNo module named '?([A-Za-z_]\w*)/;

/** The question's error text: error lines, and the text of blocks that are not Python (output, tracebacks, prose). */
function errorTexts(ctx: JudgeContext): string[] {
  const texts = ctx.errors.map((e) => e.fact.message);
  for (const b of ctx.program.blocks) if (b.kind !== 'python') texts.push(ctx.question.blocks[b.block].text);
  for (const b of ctx.question.blocks) if (b.kind === 'prose' || b.kind === 'quote') texts.push(b.text);
  return texts;
}

/** The question reports an import failure: its error is a ModuleNotFoundError / ImportError or "No module named". */
export function isImportFailure(ctx: JudgeContext): boolean {
  return (
    ctx.errors.some((e) => /(?:^|\.)(?:ModuleNotFoundError|ImportError)$/.test(e.fact.exceptionType)) ||
    errorTexts(ctx).some((t) => NO_MODULE.test(t))
  );
}

/** `No module named 'torch._C'` -> `torch`: the top-level module an import failure names, if it names one. */
export function missingModule(ctx: JudgeContext): string | null {
  for (const text of errorTexts(ctx)) {
    const m = NO_MODULE.exec(text);
    if (m) return m[1];
  }
  return null;
}

/** Lines that print exactly the used libraries' versions, with Python's and, for torch and TensorFlow, the GPU's. */
export function versionsSnippet(libraries: UsedLibrary[]): string {
  const imports = libraries.map((l) => (l.module === 'tensorflow' ? 'tensorflow as tf' : l.module));
  const lines = [`import sys, ${imports.join(', ')}`, 'print(sys.version)'];
  const others: string[] = [];
  for (const l of libraries) {
    if (l.module === 'torch') lines.push('print(torch.__version__, torch.version.cuda, torch.cuda.is_available())');
    else if (l.module === 'tensorflow') lines.push("print(tf.__version__, tf.config.list_physical_devices('GPU'))");
    else others.push(`${l.module}.__version__`);
  }
  if (others.length) lines.push(`print(${others.join(', ')})`);
  return lines.join('\n');
}

/**
 * For an import failure: what is installed where, from the package manager (the import itself fails, so no
 * `import` line), and for PyTorch its own report when torch itself still imports.
 */
export function installReportSnippet(libraries: UsedLibrary[], missing: string | null): string {
  const lines = ['python --version', `python -m pip show ${installedPackages(libraries, missing).join(' ')}`];
  if (libraries.some((l) => l.module === 'torch') && missing !== 'torch') lines.push('python -m torch.utils.collect_env');
  return lines.join('\n');
}

/** The pip names an install report shows: the module the import failure names, then the libraries the question uses. */
export function installedPackages(libraries: UsedLibrary[], missing: string | null): string[] {
  const pip = [...new Set([...(missing ? [pipName(missing)] : []), ...libraries.map((l) => l.pip)])];
  return pip.length ? pip : ['torch'];
}
