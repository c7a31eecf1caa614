// `npm run bench`: engine speed and memory on the real corpus, against the bare lezer parse of the same text and on
// synthetic large bodies, the writing coach's draft re-analysis (tools/bench/draft.ts) and the time to build a
// reproduction skeleton (tools/bench/skeleton.ts); writes docs/performance.md and prints it.
//   node --expose-gc dist/bench.mjs [--corpus <path>] [--out <path>] [--passes <n>] [--only skeleton]
// `--only skeleton` measures only the skeleton and rewrites only its marked section of the document.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { parser as markdownParser } from '@lezer/markdown';
import { parser as pythonParser } from '@lezer/python';
import { analyzeQuestion, MAX_ANALYSED_CHARS } from '../../lib/engine';
import { clearCodeBlockCache } from '../../lib/analysis/program';
import type { Question } from '../../lib/question';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine } from '../../lib/verdict';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import {
  checkTargets,
  median,
  percentile,
  renderPerformanceReport,
  synthesizeBody,
  type BenchFigures,
  type HostileRun,
  type PhaseMemory,
  type ScalingRun,
} from './nodeFigures';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { carryBrowserFigures } from './browserSection';
import { carrySections } from '../docs/markedSection';
import { FUZZ_SECTION } from '../fuzz/fuzzFigures';
import { BUSY_SECTION, DUMP_SECTION, MEMORY_SECTION } from './sections';
import { runDraftBench } from './draft';
import { renderDraftSection } from './draftFigures';
import { hostileCliInputs, runHostileBench } from './hostile';
import { runSkeletonBench } from './skeleton';
import { cliScoreAgainstFloor, cliWallTimes } from './cliWall';
import { renderSkeletonSection, skeletonFigureStats, spliceSkeletonSection } from './skeletonFigures';

const MB = 1024 * 1024;

/** Full GC between phases so one phase's garbage does not count as the next one's peak. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

class PeakMemory {
  rss = 0;
  heapUsed = 0;
  constructor(readonly phase: string) {
    collectGarbage();
    this.sample();
  }
  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    this.rss = Math.max(this.rss, rss);
    this.heapUsed = Math.max(this.heapUsed, heapUsed);
  }
  result(): PhaseMemory {
    return { phase: this.phase, peakRssMb: this.rss / MB, peakHeapUsedMb: this.heapUsed / MB };
  }
}

interface Timing {
  total: number;
  analyse: number;
}

/** What `reprolens score` does for one line, with the engine's own share timed apart. */
function timeScorePath(line: string): Timing {
  clearCodeBlockCache(); // cold, like a question the engine has never seen (the cache serves re-analysis while typing)
  const t0 = performance.now();
  const question = readStackExchangeApiQuestion(JSON.parse(line));
  const t1 = performance.now();
  const verdict = decide(question, DEFAULT_SETTINGS);
  const t2 = performance.now();
  toScoreLine(verdict);
  const t3 = performance.now();
  return { total: t3 - t0, analyse: t2 - t1 };
}

function corpusRun(lines: string[], passes: number, memory: PeakMemory) {
  for (const line of lines) timeScorePath(line); // warm-up: JIT and lazy initialisation
  const perPass: Timing[][] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    const timings: Timing[] = [];
    for (const line of lines) {
      timings.push(timeScorePath(line));
      memory.sample();
    }
    perPass.push(timings);
  }
  // Each question's time is its median over the passes: one GC pause should not make a question look slow.
  const total = lines.map((_, i) => median(perPass.map((p) => p[i].total)));
  const analyse = lines.map((_, i) => median(perPass.map((p) => p[i].analyse)));
  return { total, analyse };
}

interface FloorInput {
  code: string[];
  prose: string;
}

function floorInputs(questions: Question[]): FloorInput[] {
  return questions.map((q) => ({
    code: q.blocks.filter((b) => b.kind === 'code').map((b) => b.text),
    prose: q.blocks
      .filter((b) => b.kind !== 'code')
      .map((b) => b.text)
      .join('\n\n'),
  }));
}

function floorRun(inputs: FloorInput[], passes: number, memory: PeakMemory) {
  const once = () => {
    let python = 0;
    let markdown = 0;
    const perQuestion: number[] = [];
    for (const input of inputs) {
      const t0 = performance.now();
      for (const code of input.code) pythonParser.parse(code);
      const t1 = performance.now();
      markdownParser.parse(input.prose);
      const t2 = performance.now();
      markdown += t2 - t1;
      python += t1 - t0;
      perQuestion.push(t2 - t0);
      memory.sample();
    }
    return { python, markdown, perQuestion };
  };
  once(); // warm-up
  const runs = Array.from({ length: passes }, once);
  // Per question, the median over the passes (as for the engine), so the two distributions compare.
  const perQuestion = inputs.map((_, i) => median(runs.map((r) => r.perQuestion[i])));
  return { python: median(runs.map((r) => r.python)), markdown: median(runs.map((r) => r.markdown)), perQuestion };
}

