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

describe("framework: Python's own errors lie in the language (codebook v2 `framework`: the library where the problem lies)", () => {
  const frameworkOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(record(id))).framework;

  it('an `UnboundLocalError` while timing `torch.where` is other (62004680)', () => {
    expect(frameworkOf(62004680)).toBe('other');
  });

  it('a `SyntaxError: invalid syntax` in a PyTorch module is other (63337117)', () => {
    expect(frameworkOf(63337117)).toBe('other');
  });

  it("a `NameError: name 'transforms' is not defined` (a torchvision import left out) stays pytorch (61856895)", () => {
    expect(frameworkOf(61856895)).toBe('pytorch');
  });
});

describe('framework: a title about another library that names no framework (codebook v2 `framework`)', () => {
  const frameworkOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(record(id))).framework;

  it('`matplotlib - segmentation fault (core dumped) while trying to plot a grid`, code importing torch, is other (62829316)', () => {
    expect(frameworkOf(62829316)).toBe('other');
  });

  it('`convert float image array to int in PIL via Image.fromarray`, tagged pytorch, is other (61912083)', () => {
    expect(frameworkOf(61912083)).toBe('other');
  });

  it('`tcmalloc: large alloc python in Google Colab`, tagged tensorflow, is other (66787279)', () => {
    expect(frameworkOf(66787279)).toBe('other');
  });

  it("`… using scikit learn's MLP classifier?`, tagged keras, is other (64144916)", () => {
    expect(frameworkOf(64144916)).toBe('other');
  });

  it("a title quoting torchvision's error `TypeError: pic should be PIL Image or ndarray` stays pytorch (62924547)", () => {
    expect(frameworkOf(62924547)).toBe('pytorch');
  });

  it('`How to display graphs of loss and accuracy on pytorch using matplotlib` names the framework: pytorch (63106109)', () => {
    expect(frameworkOf(63106109)).toBe('pytorch');
  });
});

describe('framework: fastai surfaces in PyTorch (codebook clarification)', () => {
  it('fastai calls with no import (`cnn_learner`, `fit_one_cycle`, `lr_find`), tagged fast-ai, are pytorch (62015284)', () => {
    expect(analyzeQuestion(readStackExchangeApiQuestion(record(62015284))).framework).toBe('pytorch');
  });
});
