// The command line on node:util parseArgs: "--option=value", "--", repeated options, and each bad value a usage error
// (exit 2) that names its option.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../cli/args';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages } from './fakeIo';

describe('parseArgs', () => {
  it('reads score options in both forms, defaults the rest', () => {
    expect(parseArgs(['score', '--jobs=2', '--format', 'posts-xml', 'Posts.xml'])).toEqual({
      name: 'score',
      input: 'Posts.xml',
      format: 'posts-xml',
      filter: { tagged: [], since: null, until: null },
      site: 'stackoverflow.com',
      jobs: 2,
      resume: null,
    });
    const defaults = parseArgs(['score', '-']);
    expect(defaults).toMatchObject({ input: '-', format: null, jobs: availableParallelism(), resume: null });
  });

  it('reads --tagged as a comma list that may repeat, --site as a host, --resume as a path', () => {
    const command = parseArgs([
      'score',
      '--tagged',
      'pytorch, Keras',
      '--tagged=tensorflow,keras',
      '--site=https://datascience.stackexchange.com/',
      '--resume',
      'out.jsonl',
      'x.csv',
    ]);
    expect(command).toMatchObject({
      filter: { tagged: ['pytorch', 'keras', 'tensorflow'] },
      site: 'datascience.stackexchange.com',
      resume: 'out.jsonl',
    });
  });

  it('reads since as the first instant of a bare date and until as the next day (exclusive)', () => {
    expect(parseArgs(['score', '--since', '2020-05-10', '--until', '2020-05-10', '-'])).toMatchObject({
      filter: { since: Date.UTC(2020, 4, 10), until: Date.UTC(2020, 4, 11) },
    });
    expect(parseArgs(['score', '--since=2020-05-10T02:03:04+02:00', '-'])).toMatchObject({
      filter: { since: Date.UTC(2020, 4, 10, 0, 3, 4) },
    });
  });

  it('takes every word after "--" as a file name, even one that looks like an option', () => {
    expect(parseArgs(['score', '--jobs', '1', '--', '-x'])).toMatchObject({ name: 'score', input: '-x', jobs: 1 });
    expect(parseArgs(['check', '--', '--json'])).toEqual({ name: 'check', input: '--json', json: false });
  });

  it('parses report for the report command', () => {
    expect(parseArgs(['report', 'scores.jsonl'])).toEqual({ name: 'report', input: 'scores.jsonl', format: 'html', out: null });
    expect(parseArgs(['report', '--format=md', '--out', 'r.md', '-'])).toEqual({ name: 'report', input: '-', format: 'md', out: 'r.md' });
  });

  it('keeps --json, -h and -V as before', () => {
    expect(parseArgs(['skeleton', 'q.json', '--json'])).toEqual({ name: 'skeleton', input: 'q.json', json: true });
    expect(parseArgs(['score', '-h'])).toEqual({ name: 'help' });
    expect(parseArgs(['-V'])).toEqual({ name: 'version' });
  });
});

describe('usage errors name the option, exit 2', () => {
  it.each([
    [['score', '--jobs', '0', '-'], 'score: --jobs must be a whole number from 1 to 1024 (got "0")'],
    [['score', '--jobs=two', '-'], 'score: --jobs must be a whole number from 1 to 1024 (got "two")'],
    [['score', '--since', '2020-13-45', '-'], 'score: --since must be a date, YYYY-MM-DD or ISO 8601 (got "2020-13-45")'],
    [['score', '--until=2021-02-29', '-'], 'score: --until must be a date, YYYY-MM-DD or ISO 8601 (got "2021-02-29")'],
    [['score', '--format', 'xlsx', '-'], 'score: --format must be one of jsonl, sede-csv, posts-xml (got "xlsx")'],
    [['score', '--format', '--jobs', '2', '-'], 'score: --format needs a value (see reprolens --help)'],
    [['score', '--tagged', ',', '-'], 'score: --tagged needs at least one tag (e.g. --tagged pytorch,keras)'],
    [['score', '--site', 'not a host', '-'], 'score: --site must be a host name such as datascience.stackexchange.com (got "not a host")'],
    [['report', '--format', 'pdf', 'x'], 'report: --format must be one of html, md, csv (got "pdf")'],
    [['report', '--jobs', '2', 'x'], 'unknown option --jobs for report (see reprolens --help)'],
    [['check', '--json=yes', 'x.json'], 'check: --json takes no value'],
    [['score', '--json', '-'], 'unknown option --json for score (see reprolens --help)'],
  ])('%j', async (argv, message) => {
    const run = fakeIo();
    expect(await main(argv, run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toBe(`reprolens: ${message}\n`);
  });

  it('reads a file named "-x" after "--" as a file, not an option', async () => {
    const run = fakeIo();
    expect(await main(['score', '--', '-x'], run.io)).toBe(2);
    expect(oneLineMessages(run.stderr())).toBe('reprolens: -x: no such file\n');
  });

  it('reads the score lines of report from standard input when the input is "-"', async () => {
    const fixture = resolve(import.meta.dirname, '../fixtures/report/scores-10.jsonl');
    const expected = readFileSync(resolve(import.meta.dirname, '../fixtures/report/scores-10.expected.md'), 'utf8');
    const run = fakeIo({ stdin: readFileSync(fixture, 'utf8') });
    expect(await main(['report', '--format=md', '-'], run.io)).toBe(0);
    expect(run.stdout()).toBe(expected.replace('# ReproLens report: scores-10.jsonl', '# ReproLens report: standard input'));
  });

  it("runs report on what it parsed: the fixture's markdown, as reportFormats.test.ts pins it", async () => {
    const fixture = resolve(import.meta.dirname, '../fixtures/report/scores-10.jsonl');
    const run = fakeIo();
    expect(await main(['report', '--format=md', '--', fixture], run.io)).toBe(0);
    expect(run.stdout()).toBe(readFileSync(resolve(import.meta.dirname, '../fixtures/report/scores-10.expected.md'), 'utf8'));
  });
});
