// The one message table (lib/messages/messageTable.ts): every message the background answers has a handler there
// (entrypoints/background/messageHandlers.ts), and every message's check turns a malformed answer or a failed round
// trip into that message's failure value ("could not check", never a guess), through the one asker (lib/messages/askThrough.ts).
import { describe, expect, it } from 'vitest';
import { askThrough } from '../../lib/messages/askThrough';
import { MESSAGES, type MessageType, NO_ANSWER, type RequestOf } from '../../lib/messages/messageTable';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { backgroundHandlers } from '../../entrypoints/background/messageHandlers';
import { TabQuestions } from '../../entrypoints/background/tabQuestions';

const types = Object.keys(MESSAGES) as MessageType[];
const handlers = backgroundHandlers({
  setBadge: async () => undefined,
  clearBadge: async () => undefined,
  judgeDraft: async () => ({ verdict: { state: 'unreadable', reason: 'check_failed', why: '' }, waitsFor: [] }),
  buildSkeleton: async () => null,
  questions: new TabQuestions(undefined),
  extensionOrigin: 'chrome-extension://x/',
});

/** What each asker sends besides the type (the table's request shapes). */
const REQUESTS: { [T in MessageType]: RequestOf<T> } = {
  'reprolens:judge': { read: { ok: false, reason: 'x' }, settings: DEFAULT_SETTINGS },
  'reprolens:build-skeleton': {},
  'reprolens:judge-draft': { draft: { title: '', markdown: '', tags: [], site: 'stackoverflow' }, settings: DEFAULT_SETTINGS },
  'reprolens:check-pasted': { markdown: '' },
  'reprolens:read-with-readability': { settings: DEFAULT_SETTINGS },
  'reprolens:left-page': {},
  'reprolens:get-verdict': {},
  'reprolens:show-panel': {},
  'reprolens:toggle-panel': {},
  'reprolens:get-skeleton': {},
};

/** The failure value of `type` for `why`, or the error it rejects with. */
function failureOf(type: MessageType, why: string): unknown {
  try {
    return { value: MESSAGES[type].failure(why) };
  } catch (error) {
    return { rejects: (error as Error).message };
  }
}

async function asked(type: MessageType, answer: () => Promise<unknown>): Promise<unknown> {
  try {
    return { value: await askThrough(answer, type, REQUESTS[type] as never) };
  } catch (error) {
    return { rejects: (error as Error).message };
  }
}

describe('the message table', () => {
  it('has a background handler for every message the background answers, and none for the others', () => {
    const answeredByBackground = types.filter((type) => MESSAGES[type].to === 'background').sort();
    expect(Object.keys(handlers).sort()).toEqual(answeredByBackground);
    expect(types.filter((type) => MESSAGES[type].to === 'tab').sort()).toEqual([
      'reprolens:get-skeleton',
      'reprolens:get-verdict',
      'reprolens:show-panel',
      'reprolens:toggle-panel',
    ]);
  });

  const malformed: unknown[] = [undefined, 'junk', 42, [], { verdict: 'x' }, { kind: 'maybe' }, { script: 7 }, { waitsFor: [] }];
  it.each(types)('%s: a malformed answer gives the failure value', async (type) => {
    const expected = failureOf(type, NO_ANSWER[MESSAGES[type].to]);
    for (const answer of malformed) {
      if (type === 'reprolens:left-page') continue; // it has no answer to check
      expect(await asked(type, async () => answer), JSON.stringify(answer)).toEqual(expected);
    }
  });

  it.each(types)('%s: a failed round trip gives the failure value, with the browser’s words where it has room for them', async (type) => {
    const why = 'Could not establish connection. Receiving end does not exist.';
    expect(await asked(type, () => Promise.reject(new Error(why)))).toEqual(failureOf(type, why));
  });

  it('passes a well-formed answer through', async () => {
    const verdict = { state: 'quiet', reason: 'not_deep_learning' };
    expect(await asked('reprolens:judge', async () => ({ verdict, offersSkeleton: true }))).toEqual({
      value: { verdict, offersSkeleton: true },
    });
    expect(await asked('reprolens:build-skeleton', async () => null)).toEqual({ value: null });
    expect(await asked('reprolens:get-skeleton', async () => ({ script: 'import torch\n' }))).toEqual({
      value: { script: 'import torch\n' },
    });
    const status = { url: 'https://stackoverflow.com/q/1', verdict, panelShown: true, offersSkeleton: false };
    expect(await asked('reprolens:get-verdict', async () => status)).toEqual({ value: status });
    expect(await asked('reprolens:judge-draft', async () => ({ verdict, waitsFor: ['title'] }))).toEqual({
      value: { verdict, waitsFor: ['title'] },
    });
    expect(await asked('reprolens:check-pasted', async () => ({ error: 'nothing pasted' }))).toEqual({
      value: { error: 'nothing pasted' },
    });
    expect(await asked('reprolens:read-with-readability', async () => ({ kind: 'none', reason: 'no question' }))).toEqual({
      value: { kind: 'none', reason: 'no question' },
    });
  });

  it('says a failed judgment as "could not check", never as a score', () => {
    expect(MESSAGES['reprolens:judge'].failure('no answer from the extension')).toEqual({
      verdict: {
        state: 'unreadable',
        reason: 'check_failed',
        why: 'ReproLens could not check this question (no answer from the extension).',
      },
      offersSkeleton: false,
    });
  });
});
