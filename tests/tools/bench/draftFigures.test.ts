import { describe, expect, it } from 'vitest';
import {
  cacheSpeedup,
  DRAFT_SECTION_HEADING,
  fencedRanges,
  keystrokeOffset,
  markCodeBlocks,
  normalizeBody,
  renderDraftSection,
  synthesizeDraft,
  timingStats,
  typeOneKey,
  utf8Bytes,
  type DraftBenchFigures,
  type DraftSizeRun,
  type DraftSource,
} from '../../../tools/bench/draftFigures';
import { checkBrowserTargets, TARGET_PREFIX } from '../../../tools/bench/browserTargets';
import { coachLatencies, keystrokeHeadline, latencyAfterLastKey, perKeystroke, typingCombos } from '../../../tools/bench/typingFigures';
import { renderBrowserSection } from '../../../tools/bench/browserSection';
import type { BrowserBenchReport, TypingBurst, TypingFigures } from '../../../tools/bench/browserReport';
import { readStackOverflowMarkdown } from '../../../lib/readers/stackOverflowMarkdown';
import { tensorflowIssues } from '../../fixtures/tf/tensorflowIssues';

const src = (number: number, body: string, title = `issue ${number}`): DraftSource => ({ number, title, body });

describe('drafts synthesized from real bodies', () => {
  it("makes line breaks a textarea's and drops trailing blank lines", () => {
    expect(normalizeBody('a\r\nb\rc\n\n  \r\n')).toBe('a\nb\nc');
  });

  it('takes whole bodies in file order, a blank line apart, skipping one that would overshoot, cycling', () => {
    const sources = [src(1, 'aaaa'), src(2, 'b'.repeat(20)), src(3, 'cc')];
    // 4 + (2 + 2) = 8, then 1 again: 8 + 2 + 4 = 14 ≤ 16, then 3: 14 + 4 > 16, 2 never fits: stop.
    const d = synthesizeDraft(sources, 16);
    expect(d.numbers).toEqual([1, 3, 1]);
    expect(d.markdown).toBe('aaaa\n\ncc\n\naaaa');
    expect(d.bytes).toBe(14);
    expect(d.title).toBe('issue 1');
  });

  it('counts UTF-8 bytes, not characters, and never overshoots', () => {
    const d = synthesizeDraft([src(1, 'é'.repeat(10))], 25);
    expect(d.bytes).toBe(20); // once more would be 20 + 2 (separator) + 20 = 42 > 25
    expect(d.numbers).toEqual([1]);
    expect(utf8Bytes('é')).toBe(2);
  });

  it('is empty when nothing fits or there are no bodies', () => {
    expect(synthesizeDraft([src(1, 'long body')], 3)).toMatchObject({ markdown: '', bytes: 0, numbers: [] });
    expect(synthesizeDraft([src(1, '  \r\n')], 100).markdown).toBe('');
  });

  it('on the real reports: at most the size, every fence closed, every code block fenced', () => {
    const sources: readonly DraftSource[] = tensorflowIssues;
    for (const size of [1024, 10 * 1024, 50 * 1024]) {
      const d = synthesizeDraft(sources, size);
      expect(d.bytes).toBeLessThanOrEqual(size);
      expect(d.bytes).toBeGreaterThan(size * 0.85);
      expect(d.markdown).not.toContain('\r');
      const fences = fencedRanges(d.markdown);
      expect(fences.every((f) => f.closed)).toBe(true);
      expect(readStackOverflowMarkdown(d.markdown).blocks.filter((b) => b.kind === 'code')).toHaveLength(fences.length);
    }
  });
});

