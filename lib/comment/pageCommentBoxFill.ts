// "Put in comment box": what to do with the question's comment box, and what to tell the user. Pure; the DOM work
// is in the question page's content script. The user's own text is never replaced, and nothing is ever posted:
// the comment only lands in the box for the user to read, change and post themselves.

/**
 * What to do given the question's comment textarea: its value, or null when Stack Overflow has not shown it yet;
 * and whether the page has the question's (empty) add-comment form at all.
 */
export type CommentBoxStep =
  /**
   * No add-comment form on the page: a logged-out reader or a question closed to comments (saved pages, 2020-06 and
   * 2022-12 logged out, have none; the logged-in 2022-04 page has it). Clicking "Add a comment" would only bring up
   * Stack Overflow's login prompt, so the comment is copied at once instead.
   */
  | 'unavailable'
  /** No textarea yet: click "Add a comment" (once) and wait for Stack Overflow to put one in the form. */
  | 'open'
  /** Empty (or only blanks): put the comment in. */
  | 'fill'
  /** It already holds this comment (a second click): leave it. */
  | 'already-there'
  /** It holds something else, which the user typed: leave it untouched. */
  | 'keep-user-text';

export function commentBoxStep(textareaValue: string | null, comment: string, formOnPage = true): CommentBoxStep {
  if (textareaValue === null) return formOnPage ? 'open' : 'unavailable';
  if (textareaValue.trim() === '') return 'fill';
  if (textareaValue.trim() === comment.trim()) return 'already-there';
  return 'keep-user-text';
}

export type CommentBoxOutcome = (
  | { kind: 'filled' }
  | { kind: 'already-there' }
  | { kind: 'kept-user-text' }
  /** No comment box appeared (logged out, locked question, changed markup): the comment was copied, or copying failed too. */
  | { kind: 'no-box'; copied: boolean }
) & {
  /** Which page's box: a Stack Exchange question's (the default) or a GitHub issue's. */
  on?: 'question' | 'issue';
};

/** The outcome of a textarea that was found, from the step taken on it. */
export function outcomeOfStep(step: Exclude<CommentBoxStep, 'open' | 'unavailable'>): CommentBoxOutcome {
  if (step === 'fill') return { kind: 'filled' };
  if (step === 'already-there') return { kind: 'already-there' };
  return { kind: 'kept-user-text' };
}

/** The inline status line under the button. */
export function commentBoxMessage(outcome: CommentBoxOutcome): string {
  const issue = outcome.on === 'issue';
  const where = issue ? 'at the end of the issue' : 'under the question';
  switch (outcome.kind) {
    case 'filled':
      return `In the comment box ${where}: read it, then post it yourself.`;
    case 'already-there':
      return `The comment box ${where} already holds this comment.`;
    case 'kept-user-text':
      return 'The comment box already has text you wrote, so ReproLens left it as it is. Copy the comment to add it yourself.';
    case 'no-box': {
      const why = issue
        ? 'No comment box on this issue (sign in to GitHub to comment, or the issue is locked)'
        : 'No comment box appeared under the question (you may need to log in, or comments are closed)';
      return outcome.copied
        ? `${why}. The comment was copied instead: paste it yourself.`
        : `${why}, and copying failed: select the comment and copy it by hand.`;
    }
  }
}

/** How long to wait for Stack Overflow to show the comment box after "Add a comment" is clicked. */
export const COMMENT_BOX_WAIT_MS = 3000;
