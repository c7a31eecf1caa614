// The background's answers (entrypoints/background/index.ts) to the question page's messages, on real saved question
// pages (tests/fixtures/pages/assembled/PROVENANCE.md) and real questions (tests/fixtures/items): the verdict comes
// without building the reproduction skeleton (one background serves every tab) but says whether one can be built,
// and the skeleton is built on its own message, from the question the tab was judged with, exactly as buildSkeleton
// gives it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../entrypoints/background/index';
import { hasPythonCode } from '../../lib/skeleton/codePieces';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { JudgePageAnswer, ReproLensMessage } from '../../lib/messages/messageTable';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/messages/pageVerdict';
import type { ScoredVerdict } from '../../lib/verdict';
import { readStackOverflowPage } from '../../lib/readers/stackOverflowPage';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import * as build from '../../lib/skeleton/build';

const ASSEMBLED = resolve(import.meta.dirname, '../fixtures/pages/assembled');
const reads = readdirSync(ASSEMBLED)
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map((file) => {
    const doc = parseHTML(readFileSync(resolve(ASSEMBLED, file), 'utf8')).document as unknown as Document;
    const url = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    return { file, read: readStackOverflowPage(doc, url) };
  });

function judgePageReport(question: Parameters<typeof hasPythonCode>[0]) {
  const verdict = judgePage({ ok: true, question }, DEFAULT_SETTINGS);
  return verdict.state === 'unreadable' ? analyzeQuestion(question) : verdict.report;
}

/** What the background's own listener answers, to a message from no tab (no badge) or from the tab given. */
async function ask<T>(message: ReproLensMessage, tabId?: number): Promise<T> {
  const sender = (tabId === undefined ? {} : { tab: { id: tabId } }) as Browser.runtime.MessageSender;
  const answers = await fakeBrowser.runtime.onMessage.trigger(message, sender, () => undefined);
  return answers.find((a) => a !== undefined) as T;
}

/** The background's keyboard-command listener (the fake has no commands.onCommand: it is caught here). */
let onCommand: ((command: string, tab?: { id?: number }) => void) | undefined;

