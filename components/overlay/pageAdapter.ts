// What the overlay needs from the page it runs on, as one value (its page adapter): how to read and fingerprint the
// question, where the panel goes and which column it follows, where evidence is found, the page's theme, the "Ask for
// details" comment and the page's comment box it goes in. QuestionOverlay.tsx is the same on every page; Stack
// Overflow's adapter is entrypoints/question.content/stackOverflowAdapter.ts, GitHub's
// entrypoints/issue.content/gitHubIssueAdapter.ts.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CommentBoxOutcome } from '../../lib/comment/pageCommentBoxFill';
import type { PageRead } from '../../lib/messages/pageVerdict';
import type { Report } from '../../lib/report';
import type { FramePlacement } from './OverlayRoot';

/** The host's `data-site`: which site's look the shadow root's styles give the panel. */
export type PageAdapterName = 'stackoverflow' | 'github';

export interface PageAdapter {
  name: PageAdapterName;
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
  /** The "Ask for details" comment in the page's words (null: nothing to ask). */
  composeDetailsComment(report: Report, url: string): string | null;
  /** Puts that comment in the page's own comment box (never posts it), or copies it where there is none. */
  fillPageCommentBox(ctx: ContentScriptContext, comment: string): Promise<CommentBoxOutcome>;
}
