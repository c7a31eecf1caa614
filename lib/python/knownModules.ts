// What the engine knows of Python's modules and the names askers use without importing them, as views of two tables
// (knownNameRows.ts: a name's import line; knownModuleRows.ts: a module's standing and pip name). One decision for
// every use: a name the runnable-code item calls import-only is one the skeleton writes the import line of (in its
// framework's code, unless the row has no line), the analyser reads the same conventional aliases, and the
// environment ask prints the same libraries' versions.
import type { Framework } from '../checklist';
import { alternationRegExp } from '../phraseRules';
import { KERAS_APPLICATIONS, KERAS_LAYERS, TORCHVISION_ARCH } from './calls/modelNames';
import { KNOWN_MODULES, type KnownModule, type ModuleStanding } from './knownModuleRows';
import { KNOWN_NAMES, type KnownName, type NameFramework } from './knownNameRows';

export type { ModuleStanding } from './knownModuleRows';

const NAME_ROWS = new Map<string, KnownName[]>();
for (const row of KNOWN_NAMES) NAME_ROWS.set(row.name, [...(NAME_ROWS.get(row.name) ?? []), row]);

const MODULE_ROWS = new Map<string, KnownModule>(KNOWN_MODULES.map((row) => [row.module, row]));

/**
 * Hugging Face transformers' architectures: each exports `<Arch>Model`, `<Arch>Tokenizer(Fast)`, `<Arch>Config` and
 * `<Arch>For<Task>` (transformers 4.x naming), so `DistilBertTokenizer` or `XLNetForSequenceClassification` used
 * without its import lacks only that line.
 */
const TRANSFORMERS_ARCHITECTURES = [
  'Auto',
  'Bert',
  'DistilBert',
  'Roberta',
  'XLMRoberta',
  'XLNet',
  'Albert',
  'Electra',
  'GPT2',
  'OpenAIGPT',
  'T5',
  'Bart',
  'Longformer',
  'Deberta',
  'Camembert',
  'Flaubert',
];
const TRANSFORMERS_CLASS = alternationRegExp(TRANSFORMERS_ARCHITECTURES, {
  flags: '',
  before: '^',
  after: '(?:Model|TokenizerFast|Tokenizer|Config|For[A-Z][A-Za-z]+|LMHeadModel)$',
});

/** Names a library exports by the family, not one by one: their import line, and in whose code it holds. */
const NAME_PATTERNS: ReadonlyArray<{ pattern: RegExp; from: string; in?: NameFramework }> = [
  { pattern: TRANSFORMERS_CLASS, from: 'transformers' },
  // Architectures keras.applications and torchvision.models export (`ResNet50`, `resnet18`).
  { pattern: KERAS_APPLICATIONS, from: 'tensorflow.keras.applications', in: 'tensorflow' },
  { pattern: TORCHVISION_ARCH, from: 'torchvision.models', in: 'pytorch' },
];

// ---- The runnable-code item: is a name's only gap its import line?

/** A name a well-known library exports: its only gap is the import line (the codebook's "small gap"). */
export function isLibraryName(name: string, kerasCode: boolean): boolean {
  if (NAME_PATTERNS.some((p) => p.pattern.test(name))) return true;
  const rows = NAME_ROWS.get(name);
  // Keras's `Model` is an import only in Keras/TensorFlow code; elsewhere an undefined `Model()` is the asker's own network.
  return rows !== undefined && !rows.some((row) => row.gapForRunnableCode) && (kerasCode || !rows.some((row) => row.kerasCodeOnly));
}

// ---- The skeleton: the import line it writes for a name the code uses without importing it.

function familyOf(framework: Framework): NameFramework | null {
  if (framework === 'pytorch' || framework === 'huggingface') return 'pytorch';
  if (framework === 'tensorflow' || framework === 'keras') return 'tensorflow';
  return null;
}

/**
 * The import line for `name` in this framework's code, or null. A name whose module depends on the framework (`F`,
 * `layers`, `Model`) is resolved only for that framework; an unknown name is never guessed.
 */
export function importFor(name: string, framework: Framework): string | null {
  const family = familyOf(framework);
  const row = NAME_ROWS.get(name)?.find((r) => r.in === undefined || r.in === family);
  if (row) return row.line;
  const pattern = NAME_PATTERNS.find((p) => (p.in === undefined || p.in === family) && p.pattern.test(name));
  if (pattern) return `from ${pattern.from} import ${name}`;
  // Keras layer classes: the one list the model recogniser reads too (lib/python/calls/modelNames.ts).
  if (family === 'tensorflow' && KERAS_LAYERS.has(name)) return `from tensorflow.keras.layers import ${name}`;
  return null;
}

/** True when the undefined names themselves say the code is Keras (`Dense`, `Conv2D` …). */
export function looksLikeKeras(names: Iterable<string>): boolean {
  for (const name of names) if (NAME_ROWS.get(name)?.some((row) => row.saysKeras)) return true;
  return false;
}

/** The module whose version the skeleton prints, and the name it is imported under. */
export function versionModule(framework: Framework): { module: string; alias: string; name: string } | null {
  switch (familyOf(framework)) {
    case 'pytorch':
      return { module: 'torch', alias: 'torch', name: 'torch' };
    case 'tensorflow':
      return { module: 'tensorflow', alias: 'tf', name: 'tensorflow' };
    default:
      return framework === 'jax' ? { module: 'jax', alias: 'jax', name: 'jax' } : null;
  }
}

/** Whether a reader can have the module: the standard library, a known package, or neither (likely the asker's own). */
export function moduleStanding(module: string): ModuleStanding {
  if (module.startsWith('.')) return 'unknown';
  return MODULE_ROWS.get(module.split('.')[0])?.standing ?? 'unknown';
}

// ---- The Python analyser: conventional aliases and the modules that name a question's stack.

/** Aliases askers use without showing the import (`nn` → `torch.nn`); resolved when the block has no import for them. */
export const CONVENTIONAL_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  KNOWN_NAMES.filter((row) => row.alias !== undefined).map((row) => [row.name, row.alias as string]),
);

const CONVENTIONS = new Map(Object.entries(CONVENTIONAL_ALIASES));

/** The module a conventional alias stands for (`nn` -> `torch.nn`), or undefined. */
export function conventionalModule(alias: string): string | undefined {
  return CONVENTIONS.get(alias);
}

/** Top-level modules worth reporting as frameworks (an import of `os` says nothing about the stack). */
export const FRAMEWORK_MODULES: ReadonlySet<string> = new Set(KNOWN_MODULES.filter((row) => row.framework).map((row) => row.module));

// ---- The environment ask: the libraries whose versions it prints, by their pip names.

/** A library whose version matters to rerun a DL question. */
export interface UsedLibrary {
  /** As imported (`torch`, `sklearn`). */
  module: string;
  /** As pip knows it (`torch`, `scikit-learn`). */
  pip: string;
}

/** The libraries whose versions decide DL behaviour, in the order the environment ask prints them. */
export const VERSIONED_LIBRARIES: readonly UsedLibrary[] = KNOWN_MODULES.filter((row) => row.versioned).map((row) => ({
  module: row.module,
  pip: row.pip ?? row.module,
}));

/** `sklearn` -> `scikit-learn`: the name pip knows a module's package by (its own name when the table has none). */
export function pipName(module: string): string {
  return MODULE_ROWS.get(module)?.pip ?? module;
}
