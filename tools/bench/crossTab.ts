// The browser bench's cross-tab measurement (figures and text: ./benchCrossTabFigures.ts): how much later a normal
// question tab's panel comes when, at the same moment, another tab opens a heavy question, opens that question's
// reproduction skeleton, or has a hostile draft pasted into the Ask page's body for the writing coach to judge. Runs in
// the bench's context with the extension; every page is served from memory.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { evaluateInShadowRoot, releaseShadowRootSession, waitInShadowRoot } from '../demo/shadowRootOverCdp';
import { assembleQuestionPage, type CorpusQuestionRecord } from '../fixtures/assembleQuestionPage';
import type { CrossTabCase, CrossTabFigures, CrossTabRound, CrossTabTrigger } from './crossTabFigures';
import { coachMarkdown, hostileInputs } from './hostile';

/** The service worker's heartbeat: its longest gap, less one beat, is its longest task. */
const HEARTBEAT_MS = 5;
const PANEL_HOST = '[data-reprolens="panel"]';
const SKELETON_PAGE = 'tests/fixtures/pages/so-2022-12_stackoverflow_9688200.html';
const REAL_RECORD = 'tests/fixtures/bench/tf-keras-2015-2023_71575380.jsonl';
/** A URL the question content script does not run on (QUESTION_PAGE_EXCLUDES): the control's heavy page is served here. */
const CONTROL_URL = 'https://stackoverflow.com/questions/tagged/reprolens-bench-heavy';
/** The real saved 2023 Ask page, served where the coach's tests serve it (tests/browser/coach.browser.test.ts). */
const ASK_PAGE = 'tests/fixtures/pages/so-2023-10_stackoverflow_ask.html';
const ASK_URL = 'https://stackoverflow.com/questions/ask';
const COACH_HOST = '[data-reprolens="coach-host"]';
/** Hostile review 2026-12-04: its drafts were 29,000 characters, within Stack Overflow's 30,000-character body limit. */
const DRAFT_CHARS = 29_000;
const DRAFT_TITLE = 'Loss is nan after the first epoch in pytorch';
/** The review's markdown drafts (tools/bench/hostile.ts builds them; the coach reads coachMarkdown of each). */
const HOSTILE_DRAFTS = [
  'synth-prose-quote-run-then-code',
  'synth-prose-ordered-dash-ladder-then-code',
  'synth-prose-dash-tab-ladder',
  'synth-prose-prompt-run',
];
/** Hostile review 2026-12-04: 15 blocks of 1,900 characters, each under the slicing threshold (lib/analysis/program.ts). */
const SHORT_BLOCKS = { count: 15, chars: 1_900, line: 'def f(\n' };

interface DraftText {
  title: string;
  markdown: string;
}

interface HeavyInput {
  name: string;
  description: string;
  url: string;
  html: string;
  trigger: CrossTabTrigger;
  /** Draft cases: the draft pasted in round `round`. */
  draft?: (round: number) => DraftText;
}

/**
 * The background answers an unchanged draft from memory and keeps each code block's analysis by its text
 * (entrypoints/background/index.ts, lib/analysis/program.ts): each round's draft differs, in its title and in a
 * comment closing every block, so every round is judged from scratch.
 */
const roundTitle = (round: number) => `${DRAFT_TITLE} (round ${round + 1})`;

