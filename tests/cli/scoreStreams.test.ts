// `score -` as a stream: input in chunks of any size (a line, a character, split anywhere), format guessed from the
// first character, output written with backpressure, filters on JSON lines, and the summary line.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../cli/io';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages } from './fakeIo';

const fixtures = resolve(import.meta.dirname, '../fixtures');
const sampleLines = readFileSync(resolve(fixtures, 'so-pytorch-2020-sample.jsonl'), 'utf8').trimEnd().split('\n');
const csvSample = readFileSync(resolve(fixtures, 'dump/sede-pytorch-sample.csv'));
const xmlSample = readFileSync(resolve(fixtures, 'dump/datascience-meta-posts-sample.xml'));

const oneByteChunks = (bytes: Buffer) => [...bytes].map((byte) => Uint8Array.of(byte));

async function run(argv: string[], options: Parameters<typeof fakeIo>[0]) {
  const io = fakeIo(options);
  const code = await main(argv, io.io);
  return { code, stdout: io.stdout(), stderr: oneLineMessages(io.stderr()) };
}

describe('score reading standard input as a stream', () => {
  it('reads a JSON line fed one byte at a time, its multi-byte characters split across chunks, as in one chunk', async () => {
    // Line 2 of the sample holds non-ASCII text; written raw (JSON.stringify keeps it UTF-8), not \u-escaped.
    const record = JSON.parse(sampleLines[1]) as { title: string; body_html: string };
    const text = `${JSON.stringify(record)}\n${sampleLines[0]}`; // the last line without its newline
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    const whole = await run(['score', '-'], { stdin: text });
    const bytewise = await run(['score', '-'], { stdinChunks: oneByteChunks(Buffer.from(text)) });
    expect(whole.code).toBe(0);
    expect(whole.stdout.trimEnd().split('\n')).toHaveLength(2);
    expect(bytewise.stdout).toBe(whole.stdout);
    expect(bytewise.code).toBe(0);
  });

  it('reads a SEDE CSV and a Posts.xml fed one byte at a time as from the file', async () => {
    for (const [bytes, extension] of [
      [csvSample, 'csv'],
      [xmlSample, 'xml'],
    ] as const) {
      const file = await run(
        ['score', resolve(fixtures, `dump/${extension === 'csv' ? 'sede-pytorch-sample.csv' : 'datascience-meta-posts-sample.xml'}`)],
        {},
      );
      const bytewise = await run(['score', '-'], { stdinChunks: oneByteChunks(bytes) });
      expect(bytewise.stdout, extension).toBe(file.stdout);
      expect(bytewise.stdout.trimEnd().split('\n').length).toBeGreaterThan(2);
    }
  });

  it('guesses the format from the first character and says so, except for JSON lines', async () => {
    const csv = await run(['score', '-'], { stdinChunks: [csvSample] });
    expect(csv.stderr).toMatch(/^reprolens: note: stdin: read as sede-csv \(from its first character; --format says otherwise\)$/m);
    const xml = await run(['score', '-'], { stdinChunks: [xmlSample] }); // opens with a byte order mark, then "<?xml"
    expect(xml.stderr).toMatch(/^reprolens: note: stdin: read as posts-xml/m);
    expect(xml.stdout.trimEnd().split('\n')).toHaveLength(4);
    const jsonl = await run(['score', '-'], { stdin: `\n  ${sampleLines[0]}\n` });
    expect(jsonl.stderr).not.toContain('note:');
    // --format wins over the content: the XML read as CSV has no Posts header.
    const forced = await run(['score', '--format', 'sede-csv', '-'], { stdinChunks: [xmlSample] });
    expect(forced.code).toBe(1);
    expect(forced.stderr).not.toContain('note:');
  });

  it('lets go of a standard input still open when reading stops (a header that is no Posts export)', async () => {
    const stdin = new Readable({ read() {} }); // a writer that has not finished: no end ever comes
    stdin.push('Id,Title\n1,x\n');
    const base = fakeIo();
    expect(await main(['score', '--format=sede-csv', '-'], { ...base.io, openStdin: () => stdin })).toBe(1);
    expect(stdin.destroyed).toBe(true);
  });

  it('says what was scored, then the read error, when the input fails mid-way', async () => {
    const stdin = new Readable({ read() {} });
    stdin.push(`${sampleLines[0]}\n`);
    const base = fakeIo();
    const written: string[] = [];
    // The input fails once the first score line is out: the summary counts it.
    const stdout = {
      isTTY: false,
      write(text: string) {
        written.push(text);
        stdin.destroy(Object.assign(new Error('input/output error'), { code: 'EIO' }));
      },
    };
    expect(await main(['score', '-'], { ...base.io, stdout, openStdin: () => stdin })).toBe(2);
    expect(written).toHaveLength(1);
    expect(oneLineMessages(base.stderr())).toMatch(
      /^reprolens: scored 1 of 1 records; 0 skipped, 0 filtered out \(stdin, in \d+\.\d s\)\nreprolens: stdin: cannot read \(input\/output error\)\n$/,
    );
  });

  it('says "scored 0 of 0 records" for an empty input, exit 0', async () => {
    const empty = await run(['score', '-'], { stdin: '' });
    expect(empty.code).toBe(0);
    expect(empty.stderr).toMatch(/^reprolens: scored 0 of 0 records; 0 skipped, 0 filtered out \(stdin, in \d+\.\d s\)\n$/);
  });
});

