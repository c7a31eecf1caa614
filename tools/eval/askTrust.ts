// Whether the asks can be trusted, per dev set: of the asks the engine shows, how many ask for an item the experts'
// gold says is `present` or does not apply (`na`) — decisive asks (what the panel's missing line, the comment, the
// coach and the dialog show) and all suggestions; how many items that do not apply the engine reports missing; and
// how many how-to questions get a decisive ask. A quiet verdict (not deep learning, how-to) shows no suggestion
// (lib/verdict.ts), so it counts none. Pure.
import { ITEM_IDS, type ItemId, type Suggestion } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import type { JudgedQuestion, SetEvaluation } from './accuracyEval';
import { markdownTable } from '../docs/markdownTable';

/** A part of a whole: "12/40 (30 %)". */
export interface Share {
  part: number;
  whole: number;
}

/** Decisive asks only (`Suggestion.decisive`), or every suggestion (decisive and "could also add"). */
export type AskScope = 'decisive' | 'all';

/** The asks of a report in a scope, in the report's order (decisive asks come first: lib/report.ts). */
export function asksShown(report: Report, scope: AskScope): Suggestion[] {
  // "Format your code as a code block" rides on the code item and is asked of code that is there: it asks for no
  // missing information, so it is no ask for the item (lib/items/code.ts).
  return report.suggestions.filter((s) => s.kind !== 'format_code_block' && (scope === 'all' || s.decisive));
}

/** One item's asks on one set, by what the gold says of the item on the asked question. */
export interface AskTally {
  item: ItemId | 'all';
  /** Asks for the item shown on the set's questions. */
  asked: number;
  /** Of those, on questions where the gold says the item is present: a wrong ask. */
  goldPresent: number;
  /** … `na` (the item does not apply): a wrong ask too. */
  goldNa: number;
  /** … partial (the ask is for the rest of it) or absent: a fair ask. */
  goldPartialOrAbsent: number;
}

type AskCount = 'asked' | 'goldPresent' | 'goldNa' | 'goldPartialOrAbsent';

/** Per item in checklist order, then the total over the items ('all'). */
export function askTallies(judged: JudgedQuestion[], scope: AskScope): AskTally[] {
  const tallies: AskTally[] = ITEM_IDS.map((item) => ({ item, asked: 0, goldPresent: 0, goldNa: 0, goldPartialOrAbsent: 0 }));
  const byItem = new Map(tallies.map((t) => [t.item, t]));
  for (const { row, report } of judged)
    for (const suggestion of asksShown(report, scope)) {
      const tally = byItem.get(suggestion.item)!;
      const gold = row[suggestion.item];
      tally.asked++;
      if (gold === 'present') tally.goldPresent++;
      else if (gold === 'na') tally.goldNa++;
      else tally.goldPartialOrAbsent++;
    }
  const sum = (key: AskCount) => tallies.reduce((n, t) => n + t[key], 0);
  const all = { item: 'all', asked: sum('asked'), goldPresent: sum('goldPresent'), goldNa: sum('goldNa') } as const;
  return [...tallies, { ...all, goldPartialOrAbsent: sum('goldPartialOrAbsent') }];
}

/** Wrong asks (gold present or `na`) of all asks. */
export const wrongAsks = (t: AskTally): Share => ({ part: t.goldPresent + t.goldNa, whole: t.asked });

/** One item's (question, item) pairs whose gold is `na`, by the engine's status. */
export interface NaTally {
  item: ItemId | 'all';
  /** Pairs where the gold says the item does not apply. */
  na: number;
  /** Of those, the engine says absent or partial: an item that does not apply reported missing. */
  reportedAbsent: number;
  reportedPartial: number;
}

