// Exit codes follow the BSD sysexits habit the issue asks for: 2 usage/input, 70 internal.
export const EXIT = {
  ok: 0,
  /** Some input lines were skipped (score). */
  someFailed: 1,
  usage: 2,
  internal: 70,
} as const;

/** An error the user can fix: printed as one line, never with a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** An error as one line of at most `max` characters, for messages that must never show a stack. */
export function shortMessage(error: unknown, max = 120): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}
