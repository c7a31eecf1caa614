// The overlay's two questions to the background (lib/page/messages.ts), each answered by the engine there: the
// page's verdict, and on request the question's reproduction skeleton. A failed or odd answer is "could not
// check", never a guessed score.
import { browser } from 'wxt/browser';
import type { BuildSkeletonMessage, JudgePageMessage } from '../../lib/page/messages';
import type { PageVerdict } from '../../lib/page/pageVerdict';
import type { Question } from '../../lib/question';
import type { PageReadResult } from '../../lib/readers/stackOverflowPage';
import type { Report } from '../../lib/report';
import type { Settings } from '../../lib/settings';
import type { Skeleton } from '../../lib/skeleton/build';

/** The engine's verdict from the background (which also sets this tab's badge). */
export async function judgeInBackground(read: PageReadResult, settings: Settings): Promise<PageVerdict> {
  const message: JudgePageMessage = { type: 'reprolens:judge', read, settings };
  try {
    const verdict = (await browser.runtime.sendMessage(message)) as PageVerdict | undefined;
    if (verdict && (verdict.state === 'verdict' || verdict.state === 'quiet' || verdict.state === 'unreadable')) return verdict;
    return { state: 'unreadable', why: 'ReproLens could not check this question (no answer from the extension).' };
  } catch (error) {
    return { state: 'unreadable', why: `ReproLens could not check this question (${errorText(error)}).` };
  }
}

/** The question's skeleton, built by the background; null when it has no Python code to build one from. Rejects when the background fails. */
export async function buildSkeletonInBackground(question: Question, report: Report): Promise<Skeleton | null> {
  const message: BuildSkeletonMessage = { type: 'reprolens:build-skeleton', question, report };
  const skeleton = (await browser.runtime.sendMessage(message)) as Skeleton | null | undefined;
  if (skeleton === null) return null;
  if (typeof skeleton === 'object' && typeof skeleton?.script === 'string') return skeleton;
  throw new Error('no answer from the extension');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
