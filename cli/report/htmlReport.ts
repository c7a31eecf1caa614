// `reprolens report` (HTML, the default): one self-contained page — inline CSS, the charts as inline SVG drawn in Node
// (./charts.ts), every number also in a table. No script, no stylesheet or font from elsewhere: it opens offline, in
// a mail attachment or a paper's supplement. Every text from the input is escaped (entities' escapeUTF8: & < > " ').
import { escapeUTF8 } from 'entities';
import type { TopLevelSpec } from 'vega-lite';
import { chartSvg, countChart, statusChart } from './charts';
import type { Findings } from './findings';
import { summaryLine } from './reportSummary';
import { type ReportTable, reportTables, type TableId } from './reportTables';

const STYLE = `
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f23; margin: 0 auto;
  max-width: 1180px; padding: 24px; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #d0d7de; }
.note { color: #57606a; } figure { margin: 12px 0; overflow-x: auto; } svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; margin: 8px 0 16px; font-size: 13px; }
th, td { border: 1px solid #d0d7de; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; } td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.pair { display: flex; flex-wrap: wrap; gap: 8px 32px; align-items: flex-start; }
`;

/** The charts drawn above a table, by the table they draw. */
function chartSpecs(findings: Findings): Partial<Record<TableId, TopLevelSpec>> {
  const shares = (dimension: string) => findings.itemShares.filter((row) => row.dimension === dimension);
  return {
    frameworks: countChart(findings.byFramework, 'Framework'),
    years: countChart(findings.byYear, 'Year', true),
    bugTypes: countChart(findings.byBugType, 'Bug type'),
    grades: countChart(findings.byGrade, 'Grade', true),
    itemsOverall: statusChart(shares('overall')),
    itemsByFramework: statusChart(shares('framework'), true),
    itemsByBugType: statusChart(shares('bug_type'), true),
  };
}

const NUMERIC = /^[\d.]+( %)?( \(\d+( of \d+)?\))?$|^—$/;

function htmlTable(table: ReportTable): string {
  const head = table.head.map((cell) => `<th scope="col">${escapeUTF8(cell)}</th>`).join('');
  const cell = (text: string) => `<td${NUMERIC.test(text) ? ' class="n"' : ''}>${escapeUTF8(text)}</td>`;
  const rows = table.rows.length
    ? table.rows.map((cells) => `<tr>${cells.map(cell).join('')}</tr>`)
    : [`<tr><td colspan="${table.head.length}">none</td></tr>`];
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

async function section(table: ReportTable, spec: TopLevelSpec | undefined): Promise<string> {
  const figure = spec ? `<figure aria-label="${escapeUTF8(table.title)}">${await chartSvg(spec)}</figure>\n` : '';
  // A short table sits beside its chart; the long ones (a row per group and item) below it.
  const body = table.rows.length <= 12 ? `<div class="pair">\n${figure}${htmlTable(table)}\n</div>` : `${figure}${htmlTable(table)}`;
  return `<section id="${table.id}">\n<h2>${escapeUTF8(table.title)}</h2>\n<p class="note">${escapeUTF8(table.note)}</p>\n${body}\n</section>`;
}

export async function htmlReport(name: string, findings: Findings, skipped: number): Promise<string> {
  const specs = chartSpecs(findings);
  const sections: string[] = [];
  // One chart at a time: each render is short, and a tally of millions of questions still draws the same few bars.
  for (const table of reportTables(findings)) sections.push(await section(table, specs[table.id]));
  const title = `ReproLens report: ${name}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeUTF8(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeUTF8(title)}</h1>
<p>${escapeUTF8(summaryLine(findings, skipped))}</p>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
