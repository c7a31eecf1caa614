// One parsed input record → its score line: the scoring every input format shares (JSON lines, SEDE CSV rows and
// data-dump rows are all turned into the record shapes below first) and the worker threads run. The record is a Stack
// Exchange API question item or a GitHub issue record (routed by its shape); the verdict is the extension's for it
// with the default settings (every item checked).
import { isGitHubIssueRecord, issueUrl, readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { ReaderError } from '../../lib/readers/readerError';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { Question } from '../../lib/question';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreRecord } from '../../lib/verdict';
import { shortMessage } from '../errors';

export type LineResult = { kind: 'scored'; output: string } | { kind: 'skipped'; message: string } | { kind: 'crashed'; message: string };

/** Why a parsed record cannot be a question, or null when it has what a question needs. */
export function missingQuestionFields(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return 'not a JSON object';
  const fields = record as Record<string, unknown>;
  const body = fields.body_html ?? fields.body ?? fields.body_markdown;
  if (typeof fields.title !== 'string' || !fields.title.trim()) return 'no title';
  if (typeof body !== 'string' || !body.trim()) return 'no body';
  return null;
}

export function scoreRecord(record: unknown): LineResult {
  const missing = missingQuestionFields(record);
  if (missing) return { kind: 'skipped', message: `not a question: ${missing}` };
  try {
    if (isGitHubIssueRecord(record)) return { kind: 'scored', output: scoreGitHubIssue(record) };
    const question = readStackExchangeApiQuestion(record);
    const line = { ...toScoreRecord(decide(question, DEFAULT_SETTINGS)), ...datasetFields(record, question) };
    return { kind: 'scored', output: JSON.stringify(line) };
  } catch (error) {
    if (error instanceof ReaderError) return { kind: 'skipped', message: `not a question: ${error.message}` };
    // One bad question must not cost the others their scores; the exit code still says 70.
    return { kind: 'crashed', message: `internal error: ${shortMessage(error)}` };
  }
}

/** A GitHub issue's score line: `question_id` is the issue number (so id-keyed scorers work), `url` its page. */
function scoreGitHubIssue(record: unknown): string {
  const question = readGitHubIssueRecord(record);
  const { question_id, ...rest } = toScoreRecord(decide(question, DEFAULT_SETTINGS));
  return JSON.stringify({ question_id, url: issueUrl(record), ...rest, ...datasetFields(record, question) });
}

/**
 * What a dataset's report groups by, after the verdict's fields: when the question was asked (ISO 8601, UTC; the
 * Stack Exchange API's `creation_date` is in seconds, the corpus exports' an ISO string, GitHub's `created_at` an ISO
 * string) and its tags as read.
 */
function datasetFields(record: unknown, question: Question): { created: string | null; tags: string[] } {
  const { creation_date: seconds, created_at: stamp } = record as { creation_date?: unknown; created_at?: unknown };
  const time = typeof seconds === 'number' ? seconds * 1000 : Date.parse(String(typeof seconds === 'string' ? seconds : stamp));
  // new Date(t).toISOString() throws beyond ±8.64e15 ms: such a date is as unknown as a missing one.
  const created = Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time).toISOString() : null;
  return { created, tags: question.tags };
}
