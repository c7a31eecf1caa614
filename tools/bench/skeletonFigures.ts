// The "Building a reproduction skeleton" section of docs/performance.md, pure: figures in, markdown out, and the
// splice that lets `npm run bench:node -- --only skeleton` rewrite this section alone (tools/bench/skeleton.ts
// measures; tools/bench/node.ts writes).
import { CLI_TARGET_MS, type CliWallTime } from './cliWall';
import { median, ms, percentile } from './nodeFigures';
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';

const SKELETON_SECTION = 'skeleton-bench';
export const { start: SKELETON_START, end: SKELETON_END } = sectionMarkers(SKELETON_SECTION);
/** The browser bench's section, which stays last in docs/performance.md. */
const BROWSER_SECTION = 'browser-bench';

export interface SkeletonBenchFigures {
  date: string;
  command: string;
  engine: string;
  machine: string;
  corpus: string;
  questions: number;
  /** Questions with at least one code block, as read. */
  withCode: number;
  /** Questions for which buildSkeleton returned a skeleton (those with Python code). */
  withSkeleton: number;
  passes: number;
  ms: { median: number; p95: number; max: number };
  /** The slowest question's id. */
  slowest: number | string | null;
  /** Questions on which buildSkeleton threw (left out of the times). */
  failures: Array<{ id: number | string | null; message: string }>;
  /** The machine's 1-minute load average before and after the runs, and its cores. */
  loadAverage: [number, number];
  cores: number;
  /** The corpus folder's slowest questions, timed the same way (tools/bench/skeleton.ts, SLOWEST). */
  slowQuestions?: Array<{ file: string; id: number; ms: number }>;
  /** The hostile review's synthesized inputs at 30,000 characters (HOSTILE). */
  hostileInputs?: Array<{ name: string; chars: number; ms: number }>;
  /** The same questions and inputs through the CLI, a process per call (tools/bench/cliWall.ts). */
  cli?: { start: number; rows: CliWallTime[] };
  /** Characters @lezer/python was given for check + skeleton over those questions, and their code's characters. */
  parseBudget?: { parsedChars: number; codeChars: number };
}

/** The skeleton (with the check before it) parses at most this many times the characters of the code it reads. */
export const SKELETON_PARSE_TARGET = 1.5;

/** Counted, not timed (tests/skeleton/parseBudget.test.ts pins the same count on the corpus fixtures). */
function parseBudgetLine({ parsedChars, codeChars }: { parsedChars: number; codeChars: number }): string {
  const ratio = parsedChars / codeChars;
  return (
    `Parsing, counted: judging these questions and building their skeletons (as \`reprolens skeleton\`, cold) gives \`@lezer/python\` ` +
    `${parsedChars.toLocaleString('en')} characters for ${codeChars.toLocaleString('en')} characters of code blocks: ${ratio.toFixed(2)}× ` +
    `(target ≤ ${SKELETON_PARSE_TARGET}×: ${ratio <= SKELETON_PARSE_TARGET ? 'PASS' : 'MISS'}).`
  );
}

/** Per question with a skeleton: its id and its time (median over the passes), in ms. */
export interface SkeletonTiming {
  id: number;
  ms: number;
}

/** Median, nearest-rank p95 and max over the questions, and which question was slowest. */
export function skeletonFigureStats(timed: SkeletonTiming[]): { median: number; p95: number; max: number; slowest: number | null } {
  const values = timed.map((t) => t.ms);
  const slowest = timed.reduce<SkeletonTiming | null>((worst, t) => (!worst || t.ms > worst.ms ? t : worst), null);
  return { median: median(values), p95: percentile(values, 95), max: slowest?.ms ?? NaN, slowest: slowest?.id ?? null };
}

