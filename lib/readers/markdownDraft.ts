// A markdown draft as a person pastes it: an optional "# Title" first line, then the body. Used by the
// CLI's `check draft.md` and the popup's paste box, so both read a draft the same way.
import type { Question } from '../question';
import { readStackOverflowMarkdown } from './stackOverflowMarkdown';

const TITLE_LINE = /^\s*#\s+(.+?)\s*#*\s*(?:\r?\n|$)/;

export interface MarkdownDraft {
  question: Question;
  /** False when the draft had no "# Title" first line (judged without a title). */
  titled: boolean;
}

export function readMarkdownDraft(markdown: string, tags: string[] = []): MarkdownDraft {
  const heading = TITLE_LINE.exec(markdown);
  const title = heading ? heading[1] : '';
  const body = heading ? markdown.slice(heading[0].length) : markdown;
  return { question: readStackOverflowMarkdown(body, { title, tags, id: null, site: '' }), titled: Boolean(heading) };
}
