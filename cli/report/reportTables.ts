// The report's tables, in reading order, as plain text cells: the markdown and the HTML render these same tables (each
// escaping the cells for its own syntax), so a number never differs between them. Pure.
import type { ItemId } from '../../lib/checklist';
import { ITEM_TEXTS, STATUS_NAMES } from '../../lib/items/shared/texts';
import type { CountRow, Findings, ItemShares, StudyComparison } from './findings';
import { STUDY_COLUMNS, STUDY_SOURCE } from './studyFigures';
import { STATUSES, type Dimension } from './tally';

export type TableId =
  | 'frameworks'
  | 'years'
  | 'bugTypes'
  | 'grades'
  | 'itemsOverall'
  | 'itemsByFramework'
  | 'itemsByBugType'
  | 'mostMissing'
  | 'study'
  | 'tags';

export interface ReportTable {
  id: TableId;
  title: string;
  /** How the numbers were counted, in a sentence or two. */
  note: string;
  head: string[];
  rows: string[][];
}

/** "62.5 %": one decimal, the way the study's figures are quoted. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

export const itemTitle = (item: ItemId) => ITEM_TEXTS[item].title;

const shareCell = (count: number, whole: number) => `${percent(whole ? count / whole : 0)} (${count})`;

function countTable(id: TableId, title: string, note: string, heading: string, rows: CountRow[]): ReportTable {
  return {
    id,
    title,
    note,
    head: [heading, 'Questions', 'Share'],
    rows: rows.map((row) => [row.label, String(row.count), percent(row.share)]),
  };
}

const STATUS_HEAD = STATUSES.map((status) => STATUS_NAMES[status].replace(/^./, (c) => c.toUpperCase()));

function statusCells(row: ItemShares): string[] {
  return STATUSES.map((status) => shareCell(row.counts[status], row.n));
}

function itemsTable(id: TableId, title: string, heading: string, rows: ItemShares[]): ReportTable {
  return {
    id,
    title,
    note: 'Each cell: the share of the group’s bug reports with the item in that status (their number in brackets).',
    head: [heading, 'Bug reports', 'Item', ...STATUS_HEAD],
    rows: rows.map((row) => [row.label, String(row.n), itemTitle(row.item), ...statusCells(row)]),
  };
}

const DIMENSION_NAMES: Record<Dimension, string> = { overall: 'All', framework: 'Framework', bug_type: 'Bug type' };

function studyRow(row: StudyComparison): string[] {
  return [
    row.dimension === 'overall' ? 'All' : `${DIMENSION_NAMES[row.dimension]}: ${row.studyGroup}`,
    row.dimension === 'overall' ? 'all bug reports' : row.compares.join(' + '),
    `${itemTitle(row.item)} (${STUDY_COLUMNS[row.item]})`,
    `${percent(row.studyYes / row.studyN)} (${row.studyYes} of ${row.studyN})`,
    row.linesN ? `${percent(row.linesYes / row.linesN)} (${row.linesYes} of ${row.linesN})` : '—',
  ];
}

export function reportTables(findings: Findings): ReportTable[] {
  const shares = (dimension: Dimension) => findings.itemShares.filter((row) => row.dimension === dimension);
  return [
    countTable(
      'frameworks',
      'Questions by framework',
      'The framework ReproLens detected in each question.',
      'Framework',
      findings.byFramework,
    ),
    countTable(
      'years',
      'Questions by year',
      'The year each question was asked (UTC), from the score line’s created field.',
      'Year',
      findings.byYear,
    ),
    countTable(
      'bugTypes',
      'Questions by bug type',
      'The bug type ReproLens assigned; “not a bug report” gets no verdict.',
      'Bug type',
      findings.byBugType,
    ),
    countTable(
      'grades',
      'Grades',
      'The reproducibility grade of each bug report; “no verdict” counts the questions that are not bug reports.',
      'Grade',
      findings.byGrade,
    ),
    {
      id: 'itemsOverall',
      title: 'Checklist items, all bug reports',
      head: ['Item', ...STATUS_HEAD],
      rows: shares('overall').map((row) => [itemTitle(row.item), ...statusCells(row)]),
      note: `Over the ${findings.bugReports} bug reports (questions with a verdict): each cell is the share with the item in that status (their number in brackets).`,
    },
    itemsTable('itemsByFramework', 'Checklist items by framework', 'Framework', shares('framework')),
    itemsTable('itemsByBugType', 'Checklist items by bug type', 'Bug type', shares('bug_type')),
    {
      id: 'mostMissing',
      title: 'Items missing most often, by bug type',
      note: 'For each bug type, the items most often missing: the share of its bug reports where the item applies (status other than “does not apply”) that lack it.',
      head: ['Bug type', 'Bug reports', 'Most often missing', 'Second', 'Third'],
      rows: findings.mostMissing.map((type) => [
        type.label,
        String(type.n),
        ...[0, 1, 2].map((i) => {
          const item = type.items[i];
          return item ? `${itemTitle(item.item)}: ${percent(item.share)} (${item.absent} of ${item.applicable})` : '—';
        }),
      ]),
    },
    {
      id: 'study',
      title: 'Beside the study’s own figures',
      note: `${STUDY_SOURCE}. Their Yes/No label for a piece of information compares to the item being present or partial (partial: the information is there, if incomplete), over the bug reports of the groups pooled for it; the study merged TensorFlow and Keras, and its 4 “Mixed Bug” rows have no counterpart. The study’s sample is of bugs it could try to reproduce, so the shares compare the information given, not the populations.`,
      head: ['Study group', 'Compared with', 'Item (study’s label)', 'Study: Yes', 'These questions: present or partial'],
      rows: findings.comparison.map(studyRow),
    },
    countTable(
      'tags',
      `Most common tags (top ${findings.topTags.length})`,
      'Share of all questions carrying the tag (a question has several).',
      'Tag',
      findings.topTags,
    ),
  ];
}
