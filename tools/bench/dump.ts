// `npm run bench:dump` (not in CI): scoring a data dump at scale. On the corpus questions
// (../shared/corpus/stackoverflow/*.jsonl, as JSON lines) it measures questions per second per core, cold (the first
// pass of a fresh process) and warm (later passes in the same process); the speed-up from 1 to 2 jobs, wall and CPU;
// the pool's batch size; and, over a generated input of at least 1 GB (the corpus repeated with fresh ids), 1 and 2
// jobs: the long run's speed-up, peak RSS and the RSS over time, which must stay flat. Writes its marked section of docs/performance.md, with what the
// figures mean for Stack Overflow's whole dump.
//   node dist/benchDump.mjs [--via pool|cli] [--gb <size of the generated input, 1>] [--out <path, docs/performance.md>]
// --via cli (the default) runs `node bin/reprolens.mjs score --jobs N FILE`, as a researcher does; --via pool runs the
// same rows through cli/score/workerPool.ts in a process of the bench's own (`--child score`), with the batch-size table.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsonLineRows } from '../../cli/score/jsonLines';
import { scoreRecord } from '../../cli/score/scoreRecord';
import { BATCH_SIZE, scoreInWorkers } from '../../cli/score/workerPool';
import { replaceSection } from '../docs/markedSection';
import { engineVersion, readFlags, repoRoot, todayIso } from '../docs/runInfo';
import { corpusFiles, corpusLines, jsonlRows, writeRepeated } from './dumpInput';
import { type ChildRun, measureChild } from './dumpRuns';
import { type DumpFigures, renderDumpSection } from './dumpSection';
import { DUMP_SECTION } from './sections';

const self = fileURLToPath(import.meta.url);
const BATCHES = [1, BATCH_SIZE, 32];
/**
 * The 1 → 2 jobs input: the corpus 16 times (~43,000 questions). Each worker warms up on its own (its first ~2,700
 * questions run at the cold rate), and on the corpus 4 times that cost the speed-up a third (1.29×, measured).
 */
const SPEEDUP_COPIES = 16;

/**
 * `--child rate`: the corpus scored in this fresh process, three times: the first pass is cold, the later ones warm.
 * Per wall second and per CPU second of the process: on a shared machine the wall rate counts the time other
 * processes held the core, the CPU rate is what a core gives when it is this run's.
 */
function childRate(lines: string[]): void {
  const records = lines.map((l) => JSON.parse(l) as unknown);
  const passes = [0, 1, 2].map(() => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const record of records) scoreRecord(record);
    const { user, system } = process.cpuUsage(cpu);
    return { wall: records.length / ((performance.now() - started) / 1000), cpu: records.length / ((user + system) / 1e6) };
  });
  const warm = passes[1].cpu > passes[2].cpu ? passes[1] : passes[2];
  process.stdout.write(JSON.stringify({ questions: records.length, cold: passes[0], warm }));
}

/** `--child score`: a file's rows through the pool to stdout, with its backpressure (what the CLI does). */
async function childScore(file: string, jobs: number, batchSize: number): Promise<void> {
  for await (const { result } of scoreInWorkers(jsonlRows(file), jobs, { batchSize }))
    if (result.kind === 'scored' && !process.stdout.write(`${result.output}\n`)) await once(process.stdout, 'drain');
}

/**
 * `--child read`: a file's rows read by the CLI's own reader, not scored: the one reading thread's ceiling, as text
 * (what a run without filters hands its workers) and parsed (what `--tagged`, `--since` and `--resume` need). Seconds.
 */
