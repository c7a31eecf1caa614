// Reads Stack Exchange API v2.3 question records into Questions. Accepts:
// (a) an API question item: `question_id`, `title`, `tags`, `link`, HTML `body` (withbody filter) and/or
//     `body_markdown` (custom filter) — stack-overflow-dom.md §9;
// (b) a corpus JSONL record (corpus/stackoverflow/pytorch-2020.jsonl): the same fields with `body_html`;
// (c) an API response wrapper `{ items: [...] }`.
// The API returns `title` and `body_markdown` HTML-encoded (`&#39;`, `&quot;`, `&lt;`): both are decoded once here,
// and never inserted anywhere as HTML. Body HTML is preferred over markdown: it is what the page shows.

import type { Question } from '../question';
import { decodeHtmlEntities } from './htmlEntities';
import { ReaderError } from './readerError';
import { siteFromUrl } from './stackExchangeSite';
import { readStackOverflowBodyHtml } from './stackOverflowHtml';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';

type ApiRecord = Record<string, unknown>;

function isRecord(value: unknown): value is ApiRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON text (one JSONL line) or an already parsed value. */
function parseIfText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch {
    throw new ReaderError('not a Stack Exchange API record: the text is not valid JSON');
  }
}

/** The items of an API response; an API error object is reported with the API's own words. */
function responseItems(response: ApiRecord): unknown[] {
  if (response.error_id !== undefined) {
    const name = typeof response.error_name === 'string' ? response.error_name : 'error';
    const message = typeof response.error_message === 'string' ? `: ${response.error_message}` : '';
    throw new ReaderError(`the Stack Exchange API returned error ${String(response.error_id)} (${name})${message}`);
  }
  return Array.isArray(response.items) ? response.items : [];
}

/** Reads one question record, or the first item of an API response. */
export function readStackExchangeApiQuestion(record: unknown): Question {
  const value = parseIfText(record);
  if (isRecord(value) && ('items' in value || 'error_id' in value)) {
    const [first] = responseItems(value);
    if (first === undefined) throw new ReaderError('the Stack Exchange API response has no items');
    return readQuestionItem(first);
  }
  return readQuestionItem(value);
}

/** Reads every item of an API response (`/2.3/questions/{ids}` returns up to 100). */
export function readStackExchangeApiResponse(json: unknown): Question[] {
  const value = parseIfText(json);
  if (Array.isArray(value)) return value.map(readQuestionItem);
  if (!isRecord(value)) throw new ReaderError('not a Stack Exchange API response: expected an object with `items`');
  return responseItems(value).map(readQuestionItem);
}

function readQuestionItem(item: unknown): Question {
  if (!isRecord(item)) throw new ReaderError('not a Stack Exchange API question: expected an object');
  if (item.answer_id !== undefined) {
    throw new ReaderError(`API item ${String(item.answer_id)} is an answer, not a question`);
  }
  if (item.comment_id !== undefined) {
    throw new ReaderError(`API item ${String(item.comment_id)} is a comment, not a question`);
  }
  const title = typeof item.title === 'string' ? decodeHtmlEntities(item.title).trim() : '';
  const html = firstString(item.body, item.body_html);
  const markdown = firstString(item.body_markdown);
  if (!title && html === null && markdown === null) {
    throw new ReaderError('not a Stack Exchange API question: the record has neither a title nor a body');
  }
  const meta = {
    site: siteFromUrl(typeof item.link === 'string' ? item.link : null) || (typeof item.site === 'string' ? item.site : ''),
    id: readId(item.question_id),
    title,
    tags: Array.isArray(item.tags) ? item.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    source: 'api' as const,
  };
  if (html !== null) return readStackOverflowBodyHtml(html, meta);
  if (markdown !== null) return readStackOverflowMarkdown(decodeHtmlEntities(markdown), meta);
  return readStackOverflowBodyHtml('', meta); // a title-only item (the API's default filter has no body)
}

function firstString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value;
  return null;
}

/** `question_id` is a number in the API; exports sometimes write it as a string. */
function readId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
