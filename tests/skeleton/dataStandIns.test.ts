// planDataLoadLine on real data-loading lines (tests/fixtures/skeleton/inference-questions.jsonl). The loads come
// from the project's analysis of the code piece (analyzePythonBlock(...).dataLoads) and each statement is taken as
// the skeleton takes it: the whole statement holding the loads, from the start of its first line.
import { describe, expect, it } from 'vitest';
import { parser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';
import { analyzePythonBlock } from '../../lib/python/walk';
import type { DataLoadFact } from '../../lib/analysis/blockFacts';
import { collectCodePieces } from '../../lib/skeleton/codePieces';
import { planDataLoadLine, type LinePlan, type StandInContext } from '../../lib/skeleton/dataStandIns';
import { findPrintedValues } from '../../lib/skeleton/printedValues';
import { allCode, question, textLines } from './inferenceQuestions';

interface PlannedStatement {
  statement: string;
  loads: DataLoadFact[];
  plan: LinePlan | null;
}

/** The simple or compound statement (a child of the module or of a block body) holding `offset`. */
function statementAt(top: SyntaxNode, offset: number): SyntaxNode | null {
  for (let node: SyntaxNode | null = top.resolveInner(offset, 1); node; node = node.parent) {
    if (node.parent && (node.parent.name === 'Script' || node.parent.name === 'Body')) return node;
  }
  return null;
}

/** Every data-loading statement of the question's code pieces, with the plan for it. */
function plannedStatements(id: number): PlannedStatement[] {
  const context: StandInContext = { printed: findPrintedValues(allCode(id), textLines(id)), code: allCode(id) };
  const out: PlannedStatement[] = [];
  for (const piece of collectCodePieces(question(id)).pieces) {
    const text = piece.text;
    const tree = parser.parse(text);
    const groups = new Map<number, { to: number; loads: DataLoadFact[] }>();
    for (const load of analyzePythonBlock(text).dataLoads) {
      const statement = statementAt(tree.topNode, load.start);
      const from = text.lastIndexOf('\n', (statement?.from ?? load.start) - 1) + 1;
      const lineEnd = text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from);
      const group = groups.get(from) ?? { to: Math.max(statement?.to ?? lineEnd, lineEnd), loads: [] };
      group.loads.push(load);
      groups.set(from, group);
    }
    for (const [from, { to, loads }] of groups) {
      const statement = text.slice(from, to);
      out.push({ statement, loads, plan: planDataLoadLine(statement, loads, context) });
    }
  }
  return out;
}

/** The one planned statement that starts with `start` (after its indentation). */
function planned(id: number, start: string): PlannedStatement {
  const found = plannedStatements(id).filter((p) => p.statement.trimStart().startsWith(start));
  if (found.length !== 1) throw new Error(`question ${id}: ${found.length} data-loading statements start with "${start}"`);
  return found[0];
}

describe('planDataLoadLine: dataset downloads replaced by stand-ins of their shape', () => {
  it("Keras `datasets.mnist.load_data()` becomes four uint8 arrays of MNIST's shape, the original kept as a comment (63202478)", () => {
    const { loads, plan } = planned(63202478, '(xs, ys), (xs_, ys_) =');
    expect(loads.map((l) => [l.kind, l.detail])).toEqual([['dataset_loader', 'mnist']]);
    expect(plan).toEqual({
      replace: [
        '# (xs, ys), (xs_, ys_) = datasets.mnist.load_data()',
        "xs = np.random.randint(0, 256, (64, 28, 28)).astype('uint8')  # ReproLens: stand-in for MNIST, no download",
        "ys = np.random.randint(0, 10, (64,)).astype('uint8')",
        "xs_ = np.random.randint(0, 256, (64, 28, 28)).astype('uint8')",
        "ys_ = np.random.randint(0, 10, (64,)).astype('uint8')",
      ],
      assumption: 'MNIST is replaced by 64 random images of its shape and 10 classes',
      needs: ['np'],
      defines: ['xs', 'ys', 'xs_', 'ys_'],
    });
  });

  it('Keras `cifar10.load_data()`: channels-last colour images and labels of shape (64, 1) (62237372)', () => {
    const { plan } = planned(62237372, '(X_train, y_train), (X_test, y_test) = cifar10.load_data()');
    expect(plan?.replace?.[1]).toBe(
      "X_train = np.random.randint(0, 256, (64, 32, 32, 3)).astype('uint8')  # ReproLens: stand-in for CIFAR-10, no download",
    );
    expect(plan?.replace?.[2]).toBe("y_train = np.random.randint(0, 10, (64, 1)).astype('uint8')");
  });

  it("torchvision `datasets.MNIST(…, transform=transform)` becomes FakeData that keeps the question's transform (61777997)", () => {
    const { plan } = planned(61777997, 'trainset = datasets.MNIST(');
    expect(plan).toEqual({
      replace: [
        "# trainset = datasets.MNIST('/data/mnist', download=True, train=True, transform=transform)",
        'trainset = torchvision.datasets.FakeData(size=64, image_size=(1, 28, 28), num_classes=10, transform=transform)  # ReproLens: stand-in for MNIST, no download',
      ],
      assumption:
        "MNIST is replaced by torchvision's FakeData: 64 random images of shape (1, 28, 28), 10 classes, with the question's transform",
      needs: ['torchvision'],
      defines: ['trainset'],
    });
  });

  it("`dsets.MNIST(root='./data', …, transform=transforms.ToTensor())` keeps the transform expression whole (62873654)", () => {
    const { loads, plan } = planned(62873654, 'train_dataset = dsets.MNIST(');
    expect(loads.map((l) => l.kind).sort()).toEqual(['dataset_loader', 'local_path']);
    expect(plan?.replace?.[1]).toBe(
      'train_dataset = torchvision.datasets.FakeData(size=64, image_size=(1, 28, 28), num_classes=10, transform=transforms.ToTensor())  # ReproLens: stand-in for MNIST, no download',
    );
  });

  it('FashionMNIST gets greyscale 28×28 images; both the train and the test set are replaced (62383595)', () => {
    const plans = plannedStatements(62383595).filter((p) => p.plan?.replace);
    expect(plans.map((p) => p.plan!.defines)).toEqual([['trainset'], ['testset']]);
    for (const p of plans)
      expect(p.plan!.replace![1]).toContain(
        'FakeData(size=64, image_size=(1, 28, 28), num_classes=10, transform=transform)  # ReproLens: stand-in for Fashion-MNIST',
      );
  });

  it('a multi-line DataLoader around a downloading `datasets.MNIST(…)` gets no plan: the download works anywhere (63202478)', () => {
    const { statement, plan } = planned(63202478, 'train_loader = torch.utils.data.DataLoader(');
    expect(statement.split('\n').length).toBeGreaterThan(1);
    expect(plan).toBeNull();
  });
});