const SIZES: Array<[string, number]> = [
  ['1 KB', 1024],
  ['10 KB', 10 * 1024],
  ['30 KB', 30 * 1024],
  ['100 KB', 100 * 1024],
  ['1 MB', MB],
];

function scalingRun(bodies: string[], memory: PeakMemory): ScalingRun[] {
  return SIZES.map(([label, target]) => {
    const html = synthesizeBody(bodies, target);
    const runs = target >= MB ? 3 : 15;
    const once = () => {
      clearCodeBlockCache(); // each run reads the same body: time it cold, not from the cache
      const t0 = performance.now();
      const question = readStackOverflowBodyHtml(html, { site: 'stackoverflow', id: null, title: 'Synthesized body', tags: ['pytorch'] });
      const report = analyzeQuestion(question);
      const elapsed = performance.now() - t0;
      memory.sample();
      // The engine repeats the reader's note on a cut body; list each note once.
      const notes = [...(question.truncated ? [question.truncated] : []), ...report.notes];
      return { elapsed, notes: [...new Set(notes)] };
    };
    const first = once(); // warm-up, and the notes (identical every run)
    const times = Array.from({ length: runs }, () => once().elapsed);
    // The floor for the same body: lezer-parse the code blocks the engine analyses (after its bound).
    const analysed = readStackOverflowBodyHtml(html, { site: 'stackoverflow', id: null, title: '', tags: [] });
    const code = analysed.blocks.filter((b) => b.kind === 'code' && b.end <= MAX_ANALYSED_CHARS).map((b) => b.text);
    const floorOnce = () => {
      const t0 = performance.now();
      for (const c of code) pythonParser.parse(c);
      return performance.now() - t0;
    };
    floorOnce();
    const floorTimes = Array.from({ length: runs }, floorOnce);
    return { label, bytes: Buffer.byteLength(html), medianMs: median(times), floorMs: median(floorTimes), runs, notes: first.notes };
  });
}

