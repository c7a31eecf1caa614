// Renders a verdict as a linter-style text report for `reprolens check`, or as its JSON (--json). Pure: data in, text out.
import { ITEM_TEXTS, STATUS_NAMES, STATUS_SYMBOLS } from '../lib/items/shared/texts';
import { distinctEvidence } from '../lib/items/shared/evidence';
import { BUG_TYPE_NAMES } from '../lib/bugTypeNames';
import { TITLE_BLOCK, type Evidence } from '../lib/question';
import { ITEM_IDS, type ItemId, type ItemJudgment, type ItemStatus, type Suggestion } from '../lib/checklist';
import type { Report } from '../lib/report';
import type { GradeLetter } from '../lib/score';
import { pointsLostText } from '../lib/pointsLost';
import { statedVersions } from '../lib/items/environment';
import type { Deduction } from '../lib/scoreDeductions';
import type { JudgedVerdict, NoScoreReason } from '../lib/verdict';
import { ANSWERABLE_SENTENCE, COULD_ALSO_ADD, NO_SCORE, noteText } from '../lib/verdictTexts';
import { fitCode, fitText, flatText, labelledRows, UNKNOWN_COLUMNS } from './terminalRow';
import { terminalLine } from './terminalText';

export interface Palette {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  red(text: string): string;
  cyan(text: string): string;
}

const ansi = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;

export const COLOURS: Palette = {
  bold: ansi(1, 22),
  dim: ansi(2, 22),
  green: ansi(32, 39),
  yellow: ansi(33, 39),
  red: ansi(31, 39),
  cyan: ansi(36, 39),
};

const plain = (text: string) => text;
export const NO_COLOURS: Palette = { bold: plain, dim: plain, green: plain, yellow: plain, red: plain, cyan: plain };

/** Colours only for a person at a terminal who has not opted out (https://no-color.org). */
export function paletteFor(stdoutIsTty: boolean, env: Record<string, string | undefined>): Palette {
  return stdoutIsTty && !env.NO_COLOR ? COLOURS : NO_COLOURS;
}

/** The status words pad to the longest, so every item's reason starts in one column. */
const STATUS_WIDTH = Math.max(...Object.values(STATUS_NAMES).map((word) => word.length)) + 1;

/**
 * Question text is untrusted: a title or excerpt could carry terminal escape sequences, bidi overrides or a newline
 * that forges a report line (hostile review C1, C4). Every such character is shown as `\u{hex}` (terminalText.ts).
 * On a report line it is also fitted to the terminal (terminalRow.ts): padded with blanks past the edge, it would
 * start a row of its own in the terminal's soft wrap (hostile review 2026-12-04).
 */
export const printable = terminalLine;

/** `label` (ReproLens's, plain) then question text in rows that fit `columns` (terminalRow.ts labelledRows). */
const row = labelledRows;

/** One line of at most `max` characters: evidence excerpts are often multi-line code. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The report for a terminal `columns` wide (UNKNOWN_COLUMNS for a pipe): each line that holds question text fits it,
 * question text in visible quotes or after a label; only ReproLens's own sentences (the verdict, why it matters, the
 * verdict's notes) may be longer and wrap.
 */
export function formatCheckReport(verdict: JudgedVerdict, palette: Palette, columns = UNKNOWN_COLUMNS): string {
  const { report } = verdict;
  return `${[
    ...headerLines(verdict, palette, columns),
    '',
    palette.bold('Checklist'),
    ...ITEM_IDS.flatMap((id) => itemLines(id, report.items[id], palette, columns)),
    ...suggestionSection(verdict, palette, columns),
    ...notesSection(verdict, palette, columns),
  ].join('\n')}\n`;
}

/** What `check --json` prints: the report with the verdict's outcome beside it. */
export type CheckJson = Report & {
  verdict: JudgedVerdict['state'];
  no_score: NoScoreReason | null;
  score: number | null;
  grade: GradeLetter | null;
  grade_name: string | null;
  /** Every point lost, with its reason (empty without a score). */
  deductions: Deduction[];
};

/** `check --json`: the report with the verdict's outcome, in the report's field order; notes include the verdict's. */
export function checkJson(verdict: JudgedVerdict): CheckJson {
  const { items, suggestions, notes: _notes, ...head } = verdict.report;
  const scored = verdict.state === 'verdict';
  return {
    ...head,
    verdict: verdict.state,
    no_score: scored ? null : verdict.reason,
    score: scored ? verdict.score : null,
    grade: scored ? verdict.grade : null,
    grade_name: scored ? verdict.gradeName : null,
    deductions: scored ? verdict.deductions : [],
    items,
    suggestions,
    notes: allNotes(verdict),
  };
}

/** The reader's and engine's notes on the question, then the verdict's. */
function allNotes(verdict: JudgedVerdict): string[] {
  return [...verdict.report.notes, ...(verdict.state === 'verdict' ? verdict.notes.map(noteText) : [])];
}

