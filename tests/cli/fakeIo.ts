// In-memory stdout/stderr/stdin for driving `main(argv, io)` without a process.
import type { CliIo } from '../../cli/io';

export interface FakeIoOptions {
  stdin?: string;
  stdoutTty?: boolean;
  stderrTty?: boolean;
  env?: Record<string, string | undefined>;
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
      stdout: { write: (text) => void out.push(text), isTTY: options.stdoutTty ?? false },
      stderr: { write: (text) => void err.push(text), isTTY: options.stderrTty ?? false },
      readStdin: async () => options.stdin ?? '',
      env: options.env ?? {},
    },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

/** A V8 stack frame line: must never reach the user unless REPROLENS_DEBUG=1. */
export const STACK_FRAME = /^\s+at .+\(?.+:\d+:\d+\)?$/m;
