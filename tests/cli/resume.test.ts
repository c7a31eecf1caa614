// `reprolens score --resume OUT.jsonl` (cli/score/resume.ts): a run stopped mid-line on real corpus questions, then
// resumed into the same file, gives the uninterrupted run's lines, each id once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { WriteStream } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { IdSet } from '../../cli/score/idSet';
import { recordId, resumeFrom, scoreLineId } from '../../cli/score/resume';
import { scoreRecord } from '../../cli/score/scoreRecord';

const corpus = resolve(import.meta.dirname, '../../../shared/corpus/stackoverflow/tf-keras-2015-2023.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'reprolens-resume-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const records = readFileSync(corpus, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .slice(0, 40)
  .map((l) => JSON.parse(l) as unknown);

/** The score lines of the records a run writes (what the pipeline writes to OUT: scored rows only). */
function scoreLines(input: unknown[]): string[] {
  return input.flatMap((r) => {
    const result = scoreRecord(r);
    return result.kind === 'scored' ? [`${result.output}\n`] : [];
  });
}

function closed(stream: WriteStream): Promise<void> {
  return new Promise((done, fail) => stream.end((error?: Error | null) => (error ? fail(error) : done())));
}

describe('resume', () => {
  it('repairs a line cut off mid-write and, resumed, gives the uninterrupted run’s lines with no id twice', async () => {
    const whole = scoreLines(records);
    expect(whole.length).toBeGreaterThan(30);
    // The stopped run: 30 lines written whole, the 31st cut off in the middle (as a kill during a write leaves it); more
    // than the read stream's 64 KiB chunk, so lines are split across chunks.
    const out = join(dir, 'stopped.jsonl');
    const cut = whole[30].slice(0, 200);
    writeFileSync(out, whole.slice(0, 30).join('') + cut);
    expect(readFileSync(out).length).toBeGreaterThan(64 * 1024);

    const point = await resumeFrom(out);
    expect(point.lines).toBe(30);
    expect(point.ids.size).toBe(30);
    expect(point.repaired).toBe(`${out}: its last line was cut off (200 bytes, no newline); removed it, resuming after line 30`);
    const rest = records.filter((r) => !point.ids.has(recordId(r) as number));
    expect(rest.length).toBe(records.length - 30);
    for (const line of scoreLines(rest)) point.append.write(line);
    await closed(point.append);

    const resumed = readFileSync(out, 'utf8');
    expect(resumed).toBe(whole.join(''));
    const ids = resumed.trimEnd().split('\n').map(scoreLineId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resumes a run that stopped between lines without changing the file, and starts afresh when OUT is missing', async () => {
    const out = join(dir, 'clean.jsonl');
    writeFileSync(out, scoreLines(records.slice(0, 5)).join(''));
    const before = readFileSync(out, 'utf8');
    const point = await resumeFrom(out);
    await closed(point.append);
    expect(point.repaired).toBeNull();
    expect(readFileSync(out, 'utf8')).toBe(before);

    const fresh = await resumeFrom(join(dir, 'new.jsonl'));
    await closed(fresh.append);
    expect([fresh.ids.size, fresh.lines, fresh.repaired]).toEqual([0, 0, null]);
    expect(readFileSync(join(dir, 'new.jsonl'), 'utf8')).toBe('');
  });

  it('refuses to append to a file that is not reprolens score output, and leaves it as it was', async () => {
    const out = join(dir, 'questions.jsonl');
    const text = readFileSync(corpus, 'utf8').split('\n').slice(0, 3).join('\n');
    writeFileSync(out, text);
    await expect(resumeFrom(out)).rejects.toThrow(`${out} line 1 is not a score line of reprolens score: not resuming into it`);
    expect(readFileSync(out, 'utf8')).toBe(text);
  });

  it('reads ids as the readers do: numbers, strings of digits, a GitHub issue’s number', () => {
    expect([{ question_id: 5 }, { question_id: '77' }, { number: 12, title: 't' }, { question_id: 'x' }, null].map(recordId)).toEqual([
      5,
      77,
      12,
      null,
      null,
    ]);
    expect(
      [
        '{"question_id":61877098,"framework":"pytorch"}',
        '{"question_id":null,"url":"https://github.com/o/r/issues/1"}',
        '{ "question_id": 9, "grade": null, "items": {} }',
        '{"question_id": 61702825, "link": "https://stackoverflow.com/q/61702825"}',
        '{"title":"x"}',
      ].map(scoreLineId),
    ).toEqual([61877098, null, 9, undefined, undefined]);
  });

  // A V8 Set throws "Set maximum size exceeded" at 2^24 entries (shown on Node 20; not re-shown here, it takes seconds).
  it('holds more ids than a V8 Set can (2^24), as a whole Stack Overflow dump needs, and ids beyond its bitmap', () => {
    const ids = new IdSet();
    for (let id = 1; id <= 2 ** 24 + 1000; id += 1) ids.add(id);
    ids
      .add(5)
      .add(2 ** 40)
      .add(2 ** 40);
    expect(ids.size).toBe(2 ** 24 + 1001);
    expect([0, 1, 2 ** 24 + 1000, 2 ** 24 + 1001, 2 ** 40, 2 ** 40 + 1].map((id) => ids.has(id))).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});
