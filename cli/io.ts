// The CLI's only window on the process: tests pass fakes, `runFromProcess` passes the real streams.

export interface OutputStream {
  write(text: string): void;
  /** True when a person is watching: enables colours (stdout) and the progress bar (stderr). */
  isTTY: boolean;
  columns?: number;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Reads all of standard input as UTF-8. */
  readStdin(): Promise<string>;
  env: Record<string, string | undefined>;
}

export function processIo(): CliIo {
  const wrap = (stream: NodeJS.WriteStream): OutputStream => ({
    write: (text) => void stream.write(text),
    get isTTY() {
      return Boolean(stream.isTTY);
    },
    get columns() {
      return stream.columns;
    },
  });
  return {
    stdout: wrap(process.stdout),
    stderr: wrap(process.stderr),
    readStdin: async () => {
      // Someone typed `reprolens check -` at a prompt: say what we are waiting for instead of hanging silently.
      if (process.stdin.isTTY) process.stderr.write('reprolens: reading the question from the terminal; end with Ctrl-D\n');
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    env: process.env,
  };
}
