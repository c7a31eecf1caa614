// `reprolens report --format csv`: everything the report counts as one tidy table (one observation a row) for R,
// pandas or a spreadsheet: dimension, group, item, status, count, share. Pure.
//   dimension  framework | year | bug_type | grade | tag       questions counted by that value (item, status empty;
//                                                              share of all questions)
//              overall | framework | bug_type with an item     bug reports with the item in that status (share of
//                                                              the group's bug reports)
//              missing_by_bug_type                             status "absent": share of the type's bug reports where
//                                                              the item applies
//              study_overall | study_framework | study_bug_type   the study's figures, its own group names: status
//                                                              "rows" (its bugs in the group), "yes" (label Yes)
import type { Findings } from './findings';
import { STUDY_BY_BUG_TYPE, STUDY_BY_FRAMEWORK, STUDY_OVERALL, type StudyGroup, type StudyItem } from './studyFigures';
import { STATUSES } from './tally';

export const CSV_HEAD = ['dimension', 'group', 'item', 'status', 'count', 'share'];

/**
 * RFC 4180 quoting, and a text cell that a spreadsheet would run as a formula (starting = + - @, tab or CR: OWASP's
 * "CSV injection") gets a leading apostrophe, so a hostile tag stays text.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A share as a plain decimal, six places: enough for a million questions, and stable across runs. */
const shareValue = (share: number) => Number(share.toFixed(6));

function studyRows(dimension: string, groups: StudyGroup[]): (string | number)[][] {
  return groups.flatMap((group) => [
    [dimension, group.label, '', 'rows', group.n, 1],
    ...(Object.keys(group.yes) as StudyItem[]).map((item) => [
      dimension,
      group.label,
      item,
      'yes',
      group.yes[item],
      shareValue(group.yes[item] / group.n),
    ]),
  ]);
}

export function csvReport(findings: Findings): string {
  const rows: (string | number)[][] = [
    ...findings.byFramework.map((row) => ['framework', row.key, '', '', row.count, shareValue(row.share)]),
    ...findings.byYear.map((row) => ['year', row.key, '', '', row.count, shareValue(row.share)]),
    ...findings.byBugType.map((row) => ['bug_type', row.key, '', '', row.count, shareValue(row.share)]),
    ...findings.byGrade.map((row) => ['grade', row.key, '', '', row.count, shareValue(row.share)]),
    ...findings.topTags.map((row) => ['tag', row.key, '', '', row.count, shareValue(row.share)]),
    ...findings.itemShares.flatMap((row) =>
      STATUSES.map((status) => [
        row.dimension,
        row.group,
        row.item,
        status,
        row.counts[status],
        shareValue(row.n ? row.counts[status] / row.n : 0),
      ]),
    ),
    ...findings.mostMissing.flatMap((type) =>
      type.items.map((item) => ['missing_by_bug_type', type.bugType, item.item, 'absent', item.absent, shareValue(item.share)]),
    ),
    ...studyRows('study_overall', [STUDY_OVERALL]),
    ...studyRows('study_framework', STUDY_BY_FRAMEWORK),
    ...studyRows('study_bug_type', STUDY_BY_BUG_TYPE),
  ];
  return `${[CSV_HEAD, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
