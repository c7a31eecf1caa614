// `reprolens skeleton <file>`: the reproduction script for one question, on stdout exactly as built (so it can be
// piped into a file and run), with its status, what is missing and what was assumed as notes on stderr.
import { analyzeQuestion } from '../lib/engine';
import { buildSkeleton, type Skeleton } from '../lib/skeleton/build';
import { reproductionScriptStatus } from '../lib/skeleton/status';
import { CliError, EXIT } from './errors';
import { questionFromInput, readInputText } from './inputs';
import type { CliIo } from './io';
import { columnsOf, fitText, messageRows } from './terminalRow';
import { hasUnsafeCharacters, stringifyForTerminal, terminalBlock } from './terminalText';

export async function skeletonCommand(path: string, json: boolean, io: CliIo): Promise<number> {
  const input = await readInputText(path, io);
  const { question, notes } = questionFromInput(input);
  for (const note of notes) io.stderr.write(messageRows('reprolens: ', `note: ${note}`, columnsOf(io.stderr)));
  const skeleton = buildSkeleton(question, analyzeQuestion(question));
  if (!skeleton) throw new CliError(`${input.name}: the question has no Python code — nothing to build a reproduction skeleton from`);
  if (json) {
    io.stdout.write(`${stringifyForTerminal(skeleton, 2)}\n`);
    return EXIT.ok;
  }
  for (const note of skeletonNotes(skeleton)) io.stderr.write(messageRows('reprolens: ', `note: ${note}`, columnsOf(io.stderr)));
  // Exact for a pipe or a file (the question's code is copied verbatim; ReproLens' own header and comments carry no
  // control or bidi character, lib/skeleton/scriptHeader.ts); at a terminal, every such character is shown escaped.
  if (!io.stdout.isTTY && hasUnsafeCharacters(skeleton.script)) io.stderr.write(`reprolens: note: ${UNSAFE_CODE_NOTE}\n`);
  io.stdout.write(io.stdout.isTTY ? terminalBlock(skeleton.script) : skeleton.script);
  return EXIT.ok;
}

/** A Trojan Source risk (hostile review C5): the reader of the piped script should know what an editor may hide. */
export const UNSAFE_CODE_NOTE =
  "the question's code holds control, bidi or invisible characters (kept exact in the script; an editor may hide them — run the command at a terminal to see them as \\u{…})";

/** Status, then each missing thing and each assumption, one line each (question names are untrusted text). */
export function skeletonNotes(skeleton: Skeleton): string[] {
  // At most 300 columns of a name; messageRows breaks the note into rows that each open with "reprolens: ".
  const line = (text: string) => fitText(text, 300);
  return [
    reproductionScriptStatus(skeleton),
    ...(skeleton.codeUnchanged
      ? ["the question's code is unchanged (lines were only added around it: header, imports, version print)"]
      : []),
    ...skeleton.missing.map((what) => `missing: ${line(what)}`),
    ...skeleton.assumptions.map((what) => `assumed: ${line(what)}`),
  ];
}