export function naTallies(judged: JudgedQuestion[]): NaTally[] {
  const tallies: NaTally[] = ITEM_IDS.map((item) => ({ item, na: 0, reportedAbsent: 0, reportedPartial: 0 }));
  for (const { row, report } of judged)
    tallies.forEach((tally, i) => {
      const item = ITEM_IDS[i];
      if (row[item] !== 'na') return;
      tally.na++;
      if (report.items[item].status === 'absent') tally.reportedAbsent++;
      if (report.items[item].status === 'partial') tally.reportedPartial++;
    });
  const sum = (key: 'na' | 'reportedAbsent' | 'reportedPartial') => tallies.reduce((n, t) => n + t[key], 0);
  return [...tallies, { item: 'all', na: sum('na'), reportedAbsent: sum('reportedAbsent'), reportedPartial: sum('reportedPartial') }];
}

/** Items that do not apply, reported missing, of all items that do not apply. */
export const naReportedMissing = (t: NaTally): Share => ({ part: t.reportedAbsent + t.reportedPartial, whole: t.na });

/** The gold how-to / non-bug questions (`is_bug_report: "no"`) that get a decisive ask, of all of them. */
export function howToAsked(judged: JudgedQuestion[]): Share & { ids: number[] } {
  const howTo = judged.filter(({ row }) => row.is_bug_report === 'no');
  const ids = howTo.filter(({ report }) => asksShown(report, 'decisive').length > 0).map(({ row }) => row.question_id);
  return { part: ids.length, whole: howTo.length, ids };
}

const percent = (s: Share) => `${Math.round((100 * s.part) / s.whole)} %`;

/** "12/40 (30 %)"; "–" when the whole is empty. */
export function shareCell(s: Share): string {
  return s.whole ? `${s.part}/${s.whole} (${percent(s)})` : '–';
}

const itemLabel = (item: ItemId | 'all') => (item === 'all' ? '**all items**' : `\`${item}\``);

function perItemTable<T extends { item: ItemId | 'all' }>(sets: SetEvaluation[], tallies: T[][], cell: (t: T) => string): string {
  const rows = tallies[0].map((t, i) => [itemLabel(t.item), ...tallies.map((perSet) => cell(perSet[i]))]);
  return markdownTable(['item', ...sets.map((s) => `${s.set.name} (${s.judged.length})`)], rows);
}

/** "17/40 (43 %; 5 na)": wrong asks, and how many of them were for an item that does not apply. */
export function wrongAskCell(t: AskTally): string {
  const wrong = wrongAsks(t);
  return t.asked ? `${wrong.part}/${wrong.whole} (${percent(wrong)}; ${t.goldNa} na)` : '–';
}

export function renderAskTrustSection(sets: SetEvaluation[]): string[] {
  const decisive = sets.map((s) => askTallies(s.judged, 'decisive'));
  const all = sets.map((s) => askTallies(s.judged, 'all'));
  const na = sets.map((s) => naTallies(s.judged));
  const howTo = sets.map((s) => howToAsked(s.judged));
  return [
    '## Can the asks be trusted? Asks for what the gold says is there or does not apply',
    '',
    "Of the asks the engine shows on each set's questions (the `reprolens score` line's `suggestions`; a quiet verdict —",
    'not deep learning, how-to or conceptual — shows none), how many ask for an item the gold says is `present` or',
    '`na` (does not apply): wrong asks / all asks for that item, and of the wrong ones how many were for a gold `na`',
    'item. The lower the better; an ask for a gold `partial` or `absent` item is a fair one. "Format your code as a code',
    'block" asks for no missing information and is left out.',
    '',
    '### Decisive asks (the panel\'s "missing" line, the comment, the coach and the dialog show these)',
    '',
    perItemTable(sets, decisive, wrongAskCell),
    '',
    '### All suggestions (decisive and "could also add")',
    '',
    perItemTable(sets, all, wrongAskCell),
    '',
    '### Items that do not apply, reported missing',
    '',
    "Of the (question, item) pairs whose gold is `na`, how many the engine reports `absent` or `partial` (the item's",
    'checklist line then says it is missing, and the score loses its weight).',
    '',
    perItemTable(sets, na, (t) => shareCell(naReportedMissing(t))),
    '',
    `How-to and other non-bug questions (gold \`is_bug_report: "no"\`) with a decisive ask: ${howTo
      .map((h, i) => `${shareCell(h)} (${sets[i].set.name})`)
      .join(', ')}. The floor is none.`,
    '',
  ];
}
