// The bench's arithmetic and its document: percentiles, synthetic inputs, targets, docs/performance.md. Pure.
import { markdownTable } from '../docs/markdownTable';
import type { HostileTiming } from './hostile';

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A body of at most `targetBytes` made of whole real bodies, each followed by a newline (so the HTML stays well
 * formed): bodies are taken in corpus order, cycling, skipping any that would overshoot, until none fits.
 */
export function synthesizeBody(bodies: string[], targetBytes: number): string {
  const sizes = bodies.map((b) => Buffer.byteLength(b) + 1);
  const smallest = Math.min(...sizes);
  const parts: string[] = [];
  let total = 0;
  let index = 0;
  let sinceLastFit = 0;
  while (targetBytes - total >= smallest && sinceLastFit < bodies.length) {
    const i = index % bodies.length;
    if (total + sizes[i] <= targetBytes) {
      parts.push(`${bodies[i]}\n`);
      total += sizes[i];
      sinceLastFit = 0;
    } else sinceLastFit += 1;
    index += 1;
  }
  return parts.join('');
}

export interface PhaseMemory {
  phase: string;
  peakRssMb: number;
  peakHeapUsedMb: number;
}

export interface ScalingRun {
  label: string;
  bytes: number;
  medianMs: number;
  /** Bare @lezer/python parse of the same body's analysed code blocks: the floor at that size. */
  floorMs?: number;
  runs: number;
  notes: string[];
}

/** The slowest of the synthesized hostile inputs (one unit repeated over a whole body). */
export interface HostileRun {
  bytes: number;
  inputs: number;
  worstMs: number;
  worstInput: string;
}

export interface BenchFigures {
  date: string;
  machine: string;
  engine: string;
  questions: number;
  passes: number;
  /** Per question, read + analyse + score line (what `reprolens score` does per line). */
  totalMs: { median: number; p95: number; max: number };
  analyseMs: { median: number; p95: number; max: number };
  throughput: number;
  /** Sums over all questions (one pass): the engine's analyse step and the bare lezer parse of the same text. */
  analyseSumMs: number;
  totalSumMs: number;
  floorSumMs: number;
  /** Per question, the bare lezer parses alone: no engine can be faster than this on the same machine. */
  floorMs: { median: number; p95: number; max: number };
  floorPythonMs: number;
  floorMarkdownMs: number;
  codeBlocks: number;
  memory: PhaseMemory[];
  scaling: ScalingRun[];
  hostile?: HostileRun;
  /** The hostile review's inputs (tools/bench/hostile.ts) on the page and coach paths. */
  hostileInputs?: HostileTiming[];
  gcAvailable: boolean;
  /** `reprolens score` against the floor script, whole processes, CPU (tools/bench/cliWall.ts). */
  cliScore?: { scoreCpuMs: number; floorCpuMs: number; ratio: number; runs: number };
}

/** Every hostile input at Stack Overflow's limit, on the page path and on the coach path. */
export const HOSTILE_TARGET_MS = 100;
export const ENGINE_FLOOR_TARGET = 1.25;
export const SCORE_FLOOR_TARGET = 1.4;
/** `reprolens score` over the corpus file against the floor script (tools/bench/parseFloor.mjs), CPU, whole processes. */
export const CLI_SCORE_FLOOR_TARGET = 1.5;

export interface TargetCheck {
  target: string;
  measured: string;
  pass: boolean;
}

export const ms = (x: number) => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));

