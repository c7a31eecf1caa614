// "Put in comment box": what to do with the question's comment textarea (the content script does the DOM work).
// The user's own text is never replaced; an empty box is filled; no box means the comment is copied instead.
import { describe, expect, it } from 'vitest';
import { commentBoxMessage, commentBoxStep, outcomeOfStep } from '../../lib/comment/pageCommentBoxFill';

// A comment as composeDetailsComment writes them (synthesized: the wording here does not matter).
const comment = 'Could you add the full error message and traceback, as text? With that, others can reproduce the problem.';

describe('commentBoxStep', () => {
  it('opens the comment box when Stack Overflow has not shown its textarea yet', () => {
    expect(commentBoxStep(null, comment)).toBe('open');
    expect(commentBoxStep(null, comment, true)).toBe('open');
  });

  it('copies at once, without clicking "Add a comment", when the page has no add-comment form (logged out, comments closed)', () => {
    expect(commentBoxStep(null, comment, false)).toBe('unavailable');
  });

  it('fills an empty box, or one holding only blanks', () => {
    expect(commentBoxStep('', comment)).toBe('fill');
    expect(commentBoxStep('  \n\t', comment)).toBe('fill');
  });

  it('leaves a box that already holds this comment (a second click)', () => {
    expect(commentBoxStep(comment, comment)).toBe('already-there');
    expect(commentBoxStep(`${comment}\n`, comment)).toBe('already-there');
  });

  it('never replaces text the user typed, even a part of the comment', () => {
    expect(commentBoxStep('I think the issue is', comment)).toBe('keep-user-text');
    expect(commentBoxStep(comment.slice(0, 20), comment)).toBe('keep-user-text');
    expect(commentBoxStep(`${comment} Thanks!`, comment)).toBe('keep-user-text');
  });
});

describe('commentBoxMessage', () => {
  it('says where the comment went and that the user posts it', () => {
    expect(commentBoxMessage(outcomeOfStep('fill'))).toMatch(/post it yourself/);
    expect(commentBoxMessage(outcomeOfStep('already-there'))).toMatch(/already holds this comment/);
    expect(commentBoxMessage(outcomeOfStep('keep-user-text'))).toMatch(/text you wrote.*left it/);
  });

  it('says the comment was copied instead when no box appeared, or that copying failed too', () => {
    expect(commentBoxMessage({ kind: 'no-box', copied: true })).toMatch(/No comment box.*copied instead/);
    expect(commentBoxMessage({ kind: 'no-box', copied: false })).toMatch(/No comment box.*copy it by hand/);
  });
});
