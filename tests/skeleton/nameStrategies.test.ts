// The strategies for a name the question's code uses but never defines (lib/skeleton/undefinedNames/), one by one on
// real questions (tests/fixtures/skeleton/PROVENANCE.md), and the table that tries them in docs/skeleton.md's order.
// Each test builds the facts a strategy reads the way buildSkeleton does, then asks one strategy for one name.
import { describe, expect, it } from 'vitest';
import { analyzeProgram } from '../../lib/analysis/program';
import { analyzeQuestion } from '../../lib/engine';
import { assembleQuestion } from '../../lib/question';
import { collectCodePieces } from '../../lib/skeleton/codePieces';
import { CodeWords } from '../../lib/skeleton/codeWords';
import { looksLikeKeras } from '../../lib/python/knownModules';
import { findModelShapes } from '../../lib/skeleton/modelShapes';
import { orderPieces } from '../../lib/skeleton/pieceOrder';
import { findPrintedValues } from '../../lib/skeleton/printedValues';
import { conventionalSetting } from '../../lib/skeleton/undefinedNames/conventionalSetting';
import { embeddingSizes } from '../../lib/skeleton/undefinedNames/embeddingSizes';
import { helperResult } from '../../lib/skeleton/undefinedNames/helperResult';
import { modelInput } from '../../lib/skeleton/undefinedNames/modelInput';
import { printedValue } from '../../lib/skeleton/undefinedNames/printedValue';
import { NAME_STRATEGIES, type NameContext, resolveName } from '../../lib/skeleton/undefinedNames/strategy';
import { todo } from '../../lib/skeleton/undefinedNames/todo';
import { usualImport } from '../../lib/skeleton/undefinedNames/usualImport';
import { questionOf, readFixtureRecords } from './inferenceQuestions';

const records = new Map([
  ...readFixtureRecords('skeleton-questions.jsonl'),
  ...readFixtureRecords('inference-questions.jsonl'),
  ...readFixtureRecords('strategy-questions.jsonl'),
]);

/** What the strategies read for question `id`, and the names its code leaves undefined. */
function contextOf(id: number): { context: NameContext; undefinedNames: string[] } {
  const question = questionOf(records.get(id)!);
  const pieces = orderPieces(collectCodePieces(question).pieces);
  const program = analyzeProgram(
    assembleQuestion({
      site: question.site,
      id: question.id,
      title: '',
      tags: [],
      source: question.source,
      blocks: pieces.map((p) => ({ kind: 'code' as const, text: p.text, lang: 'python' })),
    }),
  );
  const code = new CodeWords(pieces.map((p) => p.text).join('\n'));
  const outputLines = question.blocks.flatMap((b) => (b.kind === 'image' ? [] : b.text.split('\n')));
  const undefinedNames = program.undefinedNames.map((u) => u.name);
  const batch = program.blocks
    .flatMap((b) => b.python?.hyperparameters ?? [])
    .find((h) => h.name === 'batch_size' && /^\d+$/.test(h.value ?? ''));
  return {
    undefinedNames,
    context: {
      code,
      pieces,
      printed: findPrintedValues(code.text, outputLines),
      importFamily: looksLikeKeras(undefinedNames) ? 'keras' : analyzeQuestion(question).framework,
      shapes: findModelShapes(code.text),
      batchSize: batch ? Number(batch.value) : null,
      outputLines,
    },
  };
}

describe('the strategy table', () => {
  it("tries the strategies in docs/skeleton.md's order, the TODO last", () => {
    expect(NAME_STRATEGIES).toEqual([usualImport, printedValue, helperResult, conventionalSetting, modelInput, embeddingSizes, todo]);
  });

  it('the first strategy that knows a name answers: `VOC` is sized from printed indices, not a TODO (61964672)', () => {
    const { context, undefinedNames } = contextOf(61964672);
    expect(undefinedNames).toContain('VOC');
    expect(resolveName('VOC', context).definitions).toContain('VOC = types.SimpleNamespace(n_words=91)');
  });
});