export function renderSkeletonSection(f: SkeletonBenchFigures): string {
  const slowest = f.slowest === null ? '' : ` (max: question ${f.slowest})`;
  return [
    SKELETON_START,
    '## Building a reproduction skeleton',
    '',
    `Measured ${f.date} by \`${f.command}\` with ${f.engine}. Machine: ${f.machine}.`,
    '`npm run bench:node -- --only skeleton` measures and rewrites this section alone.',
    '',
    "What `reprolens skeleton` and the panel's *Reproduction skeleton* ask beyond the verdict: `buildSkeleton(question,",
    `report)\` (lib/skeleton/build.ts), in Node on one core, for every question of \`${f.corpus}\`. Each record is read`,
    'with `readStackOverflowBodyHtml` and judged with `analyzeQuestion` outside the timed part; only `buildSkeleton` is',
    'timed, with the code-block cache (lib/analysis/program.ts) cleared before each call, so every call is cold. As for',
    `the corpus run: after a warm-up pass, ${f.passes} timed passes; each question's time is its median over the passes, measured`,
    'with `performance.now()`. A figure without a target.',
    `${f.withCode} questions have a code block; \`buildSkeleton\` returns a skeleton for those with Python code.`,
    `The machine's 1-minute load average was ${f.loadAverage[0].toFixed(1)} before these runs and ${f.loadAverage[1].toFixed(1)} after on ${f.cores} cores.`,
    '',
    markdownTable(
      ['questions with a skeleton', 'median', 'p95', 'max'],
      [[`${f.withSkeleton} of ${f.questions}`, `${ms(f.ms.median)} ms`, `${ms(f.ms.p95)} ms`, `${ms(f.ms.max)} ms${slowest}`]],
    ),
    ...(f.parseBudget ? ['', parseBudgetLine(f.parseBudget)] : []),
    ...(f.slowQuestions?.length
      ? [
          '',
          'The questions of the whole corpus folder on which `reprolens skeleton` was slowest (before the rebuild of',
          '2026-12, 71575380 took 12.8 s and 65383964 4–16 s), timed the same way:',
          '',
          markdownTable(
            ['question', 'corpus file', 'median'],
            f.slowQuestions.map((q) => [String(q.id), `\`${q.file}\``, `${ms(q.ms)} ms`]),
          ),
        ]
      : []),
    ...(f.hostileInputs?.length
      ? [
          '',
          "The hostile review's synthesized inputs (E2, E3–E5), one code block at Stack Overflow's 30,000-character limit",
          'each, timed the same way (target: 100 ms each; the review measured 216 s for `synth-if-headers`):',
          '',
          markdownTable(
            ['input', 'characters', 'median'],
            f.hostileInputs.map((h) => [`\`${h.name}\``, String(h.chars), `${ms(h.ms)} ms`]),
          ),
        ]
      : []),
    ...(f.cli?.rows.length ? cliLines(f.cli) : []),
    ...(f.failures.length
      ? [
          '',
          `\`buildSkeleton\` threw on ${f.failures.length} question(s), left out of the times:`,
          ...f.failures.map((x) => `- ${x.id}: ${x.message}`),
        ]
      : []),
    SKELETON_END,
  ].join('\n');
}

/**
 * Replaces the marked section; without one, puts it before the browser bench's section (which stays last), or
 * after the document. Everything else is kept as it is.
 */
export function spliceSkeletonSection(doc: string, section: string): string {
  return replaceSection(doc, SKELETON_SECTION, section, { before: BROWSER_SECTION });
}

function cliLines(cli: { start: number; rows: CliWallTime[] }): string[] {
  const names = [...new Set(cli.rows.map((r) => r.name))];
  const cell = (name: string, command: string) => {
    const row = cli.rows.find((r) => r.name === name && r.command === command);
    return row ? `${ms(row.ms)} ms` : '—';
  };
  const worst = Math.max(...cli.rows.map((r) => r.ms));
  return [
    '',
    `The same questions and inputs through the CLI, as a user runs it: \`node bin/reprolens.mjs check|skeleton <file>\`, a`,
    `new process per call, process start included (\`--version\` alone: ${ms(cli.start)} ms); median wall time of the passes`,
    `after a warm-up. Target: each within ${CLI_TARGET_MS / 1000} s — slowest ${ms(worst)} ms: **${worst <= CLI_TARGET_MS ? 'PASS' : 'MISS'}**.`,
    '',
    markdownTable(
      ['question or input', '`check`', '`skeleton`'],
      names.map((n) => [/^\d+$/.test(n) ? n : `\`${n}\``, cell(n, 'check'), cell(n, 'skeleton')]),
    ),
  ];
}
