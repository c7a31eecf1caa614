// The usual import lines (lib/python/knownModules.ts) on real code (tests/fixtures/skeleton/inference-questions.jsonl):
// which import a name the code never imports stands for, by framework; whether a module is one a reader can install;
// and when the unimported names themselves say the code is Keras.
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { analyzePythonBlock } from '../../lib/python/walk';
import { importFor, looksLikeKeras, moduleStanding } from '../../lib/python/knownModules';
import { findUnboundReads } from '../../lib/skeleton/nameOrder';
import { question, withoutCommonIndent } from './inferenceQuestions';

function blockWith(id: number, fragment: string): string {
  const block = question(id).blocks.find((b) => b.kind === 'code' && b.text.includes(fragment));
  if (!block) throw new Error(`question ${id} has no code block with "${fragment}"`);
  return withoutCommonIndent(block.text);
}

function importedModules(id: number, fragment: string): string[] {
  return analyzePythonBlock(blockWith(id, fragment)).imports.map((i) => i.module);
}

describe('looksLikeKeras and importFor on a Keras model in a PyTorch question (62109679)', () => {
  const keras = blockWith(62109679, 'def shallownet(nb_classes):');
  const names = findUnboundReads(keras).map((r) => r.name);

  // "Keras vs Pytorch NN code small differences": both frameworks' code, codebook `framework` multiple.
  it('the question spans both frameworks (multiple); under PyTorch, Keras layer names have no import', () => {
    expect(analyzeQuestion(question(62109679)).framework).toBe('multiple');
    expect(names).toEqual(
      expect.arrayContaining(['Sequential', 'Conv2D', 'BatchNormalization', 'Activation', 'MaxPooling2D', 'Flatten', 'Dense', 'Dropout']),
    );
    expect(importFor('Dense', 'pytorch')).toBeNull();
    expect(importFor('Sequential', 'pytorch')).toBeNull();
  });

  it('the unimported names say Keras, and under Keras each gets its tf.keras import', () => {
    expect(looksLikeKeras(names)).toBe(true);
    expect(importFor('Sequential', 'keras')).toBe('from tensorflow.keras.models import Sequential');
    expect(importFor('Conv2D', 'keras')).toBe('from tensorflow.keras.layers import Conv2D');
    expect(importFor('MaxPooling2D', 'keras')).toBe('from tensorflow.keras.layers import MaxPooling2D');
    expect(importFor('Flatten', 'tensorflow')).toBe('from tensorflow.keras.layers import Flatten');
  });
});

describe('importFor on PyTorch code', () => {
  it("`nn` and `torch` read by `model = nn.DataParallel(…)` get their imports; the asker's NestedUNet gets none (61854165)", () => {
    const names = findUnboundReads(blockWith(61854165, 'model = NestedUNet(')).map((r) => r.name);
    expect(names).toEqual(['num_gpus', 'NestedUNet', 'opt', 'device', 'nn']);
    expect(importFor('nn', 'pytorch')).toBe('import torch.nn as nn');
    expect(importFor('NestedUNet', 'pytorch')).toBeNull();
    expect(importFor('num_gpus', 'pytorch')).toBeNull();
  });

  it('names whose module depends on the framework are resolved only for it (synthesized input)', () => {
    expect(importFor('F', 'pytorch')).toBe('import torch.nn.functional as F');
    expect(importFor('F', 'huggingface')).toBe('import torch.nn.functional as F');
    expect(importFor('F', 'tensorflow')).toBeNull();
    expect(importFor('layers', 'tensorflow')).toBe('from tensorflow.keras import layers');
    expect(importFor('layers', 'pytorch')).toBeNull();
    expect(importFor('DataLoader', 'other')).toBeNull();
    // Unambiguous whatever the framework; common helpers for any.
    expect(importFor('torch', 'tensorflow')).toBe('import torch');
    expect(importFor('tf', 'pytorch')).toBe('import tensorflow as tf');
    expect(importFor('np', 'jax')).toBe('import numpy as np');
    expect(importFor('train_test_split', 'other')).toBe('from sklearn.model_selection import train_test_split');
  });

  it("names PyTorch code also imports bare (LSTM, Dropout, Flatten) do not say Keras; other code's unbound names do not either (62911421)", () => {
    expect(looksLikeKeras(['LSTM', 'Dropout', 'Flatten', 'Embedding'])).toBe(false);
    expect(looksLikeKeras(findUnboundReads(blockWith(62911421, 'def function_f(inp, out1):')).map((r) => r.name))).toBe(false);
  });
});

describe('moduleStanding of real imports', () => {
  it('numpy, pandas and torch submodules are core; the standard library is standard (62069963)', () => {
    const modules = importedModules(62069963, 'import torch.nn.parallel');
    expect(modules).toEqual([
      'numpy',
      'pandas',
      'torch',
      'torch.nn',
      'torch.nn.parallel',
      'torch.optim',
      'torch.utils.data',
      'torch.autograd',
    ]);
    expect(modules.map(moduleStanding).every((s) => s === 'core')).toBe(true);
  });

  it("the asker's own `misc` package is unknown, pdb is standard, torchvision core (62629114)", () => {
    const modules = importedModules(62629114, 'from misc.utils import *');
    expect(Object.fromEntries(modules.map((m) => [m, moduleStanding(m)]))).toEqual({
      'torch.nn': 'core',
      torch: 'core',
      torchvision: 'core',
      'misc.layer': 'unknown',
      'torch.nn.functional': 'core',
      'misc.utils': 'unknown',
      pdb: 'standard',
    });
  });

  it('PIL is an installable third-party package, numpy core (62709189)', () => {
    expect(importedModules(62709189, 'from PIL import Image').map((m) => [m, moduleStanding(m)])).toEqual([
      ['numpy', 'core'],
      ['PIL', 'third-party'],
    ]);
  });

  it("a relative import is always the asker's own code (synthesized input)", () => {
    expect(moduleStanding('.models')).toBe('unknown');
    expect(moduleStanding('..utils.data')).toBe('unknown');
  });
});
