// What the writing coach shows while a draft still waits for what a grade needs (./draftReadiness.ts decides that
// in the background): one calm line, never a grade. Light on purpose: the coach's content script imports it, and
// none of the engine comes with it.
import type { Verdict } from '../verdict';
import { unreadableVerdict } from '../verdictTexts';

/** What the draft waits for, in the order the coach names them. */
export type DraftWait = 'code_or_error' | 'title' | 'words';

/**
 * What the coach gets for a draft: the verdict (the check before posting asks from it) and what the draft still
 * waits for before a grade is shown (empty: show the verdict).
 */
export interface DraftJudgment {
  verdict: Verdict;
  waitsFor: DraftWait[];
}

/**
 * The coach's one line while it waits. Code or an error first: without either there is nothing to reproduce, and
 * a title and words come by themselves; the rest is named only once the code is there.
 */
export function waitingLine(waits: readonly DraftWait[]): string {
  if (waits.includes('code_or_error')) return "I'll check once there is code or an error.";
  const named = [waits.includes('title') && 'a title', waits.includes('words') && 'a few words about the problem'].filter(Boolean);
  return named.length ? `I'll check once there is ${named.join(' and ')}.` : '';
}

/** The verdict the coach and the toolbar badge show: the waiting line, never a grade, until the draft is ready. */
export function shownVerdict({ verdict, waitsFor }: DraftJudgment): Verdict {
  return waitsFor.length ? { ...unreadableVerdict('draft_too_short'), why: waitingLine(waitsFor) } : verdict;
}
