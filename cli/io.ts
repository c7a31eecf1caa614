// The CLI's only window on the process: tests pass fakes, `runFromProcess` passes the real streams.
import { once } from 'node:events';

export interface OutputStream {
  /**
   * A Node stream answers false when the text was queued past its buffer (then wait for `drained`); other answers,
   * a fake's undefined among them, mean go on.
   */
  write(text: string): unknown;
  /** Resolves when a stream that answered false to `write` can take more; absent where writes never queue (tests). */
  drained?(): Promise<void>;
  /** True when a person is watching: enables colours (stdout) and the progress bar (stderr). */
  isTTY: boolean;
  columns?: number;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Reads all of standard input as UTF-8. */
  readStdin(): Promise<string>;
  /** Standard input as it arrives, in byte chunks: for inputs too large to hold (score). */
  openStdin(): AsyncIterable<Uint8Array>;
  env: Record<string, string | undefined>;
  /** Milliseconds on a monotonic clock: the progress line's rate and the summary's time (tests hold it still). */
  now(): number;
}

/** Writes `text`, then waits while the stream's buffer is full: memory stays flat when the reader is slower. */
export async function writeWithBackpressure(stream: OutputStream, text: string): Promise<void> {
  if (stream.write(text) === false) await stream.drained?.();
}

/** A Node stream as the CLI writes to it: stdout, stderr, or the file a resumed `score` appends to (never a terminal). */
export function writableOutput(stream: NodeJS.WritableStream & { isTTY?: boolean; columns?: number }): OutputStream {
  return {
    write: (text) => stream.write(text),
    drained: async () => {
      await once(stream, 'drain');
    },
    get isTTY() {
      return Boolean(stream.isTTY);
    },
    get columns() {
      return stream.columns;
    },
  };
}

export function processIo(): CliIo {
  return {
    stdout: writableOutput(process.stdout),
    stderr: writableOutput(process.stderr),
    readStdin: async () => {
      // Someone typed `reprolens check -` at a prompt: say what we are waiting for instead of hanging silently.
      if (process.stdin.isTTY) process.stderr.write('reprolens: reading the question from the terminal; end with Ctrl-D\n');
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    openStdin: () => {
      if (process.stdin.isTTY) process.stderr.write('reprolens: reading questions from the terminal; end with Ctrl-D\n');
      return process.stdin;
    },
    env: process.env,
    now: () => performance.now(),
  };
}