/** The writing coach's cases: the review's hostile drafts, each pasted into the Ask page's body editor. */
export function draftInputs(root: string): HeavyInput[] {
  const html = readFileSync(resolve(root, ASK_PAGE), 'utf8');
  const hostile = hostileInputs(DRAFT_CHARS)
    .filter((input) => HOSTILE_DRAFTS.includes(input.name))
    .map((input) => ({
      name: input.name,
      description: `synthesized, ${coachMarkdown(input).length.toLocaleString('en-US')}-character draft (hostile table: ${input.review})`,
      markdown: () => coachMarkdown(input),
    }));
  const block = SHORT_BLOCKS.line.repeat(Math.ceil(SHORT_BLOCKS.chars / SHORT_BLOCKS.line.length)).slice(0, SHORT_BLOCKS.chars);
  const blocks = {
    name: `synth-code-blocks-${SHORT_BLOCKS.count}x${SHORT_BLOCKS.chars}`,
    description: `synthesized, ${SHORT_BLOCKS.count} fenced Python blocks of ${SHORT_BLOCKS.chars.toLocaleString('en-US')} characters of \`def f(\` lines, a sentence before each`,
    markdown: (round: number) =>
      Array.from(
        { length: SHORT_BLOCKS.count },
        (_, i) => `Part ${i + 1} of my model:\n\n\`\`\`python\n${block}# round ${round + 1}, block ${i + 1}\n\`\`\`\n`,
      ).join('\n'),
  };
  return [...hostile, blocks].map((d) => ({
    name: d.name,
    description: d.description,
    url: ASK_URL,
    html,
    trigger: 'draft' as const,
    draft: (round: number) => ({ title: roundTitle(round), markdown: d.markdown(round) }),
  }));
}

/** The heavy question pages: the slowest real corpus question, and a synthesized 30,000-character code block. */
export function heavyInputs(root: string): HeavyInput[] {
  const skeleton = readFileSync(resolve(root, SKELETON_PAGE), 'utf8');
  const real = JSON.parse(readFileSync(resolve(root, REAL_RECORD), 'utf8').trim()) as CorpusQuestionRecord;
  // The export holds no author names (tests/fixtures/bench/PROVENANCE.md).
  const realRecord = { ...real, owner_display_name: `(asker of ${real.question_id})`, owner_link: real.link };
  const synthRecord: CorpusQuestionRecord = {
    question_id: 900000001,
    title: 'synth: PyTorch model raises an error on a long chain of conditions',
    tags: ['python', 'pytorch'],
    body_html: `<p>My model raises an error in this code:</p>\n<pre><code>${'if x:\n'.repeat(5000)}</code></pre>\n`,
    link: 'https://stackoverflow.com/questions/900000001/synth-if-x-30000',
    owner_display_name: '(synthesized)',
    owner_link: 'https://stackoverflow.com/questions/900000001/synth-if-x-30000',
  };
  const page = (record: CorpusQuestionRecord) => assembleQuestionPage(skeleton, record);
  const realUrl = `https://stackoverflow.com/questions/${real.question_id}/`;
  return [
    {
      name: 'synth-if-x-30000',
      description: 'synthesized, one code block of 5,000 lines `if x:` (30,000 characters)',
      url: synthRecord.link,
      html: page(synthRecord),
      trigger: 'page',
    },
    {
      name: `tf-keras-${real.question_id}`,
      description: "the corpus's slowest real question (29 KB body)",
      url: realUrl,
      html: page(realRecord),
      trigger: 'page',
    },
    // Its skeleton: the 30,000 characters of block headers that made buildSkeleton cubic (hostile review, E1). The
    // corpus question had been the skeleton case until a closer reading found it has no Python code to build from.
    {
      name: 'synth-if-x-30000',
      description: 'synthesized, one code block of 5,000 lines `if x:` (30,000 characters)',
      url: synthRecord.link,
      html: page(synthRecord),
      trigger: 'skeleton',
    },
  ];
}

/**
 * The coach has answered the pasted draft: a grade, or the line saying what the draft still needs before one (a draft
 * without code or an error waits for them, entrypoints/draft.content/useDraftJudge.ts). Its first answer, on the
 * empty page, waits for everything (`NOT_STARTED_WAIT`), so that one does not count. Waiting for a grade alone hung
 * the bench: three of the review's drafts hold no code, and each round waited out its 300 s.
 */
const NOT_STARTED_WAIT = 'code_or_error title words';
function coachAnswered(root: ShadowRoot, notStarted: string): boolean {
  const { state, waiting } = (root.host as HTMLElement).dataset;
  if (state === 'verdict') return root.querySelector('[data-reprolens="score"][data-score]') !== null;
  return waiting !== undefined && waiting !== '' && waiting !== notStarted;
}

