// Bug types the error and the title decide (lib/classify/bugType.ts), on real questions whose experts' type is clear.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';

const records = new Map(
  readFileSync(resolve(import.meta.dirname, '../fixtures/classify/bug-type-questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const record = JSON.parse(l) as { question_id: number };
      return [record.question_id, record] as const;
    }),
);
const bugTypeOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(records.get(id))).bug_type;

describe('bug type from the error: a wrong input format or dtype is tensor_input, whatever the exception', () => {
  it("a NumPy array of a type torch cannot take (`can't convert np.ndarray of type numpy.uint16`, a TypeError) (63075914)", () => {
    expect(bugTypeOf(63075914)).toBe('tensor_input');
  });

  it("a list where a tensor was expected (`'list' object has no attribute 'view'`, an AttributeError) (62642034)", () => {
    expect(bugTypeOf(62642034)).toBe('tensor_input');
  });
});

describe('bug type from the title: the CUDA libraries TensorFlow loads by name are a GPU problem', () => {
  it("`Could not load dynamic library 'libcudart.so.10.0'` (64880546) and 'libcudnn.so.8' (66977227)", () => {
    expect(bugTypeOf(64880546)).toBe('gpu');
    expect(bugTypeOf(66977227)).toBe('gpu');
  });
});

describe('bug type from the prose: a model that predicts the same value is a training problem', () => {
  it('"TFJS model only predicting the same value for binary classification task" (65548876)', () => {
    expect(bugTypeOf(65548876)).toBe('training');
  });
});

