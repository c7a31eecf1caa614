// `reprolens score`: one Stack Exchange record or GitHub issue record (routed by its shape) per input line in, one `toScoreLine` JSON line per question out, with
// the verdict the extension shows for it (the default settings: every item checked).
import { isGitHubIssueRecord, issueUrl, readGitHubIssueRecord } from '../lib/readers/githubIssueApi';
import { ReaderError } from '../lib/readers/readerError';
import { readStackExchangeApiQuestion } from '../lib/readers/stackExchangeApi';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { decide, toScoreLine, toScoreRecord } from '../lib/verdict';
import { shortMessage } from './errors';
import type { CliIo, OutputStream } from './io';
import { columnsOf, messageRows } from './terminalRow';
import { jsonSafe } from './terminalText';

export type LineResult = { kind: 'scored'; output: string } | { kind: 'skipped'; message: string } | { kind: 'crashed'; message: string };

export interface ScoreSummary {
  scored: number;
  skipped: number;
  crashed: number;
}

/** Why a parsed line cannot be a question, or null when it has what a question needs. */
export function missingQuestionFields(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'not a JSON object';
  const fields = record as Record<string, unknown>;
  const body = fields.body_html ?? fields.body ?? fields.body_markdown;
  if (typeof fields.title !== 'string' || !fields.title.trim()) return 'no title';
  if (typeof body !== 'string' || !body.trim()) return 'no body';
  return null;
}

export function scoreLine(line: string): LineResult {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch (error) {
    // Node 24 ends JSON.parse's message with "(line 1 column N)": after the file's line number given before it, a
    // second line number misleads, and the message is the same on every supported Node without it.
    const message = error instanceof Error ? error.message.replace(/ \(line \d+ column \d+\)$/, '') : error;
    return { kind: 'skipped', message: `not JSON (${shortMessage(message, 80)})` };
  }
  const missing = missingQuestionFields(record);
  if (missing) return { kind: 'skipped', message: `not a question: ${missing}` };
  try {
    if (isGitHubIssueRecord(record)) return { kind: 'scored', output: scoreGitHubIssue(record) };
    return { kind: 'scored', output: toScoreLine(decide(readStackExchangeApiQuestion(record), DEFAULT_SETTINGS)) };
  } catch (error) {
    if (error instanceof ReaderError) return { kind: 'skipped', message: `not a question: ${error.message}` };
    // One bad question must not cost the other 800 their scores; the exit code still says 70.
    return { kind: 'crashed', message: `internal error: ${shortMessage(error)}` };
  }
}

/** A GitHub issue's score line: `question_id` is the issue number (so id-keyed scorers work), `url` its page. */
function scoreGitHubIssue(record: unknown): string {
  const { question_id, ...rest } = toScoreRecord(decide(readGitHubIssueRecord(record), DEFAULT_SETTINGS));
  return JSON.stringify({ question_id, url: issueUrl(record), ...rest });
}

export function scoreJsonl(name: string, text: string, io: CliIo): ScoreSummary {
  const lines = text.split('\n');
  const total = lines.filter((l) => l.trim()).length;
  const progress = io.stderr.isTTY ? progressBar(io.stderr, total) : null;
  const summary: ScoreSummary = { scored: 0, skipped: 0, crashed: 0 };
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const result = scoreLine(line);
    if (result.kind === 'scored') {
      if (io.stdout.isTTY) progress?.clear(); // both on one terminal: keep the bar off the output lines
      io.stdout.write(`${jsonSafe(result.output)}\n`); // C1 and bidi in a title stay escaped (hostile review C3)
      summary.scored += 1;
    } else {
      progress?.clear();
      // The message quotes the line (JSON.parse's excerpt, a reader's id): raw, it would reach the terminal (C2); in rows
      // that each open with "reprolens: ", so no quoted text starts a row of its own (hostile review 2026-12-04).
      io.stderr.write(messageRows('reprolens: ', `${name} line ${index + 1}: ${result.message}`, columnsOf(io.stderr)));
      summary[result.kind] += 1;
    }
    progress?.advance();
  });
  progress?.clear();
  if (summary.skipped || summary.crashed)
    io.stderr.write(`reprolens: scored ${summary.scored} of ${total} lines; ${summary.skipped + summary.crashed} not scored\n`);
  return summary;
}

/** A one-line bar redrawn in place, at most every 100 ms: only ever drawn on a terminal. */
function progressBar(stream: OutputStream, total: number) {
  let done = 0;
  let lastDraw = 0;
  const width = 30;
  const draw = () => {
    const filled = total ? Math.round((done / total) * width) : width;
    stream.write(`\r${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total} questions`);
  };
  return {
    advance() {
      done += 1;
      const now = performance.now();
      if (now - lastDraw > 100 || done === total) {
        lastDraw = now;
        draw();
      }
    },
    clear() {
      stream.write('\r\x1b[K');
    },
  };
}