/** When the page's own MutationObserver (benchBrowser.ts INIT_SCRIPT) saw the panel's host, or null after `timeout`. */
async function waitForPanel(page: Page, timeout: number): Promise<number | null> {
  const seenAt = () => (window as unknown as { __reprolensBench: { hostMs: number | null } }).__reprolensBench.hostMs;
  try {
    await page.waitForFunction(seenAt, undefined, { timeout, polling: 50 });
    return await page.evaluate(seenAt);
  } catch {
    return null;
  }
}

async function armHeartbeat(worker: Worker): Promise<void> {
  await worker.evaluate((beatMs) => {
    const g = globalThis as unknown as { __rlHeartbeat?: { last: number; longest: number } };
    if (!g.__rlHeartbeat) {
      const beat = { last: performance.now(), longest: 0 };
      g.__rlHeartbeat = beat;
      setInterval(() => {
        const now = performance.now();
        beat.longest = Math.max(beat.longest, now - beat.last);
        beat.last = now;
      }, beatMs);
    }
    g.__rlHeartbeat.last = performance.now();
    g.__rlHeartbeat.longest = 0;
  }, HEARTBEAT_MS);
}

async function longestTask(worker: Worker): Promise<number> {
  const gap = await worker.evaluate(() => (globalThis as unknown as { __rlHeartbeat: { longest: number } }).__rlHeartbeat.longest);
  return Math.max(0, gap - HEARTBEAT_MS);
}

