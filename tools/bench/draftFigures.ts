// The writing coach's bench, pure parts: drafts synthesized from real bug reports, the edits a run makes to them
// (a unique marker in every code block, one keystroke), the statistics and the "draft re-analysis" section of
// docs/performance.md. Used by tools/bench/draft.ts (Node) and tools/bench/browser.ts (the typing run).
import { median, percentile } from './nodeFigures';
import { markdownTable } from '../docs/markdownTable';

/** One real bug report: a line of tests/fixtures/tf/tensorflow-silent-bugs.jsonl (GitHub issue markdown). */
export interface DraftSource {
  number: number;
  title: string;
  body: string;
}

export interface SynthesizedDraft {
  /** The title of the first report used. */
  title: string;
  markdown: string;
  /** UTF-8 bytes of `markdown`. */
  bytes: number;
  /** The issue numbers of the bodies used, in order (a number repeats when the bodies were cycled). */
  numbers: number[];
}

/** Tags the synthesized drafts carry (the reports are TensorFlow / Keras issues). */
export const DRAFT_TAGS = ['tensorflow', 'keras'];

/** Between two bodies: a blank line, so every body starts a paragraph of its own. */
const SEPARATOR = '\n\n';

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A body as a textarea holds it: line breaks as `\n` (a textarea's value never has `\r`), no trailing blank lines. */
export function normalizeBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
}

/**
 * A draft of at most `targetBytes` made of whole real bodies in file order, separated by a blank line: bodies that
 * would overshoot are skipped, the list is cycled, until no body fits any more. Whole bodies keep every code fence
 * closed. Empty bodies are left out.
 */
export function synthesizeDraft(sources: readonly DraftSource[], targetBytes: number): SynthesizedDraft {
  const bodies = sources.map((s) => ({ number: s.number, title: s.title, text: normalizeBody(s.body) })).filter((b) => b.text);
  if (!bodies.length) return { title: '', markdown: '', bytes: 0, numbers: [] };
  const sizes = bodies.map((b) => utf8Bytes(b.text));
  const sepBytes = utf8Bytes(SEPARATOR);
  const parts: string[] = [];
  const numbers: number[] = [];
  let title = '';
  let total = 0;
  let index = 0;
  let sinceLastFit = 0;
  while (sinceLastFit < bodies.length) {
    const i = index % bodies.length;
    const added = sizes[i] + (parts.length ? sepBytes : 0);
    if (total + added <= targetBytes) {
      parts.push(bodies[i].text);
      numbers.push(bodies[i].number);
      if (!title) title = bodies[i].title;
      total += added;
      sinceLastFit = 0;
    } else sinceLastFit += 1;
    index += 1;
  }
  const markdown = parts.join(SEPARATOR);
  return { title, markdown, bytes: utf8Bytes(markdown), numbers };
}

/** A fenced code block's content: from the line after the opening fence to the start of the closing fence's line. */
export interface FencedRange {
  /** The start of the opening fence's line. */
  openStart: number;
  contentStart: number;
  /** The start of the closing fence's line, or the end of the text for a fence never closed. */
  contentEnd: number;
  /** The end of the closing fence's line (its newline left out); `contentEnd` for a fence never closed. */
  closeEnd: number;
  closed: boolean;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/** The fenced code blocks of CommonMark text at the top level (fences indented by at most three spaces). */
export function fencedRanges(markdown: string): FencedRange[] {
  const ranges: FencedRange[] = [];
  let open: { char: string; length: number; openStart: number; contentStart: number } | null = null;
  let lineStart = 0;
  while (lineStart <= markdown.length) {
    const newline = markdown.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? markdown.length : newline;
    const line = markdown.slice(lineStart, lineEnd);
    const next = newline < 0 ? markdown.length + 1 : newline + 1;
    if (open) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1][0] === open.char && close[1].length >= open.length) {
        ranges.push({ openStart: open.openStart, contentStart: open.contentStart, contentEnd: lineStart, closeEnd: lineEnd, closed: true });
        open = null;
      }
    } else {
      const m = FENCE_OPEN.exec(line);
      // A backtick fence's info string may not contain a backtick (CommonMark 4.5).
      if (m && !(m[1][0] === '`' && m[2].includes('`')))
        open = { char: m[1][0], length: m[1].length, openStart: lineStart, contentStart: Math.min(next, markdown.length) };
    }
    lineStart = next;
  }
  if (open)
    ranges.push({
      openStart: open.openStart,
      contentStart: open.contentStart,
      contentEnd: markdown.length,
      closeEnd: markdown.length,
      closed: false,
    });
  return ranges;
}