describe("planDataLoadLine: files on the asker's machine", () => {
  it('`model.load_state_dict(torch.load(…))` is skipped: the model keeps fresh weights (62603089)', () => {
    expect(planned(62603089, 'model.load_state_dict(torch.load(').plan).toEqual({
      skip: 'loads a checkpoint the question does not include; the model keeps its fresh weights',
      assumption: 'the checkpoint is not loaded: the model runs with freshly initialised weights',
    });
  });

  it('a script with a chdir, checkpoint saves and loads inside methods, and a CSV read by column (63063218)', () => {
    expect(planned(63063218, 'os.chdir(').plan).toEqual({ skip: "changes into a folder on the asker's machine" });
    // Writing a checkpoint works in any folder: no plan.
    expect(planned(63063218, 'torch.save(self.actor.state_dict()').plan).toBeNull();
    expect(planned(63063218, 'self.actor.load_state_dict(torch.load(').plan?.skip).toBe(
      'loads a checkpoint the question does not include; the model keeps its fresh weights',
    );
    // The code reads the column `Close` but also uses `data.shape`: a stand-in with only the named columns could
    // give the wrong shape, so the line keeps its TODO.
    expect(planned(63063218, "data = pd.read_csv('PAGEIND.csv')").plan).toEqual({
      todo: 'this line reads `PAGEIND.csv`, a file the question does not include; say its shape and dtype, or print a few rows',
    });
  });

  it('an image opened from a local path with no mode or size in the question becomes a blank RGB 224x224 picture, marked assumed (62246089)', () => {
    // Issue 31, fix category 3 (lib/skeleton/imageStandIns.ts): the picture is made up; what nothing states is assumed.
    expect(planned(62246089, 'im = Image.open(').plan).toEqual({
      replace: [
        '# im = Image.open("/kaggle/input/tiger.jpg")',
        "im = Image.new('RGB', (224, 224))  # ReproLens: stand-in picture, mode 'RGB' (assumed), 224x224 (assumed)",
      ],
      assumption: 'a picture the question does not include is replaced by a blank RGB image of 224x224 (mode: assumed; size: assumed)',
    });
  });

  it('a `with np.load(…) as fh:` block is never replaced; it keeps its lines under a TODO (61777997)', () => {
    const { statement, plan } = planned(61777997, "with np.load('prediction-challenge-01-data.npz') as fh:");
    expect(statement.split('\n')).toHaveLength(3);
    expect(plan).toEqual({
      todo: 'this line reads `prediction-challenge-01-data.npz`, a file the question does not include; say its shape and dtype, or print a few rows',
    });
  });

  it('a file read whose variable the question prints the shape of becomes random values of that shape (synthesized input)', () => {
    const code = "x = np.load('features.npy')\nprint(x.shape)";
    const loads = analyzePythonBlock(code).dataLoads;
    const plan = planDataLoadLine("x = np.load('features.npy')", loads, { printed: findPrintedValues(code, ['(128, 40)']), code });
    expect(plan).toEqual({
      replace: ["# x = np.load('features.npy')", 'x = np.random.rand(128, 40)  # ReproLens: stand-in with the printed shape "(128, 40)"'],
      assumption: '`x` is read from a file the question does not include; replaced by random values of the printed shape (128, 40)',
      needs: ['np'],
      defines: ['x'],
    });
  });
});
