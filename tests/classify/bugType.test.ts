// Bug types the error and the title decide (lib/classify/bugType.ts), on real questions whose experts' type is clear.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';

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
