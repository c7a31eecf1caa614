// What experienced answerers would ask first, against the engine's decisive asks (../shared/corpus/gold/
// dev-first-asks.jsonl: the bug reports of PyTorch wave 3 and TF/Keras wave 2, corpus README 2026-12-04): on the
// questions they can answer as they stand, does the engine stay quiet; on the others, is its first decisive ask one
// they named? Pure: parsed rows and the sets' reports in, figures and markdown out.
import { ITEM_IDS, type ItemId } from '../../lib/checklist';
import type { JudgedQuestion, SetEvaluation } from './accuracyEval';
import { asksShown, shareCell, type Share } from './askTrust';
import { markdownTable } from '../docs/markdownTable';

/** One line of dev-first-asks.jsonl. */
export interface FirstAskRow {
  question_id: number;
  /** yes: the cause and a fix can be named from the question alone. */
  answerable_as_is: 'yes' | 'no';
  /** One or two checklist items, most important first. */
  first_asks: ItemId[];
  /** Every item either answerer named first. */
  acceptable_asks: ItemId[];
  /** The specific fact, e.g. "the driver version from nvidia-smi". */
  ask_detail: string[];
}

export function parseFirstAskLines(text: string): FirstAskRow[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const row = JSON.parse(line) as FirstAskRow;
      if (row.answerable_as_is !== 'yes' && row.answerable_as_is !== 'no')
        throw new Error(`first-asks question ${row.question_id}: answerable_as_is ${JSON.stringify(row.answerable_as_is)}`);
      const unknown = row.acceptable_asks.find((item) => !ITEM_IDS.includes(item));
      if (unknown) throw new Error(`first-asks question ${row.question_id}: unknown item "${unknown}"`);
      return row;
    });
}

export interface FirstAskFigures {
  /** Rows of the set with an engine report. */
  rows: number;
  /** Of the rows answerable as is: those with no decisive ask (a quiet verdict is no ask). */
  answerableQuiet: Share;
  /** Decisive asks the engine makes on the rows answerable as is. */
  asksOnAnswerable: number;
  /** Of the other rows: those whose first decisive ask is for an item the answerers named (no ask is a miss). */
  namedFirst: Share;
  /** On the misses of `namedFirst`: the engine's first decisive ask, by item ('none' for no ask). */
  missedFirstAsks: Record<string, number>;
  /** Rows of the set the engine has no report for (not in the corpus, or it failed): in no figure. */
  unjudged: number[];
}

/** The item of the report's first decisive ask, or null when it asks nothing decisive. */
export function firstDecisiveAsk(judged: JudgedQuestion): ItemId | null {
  return asksShown(judged.report, 'decisive')[0]?.item ?? null;
}

/** The figures of one set's rows; null when the set has none. */
export function firstAskFigures(judged: JudgedQuestion[], rows: FirstAskRow[]): FirstAskFigures | null {
  if (!rows.length) return null;
  const byId = new Map(judged.map((j) => [j.row.question_id, j]));
  const figures: FirstAskFigures = {
    rows: 0,
    answerableQuiet: { part: 0, whole: 0 },
    asksOnAnswerable: 0,
    namedFirst: { part: 0, whole: 0 },
    missedFirstAsks: {},
    unjudged: [],
  };
  for (const row of rows) {
    const question = byId.get(row.question_id);
    if (!question) {
      figures.unjudged.push(row.question_id);
      continue;
    }
    figures.rows++;
    if (row.answerable_as_is === 'yes') {
      const asks = asksShown(question.report, 'decisive').length;
      figures.answerableQuiet.whole++;
      if (asks === 0) figures.answerableQuiet.part++;
      figures.asksOnAnswerable += asks;
      continue;
    }
    const first = firstDecisiveAsk(question);
    figures.namedFirst.whole++;
    if (first !== null && row.acceptable_asks.includes(first)) figures.namedFirst.part++;
    else figures.missedFirstAsks[first ?? 'none'] = (figures.missedFirstAsks[first ?? 'none'] ?? 0) + 1;
  }
  return figures;
}

/** Each set's figures, in set order; a row whose question is in no set is an error (it would drop out unnoticed). */
export function firstAsksBySet(sets: SetEvaluation[], rows: FirstAskRow[]): Array<FirstAskFigures | null> {
  const setOf = new Map(sets.flatMap((s, i) => s.set.gold.map((row) => [row.question_id, i] as const)));
  const stray = rows.find((row) => !setOf.has(row.question_id));
  if (stray) throw new Error(`first-asks question ${stray.question_id} is in no dev set`);
  return sets.map((s, i) =>
    firstAskFigures(
      s.judged,
      rows.filter((row) => setOf.get(row.question_id) === i),
    ),
  );
}

/** "code 5, none 3": the engine's first asks on the misses, most frequent first. */
function missedCell(missed: Record<string, number>): string {
  const entries = Object.entries(missed).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return entries.length ? entries.map(([item, n]) => `${item} ${n}`).join(', ') : '–';
}

export function renderFirstAsksSection(sets: SetEvaluation[], figures: Array<FirstAskFigures | null>, source: string): string[] {
  const rows = sets.flatMap((s, i) => {
    const f = figures[i];
    if (!f) return [];
    return [
      [
        s.set.name,
        f.rows,
        shareCell(f.answerableQuiet),
        f.asksOnAnswerable,
        shareCell(f.namedFirst),
        missedCell(f.missedFirstAsks),
        f.unjudged.length ? f.unjudged.join(', ') : '–',
      ],
    ];
  });
  return [
    '## First asks: what experienced answerers would ask first',
    '',
    `From \`${source}\`: two experienced answerers read each bug report and said whether they could name the cause and`,
    'a fix from the question alone (answerable as is), and if not, the items they would ask for first. On the',
    'answerable ones the engine should make no decisive ask (a quiet verdict makes none); on the others its first',
    'decisive ask should be one they named (no decisive ask is a miss). "Format your code as a code block" is no ask.',
    '',
    markdownTable(
      [
        'set',
        'bug reports',
        'answerable as is: no decisive ask',
        'decisive asks on those',
        'the others: first decisive ask one they named',
        "the misses' first decisive ask",
        'rows without a report',
      ],
      rows,
    ),
    '',
  ];
}
