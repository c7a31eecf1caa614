// The writing coach's part of the browser bench's section: main-thread time per keystroke with and without the
// extension, and the coach's latency after the last keystroke.
import { markdownTable } from '../docs/markdownTable';
import type { TypingFigures } from './browserReport';
import { COACH_LATENCY_LIMIT_MS, KEYSTROKE_RATIO_TARGET } from './browserTargets';
import { type Stats, stats } from './pageLoadFigures';
import { type TypingCombo, keystrokeHeadline, latencyAfterLastKey, typingCombos } from './typingFigures';
import { msu, x3 } from './browserUnits';

function typingPageLabel(c: { page: string; editor: string }): string {
  return `\`${c.page.replace(/^drafts\//, '')}\` (${c.editor === 'textarea' ? 'textarea' : 'contenteditable, markdown mode'})`;
}

export function renderTypingSection(t: TypingFigures): string[] {
  const combos = typingCombos(t);
  const headline = keystrokeHeadline(t);
  const after = latencyAfterLastKey(t);
  const slow = combos.filter((c) => c.speed === 'slow');
  const perKey = stats(
    t.bursts
      .filter((b) => b.side === 'with' && b.speed === 'slow')
      .flatMap((b) => b.perKey)
      .filter((v): v is number => v !== null),
  );
  const perKeyMissing = slow.reduce((n, c) => n + c.perKeyMissing, 0);
  const perKeyTotal = slow.reduce((n, c) => n + c.perKeyTotal, 0);
  const speed = (c: TypingCombo) => `${c.speed}: a key every ${c.delayMs} ms, ${c.keys} keys`;
  const pair = (s: Stats) => (s.n ? `${msu(s.median)} / ${msu(s.p95)}` : '—');
  const fast = t.speeds.find((s) => s.speed === 'fast');
  const slowSpeed = t.speeds.find((s) => s.speed === 'slow');
  return [
    '### Typing in the writing coach (10 KB draft)',
    '',
    `The synthesized Ask pages of \`tests/fixtures/pages/drafts/\` are served at \`https://stackoverflow.com/questions/ask\` in the`,
    'same two contexts (with and without the extension). Title, tags and body are filled in at once, not typed: the',
    `body is a ${t.draftBytes.toLocaleString('en')}-byte draft **synthesized by concatenating real bodies** (${t.draftBodies} bug reports of \`${t.source}\`,`,
    'whole, in file order, as in the draft re-analysis section above) plus a last paragraph "Update: " to type on. In',
    "the textarea page that is `fill`; in the contenteditable page (the Stacks editor's markdown mode, without its",
    "ProseMirror code) the markdown becomes the text of its markdown block and an `input` event follows, which the page's",
    "stand-in editor script answers by syncing the backing textarea. With the extension the coach's verdict on the filled",
    `draft is awaited (${
      Object.entries(t.coachStates)
        .map(([p, st]) => `${p.replace(/^drafts\//, '')}: ${st}`)
        .join(', ') || 'none seen'
    }), then both sides idle ${t.settleMs} ms.`,
    '',
    `Then bursts of typing with \`page.keyboard.type(text, { delay })\` at the end of the body: **fast** (${fast?.delayMs ?? '?'} ms between keys, ${fast?.keys ?? '?'} keys:`,
    "the coach's 120 ms typing pause never comes until the burst ends, so it judges the draft once, after the last key) and",
    `**slow** (${slowSpeed?.delayMs ?? '?'} ms between keys, ${slowSpeed?.keys ?? '?'} keys: it reads the draft, has it judged and repaints after every key). After an untimed warm-up`,
    `burst per side and page, ${t.reps} rounds; in a round each speed types one burst with and one without the extension, the`,
    `order alternating. The tab stays on its page between bursts (${t.seconds.toFixed(0)} s for the whole typing run).`,
    '',
    '- **main-thread time per key** = the growth of CDP `Performance.getMetrics` `TaskDuration` (every task on the',
    `  tab's renderer main thread, ${t.timeDomain === 'threadTicks' ? 'thread CPU time' : 'wall-clock durations'}) from just before the first key to ${t.tailMs} ms after the last one, the same`,
    '  window on both sides, divided by the keys typed; the median over the rounds. **script** = `ScriptDuration`,',
    '  **layout + style** = `LayoutDuration` + `RecalcStyleDuration` alike (both are parts of the main-thread time).',
    "- It counts what runs on the page's main thread: Chromium's own editing, style, layout and paint of the 10 KB",
    "  body, the page's scripts (here only the stand-in editor's sync and autosave on the contenteditable page) and, with",
    '  the extension, the content script in its isolated world (its `input` listener and MutationObserver, reading the',
    '  draft, sending it, repainting the panel). The engine itself runs in the background service worker, another',
    '  process, and is **not** counted: this is the typing cost the page feels, not the whole CPU cost of the coach.',
    "  On the live site SO's own editor scripts add to the baseline, so the ratio there would be smaller.",
    "- **coach update** = from a keydown listener's `performance.now()` in the page's own world to a MutationObserver",
    "  callback in the same world watching the coach's host (its `data-state`, set on every paint) and its shadow",
    "  root (closed; the observer is attached over CDP): the coach's DOM updated, not yet painted on screen. Per key only while typing slowly (the first update",
    `  before the next key); after the last key of every burst with the extension. The issue's browser test requires ≤ ${COACH_LATENCY_LIMIT_MS} ms.`,
    '',
    markdownTable(
      [
        'page',
        'typing',
        'main thread per key without',
        'with',
        'ratio',
        'script per key without / with',
        'layout + style per key without / with',
        'coach update after the last key (median / p95)',
        'coach update per key (median / p95)',
      ],
      combos.map((c) => [
        typingPageLabel(c),
        speed(c),
        msu(c.without.median),
        msu(c.with.median),
        x3(c.ratio),
        `${msu(c.scriptWithout)} / ${msu(c.scriptWith)}`,
        `${msu(c.layoutStyleWithout)} / ${msu(c.layoutStyleWith)}`,
        `${pair(c.afterLast)} (n = ${c.afterLast.n})`,
        c.speed === 'slow'
          ? `${pair(c.perKey)} (n = ${c.perKey.n}${c.perKeyMissing ? `; ${c.perKeyMissing} key${c.perKeyMissing === 1 ? '' : 's'} without an update before the next` : ''})`
          : '— (no pause)',
      ]),
    ),
    '',
    headline
      ? `Headline (the target row): slow typing in the textarea, ${msu(headline.with.median)} of main-thread work per key with the extension and ${msu(headline.without.median)} without: ${x3(headline.ratio)} (target ≤ ${KEYSTROKE_RATIO_TARGET.toFixed(2)}×).`
      : 'No headline: the textarea page was not measured.',
    `Coach update after the last keystroke, all bursts with the extension: median ${msu(after.median)}, p95 ${msu(after.p95)} over ${after.n} bursts` +
      `${after.missing ? ` (${after.missing} burst${after.missing === 1 ? '' : 's'} without an update within ${t.tailMs} ms)` : ''}; per key while typing slowly: median ${msu(perKey.median)}, p95 ${msu(perKey.p95)} over ${perKey.n} keys` +
      `${perKeyMissing ? ` (${perKeyMissing} of ${perKeyTotal} keys had none before the next key)` : ''}. Limit of the issue's browser test: ${COACH_LATENCY_LIMIT_MS} ms.`,
    ...(t.warnings.length ? ['', `Warnings: ${t.warnings.join('; ')}.`] : []),
    '',
  ];
}
