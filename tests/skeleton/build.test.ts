// The reproduction skeleton on real Stack Overflow questions (tests/fixtures/skeleton/PROVENANCE.md), and over the
// whole corpus when it is beside the repository.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { buildSkeleton, TODO_MARK, type Skeleton } from '../../lib/skeleton/build';
import { countCompileProblems } from '../../lib/skeleton/parseableSource';
import { CORPUS_JSONL, corpusMissing } from '../analysis/corpusQuestion';
import { type FixtureRecord, fixtureSkeleton, lezerErrors, questionOf, readFixtureRecords } from './inferenceQuestions';
import { analyzeBlockKinds } from '../../lib/analysis/codeBlockKind';

const records = readFixtureRecords('skeleton-questions.jsonl');

const skeletonOf = (id: number): Skeleton => fixtureSkeleton(records, id);

/** The block as Python needs it at module level: the indentation all its lines share removed, nothing else. */
function withoutCommonIndent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const common = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return lines
    .map((l) => (l.trim() ? l.slice(common) : ''))
    .join('\n')
    .replace(/^\n+/, '')
    .replace(/\s+$/, '');
}

describe('reproduction skeleton on real questions', () => {
  it('copies complete code unchanged and expects it to run (62279080, a TorchScript demo)', () => {
    const question = questionOf(records.get(62279080)!);
    const skeleton = buildSkeleton(question, analyzeQuestion(question))!;
    expect(skeleton.status).toBe('runnable');
    expect(skeleton.codeUnchanged).toBe(true);
    expect(skeleton.missing).toEqual([]);
    const code = question.blocks.find((b) => b.kind === 'code')!.text.replace(/\n+$/, '');
    expect(skeleton.script).toContain(code);
    // Only a header, the version print and a block marker around it.
    expect(skeleton.script).toMatch(/^# Reproduction skeleton for "how to use custom python object in torchscript" \(question 62279080/);
    expect(skeleton.script).toContain('print("Python", sys.version.split()[0], "| torch", torch.__version__)');
  });

  it('adds the imports the code needs and defines a name from its printed value (61964672)', () => {
    const s = skeletonOf(61964672);
    expect(s.script).toContain('import torch.nn as nn  # ReproLens: added; the code uses `nn` without importing it');
    expect(s.script).toContain('import torch  # ReproLens: added; the code uses `torch` without importing it');
    // `print("Input tensor", idx_sentence)` and its output `Input tensor tensor([ 3., 20., 21., 90.,  9.])`.
    expect(s.script).toContain('idx_sentence = torch.tensor([3.0, 20.0, 21.0, 90.0, 9.0])');
    expect(s.script).toContain('# ReproLens: assumed from the printed output "Input tensor tensor([ 3., 20., 21., 90.,  9.])"');
    // `nn.Embedding(VOC.n_words, …)`: the vocabulary must exceed the largest printed index, 90.
    expect(s.script).toContain('VOC = types.SimpleNamespace(n_words=91)');
    expect(s.status).toBe('runnable');
    // The question's own code stays as written.
    expect(s.script).toContain('output, hidden = lstm(sequence, hidden_size)');
  });

  it('stands in for a helper the question does not show with the value it prints (61808965)', () => {
    const s = skeletonOf(61808965);
    expect(s.script).toContain('def process_picture(*args, **kwargs):\n    return np.array([14.0, 15.0])');
    expect(s.assumptions.join('\n')).toContain('`process_picture()` (not shown) returns exactly the printed values');
    // The pasted output and traceback are left out of the code and said so in the header.
    expect(s.script).toMatch(/# Left out of the code: .*a traceback \(\d+ lines\)/);
    // A line the asker broke (`torch.tensor([[10.0,31.0]]).double()).float()`) is commented, with the reason.
    expect(s.script).toMatch(
      /# torch\.tensor\(\[\[10\.0,31\.0\]\]\)\.double\(\)\)\.float\(\) {2}# ReproLens: commented out: does not parse as Python/,
    );
    // The unused OpenCV import is dropped because the code needs edits anyway.
    expect(s.script).toContain('# import cv2  # ReproLens: commented out: imported but never used in the code shown');
  });

  it('keeps pasted output tables out of the script (62372055)', () => {
    const s = skeletonOf(62372055);
    expect(s.script).not.toContain('column_1  column_2');
    expect(s.script).toContain('# Left out of the code:');
    expect(s.script).toContain(
      "dataset_data = CustomDataset(df_data, target_column_name='xor', transform=torchvision.transforms.ToTensor())",
    );
  });

  it('writes a TODO for each name the question never defines, and for a name used before it is defined (62985943)', () => {
    const s = skeletonOf(62985943);
    expect(s.status).toBe('partial');
    expect(s.missing).toEqual(
      expect.arrayContaining([
        '`conf` is used but never defined in the question',
        '`train_loader` is used but never defined in the question',
        "`model` is used before the question's code defines it",
      ]),
    );
    for (const todo of s.missing) expect(s.script).toContain(`${TODO_MARK} ${todo}`);
    expect(s.script).toMatch(/# Status: partial scaffold — \d+ TODO lines say what the question does not give\./);
    // `lr_scheduler` is a known import for PyTorch code.
    expect(s.script).toContain('from torch.optim import lr_scheduler');
  });

  it('replaces a Keras dataset download with stand-ins of its shape and says so (61968540)', () => {
    const s = skeletonOf(61968540);
    expect(s.script).toContain('# (X_train, y_train), (X_test, y_test) = cifar10.load_data()');
    expect(s.script).toContain(
      "X_train = np.random.randint(0, 256, (64, 32, 32, 3)).astype('uint8')  # ReproLens: stand-in for CIFAR-10, no download",
    );
    expect(s.script).toContain("y_train = np.random.randint(0, 10, (64, 1)).astype('uint8')");
    expect(s.assumptions).toContain('CIFAR-10 is replaced by 64 random images of its shape and 10 classes');
    // The VGG block, shown after the script that uses it, comes first.
    expect(s.script.indexOf('class VGG(nn.Module):')).toBeLessThan(s.script.indexOf('model = vgg.vgg11_bn()'));
    // Saving a checkpoint needs no file of the asker's; it gets no TODO.
    expect(s.missing.join('\n')).not.toContain('30EpochCIFAR100ExperimentBatchSize');
  });

  it("marks imports of the asker's own modules as missing code (62529109)", () => {
    const s = skeletonOf(62529109);
    expect(s.missing).toContain(
      'imports `lib.averageMeter`, which is not a package ReproLens knows: if it is a module of your project, include the parts the code uses',
    );
    expect(s.script).toContain(`${TODO_MARK} imports \`modeling.build_model\``);
  });

  it("comments out what CPython cannot compile: a loop's `else: break`, a header left without its body (62302878)", () => {
    const s = skeletonOf(62302878);
    expect(s.script).toContain('    # break  # ReproLens: commented out: `break` outside a loop');
    expect(s.script).toContain('    # for X, y in train_loader:  # ReproLens: commented out: does not parse as Python');
    expect(s.codeUnchanged).toBe(false);
  });

  it('blames the line that opens a string never closed, not the code inside it (63060735)', () => {
    const s = skeletonOf(63060735);
    expect(s.script).toContain("# '''  # ReproLens: commented out: a string that is never closed");
    expect(s.script).toContain('class Net(nn.Module):\n  def __init__(self):');
  });

  it('fixes the extra indentation of a pasted first line instead of commenting out the function (62958248)', () => {
    const s = skeletonOf(62958248);
    expect(s.script).toContain('def train_model(model, criterion, optimizer, lr_scheduler, num_epochs=25):\n    since = time.time()');
    expect(s.script).not.toContain('its indentation matches no enclosing block');
  });

  it('every fixture skeleton parses without error nodes and compiles (lezer plus the CPython rules)', () => {
    for (const record of records.values()) {
      const question = questionOf(record);
      const s = buildSkeleton(question, analyzeQuestion(question));
      if (!s) continue;
      expect(lezerErrors(s.script), `question ${record.question_id}`).toBe(0);
      expect(countCompileProblems(s.script), `question ${record.question_id}`).toBe(0);
      // Nothing may fake the failure: no raise or assert the question's code does not have.
      for (const line of s.script.split('\n')) {
        if (/^\s*(raise|assert)\b/.test(line)) expect(record.body_html).toContain(line.trim().slice(0, 20));
      }
    }
  });

  it('returns null for a question without code, and renders a hostile title as one comment line', () => {
    const noCode = readStackOverflowBodyHtml('<p>How do I pick a learning rate?</p>', {
      title: 't',
      tags: [],
      id: 1,
      site: 'stackoverflow',
    });
    expect(buildSkeleton(noCode, analyzeQuestion(noCode))).toBeNull();
    const record = records.get(62279080)!;
    const hostile = readStackOverflowBodyHtml(record.body_html, {
      title: 'x\n<script>alert(1)</script>\u2028import os; os.system("rm -rf /")',
      tags: [],
      id: 5,
      site: 'stackoverflow',
    });
    const s = buildSkeleton(hostile, analyzeQuestion(hostile))!;
    const firstLine = s.script.split('\n')[0];
    expect(firstLine.startsWith('# Reproduction skeleton for "x <script>')).toBe(true);
    expect(
      s.script
        .split('\n')
        .filter((l) => l.includes('os.system'))
        .every((l) => l.startsWith('#')),
    ).toBe(true);
  });
});

describe.skipIf(corpusMissing)('reproduction skeleton over the whole corpus (830 questions)', () => {
  it('every question with Python code gets a skeleton that parses without error nodes; complete code comes back unchanged', () => {
    let withCode = 0;
    let unchanged = 0;
    for (const line of readFileSync(CORPUS_JSONL, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as FixtureRecord;
      const question = questionOf(record);
      const s = buildSkeleton(question, analyzeQuestion(question));
      if (!s) {
        const hasPython = question.blocks.some(
          (b) => b.kind === 'code' && analyzeBlockKinds(b.text, b.lang).segments.some((seg) => seg.kind === 'python'),
        );
        expect(hasPython, `question ${record.question_id} has Python but no skeleton`).toBe(false);
        continue;
      }
      withCode++;
      expect(lezerErrors(s.script), `question ${record.question_id}`).toBe(0);
      expect(countCompileProblems(s.script), `question ${record.question_id}`).toBe(0);
      if (s.codeUnchanged) {
        unchanged++;
        expect(s.status).toBe('runnable');
        for (const block of question.blocks) {
          if (block.kind !== 'code' || !block.text.trim()) continue;
          const { segments } = analyzeBlockKinds(block.text, block.lang);
          if (segments.every((seg) => seg.kind === 'python')) expect(s.script).toContain(withoutCommonIndent(block.text));
        }
      }
    }
    expect(withCode).toBeGreaterThan(550);
    expect(unchanged).toBeGreaterThan(100);
  }, 120_000);
});
