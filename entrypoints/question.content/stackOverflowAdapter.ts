// The overlay's Stack Overflow question page adapter (the shape: components/overlay/pageAdapter.ts): the page reader,
// what the verdict depends on, the sidebar placement, Stacks' theme, and the "Ask for details" comment with the
// question's own comment box.
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { queryAllFirst, queryFirst, selectors } from '../../lib/site/selectors';
import { pageTheme } from '../../components/pageTheme';
import type { PageAdapter } from '../../components/overlay/pageAdapter';
import { placeFrame } from '../../components/overlay/pagePlacement';
import { verdictInputsSignature } from '../../components/overlay/pageSignature';
import { fillQuestionCommentBox } from './pageCommentBox';

export const stackOverflowAdapter: PageAdapter = {
  name: 'stackoverflow',
  read: readStackOverflowPage,
  signature: questionSignature,
  placeFrame,
  readabilityFallback: true,
  followedColumn: (doc) => queryFirst(doc, selectors.mainbar),
  slotParent: (doc) => queryFirst(doc, selectors.sidebar),
  watchedRoot: (doc) => queryFirst(doc, selectors.mainbar),
  evidenceTargets: (doc) => ({ body: queryFirst(doc, selectors.questionBody), title: queryFirst(doc, selectors.title) }),
  theme: (doc) => ({ theme: pageTheme(doc, doc.body) }),
  composeDetailsComment: (report, url) => composeDetailsComment(report, new URL(url).hostname),
  fillPageCommentBox: fillQuestionCommentBox,
};

/** The question's title, its own tags (as the page reader reads them: not the sidebar's or related questions') and body. */
export function questionSignature(doc: Document): string {
  return verdictInputsSignature(
    queryFirst(doc, selectors.title),
    queryAllFirst(doc, selectors.tags),
    queryFirst(doc, selectors.questionBody),
  );
}
