// Run the question's own model (docs/skeleton.md, "Names", 4) on real questions
// (tests/fixtures/skeleton/own-model-questions.jsonl, provenance in its PROVENANCE.md): the one `nn.Module` the
// question defines is made right after its class with arguments from the code and the loss, and the function the
// code defines but never calls runs on one batch shaped by the code. A question without a model class, or one
// that makes its model itself, is left as it was.
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { buildSkeleton, type Skeleton } from '../../lib/skeleton/build';
import { collectCodePieces } from '../../lib/skeleton/codePieces';
import { planOwnModelCall } from '../../lib/skeleton/ownModelCall';
import { orderPieces } from '../../lib/skeleton/pieceOrder';
import { questionOf, readFixtureRecords } from './inferenceQuestions';

const records = readFixtureRecords('own-model-questions.jsonl');

function questionFor(id: number) {
  return questionOf(records.get(id)!);
}

function skeletonOf(id: number): Skeleton {
  const question = questionFor(id);
  return buildSkeleton(question, analyzeQuestion(question))!;
}

function planOf(id: number) {
  const question = questionFor(id);
  const outputLines = question.blocks.flatMap((b) => (b.kind === 'image' ? [] : b.text.split('\n')));
  return planOwnModelCall({ pieces: orderPieces(collectCodePieces(question).pieces), outputLines, batchSize: null });
}

describe("planOwnModelCall: the question's one nn.Module, made and run", () => {
  it('makes AlexNet with one output for BCEWithLogitsLoss and runs the never-called train on 224×224 images (70110429)', () => {
    const script = skeletonOf(70110429).script;
    const lines = script.split('\n');
    // Right after the class's last line, before the optimizer line that reads `model.parameters()`.
    const made = lines.indexOf("model = AlexNet(output_dim=1)  # ReproLens: the question's own model");
    expect(lines[made - 2]).toBe('    return x, h');
    expect(made).toBeLessThan(lines.indexOf('optimizer = torch.optim.Adam(model.parameters())'));
    expect(script).toContain(
      'iterator = [(torch.randn(4, 3, 224, 224), torch.randint(0, 2, (4,)).float())]  # ReproLens: one batch stands in for the loader',
    );
    // The call follows train's body and comes before evaluate (the one the code also never calls).
    const call = lines.indexOf(
      "train(model, iterator, optimizer, criterion, device)  # ReproLens: runs the question's `train`, which the code defines but never calls",
    );
    expect(lines[call - 4]).toBe('  return epoch_loss/len(iterator), epoch_acc/len(iterator)');
    expect(call).toBeLessThan(lines.indexOf('def evaluate(model, iterator, criterion, device):'));
    // `device` is a parameter only: the usual line, not a TODO.
    expect(script).toContain('device = torch.device("cuda" if torch.cuda.is_available() else "cpu")');
    expect(script).not.toMatch(/TODO \(ReproLens\): `(?:model|device)`/);
    expect(script).not.toMatch(/^\s*(?:raise|assert)\b.*ReproLens/m);
  });

  it('says where each value came from (70110429)', () => {
    const plan = planOf(70110429)!;
    expect(plan.defines).toEqual(['model', 'iterator']);
    expect(plan.assumptions[0]).toBe(
      "`model` (never made at module level) is the question's own `AlexNet`: output_dim=1, because the loss is `BCEWithLogitsLoss` (one output per sample)",
    );
    expect(plan.assumptions[1]).toContain('224×224 from `IMG_HEIGHT` and `IMG_WIDTH`');
    expect(plan.assumptions[1]).toContain('the code squeezes the prediction');
    expect(plan.missing).toEqual(['batch size not stated: assumed 4']);
  });

  it('makes a model with no required argument right after its class, before the module-level code traces it (61794587)', () => {
    const skeleton = skeletonOf(61794587);
    const lines = skeleton.script.split('\n');
    const made = lines.indexOf("model = Net()  # ReproLens: the question's own model");
    expect(lines[made - 2]).toBe('        return x');
    expect(made).toBeLessThan(lines.findIndex((l) => l.startsWith('graph = torch.jit._get_trace_graph(model,')));
    // No function takes the model: nothing else is called, and nothing is left undefined.
    expect(skeleton.script).not.toContain('ReproLens: runs the question');
    expect(skeleton.status).toBe('runnable');
  });

  it('invents nothing when the question defines no model class: `model` stays a TODO (66600362)', () => {
    expect(planOf(66600362)).toBeNull();
    expect(skeletonOf(66600362).script).toContain('# TODO (ReproLens): `model` is used but never defined in the question');
  });

  it('leaves a question that makes its own model as it is (67456368, `model = Net()`)', () => {
    expect(planOf(67456368)).toBeNull();
    expect(skeletonOf(67456368).script).not.toContain("ReproLens: the question's own model");
  });
});
