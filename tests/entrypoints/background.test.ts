// The background's answers (entrypoints/background/index.ts) to the question page's messages, on real saved question
// pages (tests/fixtures/pages/assembled/PROVENANCE.md) and real questions (tests/fixtures/items): the verdict comes
// without building the reproduction skeleton (one background serves every tab) but says whether one can be built,
// and the skeleton is built on its own message, exactly as buildSkeleton gives it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../entrypoints/background/index';
import { hasPythonCode } from '../../lib/skeleton/codePieces';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import type { BuildSkeletonMessage, JudgePageAnswer, JudgePageMessage } from '../../lib/page/messages';
import { analyzeQuestion } from '../../lib/engine';
import { judgePage } from '../../lib/page/pageVerdict';
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

/** What the background's own listener answers (the test sends from no tab: no badge). */
async function ask<T>(message: JudgePageMessage | BuildSkeletonMessage): Promise<T> {
  const answers = await fakeBrowser.runtime.onMessage.trigger(message, {}, () => undefined);
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

  it.each(reads.filter((r) => r.read.ok))('builds the skeleton of $file on request, as buildSkeleton does', async ({ read }) => {
    if (!read.ok) return;
    const verdict = judgePage(read, DEFAULT_SETTINGS);
    if (verdict.state === 'unreadable') return;
    const skeleton = await ask<build.Skeleton | null>({
      type: 'reprolens:build-skeleton',
      question: read.question,
      report: verdict.report,
    });
    expect(skeleton).toEqual(build.buildSkeleton(read.question, verdict.report));
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
    expect(await ask({ type: 'reprolens:build-skeleton', question: page.question, report })).toBeNull();
  });
});
