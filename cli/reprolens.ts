// The `reprolens` command line: `check` one question, `skeleton` its reproduction script, `score` many. Node only; lib/ stays browser-safe.
// `main(argv, io)` never exits the process and never throws, so tests drive it with fake streams.
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { decide } from '../lib/verdict';
import { checkJson, formatCheckReport, paletteFor } from './checkReport';
import { parseArgs, USAGE, type Command } from './args';
import { CliError, EXIT, shortMessage } from './errors';
import { questionFromInput, readInputText } from './inputs';
import { processIo, type CliIo } from './io';
import { reportCommand } from './report/reportCommand';
import { scoreCommand } from './score/scoreCommand';
import { skeletonCommand } from './skeletonCommand';
import { columnsOf, messageRows } from './terminalRow';
import { stringifyForTerminal, terminalBlock } from './terminalText';

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await runCommand(parseArgs(argv), io);
  } catch (error) {
    if (error instanceof CliError) {
      // Messages quote file names, argv, API error fields, ids and JSON.parse's excerpt of the input (hostile review C2);
      // broken into rows here, each opening with "reprolens: ", so no quoted text starts a row (hostile review 2026-12-04).
      io.stderr.write(messageRows('reprolens: ', error.message, columnsOf(io.stderr)));
      return error.exitCode;
    }
    io.stderr.write(messageRows('reprolens: ', `internal error: ${shortMessage(error, 300)}`, columnsOf(io.stderr)));
    if (io.env.REPROLENS_DEBUG === '1' && error instanceof Error && error.stack) io.stderr.write(`${terminalBlock(error.stack)}\n`);
    return EXIT.internal;
  }
}

async function runCommand(command: Command, io: CliIo): Promise<number> {
  switch (command.name) {
    case 'help':
      io.stdout.write(USAGE);
      return EXIT.ok;
    case 'version':
      io.stdout.write(`reprolens ${packageVersion()}\n`);
      return EXIT.ok;
    case 'check':
      return check(command.input, command.json, io);
    case 'skeleton':
      return skeletonCommand(command.input, command.json, io);
    case 'score':
      return scoreCommand(command, io);
    case 'report':
      return reportCommand(command.input, command.format, command.out ?? undefined, io);
  }
}

async function check(path: string, json: boolean, io: CliIo): Promise<number> {
  const { question, notes } = questionFromInput(await readInputText(path, io));
  for (const note of notes) io.stderr.write(messageRows('reprolens: ', `note: ${note}`, columnsOf(io.stderr)));
  const verdict = decide(question, DEFAULT_SETTINGS);
  io.stdout.write(
    json
      ? `${stringifyForTerminal(checkJson(verdict), 2)}\n`
      : formatCheckReport(verdict, paletteFor(io.stdout.isTTY, io.env), columnsOf(io.stdout)),
  );
  return EXIT.ok;
}

/** Read at run time: both cli/reprolens.ts and the bundle dist/reprolens.mjs sit one level below package.json. */
function packageVersion(): string {
  try {
    // A path, not `new URL(…, import.meta.url)`: under happy-dom (the test environment) URL resolves to http://.
    const path = resolve(dirname(fileURLToPath(import.meta.url)), '../package.json');
    return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Entry for bin/reprolens.mjs. */
export async function runFromProcess(): Promise<void> {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    // `reprolens score big.jsonl | head` closes the pipe early: that is the reader's choice, not an error.
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
    process.stderr.write(`reprolens: internal error: cannot write output (${error.message})\n`);
    process.exit(EXIT.internal);
  });
  process.exitCode = await main(process.argv.slice(2), processIo());
}

function isProcessEntry(): boolean {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

// `node dist/reprolens.mjs …` works too, not only through bin/reprolens.mjs.
if (isProcessEntry()) void runFromProcess();