describe('score writing with backpressure', () => {
  it('writes no score line while stdout is full: it waits for drained', async () => {
    const base = fakeIo({ stdin: `${sampleLines.slice(0, 4).join('\n')}\n` });
    const written: string[] = [];
    let full = false;
    let writesWhileFull = 0;
    let waits = 0;
    const io: CliIo = {
      ...base.io,
      stdout: {
        isTTY: false,
        // A pipe whose reader is slow: every write fills the buffer.
        write(text) {
          if (full) writesWhileFull += 1;
          written.push(text);
          full = true;
          return false;
        },
        drained: () =>
          new Promise<void>((resolve) => {
            waits += 1;
            setImmediate(() => {
              full = false;
              resolve();
            });
          }),
      },
    };
    expect(await main(['score', '-'], io)).toBe(0);
    expect(written).toHaveLength(4);
    expect(waits).toBe(4);
    expect(writesWhileFull).toBe(0);
  });
});

describe('score filters on JSON lines', () => {
  const stdin = `${sampleLines.join('\n')}\n`;
  const ids = (stdout: string) =>
    stdout
      .trimEnd()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).question_id);

  it('--tagged keeps a question with any of the tags, in any case', async () => {
    const out = await run(['score', '--tagged', 'GPU', '--tagged=libtorch', '-'], { stdin });
    expect(ids(out.stdout)).toEqual([62139949, 62907815, 63057577]);
    expect(out.stderr).toContain('scored 3 of 10 records; 0 skipped, 7 filtered out (stdin');
  });

  it('a bare --until date keeps that whole day; --since is inclusive; a full time is exact', async () => {
    // 62466804 was asked 2020-06-19T09:01:36Z, 62503769 2020-06-21T19:59:59Z.
    const day = await run(['score', '--since', '2020-06-19', '--until', '2020-06-21', '-'], { stdin });
    expect(ids(day.stdout)).toEqual([62466804, 62503769]);
    const exact = await run(['score', '--since', '2020-06-19T09:01:37Z', '--until', '2020-06-21T19:59:59', '-'], { stdin });
    expect(ids(exact.stdout)).toEqual([]);
    expect(exact.code).toBe(0);
    expect(exact.stderr).toContain('scored 0 of 10 records; 0 skipped, 10 filtered out');
  });
});
