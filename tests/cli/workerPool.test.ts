// The worker pool of `reprolens score --jobs N` (cli/score/workerPool.ts) on real corpus questions, with the worker
// bundled as the CLI ships it: built into a folder of this file's own (two files building dist/ at once would race).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputRow } from '../../cli/score/inputRow';
import { parseJsonLine } from '../../cli/score/jsonLines';
import { type ScoredRow, scoreInWorkers } from '../../cli/score/workerPool';

const repo = resolve(import.meta.dirname, '../..');
const corpus = resolve(repo, '../shared/corpus/stackoverflow/pytorch-2020-2023.jsonl');
let out = '';

type RecordRow = InputRow & { record: unknown };

function corpusRows(limit = Number.POSITIVE_INFINITY): RecordRow[] {
  const lines = readFileSync(corpus, 'utf8').split('\n');
  const rows: RecordRow[] = [];
  for (let i = 0; i < lines.length && rows.length < limit; i += 1)
    if (lines[i].trim()) rows.push({ where: `line ${i + 1}`, record: JSON.parse(lines[i]) });
  return rows;
}

async function* stream(rows: InputRow[], onClose?: () => void): AsyncIterable<InputRow> {
  try {
    for (const row of rows) yield row;
  } finally {
    onClose?.();
  }
}

async function collect(results: AsyncIterable<ScoredRow>): Promise<ScoredRow[]> {
  const all: ScoredRow[] = [];
  for await (const r of results) all.push(r);
  return all;
}

const built = (name: string) => pathToFileURL(join(out, `${name}.mjs`));

beforeAll(() => {
  mkdirSync(join(repo, 'tmp'), { recursive: true });
  // Inside the repository: the bundle's external packages resolve from its node_modules/.
  out = mkdtempSync(join(repo, 'tmp', 'pool-test-'));
  const entries = [
    'scoreWorker=cli/score/scoreWorker.ts',
    'poolRun=tests/cli/poolRun.ts',
    'crashingScoreWorker=tests/cli/crashingScoreWorker.ts',
  ];
  const build = spawnSync(process.execPath, ['tools/build/buildNode.mjs', '--outdir', out, ...entries.flatMap((e) => ['--entry', e])], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('scoreInWorkers', () => {
  it('gives every row back in input order with several jobs: the same lines as jobs=1 (the first 150 questions of a corpus file)', async () => {
    const rows = corpusRows(150);
    const alone = await collect(scoreInWorkers(stream(rows), 1));
    // Batches of 3 over 3 workers: many batches finish out of order, so the reorder buffer is exercised.
    const pooled = await collect(scoreInWorkers(stream(rows), 3, { workerUrl: built('scoreWorker'), batchSize: 3 }));
    expect(pooled.map((r) => r.row.where)).toEqual(rows.map((r) => r.where));
    expect(pooled.map((r) => r.result)).toEqual(alone.map((r) => r.result));
    expect(alone.filter((r) => r.result.kind === 'scored').length).toBeGreaterThan(130);
  });

  it('parses a JSON line sent as text in the worker: the results of the parsed records, a broken line skipped as the reader words it', async () => {
    const rows = corpusRows(30);
    const texts: InputRow[] = rows.map((r) => ({ where: r.where, jsonText: JSON.stringify(r.record) }));
    texts.splice(7, 0, { where: 'line 999', jsonText: '{"title": "cut off' });
    const parsed = await collect(scoreInWorkers(stream(rows), 1));
    const pooled = await collect(scoreInWorkers(stream(texts), 2, { workerUrl: built('scoreWorker'), batchSize: 4 }));
    expect(pooled.map((r) => r.row.where)).toEqual(texts.map((r) => r.where));
    expect(pooled.filter((r) => r.row.where !== 'line 999').map((r) => r.result)).toEqual(parsed.map((r) => r.result));
    const broken = pooled[7].result;
    const read = parseJsonLine('{"title": "cut off');
    expect(broken).toEqual({ kind: 'skipped', message: 'problem' in read ? read.problem : 'parsed' });
    expect(broken).toMatchObject({ message: expect.stringMatching(/^not JSON \(/) });
  });

  it('turns the rows of a batch whose worker crashed into crashed results, and goes on with a fresh worker', async () => {
    const rows = corpusRows(40);
    const crashing = rows.map((r, i) => (i === 10 ? { ...r, record: { ...(r.record as object), title: 'CRASH' } } : r));
    const results = await collect(scoreInWorkers(stream(crashing), 2, { workerUrl: built('crashingScoreWorker'), batchSize: 4 }));
    expect(results.map((r) => r.row.where)).toEqual(rows.map((r) => r.where));
    // Row 10 is in the third batch (rows 8–11): those four are lost with the worker, every other row is scored.
    const crashed = results.flatMap((r, i) => (r.result.kind === 'crashed' ? [i] : []));
    expect(crashed).toEqual([8, 9, 10, 11]);
    expect(results[8].result).toMatchObject({ message: expect.stringContaining('its worker stopped (synthesized crash)') });
    expect(results.slice(12).every((r) => r.result.kind === 'scored')).toBe(true);
  });

  it('stops reading and ends its workers when the consumer leaves early: the process exits by itself', async () => {
    let closed = false;
    const results = scoreInWorkers(
      stream(corpusRows(), () => (closed = true)),
      2,
      { workerUrl: built('scoreWorker') },
    );
    let seen = 0;
    for await (const _ of results) if (++seen === 5) break;
    expect(closed).toBe(true);
    // In a process of its own: a worker left running would keep it alive (the timeout is only a guard).
    const run = spawnSync(process.execPath, [join(out, 'poolRun.mjs'), corpus, '2', '5'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.split('\n').slice(0, 6)).toEqual([
      'line 1\tscored',
      'line 2\tscored',
      'line 3\tscored',
      'line 4\tscored',
      'line 5\tscored',
      'stopped',
    ]);
  });

  it('says how to build when the worker script is missing', async () => {
    const missing = pathToFileURL(join(out, 'absent.mjs'));
    await expect(collect(scoreInWorkers(stream(corpusRows(2)), 2, { workerUrl: missing }))).rejects.toThrow(
      /absent\.mjs is missing: run `npm run build:node`/,
    );
  });
});
