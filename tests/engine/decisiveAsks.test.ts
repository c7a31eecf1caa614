// The problem read once (lib/classify/problem.ts) and the asks it makes decisive (lib/decisiveAsks.ts), on real
// questions (tests/fixtures/decisive/, provenance there) whose first asks two answerers named
// (../shared/corpus/gold/dev-first-asks.jsonl): a regular asks first for the fact that decides the cause, and for
// nothing when the question is answerable as it stands.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildJudgeContext } from '../../lib/context';
import { classifyProblem, errorKind } from '../../lib/classify/problem';
import { bugReportSignals } from '../../lib/classify/bugReport';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { decide } from '../../lib/verdict';
import { DEFAULT_SETTINGS } from '../../lib/settings';

const records = new Map<number, unknown>(
  readFileSync(resolve(import.meta.dirname, '../fixtures/decisive/questions.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const record = JSON.parse(line) as { question_id: number };
      return [record.question_id, record];
    }),
);

function question(id: number) {
  const record = records.get(id);
  if (record === undefined) throw new Error(`${id} is not in the fixture`);
  return readStackExchangeApiQuestion(record);
}

const problemOf = (id: number) => {
  const ctx = buildJudgeContext(question(id));
  return classifyProblem(ctx, bugReportSignals(ctx));
};
const verdictOf = (id: number) => decide(question(id), DEFAULT_SETTINGS);
const decisiveItems = (id: number) =>
  verdictOf(id)
    .report.suggestions.filter((s) => s.decisive)
    .map((s) => s.item);

describe('the problem, read once', () => {
  it('classifies errors by what they are about, from the class and the message', () => {
    expect(errorKind('OSError', '[WinError 126] The specified module could not be found')).toBe('import');
    expect(errorKind('RuntimeError', 'CUDA out of memory. Tried to allocate 20.00 MiB')).toBe('memory');
    expect(errorKind('IndexError', 'index out of range in self')).toBe('data_values');
    expect(errorKind('RuntimeError', 'size mismatch, m1: [750 x 4096], m2: [1024 x 10]')).toBe('shape');
    expect(errorKind('RuntimeError', 'expected scalar type Long but found Double')).toBe('dtype');
    expect(errorKind('RuntimeError', 'Expected object of device type cuda but got device type cpu')).toBe('device');
    expect(errorKind('AttributeError', "'Net' object has no attribute 'fc'")).toBe('name');
    expect(errorKind('TypeError', 'forward() takes 1 positional argument but 2 were given')).toBe('arguments');
  });

  it('62111920 (WinError 126 on `import torch`) is a setup problem', () => {
    expect(problemOf(62111920)).toMatchObject({ step: 'setup', error: 'import' });
  });

  // A traceback's conda-build path ("…\conda\conda-bld\pytorch_…") says where PyTorch was built, not that the
  // asker is installing anything: the size mismatch is the program's (codebook v2: judge the problem reported).
  it('62156124 (a size mismatch, conda path in the traceback) is no install problem: its data and settings apply', () => {
    expect(problemOf(62156124).step).not.toBe('setup');
    const { items } = verdictOf(62156124).report;
    expect(items.data.status).not.toBe('na');
    expect(items.hyperparameters.status).not.toBe('na');
  });

  it('61756557 (gradient clipping has no effect) reports how training behaves', () => {
    expect(problemOf(61756557)).toMatchObject({ step: 'training', error: null, dynamics: true });
  });

  // Codebook v2: hyperparameters are `na` when the failing step is saving/loading; data is `na` for a checkpoint
  // that fails to load (gold: both na).
  it('63243359 (loading from a checkpoint does not work): no training setting and no input data apply', () => {
    expect(problemOf(63243359).step).toBe('persistence');
    const { items } = verdictOf(63243359).report;
    expect(items.hyperparameters.status).toBe('na');
  });
});

describe('decisive asks: what the answerers ask first', () => {
  it('62111920 (setup): the environment, with how it was installed', () => {
    const [first] = verdictOf(62111920).report.suggestions;
    expect(first).toMatchObject({ item: 'environment', decisive: true });
    expect(first.text).toMatch(/pip, conda/);
  });

  it('62421575 (CUDA out of memory): the model and its input size, then the code', () => {
    expect(decisiveItems(62421575)).toEqual(['model', 'code']);
    expect(verdictOf(62421575).report.suggestions[0].text).toMatch(/size of its input/);
  });

  it('62081155 (index out of range in self): the data the failing call receives', () => {
    expect(decisiveItems(62081155)[0]).toBe('data');
    expect(verdictOf(62081155).report.suggestions[0].text).toMatch(/largest index/);
  });

  it('61756557 (training dynamics): the training loop first', () => {
    expect(decisiveItems(61756557)[0]).toBe('code');
    expect(verdictOf(61756557).report.suggestions[0].text).toMatch(/training loop/);
  });

  it('decisive asks come first; the rest are "could also add"', () => {
    const { suggestions } = verdictOf(62421575).report;
    const firstOther = suggestions.findIndex((s) => !s.decisive);
    expect(firstOther).toBeGreaterThan(0);
    expect(suggestions.slice(firstOther).every((s) => !s.decisive)).toBe(true);
  });
});

describe('answerable as it stands: nothing decisive is asked', () => {
  // Both answerable as is (dev-first-asks); both still have checklist gaps, kept as "could also add".
  for (const id of [62784423, 61990363]) {
    it(`${id} gets a score and suggestions, none decisive`, () => {
      const verdict = verdictOf(id);
      expect(verdict.state).toBe('verdict');
      expect(verdict.report.suggestions.length).toBeGreaterThan(0);
      expect(verdict.report.suggestions.some((s) => s.decisive)).toBe(false);
    });
  }
});

describe('decisive asks on an export, and on a symptom said in the title', () => {
  // 62698346: a PyTorch model exported to ONNX gives unexpected output in Unity; the network is only described
  // (model partial). The answerers ask for the export call and the network's layers (dev-first-asks).
  it('62698346 (an ONNX export, the network only described): the network being exported is decisive', () => {
    expect(problemOf(62698346).step).toBe('conversion');
    const model = verdictOf(62698346).report.suggestions.find((s) => s.item === 'model');
    expect(model).toMatchObject({ decisive: true });
    expect(model!.text).toMatch(/network being exported/);
  });

  // 62986273: "Training works but prediction produces constant values": the title shows the failure, and no
  // prediction code is posted — the answerers ask for it first.
  it('62986273 ("prediction produces constant values", no code): the failure is shown and the code is asked first', () => {
    expect(problemOf(62986273).failure).toBe(true);
    expect(decisiveItems(62986273)[0]).toBe('code');
  });
});
