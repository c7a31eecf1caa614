// The report's counts against ten real score lines counted by hand (tests/fixtures/report/PROVENANCE.md lists them
// with each line's framework, bug type, grade and item statuses).
import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findings } from '../../cli/report/findings';
import { tallyScoreLines } from '../../cli/report/readScores';
import { addToTally, emptyTally, readScoreFacts, type ScoreFacts } from '../../cli/report/tally';

const FIXTURE = new URL('../fixtures/report/scores-10.jsonl', import.meta.url);

async function fixtureFindings() {
  const { tally, skipped } = await tallyScoreLines(createReadStream(FIXTURE), () => {});
  return { said: findings(tally), skipped };
}

const counts = (rows: { key: string; count: number }[]) => Object.fromEntries(rows.map((row) => [row.key, row.count]));

describe('report: the tallies of ten real score lines', () => {
  it('counts questions by framework, year, bug type and grade', async () => {
    const { said, skipped } = await fixtureFindings();
    expect(skipped).toBe(0);
    expect(said.questions).toBe(10);
    expect(said.bugReports).toBe(8);
    expect(said.byFramework.map((row) => [row.key, row.count])).toEqual([
      ['pytorch', 5],
      ['tensorflow', 4],
      ['keras', 1],
    ]);
    expect(said.byYear.map((row) => [row.key, row.count])).toEqual([
      ['2015', 1],
      ['2020', 7],
      ['2021', 1],
      ['2022', 1],
    ]);
    expect(counts(said.byBugType)).toEqual({ api: 4, not_a_bug: 2, tensor_input: 1, training: 1, gpu: 1, model: 1 });
    expect(said.byGrade.map((row) => [row.key, row.count])).toEqual([
      ['B', 1],
      ['C', 5],
      ['E', 2],
      ['no verdict', 2],
    ]);
    expect(said.byFramework[0].share).toBe(0.5);
  });

  it('gives each item’s status counts over the bug reports only', async () => {
    const { said } = await fixtureFindings();
    const overall = Object.fromEntries(said.itemShares.filter((row) => row.dimension === 'overall').map((row) => [row.item, row.counts]));
    expect(overall).toEqual({
      code: { present: 4, partial: 2, absent: 2, na: 0 },
      code_runnable: { present: 0, partial: 2, absent: 4, na: 2 },
      data: { present: 2, partial: 2, absent: 1, na: 3 },
      model: { present: 4, partial: 1, absent: 0, na: 3 },
      hyperparameters: { present: 2, partial: 0, absent: 2, na: 4 },
      logs: { present: 7, partial: 1, absent: 0, na: 0 },
      environment: { present: 2, partial: 1, absent: 5, na: 0 },
      expected_vs_actual: { present: 6, partial: 2, absent: 0, na: 0 },
    });
    const shares = (dimension: string, group: string, item: string) =>
      said.itemShares.find((row) => row.dimension === dimension && row.group === group && row.item === item);
    expect(shares('framework', 'pytorch', 'environment')).toMatchObject({ n: 4, counts: { present: 0, partial: 0, absent: 4, na: 0 } });
    expect(shares('framework', 'tensorflow', 'code')).toMatchObject({ n: 3, counts: { present: 1, partial: 1, absent: 1, na: 0 } });
    expect(shares('framework', 'keras', 'code')).toMatchObject({ n: 1, counts: { present: 0, partial: 1, absent: 0, na: 0 } });
    expect(shares('bug_type', 'api', 'environment')).toMatchObject({ n: 4, counts: { present: 2, partial: 0, absent: 2, na: 0 } });
    expect(shares('bug_type', 'api', 'code_runnable')).toMatchObject({ n: 4, counts: { present: 0, partial: 0, absent: 3, na: 1 } });
    // Questions that are not bug reports get no checklist verdict: no group of their own.
    expect(said.itemShares.some((row) => row.group === 'not_a_bug')).toBe(false);
  });

  it('ranks the items missing most often per bug type (share of the bug reports where the item applies)', async () => {
    const { said } = await fixtureFindings();
    const missing = Object.fromEntries(
      said.mostMissing.map((type) => [type.bugType, type.items.map((i) => `${i.item} ${i.absent}/${i.applicable}`)]),
    );
    expect(missing).toEqual({
      // Hyperparameters and environment both 50 %: the one missing in more questions first.
      api: ['code_runnable 3/3', 'environment 2/4', 'hyperparameters 1/2'],
      // Ties of share and count keep the checklist's order.
      gpu: ['code 1/1', 'hyperparameters 1/1', 'environment 1/1'],
      training: ['data 1/1', 'environment 1/1'],
      tensor_input: ['code_runnable 1/1', 'environment 1/1'],
      model: [],
    });
  });

  it('sets the study’s presence labels beside the items present or partial', async () => {
    const { said } = await fixtureFindings();
    const row = (group: string, item: string) => said.comparison.find((r) => r.studyGroup === group && r.item === item);
    expect(row('all', 'code')).toMatchObject({ studyYes: 93, studyN: 102, linesYes: 6, linesN: 8 });
    expect(row('all', 'environment')).toMatchObject({ studyYes: 4, studyN: 102, linesYes: 3, linesN: 8 });
    expect(row('all', 'data')).toMatchObject({ studyYes: 67, studyN: 102, linesYes: 4, linesN: 8 });
    expect(row('TF + Keras', 'code')).toMatchObject({ compares: ['tensorflow', 'keras'], linesYes: 3, linesN: 4 });
    expect(row('TF + Keras', 'environment')).toMatchObject({ linesYes: 3, linesN: 4 });
    expect(row('PyTorch', 'data')).toMatchObject({ linesYes: 3, linesN: 4 });
    expect(row('GPU Bug', 'code')).toMatchObject({ studyYes: 5, studyN: 7, linesYes: 0, linesN: 1 });
  });

  it('counts tags once per question, most common first', async () => {
    const { said } = await fixtureFindings();
    expect(said.topTags.slice(0, 5).map((row) => [row.key, row.count])).toEqual([
      ['python', 6],
      ['tensorflow', 6],
      ['pytorch', 5],
      ['deep-learning', 3],
      ['google-colaboratory', 2],
    ]);
    expect(said.topTags[0].share).toBe(0.6);
  });
});

describe('report: what a line must hold', () => {
  it('counts a line without created or tags, under "unknown" and with no tags', () => {
    const facts = readScoreFacts({
      framework: 'pytorch',
      bug_type: 'api',
      is_bug_report: true,
      grade: 'B',
      items: { code: { status: 'present' } },
    });
    expect(facts).toMatchObject({ year: 'unknown', tags: [], grade: 'B', statuses: { code: 'present' } });
  });

  it('counts a bug report whose line lacks an item in its group all the same', () => {
    const tally = emptyTally();
    const line = (items: object) => readScoreFacts({ framework: 'keras', bug_type: 'gpu', is_bug_report: true, grade: 'C', items });
    addToTally(tally, line({ code: { status: 'absent' } }) as ScoreFacts);
    addToTally(tally, line({ logs: { status: 'present' } }) as ScoreFacts);
    const code = findings(tally).itemShares.find((row) => row.dimension === 'bug_type' && row.item === 'code');
    expect(code).toMatchObject({ group: 'gpu', n: 2, counts: { present: 0, partial: 0, absent: 1, na: 0 } });
  });

  it('says why a line is not a score line', () => {
    expect(readScoreFacts([1, 2])).toBe('not a JSON object');
    expect(readScoreFacts({ question_id: 1, title: 'a question, not its score' })).toBe('not a score line: no items');
  });
});
