// The ask-trust figure (tools/eval/askTrust.ts) — how many asks are for an item the gold says is present or does
// not apply (na). Gold rows are real (tests/fixtures/eval/PROVENANCE.md); the engine's reports are synthesized
// (synthReport: only the question id and the items asked for, the fields the figure reads). tests/tools/eval/
// askFigures.test.ts checks the same figures on the engine's real reports.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ITEM_IDS, type ItemId } from '../../../lib/checklist';
import type { Report } from '../../../lib/report';
import type { JudgedQuestion, SetEvaluation } from '../../../tools/eval/accuracyEval';
import { askTallies, renderAskTrustSection, wrongAskCell, wrongAsks } from '../../../tools/eval/askTrust';
import { parseGoldLines, type GoldRow } from '../../../tools/eval/goldMetrics';

const fixtures = resolve(import.meta.dirname, '../../fixtures/eval');
const gold = parseGoldLines(readFileSync(resolve(fixtures, 'gold-pytorch-sample.jsonl'), 'utf8'));

/** A report whose only fields are the question id, suggestions for `asked` and the gold's statuses for the items. */
function synthReport(row: GoldRow, asked: ItemId[]): Report {
  const items = Object.fromEntries(ITEM_IDS.map((item) => [item, { status: row[item] }]));
  const suggestions = asked.map((item) => ({ item, text: `synth ask for ${item}`, snippet: '', why: '', edit: '', decisive: true }));
  return { question_id: row.question_id, suggestions, items } as unknown as Report;
}

describe('askTallies', () => {
  it('counts each ask by what the gold says of its item on that question', () => {
    const row = gold[0];
    const present = ITEM_IDS.find((id) => row[id] === 'present')!;
    const missing = ITEM_IDS.find((id) => row[id] === 'absent' || row[id] === 'partial')!;
    const judged: JudgedQuestion[] = [{ row, report: synthReport(row, [present, missing]) }];
    const tallies = askTallies(judged, 'decisive');
    expect(tallies.map((t) => t.item)).toEqual([...ITEM_IDS, 'all']);
    expect(tallies.find((t) => t.item === present)).toMatchObject({ asked: 1, goldPresent: 1, goldPartialOrAbsent: 0 });
    expect(tallies.find((t) => t.item === missing)).toMatchObject({ asked: 1, goldPresent: 0, goldPartialOrAbsent: 1 });
    expect(tallies.at(-1)).toEqual({ item: 'all', asked: 2, goldPresent: 1, goldPartialOrAbsent: 1, goldNa: 0 });
    expect(wrongAsks(tallies.at(-1)!)).toEqual({ part: 1, whole: 2 });
  });

  it('counts an ask for a gold na item as wrong (kept apart in the tally), and a quiet question (no suggestions) as no ask', () => {
    const row = { ...gold[1], model: 'na' } as GoldRow;
    const tallies = askTallies(
      [
        { row, report: synthReport(row, ['model']) },
        { row: gold[2], report: synthReport(gold[2], []) },
      ],
      'decisive',
    );
    expect(tallies.find((t) => t.item === 'model')).toMatchObject({ asked: 1, goldNa: 1, goldPresent: 0 });
    expect(tallies.at(-1)!.asked).toBe(1);
    expect(wrongAsks(tallies.at(-1)!)).toEqual({ part: 1, whole: 1 });
  });

  it('writes wrong asks (present or na) over all asks, and a dash when nothing was asked', () => {
    expect(wrongAskCell({ item: 'logs', asked: 8, goldPresent: 2, goldPartialOrAbsent: 6, goldNa: 0 })).toBe('2/8 (25 %; 0 na)');
    expect(wrongAskCell({ item: 'data', asked: 8, goldPresent: 2, goldPartialOrAbsent: 3, goldNa: 3 })).toBe('5/8 (63 %; 3 na)');
    expect(wrongAskCell({ item: 'logs', asked: 0, goldPresent: 0, goldPartialOrAbsent: 0, goldNa: 0 })).toBe('–');
  });

  it('renders one section, one row per item and a total, one column per set', () => {
    const judged: JudgedQuestion[] = gold.slice(0, 4).map((row) => ({ row, report: synthReport(row, ['logs', 'environment']) }));
    const sets = [
      { set: { name: 'PyTorch wave 1' }, judged },
      { set: { name: 'TensorFlow/Keras' }, judged: judged.slice(0, 1) },
    ] as unknown as SetEvaluation[];
    const lines = renderAskTrustSection(sets).join('\n').split('\n');
    expect(lines[0]).toBe('## Can the asks be trusted? Asks for what the gold says is there or does not apply');
    expect(lines).toContain('| item | PyTorch wave 1 (4) | TensorFlow/Keras (1) |');
    const logsPresent = judged.filter(({ row }) => row.logs === 'present').length;
    const logsRow = lines.find((l) => l.startsWith('| `logs` |'))!;
    expect(logsRow).toBe(
      `| \`logs\` | ${wrongAskCell({ item: 'logs', asked: 4, goldPresent: logsPresent, goldPartialOrAbsent: 0, goldNa: 0 })} | ${judged[0].row.logs === 'present' ? '1/1 (100 %; 0 na)' : '0/1 (0 %; 0 na)'} |`,
    );
    expect(lines.find((l) => l.startsWith('| `model` |'))).toBe('| `model` | – | – |');
    expect(lines).toContain('### Items that do not apply, reported missing');
    expect(lines.some((l) => l.startsWith('| **all items** | '))).toBe(true);
  });
});
