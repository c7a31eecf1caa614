// What the overlay needs from the site it runs on, as one value: how to read and fingerprint the question, where
// the panel goes and which column it follows, where evidence is found, the page's theme, and the "Ask for details"
// comment with its comment box. QuestionOverlay.tsx is the same on every site; Stack Overflow's parts are here,
// GitHub's in ../issue.content/gitHubIssueSite.ts.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CommentBoxOutcome } from '../../lib/comment/commentBoxFill';
import { composeDetailsComment } from '../../lib/comment/detailsComment';
import type { PageRead } from '../../lib/page/pageVerdict';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import type { Report } from '../../lib/report';
import { queryFirst, selectors } from '../../lib/site/selectors';
import { pageTheme } from '../../components/pageTheme';
import { placeInCommentBox } from './commentBox';
import type { FramePlacement } from './OverlayRoot';
import { placeFrame } from './pagePlacement';
import { pageSignature } from './pageSignature';

/** The host's `data-site`: which look the shadow root's styles give the panel. */
export type OverlaySiteName = 'stackoverflow' | 'github';

export interface OverlaySite {
  name: OverlaySiteName;
  /** The page as read here: a Question, or (GitHub) the page's text the background reads into one. */
  read(doc: Document, url: string): PageRead;
  /** What the verdict depends on, as one string (equal after a DOM change: the page only moved). */
  signature(doc: Document): string;
  placeFrame(doc: Document, host: Element): FramePlacement;
  /** The column the docked panel follows down while it scrolls (its end stops the panel). */
  followedColumn(doc: Document): Element | null;
  /**
   * The sidebar the docked panel is a widget of: a slot first in it holds the panel's room, so its own widgets move
   * down (./useSidebarSlot.ts). Null where the panel takes no room (GitHub's corner).
   */
  slotParent(doc: Document): Element | null;
  /** The part of the page whose changes may change the verdict (watched for edits in place). */
  watchedRoot(doc: Document): Element | null;
  /** Where evidence is looked for: the question's body and title elements. */
  evidenceTargets(doc: Document): { body: Element | null; title: Element | null };
  /** The host's `data-theme` (and any other `data-*` the look needs). */
  theme(doc: Document): Record<string, string>;
  /**
   * The panel offers to read an unreadable page through Readability (README, *Check this page*): the background reads
   * the tab with the site's host permission. GitHub pages have none (the script comes from match patterns), so there
   * the popup's *Check this page* (activeTab) does it.
   */
  readabilityFallback: boolean;
  /** The site's own stylesheet in the shadow root, if any (GitHub's look). */
  css?: string;
  composeComment(report: Report, url: string): string | null;
  placeComment(ctx: ContentScriptContext, comment: string): Promise<CommentBoxOutcome>;
}

export const stackOverflowSite: OverlaySite = {
  name: 'stackoverflow',
  read: readStackOverflowPage,
  signature: pageSignature,
  placeFrame,
  readabilityFallback: true,
  followedColumn: (doc) => queryFirst(doc, selectors.mainbar),
  slotParent: (doc) => queryFirst(doc, selectors.sidebar),
  watchedRoot: (doc) => queryFirst(doc, selectors.mainbar),
  evidenceTargets: (doc) => ({ body: queryFirst(doc, selectors.questionBody), title: queryFirst(doc, selectors.title) }),
  theme: (doc) => ({ theme: pageTheme(doc, doc.body) }),
  composeComment: (report, url) => composeDetailsComment(report, new URL(url).hostname),
  placeComment: placeInCommentBox,
};
