// The pure pieces behind the per-set sections of docs/accuracy.md: the set split, the corpus index, the gold × engine
// tables, the disagreement groups and the worst-of-the-sets column. Gold rows are real (tests/fixtures/eval/); the
// engine reports are synthesized (synthReport: only the fields these pieces read).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_IDS, type ItemId, type ItemStatus } from '../../../lib/checklist';
import type { Report } from '../../../lib/report';
import { indexCorpus, type JudgedQuestion } from '../../../tools/eval/accuracyEval';
import { scorerCommand, type AccuracyContext } from '../../../tools/eval/accuracyReport';
import { confusion, itemConfusion, renderItemConfusions } from '../../../tools/eval/confusionMatrix';
import { devSets } from '../../../tools/eval/devSets';
import {
  causeLabel,
  disagreementLines,
  findDisagreements,
  groupDisagreements,
  renderDisagreements,
  shortReason,
} from '../../../tools/eval/disagreements';
import { parseGoldLines, type GoldMetrics, type GoldRow } from '../../../tools/eval/goldMetrics';
import { summaryRows } from '../../../tools/eval/summaryTable';

const fixtures = resolve(import.meta.dirname, '../../fixtures/eval');
const pytorchGold = parseGoldLines(readFileSync(resolve(fixtures, 'gold-pytorch-sample.jsonl'), 'utf8'));
const tfGold = parseGoldLines(readFileSync(resolve(fixtures, 'gold-tf-keras-sample.jsonl'), 'utf8'));

/** A report that agrees with the gold row on every item except those in `engine`. */
function synthReport(row: GoldRow, engine: Partial<Record<ItemId, ItemStatus>> = {}): Report {
  const items = Object.fromEntries(
    ITEM_IDS.map((item) => [item, { status: engine[item] ?? row[item], evidence: [], reason: `synth reason for ${item}`, facts: {} }]),
  );
  return { question_id: row.question_id, items, bug_type: 'api', framework: 'pytorch' } as unknown as Report;
}
const judge = (row: GoldRow, engine: Partial<Record<ItemId, ItemStatus>> = {}): JudgedQuestion => ({
  row,
  report: synthReport(row, engine),
});

describe('dev sets', () => {
  it('refuses a gold row of no known wave, in either file, rather than dropping it', () => {
    const stray = { ...pytorchGold[0], wave: 4 };
    expect(() => devSets([...pytorchGold, stray], tfGold)).toThrow(
      `PyTorch gold question ${stray.question_id} has wave 4; expected 1, 2, 3`,
    );
    const tfStray = { ...tfGold[0], wave: 3 };
    expect(() => devSets(pytorchGold, [...tfGold, tfStray])).toThrow(
      `TensorFlow/Keras gold question ${tfStray.question_id} has wave 3; expected 1, 2`,
    );
    const { wave: _, ...noWave } = pytorchGold[0];
    expect(() => devSets([noWave as GoldRow], tfGold)).toThrow('has wave undefined');
  });

  it('indexes several corpus files by id and refuses an id found twice', () => {
    const a = '{"question_id": 1, "title": "a"}\n\n';
    const b = '{"question_id": 2, "title": "b"}\n{"no_id": true}\n';
    expect([...indexCorpus(a, b).keys()]).toEqual([1, 2]);
    expect(() => indexCorpus(a, a)).toThrow('question 1 is in the corpus twice');
  });

  it('gives the scorer command for a wave of either file', () => {
    const ctx = { goldPath: 'g.jsonl', goldTfPath: 'tf.jsonl', predictionsPath: 'p.jsonl' } as AccuracyContext;
    expect(scorerCommand(ctx, { file: 'tf-keras', wave: 2 })).toBe(
      `python3 ../shared/tools/score_vs_gold.py --gold <(python3 -c 'import json, sys; sys.stdout.writelines(l for l in open(sys.argv[1]) if json.loads(l)["wave"] == 2)' tf.jsonl) --pred p.jsonl`,
    );
    expect(scorerCommand(ctx, { file: 'pytorch', wave: 3 })).toContain(`json.loads(l)["wave"] == 3)' g.jsonl) --pred p.jsonl`);
  });
});

describe('gold × engine tables', () => {
  it('counts pairs, keeps all four statuses for an item, and appends unknown labels', () => {
    const c = confusion(
      [
        { gold: 'a', engine: 'b' },
        { gold: 'a', engine: 'b' },
        { gold: 'b', engine: 'z' },
      ],
      ['a', 'b', 'c'],
    );
    expect(c).toEqual({
      rows: ['a', 'b'],
      columns: ['b', 'z'],
      counts: [
        [2, 0],
        [0, 1],
      ],
    });
    const judged = pytorchGold.slice(0, 20).map((row, i) => judge(row, i < 3 ? { code: 'absent' } : {}));
    const code = itemConfusion(judged, 'code');
    expect(code.rows).toEqual(['present', 'partial', 'absent', 'na']);
    expect(code.counts.flat().reduce((a, b) => a + b, 0)).toBe(20);
    // The engine's absent column holds every question it calls absent: the three forced ones and the gold absents.
    const engineAbsent = judged.filter((q) => q.report.items.code.status === 'absent').length;
    expect(engineAbsent).toBeGreaterThanOrEqual(3);
    expect(code.counts.map((r) => r[2]).reduce((x, y) => x + y, 0)).toBe(engineAbsent);
    // One table, four rows per item, the diagonal in bold.
    const table = renderItemConfusions(judged).split('\n');
    expect(table).toHaveLength(2 + 4 * ITEM_IDS.length);
    expect(table[2]).toMatch(/^\| `code` \| present \| \*\*\d+\*\* \|/);
  });
});

