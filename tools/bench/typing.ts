// The browser bench's typing run: a 10 KB draft on the synthesized Ask pages, typed in bursts with and without the
// extension; main-thread time per keystroke and the writing coach's update latency.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { coachLatencies } from './typingFigures';
import type { TypingBurst, TypingFigures, TypingSpeed } from './browserReport';
import { DRAFT_SOURCE, draftOfSize } from './draft';
import { DRAFT_TAGS, type SynthesizedDraft } from './draftFigures';
import { evaluateInShadowRoot, waitInShadowRoot } from '../demo/shadowRootOverCdp';
import { ASK_URL, askPage, type Tab, type TypingMarks } from './benchContext';

export const COACH_HOST = '[data-reprolens="coach-host"]';
/** The synthesized Ask pages typed into, and how their body is edited. */
export const TYPING_PAGES: Array<{ file: string; editor: 'textarea' | 'contenteditable' }> = [
  { file: 'drafts/synth-ask-classic.html', editor: 'textarea' },
  { file: 'drafts/synth-ask-stacks-markdown.html', editor: 'contenteditable' },
];
/** The draft filled in before typing: real bodies concatenated up to 10 KB (tools/bench/draftFigures.ts). */
const TYPING_DRAFT_BYTES = 10 * 1024;
/**
 * Fast: keys 30 ms apart, so the coach's 120 ms typing pause never comes until the burst ends; slow: 200 ms apart,
 * so it judges the draft again after every key. Few keys per burst keep the typing run near 90 s.
 */
const TYPING_SPEEDS: TypingSpeed[] = [
  { speed: 'fast', delayMs: 30, keys: 32 },
  { speed: 'slow', delayMs: 200, keys: 30 },
];
/** After a burst's last key, both sides wait this long before the metrics are read (the coach's update included). */
const TYPING_TAIL_MS = 500;
/** Idle time after filling the draft (and, with the extension, after the coach's verdict on it) and before a burst. */
const TYPING_SETTLE_MS = 300;
const BEFORE_BURST_MS = 100;
/**
 * CDP `Performance.enable` time domain: the main thread's CPU time ('threadTicks'), not wall time ('timeTicks'), so
 * a task is not counted longer because the other browser or the service worker held the CPU (two cores here).
 */
const TIME_DOMAIN = 'threadTicks';
const TYPED_TEXT =
  'the loss goes to NaN after the first epoch when I lower the learning rate to 1e-4, and the validation accuracy stays at 0.1 whatever I try with the batch size. ';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function mainThreadMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** Loads the Ask page, fills title, tags and the 10 KB body (not typed), puts the caret at the body's end. */
export async function openDraft(
  tab: Tab,
  editor: 'textarea' | 'contenteditable',
  draft: SynthesizedDraft,
  withExtension: boolean,
  log: (line: string) => void,
): Promise<string | undefined> {
  const { page } = tab;
  await page.goto(ASK_URL, { waitUntil: 'load', timeout: 60_000 });
  await page.fill('#title', draft.title);
  await page.fill('#tagnames', DRAFT_TAGS.join(' '));
  // Typing goes on after "Update: " in a paragraph of its own, so the draft's last code fence stays closed.
  const body = `${draft.markdown}\n\nUpdate: `;
  if (editor === 'textarea') {
    await page.fill('#wmd-input', body);
    await page.evaluate(() => {
      const area = document.querySelector<HTMLTextAreaElement>('#wmd-input')!;
      area.focus();
      area.setSelectionRange(area.value.length, area.value.length);
    });
  } else {
    // What the Stacks editor shows in markdown mode: the markdown as the text of one code block (a paste would do
    // the same), then the input event its integration answers by syncing the backing textarea.
    await page.evaluate((text) => {
      const root = document.querySelector<HTMLElement>('.js-editor.ProseMirror')!;
      const code = root.querySelector('pre.s-code-block.markdown > code')!;
      code.textContent = text;
      root.focus();
      const range = document.createRange();
      range.setStart(code.firstChild!, text.length);
      range.collapse(true);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      root.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    }, body);
  }
  let state: string | undefined;
  if (withExtension) {
    try {
      // The production build's shadow root is closed (components/shadowHost.ts): read over CDP.
      const scored = await waitInShadowRoot(
        page,
        COACH_HOST,
        (root) =>
          (root.host as HTMLElement).dataset.state === 'verdict' && root.querySelector('[data-reprolens="score"][data-score]') !== null,
        15_000,
      );
      if (!scored) throw new Error('no verdict');
    } catch {
      log(`  warning: the coach showed no verdict on the filled draft (${editor})`);
    }
    state = await evaluateInShadowRoot(page, COACH_HOST, (root) => {
      const host = root.host as HTMLElement;
      const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
      if (!t.observing) {
        // A MutationObserver in the page's main world on the content script's host (its data-state, set on every
        // paint) and its shadow root (the panel's DOM; reached over CDP, it is closed): one callback per coach update.
        const observer = new MutationObserver(() => t.updates.push(performance.now()));
        observer.observe(host, { attributes: true });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
        t.observing = true;
      }
      const score = root.querySelector<HTMLElement>('[data-reprolens="score"]')?.dataset.score;
      return `${host.dataset.state}${score ? ` ${score}` : ''}`;
    });
  }
  await sleep(TYPING_SETTLE_MS);
  return state;
}

