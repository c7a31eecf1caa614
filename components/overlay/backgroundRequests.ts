// The overlay's two questions to the background (lib/page/messages.ts), each answered by the engine there: the
// page's verdict, and on request the question's reproduction skeleton. A failed or odd answer is "could not
// check", never a guessed score.
import { browser } from 'wxt/browser';
import type { BuildSkeletonMessage, JudgePageAnswer, JudgePageMessage, ReadWithReadabilityMessage } from '../../lib/page/messages';
import { isPageCheckAnswer } from '../../lib/page/pageCheck';
import type { PageReadResult } from '../../lib/readers/stackOverflowPage';
import type { Verdict } from '../../lib/verdict';
import { unreadableVerdict } from '../../lib/verdictTexts';
import type { Question } from '../../lib/question';
import type { PageRead } from '../../lib/page/pageVerdict';
import type { Report } from '../../lib/report';
import type { Settings } from '../../lib/settings';
import type { Skeleton } from '../../lib/skeleton/build';

/** The engine's verdict from the background (which also sets this tab's badge), and whether it offers a skeleton. */
export async function judgeInBackground(read: PageRead, settings: Settings): Promise<JudgePageAnswer> {
  const message: JudgePageMessage = { type: 'reprolens:judge', read, settings };
  const failed = (why: string): JudgePageAnswer => ({
    verdict: { state: 'unreadable', reason: 'check_failed', why: `ReproLens could not check this question (${why}).` },
    offersSkeleton: false,
  });
  try {
    const answer = (await browser.runtime.sendMessage(message)) as JudgePageAnswer | undefined;
    const state = answer?.verdict?.state;
    if (state === 'verdict' || state === 'quiet' || state === 'unreadable')
      return {
        verdict: answer!.verdict,
        offersSkeleton: answer!.offersSkeleton === true,
        ...(answer!.read && typeof answer!.read.ok === 'boolean' ? { read: answer!.read } : {}),
      };
    return failed('no answer from the extension');
  } catch (error) {
    return failed(errorText(error));
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

/**
 * The page read again through Readability by the background, when the site's reader found nothing (the
 * fallback): a judged page's verdict, else "unreadable" with the reader's reason — never a guessed score.
 */
export async function checkWithReadabilityInBackground(settings: Settings): Promise<{ verdict: Verdict; read: PageReadResult }> {
  const message: ReadWithReadabilityMessage = { type: 'reprolens:read-with-readability', settings };
  const unreadable = (why: string) => ({
    verdict: unreadableVerdict('page_unreadable', why),
    read: { ok: false as const, reason: why },
  });
  try {
    const answer: unknown = await browser.runtime.sendMessage(message);
    if (!isPageCheckAnswer(answer)) return unreadable('Readability gave no answer');
    if (answer.kind === 'judged') return { verdict: answer.verdict, read: { ok: true, question: answer.question } };
    return unreadable(answer.kind === 'none' ? `Readability found no question here: ${answer.reason}` : answer.why);
  } catch (error) {
    return unreadable(errorText(error));
  }
}
