// findPrintedValues on real questions (tests/fixtures/skeleton/inference-questions.jsonl): the code's print calls
// matched to the output the asker pasted, read as the skeleton reads them (all code pieces, every non-image line).
import { describe, expect, it } from 'vitest';
import { findPrintCalls, findPrintedValues } from '../../lib/skeleton/printedValues';
import { allCode, textLines } from './inferenceQuestions';

describe('findPrintedValues on real questions', () => {
  it('matches an unlabelled print(xb.shape) inside forward() to the lone torch.Size line above the traceback (62157890)', () => {
    const found = findPrintedValues(allCode(62157890), textLines(62157890));
    expect(found.get('xb')).toEqual({ name: 'xb', dims: [900, 1024], library: 'torch', source: 'torch.Size([900, 1024])' });
    expect(found.size).toBe(1);
  });

  it('reads labelled .size() prints by their label: input, hidden state and output of an RNN (62424364)', () => {
    const found = findPrintedValues(allCode(62424364), textLines(62424364));
    expect(found.get('test_input')).toMatchObject({ dims: [1, 3, 1], library: 'torch', source: 'Input size:  torch.Size([1, 3, 1])' });
    expect(found.get('test_h')).toMatchObject({ dims: [1, 1, 4], library: 'torch', source: 'Hidden state size:  torch.Size([1, 1, 4])' });
    expect(found.get('test_out')).toMatchObject({ dims: [1, 3, 4], library: 'torch' });
  });

  it("reads numpy's own print `[14. 15.]` as exact values, with the largest integer (61808965)", () => {
    const found = findPrintedValues(allCode(61808965), textLines(61808965));
    // print("idx", indices, type(torch.tensor(indices)))  ->  idx [14. 15.] <class 'torch.Tensor'>
    expect(found.get('indices')).toEqual({
      name: 'indices',
      literal: 'np.array([14.0, 15.0])',
      library: 'numpy',
      maxInteger: 15,
      source: "idx [14. 15.] <class 'torch.Tensor'>",
    });
  });

  it('reads the labelled shape print `shape of indices (2,)` as a numpy shape when the value print is not there (61808965)', () => {
    const lines = textLines(61808965).filter((l) => !l.startsWith('idx '));
    expect(findPrintedValues(allCode(61808965), lines).get('indices')).toEqual({
      name: 'indices',
      dims: [2],
      library: 'numpy',
      source: 'shape of indices (2,)',
    });
  });

  it('reads a printed tensor value, its grad_fn as requires_grad; a float value has no largest integer (62873633)', () => {
    const output = findPrintedValues(allCode(62873633), textLines(62873633)).get('output');
    // A value autograd made takes part in autograd: its stand-in requires grad, as the printed one did.
    expect(output).toMatchObject({ literal: 'torch.tensor([[0.5803]], requires_grad=True)', library: 'torch' });
    expect(output?.maxInteger).toBeUndefined();
    expect(output?.source).toBe('output  tensor([[0.5803]], grad_fn=<SigmoidBackward>)');
  });

  it('gives no value for print(image.shape) in a loop that printed three different shapes (62719641)', () => {
    expect(findPrintCalls(allCode(62719641))).toEqual([{ label: null, name: 'image', what: 'shape' }]);
    expect(findPrintedValues(allCode(62719641), textLines(62719641)).has('image')).toBe(false);
  });

  it('gives no value for print(data.size()) in a loop whose two batches had different shapes (62968562)', () => {
    expect(findPrintCalls(allCode(62968562))).toEqual([{ label: null, name: 'data', what: 'shape' }]);
    expect(findPrintedValues(allCode(62968562), textLines(62968562)).size).toBe(0);
  });
});

describe('findPrintedValues on edge cases', () => {
  it('reads an f-string label and a one-line numpy integer print (synthesized input)', () => {
    const found = findPrintedValues("print(f'Target: {y}')", ['Target: [ 1  6  5  8 10]']);
    expect(found.get('y')).toMatchObject({ literal: 'np.array([1, 6, 5, 8, 10])', library: 'numpy', maxInteger: 10 });
  });

  it('does not read a pasted print call as its own output, nor an abridged tensor (synthesized input)', () => {
    const code = 'print("weights", w)';
    expect(findPrintedValues(code, ['print("weights", w)']).size).toBe(0);
    expect(findPrintedValues(code, ['weights tensor([0.1, 0.2, ..., 0.9])']).size).toBe(0);
  });
});
