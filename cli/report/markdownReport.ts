// `reprolens report --format md`: the report's tables as GitHub-flavoured markdown, for a paper or a README. Cells hold
// text from the input (tags, framework names): escaped so none becomes markup, a link or an HTML element. Pure.
import { summaryLine } from './reportSummary';
import type { Findings } from './findings';
import { type ReportTable, reportTables } from './reportTables';

/** Markdown's punctuation backslash-escaped (CommonMark §2.4), `<>&` as entities (no inline HTML), one line. */
export function markdownText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]|#~!]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function markdownTable(table: ReportTable): string[] {
  const row = (cells: string[]) => `| ${cells.map(markdownText).join(' | ')} |`;
  const numeric = (column: number) =>
    table.rows.length > 0 && table.rows.every((cells) => /^[\d.]+( %)?( \(\d+( of \d+)?\))?$|^—$/.test(cells[column]));
  const rule = `|${table.head.map((_, i) => (numeric(i) ? ' ---: ' : ' --- ')).join('|')}|`;
  const body = table.rows.length ? table.rows.map(row) : [row(table.head.map((_, i) => (i === 0 ? 'none' : '')))];
  return [`## ${markdownText(table.title)}`, '', markdownText(table.note), '', row(table.head), rule, ...body, ''];
}

export function markdownReport(name: string, findings: Findings, skipped: number): string {
  const lines = [`# ReproLens report: ${markdownText(name)}`, '', markdownText(summaryLine(findings, skipped)), ''];
  for (const table of reportTables(findings)) lines.push(...markdownTable(table));
  return `${lines.join('\n')}`;
}
