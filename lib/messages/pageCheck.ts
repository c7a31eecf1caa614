// The popup's "Check this page": any tab read through Readability in the page (entrypoints/readability-
// page.ts), then judged by the background like a question page. Pure: the states the popup shows, and the checks on
// what comes back from the page — a value from a page is untrusted and may be anything (or nothing).
import type { CodeBlock, Question } from '../question';
import type { ReadabilityResult } from '../readers/readabilityPage';
import type { Verdict } from '../verdict';

export type PageCheck =
  | { kind: 'idle' }
  | { kind: 'reading' }
  /** The browser refused to run the reader in the tab (a browser page, the extension store, a PDF viewer). */
  | { kind: 'refused'; why: string }
  /**
   * The page was read and has nothing question-like: the reader's reason, never a score. `failed`: it was not read
   * at all (the background did not answer: messageTable.ts), and the reason says so.
   */
  | { kind: 'none'; reason: string; failed?: true }
  | { kind: 'judged'; url: string; question: Question; verdict: Verdict };

/** What the popup says when the browser will not let the reader run in the tab. */
export const REFUSED_SENTENCE =
  'ReproLens cannot read this tab: the browser does not let extensions read it (browser pages, the extension store and PDF files never are).';

/** Shown when the page answered with something that is not a read result (or with nothing). */
export const NO_ANSWER_REASON = 'the page gave no answer to the reader';

/** The injected reader's answer, if it has the shape of a ReadabilityResult; null otherwise. */
export function readabilityResultOf(value: unknown): ReadabilityResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.none === 'string') return { none: record.none };
  const question = record.question as Partial<Question> | undefined;
  if (typeof question !== 'object' || question === null) return null;
  const looksRead =
    Array.isArray(question.blocks) &&
    typeof question.text === 'string' &&
    typeof question.title === 'string' &&
    Array.isArray(question.tags);
  return looksRead ? { question: question as Question } : null;
}

/** The words for a refused injection: the fixed sentence, plus the browser's own message when it gave one. */
export function refusedWhy(error: unknown): string {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return detail ? `${REFUSED_SENTENCE} (The browser said: ${detail})` : REFUSED_SENTENCE;
}

/** A page check that has ended (not idle, not reading): the background's answer to 'reprolens:read-with-readability'. */
export type PageCheckAnswer = Exclude<PageCheck, { kind: 'idle' } | { kind: 'reading' }>;

/** Whether the background's answer is an ended page check. */
export function isPageCheckAnswer(value: unknown): value is PageCheckAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'refused' || kind === 'none' || kind === 'judged';
}

/** The code blocks the reader found, in page order: shown under "What ReproLens read" so a reader can see what was judged. */
export function codeBlocksOf(question: Question): string[] {
  return question.blocks.filter((block): block is CodeBlock => block.kind === 'code').map((block) => block.text);
}