describe('bug type from the error: a dtype the call cannot take is tensor_input (codebook `bug_type`: dtype)', () => {
  type PaperBug = { bug_id: number; title: string | null; tags: string[] | null; text: string | null; snippet: string | null };
  const paperBugs: PaperBug[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/paper/paper-bugs.json'), 'utf8'));
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it('"ToPILImage : TypeError: Input type int64 is not supported" (the paper\'s Tensor and Input Bug 70316929)', () => {
    const bug = paperBugs.find((b) => b.bug_id === 70316929);
    if (!bug) throw new Error('paper bug 70316929 missing from the fixture');
    const html = `<p>${(bug.text ?? '').replace(/</g, '&lt;')}</p>\n<pre><code>${escapeHtml(bug.snippet ?? '')}</code></pre>`;
    const question = readStackOverflowBodyHtml(html, {
      site: 'stackoverflow',
      id: bug.bug_id,
      title: bug.title ?? '',
      tags: bug.tags ?? [],
    });
    expect(analyzeQuestion(question).bug_type).toBe('tensor_input');
  });
});

describe('bug type from the error: not every error that names a device or a shape is a GPU or shape bug', () => {
  it("TensorFlow's SavedModel hint `load on a different device from the computational device` is no GPU problem (71676507)", () => {
    expect(bugTypeOf(71676507)).toBe('api');
  });

  it('`Layer input_spec must be an instance of InputSpec. Got: InputSpec(shape=…)` is an argument of the wrong class: api (68835665)', () => {
    expect(bugTypeOf(68835665)).toBe('api');
  });
});

describe('bug type from a library message in the title, quoted or not', () => {
  it('"Pytorch can\'t convert np.ndarray of type numpy.object" is tensor_input (62100388)', () => {
    expect(bugTypeOf(62100388)).toBe('tensor_input');
  });

  it("\"pytorch training loop ends with ''int' object has no attribute 'size' exception\" is tensor_input (62873633)", () => {
    expect(bugTypeOf(62873633)).toBe('tensor_input');
  });
});

describe('bug type from the error: dtype overflow and a gradient on the wrong device', () => {
  it('`RuntimeError: Overflow when unpacking long` (a value too large for the dtype) is tensor_input (61717161)', () => {
    expect(bugTypeOf(61717161)).toBe('tensor_input');
  });

  it('`expected type TensorOptions(… device=cpu …) but got TensorOptions(… device=cuda:0 …)` is gpu (61845974)', () => {
    expect(bugTypeOf(61845974)).toBe('gpu');
  });
});

describe('bug type from the error: a registry without the entry asked for is api', () => {
  it('`LookupError: gradient registry has no entry for: shap_TensorListStack` is api, not training (64226155)', () => {
    expect(bugTypeOf(64226155)).toBe('api');
  });
});

describe('bug type: empty or unreadable input data is tensor_input (codebook v2 `bug_type`)', () => {
  it('`Expect x to be a non-empty array or dataset` from a folder the loader finds nothing in (63231811)', () => {
    expect(bugTypeOf(63231811)).toBe('tensor_input');
  });

  it('`Unexpected result of `train_function` (Empty logs)` (70818269)', () => {
    expect(bugTypeOf(70818269)).toBe('tensor_input');
  });

  it('`Cast string to float is not supported` while fitting on a CSV (63315046)', () => {
    expect(bugTypeOf(63315046)).toBe('tensor_input');
  });

  it("a generator yielding Python tuples: `'tuple' object has no attribute 'rank'` (62744659)", () => {
    expect(bugTypeOf(62744659)).toBe('tensor_input');
  });
});

describe('bug type: keywords in an error path do not decide the type (codebook v2 `bug_type`)', () => {
  it('a negative dimension from Conv1D/MaxPooling1D whose node lists `use_cudnn_on_gpu=true` is no GPU bug (63927011)', () => {
    expect(bugTypeOf(63927011)).not.toBe('gpu');
  });

  it("`module 'tensorflow.keras.layers' has no attribute 'Normalization'` is an API bug, not a model one (69470332)", () => {
    expect(bugTypeOf(69470332)).toBe('api');
  });
});

describe('bug type from the problem: a problem in the machine is a GPU bug (codebook `bug_type` gpu: CUDA)', () => {
  it('"Libdevice not found Tensorflow", whose error surfaces as `InternalError: Graph execution error` (75037100)', () => {
    expect(bugTypeOf(75037100)).toBe('gpu');
  });
});

describe('bug type from a library message the error reader does not see as an error line', () => {
  it("PyTorch's dtype check pasted as the title, without its exception class: `Expected object of scalar type Float but got scalar type Long for argument #2 'mat1'` is tensor_input (62191983)", () => {
    expect(bugTypeOf(62191983)).toBe('tensor_input');
  });

  it("PIL's `TypeError: Cannot handle this data type: (1, 1, 256), |u1` (a CHW array given to Image.fromarray) is a wrong input format: tensor_input (61912083)", () => {
    expect(bugTypeOf(61912083)).toBe('tensor_input');
  });

  it("`'SparseTensor' object is not subscriptable` (a sparse input where a dense one is needed) is tensor_input, not api (64797710)", () => {
    expect(bugTypeOf(64797710)).toBe('tensor_input');
  });
});

describe('bug type from the root cause, not a keyword in the message (codebook v2 `bug_type`)', () => {
  it('`Graph disconnected: cannot obtain value for tensor KerasTensor(…shape=(None, 300)…)` is a model wired wrong: model (68444781)', () => {
    expect(bugTypeOf(68444781)).toBe('model');
  });

  it("`No OpKernel was registered to support Op 'TPUReplicatedInput'` on restoring a TPU-trained model is a device problem: gpu (63511960)", () => {
    expect(bugTypeOf(63511960)).toBe('gpu');
  });

  it('a TFLite export whose delegate "only supports static-sized tensors" (a graph with dynamic-sized tensors) is tensor_input (63053478)', () => {
    expect(bugTypeOf(63053478)).toBe('tensor_input');
  });
});

describe('bug type: naming the model or its layers is no evidence of an architecture fault against an API misuse', () => {
  it('"Missing some boosted trees operations in Tensorflow Lite" (ops the converter lacks) is api (65081279)', () => {
    expect(bugTypeOf(65081279)).toBe('api');
  });

  it('"Tensorflow Data Augmentation gives a warning: Using a while_loop for converting" (augmentation layers in Dataset.map) is api (73304934)', () => {
    expect(bugTypeOf(73304934)).toBe('api');
  });
});

describe('bug type from the prose: outputs that do not depend on the input are a training problem', () => {
  it('"BERT encoding layer produces same output for all inputs during evaluation" is training, not model (61855486)', () => {
    expect(bugTypeOf(61855486)).toBe('training');
  });

  it('"Training works but prediction produces constant values (cnn with pytorch)" is training (62986273)', () => {
    expect(bugTypeOf(62986273)).toBe('training');
  });
});
