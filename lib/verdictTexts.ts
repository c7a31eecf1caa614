// The words for every verdict that is not a score, and for the verdict's notes: written once here, shown by the panel,
// the badge, the popup, the coach and the CLI. Code branches on the typed reasons (lib/verdict.ts), never on these.
// No engine code: the content scripts may import it.
import { BUG_TYPE_NAMES } from './bugTypeNames';
import { ITEM_TEXTS } from './items/shared/texts';
import type { NoScoreReason, UnreadableReason, UnreadableVerdict, VerdictNote } from './verdict';

/** `sentence`: what the panel, the popup, the coach and the badge's tooltip say; `line`: the CLI's verdict line. */
export const NO_SCORE: Readonly<Record<NoScoreReason, { sentence: string; line: string }>> = {
  not_deep_learning: {
    sentence: 'Not a deep-learning question: ReproLens has no checklist for it.',
    line: 'no score: not a deep-learning question',
  },
  not_a_bug_report: {
    sentence: 'Reads as a how-to or conceptual question, not a bug report: no reproducibility score.',
    line: 'no verdict — not a bug report (how-to or conceptual question), so no reproducibility verdict',
  },
  // A score of 0 here would read as "Not reproducible" although nothing was checked.
  all_items_off: {
    sentence: 'No score: every checklist item is turned off in the ReproLens options.',
    line: 'no score: every checklist item is turned off in the options',
  },
  no_checked_item_applies: {
    sentence: 'No score: none of the checklist items turned on in the ReproLens options applies to this question.',
    line: 'no score: none of the checklist items turned on in the options applies to this question',
  },
};

/**
 * A scored question with no decisive ask: what an answerer needs is there (the panel's line, the badge, the grade's
 * hover, the popup and the CLI all say it in these words).
 */
export const ANSWERABLE_AS_IT_STANDS = 'answerable as it stands';

/** The folded panel's line and the badge's title for such a question: `94 · A — nothing to ask`. */
export const NOTHING_TO_ASK = 'nothing to ask';

/** The same words as a sentence of their own (the popup, the CLI). */
export const ANSWERABLE_SENTENCE = `${ANSWERABLE_AS_IT_STANDS.charAt(0).toUpperCase()}${ANSWERABLE_AS_IT_STANDS.slice(1)}.`;

/** The only decisive ask is to format the code: nothing is missing, but the code does not read as posted. */
export const FORMAT_CODE_ONLY = 'format the code as a code block';

/** What a reader faces when the only decisive ask is the format fix (the grade's hover, beside each item's consequence). */
export const FORMAT_CODE_CONSEQUENCE = 'a reader would have to restore the line breaks and indentation of the code';

/** The heading of the asks that would not change the diagnosis: shown folded in the panel, last in the CLI. */
export const COULD_ALSO_ADD = 'Could also add';

const UNREADABLE: Readonly<Record<UnreadableReason, (detail: string) => string>> = {
  page_unreadable: (detail) => `ReproLens could not read this question (${detail}).`,
  check_failed: (detail) => `ReproLens could not check this question (${detail}).`,
  draft_too_short: () => 'Start writing: ReproLens checks the draft as you type.',
};

/** The "cannot judge" verdict; `detail` is the reader's reason or the error, for the first two reasons. */
export function unreadableVerdict(reason: UnreadableReason, detail = ''): UnreadableVerdict {
  return { state: 'unreadable', reason, why: UNREADABLE[reason](detail) };
}

export function noteText(note: VerdictNote): string {
  switch (note.kind) {
    case 'grade_capped':
      // Plain names, not item ids or bug-type keys ("Plain language").
      return `Grade capped: ${note.items.map((id) => ITEM_TEXTS[id].shortName).join(', ')} missing, one of the three items that matter most for a ${BUG_TYPE_NAMES[note.bugType]}.`;
  }
}
