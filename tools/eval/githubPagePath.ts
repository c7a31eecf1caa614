// The GitHub page path against the API path on the 77 TensorFlow issues: `npm run eval` reads them through the
// GitHub page path (assembled pages) as well as through the API JSON, and shows both agree (docs/accuracy.md,
// "TensorFlow GitHub issues: the page path against the API path"). For each record: the page GitHub would show for
// it is assembled in memory
// (tools/fixtures/assembleGitHubIssuePage.ts, on the saved 2026-03 React viewer page), parsed by linkedom as the CLI
// parses a saved page, read by readGitHubIssuePage and judged by decide(); the record itself is read by
// readGitHubIssueRecord and judged alike. The verdicts are compared field by field.

import { parseHTML } from 'linkedom';
import type { Block, Question } from '../../lib/question';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { readGitHubIssuePage } from '../../lib/readers/githubIssuePage';
import { ITEM_IDS } from '../../lib/checklist';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, type JudgedVerdict } from '../../lib/verdict';
import { assembleGitHubIssuePage, type GitHubIssueRecord } from '../fixtures/assembleGitHubIssuePage';

export interface PathDifference {
  issue: number;
  /** `state`, `score`, `grade`, `bug_type`, `is_bug_report`, `framework` or `items.<id>`. */
  field: string;
  page: string;
  api: string;
}

export interface PathComparison {
  total: number;
  identical: number;
  differences: PathDifference[];
  /** Records whose two whole verdicts serialise alike (evidence offsets, deductions and suggestions included). */
  wholeVerdictsIdentical: number;
  /** Records whose two questions have the same blocks (kind, text, code language, link targets, image sources). */
  sameBlocks: number;
  /** Where the others first differ, one line each (`#27649 block 1 code language: page shell, API bash`). */
  blockDifferences: string[];
}

/** The verdict fields compared: the state, the score and grade, the report's type facts and every item's status. */
export function verdictFields(verdict: JudgedVerdict): Record<string, string> {
  const { report } = verdict;
  const scored = verdict.state === 'verdict';
  const fields: Record<string, string> = {
    state: verdict.state === 'verdict' ? 'verdict' : `quiet: ${verdict.reason}`,
    score: scored ? String(verdict.score) : 'null',
    grade: scored ? verdict.grade : 'null',
    bug_type: String(report.bug_type),
    is_bug_report: String(report.is_bug_report),
    framework: String(report.framework),
  };
  for (const id of ITEM_IDS) fields[`items.${id}`] = report.items[id].status;
  return fields;
}

function readPagePath(hostHtml: string, record: GitHubIssueRecord): Question {
  const { document } = parseHTML(assembleGitHubIssuePage(hostHtml, record));
  return readGitHubIssuePage(document as unknown as Document, record.html_url);
}

/** Where two block lists first differ, in words; null when they are the same. */
export function firstBlockDifference(page: Block[], api: Block[]): string | null {
  for (let i = 0; i < Math.max(page.length, api.length); i++) {
    const a = page[i];
    const b = api[i];
    if (!a || !b) return `block count: page ${page.length}, API ${api.length}`;
    if (a.kind !== b.kind) return `block ${i} kind: page ${a.kind}, API ${b.kind}`;
    if (a.kind === 'code' && b.kind === 'code' && a.lang !== b.lang) return `block ${i} code language: page ${a.lang}, API ${b.lang}`;
    if (a.text !== b.text) return `block ${i} text`;
    const targets = (block: Block) =>
      JSON.stringify(block.kind === 'image' ? block.src : 'links' in block ? block.links.map((l) => l.href) : []);
    if (targets(a) !== targets(b)) return `block ${i} links: page ${targets(a)}, API ${targets(b)}`;
  }
  return null;
}

/** Every record of `recordsText` (JSON lines) through both paths. */
export function compareGitHubPaths(hostHtml: string, recordsText: string): PathComparison {
  const records = recordsText
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GitHubIssueRecord);
  const differences: PathDifference[] = [];
  const blockDifferences: string[] = [];
  let identical = 0;
  let wholeVerdictsIdentical = 0;
  for (const record of records) {
    const pageQuestion = readPagePath(hostHtml, record);
    const apiQuestion = readGitHubIssueRecord(record);
    const blocks = firstBlockDifference(pageQuestion.blocks, apiQuestion.blocks);
    if (blocks) blockDifferences.push(`#${record.number} ${blocks}`);
    const pageVerdict = decide(pageQuestion, DEFAULT_SETTINGS);
    const apiVerdict = decide(apiQuestion, DEFAULT_SETTINGS);
    if (JSON.stringify(pageVerdict) === JSON.stringify(apiVerdict)) wholeVerdictsIdentical++;
    const page = verdictFields(pageVerdict);
    const api = verdictFields(apiVerdict);
    const differing = Object.keys(api).filter((field) => page[field] !== api[field]);
    if (!differing.length) identical++;
    for (const field of differing) differences.push({ issue: record.number, field, page: page[field], api: api[field] });
  }
  const sameBlocks = records.length - blockDifferences.length;
  return { total: records.length, identical, differences, wholeVerdictsIdentical, sameBlocks, blockDifferences };
}

/** "GitHub page path vs API path: N/77 identical verdicts", then one line per difference. */
export function pathComparisonLines(comparison: PathComparison): string[] {
  return [
    `GitHub page path vs API path: ${comparison.identical}/${comparison.total} identical verdicts`,
    ...comparison.differences.map((d) => `- #${d.issue} ${d.field}: page ${d.page}, API ${d.api}`),
  ];
}

/** The docs/accuracy.md section: the agreement line, every verdict difference, and where blocks differ. */
export function renderGitHubPagePathSection(recordsPath: string, hostPage: string, comparison: PathComparison): string[] {
  const { total, sameBlocks, blockDifferences, differences } = comparison;
  return [
    '## TensorFlow GitHub issues: the page path against the API path',
    '',
    `The same ${total} records of \`${recordsPath}\`, each also read from the page GitHub shows for it:`,
    'its markdown rendered as GitHub renders it and put into the saved 2026-03 React issue viewer page',
    `\`${hostPage}\` (\`tools/fixtures/assembleGitHubIssuePage.ts\`, in memory), parsed by`,
    'linkedom as `reprolens check` parses a saved page, and read by `readGitHubIssuePage`. Each page verdict is compared',
    "with the API record's: state, score, grade, bug type, bug report, framework and every item status.",
    '',
    ...pathComparisonLines(comparison),
    ...(differences.length ? [] : ['', 'No verdict field differs.']),
    '',
    `Whole verdicts (evidence offsets, deductions and suggestions included) serialise alike for ${comparison.wholeVerdictsIdentical}/${total} records.`,
    '',
    `Blocks (kind, text, code language, link targets): the same for ${sameBlocks}/${total} records.` +
      (blockDifferences.length ? ' Where the others first differ:' : ''),
    '',
    ...blockDifferences.map((line) => `- ${line}`),
    ...(blockDifferences.length
      ? ['', "A page shows GitHub's linguist name for a fence word (a `bash` fence is highlighted as `shell`).", '']
      : []),
  ];
}