async function childRead(file: string): Promise<void> {
  const seconds = async (parse: boolean) => {
    const started = performance.now();
    for await (const _ of jsonLineRows(createReadStream(file), { parse }));
    return (performance.now() - started) / 1000;
  };
  const text = await seconds(false);
  process.stdout.write(JSON.stringify({ text, parsed: await seconds(true) }));
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    const [, kind, file, jobs, batch] = argv;
    if (kind === 'rate') return childRate(corpusLines(corpusFiles(file)));
    if (kind === 'read') return childRead(file);
    return childScore(file, Number(jobs), Number(batch));
  }
  const flags = readFlags(argv, ['via', 'gb', 'out']);
  const via = flags.via ?? 'cli';
  if (via !== 'pool' && via !== 'cli') throw new Error(`--via is pool or cli, not "${via}"`);
  const root = repoRoot();
  const corpusDir = resolve(root, '../shared/corpus/stackoverflow');
  const lines = corpusLines(corpusFiles(corpusDir));
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const work = mkdtempSync(join(root, 'tmp', 'bench-dump-'));
  const loadAtStart = loadavg()[0];
  try {
    const score = (file: string, jobs: number, batch = BATCH_SIZE): Promise<ChildRun> =>
      via === 'cli'
        ? measureChild(process.execPath, [join(root, 'bin/reprolens.mjs'), 'score', '--jobs', String(jobs), file])
        : measureChild(process.execPath, [self, '--child', 'score', file, String(jobs), String(batch)]);
    const log = (text: string) => console.log(`bench:dump: ${text}`);

    const rateRun = spawnSync(process.execPath, [self, '--child', 'rate', corpusDir], { encoding: 'utf8' });
    const rate = JSON.parse(rateRun.stdout) as DumpFigures['rate'];
    log(`per core: ${rate.cold.cpu.toFixed(0)}/s cold, ${rate.warm.cpu.toFixed(0)}/s warm per CPU second (${rate.questions} questions)`);

    const once1 = join(work, 'corpus-x1.jsonl');
    const repeated = join(work, `corpus-x${SPEEDUP_COPIES}.jsonl`);
    const x1 = await writeRepeated(once1, lines, { copies: 1 });
    const xN = await writeRepeated(repeated, lines, { copies: SPEEDUP_COPIES });
    const batches: DumpFigures['batches'] = [];
    if (via === 'pool')
      for (const size of BATCHES) {
        const run = await score(once1, 2, size);
        batches.push({ size, questions: x1.questions, run });
        log(`batch ${size}: ${(x1.questions / run.wallSeconds).toFixed(0)}/s with 2 jobs`);
      }
    const jobs1 = await score(repeated, 1);
    log(`1 job: ${(xN.questions / jobs1.wallSeconds).toFixed(0)}/s, ${jobs1.cpuSeconds.toFixed(0)} s CPU`);
    const jobs2 = await score(repeated, 2);
    log(`2 jobs: ${(xN.questions / jobs2.wallSeconds).toFixed(0)}/s, ${jobs2.cpuSeconds.toFixed(0)} s CPU`);

    const big = join(work, 'generated.jsonl');
    const targetBytes = Number(flags.gb ?? 1) * 1e9;
    const generated = await writeRepeated(big, lines, { bytes: targetBytes });
    log(`generated ${(generated.bytes / 1e9).toFixed(2)} GB, ${generated.questions} questions`);
    const readSeconds = JSON.parse(
      spawnSync(process.execPath, [self, '--child', 'read', big], { encoding: 'utf8' }).stdout,
    ) as DumpFigures['big']['readSeconds'];
    const readRate = (seconds: number) => `${(generated.bytes / 1e6 / seconds).toFixed(0)} MB/s`;
    log(`read alone: ${readRate(readSeconds.text)} as text, ${readRate(readSeconds.parsed)} parsed`);
    const bigRun = await score(big, 2);
    log(`scored it with 2 jobs in ${bigRun.wallSeconds.toFixed(0)} s, peak RSS ${bigRun.peakRssMb.toFixed(0)} MB`);
    // The same input with 1 job: the speed-up of a long run, each worker's warm-up paid once over hours, as on a dump.
    const bigRun1 = await score(big, 1);
    log(`scored it with 1 job in ${bigRun1.wallSeconds.toFixed(0)} s, peak RSS ${bigRun1.peakRssMb.toFixed(0)} MB`);

    const figures: DumpFigures = {
      date: todayIso(),
      engine: engineVersion(root),
      via,
      loadAtStart,
      loadAtEnd: loadavg()[0],
      corpusFiles: corpusFiles(corpusDir).map((f) => f.slice(corpusDir.length + 1)),
      rate,
      batches,
      twice: { copies: SPEEDUP_COPIES, questions: xN.questions, bytes: xN.bytes, jobs1, jobs2 },
      big: { questions: generated.questions, bytes: generated.bytes, run: bigRun, run1: bigRun1, readSeconds },
    };
    for (const run of [jobs1, jobs2, bigRun, bigRun1, ...batches.map((b) => b.run)])
      if (run.status !== 0) throw new Error(`a scoring run failed (exit ${run.status}): ${run.stderr.slice(-500)}`);
    const out = resolve(root, flags.out ?? 'docs/performance.md');
    const doc = existsSync(out) ? readFileSync(out, 'utf8') : '';
    writeFileSync(out, replaceSection(doc, DUMP_SECTION, renderDumpSection(figures)));
    log(`wrote its section of ${out}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:dump: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
