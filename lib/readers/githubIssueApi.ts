// Reads a GitHub REST API issue record (`GET /repos/{owner}/{repo}/issues/{number}`, or a one-line copy of one
// such as tests/fixtures/tf/tensorflow-silent-bugs.jsonl) into the one Question model. The body is GitHub-flavoured
// markdown, read by the same markdown reader as a Stack Overflow draft (fences with their language, `<details>`,
// inline HTML), after the issue template's own words are taken out (githubIssueTemplate.ts); labels go where tags go, so the framework classifier
// and the version rules read "TF 2.0" / "comp:keras" as they read Stack Overflow tags.
//
// Which records are issues is decided from the record's shape (isGitHubIssueRecord), never from its content.

import type { Question } from '../question';
import { plainHttpsUrl } from '../site/plainHttpsUrl';
import { withoutTemplateText } from './githubIssueTemplate';
import { repositoryTopicTags } from '../site/githubIssuePages';
import { ReaderError } from './readerError';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';

type ApiRecord = Record<string, unknown>;

function isRecord(value: unknown): value is ApiRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// `https://github.com/{owner}/{repo}/issues/{number}`, nothing after the number but an optional slash. Owner names
// are GitHub's (letters, digits, inner hyphens); repository names add `.` and `_`. Pull requests (`/pull/`),
// issue lists, comments (`#issuecomment-…`) and other hosts are not issue URLs.
const ISSUE_PATH = /^\/[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}\/issues\/(\d+)\/?$/;

/** The issue number when `url` is an https github.com issue page URL, else null. */
export function issueNumberFromUrl(url: unknown): number | null {
  const parsed = typeof url === 'string' ? plainHttpsUrl(url) : null;
  if (parsed === null || parsed.hostname !== 'github.com' || parsed.search || parsed.hash) return null;
  const match = ISSUE_PATH.exec(parsed.pathname);
  return match ? Number(match[1]) : null;
}

export const ISSUE_URL_EXAMPLES: readonly string[] = [
  'https://github.com/tensorflow/tensorflow/issues/32476',
  'https://github.com/keras-team/keras/issues/1/',
  'https://github.com/pytorch/pytorch.github.io/issues/12',
];

export const NOT_ISSUE_URL_EXAMPLES: readonly string[] = [
  'https://github.com/tensorflow/tensorflow/pull/32476',
  'https://github.com/tensorflow/tensorflow/issues',
  'https://github.com/tensorflow/tensorflow/issues/new',
  'https://github.com/tensorflow/tensorflow/issues/32476#issuecomment-531000000',
  'https://github.com/tensorflow/tensorflow/issues/32476/comments',
  'https://api.github.com/repos/tensorflow/tensorflow/issues/32476',
  'http://github.com/tensorflow/tensorflow/issues/32476',
  'https://gist.github.com/LukeBolly/0efeca3db275dee97c5f0fbf1f400b5a',
  'https://stackoverflow.com/questions/32476/title',
  'not a url',
];

/**
 * A record is a GitHub issue (or pull request) record when it carries an `html_url` on github.com with an issue
 * number, or the API's `number` + `repository_url` pair, and none of Stack Exchange's `question_id`. A pull request
 * answers true here so that readGitHubIssueRecord can say what it is.
 */
export function isGitHubIssueRecord(record: unknown): boolean {
  if (!isRecord(record) || record.question_id !== undefined) return false;
  if (issueNumberFromUrl(record.html_url) !== null) return true;
  if (record.pull_request !== undefined && isIssueNumber(record.number)) return true;
  return (
    isIssueNumber(record.number) &&
    typeof record.repository_url === 'string' &&
    record.repository_url.startsWith('https://api.github.com/repos/')
  );
}

function isIssueNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Label names: the REST API gives objects with `name`; exports (the fixture) keep just the names. */
function labelNames(labels: unknown): string[] {
  if (!Array.isArray(labels)) return [];
  const names: string[] = [];
  for (const label of labels) {
    const name = typeof label === 'string' ? label : isRecord(label) ? label.name : null;
    if (typeof name === 'string' && name.trim()) names.push(name.trim());
  }
  return names;
}

/** Reads one issue record (an object or its JSON text). */
export function readGitHubIssueRecord(input: unknown): Question {
  const record = parseIfText(input);
  if (!isRecord(record)) throw new ReaderError('not a GitHub issue record: expected an object');
  const number = isIssueNumber(record.number) ? record.number : issueNumberFromUrl(record.html_url);
  if (record.pull_request !== undefined || (typeof record.html_url === 'string' && record.html_url.includes('/pull/'))) {
    throw new ReaderError(`GitHub record ${number ?? '?'} is a pull request, not an issue`);
  }
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  const body = typeof record.body === 'string' ? record.body : '';
  if (!title) throw new ReaderError(`GitHub issue ${number ?? '?'} has no title`);
  if (!body.trim()) throw new ReaderError(`GitHub issue ${number ?? '?'} has no body (the API gives null for an empty one)`);
  // The bug template's own words are not the asker's (codebook: judge only what the asker wrote).
  const url = issueUrl(record);
  const question = readStackOverflowMarkdown(withoutTemplateText(body), {
    site: 'github',
    id: number,
    title,
    tags: [...labelNames(record.labels), ...(url ? repositoryTopicTags(url) : [])],
    source: 'api',
  });
  return url === null ? question : { ...question, url };
}

/** The record's `html_url` when it is an issue URL (for the score line), else null. */
export function issueUrl(record: unknown): string | null {
  return isRecord(record) && issueNumberFromUrl(record.html_url) !== null ? (record.html_url as string) : null;
}

function parseIfText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    throw new ReaderError('not a GitHub issue record: the text is not valid JSON');
  }
}
