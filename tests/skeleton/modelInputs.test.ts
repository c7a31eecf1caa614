// standInForModelInput on real questions (tests/fixtures/skeleton/inference-questions.jsonl): the data a question's
// own model is fed, when the question never shows it, built from the model's first and last layers, the loss and
// the error message, with the context the skeleton gives it (all code pieces, every text line, the stated batch size).
import { describe, expect, it } from 'vitest';
import { analyzePythonBlock } from '../../lib/python/walk';
import { collectCodePieces } from '../../lib/skeleton/codePieces';
import { standInForModelInput, type InputContext } from '../../lib/skeleton/modelInputStandIns';
import { allCode, question, textLines } from './inferenceQuestions';

/** The context the skeleton passes: the batch size is the literal `batch_size` the analysis finds, if any. */
function contextOf(id: number): InputContext {
  let batchSize: number | null = null;
  for (const piece of collectCodePieces(question(id)).pieces) {
    for (const h of analyzePythonBlock(piece.text).hyperparameters) {
      if (batchSize === null && h.name === 'batch_size' && h.value && /^\d+$/.test(h.value)) batchSize = Number(h.value);
    }
  }
  return { code: allCode(id), errorMessages: textLines(id), batchSize };
}

describe('standInForModelInput: a loader the training loop iterates', () => {
  it('becomes one batch for a Linear-first MLP: (4, 4) inputs, class ids below 3 for CrossEntropyLoss, a batch-size TODO (62343793)', () => {
    const context = contextOf(62343793);
    expect(context.batchSize).toBeNull();
    const fed = standInForModelInput('train_loader', context)!;
    expect(fed.lines).toEqual([
      'train_loader = [(torch.randn(4, 4), torch.randint(0, 3, (4,)))]  # ReproLens: one batch stands in for the loader',
    ]);
    expect(fed.todos).toEqual(['batch size not stated: assumed 4']);
    expect(fed.assumptions).toEqual([
      '`train_loader` (not shown) is one batch: inputs random values of shape (4, 4), from the first layer `nn.Linear(4, neurons)`; labels class ids below 3 (the last layer has 3 outputs, and the loss takes class ids)',
    ]);
  });

  it('becomes one batch of 3-channel images for a Conv2d model, with TODOs for the batch size and the image size (63087017)', () => {
    const fed = standInForModelInput('testloader', contextOf(63087017))!;
    expect(fed.lines[0]).toMatch(/^testloader = \[\(torch\.randn\(4, 3, 32, 32\), torch\.randint\(0, 10, \(4,\)\)\)\]/);
    expect(fed.todos).toEqual(['batch size not stated: assumed 4', 'image size not stated: assumed 32×32']);
  });

  it('uses the batch size the code states (128) and 26 classes from the last Linear; only the image size is a TODO (62673238)', () => {
    const context = contextOf(62673238);
    expect(context.batchSize).toBe(128);
    const fed = standInForModelInput('test_loader', context)!;
    // EMNIST letters, one channel: 28×28.
    expect(fed.lines[0]).toMatch(/^test_loader = \[\(torch\.randn\(128, 1, 28, 28\), torch\.randint\(0, 26, \(128,\)\)\)\]/);
    expect(fed.todos).toEqual(['image size not stated: assumed 28×28']);
  });

  it("gives MSELoss targets of the last layer's shape, not class ids (62383595)", () => {
    const fed = standInForModelInput('testloader', contextOf(62383595))!;
    expect(fed.lines[0]).toMatch(/^testloader = \[\(torch\.randn\(32, 784\), torch\.randn\(32, 10\)\)\]/);
    expect(fed.assumptions[0]).toContain('labels targets of shape (32, 10) (the last layer has 10 outputs, and the loss compares values)');
    expect(fed.todos).toEqual([]);
  });
});

describe('standInForModelInput: an input passed straight to the model', () => {
  it("`logits = network(X_batch)` gets random images from LeNet's first layer, with TODOs (62854337)", () => {
    const fed = standInForModelInput('X_batch', contextOf(62854337))!;
    expect(fed).toEqual({
      // One channel and a question about MNIST: 28×28.
      lines: ['X_batch = torch.randn(4, 1, 28, 28)'],
      assumptions: ['`X_batch` (not shown) is random images of shape (4, 1, 28, 28), from the first layer `nn.Conv2d(1, 20, 5, 1)`'],
      todos: ['batch size not stated: assumed 4', 'image size not stated: assumed 28×28'],
    });
  });
});

describe('standInForModelInput never invents a model', () => {
  it('returns null when the model is a torchvision ResNet the question does not define (61877098)', () => {
    expect(standInForModelInput('inputs', contextOf(61877098))).toBeNull();
  });

  it('returns null when the layers are written without `nn.` (from torch.nn import …) and no model is recognised (62427615)', () => {
    expect(standInForModelInput('train_loader', contextOf(62427615))).toBeNull();
  });

  it('returns null for a name that is not a loader and is never passed to the model (62343793)', () => {
    expect(standInForModelInput('optimizer', contextOf(62343793))).toBeNull();
  });
});

describe('standInForModelInput: the input shape an error message reports', () => {
  it("takes the exact shape of a convolution error for a Conv2d-first model (synthesized input: 63087017's code, 61827738's error line)", () => {
    const error = textLines(61827738).find((l) => l.startsWith('RuntimeError: Given groups=1'))!;
    const fed = standInForModelInput('testloader', { ...contextOf(63087017), errorMessages: [error] })!;
    expect(fed.lines[0]).toMatch(/^testloader = \[\(torch\.randn\(1, 4, 160, 40\), torch\.randint\(0, 10, \(1,\)\)\)\]/);
    expect(fed.assumptions[0]).toContain('the input shape the error message reports ("expected input[1, 4, 160, 40] to have 3 channels")');
    expect(fed.todos).toEqual([]);
  });

  it("ignores a Linear (m1) error for a Conv2d-first model: that shape is not the input (synthesized input: 63087017's code, 62156124's error line)", () => {
    const error = textLines(62156124).find((l) => l.startsWith('RuntimeError: size mismatch'))!;
    const fed = standInForModelInput('testloader', { ...contextOf(63087017), errorMessages: [error] })!;
    expect(fed.lines[0]).toContain('torch.randn(4, 3, 32, 32)');
  });

  it("puts the batch first or the sequence first as the LSTM's batch_first says (synthesized input)", () => {
    const model = (batchFirst: string) =>
      [
        'class Model(nn.Module):',
        '    def __init__(self):',
        '        super().__init__()',
        `        self.lstm = nn.LSTM(300, 100${batchFirst})`,
        '        self.fc = nn.Linear(100, 3)',
        '    def forward(self, x):',
        '        return self.fc(self.lstm(x)[0][:, -1])',
        'model = Model()',
        'loss_fn = nn.CrossEntropyLoss()',
        'for feature, target in author_dataloader:',
        '    loss = loss_fn(model(feature), target)',
      ].join('\n');
    const context = { errorMessages: [], batchSize: 64 };
    expect(standInForModelInput('author_dataloader', { ...context, code: model(', batch_first=True') })!.lines[0]).toContain(
      '(torch.randn(64, 10, 300), torch.randint(0, 3, (64,)))',
    );
    expect(standInForModelInput('author_dataloader', { ...context, code: model('') })!.lines[0]).toContain(
      '(torch.randn(10, 64, 300), torch.randint(0, 3, (64,)))',
    );
  });
});
