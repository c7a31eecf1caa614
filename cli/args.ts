// Command-line parsing: small enough that a dependency would cost more than it saves.
import { CliError } from './errors';

export type Command =
  | { name: 'help' }
  | { name: 'version' }
  | { name: 'check'; input: string; json: boolean }
  | { name: 'skeleton'; input: string; json: boolean }
  | { name: 'score'; input: string };

export const USAGE = `Usage:
  reprolens check <file|->   judge one question and print a checklist report
      <file>: .html (a saved Stack Overflow page or a body fragment), .md (a draft),
              .json (a Stack Exchange API record or response, or one corpus line);
      -:      read standard input (JSON if it starts with "{", HTML if "<", else markdown)
      --json  print the full report as JSON instead
  reprolens skeleton <file|->
      write a reproduction script for the question (Python) to stdout; its status, what the
      question does not say and what was assumed go to stderr as notes; same inputs as check
      --json  print the skeleton (script, status, missing, assumptions) as JSON instead
  reprolens score <questions.jsonl|->
      one \`score\` JSON line per input line on stdout; bad lines are reported on stderr
  reprolens --help | --version

Exit codes: 0 ok, 1 some input lines skipped (score), 2 usage or input error (skeleton: also a
question without Python code), 70 internal error.
Set NO_COLOR to turn colours off; REPROLENS_DEBUG=1 shows stack traces of internal errors.
`;

export function parseArgs(argv: readonly string[]): Command {
  const flags = argv.filter((a) => a.startsWith('--') || (a.startsWith('-') && a !== '-'));
  const positional = argv.filter((a) => !flags.includes(a));
  if (flags.includes('--help') || flags.includes('-h')) return { name: 'help' };
  if (flags.includes('--version') || flags.includes('-V')) return { name: 'version' };

  const [command, input, ...extra] = positional;
  if (!command) throw new CliError('no command given (see reprolens --help)');
  if (command !== 'check' && command !== 'skeleton' && command !== 'score')
    throw new CliError(`unknown command "${command}" (see reprolens --help)`);

  const allowed = command === 'check' || command === 'skeleton' ? ['--json'] : [];
  const unknown = flags.find((f) => !allowed.includes(f));
  if (unknown) throw new CliError(`unknown option ${unknown} for ${command} (see reprolens --help)`);
  if (input === undefined) throw new CliError(`${command}: missing input file (a path, or - for standard input)`);
  if (extra.length) throw new CliError(`${command}: expected one input, got ${extra.length + 1}`);

  if (command === 'score') return { name: 'score', input };
  return { name: command, input, json: flags.includes('--json') };
}
