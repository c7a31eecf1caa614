// What the popup accepts back from the page it injected the Readability reader into ("Check this page"): a value from a
// page is untrusted, so only the shapes of a ReadabilityResult pass; a refused injection is said in words.
import { describe, expect, it } from 'vitest';
import {
  codeBlocksOf,
  isPageCheckAnswer,
  NO_ANSWER_REASON,
  readabilityResultOf,
  REFUSED_SENTENCE,
  refusedWhy,
} from '../../lib/messages/pageCheck';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';

const question = readMarkdownDraft(
  '# Loss is nan\n\nMy loss is nan.\n\n```python\nmodel.fit(x, y)\n```\n\nThen:\n\n```\nnan\n```\n',
).question;

describe('readabilityResultOf', () => {
  it('passes a read question and a "none" with its reason', () => {
    expect(readabilityResultOf({ question })).toEqual({ question });
    expect(readabilityResultOf({ none: 'no question-like content: 3 words' })).toEqual({ none: 'no question-like content: 3 words' });
  });

  it.each([
    undefined,
    null,
    42,
    'text',
    [],
    {},
    { none: 3 },
    { question: null },
    { question: { blocks: 'x', text: '', title: '', tags: [] } },
  ])('refuses %j (not a read result)', (value) => {
    expect(readabilityResultOf(value)).toBeNull();
  });

  it('keeps only the "none" reason, nothing else the page added', () => {
    expect(readabilityResultOf({ none: 'why', extra: '<img src=x>' })).toEqual({ none: 'why' });
  });

  it('has words for a page that gave no answer', () => {
    expect(NO_ANSWER_REASON).toMatch(/no answer/);
  });
});

describe('refusedWhy', () => {
  it("adds the browser's own message to the fixed sentence", () => {
    expect(refusedWhy(new Error('Cannot access a chrome:// URL'))).toBe(
      `${REFUSED_SENTENCE} (The browser said: Cannot access a chrome:// URL)`,
    );
    expect(refusedWhy('The extensions gallery cannot be scripted.')).toContain(
      '(The browser said: The extensions gallery cannot be scripted.)',
    );
  });

  it('is the fixed sentence alone when the browser gave nothing', () => {
    expect(refusedWhy(undefined)).toBe(REFUSED_SENTENCE);
    expect(refusedWhy(new Error(''))).toBe(REFUSED_SENTENCE);
  });
});

describe('codeBlocksOf', () => {
  it('lists the code blocks in page order', () => {
    expect(codeBlocksOf(question)).toEqual(['model.fit(x, y)', 'nan']);
  });
});

describe('isPageCheckAnswer', () => {
  it('accepts only an ended check from the background', () => {
    expect(isPageCheckAnswer({ kind: 'none', reason: 'x' })).toBe(true);
    expect(isPageCheckAnswer({ kind: 'refused', why: 'x' })).toBe(true);
    expect(isPageCheckAnswer({ kind: 'reading' })).toBe(false);
    expect(isPageCheckAnswer(undefined)).toBe(false);
    expect(isPageCheckAnswer('judged')).toBe(false);
  });
});