/**
 * The draft with a line `# {marker}` added at the end of every fenced code block, so no block's text equals one
 * analysed before (the engine caches each code block's analysis by its text, lib/analysis/program.ts): a cold run.
 */
export function markCodeBlocks(markdown: string, marker: string): string {
  let out = '';
  let at = 0;
  for (const r of fencedRanges(markdown)) {
    const content = markdown.slice(r.contentStart, r.contentEnd);
    const glue = content === '' || content.endsWith('\n') ? '' : '\n';
    out += `${markdown.slice(at, r.contentEnd)}${glue}# ${marker}${r.closed ? '\n' : ''}`;
    at = r.contentEnd;
  }
  return out + markdown.slice(at);
}

export type KeystrokePlace = 'prose' | 'code';

/**
 * Where one typed character lands: `prose` — the end of the last line of the body outside any code fence (the
 * user writing on at the end); `code` — the end of the last line of the last fenced code block. Null when there is
 * no such line.
 */
export function keystrokeOffset(markdown: string, place: KeystrokePlace): number | null {
  const ranges = fencedRanges(markdown);
  if (place === 'code') {
    const last = ranges.at(-1);
    if (!last || last.contentEnd <= last.contentStart) return null;
    return markdown[last.contentEnd - 1] === '\n' ? last.contentEnd - 1 : last.contentEnd;
  }
  // The last non-blank line that is no fence line and lies in no fenced block.
  const inFence = (offset: number) => ranges.some((r) => offset >= r.openStart && offset <= r.closeEnd);
  let end = markdown.length;
  while (end > 0) {
    const start = markdown.lastIndexOf('\n', end - 1) + 1;
    if (markdown.slice(start, end).trim() && !inFence(start)) return end;
    end = start - 1;
  }
  return null;
}

/** The draft with `char` typed at `place`; the draft unchanged when there is no such place. */
export function typeOneKey(markdown: string, place: KeystrokePlace, char = 'x'): string {
  const at = keystrokeOffset(markdown, place);
  return at === null ? markdown : markdown.slice(0, at) + char + markdown.slice(at);
}

// --- statistics and the document ------------------------------------------------------------------------------

export interface TimingStats {
  n: number;
  median: number;
  p95: number;
}

export function timingStats(values: number[]): TimingStats {
  return { n: values.length, median: median(values), p95: percentile(values, 95) };
}

/** Re-analysis of one draft size: `judgeDraft` times in ms. */
export interface DraftSizeRun {
  label: string;
  targetBytes: number;
  bytes: number;
  /** Issue numbers of the bodies concatenated. */
  numbers: number[];
  codeBlocks: number;
  /** Fenced code blocks, the ones the marker line makes new; fewer than `codeBlocks` when some are indented. */
  fencedBlocks: number;
  /** The verdict's state and score on the unmarked draft. */
  state: string;
  score: number | null;
  /** Whether the marker lines changed the verdict's state or score (they should not). */
  markerChangesVerdict: boolean;
  /** First analysis of a text whose every code block is new. */
  cold: number[];
  /** One character appended to the body's last prose line: every code block is served from the cache. */
  keystrokeProse: number[];
  /** One character appended to the last code block's last line: that block is analysed again, the others are cached. */
  keystrokeCode: number[];
}

export interface DraftBenchFigures {
  source: string;
  sources: number;
  warmups: number;
  budgetMs: number;
  /** The machine's 1-minute load average before and after the runs (other processes' share of the CPU). */
  loadAverage?: [number, number];
  cores?: number;
  sizes: DraftSizeRun[];
}

