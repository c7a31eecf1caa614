// Turns what the user points `check` at (a file or stdin) into a Question, or a one-line CliError.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Question } from '../lib/question';
import type { CliIo } from './io';
import { CliError, shortMessage } from './errors';
import { isGitHubIssueRecord, readGitHubIssueRecord } from '../lib/readers/githubIssueApi';
import { ReaderError } from '../lib/readers/readerError';
import { readStackExchangeApiQuestion } from '../lib/readers/stackExchangeApi';
import { readStackOverflowBodyHtml } from '../lib/readers/stackOverflowHtml';
import { readMarkdownDraft } from '../lib/readers/markdownDraft';
import { readPageHtmlWithReadability, readStackOverflowPageHtml } from './savedPage';

/** Far above any real page (SO bodies stop at 30 000 characters); the reader trims what it must below this. */
export const MAX_INPUT_BYTES = 32 * 1024 * 1024;

/** Past this the input cannot be a real post (a saved page with its body at the limit is ~150 KB): say so. */
export const OVERSIZED_INPUT_BYTES = 512 * 1024;

export type InputFormat = 'html' | 'markdown' | 'json';

export interface InputText {
  /** For messages: the path, or "stdin". */
  name: string;
  text: string;
  /** From the file extension; null for stdin or an unknown extension. */
  declared: InputFormat | null;
}

export interface QuestionInput {
  question: Question;
  /** Things the user should know about how the input was read. */
  notes: string[];
}

const FORMAT_BY_EXTENSION: Record<string, InputFormat> = {
  '.html': 'html',
  '.htm': 'html',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.json': 'json',
};

export async function readInputText(path: string, io: CliIo): Promise<InputText> {
  if (path === '-') return { name: 'stdin', text: stripBom(await io.readStdin()), declared: null };
  const size = await fileSize(path);
  if (size > MAX_INPUT_BYTES)
    throw new CliError(`${path}: file is ${formatBytes(size)}; reprolens reads at most ${formatBytes(MAX_INPUT_BYTES)}`);
  let text: string;
  try {
    text = (await readFile(path)).toString('utf8');
  } catch (error) {
    throw new CliError(`${path}: cannot read (${describeFsError(error)})`);
  }
  return { name: path, text: stripBom(text), declared: FORMAT_BY_EXTENSION[extname(path).toLowerCase()] ?? null };
}

export async function fileSize(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new CliError(`${path}: is a directory, not a file`);
    return info.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${path}: ${describeFsError(error)}`);
  }
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory, not a file';
  return error instanceof Error ? error.message : String(error);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/** stdin and unknown extensions: JSON if it starts with "{", HTML if "<", else markdown. */
export function sniffFormat(text: string): InputFormat {
  const first = text.trimStart()[0];
  if (first === '{') return 'json';
  if (first === '<') return 'html';
  return 'markdown';
}

/** A saved page has <html>/<body>; a bare post body (as copied from the API or devtools) has neither. */
export function looksLikeBodyFragment(html: string): boolean {
  return !/<(?:!doctype|html|body|head)[\s>]/i.test(html);
}

export function questionFromInput(input: InputText): QuestionInput {
  const format = input.declared ?? sniffFormat(input.text);
  if (!input.text.trim()) throw new CliError(`${input.name}: input is empty — nothing to check`);
  const result = readByFormat(format, input);
  assertHasBody(input.name, result.question, format);
  const bytes = Buffer.byteLength(input.text);
  if (bytes > OVERSIZED_INPUT_BYTES)
    result.notes.push(`input is ${formatBytes(bytes)}, far beyond Stack Overflow's 30,000-character body limit; reading it may be slow`);
  if (result.question.truncated) result.notes.push(`input was cut: ${result.question.truncated}`);
  return result;
}

function readByFormat(format: InputFormat, input: InputText): QuestionInput {
  try {
    if (format === 'json') return readJsonInput(input);
    if (format === 'markdown') return readMarkdownInput(input.text);
    return readHtml(input);
  } catch (error) {
    if (error instanceof ReaderError) throw new CliError(`${input.name}: ${error.message}`);
    throw error;
  }
}

function readHtml(input: InputText): QuestionInput {
  const page = readStackOverflowPageHtml(input.text);
  if (page.ok) return { question: page.question, notes: [] };
  if (!looksLikeBodyFragment(input.text)) {
    // A Stack Exchange page that says what else it is (a list, the Ask page) is refused in the site reader's words.
    if (KNOWN_OTHER_PAGE.test(page.reason)) throw new CliError(`${input.name}: ${page.reason}`);
    return readWithReadabilityOrRefuse(input);
  }
  return {
    question: readStackOverflowBodyHtml(input.text, { title: '', tags: [], id: null, site: '' }),
    notes: ['read as a post body fragment: no title or tags'],
  };
}

/** The site reader's reasons for a page it knows and that is not a question (stackOverflowPage.ts). */
const KNOWN_OTHER_PAGE = /^not a question page|\(it is (?:the Ask Question page|a list of questions)/;

/** Any other saved page (a forum topic, a blog post): its main content through Readability, said in a note. */
function readWithReadabilityOrRefuse(input: InputText): QuestionInput {
  const read = readPageHtmlWithReadability(input.text);
  if ('none' in read) throw new CliError(`${input.name}: not a known site's question page, and ${read.none}`);
  return { question: read.question, notes: ["read with Readability: not a known site's question page"] };
}

/** A draft may start with "# Title"; that line is the question's title, not part of its body. */
function readMarkdownInput(markdown: string): QuestionInput {
  const draft = readMarkdownDraft(markdown);
  const notes = draft.titled ? [] : ['markdown draft without a "# Title" first line: judged without a title'];
  return { question: draft.question, notes };
}

function parseJson(input: InputText): unknown {
  try {
    return JSON.parse(input.text);
  } catch (error) {
    const lines = input.text.trim().split('\n');
    const hint =
      lines.length > 1 && lines.every((l) => l.trimStart().startsWith('{'))
        ? ' — looks like JSON Lines: use `reprolens score` for those'
        : '';
    throw new CliError(`${input.name}: not valid JSON (${shortMessage(error)})${hint}`);
  }
}

/** The reader takes a record or a whole API response (`items`), of which check judges the first question. */
function readJsonInput(input: InputText): QuestionInput {
  const parsed = parseJson(input);
  if (isGitHubIssueRecord(parsed)) return { question: readGitHubIssueRecord(parsed), notes: [] };
  const items = (parsed as { items?: unknown } | null)?.items;
  const notes =
    Array.isArray(items) && items.length > 1
      ? [`API response holds ${items.length} items; checked the first (use \`reprolens score\` for all)`]
      : [];
  return { question: readStackExchangeApiQuestion(parsed), notes };
}

function assertHasBody(name: string, question: Question, format: InputFormat): void {
  const hasBody = question.blocks.some((block) => block.text.trim() !== '' || block.kind === 'image');
  // The API leaves bodies out unless asked: the commonest reason for a body-less record.
  const hint = format === 'json' ? ' (Stack Exchange API records carry it only with filter=withbody)' : '';
  if (!hasBody) throw new CliError(`${name}: the question body is empty — nothing to check${hint}`);
}