/** The body's length as the page holds it (the textarea's value, or the editor's text). */
function bodyLength(editor: 'textarea' | 'contenteditable'): () => number {
  return editor === 'textarea'
    ? () => document.querySelector<HTMLTextAreaElement>('#wmd-input')!.value.length
    : () => document.querySelector('.js-editor.ProseMirror pre.s-code-block.markdown > code')!.textContent!.length;
}

/** Types one burst and reads the main-thread time it cost, from just before the first key to the tail's end. */
async function typingBurst(tab: Tab, editor: 'textarea' | 'contenteditable', speed: TypingSpeed, text: string) {
  const { page, cdp } = tab;
  const lengthBefore = await page.evaluate(bodyLength(editor));
  await page.evaluate(() => {
    const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
    t.keys.length = 0;
    t.updates.length = 0;
  });
  await sleep(BEFORE_BURST_MS);
  const before = await mainThreadMetrics(cdp);
  const started = performance.now();
  await page.keyboard.type(text, { delay: speed.delayMs });
  // The same fixed tail on both sides (no polling in the page, which would itself be main-thread work).
  await sleep(TYPING_TAIL_MS);
  const after = await mainThreadMetrics(cdp);
  const windowMs = performance.now() - started;
  const marks = await page.evaluate(() => {
    const t = (window as unknown as { __reprolensTyping: TypingMarks }).__reprolensTyping;
    return { keys: [...t.keys], updates: [...t.updates] };
  });
  const typed = (await page.evaluate(bodyLength(editor))) - lengthBefore;
  const delta = (name: string) => ((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000;
  return {
    taskMs: delta('TaskDuration'),
    scriptMs: delta('ScriptDuration'),
    layoutMs: delta('LayoutDuration'),
    styleMs: delta('RecalcStyleDuration'),
    windowMs,
    typed,
    keydowns: marks.keys.length,
    ...coachLatencies(marks.keys, marks.updates),
  };
}

export async function measureTyping(
  root: string,
  tabs: Record<'with' | 'without', Tab>,
  reps: number,
  log: (line: string) => void,
): Promise<TypingFigures> {
  const draft = draftOfSize(root, TYPING_DRAFT_BYTES);
  const started = performance.now();
  for (const side of ['with', 'without'] as const) await tabs[side].cdp.send('Performance.enable', { timeDomain: TIME_DOMAIN });
  const bursts: TypingBurst[] = [];
  const warnings: string[] = [];
  const coachStates: Record<string, string> = {};
  let cursor = 0;
  const nextText = (n: number) => {
    let out = '';
    while (out.length < n) {
      out += TYPED_TEXT[cursor % TYPED_TEXT.length];
      cursor += 1;
    }
    return out;
  };
  for (const [pageIndex, tp] of TYPING_PAGES.entries()) {
    const path = resolve(root, 'tests/fixtures/pages', tp.file);
    if (!existsSync(path)) {
      warnings.push(`\`${tp.file}\` not found: not measured`);
      continue;
    }
    askPage.html = readFileSync(path, 'utf8');
    for (const side of ['with', 'without'] as const) {
      const state = await openDraft(tabs[side], tp.editor, draft, side === 'with', log);
      if (state) coachStates[tp.file] = state;
      // Warm-up: a short untimed burst on each side (the typing paths compiled, the first verdicts given).
      await typingBurst(tabs[side], tp.editor, TYPING_SPEEDS[0], nextText(10));
    }
    for (let rep = 0; rep < reps; rep += 1) {
      for (const [speedIndex, speed] of TYPING_SPEEDS.entries()) {
        const order: Array<'with' | 'without'> = (rep + pageIndex + speedIndex) % 2 ? ['without', 'with'] : ['with', 'without'];
        for (const side of order) {
          const text = nextText(speed.keys);
          const b = await typingBurst(tabs[side], tp.editor, speed, text);
          if (b.typed !== text.length)
            warnings.push(
              `${tp.file}, ${side} the extension, ${speed.speed} burst ${rep + 1}: ${b.typed} of ${text.length} characters reached the body`,
            );
          bursts.push({ page: tp.file, editor: tp.editor, speed: speed.speed, delayMs: speed.delayMs, side, rep, keys: text.length, ...b });
        }
      }
      log(`  typing: ${tp.file} round ${rep + 1}/${reps} done (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  for (const w of warnings) log(`  warning: ${w}`);
  return {
    source: DRAFT_SOURCE,
    draftBytes: draft.bytes,
    draftBodies: draft.numbers.length,
    reps,
    speeds: TYPING_SPEEDS,
    tailMs: TYPING_TAIL_MS,
    settleMs: TYPING_SETTLE_MS,
    timeDomain: TIME_DOMAIN,
    coachStates,
    seconds: (performance.now() - started) / 1000,
    bursts,
    warnings,
  };
}
