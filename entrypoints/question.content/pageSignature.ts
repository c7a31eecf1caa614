// What the question's verdict depends on, as one string: the title, the tags and the body's text (and how many
// images it has). The overlay takes it after every quiet spell of DOM changes: equal, the page only moved (answers,
// comments, the theme), so the panel is placed again; different, the question was edited in place and is re-read.
import { queryAllFirst, queryFirst, selectors } from '../../lib/site/selectors';

export function pageSignature(doc: Document): string {
  const title = queryFirst(doc, selectors.title)?.textContent ?? '';
  const body = queryFirst(doc, selectors.questionBody);
  // The question's own tags, as the page reader reads them (the sidebar's and related questions' tags are not).
  const tags = queryAllFirst(doc, selectors.tags)
    .map((a) => a.textContent)
    .join(' ');
  return `${title}\u0000${tags}\u0000${body?.textContent ?? ''}\u0000${body?.querySelectorAll('img').length ?? 0}`;
}
