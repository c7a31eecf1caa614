// The pure pieces behind `npm run eval` and `npm run bench`.
import { scoreFromGoldItems } from '../../../tools/eval/accuracyEval';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binaryScore, typingScore } from '../../../tools/eval/classificationMetrics';
import { checkTargets, median, percentile, synthesizeBody, type BenchFigures } from '../../../tools/bench/nodeFigures';
import { csvRecords, parseCsv } from '../../../tools/eval/csvRows';
import { leftoverCode, loadPaperBugs, paperDraftMarkdown } from '../../../tools/eval/paperQuestions';

const paperDir = resolve(import.meta.dirname, '../../../../shared/corpus/stackoverflow/paper-2401.03069');

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
    expect(csvRecords('Bug ID,Framework\n123,PyTorch\n')).toEqual([{ 'Bug ID': '123', Framework: 'PyTorch' }]);
  });
});

describe('paper bugs as drafts', () => {
  it('keeps what the flattened Code column holds beyond the snippet', () => {
    const snippet = 'import torch\nx = torch.zeros(3)\ny = x.view(2, 2)\n)\n';
    const column = 'import torch x = torch.zeros(3) y = x.view(2, 2) RuntimeError: shape [2, 2] is invalid for input of size 3';
    expect(leftoverCode(column, snippet)).toBe('RuntimeError: shape [2, 2] is invalid for input of size 3');
  });

  it.skipIf(!existsSync(paperDir))('loads the 40 bugs with text and the authors’ labels', () => {
    const bugs = loadPaperBugs(paperDir);
    expect(bugs).toHaveLength(40);
    expect(bugs.filter((b) => b.labels.code)).toHaveLength(36);
    expect(bugs.filter((b) => b.labels.environment)).toHaveLength(1);
    const bug = bugs.find((b) => b.id === 71223747)!;
    expect(bug.snippet).toContain('a1, a2 = torch.tensor([1,2], dtype = torch.float64)');
    const draft = paperDraftMarkdown(bug);
    expect(draft).toMatch(/^I have an error when modifying an unpacked tensor\./);
    expect(draft).toContain('```python\nimport torch\na1, a2 =');
    expect(draft).toContain('RuntimeError: A view was created in no_grad mode');
  });
});

describe('classification figures', () => {
  it('counts an untyped post as wrong, reports coverage, and matches gold "other" with any type', () => {
    const score = typingScore([
      { gold: 'api', predicted: 'api' },
      { gold: 'gpu', predicted: null },
      { gold: 'other', predicted: 'model' },
      { gold: 'training', predicted: 'not_a_bug' },
    ]);
    expect(score).toMatchObject({ n: 4, typed: 2, correct: 2, accuracy: 0.5, accuracyWhenTyped: 1 });
    // Macro-F1 over the types with gold support (api 1, gpu 0, training 0); "other" is left out.
    expect(score.macroF1).toBeCloseTo(1 / 3);
  });

  it('scores a yes/no label', () => {
    const s = binaryScore([
      { gold: true, predicted: true },
      { gold: true, predicted: false },
      { gold: false, predicted: true },
      { gold: false, predicted: false },
    ]);
    expect(s).toMatchObject({ n: 4, truePositive: 1, falsePositive: 1, falseNegative: 1, trueNegative: 1, accuracy: 0.5 });
  });
});

describe('bench figures', () => {
  it('median and nearest-rank percentile', () => {
    expect(median([3, 1, 2, 10])).toBe(2.5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([5], 95)).toBe(5);
  });

  it('synthesizes a body from whole real bodies without overshooting', () => {
    const bodies = ['<p>aaaa</p>', '<pre><code>x = 1\n</code></pre>', '<p>b</p>'];
    const body = synthesizeBody(bodies, 100);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(100);
    expect(Buffer.byteLength(body)).toBeGreaterThan(100 - '<p>b</p>\n'.length);
    // Nothing but whole bodies, each with its newline.
    let rest = body;
    while (rest) {
      const next = bodies.find((b) => rest.startsWith(`${b}\n`));
      expect(next).toBeDefined();
      rest = rest.slice(next!.length + 1);
    }
  });

  it('says PASS or MISS per target', () => {
    const figures = {
      totalMs: { median: 0.4, p95: 5, max: 9 },
      // At the targets exactly (engine ≤ 1.25×, score path ≤ 1.4× the bare parse): both pass.
      analyseSumMs: 125,
      totalSumMs: 140,
      floorSumMs: 100,
      scaling: [
        { label: '30 KB', bytes: 30_000, medianMs: 20, runs: 7, notes: [] },
        { label: '1 MB', bytes: 1_000_000, medianMs: 1500, runs: 3, notes: [] },
      ],
    } as unknown as BenchFigures;
    expect(checkTargets(figures).map((t) => t.pass)).toEqual([true, false, true, true, true, false]);
  });
});

describe("score ceiling from the experts' own judgments", () => {
  // Synthesized rows: the more items present, the higher the rating — the ceiling must then be 1.
  const row = (id: number, status: string, rating: number) => ({
    question_id: id,
    is_bug_report: 'yes',
    bug_type: 'api',
    repro_rating: rating,
    code: status,
    code_runnable: status,
    data: status,
    model: status,
    hyperparameters: status,
    logs: status,
    environment: status,
    expected_vs_actual: status,
  });
  it('is a perfect rank correlation when the ratings follow the item statuses', () => {
    const rows = [row(1, 'absent', 1), row(2, 'partial', 3), row(3, 'present', 5), { ...row(4, 'present', 0), is_bug_report: 'no' }];
    const ceiling = scoreFromGoldItems(rows as never);
    expect(ceiling.n).toBe(3);
    expect(ceiling.spearman).toBeCloseTo(1, 12);
  });
});
