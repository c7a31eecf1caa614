// The study's figures the report ships (cli/report/studyFigures.ts) recounted from the replication package's
// Dataset_Manual_Reproduction.csv, where the corpus is beside the repository.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STUDY_BY_BUG_TYPE, STUDY_BY_FRAMEWORK, STUDY_COLUMNS, STUDY_OVERALL, type StudyGroup } from '../../cli/report/studyFigures';
import { csvRecords } from '../../tools/eval/csvRows';

const CSV = new URL('../../../shared/corpus/stackoverflow/paper-2401.03069/Dataset_Manual_Reproduction.csv', import.meta.url);

function recount(rows: Array<Record<string, string>>): Omit<StudyGroup, 'label' | 'compares'> {
  const yes = (column: string) => rows.filter((row) => row[column] === 'Yes').length;
  return {
    n: rows.length,
    yes: { code: yes(STUDY_COLUMNS.code), environment: yes(STUDY_COLUMNS.environment), data: yes(STUDY_COLUMNS.data) },
    reproduced: yes('Reproducible?'),
  };
}

describe.skipIf(!existsSync(CSV))('report: the study’s figures, recounted from its CSV', () => {
  const rows = existsSync(CSV) ? csvRecords(readFileSync(CSV, 'utf8')) : [];
  const figures = ({ label, compares, ...counts }: StudyGroup) => counts;

  it('has its 102 bugs overall', () => {
    expect(rows).toHaveLength(102);
    expect(figures(STUDY_OVERALL)).toEqual(recount(rows));
  });

  it('by framework', () => {
    for (const group of STUDY_BY_FRAMEWORK)
      expect(figures(group), group.label).toEqual(recount(rows.filter((row) => row.Framework === group.label)));
    expect(STUDY_BY_FRAMEWORK.reduce((sum, group) => sum + group.n, 0)).toBe(102);
  });

  it('by bug type, all but the 4 "Mixed Bug" rows', () => {
    for (const group of STUDY_BY_BUG_TYPE)
      expect(figures(group), group.label).toEqual(recount(rows.filter((row) => row['Type of Bug'] === group.label)));
    expect(rows.filter((row) => row['Type of Bug'] === 'Mixed Bug')).toHaveLength(4);
    expect(STUDY_BY_BUG_TYPE.reduce((sum, group) => sum + group.n, 0)).toBe(98);
  });
});