describe('each strategy on a real question', () => {
  it('usual import: `nn` in a PyTorch question is `import torch.nn as nn` (61964672)', () => {
    const { context } = contextOf(61964672);
    expect(usualImport.resolve('nn', context)).toEqual({
      imports: ['import torch.nn as nn  # ReproLens: added; the code uses `nn` without importing it'],
    });
    expect(usualImport.resolve('idx_sentence', context)).toBeNull();
  });

  it('printed value: `idx_sentence` is the tensor the question prints for it (61964672)', () => {
    const { context } = contextOf(61964672);
    const made = printedValue.resolve('idx_sentence', context)!;
    expect(made.definitions).toEqual([
      '# ReproLens: assumed from the printed output "Input tensor tensor([ 3., 20., 21., 90.,  9.])"',
      'idx_sentence = torch.tensor([3.0, 20.0, 21.0, 90.0, 9.0])',
    ]);
    expect(made.needs).toEqual(['torch']);
  });

  it("helper's printed result: `process_picture()` returns what the question prints for its result (61808965)", () => {
    const { context } = contextOf(61808965);
    const made = helperResult.resolve('process_picture', context)!;
    expect(made.definitions?.[1]).toBe('def process_picture(*args, **kwargs):');
    expect(made.assumptions?.[0]).toMatch(/^`process_picture\(\)` \(not shown\) returns exactly the printed values/);
  });

  it('conventional setting: `device` is "cuda if available, else cpu" (61854165)', () => {
    const { context } = contextOf(61854165);
    expect(conventionalSetting.resolve('device', context)?.definitions).toEqual([
      '# ReproLens: assumed: `device` (not shown) is the usual "cuda if available, else cpu"',
      'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")',
    ]);
  });

  it('conventional setting: `batch_size` is 4 with a TODO, `num_epochs` is 1 (62427615)', () => {
    const { context } = contextOf(62427615);
    expect(conventionalSetting.resolve('batch_size', context)?.missing).toEqual(['batch size not stated: assumed 4']);
    expect(conventionalSetting.resolve('num_epochs', context)?.definitions?.at(-1)).toBe('num_epochs = 1');
  });

  it("conventional setting: the optimizer is SGD over the question's model, written right after the line making it (62432572)", () => {
    const { context } = contextOf(62432572);
    const made = conventionalSetting.resolve('optimizer', context)!;
    expect(made.definitions).toBeUndefined();
    const { piece, line, lines } = made.after!;
    expect(context.pieces[piece].text.split('\n')[line]).toBe('model = CNNModel()');
    expect(lines.at(-1)).toBe('optimizer = torch.optim.SGD(model.parameters(), lr=0.01)');
  });

  it('model input: the loader the training loop iterates is one batch shaped by the first layer (62343793)', () => {
    const { context } = contextOf(62343793);
    expect(modelInput.resolve('train_loader', context)?.definitions?.at(-1)).toBe(
      'train_loader = [(torch.randn(4, 4), torch.randint(0, 3, (4,)))]  # ReproLens: one batch stands in for the loader',
    );
  });

  it('embedding sizes: `VOC.n_words` is one more than the largest printed index (61964672)', () => {
    const { context } = contextOf(61964672);
    expect(embeddingSizes.resolve('VOC', context)?.assumptions).toEqual([
      '`VOC` (not shown) sizes an embedding; 91 entries, one more than the largest index the question prints (90)',
    ]);
  });

  it('TODO: a name nothing knows, and `self` outside a class, say so (62985943)', () => {
    const { context, undefinedNames } = contextOf(62985943);
    expect(undefinedNames).toContain('conf');
    for (const strategy of NAME_STRATEGIES.slice(0, -1)) expect(strategy.resolve('conf', context)).toBeNull();
    expect(todo.resolve('conf', context)).toEqual({
      missing: ['`conf` is used but never defined in the question'],
      definitions: ['# TODO (ReproLens): `conf` is used but never defined in the question'],
    });
    expect(todo.resolve('self', context)?.missing?.[0]).toMatch(/^the code uses `self` outside a class/);
  });
});
