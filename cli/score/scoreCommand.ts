// `reprolens score`: rows of JSON lines, a SEDE CSV export or a data dump's Posts.xml in, streamed, filtered, scored
// on N worker threads (./workerPool.ts), one score JSON line per question out in input order, written with
// backpressure; memory stays flat however large the input. Bad rows are reported with their place and skipped;
// progress goes to stderr (./progress.ts); `--resume OUT` appends to a stopped run's output (./resume.ts); a summary
// line always ends the run.
import type { ScoreCommand } from '../args';
import { EXIT } from '../errors';
import { type CliIo, writableOutput, writeWithBackpressure } from '../io';
import type { WriteStream } from 'node:fs';
import { columnsOf, messageRows } from '../terminalRow';
import { jsonSafe } from '../terminalText';
import { detectFormat, type ScoreFormat } from './inputFormat';
import type { InputRow, RowRead } from './inputRow';
import { type InputSource, openInput } from './inputSource';
import { jsonLineRows } from './jsonLines';
import { postsXmlRows } from './postsXml';
import { progressReporter } from './progress';
import { recordId, type ResumePoint, resumeFrom } from './resume';
import { isFiltering, passesFilter, type RowFilter } from './rowFilter';
import { scoreInWorkers } from './workerPool';
import { sedeCsvRows } from './sedeCsv';

export interface ScoreTally {
  scored: number;
  /** Rows reported and skipped: malformed, or records that are no question. */
  skipped: number;
  /** Rows the engine failed on (exit 70). */
  crashed: number;
  filtered: number;
  /** Answers, tag wikis and other posts of a dump or export that are no question: not reported one by one. */
  otherPosts: number;
  /** Rows whose question the resumed output already holds: not scored again. */
  alreadyScored: number;
  /** The document could not be read to its end. */
  broken: boolean;
}

export async function scoreCommand(command: ScoreCommand, io: CliIo): Promise<number> {
  const source = await openInput(command.input, io);
  try {
    return await scoreSource(source, command, io);
  } finally {
    source.close(); // a reader that stopped early (a broken header) may leave the input open
  }
}

async function scoreSource(source: InputSource, command: ScoreCommand, io: CliIo): Promise<number> {
  const started = io.now();
  const { format, guessed, chunks } = await detectFormat(source, command.format);
  const say = (message: string) => io.stderr.write(messageRows('reprolens: ', message, columnsOf(io.stderr)));
  // JSON lines is what `score -` has always read, and "{" leaves no doubt: only another guess is worth a note.
  if (guessed && format !== 'jsonl') say(`note: ${source.name}: read as ${format} (from its first character; --format says otherwise)`);
  const resume = command.resume === null ? null : await resumeFrom(command.resume);
  if (resume) say(resumeNote(resume, command.resume!));
  const out = resume ? writableOutput(resume.append) : io.stdout; // the stopped run's file, appended to

  const tally: ScoreTally = { scored: 0, skipped: 0, crashed: 0, filtered: 0, otherPosts: 0, alreadyScored: 0, broken: false };
  const progress = progressReporter(io.stderr, { totalBytes: source.size, now: () => io.now() });
  // Messages quote the input (JSON.parse's excerpt, a reader's id): raw, they would reach the terminal (hostile review
  // C2); in rows that each open with "reprolens: ", so no quoted text starts a row of its own.
  const report = (where: string, message: string) => {
    progress.clear();
    say(`${source.name} ${where}: ${message}`);
  };
  // A JSON line is parsed here only when a filter or the resumed ids must look into it; else its worker parses it.
  const parse = isFiltering(command.filter) || resume !== null;
  const rows = admittedRows(
    readRows(format, chunks, command.site, parse),
    { filter: command.filter, done: resume?.ids ?? null },
    tally,
    report,
  );
  try {
    for await (const { row, result } of scoreInWorkers(rows, command.jobs)) {
      if (result.kind === 'scored') {
        if (out.isTTY) progress.clear(); // both on one terminal: keep the line off the output lines
        await writeWithBackpressure(out, `${jsonSafe(result.output)}\n`); // C1 and bidi in a title stay escaped (C3)
        tally.scored += 1;
      } else {
        report(row.where, result.message);
        tally[result.kind] += 1;
      }
      progress.rowsRead(source.bytesRead());
      progress.scored();
    }
  } finally {
    // Also when the input fails mid-way (a read error): what was done is said before the error is.
    progress.end();
    if (resume) await closeFile(resume.append);
    say(summaryLine(tally, source.name, (io.now() - started) / 1000));
  }
  if (tally.crashed) return EXIT.internal;
  return tally.skipped || tally.broken ? EXIT.someFailed : EXIT.ok;
}

function resumeNote(resume: ResumePoint, path: string): string {
  const repaired = resume.repaired ? `${resume.repaired}; ` : '';
  return `${repaired}resuming: ${resume.ids.size} questions already in ${path} are not scored again; new lines are appended to it`;
}

function closeFile(file: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

function readRows(format: ScoreFormat, chunks: AsyncIterable<Uint8Array>, site: string, parse: boolean): AsyncIterable<RowRead> {
  if (format === 'sede-csv') return sedeCsvRows(chunks, site);
  if (format === 'posts-xml') return postsXmlRows(chunks, site);
  return jsonLineRows(chunks, { parse });
}

/** The rows worth scoring: what could not be read is reported and counted here, what the filter leaves out counted. */
async function* admittedRows(
  reads: AsyncIterable<RowRead>,
  { filter, done }: { filter: RowFilter; done: ResumePoint['ids'] | null },
  tally: ScoreTally,
  report: (where: string, message: string) => void,
): AsyncIterable<InputRow> {
  for await (const read of reads) {
    if (read.kind === 'row') {
      const { row } = read;
      const id = done && 'record' in row ? recordId(row.record) : null;
      if (id !== null && done?.has(id)) tally.alreadyScored += 1;
      // A row still in text is one no filter has to look into (the reader parses when one does).
      else if (!('record' in row) || passesFilter(row.record, filter)) yield row;
      else tally.filtered += 1;
    } else if (read.kind === 'otherPost') tally.otherPosts += 1;
    else {
      report(read.where, read.problem);
      if (read.kind === 'malformed') tally.skipped += 1;
      else tally.broken = true;
    }
  }
}

/** "scored N of M records" first: the words scripts and tests have read since the first `score`. */
export function summaryLine(tally: ScoreTally, name: string, seconds: number): string {
  const records = tally.scored + tally.skipped + tally.crashed + tally.filtered + tally.alreadyScored;
  const parts = [`${tally.skipped} skipped`, `${tally.filtered} filtered out`];
  if (tally.crashed) parts.push(`${tally.crashed} failed with an internal error`);
  if (tally.otherPosts) parts.push(`${tally.otherPosts} answers and other posts passed over`);
  if (tally.alreadyScored) parts.push(`${tally.alreadyScored} already scored`);
  const stopped = tally.broken ? '; reading stopped at a fault' : '';
  return `scored ${tally.scored} of ${records} records; ${parts.join(', ')}${stopped} (${name}, in ${seconds.toFixed(1)} s)`;
}