function headerLines(verdict: JudgedVerdict, palette: Palette, columns: number): string[] {
  const { report } = verdict;
  const title = flatText(report.title);
  const address = report.url === null ? `https://stackoverflow.com/q/${report.question_id}` : report.url;
  const id =
    report.question_id === null ? row('  question    ', 'none', columns) : row(`  question    ${report.question_id}  `, address, columns);
  // Each version once (a post may state "tensorflow 1.14" five times); the JSON keeps every mention.
  const versions = statedVersions(report.versions)
    .map((v) => `${v.name} ${v.version}`)
    .join(', ');
  const framework = [report.framework, versions && `(${versions})`, report.apiEra && `[${report.apiEra} API]`].filter(Boolean).join(' ');
  // Plain words first (no jargon for a reader), the JSON key after them for researchers who filter on it.
  const bug = report.is_bug_report ? `yes — ${BUG_TYPE_NAMES[report.bug_type]} (${report.bug_type})` : 'no';
  return [
    palette.bold(title ? row('ReproLens · “', `${title}”`, columns) : 'ReproLens · (untitled)'),
    id,
    row('  framework   ', framework, columns),
    `  bug report  ${bug}`,
    `  verdict     ${verdictText(verdict, palette)}`,
    ...(verdict.state === 'verdict'
      ? verdict.deductions.map((d) => palette.dim(row(`              ${pointsLostText(d.points).padStart(6)}  `, d.text, columns)))
      : []),
  ];
}

function verdictText(verdict: JudgedVerdict, palette: Palette): string {
  if (verdict.state === 'verdict') return palette.bold(`score ${verdict.score} · grade ${verdict.grade} (${verdict.gradeName})`);
  return palette.dim(NO_SCORE[verdict.reason].line);
}

function statusColour(status: ItemStatus, palette: Palette): (text: string) => string {
  if (status === 'present') return palette.green;
  if (status === 'partial') return palette.yellow;
  if (status === 'absent') return palette.red;
  return palette.dim;
}

function itemLines(id: ItemId, judgment: ItemJudgment, palette: Palette, columns: number): string[] {
  const colour = statusColour(judgment.status, palette);
  const [symbol, name, word] = [
    STATUS_SYMBOLS[judgment.status],
    ITEM_TEXTS[id].title.padEnd(20),
    STATUS_NAMES[judgment.status].padEnd(STATUS_WIDTH),
  ];
  const label = `  ${symbol} ${name}${word} `;
  // The reason may name things from the question's code ("Names used but never defined: …").
  const rows = row(label, judgment.reason, columns);
  return [
    `  ${colour(symbol)} ${name}${colour(word)} ${rows.slice(label.length)}`,
    ...distinctEvidence(judgment.evidence)
      .slice(0, 3)
      .map((evidence) => evidenceLine(evidence, palette, columns)),
  ];
}

/** At most 100 columns of excerpt in its quotes (an excerpt, cut with "…"), then its note; in rows that fit `columns`. */
function evidenceLine(evidence: Evidence, palette: Palette, columns: number): string {
  const where = evidence.block === TITLE_BLOCK ? 'title' : `block ${evidence.block + 1}`;
  const excerpt = fitText(evidence.excerpt.replace(/\s+/g, ' '), 100);
  return palette.dim(row(`      ${where}: “`, evidence.note ? `${excerpt}” — ${evidence.note}` : `${excerpt}”`, columns));
}

/**
 * The decisive asks under "Suggestions" (a scored question without one is answerable as it stands), the others
 * under "Could also add": they would not change the diagnosis.
 */
function suggestionSection(verdict: JudgedVerdict, palette: Palette, columns: number): string[] {
  const { suggestions } = verdict.report;
  const decisive = suggestions.filter((s) => s.decisive);
  const lines: string[] = [];
  if (decisive.length) lines.push('', palette.bold('Suggestions'), ...suggestionLines(decisive, palette, columns));
  else if (verdict.state === 'verdict') lines.push('', palette.bold('Suggestions'), `  ${palette.green(ANSWERABLE_SENTENCE)}`);
  const also = suggestions.filter((s) => !s.decisive);
  if (also.length) lines.push('', palette.bold(COULD_ALSO_ADD), ...suggestionLines(also, palette, columns));
  return lines;
}

/** A suggestion's text and snippet may quote the question's own names; why it matters is the checklist's sentence. */
function suggestionLines(suggestions: Suggestion[], palette: Palette, columns: number): string[] {
  const lines: string[] = [];
  suggestions.forEach((suggestion, index) => {
    lines.push(row(`  ${index + 1}. [${ITEM_TEXTS[suggestion.item].title}] `, suggestion.text, columns));
    for (const snippetLine of suggestion.snippet.split('\n').filter((l) => l.trim()))
      lines.push(palette.cyan(`       ${fitCode(snippetLine, columns - 7)}`));
    if (suggestion.why) lines.push(palette.dim(`     why: ${printable(suggestion.why)}`));
  });
  return lines;
}

/** The reader's and engine's notes may quote the input: fitted; the verdict's own notes are ReproLens's sentences. */
function notesSection(verdict: JudgedVerdict, palette: Palette, columns: number): string[] {
  const own = verdict.state === 'verdict' ? verdict.notes.map(noteText) : [];
  if (!verdict.report.notes.length && !own.length) return [];
  return [
    '',
    palette.bold('Notes'),
    ...verdict.report.notes.map((note) => row('  · ', note, columns)),
    ...own.map((note) => `  · ${printable(note)}`),
  ];
}