describe('fenced code blocks', () => {
  it('finds backtick and tilde fences, a longer closing fence, and one never closed', () => {
    const md = 'p\n```python\na = 1\n```\n\n~~~\nb\n~~~~\nq\n````\nc\n```\nstill code\n';
    const ranges = fencedRanges(md);
    expect(ranges.map((r) => md.slice(r.contentStart, r.contentEnd))).toEqual(['a = 1\n', 'b\n', 'c\n```\nstill code\n']);
    expect(ranges.map((r) => r.closed)).toEqual([true, true, false]);
    expect(md.slice(ranges[0].openStart, ranges[0].closeEnd)).toBe('```python\na = 1\n```');
  });

  it('ignores an indented fence and a backtick fence with a backtick in its info string', () => {
    expect(fencedRanges('    ```\n    x\n    ```\n')).toEqual([]);
    expect(fencedRanges('``` a`b\nx\n')).toEqual([]);
    expect(fencedRanges('   ```\nx\n   ```')).toHaveLength(1);
  });

  it('marks every code block with a last line of its own, so the reader sees new block texts', () => {
    const md = 'Intro\n\n```python\nimport torch\n```\n\nMiddle\n\n```\nTraceback (most recent call last):\n```\n\nEnd';
    const marked = markCodeBlocks(md, 'run 7');
    expect(marked).toBe(
      'Intro\n\n```python\nimport torch\n# run 7\n```\n\nMiddle\n\n```\nTraceback (most recent call last):\n# run 7\n```\n\nEnd',
    );
    const code = readStackOverflowMarkdown(marked).blocks.filter((b) => b.kind === 'code');
    expect(code.map((b) => b.text.split('\n').at(-1))).toEqual(['# run 7', '# run 7']);
    expect(markCodeBlocks('```\n```', 'm')).toBe('```\n# m\n```');
    expect(markCodeBlocks('```\nx', 'm')).toBe('```\nx\n# m');
    expect(markCodeBlocks('no code', 'm')).toBe('no code');
  });
});

describe('one keystroke', () => {
  const md = 'First line.\n\n```\nx = 1\ny = 2\n```\n\nLast words\n\n```\nz = 3\n```\n';

  it('in prose: at the end of the last line outside every fence', () => {
    expect(typeOneKey(md, 'prose')).toBe(md.replace('Last words', 'Last wordsx'));
    expect(typeOneKey('Only prose', 'prose', '!')).toBe('Only prose!');
  });

  it('in code: at the end of the last line of the last code block', () => {
    expect(typeOneKey(md, 'code')).toBe(md.replace('z = 3', 'z = 3x'));
    const code = readStackOverflowMarkdown(typeOneKey(md, 'code')).blocks.filter((b) => b.kind === 'code');
    expect(code.map((b) => b.text)).toEqual(['x = 1\ny = 2', 'z = 3x']);
  });

  it('leaves the draft alone when there is no such place', () => {
    expect(keystrokeOffset('```\nonly code\n```', 'prose')).toBeNull();
    expect(keystrokeOffset('no code here', 'code')).toBeNull();
    expect(keystrokeOffset('```\n```', 'code')).toBeNull();
    expect(typeOneKey('no code here', 'code')).toBe('no code here');
  });
});

