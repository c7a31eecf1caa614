// The file or standard input `score` reads, opened as a stream of byte chunks: never held whole, so a data dump of any
// size goes through; with the file's size (when it is a file) and the bytes read so far, for progress.
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { CliError } from '../errors';
import { describeFsError, fileSize } from '../inputs';
import type { CliIo } from '../io';

export interface InputSource {
  /** For messages: the path, or "stdin". */
  name: string;
  /** The file's extension, lower case ("" for stdin): the format when none is given. */
  extension: string;
  /** Bytes in the file; null for standard input. */
  size: number | null;
  chunks: AsyncIterable<Uint8Array>;
  bytesRead(): number;
  /** Stops reading (the run ended before the input did): an open stdin or file would keep the process alive. */
  close(): void;
}

/** 1 MiB reads: a dump is read in few system calls; one chunk is still nothing beside the engine's own memory. */
const READ_CHUNK_BYTES = 1024 * 1024;

export async function openInput(path: string, io: CliIo): Promise<InputSource> {
  if (path === '-')
    return counted('stdin', '', null, io.openStdin(), (error) => {
      throw new CliError(`stdin: cannot read (${describeFsError(error)})`);
    });
  const size = await fileSize(path);
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  return counted(path, extname(path).toLowerCase(), size, stream, (error) => {
    throw new CliError(`${path}: cannot read (${describeFsError(error)})`);
  });
}

function counted(
  name: string,
  extension: string,
  size: number | null,
  stream: AsyncIterable<Uint8Array>,
  readError: (error: unknown) => never,
): InputSource {
  let read = 0;
  async function* counting(): AsyncIterable<Uint8Array> {
    try {
      for await (const chunk of stream) {
        read += chunk.byteLength;
        yield chunk;
      }
    } catch (error) {
      readError(error);
    }
  }
  const close = () => (stream as { destroy?: () => void }).destroy?.();
  return { name, extension, size, chunks: counting(), bytesRead: () => read, close };
}
