// What a scored dataset says, as counts only: one score line (as `reprolens score` writes it) at a time is added, so a
// dump of millions of questions needs memory for its distinct groups, never for its lines. Pure.
import { ITEM_IDS, type ItemId, type ItemStatus } from '../../lib/checklist';

export const STATUSES: readonly ItemStatus[] = ['present', 'partial', 'absent', 'na'];

/** The groupings the item shares are given for: every bug report, by framework, by bug type. */
export type Dimension = 'overall' | 'framework' | 'bug_type';

export type StatusCounts = Record<ItemStatus, number>;
export type ItemCounts = Record<ItemId, StatusCounts>;

/** One group's bug reports and their items' statuses (a line may lack an item: it counts in `bugReports` only). */
export interface GroupCounts {
  bugReports: number;
  items: ItemCounts;
}

export interface Tally {
  /** Score lines read as questions (with or without a verdict). */
  questions: number;
  /** Of them, bug reports: the ones with a verdict and the only ones the item shares count. */
  bugReports: number;
  byFramework: Map<string, number>;
  /** Year asked (UTC) from `created`; "unknown" when a line has none. */
  byYear: Map<string, number>;
  byBugType: Map<string, number>;
  /** Grade letter, or "no verdict" for a question that is not a bug report. */
  byGrade: Map<string, number>;
  byTag: Map<string, number>;
  /** dimension → group ("all" for overall) → item → status counts, over bug reports only. */
  items: Record<Dimension, Map<string, GroupCounts>>;
}

export const NO_VERDICT = 'no verdict';
export const UNKNOWN = 'unknown';
export const ALL = 'all';

export function emptyTally(): Tally {
  return {
    questions: 0,
    bugReports: 0,
    byFramework: new Map(),
    byYear: new Map(),
    byBugType: new Map(),
    byGrade: new Map(),
    byTag: new Map(),
    items: { overall: new Map(), framework: new Map(), bug_type: new Map() },
  };
}

/** The fields of a score line the report reads, each checked: a line from another tool may lack any of them. */
export interface ScoreFacts {
  framework: string;
  bugType: string;
  isBugReport: boolean;
  grade: string | null;
  year: string;
  tags: string[];
  statuses: Partial<Record<ItemId, ItemStatus>>;
}

/** Why a parsed line is not a score line, or its facts. */
export function readScoreFacts(line: unknown): ScoreFacts | string {
  if (typeof line !== 'object' || line === null || Array.isArray(line)) return 'not a JSON object';
  const fields = line as Record<string, unknown>;
  if (typeof fields.items !== 'object' || fields.items === null) return 'not a score line: no items';
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : UNKNOWN);
  const statuses: Partial<Record<ItemId, ItemStatus>> = {};
  for (const id of ITEM_IDS) {
    const status = (fields.items as Record<string, { status?: unknown } | undefined>)[id]?.status;
    if (STATUSES.includes(status as ItemStatus)) statuses[id] = status as ItemStatus;
  }
  const created = typeof fields.created === 'string' ? /^(\d{4})-/.exec(fields.created)?.[1] : undefined;
  return {
    framework: text(fields.framework),
    bugType: text(fields.bug_type),
    // A line without the flag counts as a bug report when it carries a grade, as every verdict does.
    isBugReport: typeof fields.is_bug_report === 'boolean' ? fields.is_bug_report : typeof fields.grade === 'string',
    grade: typeof fields.grade === 'string' && fields.grade ? fields.grade : null,
    year: created ?? UNKNOWN,
    tags: Array.isArray(fields.tags) ? fields.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    statuses,
  };
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

function emptyItemCounts(): ItemCounts {
  return Object.fromEntries(ITEM_IDS.map((id) => [id, { present: 0, partial: 0, absent: 0, na: 0 }])) as ItemCounts;
}

function addStatuses(groups: Map<string, GroupCounts>, group: string, statuses: ScoreFacts['statuses']): void {
  let counts = groups.get(group);
  if (!counts) {
    counts = { bugReports: 0, items: emptyItemCounts() };
    groups.set(group, counts);
  }
  counts.bugReports += 1;
  for (const id of ITEM_IDS) {
    const status = statuses[id];
    if (status) counts.items[id][status] += 1;
  }
}

/** Adds one question's facts to the tally (mutates it: the caller's loop holds the only reference). */
export function addToTally(tally: Tally, facts: ScoreFacts): void {
  tally.questions += 1;
  bump(tally.byFramework, facts.framework);
  bump(tally.byYear, facts.year);
  bump(tally.byBugType, facts.bugType);
  bump(tally.byGrade, facts.isBugReport && facts.grade ? facts.grade : NO_VERDICT);
  // A tag listed twice on one line counts once for it.
  for (const tag of new Set(facts.tags)) bump(tally.byTag, tag);
  if (!facts.isBugReport) return;
  tally.bugReports += 1;
  addStatuses(tally.items.overall, ALL, facts.statuses);
  addStatuses(tally.items.framework, facts.framework, facts.statuses);
  addStatuses(tally.items.bug_type, facts.bugType, facts.statuses);
}