export async function measureCrossTab(
  context: BrowserContext,
  worker: Worker,
  root: string,
  normal: { file: string; url: string },
  rounds: number,
  log: (line: string) => void,
): Promise<CrossTabFigures> {
  const inputs = [...heavyInputs(root), ...draftInputs(root)];
  // Registered last, so these win over the bench's own route for the Ask page (the typing run's page).
  for (const input of new Map(inputs.map((i) => [i.url, i])).values()) {
    await context.route(input.url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: input.html }));
  }
  let control = '';
  await context.route(CONTROL_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: control }));
  const warnings: string[] = [];
  const cases: CrossTabCase[] = [];
  const started = performance.now();
  const loadAtStart = loadavg()[0];

  const alone = async () => {
    const page = await context.newPage();
    await page.goto(normal.url);
    const at = await waitForPanel(page, 30_000);
    await page.close();
    return at;
  };
  const together = async (input: HeavyInput) => {
    const [heavy, page] = [await context.newPage(), await context.newPage()];
    await armHeartbeat(worker);
    await Promise.all([heavy.goto(input.url, { timeout: 120_000 }), page.goto(normal.url)]);
    const at = await waitForPanel(page, 120_000);
    const heavyAt = await waitForPanel(heavy, 300_000);
    const task = await longestTask(worker);
    await Promise.all([heavy.close(), page.close()]);
    return { at, heavyAt, task };
  };
  const withControl = async (input: HeavyInput) => {
    control = input.html;
    const [heavy, page] = [await context.newPage(), await context.newPage()];
    await Promise.all([heavy.goto(CONTROL_URL, { timeout: 120_000 }), page.goto(normal.url)]);
    const at = await waitForPanel(page, 120_000);
    await Promise.all([heavy.close(), page.close()]);
    return at;
  };
  const whileBuilding = async (input: HeavyInput) => {
    const [heavy, page] = [await context.newPage(), await context.newPage()];
    await heavy.goto(input.url, { timeout: 120_000 });
    await waitForPanel(heavy, 120_000);
    // The production build's shadow root is closed (components/shadowHost.ts): reached over CDP.
    const inPanel = <R>(fn: (root: ShadowRoot) => R) => evaluateInShadowRoot(heavy, PANEL_HOST, fn);
    await inPanel((root) => root.querySelector<HTMLElement>('[data-reprolens="toggle"]')?.click());
    await waitInShadowRoot(heavy, PANEL_HOST, (root) => root.querySelector('[data-reprolens="skeleton-toggle"]') !== null, 30_000);
    await armHeartbeat(worker);
    const clickedAt = Date.now();
    // A DOM click (no actionability checks taking their own time): the section asks on it.
    await Promise.all([
      inPanel((root) => root.querySelector<HTMLElement>('[data-reprolens="skeleton-toggle"]')?.click()),
      page.goto(normal.url),
    ]);
    // Both waited for at once: the skeleton is timed on its own, not after the normal tab's panel.
    const [at, heavyAt] = await Promise.all([
      waitForPanel(page, 300_000),
      waitInShadowRoot(
        heavy,
        PANEL_HOST,
        (root) =>
          root.querySelector(
            '[data-reprolens="skeleton-script"], [data-reprolens="skeleton-note"][data-state="none"], [data-reprolens="skeleton-note"][data-state="failed"]',
          ) !== null,
        300_000,
      ).then(() => Date.now() - clickedAt),
    ]);
    const task = await longestTask(worker);
    await Promise.all([heavy.close(), page.close()]);
    return { at, heavyAt, task };
  };
  const whileJudgingDraft = async (input: HeavyInput, round: number) => {
    const [heavy, page] = [await context.newPage(), await context.newPage()];
    await heavy.goto(input.url, { timeout: 120_000 });
    // The coach is on the page (its first verdict: nothing written yet) before the draft comes.
    await waitInShadowRoot(heavy, COACH_HOST, (root) => (root.host as HTMLElement).dataset.state !== undefined, 30_000);
    await armHeartbeat(worker);
    const pastedAt = Date.now();
    // As a paste would: the fields' values set at once, then the input event the coach listens for (the saved page's
    // own scripts do not run here); the same way as the coach's test of this page.
    const paste = heavy.evaluate((draft) => {
      const set = (el: HTMLInputElement | HTMLTextAreaElement | null, value: string) => {
        if (!el) return;
        el.value = value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set(document.querySelector<HTMLInputElement>('#title'), draft.title);
      set(document.querySelector<HTMLInputElement>('#tagnames'), 'pytorch');
      set(document.querySelector<HTMLTextAreaElement>('#js-stacks-editor-content'), draft.markdown);
    }, input.draft!(round));
    await Promise.all([paste, page.goto(normal.url)]);
    // Both waited for at once: the coach's answer is timed on its own, not after the normal tab's panel.
    const [at, heavyAt] = await Promise.all([
      waitForPanel(page, 300_000),
      waitInShadowRoot(heavy, COACH_HOST, coachAnswered, 300_000, NOT_STARTED_WAIT).then((shown) => (shown ? Date.now() - pastedAt : null)),
    ]);
    const task = await longestTask(worker);
    await releaseShadowRootSession(heavy);
    await Promise.all([heavy.close(), page.close()]);
    return { at, heavyAt, task };
  };

  for (const input of inputs) {
    const c: CrossTabCase = {
      name: input.name,
      description: input.description,
      trigger: input.trigger,
      bytes: Buffer.byteLength(input.draft ? input.draft(0).markdown : input.html),
      rounds: [],
    };
    for (let i = 0; i < rounds; i += 1) {
      const round: CrossTabRound = {
        aloneMs: null,
        togetherMs: null,
        controlMs: null,
        heavyMs: null,
        backgroundTaskMs: null,
      };
      const aloneRun = async () => {
        round.aloneMs = await alone();
      };
      const controlRun = async () => {
        if (input.trigger === 'page') round.controlMs = await withControl(input);
      };
      // Alone and the control change places every round, around the together run.
      if (i % 2 === 0) await aloneRun();
      else await controlRun();
      const r =
        input.trigger === 'page'
          ? await together(input)
          : input.trigger === 'skeleton'
            ? await whileBuilding(input)
            : await whileJudgingDraft(input, i);
      [round.togetherMs, round.heavyMs, round.backgroundTaskMs] = [r.at, r.heavyAt, r.task];
      if (input.trigger === 'draft' && r.heavyAt === null)
        warnings.push(`${input.name} (draft), round ${i + 1}: the coach showed no answer`);
      if (i % 2 === 0) await controlRun();
      else await aloneRun();
      if (round.togetherMs === null) warnings.push(`${input.name} (${input.trigger}), round ${i + 1}: the normal tab showed no panel`);
      c.rounds.push(round);
    }
    cases.push(c);
    log(`  cross-tab: ${input.name} (${input.trigger}) done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  return { normalPage: normal.file, heartbeatMs: HEARTBEAT_MS, cases, warnings, loadAverage: [loadAtStart, loadavg()[0]] };
}
