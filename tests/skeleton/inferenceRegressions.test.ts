// Cases a review of the skeleton's inference modules found wrong, each on the real question that showed it
// (tests/fixtures/skeleton/inference-questions.jsonl; provenance in PROVENANCE.md beside it).
import { describe, expect, it } from 'vitest';
import { findModelShapes } from '../../lib/skeleton/modelShapes';
import { standInForModelInput, type InputContext } from '../../lib/skeleton/modelInputStandIns';
import { makeParseable } from '../../lib/skeleton/parseableSource';
import { findUnboundReads } from '../../lib/skeleton/nameOrder';
import { findPrintedValues } from '../../lib/skeleton/printedValues';
import { buildSkeleton } from '../../lib/skeleton/build';
import { analyzeQuestion } from '../../lib/engine';
import { moduleStanding } from '../../lib/python/knownModules';
import { allCode, codeBlock, question, textLines } from './inferenceQuestions';

function contextOf(id: number, batchSize: number | null = null): InputContext {
  return { code: allCode(id), errorMessages: textLines(id), batchSize };
}

function skeletonOf(id: number) {
  const q = question(id);
  return buildSkeleton(q, analyzeQuestion(q))!;
}

describe('model shapes read from layer arguments', () => {
  it('multiplies a literal product: nn.Linear(28 * 28, 2) takes 784 features (62768081)', () => {
    const netLin = findModelShapes(allCode(62768081)).filter((s) => s.name === 'NetLin');
    expect(netLin.map((s) => s.inputSize)).toContain(784);
  });

  it("leaves the input unknown when the first layer's size is a name, instead of reading the next layer (61781193)", () => {
    // `nn.Embedding(tokenize_vocab_count+1, 300)` comes before `nn.LSTM(input_size=300, …)`.
    expect(findModelShapes(allCode(61781193))).toEqual([]);
  });

  it("leaves the class count unknown when the last Linear's size is a name (61857393, AlexNet with num_classes)", () => {
    const alexNet = findModelShapes(allCode(61857393)).find((s) => s.name === 'AlexNet');
    expect(alexNet?.outputs ?? null).toBeNull();
  });

  it('reads no model from 62084245, whose only literal-sized layers are commented out and whose live head is sized by names', () => {
    expect(findModelShapes(allCode(62084245))).toEqual([]);
  });

  it('ignores a commented-out layer above the real first layer (synthesized input)', () => {
    const [net] = findModelShapes(
      'class Net(nn.Module):\n    def __init__(self):\n        #self.old = nn.Linear(512, 10)\n        self.fc = nn.Linear(784, 10)\n',
    );
    expect(net).toMatchObject({ first: 'Linear', inputSize: 784, outputs: 10 });
  });

  it('reads a class that ends the code without a newline (synthesized input)', () => {
    const [net] = findModelShapes(
      'class Net(nn.Module):\n    def __init__(self):\n        self.fc1 = nn.Linear(784, 128)\n        self.fc2 = nn.Linear(128, 10)',
    );
    expect(net).toMatchObject({ first: 'Linear', inputSize: 784, outputs: 10 });
  });
});

describe('loaders and model calls', () => {
  it('reads the tutorial loop: `for i, data in enumerate(trainloader, 0)` then `inputs, labels = data` (63087017)', () => {
    const fed = standInForModelInput('trainloader', contextOf(63087017))!;
    expect(fed.lines[0]).toMatch(/^trainloader = \[\(torch\.randn\(4, 3, 32, 32\), torch\.randint\(0, 10, \(4,\)\)\)\]/);
  });

  it('takes `net.forward(images)` as a call of the model (62383595)', () => {
    expect(standInForModelInput('trainloader', contextOf(62383595))).not.toBeNull();
  });
});

describe('compiling what CPython compiles', () => {
  it('keeps a call with a comment after a keyword argument (62829316, ImageGrid(fig, 111,  # …))', () => {
    const block = codeBlock(62829316, 0);
    const made = makeParseable(block.replace(/^\s+|\s+$/g, ''));
    expect(made.commented.filter((c) => c.why === 'a positional argument follows a keyword argument')).toEqual([]);
  });
});

describe('run order', () => {
  it('a name a function declares `global` and binds is a module name for every function (synthesized input)', () => {
    expect(findUnboundReads('def f():\n    global g\n    g = 1\n\ndef h():\n    return g\n\nf()\nh()\n')).toEqual([]);
  });
});

describe('printed values', () => {
  it('reads the shape an asker wrote beside the print: `print(xx.shape) # torch.Size([1, 512])` (62204109)', () => {
    const printed = findPrintedValues(allCode(62204109), textLines(62204109));
    expect(printed.get('xx')?.dims).toEqual([1, 512]);
  });
});

describe('data lines', () => {
  it("gives no TODO to `save_image(…)`: writing a file needs nothing of the asker's (61720137)", () => {
    expect(skeletonOf(61720137).missing.join('\n')).not.toContain('Real.png');
  });

  it('keeps a checkpoint load when loading it is the reported error (62108063, "Error(s) in loading state_dict")', () => {
    const s = skeletonOf(62108063);
    expect(s.script).not.toMatch(/# .*load_state_dict\(.*# ReproLens: commented out: loads a checkpoint/);
  });

  it("knows common pip packages, so they are not taken for the asker's own modules", () => {
    for (const module of ['gym', 'skorch', 'detectron2', 'sentence_transformers', 'fairseq', 'pandas_datareader'])
      expect(moduleStanding(module)).toBe('third-party');
    expect(moduleStanding('misc.layer')).toBe('unknown');
  });
});
