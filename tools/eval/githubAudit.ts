// The TensorFlow GitHub issues section of docs/accuracy.md. The issue's bar has a GitHub-issue set the engine never
// sees; no expert gold for any GitHub issue is in the corpus, so this reports the engine against two self-audits of
// the 77 issues of tests/fixtures/tf/ (judged under CODEBOOK.md before the engine's output was read; provenance in
// tests/fixtures/tf/PROVENANCE.md), in score_vs_gold.py's own table — and says plainly that it is not expert gold.
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine } from '../../lib/verdict';
import { computeGoldMetrics, formatGoldTable, parseGoldLines, parsePredictionLines } from './goldMetrics';

export interface GithubAudit {
  /** The audit file as shown in the report (e.g. `tests/fixtures/tf/audit-20.jsonl`). */
  name: string;
  goldText: string;
}

/** The engine's score line for every issue record line (a line that does not read is left out, as `score` skips it). */
export function scoreIssueRecords(recordsText: string): string[] {
  const lines: string[] = [];
  for (const line of recordsText.split('\n')) {
    if (!line.trim()) continue;
    try {
      lines.push(toScoreLine(decide(readGitHubIssueRecord(JSON.parse(line)), DEFAULT_SETTINGS)));
    } catch {
      // Not an issue record: `reprolens score` reports it on stderr; the audit counts it as missing.
    }
  }
  return lines;
}

/** Markdown lines: one score_vs_gold table per audit. */
export function renderGithubAuditSection(recordsPath: string, recordsText: string, audits: GithubAudit[]): string[] {
  const predictions = parsePredictionLines(scoreIssueRecords(recordsText).join('\n'));
  const tables = audits.flatMap((audit) => {
    const gold = parseGoldLines(audit.goldText);
    const table = formatGoldTable(computeGoldMetrics(gold, predictions.rows, predictions.badLines));
    return [
      `### \`${audit.name}\` (${gold.length} issues)`,
      '',
      '```',
      table.trimEnd(),
      '```',
      '',
      `\`python3 ../shared/tools/score_vs_gold.py --gold ${audit.name} --pred <(node bin/reprolens.mjs score ${recordsPath})\``,
      '',
    ];
  });
  return [
    '## TensorFlow GitHub issues: self-audits, not expert gold',
    '',
    `The 77 tensorflow/tensorflow issues of \`${recordsPath}\` (GitHub REST records, read by`,
    '`readGitHubIssueRecord`) against two disjoint self-audits: every 4th issue, and the ones after them, each judged',
    "under CODEBOOK.md by a ReproLens developer before reading the engine's output. They are not expert judgments:",
    'read the raw agreement (`agree`, the bar on unseen GitHub issues is 0.80 per item) as a check, not a measurement.',
    '',
    ...tables,
  ];
}
