// From the tally to what the report says: counts with their shares, each item's status shares by group, the items
// missing most often per bug type, and the study's figures beside the comparable ones. Every output format renders
// this one model, so the HTML, the markdown and the CSV never disagree. Pure.
import { BUG_TYPE_NAMES, bugTypeLabel } from '../../lib/bugTypeNames';
import { type BugType, type Framework, ITEM_IDS, type ItemId } from '../../lib/checklist';
import { FRAMEWORK_NAMES } from '../../lib/frameworkNames';
import { STUDY_BY_BUG_TYPE, STUDY_BY_FRAMEWORK, STUDY_COLUMNS, STUDY_OVERALL, type StudyGroup, type StudyItem } from './studyFigures';
import { ALL, type Dimension, type GroupCounts, NO_VERDICT, type StatusCounts, type Tally, UNKNOWN } from './tally';

export interface CountRow {
  /** The value as the score lines spell it ("pytorch", "2020", "B"). */
  key: string;
  /** How people read it ("PyTorch"); the key itself when it has no name. */
  label: string;
  count: number;
  /** count / the table's whole. */
  share: number;
}

export interface ItemShares {
  dimension: Dimension;
  group: string;
  label: string;
  /** Bug reports in the group: the whole each status share is of. */
  n: number;
  item: ItemId;
  counts: StatusCounts;
}

export interface MissingItem {
  item: ItemId;
  absent: number;
  /** Bug reports of the type where the item applies (any status but "not applicable"). */
  applicable: number;
  share: number;
}

export interface MostMissing {
  bugType: string;
  label: string;
  n: number;
  items: MissingItem[];
}

export interface StudyComparison {
  dimension: Dimension;
  /** The study's name of the group. */
  studyGroup: string;
  /** The score lines' groups pooled for it. */
  compares: string[];
  item: StudyItem;
  studyYes: number;
  studyN: number;
  /** Bug reports of the pooled groups whose item is present or partial, of all bug reports there. */
  linesYes: number;
  linesN: number;
}

export interface Findings {
  questions: number;
  bugReports: number;
  byFramework: CountRow[];
  byYear: CountRow[];
  byBugType: CountRow[];
  byGrade: CountRow[];
  topTags: CountRow[];
  itemShares: ItemShares[];
  mostMissing: MostMissing[];
  comparison: StudyComparison[];
}

export const TOP_TAGS = 20;
export const MISSING_PER_TYPE = 3;

export function frameworkLabel(key: string): string {
  return FRAMEWORK_NAMES[key as Framework] ?? key;
}

export function bugTypeName(key: string): string {
  return key in BUG_TYPE_NAMES ? bugTypeLabel(key as BugType) : key;
}

const share = (part: number, whole: number) => (whole ? part / whole : 0);
const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0);

const GRADE_ORDER = ['A', 'B', 'C', 'D', 'E', 'F', NO_VERDICT];

/** Most first, ties by key; "unknown" last. */
function byCount(a: [string, number], b: [string, number]): number {
  if ((a[0] === UNKNOWN) !== (b[0] === UNKNOWN)) return a[0] === UNKNOWN ? 1 : -1;
  return b[1] - a[1] || a[0].localeCompare(b[0]);
}

type Order = (a: [string, number], b: [string, number]) => number;

/** Rows of a count table; `whole` defaults to the table's own total (tags: the questions, as one has several). */
function countRows(counts: Map<string, number>, order: Order, label = (k: string) => k, whole = sum(counts)): CountRow[] {
  return [...counts].sort(order).map(([key, count]) => ({ key, label: label(key), count, share: share(count, whole) }));
}

/** Years in time order, "unknown" last. */
function byKey(a: [string, number], b: [string, number]): number {
  if ((a[0] === UNKNOWN) !== (b[0] === UNKNOWN)) return a[0] === UNKNOWN ? 1 : -1;
  return a[0].localeCompare(b[0]);
}

function byGradeOrder(a: [string, number], b: [string, number]): number {
  const rank = (key: string) => (GRADE_ORDER.includes(key) ? GRADE_ORDER.indexOf(key) : GRADE_ORDER.length);
  return rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]);
}

/** Groups with the most bug reports first. */
function groupsBySize(groups: Map<string, GroupCounts>): [string, GroupCounts][] {
  return [...groups].sort((a, b) => byCount([a[0], a[1].bugReports], [b[0], b[1].bugReports]));
}

function itemShares(tally: Tally, dimension: Dimension, label: (key: string) => string): ItemShares[] {
  return groupsBySize(tally.items[dimension]).flatMap(([group, counts]) =>
    ITEM_IDS.map((item) => ({ dimension, group, label: label(group), n: counts.bugReports, item, counts: { ...counts.items[item] } })),
  );
}

function mostMissing(tally: Tally): MostMissing[] {
  return groupsBySize(tally.items.bug_type).map(([bugType, counts]) => {
    const items = ITEM_IDS.map((item) => {
      const { present, partial, absent } = counts.items[item];
      const applicable = present + partial + absent;
      return { item, absent, applicable, share: share(absent, applicable) };
    })
      .filter((missing) => missing.absent > 0)
      .sort((a, b) => b.share - a.share || b.absent - a.absent || ITEM_IDS.indexOf(a.item) - ITEM_IDS.indexOf(b.item))
      .slice(0, MISSING_PER_TYPE);
    return { bugType, label: bugTypeName(bugType), n: counts.bugReports, items };
  });
}

/** The pooled counts of `groups` in one dimension: the study merged TensorFlow and Keras. */
function pooled(tally: Tally, dimension: Dimension, groups: string[], item: ItemId): { yes: number; n: number } {
  let yes = 0;
  let n = 0;
  for (const group of groups) {
    const counts = tally.items[dimension].get(group);
    if (!counts) continue;
    yes += counts.items[item].present + counts.items[item].partial;
    n += counts.bugReports;
  }
  return { yes, n };
}

function comparison(tally: Tally): StudyComparison[] {
  const rows = (dimension: Dimension, groups: StudyGroup[]) =>
    groups.flatMap((group) =>
      (Object.keys(STUDY_COLUMNS) as StudyItem[]).map((item) => {
        const lines = pooled(tally, dimension, group.compares, item);
        return {
          dimension,
          studyGroup: group.label,
          compares: group.compares,
          item,
          studyYes: group.yes[item],
          studyN: group.n,
          linesYes: lines.yes,
          linesN: lines.n,
        };
      }),
    );
  return [...rows('overall', [STUDY_OVERALL]), ...rows('framework', STUDY_BY_FRAMEWORK), ...rows('bug_type', STUDY_BY_BUG_TYPE)];
}

export function findings(tally: Tally): Findings {
  return {
    questions: tally.questions,
    bugReports: tally.bugReports,
    byFramework: countRows(tally.byFramework, byCount, frameworkLabel),
    byYear: countRows(tally.byYear, byKey),
    byBugType: countRows(tally.byBugType, byCount, bugTypeName),
    byGrade: countRows(tally.byGrade, byGradeOrder),
    topTags: countRows(tally.byTag, byCount, undefined, tally.questions).slice(0, TOP_TAGS),
    itemShares: [
      ...itemShares(tally, 'overall', () => ALL),
      ...itemShares(tally, 'framework', frameworkLabel),
      ...itemShares(tally, 'bug_type', bugTypeName),
    ],
    mostMissing: mostMissing(tally),
    comparison: comparison(tally),
  };
}
