// The popup checks a pasted draft with the engine inside the extension — in the browser, not in Node —
// and shows the same verdict the engine gives in Node for the same text. The draft is a real bug report:
// tensorflow/tensorflow#32476, verbatim markdown (tests/fixtures/tf/PROVENANCE.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import { readMarkdownDraft } from '../../lib/readers/markdownDraft';
import { ITEM_IDS } from '../../lib/checklist';
import { chromiumMissing, launchExtension, type LaunchedExtension } from './helpers/launchExtension';
import { tensorflowIssue } from '../fixtures/tf/tensorflowIssues';

const issue = tensorflowIssue(32476);
const draft = `# ${issue.title}\n\n${issue.body}`;

describe.skipIf(chromiumMissing)('popup: check a pasted draft', () => {
  let launched: LaunchedExtension;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    launched = await launchExtension();
    page = await launched.context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`chrome-extension://${launched.extensionId}/popup.html`);
  });
  afterAll(async () => {
    await launched?.close();
  });

  it('shows the same score, grade and item statuses as the engine in Node', async () => {
    const verdict = decide(readMarkdownDraft(draft).question, DEFAULT_SETTINGS);
    if (verdict.state !== 'verdict') throw new Error(`expected a score, got ${verdict.reason}`);
    const expected = verdict.report;
    expect(expected.is_bug_report).toBe(true);
    await page.locator('[data-reprolens="draft"]').fill(draft);
    await page.locator('[data-reprolens="check"]').click();
    await expect.poll(() => page.locator('[data-reprolens="score"]').getAttribute('data-score')).toBe(String(verdict.score));
    for (const id of ITEM_IDS) {
      expect(await page.locator(`[data-reprolens="item-${id}"]`).getAttribute('data-status'), id).toBe(expected.items[id].status);
    }
    const suggestions = await page.locator('[data-reprolens^="suggestion-"]').count();
    expect(suggestions).toBe(expected.suggestions.length);
    expect(errors).toEqual([]);
  });

  it('renders hostile HTML in a pasted title as text, never as markup', async () => {
    const hostile = '# <img src=x onerror="document.title=\'pwned\'"> loss is nan\n\nMy loss becomes nan after one epoch.\n';
    await page.locator('[data-reprolens="draft"]').fill(hostile);
    await page.locator('[data-reprolens="check"]').click();
    await expect.poll(() => page.locator('[data-reprolens="item-logs"]').count()).toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');
    // The pasted text is never changed by checking it.
    expect(await page.locator('[data-reprolens="draft"]').inputValue()).toBe(hostile);
  });

  it('asks for text instead of failing on an empty paste', async () => {
    await page.locator('[data-reprolens="draft"]').fill('   ');
    await page.locator('[data-reprolens="check"]').click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Paste a question first');
  });
});
