// Issue 13 "Measured": the figure that says whether the asks can be trusted — of the suggestions the engine shows on
// the gold dev sets' questions, how many ask for an item the experts' gold says is already present, per item and per
// set. A quiet verdict (not deep learning, how-to) shows none (lib/verdict.ts), so it counts none. Pure.
import { ITEM_IDS, type ItemId } from '../../lib/report';
import type { JudgedQuestion, SetEvaluation } from './accuracyEval';
import { markdownTable } from '../docs/markdownTable';

/** One item's asks on one set, by what the gold says of the item on the asked question. */
export interface AskTally {
  item: ItemId | 'all';
  /** Suggestions for the item shown on the set's questions. */
  asked: number;
  /** Of those, on questions where the gold says the item is present: a wrong ask. */
  goldPresent: number;
  /** … partial (the ask is for the rest of it) or absent: a fair ask. */
  goldPartialOrAbsent: number;
  /** … `na` (the item does not apply). */
  goldNa: number;
}

/** Per item in checklist order, then the total over the items ('all'). */
export function askTallies(judged: JudgedQuestion[]): AskTally[] {
  const tallies = ITEM_IDS.map((item) => ({ item, asked: 0, goldPresent: 0, goldPartialOrAbsent: 0, goldNa: 0 }) as AskTally);
  const byItem = new Map(tallies.map((t) => [t.item, t]));
  for (const { row, report } of judged)
    for (const suggestion of report.suggestions) {
      // "Format your code as a code block" rides on the code item and is asked of code that is there: it asks for
      // no missing information, so it is not counted as an ask for the item (lib/items/code.ts).
      if (suggestion.kind === 'format_code_block') continue;
      const tally = byItem.get(suggestion.item)!;
      const gold = row[suggestion.item];
      tally.asked++;
      if (gold === 'present') tally.goldPresent++;
      else if (gold === 'na') tally.goldNa++;
      else tally.goldPartialOrAbsent++;
    }
  const sum = (key: 'asked' | 'goldPresent' | 'goldPartialOrAbsent' | 'goldNa') => tallies.reduce((n, t) => n + t[key], 0);
  return [
    ...tallies,
    {
      item: 'all',
      asked: sum('asked'),
      goldPresent: sum('goldPresent'),
      goldPartialOrAbsent: sum('goldPartialOrAbsent'),
      goldNa: sum('goldNa'),
    },
  ];
}

/** "12/40 (30 %)": wrong asks of all asks; "–" when nothing was asked. */
export function wrongAskCell(t: AskTally): string {
  return t.asked ? `${t.goldPresent}/${t.asked} (${Math.round((100 * t.goldPresent) / t.asked)} %)` : '–';
}

export function renderAskTrustSection(sets: SetEvaluation[]): string[] {
  const perSet = sets.map((s) => askTallies(s.judged));
  const rows = perSet[0].map((_, i) => {
    const item = perSet[0][i].item;
    return [item === 'all' ? '**all items**' : `\`${item}\``, ...perSet.map((tallies) => wrongAskCell(tallies[i]))];
  });
  const totals = perSet.map((tallies) => tallies[tallies.length - 1]);
  return [
    '## Can the asks be trusted? Suggestions for what the gold says is there',
    '',
    "Of the suggestions the engine shows on each set's questions (the `reprolens score` line's `suggestions`; a quiet",
    'verdict — not deep learning, how-to or conceptual — shows none), how many ask for an item the gold says is',
    '`present`: wrong asks / all asks for that item. The lower the better; an ask for a gold `partial` or `absent` item',
    'is a fair one. "Format your code as a code block" asks for no missing information and is left out.',
    '',
    markdownTable(['item', ...sets.map((s) => `${s.set.name} (${s.judged.length})`)], rows),
    '',
    `Asks where the gold says the item does not apply (\`na\`): ${totals.map((t, i) => `${t.goldNa} (${sets[i].set.name})`).join(', ')}.`,
    '',
  ];
}
