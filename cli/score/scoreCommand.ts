// `reprolens score`: rows of JSON lines, a SEDE CSV export or a data dump's Posts.xml in, streamed, filtered, scored
// (./scoreRows.ts), one score JSON line per question out in input order, written with backpressure; memory stays flat
// however large the input. Bad rows are reported with their place and skipped; a summary line always ends the run.
import type { ScoreCommand } from '../args';
import { EXIT } from '../errors';
import { type CliIo, type OutputStream, writeWithBackpressure } from '../io';
import { columnsOf, messageRows } from '../terminalRow';
import { jsonSafe } from '../terminalText';
import { detectFormat, type ScoreFormat } from './inputFormat';
import type { InputRow, RowRead } from './inputRow';
import { type InputSource, openInput } from './inputSource';
import { jsonLineRows } from './jsonLines';
import { postsXmlRows } from './postsXml';
import { passesFilter, type RowFilter } from './rowFilter';
import { scoreRows } from './scoreRows';
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
  const started = performance.now();
  const { format, guessed, chunks } = await detectFormat(source, command.format);
  const say = (message: string) => io.stderr.write(messageRows('reprolens: ', message, columnsOf(io.stderr)));
  // JSON lines is what `score -` has always read, and "{" leaves no doubt: only another guess is worth a note.
  if (guessed && format !== 'jsonl') say(`note: ${source.name}: read as ${format} (from its first character; --format says otherwise)`);

  const tally: ScoreTally = { scored: 0, skipped: 0, crashed: 0, filtered: 0, otherPosts: 0, broken: false };
  const progress = io.stderr.isTTY ? progressLine(io.stderr, () => percentRead(source.bytesRead(), source.size)) : null;
  // Messages quote the input (JSON.parse's excerpt, a reader's id): raw, they would reach the terminal (hostile review
  // C2); in rows that each open with "reprolens: ", so no quoted text starts a row of its own.
  const report = (where: string, message: string) => {
    progress?.clear();
    say(`${source.name} ${where}: ${message}`);
  };
  const rows = admittedRows(readRows(format, chunks, command.site), command.filter, tally, report);
  try {
    for await (const { row, result } of scoreRows(rows, command.jobs)) {
      if (result.kind === 'scored') {
        if (io.stdout.isTTY) progress?.clear(); // both on one terminal: keep the line off the output lines
        await writeWithBackpressure(io.stdout, `${jsonSafe(result.output)}\n`); // C1 and bidi in a title stay escaped (C3)
        tally.scored += 1;
      } else {
        report(row.where, result.message);
        tally[result.kind] += 1;
      }
      progress?.advance(tally.scored);
    }
  } finally {
    // Also when the input fails mid-way (a read error): what was done is said before the error is.
    progress?.clear();
    say(summaryLine(tally, source.name, (performance.now() - started) / 1000));
  }
  if (tally.crashed) return EXIT.internal;
  return tally.skipped || tally.broken ? EXIT.someFailed : EXIT.ok;
}

function readRows(format: ScoreFormat, chunks: AsyncIterable<Uint8Array>, site: string): AsyncIterable<RowRead> {
  if (format === 'sede-csv') return sedeCsvRows(chunks, site);
  if (format === 'posts-xml') return postsXmlRows(chunks, site);
  return jsonLineRows(chunks);
}

/** The rows worth scoring: what could not be read is reported and counted here, what the filter leaves out counted. */
async function* admittedRows(
  reads: AsyncIterable<RowRead>,
  filter: RowFilter,
  tally: ScoreTally,
  report: (where: string, message: string) => void,
): AsyncIterable<InputRow> {
  for await (const read of reads) {
    if (read.kind === 'row') {
      if (passesFilter(read.row.record, filter)) yield read.row;
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
  const records = tally.scored + tally.skipped + tally.crashed + tally.filtered;
  const parts = [`${tally.skipped} skipped`, `${tally.filtered} filtered out`];
  if (tally.crashed) parts.push(`${tally.crashed} failed with an internal error`);
  if (tally.otherPosts) parts.push(`${tally.otherPosts} answers and other posts passed over`);
  const stopped = tally.broken ? '; reading stopped at a fault' : '';
  return `scored ${tally.scored} of ${records} records; ${parts.join(', ')}${stopped} (${name}, in ${seconds.toFixed(1)} s)`;
}

function percentRead(read: number, size: number | null): string {
  return size ? `, ${Math.min(100, Math.floor((read / size) * 100))}% read` : '';
}

/** One line redrawn in place, at most every 100 ms: only ever drawn on a terminal. */
function progressLine(stream: OutputStream, detail: () => string) {
  let lastDraw = 0;
  return {
    advance(scored: number) {
      const now = performance.now();
      if (now - lastDraw < 100) return;
      lastDraw = now;
      stream.write(`\r${scored} questions scored${detail()}\x1b[K`);
    },
    clear() {
      stream.write('\r\x1b[K');
    },
  };
}
