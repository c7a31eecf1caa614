// SEDE CSV exports of the Posts table read as a stream (RFC 4180: quoted bodies hold line breaks and doubled quotes),
// with csv-parse's streaming parser; columns found by their header names, so an export with more, fewer or reordered
// columns reads the same.
import { Readable } from 'node:stream';
import type { CsvError, Info } from 'csv-parse';
import { shortMessage } from '../errors';
import { type RowRead, rowRead } from './inputRow';
import { type PostFields, questionFromPost } from './postRecord';

/** Without these a file is not an export of the Posts table (or its header row is missing). */
const REQUIRED_COLUMNS = ['Id', 'Body'];

interface ParsedRecord {
  record: string[];
  info: Info;
}

export async function* sedeCsvRows(chunks: AsyncIterable<Uint8Array>, site: string): AsyncIterable<RowRead> {
  // A row csv-parse cannot read (wrong field count, a stray quote, a quote never closed at the end) is a 'skip'
  // event, not an error: the run goes on. Such events come ahead of the records still buffered: each is handed on
  // after the records parsed before it (`records` counts those).
  // Loaded when a CSV is read: JSON lines and `check` start without it.
  const { parse } = await import('csv-parse');
  const parser = parse({ bom: true, skip_empty_lines: true, skip_records_with_error: true, info: true });
  const skips: CsvError[] = [];
  parser.on('skip', (error: CsvError) => void skips.push(error));
  const source = Readable.from(chunks);
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  let header: string[] | null = null;
  let row = 0;
  let lastLine = 0;
  let lastEmpty = 0;
  // A skipped row starts after the last row read (its error's `lines` is where the parser gave up, further on).
  const skipped = (error: CsvError): RowRead => {
    row += 1;
    const startLine = lastLine + 1;
    lastLine = Number(error.lines) || startLine;
    return { kind: 'malformed', where: `row ${row} (line ${startLine})`, problem: csvProblem(error) };
  };
  try {
    for await (const parsed of parser as AsyncIterable<ParsedRecord>) {
      while (skips.length && Number(skips[0].records) < parsed.info.records) {
        const error = skips.shift() as CsvError;
        if (header) yield skipped(error);
        else return yield { kind: 'broken', where: 'line 1', problem: `no header row (${csvProblem(error)})` };
      }
      // Blank lines between rows are skipped by the parser, not counted as rows, but they move the line count.
      const startLine = lastLine + 1 + (parsed.info.empty_lines - lastEmpty);
      lastLine = parsed.info.lines;
      lastEmpty = parsed.info.empty_lines;
      if (!header) {
        header = parsed.record.map((name) => name.trim());
        const missing = REQUIRED_COLUMNS.filter((name) => !header?.includes(name));
        if (missing.length)
          return yield {
            kind: 'broken',
            where: 'line 1',
            problem: `the header row has no ${missing.join(' or ')} column: not a SEDE export of the Posts table`,
          };
        continue;
      }
      row += 1;
      // The data row's number (header not counted) and the line it starts on: bodies span lines, so the two drift apart.
      const where = `row ${row} (line ${startLine})`;
      const post = questionFromPost(fieldsByName(header, parsed.record), site);
      if ('otherPost' in post) yield { kind: 'otherPost' };
      else if ('problem' in post) yield { kind: 'malformed', where, problem: post.problem };
      else yield rowRead({ where, record: post.record });
    }
    for (const error of skips) yield skipped(error);
  } finally {
    // Stopped early (a broken header, or the reader let go): release the input, which may be stdin.
    source.destroy();
    parser.destroy();
  }
}

function fieldsByName(header: string[], values: string[]): PostFields {
  const fields: PostFields = {};
  header.forEach((name, index) => {
    fields[name] = values[index];
  });
  return fields;
}

function csvProblem(error: CsvError): string {
  // csv-parse says "Invalid Record Length: expect 23, got 5 on line 9".
  const length = /expect (\d+), got (\d+)/.exec(error.message);
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' && length) return `${length[2]} fields where the header has ${length[1]}`;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field is never closed: the file ends inside it (cut short?)';
  // csv-parse's own words, without its "at line N" (the row's place is said before).
  return `not valid CSV (${shortMessage(error.message.replace(/ (?:at|on) line \d+/, ''), 100)})`;
}
