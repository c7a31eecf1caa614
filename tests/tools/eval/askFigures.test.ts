// The asks' figures of docs/accuracy.md on real gold rows, real first-asks rows and the engine's real reports on
// them (tests/fixtures/eval/PROVENANCE.md, "Inputs of tests/tools/eval/askFigures.test.ts"): wrong asks (gold present or
// na), items that do not apply reported missing, how-to questions asked, first asks, the floors' table and the
// starting point. A case built by changing a real report says so in its name (synth-…).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../lib/report';
import { evaluateDev, type JudgedQuestion, type SetEvaluation } from '../../../tools/eval/accuracyEval';
import { askTallies, howToAsked, naReportedMissing, naTallies, wrongAsks } from '../../../tools/eval/askTrust';
import type { DevSet } from '../../../tools/eval/devSets';
import { firstAskFigures, firstAsksBySet, parseFirstAskLines, renderFirstAsksSection } from '../../../tools/eval/firstAsks';
import { parseGoldLines, type GoldRow } from '../../../tools/eval/goldMetrics';
import { baselineText, parseBaseline, renderStartingPoint, setFigures } from '../../../tools/eval/startingPoint';
import { askSummaryRows, renderAskSummaryTable } from '../../../tools/eval/summaryTable';

const fixtures = resolve(import.meta.dirname, '../../fixtures/eval');
const lines = (name: string) =>
  readFileSync(resolve(fixtures, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim());
const gold = parseGoldLines(readFileSync(resolve(fixtures, 'asks-gold-sample.jsonl'), 'utf8'));
const reports = lines('asks-reports-06aeb95.jsonl').map((line) => JSON.parse(line) as Report);
const scoreLines = lines('asks-score-lines-06aeb95.jsonl');
const firstAskRows = parseFirstAskLines(readFileSync(resolve(fixtures, 'asks-first-asks-sample.jsonl'), 'utf8'));

const PYTORCH_WAVE_3 = [61981438, 62541192, 62421575, 62076485, 62784423];
const TF_KERAS_WAVE_2 = [64380076, 67352841, 68312483];

function judged(ids: number[], report = (r: Report) => r): JudgedQuestion[] {
  return ids.map((id) => ({ row: gold.find((g) => g.question_id === id)!, report: report(reports.find((r) => r.question_id === id)!) }));
}

/** The set as evaluateDevSets builds it, from the fixture's gold rows, reports and score lines. */
function setEvaluation(name: DevSet['name'], wave: number, questions: JudgedQuestion[]): SetEvaluation {
  const rows: GoldRow[] = questions.map((q) => q.row);
  const file = name.startsWith('PyTorch') ? ('pytorch' as const) : ('tf-keras' as const);
  const predictions = { reports: questions.map((q) => q.report), lines: scoreLines, notInCorpus: [], failures: [] };
  return {
    set: { name, selection: { file, wave }, gold: rows },
    judged: questions,
    notInCorpus: [],
    failures: [],
    dev: evaluateDev(rows, predictions),
    disagreements: [],
  };
}

const sets = [
  setEvaluation('PyTorch wave 1', 1, []),
  setEvaluation('PyTorch wave 3', 3, judged(PYTORCH_WAVE_3)),
  setEvaluation('TensorFlow/Keras wave 2', 2, judged(TF_KERAS_WAVE_2)),
];
const total = <T>(tallies: T[]) => tallies[tallies.length - 1];

describe('wrong asks: for an item the gold says is present or na', () => {
  it('counts an ask for a gold na item as wrong (62784423 asks for data, gold data na; 62076485 asks for hyperparameters, gold na)', () => {
    const tallies = askTallies(judged(PYTORCH_WAVE_3), 'decisive');
    expect(tallies.find((t) => t.item === 'data')).toMatchObject({ asked: 2, goldNa: 1, goldPresent: 0 });
    expect(tallies.find((t) => t.item === 'hyperparameters')).toMatchObject({ asked: 2, goldNa: 1 });
    // 4 + 5 + 3 asks on the three questions that ask; the two quiet verdicts (61981438, 62541192) ask nothing.
    expect(wrongAsks(total(tallies))).toEqual({ part: 2, whole: 12 });
  });

  it('counts an ask for a gold present item as wrong, and leaves "format your code as a code block" out (68312483)', () => {
    const [question] = judged([68312483]);
    expect(question.report.suggestions.map((s) => [s.item, s.kind ?? null])).toEqual([
      ['code', 'format_code_block'],
      ['logs', null],
      ['model', null],
      ['data', null],
    ]);
    const all = total(askTallies([question], 'all'));
    expect(all).toEqual({ item: 'all', asked: 3, goldPresent: 1, goldNa: 2, goldPartialOrAbsent: 0 });
    expect(wrongAsks(total(askTallies(judged(TF_KERAS_WAVE_2), 'decisive')))).toEqual({ part: 4, whole: 12 });
  });

  it('synth-could-also-add: a suggestion not marked decisive counts among all suggestions, not among decisive asks', () => {
    const demote = (r: Report) => ({ ...r, suggestions: r.suggestions.map((s) => (s.item === 'data' ? { ...s, decisive: false } : s)) });
    const questions = judged([62784423], demote);
    expect(wrongAsks(total(askTallies(questions, 'decisive')))).toEqual({ part: 0, whole: 3 });
    expect(wrongAsks(total(askTallies(questions, 'all')))).toEqual({ part: 1, whole: 4 });
  });
});

describe('items that do not apply, reported missing', () => {
  it('counts gold na pairs the engine calls absent or partial, per item', () => {
    const tallies = naTallies(judged(PYTORCH_WAVE_3));
    // 62784423: gold data na, engine absent. 61981438 (install question): data na, engine na.
    expect(tallies.find((t) => t.item === 'data')).toEqual({ item: 'data', na: 2, reportedAbsent: 1, reportedPartial: 0 });
    // 62541192: gold hyperparameters na, engine partial; 62076485: engine absent; 62784423 and 61981438: engine na.
    expect(tallies.find((t) => t.item === 'hyperparameters')).toEqual({
      item: 'hyperparameters',
      na: 4,
      reportedAbsent: 1,
      reportedPartial: 1,
    });
    expect(tallies.find((t) => t.item === 'model')).toMatchObject({ na: 4, reportedAbsent: 0, reportedPartial: 0 });
    expect(naReportedMissing(total(tallies))).toEqual({ part: 3, whole: 12 });
    expect(naReportedMissing(total(naTallies(judged(TF_KERAS_WAVE_2))))).toEqual({ part: 3, whole: 7 });
  });
});

describe('how-to questions with a decisive ask', () => {
  it('counts the gold non-bug questions that get one (62076485, 64380076), not the quiet ones', () => {
    expect(howToAsked(judged(PYTORCH_WAVE_3))).toEqual({ part: 1, whole: 1, ids: [62076485] });
    expect(howToAsked(judged(TF_KERAS_WAVE_2))).toEqual({ part: 1, whole: 1, ids: [64380076] });
  });
});

describe('first asks', () => {
  it('on PyTorch wave 3: an answerable report with asks counts against the figure, a quiet one for it', () => {
    const f = firstAskFigures(
      judged(PYTORCH_WAVE_3),
      firstAskRows.filter((r) => PYTORCH_WAVE_3.includes(r.question_id)),
    )!;
    // Answerable as is: 62541192 (quiet verdict: no ask) and 62784423 (4 decisive asks).
    expect(f.answerableQuiet).toEqual({ part: 1, whole: 2 });
    expect(f.asksOnAnswerable).toBe(4);
    // Not: 62421575's first decisive ask is code, which the answerers named; 61981438 is quiet, so a miss.
    expect(f.namedFirst).toEqual({ part: 1, whole: 2 });
    expect(f.missedFirstAsks).toEqual({ none: 1 });
    expect(f.rows).toBe(4);
  });

  it('on TF/Keras wave 2: the first ask after "format your code" is the one compared (68312483: logs, named)', () => {
    const f = firstAskFigures(
      judged(TF_KERAS_WAVE_2),
      firstAskRows.filter((r) => TF_KERAS_WAVE_2.includes(r.question_id)),
    )!;
    expect(f.answerableQuiet).toEqual({ part: 0, whole: 1 });
    expect(f.asksOnAnswerable).toBe(3);
    expect(f.namedFirst).toEqual({ part: 1, whole: 1 });
  });

  it('assigns rows to the set holding the question, gives null to a set without rows, and refuses a stray row', () => {
    const bySet = firstAsksBySet(sets, firstAskRows);
    expect(bySet[0]).toBeNull();
    expect(bySet.map((f) => f?.rows ?? null)).toEqual([null, 4, 2]);
    const stray = { ...firstAskRows[0], question_id: 1 };
    expect(() => firstAsksBySet(sets, [...firstAskRows, stray])).toThrow('first-asks question 1 is in no dev set');
    expect(() => parseFirstAskLines('{"question_id": 5, "answerable_as_is": "maybe", "acceptable_asks": []}')).toThrow(
      'answerable_as_is "maybe"',
    );
    const section = renderFirstAsksSection(sets, bySet, 'first-asks.jsonl').join('\n');
    expect(section).toContain('| PyTorch wave 3 | 4 | 1/2 (50 %) | 4 | 1/2 (50 %) | none 1 | – |');
    expect(section).not.toContain('| PyTorch wave 1 |');
  });
});

describe('the floors table', () => {
  const firstAsks = firstAsksBySet(sets, firstAskRows);

  it('takes the highest set as the worst of a lower-is-better figure and the lowest of a higher-is-better one', () => {
    const rows = askSummaryRows(sets, firstAsks);
    const row = (start: string) => rows.find((r) => r.figure.startsWith(start))!;
    const wrong = row('wrong asks, decisive');
    expect(wrong.values).toEqual([
      { part: 0, whole: 0 },
      { part: 2, whole: 12 },
      { part: 4, whole: 12 },
    ]);
    expect(wrong.worst).toEqual({ value: { part: 4, whole: 12 }, set: 'TensorFlow/Keras wave 2' });
    expect(wrong.meetsFloor).toBe(false);
    const quiet = row('first asks: answerable as is');
    expect(quiet.worst).toEqual({ value: { part: 0, whole: 1 }, set: 'TensorFlow/Keras wave 2' });
    const named = row('first asks: the others');
    expect(named.worst).toEqual({ value: { part: 1, whole: 2 }, set: 'PyTorch wave 3' });
    expect(named.meetsFloor).toBe(false);
  });

  it('renders each figure with its floor, a dash for a set without a case, and the worst set', () => {
    const table = renderAskSummaryTable(sets, firstAsks);
    expect(table).toContain(
      '| items that do not apply (gold na), reported missing | ≤ 10 % | – | 3/12 (25 %) | 3/7 (43 %) | **3/7 (43 %)** (TensorFlow/Keras wave 2) — **below the floor** |',
    );
    expect(table).toContain(
      '| first asks: the others, first decisive ask one the answerers named | ≥ 60 % | – | 1/2 (50 %) | 1/1 (100 %) | **1/2 (50 %)** (PyTorch wave 3) — **below the floor** |',
    );
  });
});

describe('the starting point', () => {
  const firstAsks = firstAsksBySet(sets, firstAskRows);

  it('saves every summary figure per set and reads it back', () => {
    const now = setFigures(sets, firstAsks);
    const text = baselineText({ engineCommit: '06aeb95', date: '2026-12-05', command: 'npm run eval', engine: 'e', sets: now });
    const baseline = parseBaseline(text);
    expect(baseline.sets).toEqual(JSON.parse(JSON.stringify(now)));
    expect(baseline.sets[1].figures['wrong asks, decisive (for an item the gold says is present or na)']).toEqual({ part: 2, whole: 12 });
    expect(Object.keys(baseline.sets[1].figures)).toContain('κ `data`');
    expect(() => parseBaseline('{"sets": 1}')).toThrow('not a baseline file');
  });

  it('synth-quiet-start: shows the starting figure beside today’s, per set', () => {
    const quietSets = [
      sets[1],
      setEvaluation(
        'TensorFlow/Keras wave 2',
        2,
        judged(TF_KERAS_WAVE_2, (r) => ({ ...r, suggestions: [] })),
      ),
    ];
    const then = parseBaseline(
      baselineText({ engineCommit: 'abc1234', date: '2026-12-05', command: 'c', engine: 'e', sets: setFigures(quietSets, [null, null]) }),
    );
    const lines = renderStartingPoint(then, 'docs/eval/b.json', setFigures(sets, firstAsks));
    expect(lines[0]).toBe('## Starting point (abc1234, 2026-12-05) versus now');
    const row = (start: string) =>
      lines
        .join('\n')
        .split('\n')
        .find((l) => l.startsWith(`| ${start}`));
    // PyTorch wave 1 is not in the starting point; TF/Keras wave 2 asked nothing then.
    expect(row('wrong asks, decisive')).toBe(
      '| wrong asks, decisive (for an item the gold says is present or na) | – | 2/12 (17 %) → 2/12 (17 %) | – → 4/12 (33 %) |',
    );
    expect(row('first asks: decisive asks made')).toBe('| first asks: decisive asks made on the answerable as is | – | – → 4 | – → 3 |');
    // κ of data on the sample (the asks do not change it): no pair on PyTorch wave 1 ("nan", Python's text).
    expect(row('κ `data`')).toBe('| κ `data` | – → nan | 1.00 → 1.00 | -0.33 → -0.33 |');
  });
});
