// JSON lines (one Stack Exchange API record or GitHub issue record per line) read from a byte stream: lines are cut at
// "\n" bytes, which never occur inside a UTF-8 multi-byte sequence (RFC 3629 §3), so a line split across chunks, even
// mid-character, decodes whole.
import { shortMessage } from '../errors';
import { type RowContent, type RowRead, rowRead } from './inputRow';
import { type LineResult, scoreRecord } from './scoreRecord';

const NEWLINE = 0x0a;

/** The lines of a byte stream, without their "\n"; the last one even when the input does not end with a newline. */
export async function* byteLines(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  let pending: Buffer[] = [];
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
      pending.push(bytes.subarray(start, end));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      start = end + 1;
    }
    // Copied: a stream may reuse the chunk's memory once it has been handed on.
    if (start < bytes.length) pending.push(Buffer.from(bytes.subarray(start)));
  }
  if (pending.length) yield Buffer.concat(pending).toString('utf8');
}

/**
 * The rows of JSON lines. `parse: false` hands each line on as text, parsed where it is scored (`scoreContent`): a
 * line that is not JSON is then reported by the scorer, with the same words and the same count as the reader's.
 */
export async function* jsonLineRows(chunks: AsyncIterable<Uint8Array>, { parse }: { parse: boolean }): AsyncIterable<RowRead> {
  let number = 0;
  for await (const raw of byteLines(chunks)) {
    number += 1;
    const line = number === 1 ? stripBom(raw) : raw;
    if (!line.trim()) continue; // blank lines (a trailing one above all) are no records
    const where = `line ${number}`;
    if (!parse) {
      yield rowRead({ where, jsonText: line });
      continue;
    }
    const parsed = parseJsonLine(line);
    yield 'problem' in parsed ? { kind: 'malformed', where, problem: parsed.problem } : rowRead({ where, record: parsed.record });
  }
}

export function parseJsonLine(line: string): { record: unknown } | { problem: string } {
  try {
    return { record: JSON.parse(line) };
  } catch (error) {
    // Node 24 ends JSON.parse's message with "(line 1 column N)": after the file's line number given before it, a
    // second line number misleads, and the message is the same on every supported Node without it.
    const message = error instanceof Error ? error.message.replace(/ \(line \d+ column \d+\)$/, '') : error;
    return { problem: `not JSON (${shortMessage(message, 80)})` };
  }
}

/** One input line scored as `score` scores it: parsed, then scored as every format's records are. */
export function scoreLine(line: string): LineResult {
  const parsed = parseJsonLine(line);
  return 'problem' in parsed ? { kind: 'skipped', message: parsed.problem } : scoreRecord(parsed.record);
}

/** A row's content scored, wherever it is scored (this thread or a worker's). */
export function scoreContent(content: RowContent): LineResult {
  return 'jsonText' in content ? scoreLine(content.jsonText) : scoreRecord(content.record);
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
