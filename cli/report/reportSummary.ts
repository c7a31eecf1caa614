// The report's opening sentence, the same in every format. Pure.
import type { Findings } from './findings';

export function summaryLine(findings: Findings, skipped: number): string {
  const notCounted = skipped ? `; ${skipped} line${skipped === 1 ? '' : 's'} not score lines, not counted` : '';
  return `${findings.questions} questions scored by ReproLens, ${findings.bugReports} of them bug reports with a verdict${notCounted}.`;
}
