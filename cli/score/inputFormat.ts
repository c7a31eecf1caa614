// Which reader an input needs: `--format`, else the file's extension, else its first non-blank byte.
import type { InputSource } from './inputSource';

export const SCORE_FORMATS = ['jsonl', 'sede-csv', 'posts-xml'] as const;
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

const FORMAT_BY_EXTENSION: Record<string, ScoreFormat> = {
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
  '.json': 'jsonl',
  '.csv': 'sede-csv',
  '.xml': 'posts-xml',
};

export interface DetectedFormat {
  format: ScoreFormat;
  /** True when read from the content: the user is told, as a guess can be wrong. */
  guessed: boolean;
  /** The input from its first byte: what was looked at to guess is not lost. */
  chunks: AsyncIterable<Uint8Array>;
}

export async function detectFormat(source: InputSource, given: ScoreFormat | null): Promise<DetectedFormat> {
  const declared = given ?? FORMAT_BY_EXTENSION[source.extension];
  if (declared) return { format: declared, guessed: false, chunks: source.chunks };
  const iterator = source.chunks[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let first: number | null = null;
  while (first === null) {
    const next = await iterator.next();
    if (next.done) break;
    seen.push(next.value);
    first = firstContentByte(seen);
  }
  const chunks = (async function* () {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  // An input with nothing in it has no rows in any format: nothing to guess.
  if (first === null) return { format: 'jsonl', guessed: false, chunks };
  return { format: formatOfFirstByte(first), guessed: true, chunks };
}

/** A JSON object opens with "{"; an XML document (its declaration, or <posts>) with "<"; a SEDE export with its header. */
function formatOfFirstByte(byte: number): ScoreFormat {
  if (byte === 0x7b) return 'jsonl';
  if (byte === 0x3c) return 'posts-xml';
  return 'sede-csv';
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const BLANK = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The first byte that is neither blank nor part of a UTF-8 byte order mark (the dump's Posts.xml opens with one). */
function firstContentByte(chunks: Uint8Array[]): number | null {
  let index = 0;
  for (const chunk of chunks)
    for (const byte of chunk) {
      const inBom = index < 3 && byte === UTF8_BOM[index];
      index += 1;
      if (!inBom && !BLANK.has(byte)) return byte;
    }
  return null;
}
