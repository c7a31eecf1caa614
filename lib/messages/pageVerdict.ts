// What the extension shows for one question page: the verdict of lib/verdict.ts, or the neutral "cannot read this
// page" state. Pure: a page read result and the settings in, a Verdict out. The overlay, the toolbar badge and the
// popup all show this one value, so they can never disagree — with each other or with `reprolens check`.
import type { Question } from '../question';
import { gitHubIssueQuestion } from '../readers/githubIssuePage';
import type { GitHubIssuePageText } from '../readers/githubIssuePageText';
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { Settings } from '../settings';
import { decide, type Verdict } from '../verdict';
import { unreadableVerdict } from '../verdictTexts';

/**
 * What a content script sends: the page read into a Question (Stack Overflow's reader is light), or a GitHub issue
 * page's text, which the background reads into one (the markdown grammar stays out of the content script).
 */
export type PageRead = PageReadResult | { ok: 'text'; gitHubIssue: GitHubIssuePageText };

/** The PageReadResult of a content script's PageRead: a GitHub page's text is read here; a reader that throws is unreadable. */
export function completePageRead(read: PageRead): PageReadResult {
  if (read.ok !== 'text') return read;
  try {
    return { ok: true, question: gitHubIssueQuestion(read.gitHubIssue) };
  } catch (error) {
    return { ok: false, reason: `could not read the page: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export function judgePage(read: PageReadResult, settings: Settings): Verdict {
  if (!read.ok) return unreadableVerdict('page_unreadable', read.reason);
  return judgeQuestion(read.question, settings);
}

/** decide(), except that an engine that throws gives "could not check" rather than a wrong score. */
export function judgeQuestion(question: Question, settings: Settings): Verdict {
  try {
    return decide(question, settings);
  } catch (error) {
    // The engine is built never to throw (property-tested); if it does, say so.
    return unreadableVerdict('check_failed', error instanceof Error ? error.message : String(error));
  }
}
