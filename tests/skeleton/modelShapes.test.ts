// modelShapes on real questions (tests/fixtures/skeleton/inference-questions.jsonl): the input shape PyTorch's own
// error messages report, and what a model the question defines says about its input (first layer) and classes
// (last Linear).
import { describe, expect, it } from 'vitest';
import { findModelShapes, inputShapeFromError, modelOfInstance } from '../../lib/skeleton/modelShapes';
import { allCode, textLines } from './inferenceQuestions';
import { scriptOf } from '../python/pythonQuestions';

/** The first line of the question that contains `fragment` (an error line as the asker pasted it). */
function lineWith(id: number, fragment: string): string {
  const line = textLines(id).find((l) => l.includes(fragment));
  if (!line) throw new Error(`question ${id} has no line with "${fragment}"`);
  return line;
}

describe('inputShapeFromError on real error lines', () => {
  it('reads `size mismatch, m1: [750 x 4096]` as a Linear input of shape (750, 4096) (62156124)', () => {
    const line = lineWith(62156124, 'size mismatch');
    expect(line).toMatch(/^RuntimeError: size mismatch, m1: \[750 x 4096\], m2: \[1024 x 10\] at C:/);
    expect(inputShapeFromError(line)).toEqual({ dims: [750, 4096], layer: 'linear', source: 'size mismatch, m1: [750 x 4096]' });
  });

  it('reads `but got 3-dimensional input of size [100, 28, 28]` as a convolution input (62427615)', () => {
    const line = lineWith(62427615, 'RuntimeError: Expected 4-dimensional input');
    expect(inputShapeFromError(line)).toEqual({
      dims: [100, 28, 28],
      layer: 'conv',
      source: 'but got 3-dimensional input of size [100, 28, 28]',
    });
  });

  it('reads an unbatched image `[3, 32, 32]` given to a ResNet (61877098)', () => {
    expect(inputShapeFromError(lineWith(61877098, 'RuntimeError: Expected 4-dimensional'))).toMatchObject({
      dims: [3, 32, 32],
      layer: 'conv',
    });
  });

  it('reads `expected input[1, 4, 160, 40] to have 3 channels` (61827738)', () => {
    const line = lineWith(61827738, 'RuntimeError: Given groups=1');
    expect(inputShapeFromError(line)).toEqual({
      dims: [1, 4, 160, 40],
      layer: 'conv',
      source: 'expected input[1, 4, 160, 40] to have 3 channels',
    });
  });

  it('reads a five-dimensional Conv3d input `expected input[100, 16, 16, 16, 3]` (62416819)', () => {
    expect(inputShapeFromError(lineWith(62416819, 'RuntimeError: Given groups=1'))?.dims).toEqual([100, 16, 16, 16, 3]);
  });

  it('does not read the batch sizes of `Expected input batch_size (1) to match target batch_size (11)` as a shape (61704401, 62157890)', () => {
    expect(inputShapeFromError(lineWith(61704401, 'ValueError: Expected input batch_size (1)'))).toBeNull();
    expect(inputShapeFromError(lineWith(62157890, 'ValueError: Expected input batch_size (900)'))).toBeNull();
  });

  it('reads the PyTorch ≥ 1.9 wording `mat1 and mat2 shapes cannot be multiplied (64x784 and 128x10)` (synthesized input)', () => {
    // The 2020 corpus predates this wording of the Linear error.
    expect(inputShapeFromError('RuntimeError: mat1 and mat2 shapes cannot be multiplied (64x784 and 128x10)')).toEqual({
      dims: [64, 784],
      layer: 'linear',
      source: 'mat1 and mat2 shapes cannot be multiplied (64x784 and',
    });
  });

  it('reads nothing from an error that reports no input shape (synthesized input)', () => {
    expect(inputShapeFromError('RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB')).toBeNull();
  });
});

