// The writing coach's re-analysis time, in Node: `judgeDraft` on drafts of 1, 10 and 50 KB synthesized from real
// bug reports, cold and after one keystroke (tools/bench/draftFigures.ts says how). `npm run bench` runs it from
// tools/bench/node.ts and puts its section into docs/performance.md.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { judgeDraft, type DraftFields } from '../../lib/messages/draftVerdict';
import type { Verdict } from '../../lib/verdict';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import {
  DRAFT_TAGS,
  fencedRanges,
  markCodeBlocks,
  synthesizeDraft,
  typeOneKey,
  type DraftBenchFigures,
  type DraftSizeRun,
  type DraftSource,
  type SynthesizedDraft,
} from './draftFigures';

/** Real GitHub issue bodies (markdown) of TensorFlow silent bugs. */
export const DRAFT_SOURCE = 'tests/fixtures/tf/tensorflow-silent-bugs.jsonl';

export const DRAFT_SIZES: Array<[string, number]> = [
  ['1 KB', 1024],
  ['10 KB', 10 * 1024],
  ['50 KB', 50 * 1024],
];

const MIN_RUNS = 15;
const MAX_RUNS = 301;
const WARMUPS = 5;

export function readDraftSources(root: string): DraftSource[] {
  return readFileSync(resolve(root, DRAFT_SOURCE), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const { number, title, body } = JSON.parse(line) as DraftSource;
      return { number, title, body: body ?? '' };
    });
}

/** The 10 KB draft the browser bench types into (the same concatenation as here). */
export function draftOfSize(root: string, targetBytes: number): SynthesizedDraft {
  return synthesizeDraft(readDraftSources(root), targetBytes);
}

function fields(draft: SynthesizedDraft, markdown: string): DraftFields {
  return { title: draft.title, markdown, tags: DRAFT_TAGS, site: 'stackoverflow' };
}

function scoreOf(v: Verdict): number | null {
  return v.state === 'verdict' ? v.score : null;
}

function timed(draft: SynthesizedDraft, markdown: string): number {
  const input = fields(draft, markdown);
  const t0 = performance.now();
  judgeDraft(input, DEFAULT_SETTINGS);
  return performance.now() - t0;
}

/** Run numbers only grow, over sizes and warm-ups alike, so no marked text is ever analysed twice. */
let runNumber = 0;

function measureSize(label: string, targetBytes: number, sources: DraftSource[], budgetMs: number): DraftSizeRun {
  const draft = synthesizeDraft(sources, targetBytes);
  const plain = judgeDraft(fields(draft, draft.markdown), DEFAULT_SETTINGS);
  const marked = judgeDraft(fields(draft, markCodeBlocks(draft.markdown, 'reprolens bench run 0')), DEFAULT_SETTINGS);
  const codeBlocks = readStackOverflowMarkdown(draft.markdown).blocks.filter((b) => b.kind === 'code').length;
  const run: DraftSizeRun = {
    label,
    targetBytes,
    bytes: draft.bytes,
    numbers: draft.numbers,
    codeBlocks,
    fencedBlocks: fencedRanges(draft.markdown).length,
    state: plain.state,
    score: scoreOf(plain),
    markerChangesVerdict: plain.state !== marked.state || scoreOf(plain) !== scoreOf(marked),
    cold: [],
    keystrokeProse: [],
    keystrokeCode: [],
  };
  const once = (record: boolean) => {
    runNumber += 1;
    const text = markCodeBlocks(draft.markdown, `reprolens bench run ${runNumber}`);
    const cold = timed(draft, text); // every code block new: all analysed
    const prose = timed(draft, typeOneKey(text, 'prose')); // all code blocks from the cache
    const code = typeOneKey(text, 'code');
    const inCode = code === text ? NaN : timed(draft, code); // the last block again, the others cached
    if (!record) return;
    run.cold.push(cold);
    run.keystrokeProse.push(prose);
    if (Number.isFinite(inCode)) run.keystrokeCode.push(inCode);
  };
  for (let i = 0; i < WARMUPS; i += 1) once(false);
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  while (run.cold.length < MAX_RUNS && (run.cold.length < MIN_RUNS || performance.now() - started < budgetMs)) once(true);
  return run;
}

export function runDraftBench(root: string, budgetMs = 3000): DraftBenchFigures {
  const sources = readDraftSources(root);
  const loadBefore = loadavg()[0];
  const sizes = DRAFT_SIZES.map(([label, bytes]) => measureSize(label, bytes, sources, budgetMs));
  return {
    source: DRAFT_SOURCE,
    sources: sources.length,
    warmups: WARMUPS,
    budgetMs,
    loadAverage: [loadBefore, loadavg()[0]],
    cores: cpus().length,
    sizes,
  };
}
