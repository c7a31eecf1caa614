// `reprolens report SCORES.jsonl`: what a scored dataset says, from the score lines `reprolens score` wrote. The input
// is streamed line by line and only counts are kept (./tally.ts), so a scored dump of any size fits in memory; a line
// that is not a score line is named on stderr and left out, and the exit code says so.
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { EXIT, shortMessage } from '../errors';
import type { CliIo } from '../io';
import { columnsOf, messageRows } from '../terminalRow';
import { csvReport } from './csvReport';
import { findings } from './findings';
import { htmlReport } from './htmlReport';
import { markdownReport } from './markdownReport';
import { tallyScoreLines } from './readScores';

export type ReportFormat = 'html' | 'md' | 'csv';

export const REPORT_FORMATS: readonly ReportFormat[] = ['html', 'md', 'csv'];

/** `input` a path, or "-" for standard input; `out` a path, or undefined for standard output. Returns the exit code. */
export async function reportCommand(input: string, format: ReportFormat, out: string | undefined, io: CliIo): Promise<number> {
  const name = input === '-' ? 'standard input' : input;
  const say = (text: string) => io.stderr.write(messageRows('reprolens: ', text, columnsOf(io.stderr)));
  if (!REPORT_FORMATS.includes(format)) {
    say(`report: unknown format "${format}" (use html, md or csv)`);
    return EXIT.usage;
  }
  let tallied: Awaited<ReturnType<typeof tallyScoreLines>>;
  try {
    const stream: Readable = input === '-' ? Readable.from(io.openStdin()) : createReadStream(input);
    tallied = await tallyScoreLines(stream, (skipped) => say(`${name} ${skipped.where}: ${skipped.message}, not counted`));
  } catch (error) {
    say(`cannot read ${name}: ${readError(error)}`);
    return EXIT.usage;
  }
  const { tally, skipped } = tallied;
  const said = findings(tally);
  const title = input === '-' ? name : basename(input);
  const text =
    format === 'html' ? await htmlReport(title, said, skipped) : format === 'md' ? markdownReport(title, said, skipped) : csvReport(said);
  if (out === undefined) io.stdout.write(text);
  else
    try {
      await writeFile(out, text);
    } catch (error) {
      say(`cannot write ${out}: ${readError(error)}`);
      return EXIT.usage;
    }
  if (skipped) say(`${name}: ${tally.questions} score lines counted; ${skipped} not score lines, left out`);
  return skipped ? EXIT.someFailed : EXIT.ok;
}

function readError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'EACCES') return 'permission denied';
  return shortMessage(error);
}