describe('findModelShapes on real models', () => {
  it('a Linear-first MLP class: input features 4, 3 classes from the last Linear (62343793)', () => {
    expect(findModelShapes(allCode(62343793))).toEqual([
      { name: 'classificadorFinal', first: 'Linear', inputSize: 4, batchFirst: false, outputs: 3, source: 'nn.Linear(4, neurons)' },
    ]);
  });

  it('an nn.Sequential assigned to a variable: named by the variable, 784 features, 10 outputs (62383595)', () => {
    expect(findModelShapes(allCode(62383595))).toEqual([
      { name: 'model', first: 'Linear', inputSize: 784, batchFirst: false, outputs: 10, source: 'nn.Linear(784, 128)' },
    ]);
  });

  it('a Conv2d CNN: one input channel, 10 classes (62854337, LeNet)', () => {
    expect(findModelShapes(allCode(62854337))).toEqual([
      { name: 'LeNet', first: 'Conv2d', inputSize: 1, batchFirst: false, outputs: 10, source: 'nn.Conv2d(1, 20, 5, 1)' },
    ]);
  });

  it('an Embedding-first classifier written torch.nn.Embedding(num_embeddings = 65000, …): vocabulary 65000, 5 classes (62204109)', () => {
    const [shape, ...rest] = findModelShapes(allCode(62204109));
    expect(rest).toEqual([]);
    expect(shape).toMatchObject({ name: 'BiLSTMClassifier', first: 'Embedding', inputSize: 65000, outputs: 5 });
    // batch_first=True is on the LSTM, not on the first layer: it says nothing about the Embedding's input.
    expect(shape.batchFirst).toBe(false);
  });

  it('an LSTM-first model with batch_first=True (synthesized input: the LSTM line of 61781193 as the first layer)', () => {
    // No model in the corpus has an LSTM first with a literal input size and batch_first=True.
    const code = [
      'class Model(nn.Module):',
      '    def __init__(self):',
      '        super().__init__()',
      '        self.LSTM = nn.LSTM(input_size=300, hidden_size=100, dropout=0.3, batch_first=True)',
      '        self.lin3 = nn.Linear(100, 3)',
      '',
      '    def forward(self, inp):',
      '        return self.lin3(self.LSTM(inp)[1][0])',
    ].join('\n');
    expect(findModelShapes(code)).toEqual([
      {
        name: 'Model',
        first: 'LSTM',
        inputSize: 300,
        batchFirst: true,
        outputs: 3,
        source: 'nn.LSTM(input_size=300, hidden_size=100, dropout=0.3, batch_first=True)',
      },
    ]);
  });

  it('finds no model where the question only uses a torchvision one (61877098)', () => {
    expect(findModelShapes(allCode(61877098))).toEqual([]);
  });
});

describe('modelOfInstance on real code', () => {
  it('follows `network=LeNet()` to the LeNet class (62854337)', () => {
    const code = allCode(62854337);
    const shapes = findModelShapes(code);
    expect(modelOfInstance('network', code, shapes)?.name).toBe('LeNet');
    expect(modelOfInstance('optimizer', code, shapes)).toBeNull();
  });

  it('a Sequential is its own instance; a class called directly is its own model (62383595, 62343793)', () => {
    const sequential = allCode(62383595);
    expect(modelOfInstance('model', sequential, findModelShapes(sequential))?.inputSize).toBe(784);
    const mlp = allCode(62343793);
    expect(modelOfInstance('classificadorFinal', mlp, findModelShapes(mlp))?.outputs).toBe(3);
  });
});

describe('findModelShapes reads models from the tree (tests/fixtures/python/questions.jsonl, inference-questions.jsonl)', () => {
  it('`class CustomNet(torch_nn.Module)` after `import torch.nn as torch_nn`: 2 features in, 2 classes out (62372055)', () => {
    expect(findModelShapes(scriptOf(62372055))).toEqual([
      { name: 'CustomNet', first: 'Linear', inputSize: 2, batchFirst: false, outputs: 2, source: 'nn.Linear(2, 5)' },
    ]);
  });

  it('bare `Conv2d(3, 64, …)` imported from torch.nn: the discriminator takes 3 channels (61720137)', () => {
    expect(findModelShapes(allCode(61720137))).toEqual([
      { name: 'Dis', first: 'Conv2d', inputSize: 3, batchFirst: false, outputs: null, source: 'nn.Conv2d(3, 64, 4, 2, 1, bias=False)' },
    ]);
  });

  it('a first layer written across lines is quoted whole (61704416)', () => {
    expect(findModelShapes(scriptOf(61704416))[0]).toMatchObject({
      name: 'RotNet1',
      first: 'Conv2d',
      inputSize: 3,
      source: 'nn.Conv2d(in_channels = 3, out_channels = 80, kernel_size = 7, stride = 1, padding = 0)',
    });
  });

  it('a Sequential built inside `if __name__ == "__main__":`, its call continued over lines (63127564)', () => {
    expect(findModelShapes(scriptOf(63127564))).toEqual([
      { name: 'net', first: 'Conv2d', inputSize: 1, batchFirst: false, outputs: null, source: 'nn.Conv2d(1, 1, [1,16])' },
    ]);
  });

  it('a layer in a docstring or a string is no layer (synthesized input)', () => {
    const code = [
      'class Net(nn.Module):',
      '    """A net. Was: nn.Linear(100, 3)"""',
      '    def __init__(self):',
      '        super().__init__()',
      "        self.note = 'nn.Conv2d(7, 3)'",
      '        self.fc = nn.Linear(784, 10)  # nn.Linear(9, 9) before',
    ].join('\n');
    expect(findModelShapes(code)).toEqual([
      { name: 'Net', first: 'Linear', inputSize: 784, batchFirst: false, outputs: 10, source: 'nn.Linear(784, 10)' },
    ]);
  });
});

describe('modelOfInstance follows bindings', () => {
  it('`model = Net().to(device)` is a Net; a name assigned twice is what its first construction made (synthesized input)', () => {
    const code = [
      'class Net(nn.Module):',
      '    def __init__(self):',
      '        self.fc = nn.Linear(4, 2)',
      'model = Net().to(device)',
      'model = other(model)',
    ].join('\n');
    const shapes = findModelShapes(code);
    expect(modelOfInstance('model', code, shapes)?.name).toBe('Net');
    expect(modelOfInstance('device', code, shapes)).toBeNull();
  });
});
