// In-memory stdout/stderr/stdin for driving `main(argv, io)` without a process.
import { Readable } from 'node:stream';
import type { CliIo } from '../../cli/io';

export interface FakeIoOptions {
  stdin?: string;
  /** Standard input as these chunks, in this order (e.g. one byte each), instead of `stdin` in one chunk. */
  stdinChunks?: Uint8Array[];
  stdoutTty?: boolean;
  stderrTty?: boolean;
  /** The terminal's width (OutputStream.columns), for both streams; only read when they are TTYs. */
  columns?: number;
  env?: Record<string, string | undefined>;
  /** The clock `score` reads; still by default, so no progress line depends on how fast the machine is. */
  now?: () => number;
}

export interface FakeIo {
  io: CliIo;
  stdout(): string;
  stderr(): string;
}

export function fakeIo(options: FakeIoOptions = {}): FakeIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      stdout: { write: (text) => void out.push(text), isTTY: options.stdoutTty ?? false, columns: options.columns },
      stderr: { write: (text) => void err.push(text), isTTY: options.stderrTty ?? false, columns: options.columns },
      readStdin: async () => options.stdin ?? '',
      openStdin: () => Readable.from(options.stdinChunks ?? [Buffer.from(options.stdin ?? '')], { objectMode: true }),
      env: options.env ?? {},
      now: options.now ?? (() => 0),
    },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

/** A V8 stack frame line: must never reach the user unless REPROLENS_DEBUG=1. */
export const STACK_FRAME = /^\s+at .+\(?.+:\d+:\d+\)?$/m;

/** stderr with each message on one line again: a message longer than the terminal is written as rows that continue
 * with "reprolens:   " (cli/terminalRow.ts messageRows), and removing those joins gives the message exactly. */
export const oneLineMessages = (stderr: string) => stderr.replace(/\nreprolens: {3}/g, '');
