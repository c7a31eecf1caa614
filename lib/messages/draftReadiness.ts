// What a draft still lacks before the writing coach grades it: a title, a few words about the problem, and code or an
// error message. A grade on an empty Ask page or after one sentence reads as a verdict on work not yet written (trial
// of the coach on the saved 2023 Ask page: "4 · E" with five demands after one sentence), so until then the coach says
// in one calm line what it waits for. Decided on the reader's blocks and the engine's own error-line and
// code-as-prose facts, not on a word list (the background reads them; the coach's line is ./draftWaiting.ts). Pure.
import { matchErrorInText, matchErrorLineStart } from '../analysis/errorLines';
import { findUnformattedCode } from '../analysis/unformattedCode';
import type { Question } from '../question';
import type { DraftWait } from './draftWaiting';

/**
 * "Some body": at least this many characters of the asker's own words. The Ask page's own minimum for a section
 * ("Minimum 20 characters", minSectionLength 20 on the saved 2023 Ask page).
 */
const MIN_WORDS_CHARS = 20;

/** What `question` (null: too short to read) and its title still lack before a grade means anything. */
export function draftWaitsFor(title: string, question: Question | null): DraftWait[] {
  const body = question ? bodyFacts(question) : { codeOrError: false, wordChars: 0 };
  const waits: DraftWait[] = [];
  if (!body.codeOrError) waits.push('code_or_error');
  if (!title.trim()) waits.push('title');
  if (body.wordChars < MIN_WORDS_CHARS) waits.push('words');
  return waits;
}

function bodyFacts(question: Question): { codeOrError: boolean; wordChars: number } {
  // A paragraph the engine reads as pasted Python is code, not words (code_as_prose needs no code-block analysis).
  const codeAsProse = new Set(
    findUnformattedCode(question, new Map()).flatMap((fact) => (fact.kind === 'code_as_prose' ? [fact.block] : [])),
  );
  let codeOrError = codeAsProse.size > 0;
  let wordChars = 0;
  question.blocks.forEach((block, index) => {
    if (block.kind === 'code') codeOrError ||= block.text.trim().length > 0;
    if ((block.kind !== 'prose' && block.kind !== 'quote') || codeAsProse.has(index)) return;
    // Lines of code between single backticks are code pasted without a fence; a one-line span names a thing.
    if (block.inlineCode.some((span) => span.text.trim().includes('\n'))) codeOrError = true;
    for (const line of block.text.split('\n')) {
      if (matchErrorInText(line)) codeOrError = true;
      // A pasted error line is the error, not the asker's words about it.
      if (!matchErrorLineStart(line)) wordChars += line.trim().length;
    }
  });
  return { codeOrError, wordChars };
}
