// Where the engine and the experts disagree on a checklist item, grouped by cause (item + direction), for
// docs/accuracy.md and docs/eval/disagreements.jsonl: the list the next rule change works from. Pure.
import { ITEM_IDS, type ItemId, type ItemStatus } from '../../lib/checklist';
import type { JudgedQuestion } from './accuracyEval';
import { STATUSES } from './confusionMatrix';

/** One (question, item) where the engine's status is not the gold one. */
export interface Disagreement {
  set: string;
  question_id: number;
  item: ItemId;
  gold: ItemStatus;
  engine: ItemStatus;
  /** The engine's reason for its status (the report item's `reason`), in full. */
  reason: string;
}

export interface DisagreementGroup {
  item: ItemId;
  gold: ItemStatus;
  engine: ItemStatus;
  /** The engine says absent where the experts found the item: the costly error (it asks the asker for what is there). */
  falseAbsent: boolean;
  cases: Disagreement[];
}

/**
 * Every disagreeing (question, item) of a set, in gold order then item order. Gold `na` is left out as in
 * score_vs_gold.py (it counts in no figure); the engine's `na` where the gold has a status is a disagreement there too.
 */
export function findDisagreements(set: string, judged: JudgedQuestion[]): Disagreement[] {
  return judged.flatMap(({ row, report }) =>
    ITEM_IDS.flatMap((item) => {
      const gold = row[item] as ItemStatus;
      const engine = report.items[item].status;
      if (gold === 'na' || gold === engine) return [];
      return [{ set, question_id: row.question_id, item, gold, engine, reason: report.items[item].reason }];
    }),
  );
}

const isFalseAbsent = (gold: ItemStatus, engine: ItemStatus) => engine === 'absent' && (gold === 'present' || gold === 'partial');

/** Groups by item + direction: the false-absent groups first, then the others; larger groups first within each. */
export function groupDisagreements(disagreements: Disagreement[]): DisagreementGroup[] {
  const byCause = new Map<string, DisagreementGroup>();
  for (const d of disagreements) {
    const key = `${d.item}|${d.gold}|${d.engine}`;
    const group = byCause.get(key) ?? {
      item: d.item,
      gold: d.gold,
      engine: d.engine,
      falseAbsent: isFalseAbsent(d.gold, d.engine),
      cases: [],
    };
    group.cases.push(d);
    byCause.set(key, group);
  }
  // Ties keep the checklist's item order, then the status order of the codebook (present, partial, absent, na).
  const rank = (g: DisagreementGroup) => [
    g.falseAbsent ? 0 : 1,
    -g.cases.length,
    ITEM_IDS.indexOf(g.item),
    STATUSES.indexOf(g.gold),
    STATUSES.indexOf(g.engine),
  ];
  return [...byCause.values()].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    const at = ra.findIndex((x, i) => x !== rb[i]);
    return at < 0 ? 0 : ra[at] - rb[at];
  });
}

export function causeLabel(group: DisagreementGroup): string {
  return `${group.item}: engine ${group.engine}, experts ${group.gold}`;
}

/** About `max` characters, cut at a word, code spans kept closed, on one line. */
export function shortReason(reason: string, max = 100): string {
  const flat = reason.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  const ticks = (atWord.match(/`/g) ?? []).length;
  return `${atWord}${ticks % 2 ? '`' : ''}…`;
}

const questionLink = (id: number) => `[${id}](https://stackoverflow.com/q/${id})`;

/** The cases' question ids under each distinct short reason, reasons in order of first appearance. */
function byReason(cases: Disagreement[]): Array<{ reason: string; ids: number[] }> {
  const ids = new Map<string, number[]>();
  for (const d of cases) {
    const reason = shortReason(d.reason) || '(no reason given)';
    ids.set(reason, [...(ids.get(reason) ?? []), d.question_id]);
  }
  return [...ids].map(([reason, list]) => ({ reason, ids: list }));
}

/** The markdown of one set's groups: a bold line per cause, then at most `perGroup` question links under the engine's reasons. */
export function renderDisagreements(groups: DisagreementGroup[], perGroup = 15): string[] {
  if (!groups.length) return ['No disagreement on any item.', ''];
  const total = groups.reduce((sum, g) => sum + g.cases.length, 0);
  const falseAbsent = groups.filter((g) => g.falseAbsent).reduce((sum, g) => sum + g.cases.length, 0);
  return [
    `${total} disagreements in ${groups.length} causes; ${falseAbsent} are false absents (the engine says absent where the`,
    'experts found the item, so it asks for what the question already gives): those groups come first.',
    '',
    ...groups.flatMap((group) => {
      const shown = group.cases.slice(0, perGroup);
      const more = group.cases.length - shown.length;
      return [
        `**${causeLabel(group)}** (${group.cases.length})`,
        '',
        ...byReason(shown).map(({ reason, ids }) => `- ${reason} — ${ids.map(questionLink).join(', ')}`),
        ...(more ? [`- and ${more} more`] : []),
        '',
      ];
    }),
  ];
}

/** docs/eval/disagreements.jsonl's lines, in the markdown's order (set, then group, then gold order). */
export function disagreementLines(groups: DisagreementGroup[]): string[] {
  return groups.flatMap((group) =>
    group.cases.map(({ set, question_id, item, gold, engine, reason }) => JSON.stringify({ set, question_id, item, gold, engine, reason })),
  );
}
