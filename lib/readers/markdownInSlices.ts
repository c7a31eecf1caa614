// The markdown readers for the background, which serves every tab: the parse in slices with a pause between them (as
// a page's long code is parsed ahead, lib/python/slicedParse.ts), then the read of the tree in a task of its own.
// Hostile review 2026-12-04: one draft's read held Chromium's background 2.96 s, and another tab's verdict waited.
// Same questions as the one-call readers (tests/messages/draftInSlices.test.ts).
import type { Question } from '../question';
import { finishInSlices } from '../python/slicedParse';
import { type MarkdownDraft, splitTitleLine } from './markdownDraft';
import { markdownParser, markdownSourceOf } from './markdownSyntax';
import type { BodyMeta } from './stackOverflowHtml';
import { readParsedMarkdown } from './stackOverflowMarkdown';

/** readStackOverflowMarkdown, awaiting `pause()` between parse slices and before the read. */
export async function readStackOverflowMarkdownInSlices(markdown: string, meta: BodyMeta, pause: () => Promise<void>): Promise<Question> {
  const source = markdownSourceOf(markdown);
  const tree = await finishInSlices(markdownParser.startParse(source.text), pause);
  await pause();
  return readParsedMarkdown(source, tree, meta);
}

/** readMarkdownDraft (a pasted draft, "# Title" first), in slices. */
export async function readMarkdownDraftInSlices(markdown: string, pause: () => Promise<void>): Promise<MarkdownDraft> {
  const { title, body, titled } = splitTitleLine(markdown);
  const question = await readStackOverflowMarkdownInSlices(body, { title, tags: [], id: null, site: '' }, pause);
  return { question, titled };
}
