// The background's "Check this page" (entrypoints/background/readabilityCheck.ts): which tab it reads, and
// what it answers for each thing the injected reader can give back — including a refusal and a junk value.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { checkTabWithReadability, readabilityCheckTab } from '../../entrypoints/background/readabilityCheck';
import type { ReadWithReadabilityMessage } from '../../lib/messages/messageTable';
import { NO_ANSWER_REASON, REFUSED_SENTENCE } from '../../lib/messages/pageCheck';
import { judgeQuestion } from '../../lib/messages/pageVerdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { DEFAULT_SETTINGS } from '../../lib/settings';

const ORIGIN = 'chrome-extension://abc/';
const message: ReadWithReadabilityMessage = { type: 'reprolens:read-with-readability', tabId: 5, settings: DEFAULT_SETTINGS };

describe('readabilityCheckTab', () => {
  it('reads the tab the popup names (also when the popup is itself a tab, as in the browser tests)', () => {
    expect(readabilityCheckTab(message, { url: `${ORIGIN}popup.html` }, ORIGIN)).toBe(5);
    expect(readabilityCheckTab(message, { url: `${ORIGIN}popup.html?tab=5`, tab: { id: 9 } }, ORIGIN)).toBe(5);
    expect(readabilityCheckTab({ ...message, tabId: undefined }, { url: `${ORIGIN}popup.html` }, ORIGIN)).toBeNull();
  });

  it('a content script only ever gets its own tab read, whatever tabId it sends', () => {
    expect(readabilityCheckTab(message, { url: 'https://stackoverflow.com/questions/1/x', tab: { id: 9 } }, ORIGIN)).toBe(9);
    expect(readabilityCheckTab(message, { url: 'https://stackoverflow.com/questions/1/x' }, ORIGIN)).toBeNull();
  });
});

describe('checkTabWithReadability', () => {
  const executeScript = vi.fn();
  beforeEach(() => {
    fakeBrowser.reset();
    executeScript.mockReset();
    // The fake browser has no scripting API: the one call the check makes is stood in for.
    Object.assign(fakeBrowser, { scripting: { executeScript } });
  });

  it('injects the reader file into the tab and judges the question it returns', async () => {
    const { question } = readMarkdownDraft('# Loss is nan with PyTorch\n\nMy PyTorch loss is nan.\n\n```python\nimport torch\n```\n');
    executeScript.mockResolvedValue([{ frameId: 0, result: { question } }]);
    const check = await checkTabWithReadability(5, DEFAULT_SETTINGS);
    expect(executeScript).toHaveBeenCalledWith({ target: { tabId: 5 }, files: ['/readability-page.js'] });
    expect(check).toEqual({ kind: 'judged', url: '', question, verdict: judgeQuestion(question, DEFAULT_SETTINGS) });
  });

  it("passes the reader's reason when the page has no question", async () => {
    executeScript.mockResolvedValue([{ frameId: 0, result: { none: 'no question-like content: 2 words' } }]);
    expect(await checkTabWithReadability(5, DEFAULT_SETTINGS)).toEqual({ kind: 'none', reason: 'no question-like content: 2 words' });
  });

  it('says the page gave no answer for a junk or missing result', async () => {
    executeScript.mockResolvedValue([{ frameId: 0, result: '<b>hi</b>' }]);
    expect(await checkTabWithReadability(5, DEFAULT_SETTINGS)).toEqual({ kind: 'none', reason: NO_ANSWER_REASON });
    executeScript.mockResolvedValue([]);
    expect(await checkTabWithReadability(5, DEFAULT_SETTINGS)).toEqual({ kind: 'none', reason: NO_ANSWER_REASON });
  });

  it('says so in words when the browser refuses the tab', async () => {
    executeScript.mockRejectedValue(new Error('Cannot access a chrome:// URL'));
    expect(await checkTabWithReadability(5, DEFAULT_SETTINGS)).toEqual({
      kind: 'refused',
      why: `${REFUSED_SENTENCE} (The browser said: Cannot access a chrome:// URL)`,
    });
  });
});