describe('disagreements', () => {
  const [a, b, c, d] = pytorchGold.filter((row) => row.data !== 'na' && row.logs !== 'na' && row.model !== 'na');
  const naRow = pytorchGold.find((row) => row.data === 'na')!;
  const judged = [
    judge(a, { data: a.data === 'absent' ? 'present' : 'absent', logs: 'na' }),
    judge(b, { data: b.data === 'absent' ? 'present' : 'absent' }),
    judge(c, { model: c.model === 'present' ? 'partial' : 'present' }),
    judge(d, { model: d.model === 'present' ? 'partial' : 'present' }),
    judge(naRow, { data: 'absent' }), // gold na: counts in no figure, so no disagreement
  ];
  const found = findDisagreements('PyTorch wave 1', judged);

  it('lists each differing (question, item) but gold na; the engine’s na is one', () => {
    expect(found.map((x) => [x.question_id, x.item])).toEqual([
      [a.question_id, 'data'],
      [a.question_id, 'logs'],
      [b.question_id, 'data'],
      [c.question_id, 'model'],
      [d.question_id, 'model'],
    ]);
    expect(found[1]).toMatchObject({ gold: a.logs, engine: 'na', reason: 'synth reason for logs', set: 'PyTorch wave 1' });
  });

  it('groups by item + direction, false absents first, then by size', () => {
    const synth = (item: ItemId, gold: ItemStatus, engine: ItemStatus, n: number) =>
      Array.from({ length: n }, (_, i) => ({ set: 's', question_id: i, item, gold, engine, reason: '' }));
    const groups = groupDisagreements([
      ...synth('logs', 'absent', 'present', 5),
      ...synth('data', 'partial', 'absent', 1),
      ...synth('model', 'present', 'absent', 2),
      ...synth('code', 'present', 'partial', 5),
      ...synth('data', 'absent', 'na', 3),
    ]);
    expect(groups.map(causeLabel)).toEqual([
      'model: engine absent, experts present',
      'data: engine absent, experts partial',
      'code: engine partial, experts present',
      'logs: engine present, experts absent',
      'data: engine na, experts absent',
    ]);
    expect(groups.map((g) => g.falseAbsent)).toEqual([true, true, false, false, false]);
  });

  it('shows at most 15 questions per cause in the markdown, all of them in the jsonl', () => {
    const many = Array.from({ length: 18 }, (_, i) => ({
      set: 'TensorFlow/Keras',
      question_id: 1000 + i,
      item: 'data' as const,
      gold: 'present' as const,
      engine: 'absent' as const,
      reason: i % 2 ? 'Nothing is said about the input data.' : 'Another reason.',
    }));
    const groups = groupDisagreements(many);
    const markdown = renderDisagreements(groups).join('\n');
    expect(markdown).toContain('**data: engine absent, experts present** (18)');
    expect(markdown.match(/https:\/\/stackoverflow\.com\/q\/\d+/g)).toHaveLength(15);
    expect(markdown).toContain('- Another reason. — [1000](https://stackoverflow.com/q/1000), [1002]');
    expect(markdown).toContain('- and 3 more');
    const lines = disagreementLines(groups).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(18);
    expect(Object.keys(lines[0])).toEqual(['set', 'question_id', 'item', 'gold', 'engine', 'reason']);
  });

  it('cuts a long reason at a word and keeps a code span closed', () => {
    const reason = `Names used but never defined: ${'`model`, '.repeat(8)}and \`train_loader_with_a_long_name\` and more besides.`;
    const short = shortReason(reason);
    expect(short.length).toBeLessThanOrEqual(102);
    expect(short.endsWith('…')).toBe(true);
    expect((short.match(/`/g) ?? []).length % 2).toBe(0);
    expect(shortReason('Short.\n  Two lines.')).toBe('Short. Two lines.');
  });
});

describe('worst of the sets', () => {
  const metrics = (kappa: number, spearman: number) =>
    ({ items: ITEM_IDS.map(() => ({ kappa, agreement: kappa, precisionAbsent: kappa })), spearman }) as unknown as GoldMetrics;
  it('is the lowest figure that says something, with its set', () => {
    const rows = summaryRows([
      { name: 'A', metrics: metrics(0.7, NaN) },
      { name: 'B', metrics: metrics(0.4, NaN) },
      { name: 'C', metrics: metrics(NaN, NaN) },
    ]);
    expect(rows[0]).toMatchObject({ figure: 'κ `code`', worst: { value: 0.4, set: 'B' } });
    expect(rows.at(-1)!.worst.set).toBeNull();
    expect(rows).toHaveLength(3 * ITEM_IDS.length + 4);
  });
});