// Hostile input: one repeated unit filling a 30 KB body (Stack Overflow's limit), in each place text can
// sit. Regexes that backtrack super-linearly on such input would freeze the page the extension runs on.
const HOSTILE_UNITS = [
  'a',
  '1',
  'A',
  'aA1_',
  ' ',
  '.',
  'a.',
  '(',
  '[1, ',
  '=',
  '\\',
  'C:\\a',
  '1.',
  '-',
  '/',
  'tensor([',
  'Loss',
  'def f(',
  '#',
  '>>> ',
  '\n',
  'File "x", line 1, in f\n',
  '1x',
  'Error: ',
  "'",
  '`',
  'ab-',
  'Epoch 1/10 loss: 0.1\n',
];
const HOSTILE_PLACES: Array<[string, (text: string) => Question]> = [
  ['paragraph', (t) => readStackOverflowBodyHtml(`<p>${escapeHtml(t)}</p>`, { title: 'hostile' })],
  ['code block', (t) => readStackOverflowBodyHtml(`<pre><code>${escapeHtml(t)}</code></pre>`, { title: 'hostile' })],
  ['inline code', (t) => readStackOverflowBodyHtml(`<p><code>${escapeHtml(t)}</code></p>`, { title: 'hostile' })],
  ['title', (t) => readStackOverflowBodyHtml('<p>body</p>', { title: t })],
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function hostileRun(): HostileRun {
  const size = 30 * 1024;
  let worst = { ms: 0, input: '' };
  let count = 0;
  for (const unit of HOSTILE_UNITS) {
    const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    for (const [place, read] of HOSTILE_PLACES) {
      clearCodeBlockCache();
      const t0 = performance.now();
      analyzeQuestion(read(text));
      const elapsed = performance.now() - t0;
      count += 1;
      if (elapsed > worst.ms) worst = { ms: elapsed, input: `${JSON.stringify(unit)} repeated, in the ${place}` };
    }
  }
  return { bytes: size, inputs: count, worstMs: worst.ms, worstInput: worst.input };
}

function machine(): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${process.platform}-${process.arch}`;
}

/** Time to build a reproduction skeleton over the corpus: its section of docs/performance.md. */
function skeletonSection(root: string, corpusPath: string, lines: string[], passes: number, command: string): string {
  collectGarbage();
  const times = runSkeletonBench(lines, passes, corpusPath);
  const stats = skeletonFigureStats(times.timed);
  return renderSkeletonSection({
    date: todayIso(),
    command,
    engine: engineVersion(root),
    machine: machine(),
    corpus: relative(root, corpusPath),
    questions: times.questions,
    withCode: times.withCode,
    withSkeleton: times.timed.length,
    passes,
    ms: { median: stats.median, p95: stats.p95, max: stats.max },
    slowest: stats.slowest,
    failures: times.failures,
    loadAverage: times.loadAverage,
    cores: times.cores,
    slowQuestions: times.slowest,
    hostileInputs: times.hostile,
    parseBudget: times.parseBudget,
    // The hostile review's inputs too (2026-12-01 and 2026-12-04: each within 1 s through the CLI).
    cli: cliWallTimes(root, [...times.cliInputs, ...hostileCliInputs()], passes),
  });
}

/** The parts `--only` can run alone, each rewriting only its own section of the document. */
const PARTS = ['skeleton'];

function main(argv: string[]): void {
  const root = repoRoot();
  const flags = readFlags(argv, ['corpus', 'out', 'passes', 'only']);
  if (flags.only !== undefined && !PARTS.includes(flags.only)) throw new Error(`--only ${flags.only}: known parts: ${PARTS.join(', ')}`);
  const corpusPath = flags.corpus ? resolve(flags.corpus) : resolve(root, '../shared/corpus/stackoverflow/pytorch-2020.jsonl');
  const outPath = flags.out ? resolve(flags.out) : resolve(root, 'docs/performance.md');
  const passes = Math.max(1, Number(flags.passes ?? 3));
  if (!existsSync(corpusPath)) throw new Error(`${corpusPath} not found (pass --corpus)`);
  const lines = readFileSync(corpusPath, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const command = argv.length ? `npm run bench -- ${argv.join(' ')}` : 'npm run bench';

  if (flags.only === 'skeleton') {
    const section = skeletonSection(root, corpusPath, lines, passes, `npm run bench:node -- ${argv.join(' ')}`);
    mkdirSync(dirname(outPath), { recursive: true });
    writeFileSync(outPath, spliceSkeletonSection(existsSync(outPath) ? readFileSync(outPath, 'utf8') : '', section));
    process.stdout.write(`${section}\n\nWrote the skeleton section of ${relative(root, outPath)}; the rest of it is unchanged.\n`);
    return;
  }

  const corpusMemory = new PeakMemory('corpus: read + analyse');
  const { total, analyse } = corpusRun(lines, passes, corpusMemory);

  const questions = lines.map((line) => readStackExchangeApiQuestion(JSON.parse(line)));
  const floorMemory = new PeakMemory('floor: bare lezer parses');
  const inputs = floorInputs(questions);
  const floor = floorRun(inputs, passes, floorMemory);

  const scalingMemory = new PeakMemory('scaling: synthetic bodies');
  const bodies = lines.map((line) => (JSON.parse(line) as { body_html: string }).body_html);
  const scaling = scalingRun(bodies, scalingMemory);

  const hostile = hostileRun();
  collectGarbage();
  const hostileInputs = runHostileBench();

  // The writing coach's re-analysis of 1, 10 and 50 KB drafts (tools/bench/draft.ts): its own section, no target.
  collectGarbage();
  const drafts = runDraftBench(root);

  // buildSkeleton on every corpus question with Python code: its own section, no target.
  const skeleton = skeletonSection(root, corpusPath, lines, passes, command);

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const figures: BenchFigures = {
    date: todayIso(),
    machine: machine(),
    engine: engineVersion(root),
    questions: lines.length,
    passes,
    totalMs: { median: median(total), p95: percentile(total, 95), max: Math.max(...total) },
    analyseMs: { median: median(analyse), p95: percentile(analyse, 95), max: Math.max(...analyse) },
    // From the per-question score-path times: one core, memory sampling between questions left out.
    throughput: lines.length / (sum(total) / 1000),
    analyseSumMs: sum(analyse),
    totalSumMs: sum(total),
    floorSumMs: floor.python + floor.markdown,
    floorMs: { median: median(floor.perQuestion), p95: percentile(floor.perQuestion, 95), max: Math.max(...floor.perQuestion) },
    floorPythonMs: floor.python,
    floorMarkdownMs: floor.markdown,
    codeBlocks: sum(inputs.map((i) => i.code.length)),
    memory: [corpusMemory.result(), floorMemory.result(), scalingMemory.result()],
    scaling,
    hostile,
    hostileInputs,
    gcAvailable: typeof (globalThis as { gc?: unknown }).gc === 'function',
    cliScore: cliScoreAgainstFloor(root, corpusPath),
  };

  const markdown = `${renderPerformanceReport(figures, command).replace(/\s*$/, '')}\n\n${renderDraftSection(drafts).replace(/\s*$/, '')}\n\n${skeleton}\n`;
  mkdirSync(dirname(outPath), { recursive: true });
  // The browser bench's and the fuzz script's sections are kept (their own tools write them).
  const old = existsSync(outPath) ? readFileSync(outPath, 'utf8') : null;
  writeFileSync(
    outPath,
    old === null
      ? markdown
      : carrySections(old, carryBrowserFigures(old, markdown), [FUZZ_SECTION, MEMORY_SECTION, BUSY_SECTION, DUMP_SECTION]),
  );
  const verdicts = checkTargets(figures).map((t) => `${t.pass ? 'PASS' : 'MISS'}  ${t.target}: ${t.measured}`);
  process.stdout.write(`${markdown}\n${verdicts.join('\n')}\n\nWrote ${relative(root, outPath)}.\n`);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
