// Codebook `framework`: `multiple` when the problem spans PyTorch and TensorFlow/Keras (lib/classify/framework.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { loadQuestion } from '../analysis/corpusQuestion';

const record = (id: number) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures/classify/bug-type-questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { question_id: number })
    .find((r) => r.question_id === id);

describe('framework: multiple', () => {
  it("a Keras layer ported to PyTorch, both in code (`padding='same' conversion to PyTorch`, 62166719)", () => {
    expect(analyzeQuestion(loadQuestion('so-62166719.json')).framework).toBe('multiple');
  });

  it('a PyTorch question that mentions TensorFlow on the side stays pytorch (62529109)', () => {
    expect(analyzeQuestion(readStackExchangeApiQuestion(record(62529109))).framework).toBe('pytorch');
  });
});

describe('framework: other (codebook: the framework the problem is in)', () => {
  const frameworkOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(record(id))).framework;

  it('code in NumPy and SciPy alone, PyTorch only a tag (`Multiplying matrices of different sizes`, 61896421)', () => {
    expect(frameworkOf(61896421)).toBe('other');
  });

  it('code in NumPy and PIL alone, PyTorch only a tag (`mean and Std of a 3 channel image`, 62709189)', () => {
    expect(frameworkOf(62709189)).toBe('other');
  });

  it("a traceback whose frames are in Theano, TensorFlow only a tag (`numpy.distutils … 'blas_opt_info'`, 70839312)", () => {
    expect(frameworkOf(70839312)).toBe('other');
  });

  it('an error naming `tf.saved_model.LoadOptions` keeps tensorflow though the code is pickle and pandas (71676507)', () => {
    expect(frameworkOf(71676507)).toBe('tensorflow');
  });
});

describe('framework: the library where the problem lies, not the tag (codebook v2 `framework`)', () => {
  const frameworkOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(record(id))).framework;

  it("a counterpart asked in TensorFlow: `what is torch's unsqueeze equivalence with tensorflow?` (62273504)", () => {
    expect(frameworkOf(62273504)).toBe('tensorflow');
  });

  it("a counterpart asked in PyTorch: `tensorflow's Timedistributed equivalent in pyTorch` (62912239)", () => {
    expect(frameworkOf(62912239)).toBe('pytorch');
  });

  it('installing a package that is no framework: `How do I install the d2l library on Windows without conda?` (63039866)', () => {
    expect(frameworkOf(63039866)).toBe('other');
  });

  it("the first package installed decides: `Can't install Spyder after installing Tensorflow and Keras` (70369851)", () => {
    expect(frameworkOf(70369851)).toBe('other');
  });

  it('a Hugging Face tokenizer alone, no PyTorch code: `… huggingface transformer text tokenizator?` (61821515)', () => {
    expect(frameworkOf(61821515)).toBe('other');
  });

  it('a traceback only through `transformers` (a hub download), tagged tensorflow (71335585)', () => {
    expect(frameworkOf(71335585)).toBe('other');
  });

  it("OpenCV's own error (`cv2.error: OpenCV(4.1.2) …` from `cv2.dnn.readNetFromTensorflow`), tagged tensorflow (62751221)", () => {
    expect(frameworkOf(62751221)).toBe('other');
  });

  it("OpenCV's `error: (-2:Unspecified error) The function is not implemented` (67120450)", () => {
    expect(frameworkOf(67120450)).toBe('other');
  });

  it("conda's own `InvalidVersionSpecError: Invalid version spec: =2.7` lies in the package manager (66888763)", () => {
    expect(frameworkOf(66888763)).toBe('other');
  });

  it("an ImportError in Python's own `lib-dynload/_ctypes…so` (libffi) lies in the system (75537409)", () => {
    expect(frameworkOf(75537409)).toBe('other');
  });

  it("a system `libc.so.6` too old for the `libtorch.so` that requires it is PyTorch's install (62324422)", () => {
    expect(frameworkOf(62324422)).toBe('pytorch');
  });

  it('a tokenizer question whose code runs a PyTorch model stays pytorch (62757772)', () => {
    expect(frameworkOf(62757772)).toBe('pytorch');
  });
});