export function checkTargets(f: BenchFigures): TargetCheck[] {
  const at = (label: string) => f.scaling.find((s) => s.label === label);
  const checks: TargetCheck[] = [
    { target: 'median < 0.5 ms per question', measured: `${ms(f.totalMs.median)} ms`, pass: f.totalMs.median < 0.5 },
    { target: 'p95 < 4 ms per question', measured: `${ms(f.totalMs.p95)} ms`, pass: f.totalMs.p95 < 4 },
    {
      target: `engine ≤ ${ENGINE_FLOOR_TARGET}× bare lezer parse`,
      measured: `${(f.analyseSumMs / f.floorSumMs).toFixed(2)}×`,
      pass: f.analyseSumMs / f.floorSumMs <= ENGINE_FLOOR_TARGET,
    },
    {
      target: `score path ≤ ${SCORE_FLOOR_TARGET}× bare lezer parse`,
      measured: `${(f.totalSumMs / f.floorSumMs).toFixed(2)}×`,
      pass: f.totalSumMs / f.floorSumMs <= SCORE_FLOOR_TARGET,
    },
  ];
  if (f.cliScore)
    checks.push({
      target: `CLI \`score\` ≤ ${CLI_SCORE_FLOOR_TARGET}× the floor script (CPU, whole process)`,
      measured: `${f.cliScore.ratio.toFixed(2)}× (${ms(f.cliScore.scoreCpuMs)} vs ${ms(f.cliScore.floorCpuMs)} ms, median of ${f.cliScore.runs} paired runs)`,
      pass: f.cliScore.ratio <= CLI_SCORE_FLOOR_TARGET,
    });
  if (f.hostileInputs?.length) {
    const worst = f.hostileInputs.reduce((a, b) => (Math.max(b.pageMs, b.coachMs) > Math.max(a.pageMs, a.coachMs) ? b : a));
    const over = f.hostileInputs.filter((h) => Math.max(h.pageMs, h.coachMs) > HOSTILE_TARGET_MS).length;
    checks.push({
      target: `every hostile input ≤ ${HOSTILE_TARGET_MS} ms (page and coach path)`,
      measured: `slowest ${ms(Math.max(worst.pageMs, worst.coachMs))} ms (${worst.name}); ${over} of ${f.hostileInputs.length} over`,
      pass: over === 0,
    });
  }
  const kb30 = at('30 KB');
  const mb1 = at('1 MB');
  if (kb30) checks.push({ target: '30 KB body < 25 ms', measured: `${ms(kb30.medianMs)} ms`, pass: kb30.medianMs < 25 });
  if (mb1) checks.push({ target: '1 MB body < 1 s', measured: `${ms(mb1.medianMs)} ms`, pass: mb1.medianMs < 1000 });
  return checks;
}

/** Says where a per-question target lies below what merely parsing the code costs on this machine. */
export function floorNote(f: BenchFigures): string {
  const thirty = f.scaling.find((s) => s.label === '30 KB');
  return [
    `On this machine the bare lezer parses alone take ${ms(f.floorMs.median)} ms per question at the median and`,
    `${ms(f.floorMs.p95)} ms at p95${thirty?.floorMs !== undefined ? `, and ${ms(thirty.floorMs)} ms for the 30 KB body's code` : ''}: a target below`,
    'those figures cannot be met by any engine that reads the code with `@lezer/python`, as the checklist engine must.',
  ].join(' ');
}

