// `reprolens score` on the real exports researchers download (../shared/corpus/stackexchange-dump/, see its README): the
// study's SEDE CSV export and a data dump's Posts.xml, whole, read as streams.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/reprolens';
import { fakeIo, oneLineMessages } from './fakeIo';

const shared = resolve(import.meta.dirname, '../../../shared/corpus');
const sedeFile = resolve(shared, 'stackexchange-dump/sede/SO_PyTorch_Sampled.csv');
const jsonlFile = resolve(shared, 'stackoverflow/pytorch-2020-2023.jsonl');
const postsFile = resolve(shared, 'stackexchange-dump/datascience-meta-Posts.xml');
const present = [sedeFile, jsonlFile, postsFile].every((file) => existsSync(file));
if (!present) console.warn('Data-dump tests skipped: ../shared/corpus/stackexchange-dump is not beside the repository.');

interface ScoreLine {
  question_id: number;
  created: string | null;
  tags: string[];
}

async function scoreFile(argv: string[]) {
  const run = fakeIo();
  const code = await main(['score', ...argv], run.io);
  const lines = run.stdout().trimEnd().split('\n').filter(Boolean);
  return { code, lines, parsed: lines.map((line) => JSON.parse(line) as ScoreLine), stderr: oneLineMessages(run.stderr()) };
}

/** The question rows of the Posts.xml, counted with a regular expression: one `<row …/>` per line in this file. */
const postsXml = present ? readFileSync(postsFile, 'utf8') : '';
const questionRows = postsXml.split('\n').filter((line) => /^\s*<row [^>]*PostTypeId="1"/.test(line));

describe.runIf(present)('score on the real exports', () => {
  it('gives every SEDE question that is also in the JSON lines corpus the same score line as the JSON lines path', async () => {
    const [sede, jsonl] = [await scoreFile([sedeFile]), await scoreFile([jsonlFile])];
    expect(sede.code).toBe(0);
    expect(sede.lines).toHaveLength(385);
    expect(sede.stderr).toMatch(
      /^reprolens: scored 385 of 385 records; 0 skipped, 0 filtered out \(.+SO_PyTorch_Sampled\.csv, in [\d.]+ s\)\n$/,
    );
    const sedeById = new Map(sede.parsed.map((line, i) => [line.question_id, sede.lines[i]]));
    // The corpus file holds the export's 2020–2023 questions (350): each one's line, `created` and `tags` included, is the
    // same byte for byte (the corpus writes the date "2020-08-25T15:48:28Z", SEDE "2020-08-25 15:48:28": both UTC).
    expect(jsonl.lines).toHaveLength(350);
    jsonl.parsed.forEach((line, i) => {
      expect(sedeById.get(line.question_id), String(line.question_id)).toBe(jsonl.lines[i]);
    });
  }, 60_000);

  it("reads the Posts.xml's 257 questions in file order, passing over its 367 answers and tag wikis", async () => {
    const run = await scoreFile(['--site', 'datascience.meta.stackexchange.com', postsFile]);
    expect(run.code).toBe(0);
    expect(questionRows).toHaveLength(257);
    expect(run.parsed.map((line) => line.question_id)).toEqual(questionRows.map((row) => Number(/ Id="(\d+)"/.exec(row)?.[1])));
    expect(run.stderr).toMatch(/^reprolens: scored 257 of 257 records; 0 skipped, 0 filtered out, 367 answers and other posts passed over/);
    // Row Id 6: CreationDate="2014-05-14T08:11:02.157" (UTC, to the second as the API gives it), Tags="|feature-request|status-completed|".
    expect(run.parsed[0]).toMatchObject({
      question_id: 6,
      created: '2014-05-14T08:11:02.000Z',
      tags: ['feature-request', 'status-completed'],
    });
  }, 30_000);

  it('scores only the questions --tagged, --since and --until leave, counting the rest as filtered out', async () => {
    const tagged = questionRows.filter((row) => /Tags="[^"]*\|discussion\|/.test(row));
    const in2015 = questionRows.filter((row) => /CreationDate="2015-/.test(row));
    const both = tagged.filter((row) => in2015.includes(row));
    expect(both.length).toBeGreaterThan(0);
    const run = await scoreFile(['--tagged', 'DISCUSSION,no-such-tag', '--since', '2015-01-01', '--until=2015-12-31', postsFile]);
    expect(run.code).toBe(0);
    expect(run.parsed.map((line) => line.question_id)).toEqual(both.map((row) => Number(/ Id="(\d+)"/.exec(row)?.[1])));
    expect(run.stderr).toContain(`scored ${both.length} of 257 records; 0 skipped, ${257 - both.length} filtered out`);
  }, 30_000);
});