describe('background', () => {
  beforeAll(() => {
    fakeBrowser.reset();
    // The fake has no runtime.onConnect (the coach's port); the question page's messages do not need it.
    Object.assign(fakeBrowser.runtime, { onConnect: { addListener: () => undefined } });
    Object.assign(fakeBrowser.commands, { onCommand: { addListener: (l: typeof onCommand) => (onCommand = l) } });
    // Nor permission events or scripting: the added-repositories registration has its own test
    // (tests/entrypoints/addedRepositories.test.ts); with none stored, it only asks what is registered.
    const noEvent = { addListener: () => undefined };
    Object.assign(fakeBrowser.permissions, { onAdded: noEvent, onRemoved: noEvent });
    Object.assign(fakeBrowser.scripting, { getRegisteredContentScripts: async () => [] });
    background.main();
  });

  it('turns the keyboard command into a toggle-panel message to its tab', async () => {
    const sent = vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
    onCommand!('toggle-panel', { id: 7 });
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(7, { type: 'reprolens:toggle-panel' }));
    sent.mockClear();
    onCommand!('some-other-command', { id: 7 });
    await Promise.resolve();
    expect(sent).not.toHaveBeenCalled();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has real pages to judge, at least one with Python code', () => {
    expect(reads.filter((r) => r.read.ok && r.read.question.blocks.some((b) => b.kind === 'code')).length).toBeGreaterThan(0);
  });

  it.each(reads)('judges $file as judgePage does, without building the skeleton, saying whether it offers one', async ({ read }) => {
    const builds = vi.spyOn(build, 'buildSkeleton');
    const { verdict, offersSkeleton } = await ask<JudgePageAnswer>({ type: 'reprolens:judge', read, settings: DEFAULT_SETTINGS });
    expect(builds).not.toHaveBeenCalled();
    const expected = judgePage(read, DEFAULT_SETTINGS);
    expect(verdict).toEqual(expected);
    // Offered exactly where the builder gives a skeleton (for scored questions only, as before).
    expect(offersSkeleton).toBe(expected.state === 'verdict' && read.ok && build.buildSkeleton(read.question, expected.report) !== null);
  });

  it.each(reads.filter((r) => r.read.ok))('builds the skeleton of $file on its tab’s request, as buildSkeleton does', async ({ read }) => {
    if (!read.ok) return;
    const tab = 11;
    const { offersSkeleton } = await ask<JudgePageAnswer>({ type: 'reprolens:judge', read, settings: DEFAULT_SETTINGS }, tab);
    const verdict = judgePage(read, DEFAULT_SETTINGS);
    const skeleton = await ask<build.Skeleton | null>({ type: 'reprolens:build-skeleton' }, tab);
    // The overlay asks only where the verdict offers one; elsewhere the background has no question kept to build from.
    expect(skeleton).toEqual(offersSkeleton && verdict.state === 'verdict' ? build.buildSkeleton(read.question, verdict.report) : null);
  });

  it('builds from the question each tab was judged with, and from none once the tab left it or closed', async () => {
    const [first, second] = reads.filter((r) => r.read.ok && hasPythonCode(r.read.question)).map((r) => r.read);
    if (!first?.ok || !second?.ok) throw new Error('two pages with Python code are needed');
    await ask({ type: 'reprolens:judge', read: first, settings: DEFAULT_SETTINGS }, 21);
    await ask({ type: 'reprolens:judge', read: second, settings: DEFAULT_SETTINGS }, 22);
    const expected = (read: typeof first) => {
      const verdict = judgePage(read, DEFAULT_SETTINGS);
      return verdict.state === 'verdict' ? build.buildSkeleton(read.question, verdict.report) : null;
    };
    expect(await ask({ type: 'reprolens:build-skeleton' }, 21)).toEqual(expected(first));
    expect(await ask({ type: 'reprolens:build-skeleton' }, 22)).toEqual(expected(second));
    expect(await ask({ type: 'reprolens:build-skeleton' })).toBeNull(); // no tab: nothing kept
    await ask({ type: 'reprolens:left-page' }, 21);
    expect(await ask({ type: 'reprolens:build-skeleton' }, 21)).toBeNull();
  });

  it('keeps the question in the session store, where a started-again service worker finds it', async () => {
    const read = reads.find((r) => r.read.ok && hasPythonCode(r.read.question))!.read;
    await ask({ type: 'reprolens:judge', read, settings: DEFAULT_SETTINGS }, 31);
    await vi.waitFor(async () => expect(Object.keys(await fakeBrowser.storage.session.get(null))).toContain('tab-question:31'));
    const { TabQuestions } = await import('../../entrypoints/background/tabQuestions');
    const restarted = new TabQuestions(fakeBrowser.storage.session);
    expect(await restarted.get(31)).toEqual(await new TabQuestions(fakeBrowser.storage.session).get(31));
    expect((await restarted.get(31))?.question).toEqual(read.ok ? read.question : null);
  });

  it('offers a skeleton exactly where buildSkeleton gives one, on the real questions of tests/fixtures/items', () => {
    const questions = readFileSync(resolve(import.meta.dirname, '../fixtures/items/questions.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => readStackExchangeApiQuestion(JSON.parse(line)));
    const mismatches = questions.filter((q) => hasPythonCode(q) !== (build.buildSkeleton(q, judgePageReport(q)) !== null));
    expect(questions.length).toBeGreaterThan(20);
    expect(mismatches.map((q) => q.id)).toEqual([]);
  });

  it('answers null, never a broken panel, when the builder throws', async () => {
    const withCode = reads.map((r) => (r.read.ok ? { question: r.read.question, verdict: judgePage(r.read, DEFAULT_SETTINGS) } : null));
    const page = withCode.find((p) => p?.verdict.state === 'verdict' && build.buildSkeleton(p.question, p.verdict.report) !== null)!;
    const report = (page.verdict as ScoredVerdict).report;
    vi.spyOn(build, 'buildSkeleton').mockImplementation(() => {
      throw new Error('builder bug');
    });
    await ask({ type: 'reprolens:judge', read: { ok: true, question: page.question }, settings: DEFAULT_SETTINGS }, 41);
    expect(report).toBeDefined();
    expect(await ask({ type: 'reprolens:build-skeleton' }, 41)).toBeNull();
  });
});
