// "Put in comment box" on a GitHub issue: the page's own comment box (not the comment ReproLens writes, lib/comment/).
// Fills the new-comment editor at the end of the issue as if
// typed, so GitHub's editor (React state, preview, "Comment" button) sees it — never submits, never presses a key,
// never replaces what the user typed (lib/comment/pageCommentBoxFill.ts decides). The editor is on the page from the
// start when signed in (2025-10 antlr4-4848); signed out there is none, and the comment is copied instead.
import type { CommentBoxOutcome } from '../../lib/comment/pageCommentBoxFill';
import { commentBoxStep, outcomeOfStep } from '../../lib/comment/pageCommentBoxFill';
import { githubIssueSelectors as sel } from '../../lib/site/githubIssueSelectors';
import { queryFirst } from '../../lib/site/selectors';
import { copyText as copied, revealTextarea as reveal, typeInto } from '../../components/overlay/textareaFill';

export async function fillIssueCommentBox(comment: string): Promise<CommentBoxOutcome> {
  const found = queryFirst(document, sel.commentTextarea);
  const textarea = found instanceof HTMLTextAreaElement && !found.disabled && !found.readOnly ? found : null;
  const step = commentBoxStep(textarea?.value ?? null, comment, false);
  if (!textarea || step === 'open' || step === 'unavailable') return { kind: 'no-box', copied: await copied(comment), on: 'issue' };
  if (step === 'fill') typeInto(textarea, comment);
  reveal(textarea, step === 'fill');
  return { ...outcomeOfStep(step), on: 'issue' };
}