export function renderPerformanceReport(f: BenchFigures, command: string): string {
  const targets = checkTargets(f);
  return [
    '# Performance',
    '',
    `Generated ${f.date} by \`${command}\` with ${f.engine}.`,
    `Machine: ${f.machine}.`,
    'This file is written by `tools/bench/node.ts`; edit that, not this.',
    '',
    '## Targets',
    '',
    markdownTable(
      ['target', 'measured', 'result'],
      targets.map((t) => [t.target, t.measured, t.pass ? 'PASS' : 'MISS']),
    ),
    '',
    floorNote(f),
    '',
    `## Corpus run: ${f.questions} real questions (../shared/corpus/stackoverflow/pytorch-2020.jsonl)`,
    '',
    `After a warm-up pass, ${f.passes} timed passes; each question's time is its median over the passes, measured`,
    'with `performance.now()`. "score path" = JSON.parse + reader + engine + score line, as `reprolens score` does;',
    '"analyse" = `analyzeQuestion` alone.',
    '',
    markdownTable(
      ['per question', 'median', 'p95', 'max'],
      [
        ['score path', `${ms(f.totalMs.median)} ms`, `${ms(f.totalMs.p95)} ms`, `${ms(f.totalMs.max)} ms`],
        ['analyse only', `${ms(f.analyseMs.median)} ms`, `${ms(f.analyseMs.p95)} ms`, `${ms(f.analyseMs.max)} ms`],
        ['floor: bare lezer parses only', `${ms(f.floorMs.median)} ms`, `${ms(f.floorMs.p95)} ms`, `${ms(f.floorMs.max)} ms`],
      ],
    ),
    '',
    `Throughput: ${f.throughput.toFixed(0)} questions/s (score path, one core).`,
    '',
    '### Against the floor: bare lezer parses of the same text',
    '',
    `The floor parses each question's ${f.codeBlocks} code blocks in all with \`@lezer/python\` and its other blocks`,
    '(joined) with `@lezer/markdown` — `parser.parse` only, nothing read from the trees.',
    '',
    markdownTable(
      ['all questions, one pass', 'time', 'ratio to floor'],
      [
        ['floor: @lezer/python', `${ms(f.floorPythonMs)} ms`, ''],
        ['floor: @lezer/markdown', `${ms(f.floorMarkdownMs)} ms`, ''],
        ['floor total', `${ms(f.floorSumMs)} ms`, '1.00×'],
        ['engine (analyse)', `${ms(f.analyseSumMs)} ms`, `${(f.analyseSumMs / f.floorSumMs).toFixed(2)}×`],
        ['score path', `${ms(f.totalSumMs)} ms`, `${(f.totalSumMs / f.floorSumMs).toFixed(2)}×`],
      ],
    ),
    '',
    ...(f.cliScore
      ? [
          '### CLI score against the floor script',
          '',
          '`node bin/reprolens.mjs score` over the corpus file against `node tools/bench/parseFloor.mjs` over the same file (it',
          'reads the questions once and parses their code blocks with `@lezer/python`, the rest with `@lezer/markdown`): each',
          `a whole process, CPU time (user + system, \`process.cpuUsage\` at exit), median of ${f.cliScore.runs} paired runs.`,
          '',
          markdownTable(
            ['process', 'CPU', 'ratio'],
            [
              ['floor script', `${ms(f.cliScore.floorCpuMs)} ms`, '1.00×'],
              ['`reprolens score`', `${ms(f.cliScore.scoreCpuMs)} ms`, `${f.cliScore.ratio.toFixed(2)}×`],
            ],
          ),
          '',
        ]
      : []),
    '### Peak memory per phase',
    '',
    f.gcAvailable
      ? 'A full GC (`--expose-gc`) runs before each phase; peaks are sampled after every question.'
      : 'No `--expose-gc`: phases were not separated by a GC, so peaks carry garbage from earlier phases.',
    '',
    markdownTable(
      ['phase', 'peak RSS', 'peak heap used'],
      f.memory.map((m) => [m.phase, `${m.peakRssMb.toFixed(1)} MB`, `${m.peakHeapUsedMb.toFixed(1)} MB`]),
    ),
    '',
    '## Scaling: synthetic bodies',
    '',
    'Bodies synthesized by repeating real bodies: whole `body_html` values from the corpus, concatenated in corpus order',
    "until the next would overshoot the size. Time = the body reader + the engine, median of the runs. Stack Overflow's",
    'own limit is 30,000 characters, so sizes past 30 KB exist only as pasted junk or malice.',
    '',
    markdownTable(
      ['size', 'bytes', 'median', 'floor (bare parse)', 'runs', 'notes'],
      f.scaling.map((s) => [
        s.label,
        s.bytes,
        `${ms(s.medianMs)} ms`,
        s.floorMs === undefined ? '—' : `${ms(s.floorMs)} ms`,
        s.runs,
        s.notes.join('; ') || '—',
      ]),
    ),
    '',
    ...(f.hostile
      ? [
          '## Hostile input',
          '',
          `Synthesized: each of ${f.hostile.inputs} inputs repeats one unit (a letter, a digit, a newline, \`def f(\`, \`>>> \`, a`,
          `traceback frame line …) over a ${f.hostile.bytes.toLocaleString('en')}-byte body, title, paragraph or code block — the shapes`,
          `that make backtracking regular expressions super-linear. Slowest: ${ms(f.hostile.worstMs)} ms (${f.hostile.worstInput}).`,
          '',
        ]
      : []),
    ...(f.hostileInputs?.length ? renderHostileInputs(f.hostileInputs) : []),
  ].join('\n');
}

/** The "Hostile inputs" section: each input of the hostile review on both paths, against the target. */
export function renderHostileInputs(timings: HostileTiming[]): string[] {
  const verdict = (x: number) => (x <= HOSTILE_TARGET_MS ? 'PASS' : 'MISS');
  return [
    '## Hostile inputs',
    '',
    "The hostile review's slow inputs (2026-12-01: E1, E3, E4, E5 and the fuzz table's worst classes), synthesized at",
    "Stack Overflow's 30,000-character limit (raw HTML at 65 KB, as the review measured) by `tools/bench/hostile.ts`.",
    '"page" = the body reader + `judgePage` without the skeleton; "coach" = `judgeDraft` on the same text as markdown (a',
    'title line: `readMarkdownDraft`, as the popup and `check x.md` read it). "bare parse" = `@lezer/python` on a code',
    "block's text plus `@lezer/markdown` on the coach's markdown: what the parsers alone cost, though the engine parses as",
    `Python only what it judges Python. Median of 3 runs after a warm-up, cold block cache. Target: ≤ ${HOSTILE_TARGET_MS} ms on each path.`,
    '',
    markdownTable(
      ['input', 'in', 'chars', 'page', 'coach', 'bare parse', 'result', 'review (before)'],
      timings.map((h) => [
        h.name,
        h.place,
        h.chars.toLocaleString('en'),
        `${ms(h.pageMs)} ms`,
        `${ms(h.coachMs)} ms`,
        `${ms(h.floorMs)} ms`,
        verdict(Math.max(h.pageMs, h.coachMs)),
        h.review,
      ]),
    ),
    '',
  ];
}
