// "Put in comment box" on a Stack Overflow question: the page's own comment box (not the comment ReproLens writes,
// lib/comment/). Opens the question's comment form the way a reader would (Stack Overflow's own
// "Add a comment" link), waits for Stack Overflow to put its textarea there, and puts the comment in as if typed, so
// SO's character counter sees it. Never submits, never presses Enter, never touches a button in the form, and never
// replaces what the user typed (lib/comment/pageCommentBoxFill.ts decides). Where no box appears, the comment is copied.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { COMMENT_BOX_WAIT_MS, commentBoxStep, outcomeOfStep, type CommentBoxOutcome } from '../../lib/comment/pageCommentBoxFill';
import { queryFirst, selectors } from '../../lib/site/selectors';
import { copyText as copied, revealTextarea as reveal, typeInto } from '../../components/overlay/textareaFill';

export async function fillQuestionCommentBox(ctx: ContentScriptContext, comment: string): Promise<CommentBoxOutcome> {
  let textarea = questionCommentTextarea();
  const first = commentBoxStep(textarea?.value ?? null, comment, queryFirst(document, selectors.questionCommentForm) !== null);
  if (first === 'unavailable') return { kind: 'no-box', copied: await copied(comment) };
  if (first === 'open') {
    openCommentForm();
    textarea = await waitForCommentTextarea(ctx, COMMENT_BOX_WAIT_MS);
  }
  if (!textarea) return { kind: 'no-box', copied: await copied(comment) };
  const step = commentBoxStep(textarea.value, comment);
  if (step === 'open' || step === 'unavailable') return { kind: 'no-box', copied: await copied(comment) }; // cannot happen: a textarea was found
  if (step === 'fill') typeInto(textarea, comment);
  reveal(textarea, step === 'fill');
  return outcomeOfStep(step);
}

/** The textarea Stack Overflow put in the question's add-comment form, or null (not opened, logged out, changed markup). */
function questionCommentTextarea(): HTMLTextAreaElement | null {
  const form = queryFirst(document, selectors.questionCommentForm);
  const textarea = form ? queryFirst(form, selectors.questionCommentTextarea) : null;
  return textarea instanceof HTMLTextAreaElement ? textarea : null;
}

/** Clicks the question's "Add a comment" link, as the reader would: SO's own script fills the form. */
function openCommentForm(): void {
  const link = queryFirst(document, selectors.questionAddCommentLink);
  if (link instanceof HTMLElement) link.click();
}

/** Resolves with the textarea once SO has put it in the question's form, or null after `ms`. */
function waitForCommentTextarea(ctx: ContentScriptContext, ms: number): Promise<HTMLTextAreaElement | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (textarea: HTMLTextAreaElement | null) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve(textarea);
    };
    const observer = new MutationObserver(() => {
      const textarea = questionCommentTextarea();
      if (textarea) settle(textarea);
    });
    // The form itself may be added late too, so the whole question is watched, not only the form.
    observer.observe(queryFirst(document, selectors.questionRoot) ?? document.body, { childList: true, subtree: true });
    const timer = ctx.setTimeout(() => settle(null), ms);
    const already = questionCommentTextarea(); // SO may have filled the form during the click itself
    if (already) settle(already);
  });
}
