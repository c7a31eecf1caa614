// `reprolens score --resume OUT.jsonl`: continue a stopped run. OUT's score lines are read as a stream (it may be
// gigabytes) for the ids already scored; a last line cut off mid-write (the run was killed) is removed by truncating
// the file to its last complete line; the run then appends to OUT and skips every row whose id is in the set, so no
// question is scored twice. The ids are held in an IdSet (./idSet.ts: a bitmap, since a V8 Set stops at 16.7 million).
import { createReadStream, createWriteStream, existsSync, truncateSync, type WriteStream } from 'node:fs';
import { CliError } from '../errors';
import { IdSet } from './idSet';

export interface ResumePoint {
  /** The question ids OUT already has a score line for. */
  ids: IdSet;
  /** Complete score lines read (a line without an id — a record that had none — counts, but cannot be matched). */
  lines: number;
  /** What was repaired, for stderr ("its last line was cut off …"), or null. */
  repaired: string | null;
  /** OUT, opened for appending after its last complete line. */
  append: WriteStream;
}

const NEWLINE = 0x0a;
/**
 * A score line opens with its id and then its framework (or, for a GitHub issue, its url): cli/score/scoreRecord.ts
 * writes them first, so GBs of lines need no JSON.parse. An input record has a question_id too: resuming into the input
 * by mistake must be refused, not truncated and appended to.
 */
const LEADING_ID = /^\{"question_id":(\d+|null),"(?:framework|url)":/;

/** The id a score line records: a number, null when the question had none, undefined when it is no score line. */
export function scoreLineId(line: string): number | null | undefined {
  const leading = LEADING_ID.exec(line.slice(0, 48));
  if (leading) return leading[1] === 'null' ? null : Number(leading[1]);
  try {
    const fields = JSON.parse(line) as { question_id?: unknown; items?: unknown; grade?: unknown };
    if (typeof fields.items !== 'object' || fields.items === null || !('grade' in fields)) return undefined;
    return typeof fields.question_id === 'number' ? fields.question_id : fields.question_id === null ? null : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The id an input record will be scored under, as the readers take it (a Stack Exchange `question_id`, a number or a
 * string of digits; a GitHub issue's `number`), or null: what the pipeline looks up in ResumePoint.ids.
 */
export function recordId(record: unknown): number | null {
  if (typeof record !== 'object' || record === null) return null;
  const { question_id: questionId, number } = record as { question_id?: unknown; number?: unknown };
  const raw = questionId ?? number;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads OUT's ids and repairs a torn last line; a missing OUT is a fresh start. A line that is no score line stops it. */
export async function resumeFrom(path: string): Promise<ResumePoint> {
  const ids = new IdSet();
  let lines = 0;
  let complete = 0; // bytes up to and including the last newline
  let size = 0;
  if (existsSync(path)) {
    let carry: Buffer = Buffer.alloc(0);
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      const buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let from = 0;
      for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, from)) {
        const line = buffer.toString('utf8', from, end);
        lines += 1;
        if (line.trim()) {
          const id = scoreLineId(line);
          if (id === undefined)
            throw new CliError(
              `${path} line ${lines} is not a score line of reprolens score: not resuming into it (is it the right file?)`,
            );
          if (id !== null) ids.add(id);
        }
        from = end + 1;
      }
      complete += from;
      size += chunk.length;
      carry = buffer.subarray(from);
    }
  }
  let repaired: string | null = null;
  if (size > complete) {
    // The run was stopped mid-write: the cut line's question has no complete score, so it is scored again.
    truncateSync(path, complete);
    repaired = `${path}: its last line was cut off (${size - complete} bytes, no newline); removed it, resuming after line ${lines}`;
  }
  return { ids, lines, repaired, append: createWriteStream(path, { flags: 'a' }) };
}
