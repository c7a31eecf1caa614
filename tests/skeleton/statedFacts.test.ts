// Inputs from stated facts and the torchaudio import (docs/skeleton.md, "Names" 2
// and "Data the reader does not have"), on real questions (tests/fixtures/skeleton/PROVENANCE.md,
// stated-facts-questions.jsonl): each rule on the question it reaches, and the questions it must not change.
import { describe, expect, it } from 'vitest';
import type { Skeleton } from '../../lib/skeleton/build';
import { CodeWords } from '../../lib/skeleton/codeWords';
import { findPrintedItems } from '../../lib/skeleton/printedItems';
import { findStatedShapes } from '../../lib/skeleton/statedShapes';
import { fixtureSkeleton, questionOf, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('stated-facts-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

function proseOf(id: number): string[] {
  return questionOf(records.get(id)!).blocks.flatMap((b) => (b.kind === 'prose' ? b.text.split('\n') : []));
}

describe('shapes stated in prose', () => {
  it('reads "x has a size of torch.Size([…])" for names the code uses (64809370)', () => {
    const code = new CodeWords('spec = f(audio)\npred = g(spec)\nout = h(pred)');
    const prose = proseOf(64809370).map((l) => l.replace('eval_seq_specgram', 'spec').replace('inverse_mel_pred', 'pred'));
    const stated = findStatedShapes(prose, code);
    expect(stated.get('spec')).toMatchObject({ dims: [1, 128, 499], library: 'torch', stated: true });
    expect(stated.get('pred')).toMatchObject({ dims: [1, 256, 499], source: 'pred has a size of torch.Size([1, 256, 499])' });
  });

  it('reads the other phrasings, and not a name the code never uses', () => {
    const code = new CodeWords('y = model(x)\ntopk(d)\nz = w');
    const stated = findStatedShapes(
      ['x is of shape (64, 3, 32, 32)', 'The size of d is (1793,1) . What?', 'q has shape (2, 2)', 'w.shape is [4, 5]'],
      code,
    );
    expect(stated.get('x')?.dims).toEqual([64, 3, 32, 32]);
    expect(stated.get('d')?.dims).toEqual([1793, 1]);
    expect(stated.get('w')?.dims).toEqual([4, 5]);
    expect(stated.has('q')).toBe(false);
  });

  it('does not take the shape of a part for the whole: "the first element of b has shape …" (61880270)', () => {
    const s = skeletonOf(61880270);
    expect(s.script).not.toMatch(/^b = /m);
    expect(s.script).toContain('# TODO (ReproLens): `b` is used but never defined in the question');
  });
});

describe('a line making a shown value from inputs the question never gives', () => {
  it('becomes a stand-in of the stated shape, the traceback line kept, and torchaudio is imported (64809370)', () => {
    const s = skeletonOf(64809370);
    expect(s.script).toContain('import torchaudio  # ReproLens: added; the code uses `torchaudio` without importing it');
    expect(s.script).toContain(
      '# eval_seq_specgram = torchaudio.transforms.MelSpectrogram(sample_rate=sample_rate, n_fft=256)(eval_audio_data).transpose(1, 2)\n' +
        'eval_seq_specgram = torch.randn(1, 128, 499)  # ReproLens: stand-in; `sample_rate`, `eval_audio_data` not given, shape from the question\'s words "eval_seq_specgram now has a size of torch.Size([1, 128, 499])"',
    );
    expect(s.script).toContain('inverse_mel_pred = torch.randn(1, 256, 499)  # ReproLens: stand-in; `sample_rate` not given');
    // The failing line, quoted in the traceback, stays as the asker wrote it.
    expect(s.script).toMatch(/^pred_audio = torchaudio\.transforms\.GriffinLim\(n_fft=256\)\(inverse_mel_pred\)$/m);
    expect(s.status).toBe('runnable');
    expect(s.missing).toEqual([]);
  });

  it('takes a printed shape the same way (62204109)', () => {
    const s = skeletonOf(62204109);
    expect(s.script).toContain(
      '# xx = torch.tensor(X_encoded[0]).reshape(1,512)\nxx = torch.randn(1, 512)  # ReproLens: stand-in; `X_encoded` not given',
    );
    expect(s.script).not.toContain('`X_encoded` is used but never defined');
  });

  it('leaves a line inside a loop alone: a printed value there is one pass of many (63218710)', () => {
    const s = skeletonOf(63218710);
    expect(s.script).not.toContain('ReproLens: stand-in; ');
    expect(s.script).toMatch(/^ +gae = gae \* params\.gamma \* params\.tau \+ TD/m);
  });
});

describe('a printed dataset item', () => {
  it('is read literally, dtypes included, as a one-item list', () => {
    const item = findPrintedItems('ds = D()\nprint(ds[0])', [
      '(tensor([ 5.,  5.,  8., 14.], dtype=torch.float64), tensor(-0.3403, dtype=torch.float64))',
    ]);
    expect(item.get('ds')?.literal).toBe(
      '[(torch.tensor([5.0, 5.0, 8.0, 14.0], dtype=torch.float64), torch.tensor(-0.3403, dtype=torch.float64))]',
    );
    expect(findPrintedItems('print(ds[0])', ['(tensor([1, 2]), 3)'])).toEqual(
      new Map([['ds', expect.objectContaining({ literal: '[(torch.tensor([1, 2]), 3)]' })]]),
    );
  });

  it('is not read when two lines could be the item, or two items are printed', () => {
    expect(findPrintedItems('print(ds[0])', ['tensor([1, 2])', 'tensor([3, 4])']).size).toBe(0);
    expect(findPrintedItems('print(ds[0])\nprint(ds[1])', ['tensor([1, 2])']).size).toBe(0);
  });

  it('stands in for the dataset whose class reads names the question never gives (67456368)', () => {
    const s = skeletonOf(67456368);
    expect(s.script).toContain(
      '# dataset = mydataset()\ndataset = [(torch.tensor([5.0, 5.0, 8.0, 14.0], dtype=torch.float64), torch.tensor(-0.3403, dtype=torch.float64))]  # ReproLens: stand-in; `train`, `samples`, `Calculating_bottom` not given, value from the printed item',
    );
    // The question's class and helpers stay as written; the training loop that fails is untouched.
    expect(s.script).toContain('    def __getitem__(self, index):\n        x = Getx(index)');
    expect(s.script).toMatch(/^ {8}loss\.backward\(\)$/m);
  });
});

describe('values stated in prose', () => {
  it('reads "x is tensor(…)" with its dtype, and a shown grad_fn as requires_grad, for names the code uses (synthesized sentences, the first after 72061934)', () => {
    const code = new CodeWords('loss = f(pred, target)\nother = 1');
    const stated = findStatedShapes(
      [
        'where pred is tensor([[-24.9374]], grad_fn=<AddmmBackward0>) and target is tensor([20.], dtype=torch.float64).',
        'other = tensor([1, 2]) and unused is tensor([3.])',
      ],
      code,
    );
    expect(stated.get('pred')).toMatchObject({ literal: 'torch.tensor([[-24.9374]], requires_grad=True)', stated: true });
    expect(stated.get('target')?.literal).toBe('torch.tensor([20.0], dtype=torch.float64)');
    // Integers cannot require gradients; a name the code never uses is not read.
    expect(stated.get('other')?.literal).toBe('torch.tensor([1, 2])');
    expect(stated.has('unused')).toBe(false);
  });

  it('does not read an abridged print: `...` gives no values (synthesized input)', () => {
    const stated = findStatedShapes(['x is tensor([1., 2., ..., 9.])'], new CodeWords('y = x'));
    expect(stated.has('x')).toBe(false);
  });
});

describe('the backward pass the traceback runs and the code never shows (72061934)', () => {
  it('stands in for the stated values, keeps the blocks in the question order and calls backward on the last loss', () => {
    const s = skeletonOf(72061934);
    expect(s.script).toContain(
      "# predicted_loes_score_g = self.model(input_g)\npredicted_loes_score_g = torch.tensor([[-24.9374]], requires_grad=True)  # ReproLens: stand-in; `self`, `input_g` not given, value from the question's words",
    );
    // The fix tried in block 3 binds `loss_g` again: it is not hoisted above block 1, which binds it first.
    expect(s.script.indexOf('code block 1 ----')).toBeLessThan(s.script.indexOf('code block 3 ----'));
    expect(s.script).toMatch(
      /predicted_loes_score = predicted_loes_score_g\.detach\(\)\[0\]\nloss_g = loss_func\(\n {4}predicted_loes_score,\n {4}actual_loes_score_g,\n\)\nloss_g\.backward\(\) {2}# ReproLens: added; the traceback runs backward/,
    );
    expect(s.script.match(/\.backward\(\)/g)).toHaveLength(1);
    expect(s.status).toBe('runnable');
  });

  it('adds no call where the code calls backward itself (67456368)', () => {
    const s = skeletonOf(67456368);
    expect(s.script).not.toContain('the traceback runs backward');
  });
});
