// The inputs of `npm run bench:dump`: the corpus questions (../shared/corpus/stackoverflow/*.jsonl, as JSON lines) and
// a large file made by repeating them with fresh ids, so a run over it scores no question twice under one id (the
// streaming pipeline's memory must stay flat however many rows pass).
import { once } from 'node:events';
import { createReadStream, createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { InputRow } from '../../cli/score/inputRow';

/** Stack Overflow's ids are below 10^8 (79 million in 2025): repetition k adds k × 10^8, an id no real question has. */
const ID_STRIDE = 100_000_000;

export function corpusFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}

export function corpusLines(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim()),
  );
}

/** The corpus written `copies` times, or until `bytes` are written, each copy with fresh ids; what was written. */
export async function writeRepeated(
  path: string,
  lines: readonly string[],
  until: { copies: number } | { bytes: number },
): Promise<{ bytes: number; questions: number }> {
  const records = lines.map((l) => JSON.parse(l) as { question_id?: number });
  const out = createWriteStream(path);
  let bytes = 0;
  let questions = 0;
  for (let copy = 0; 'copies' in until ? copy < until.copies : bytes < until.bytes; copy += 1) {
    for (const record of records) {
      const line = `${JSON.stringify({ ...record, question_id: (record.question_id ?? 0) + copy * ID_STRIDE })}\n`;
      bytes += Buffer.byteLength(line);
      questions += 1;
      if (!out.write(line)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
  return { bytes, questions };
}

/** A JSON-lines file as input rows, streamed (what the CLI's reader yields for `--format jsonl`). */
export async function* jsonlRows(path: string): AsyncIterable<InputRow> {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY })) {
    line += 1;
    if (text.trim()) yield { where: `line ${line}`, record: JSON.parse(text) };
  }
}