describe('draft re-analysis figures and section', () => {
  const size = (label: string, extra: Partial<DraftSizeRun> = {}): DraftSizeRun => ({
    label,
    targetBytes: 1024,
    bytes: 939,
    numbers: [41797],
    codeBlocks: 2,
    fencedBlocks: 2,
    state: 'verdict',
    score: 79,
    markerChangesVerdict: false,
    cold: [3, 2, 4, 2.5, 10],
    keystrokeProse: [1, 1.5, 1.2],
    keystrokeCode: [1.4, 1.6],
    ...extra,
  });
  const figures = (sizes: DraftSizeRun[]): DraftBenchFigures => ({
    source: 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl',
    sources: 77,
    warmups: 5,
    budgetMs: 3000,
    sizes,
  });

  it('median, nearest-rank p95, and what the cache saves', () => {
    expect(timingStats([3, 2, 4, 2.5, 10])).toEqual({ n: 5, median: 3, p95: 10 });
    expect(cacheSpeedup([3, 2, 4, 2.5, 10], [1, 1.5, 1.2])).toBeCloseTo(2.5, 12);
    expect(cacheSpeedup([1], [])).toBeNaN();
  });

  it('renders a table row per size and says how the drafts were made', () => {
    const section = renderDraftSection(figures([size('1 KB'), size('10 KB', { score: null, state: 'quiet', keystrokeCode: [] })]));
    expect(section.startsWith(DRAFT_SECTION_HEADING)).toBe(true);
    expect(section).toContain('synthesized by concatenating real bodies');
    expect(section).toContain('| 1 KB | 939 | 1 | 2 | verdict 79 | 5 | 3.00 / 10.00 ms | 1.20 / 1.50 ms | 1.50 / 1.60 ms | 2.5× |');
    expect(section).toContain('| 10 KB | 939 | 1 | 2 | quiet | 5 |');
    expect(section).toContain('| — |'); // no keystroke in code measured
    expect(section).toContain('leave the verdict (state and score) unchanged');
    expect(section).toContain('1 KB: 41797');
    expect(section).not.toContain('| Chromium: ');
  });

  it('says when the markers changed a verdict or a code block was not fenced', () => {
    const section = renderDraftSection({
      ...figures([size('50 KB', { markerChangesVerdict: true, fencedBlocks: 1 })]),
      loadAverage: [3.04, 5.5],
      cores: 2,
    });
    expect(section).toContain('load average was 3.0 before these runs and 5.5 after on 2 cores: well above the core count');
    expect(renderDraftSection({ ...figures([size('1 KB')]), loadAverage: [2.5, 2.4], cores: 2 })).toContain(
      '2.5 before these runs and 2.4 after on 2 cores.',
    );
    expect(section).toContain('changed the verdict on: 50 KB');
    expect(section).toContain('50 KB: 1 of 2');
  });
});