const ms = (x: number) => (!Number.isFinite(x) ? '—' : x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const pair = (values: number[]) => {
  if (!values.length) return '—';
  const s = timingStats(values);
  return `${ms(s.median)} / ${ms(s.p95)} ms`;
};

/** Median cold time over median keystroke time: how much the block cache saves on that size. */
export function cacheSpeedup(cold: number[], keystroke: number[]): number {
  const k = median(keystroke);
  return k > 0 ? median(cold) / k : NaN;
}

export const DRAFT_SECTION_HEADING = '## Draft re-analysis (writing coach)';

export function renderDraftSection(f: DraftBenchFigures): string {
  const x = (r: number) => (Number.isFinite(r) ? `${r.toFixed(1)}×` : '—');
  return [
    DRAFT_SECTION_HEADING,
    '',
    `What the writing coach's background asks of the engine after each typing pause: \`judgeDraft\``,
    '(lib/messages/draftVerdict.ts: the markdown reader, the engine, the verdict) with the default settings, in Node on one',
    'core. There is no numeric target for it; the target the user sees is the coach updating within 300 ms of the',
    'last keystroke, measured in the browser below.',
    '',
    `Drafts **synthesized by concatenating real bodies**: the markdown bodies of the ${f.sources} TensorFlow bug reports in`,
    `\`${f.source}\` (GitHub issues, real text), line breaks made \`\\n\` as in a textarea, taken whole in file order`,
    'and separated by a blank line, skipping a body that would overshoot the size, until none fits. Whole bodies',
    "keep every code fence closed. The draft's title is the first report's, its tags `tensorflow keras`.",
    '',
    "The engine keeps each code block's analysis, keyed by its text, in a module-level cache (lib/analysis/program.ts),",
    'so what a run costs depends on what ran before it. Each timed run therefore first makes the draft new: a line',
    "`# reprolens bench run {n}` with the run's own number goes at the end of every fenced code block. Then:",
    '',
    '- **cold** = `judgeDraft` on that text: every code block is analysed (the cache holds none of them);',
    '- **keystroke in prose** = the same draft with one character added at the end of its last prose line (the user',
    '  writing on): every code block comes from the cache, the markdown, the prose and the checklist are done again;',
    "- **keystroke in code** = one character added at the end of the last code block's last line: that block is",
    '  analysed again, every other one comes from the cache.',
    '',
    `${f.warmups} untimed warm-up runs per size; then runs until about ${(f.budgetMs / 1000).toFixed(0)} s per size are used (at least 15).`,
    'Times are `performance.now()` around the call; "median / p95" over the runs (nearest-rank p95).',
    ...(f.loadAverage
      ? [
          `The machine's 1-minute load average was ${f.loadAverage[0].toFixed(1)} before these runs and ${f.loadAverage[1].toFixed(1)} after${f.cores ? ` on ${f.cores} cores` : ''}` +
            (f.cores && Math.max(...f.loadAverage) > f.cores * 1.5
              ? ': well above the core count, other work shared the CPU and the p95 figures carry its pauses.'
              : '.'),
        ]
      : []),
    '',
    markdownTable(
      [
        'draft',
        'bytes',
        'bodies',
        'code blocks',
        'verdict',
        'runs',
        'cold',
        'keystroke in prose',
        'keystroke in code',
        'cold ÷ keystroke in prose',
      ],
      f.sizes.map((s) => [
        s.label,
        s.bytes,
        s.numbers.length,
        s.codeBlocks,
        `${s.state}${s.score === null ? '' : ` ${s.score}`}`,
        s.cold.length,
        pair(s.cold),
        pair(s.keystrokeProse),
        pair(s.keystrokeCode),
        x(cacheSpeedup(s.cold, s.keystrokeProse)),
      ]),
    ),
    '',
    f.sizes.some((s) => s.markerChangesVerdict)
      ? `**The marker lines changed the verdict on: ${f.sizes
          .filter((s) => s.markerChangesVerdict)
          .map((s) => s.label)
          .join(', ')}** (the cold runs analyse a slightly different draft).`
      : 'The marker lines leave the verdict (state and score) unchanged on every size.',
    ...(f.sizes.some((s) => s.fencedBlocks < s.codeBlocks)
      ? [
          `Some code blocks are indented, not fenced, and carry no marker: their analysis may come from the cache in the cold runs (${f.sizes
            .filter((s) => s.fencedBlocks < s.codeBlocks)
            .map((s) => `${s.label}: ${s.codeBlocks - s.fencedBlocks} of ${s.codeBlocks}`)
            .join(', ')}).`,
        ]
      : ['Every code block of the drafts is fenced, so every one carries the marker in the cold runs.']),
    `Bodies used (issue numbers, tensorflow/tensorflow): ${f.sizes.map((s) => `${s.label}: ${s.numbers.join(', ')}`).join('; ')}.`,
    '',
  ].join('\n');
}
