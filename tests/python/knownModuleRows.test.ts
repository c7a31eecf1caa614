// The two tables of lib/python/knownModules.ts and its views: every import line is Python that binds its row's name,
// and each use (the runnable-code item, the skeleton, the analyser, the environment ask) reads the table, not a list of
// its own.
import { parser } from '@lezer/python';
import { describe, expect, it } from 'vitest';
import type { Framework } from '../../lib/checklist';
import { KNOWN_MODULES } from '../../lib/python/knownModuleRows';
import {
  CONVENTIONAL_ALIASES,
  FRAMEWORK_MODULES,
  importFor,
  isLibraryName,
  looksLikeKeras,
  moduleStanding,
  pipName,
  VERSIONED_LIBRARIES,
} from '../../lib/python/knownModules';
import { KNOWN_NAMES } from '../../lib/python/knownNameRows';

const FRAMEWORK_OF = { pytorch: 'pytorch', tensorflow: 'tensorflow' } as const satisfies Record<string, Framework>;

function errorNodes(text: string): number {
  let errors = 0;
  parser.parse(text).iterate({
    enter: (node) => {
      if (node.type.isError) errors++;
    },
  });
  return errors;
}

/** The name an import line binds: `import a.b as c` → c, `from a import b` → b, `import a` → a. */
function boundName(line: string): string | undefined {
  return /^(?:from [\w.]+ )?import (?:[\w.]+ as )?(\w+)$/.exec(line)?.[1];
}

describe('the name table', () => {
  it('every import line parses as Python without error nodes and binds its row name', () => {
    for (const row of KNOWN_NAMES) {
      if (row.line === null) continue;
      expect(errorNodes(row.line), row.line).toBe(0);
      expect(boundName(row.line), row.line).toBe(row.name);
    }
  });

  it('a name has one row per framework, never a framework-free row beside a framework row', () => {
    const seen = new Map<string, (string | undefined)[]>();
    for (const row of KNOWN_NAMES) seen.set(row.name, [...(seen.get(row.name) ?? []), row.in]);
    for (const [name, frameworks] of seen) {
      expect(new Set(frameworks).size, name).toBe(frameworks.length);
      if (frameworks.includes(undefined)) expect(frameworks, name).toHaveLength(1);
    }
  });

  it("the skeleton writes each row's line in its framework's code (a framework-free row in any code)", () => {
    for (const row of KNOWN_NAMES) {
      const frameworks: Framework[] = row.in ? [FRAMEWORK_OF[row.in]] : ['pytorch', 'tensorflow', 'jax', 'other'];
      for (const framework of frameworks) expect(importFor(row.name, framework), `${row.name} in ${framework}`).toBe(row.line);
    }
  });

  it('a framework row holds only in its framework: `F` and `layers` get no line in the other', () => {
    expect(importFor('F', 'tensorflow')).toBeNull();
    expect(importFor('layers', 'pytorch')).toBeNull();
    expect(importFor('Conv2d', 'tensorflow')).toBeNull();
    expect(importFor('Adam', 'pytorch')).toBe('from torch.optim import Adam');
    expect(importFor('Adam', 'keras')).toBe('from tensorflow.keras.optimizers import Adam');
  });

  it('the runnable-code item calls every row import-only (Keras-only names only in Keras code), the marked gaps aside', () => {
    for (const row of KNOWN_NAMES) {
      const rows = KNOWN_NAMES.filter((r) => r.name === row.name);
      const gap = rows.some((r) => r.gapForRunnableCode);
      expect(isLibraryName(row.name, true), row.name).toBe(!gap);
      expect(isLibraryName(row.name, false), row.name).toBe(!gap && !rows.some((r) => r.kerasCodeOnly));
    }
    expect(isLibraryName('NestedUNet', true)).toBe(false);
  });

  it('the names the review found without an import line in the skeleton now have the right one', () => {
    expect(importFor('sns', 'pytorch')).toBe('import seaborn as sns');
    expect(importFor('scipy', 'other')).toBe('import scipy');
    expect(importFor('Path', 'tensorflow')).toBe('from pathlib import Path');
    expect(importFor('Conv2d', 'pytorch')).toBe('from torch.nn import Conv2d');
    expect(importFor('resnet18', 'pytorch')).toBe('from torchvision.models import resnet18');
    expect(importFor('ResNet50', 'tensorflow')).toBe('from tensorflow.keras.applications import ResNet50');
    expect(importFor('DistilBertTokenizer', 'other')).toBe('from transformers import DistilBertTokenizer');
    // The code does not say whose `data` or `io` it is (torch.utils.data or the asker's variable; io or skimage.io).
    expect(importFor('data', 'pytorch')).toBeNull();
    expect(importFor('io', 'pytorch')).toBeNull();
    expect(isLibraryName('data', false)).toBe(true);
  });

  it('the rows that say Keras are the ones looksLikeKeras reads', () => {
    for (const row of KNOWN_NAMES) expect(looksLikeKeras([row.name]), row.name).toBe(Boolean(row.saysKeras));
  });

  it('conventional aliases are the rows with an alias', () => {
    const aliased = KNOWN_NAMES.filter((row) => row.alias);
    expect(Object.keys(CONVENTIONAL_ALIASES)).toEqual(aliased.map((row) => row.name));
    expect(CONVENTIONAL_ALIASES.nn).toBe('torch.nn');
  });
});

describe('the module table', () => {
  it('a module has one row', () => {
    const modules = KNOWN_MODULES.map((row) => row.module);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it("each view reads the rows: standing, frameworks, the environment ask's libraries and pip names", () => {
    for (const row of KNOWN_MODULES) {
      expect(moduleStanding(`${row.module}.sub`), row.module).toBe(row.standing);
      expect(FRAMEWORK_MODULES.has(row.module), row.module).toBe(Boolean(row.framework));
      expect(pipName(row.module), row.module).toBe(row.pip ?? row.module);
    }
    expect(VERSIONED_LIBRARIES.map((l) => l.module)).toEqual(KNOWN_MODULES.filter((row) => row.versioned).map((row) => row.module));
    expect(VERSIONED_LIBRARIES.find((l) => l.module === 'sklearn')?.pip).toBe('scikit-learn');
    expect(moduleStanding('my_project.layers')).toBe('unknown');
    expect(moduleStanding('.models')).toBe('unknown');
  });

  it('every module an import line names is known, except a few packages the table leaves unknown', () => {
    const unknown = new Set<string>();
    for (const row of KNOWN_NAMES) {
      const module = row.line && /^(?:from|import) ([\w.]+)/.exec(row.line)?.[1];
      if (module && moduleStanding(module) === 'unknown') unknown.add(module.split('.')[0]);
    }
    expect([...unknown].sort()).toEqual(['pretrainedmodels', 'tflite_model_maker']);
  });
});
