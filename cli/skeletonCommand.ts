// `reprolens skeleton <file>`: the reproduction script for one question, on stdout exactly as built (so it can be
// piped into a file and run), with its status, what is missing and what was assumed as notes on stderr.
import { analyzeQuestion } from '../lib/engine';
import { buildSkeleton, type Skeleton } from '../lib/skeleton/build';
import { reproductionScriptStatus } from '../lib/skeleton/status';
import { oneLine, printable } from './checkReport';
import { CliError, EXIT } from './errors';
import { questionFromInput, readInputText } from './inputs';
import type { CliIo } from './io';

export async function skeletonCommand(path: string, json: boolean, io: CliIo): Promise<number> {
  const input = await readInputText(path, io);
  const { question, notes } = questionFromInput(input);
  for (const note of notes) io.stderr.write(`reprolens: note: ${note}\n`);
  const skeleton = buildSkeleton(question, analyzeQuestion(question));
  if (!skeleton) throw new CliError(`${input.name}: the question has no Python code — nothing to build a reproduction skeleton from`);
  if (json) {
    io.stdout.write(`${JSON.stringify(skeleton, null, 2)}\n`);
    return EXIT.ok;
  }
  for (const note of skeletonNotes(skeleton)) io.stderr.write(`reprolens: note: ${note}\n`);
  // Exact for a pipe or a file; at a terminal, control characters from the question's code are defused.
  io.stdout.write(io.stdout.isTTY ? skeleton.script.split('\n').map(printable).join('\n') : skeleton.script);
  return EXIT.ok;
}

/** Status, then each missing thing and each assumption, one line each (question names are untrusted text). */
export function skeletonNotes(skeleton: Skeleton): string[] {
  const line = (text: string) => printable(oneLine(text, 300));
  return [
    reproductionScriptStatus(skeleton),
    ...(skeleton.codeUnchanged
      ? ["the question's code is unchanged (lines were only added around it: header, imports, version print)"]
      : []),
    ...skeleton.missing.map((what) => `missing: ${line(what)}`),
    ...skeleton.assumptions.map((what) => `assumed: ${line(what)}`),
  ];
}