describe('typing in the writing coach (browser bench)', () => {
  it('latency per key: the first update after it and before the next key; after the last key: the first after it', () => {
    const keys = [0, 200, 400, 600];
    // Unsorted on purpose; nothing between the third and the fourth key.
    const { perKey, afterLast } = coachLatencies(keys, [620, 150, 390, 800]);
    expect(perKey).toEqual([150, 190, null, 20]);
    expect(afterLast).toBe(20);
    expect(coachLatencies(keys, [150, 390, 590, 620]).perKey).toEqual([150, 190, 190, 20]);
  });

  it('no update after a key gives null; no keys give none', () => {
    expect(coachLatencies([0, 30, 60], [])).toEqual({ perKey: [null, null, null], afterLast: null });
    expect(coachLatencies([], [5])).toEqual({ perKey: [], afterLast: null });
  });

  const burst = (
    page: string,
    editor: TypingBurst['editor'],
    speed: TypingBurst['speed'],
    side: TypingBurst['side'],
    taskMs: number,
    afterLast: number | null = null,
  ): TypingBurst => ({
    page,
    editor,
    speed,
    delayMs: speed === 'slow' ? 200 : 30,
    side,
    rep: 0,
    keys: 20,
    typed: 20,
    keydowns: 20,
    taskMs,
    scriptMs: taskMs / 10,
    layoutMs: taskMs / 4,
    styleMs: taskMs / 4,
    windowMs: 4000,
    perKey: side === 'with' && speed === 'slow' ? [150, null, 160] : side === 'with' ? [null, null, afterLast] : [],
    afterLast: side === 'with' ? afterLast : null,
  });

  const typing = (withSlowTextarea: number[]): TypingFigures => ({
    source: 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl',
    draftBytes: 9932,
    draftBodies: 5,
    reps: withSlowTextarea.length,
    speeds: [
      { speed: 'fast', delayMs: 30, keys: 20 },
      { speed: 'slow', delayMs: 200, keys: 20 },
    ],
    tailMs: 500,
    settleMs: 500,
    timeDomain: 'threadTicks',
    coachStates: { 'drafts/synth-ask-classic.html': 'verdict 93' },
    seconds: 90,
    warnings: [],
    bursts: [
      ...withSlowTextarea.flatMap((w) => [
        burst('drafts/synth-ask-classic.html', 'textarea', 'slow', 'with', w, 170),
        burst('drafts/synth-ask-classic.html', 'textarea', 'slow', 'without', 200),
      ]),
      burst('drafts/synth-ask-classic.html', 'textarea', 'fast', 'with', 300, 160),
      burst('drafts/synth-ask-classic.html', 'textarea', 'fast', 'without', 200),
      burst('drafts/synth-ask-stacks-markdown.html', 'contenteditable', 'slow', 'with', 400, null),
      burst('drafts/synth-ask-stacks-markdown.html', 'contenteditable', 'slow', 'without', 200),
    ],
  });

  it('per keystroke, per page and speed: medians with and without and their ratio', () => {
    const t = typing([210, 260, 220]);
    expect(perKeystroke(t.bursts[0])).toBeCloseTo(10.5, 12);
    expect(perKeystroke(t.bursts[0], 'layoutStyle')).toBeCloseTo(5.25, 12);
    const combos = typingCombos(t);
    expect(combos.map((c) => `${c.page} ${c.speed}`)).toEqual([
      'drafts/synth-ask-classic.html fast',
      'drafts/synth-ask-classic.html slow',
      'drafts/synth-ask-stacks-markdown.html slow',
    ]);
    const slow = keystrokeHeadline(t)!;
    expect(slow.speed).toBe('slow');
    expect(slow.with.median).toBeCloseTo(11, 12);
    expect(slow.without.median).toBeCloseTo(10, 12);
    expect(slow.ratio).toBeCloseTo(1.1, 12);
    expect(slow.perKey.n).toBe(6);
    expect(slow.perKeyMissing).toBe(3);
    const after = latencyAfterLastKey(t);
    expect(after.n).toBe(4);
    expect(after.missing).toBe(1);
    expect(after.median).toBe(170);
  });

  const report = (t: TypingFigures | undefined): BrowserBenchReport => ({
    command: 'npm run bench',
    date: '2026-11-30',
    machine: '2 cores',
    engine: 'reprolens 0.1.0',
    bundles: [],
    browser: {
      date: '2026-11-30',
      machine: '2 cores',
      engine: 'reprolens 0.1.0',
      chromium: 'Chromium 156',
      runs: 1,
      warmups: 0,
      pages: [],
      typing: t,
    },
  });

  it('checks the keystroke target on slow typing in the textarea: at most 1.10×', () => {
    const row = (w: number[]) => checkBrowserTargets(report(typing(w))).find((c) => c.target.includes('per keystroke'))!;
    const at = row([210, 260, 220]);
    expect(at.target).toBe(`${TARGET_PREFIX}main-thread time per keystroke, 10 KB draft, with ≤ 1.10× without`);
    expect(at.pass).toBe(true); // exactly 1.10×
    expect(at.measured).toMatch(/^1\.10× \(11\.0 vs 10\.0 ms per key; textarea, a key every 200 ms\)$/);
    expect(row([230, 230, 230]).pass).toBe(false);
    expect(checkBrowserTargets(report(undefined)).some((c) => c.target.includes('per keystroke'))).toBe(false);
  });

  it('renders the typing table, the headline and the latency in the browser section', () => {
    const section = renderBrowserSection(report(typing([210, 260, 220])));
    expect(section).toContain('### Typing in the writing coach (10 KB draft)');
    expect(section).toContain('synthesized by concatenating real bodies');
    expect(section).toContain('`synth-ask-classic.html` (textarea) | slow: a key every 200 ms, 20 keys | 10.0 ms | 11.0 ms | 1.100×');
    expect(section).toContain('contenteditable, markdown mode');
    expect(section).toContain('thread CPU time');
    expect(section).toContain('not** counted');
    expect(section).toContain('Headline (the target row)');
    expect(section).toContain('1 burst without an update within 500 ms');
    expect(section).toContain('synth-ask-classic.html: verdict 93');
  });
});
