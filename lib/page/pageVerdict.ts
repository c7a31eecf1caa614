// What the extension shows for one question page: the verdict of lib/verdict.ts, or the neutral "cannot read this
// page" state. Pure: a page read result and the settings in, a Verdict out. The overlay, the toolbar badge and the
// popup all show this one value, so they can never disagree — with each other or with `reprolens check`.
import type { Question } from '../question';
import type { PageReadResult } from '../readers/stackOverflowPage';
import type { Settings } from '../settings';
import { decide, type Verdict } from '../verdict';
import { unreadableVerdict } from '../verdictTexts';

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
