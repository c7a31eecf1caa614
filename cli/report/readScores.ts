// Score lines in, a tally out, one line at a time: a scored dump of millions of questions is streamed, never held
// (only the counts grow, with the distinct frameworks, years, bug types and tags).
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { addToTally, emptyTally, readScoreFacts, type Tally } from './tally';

/** A line that is not a score line: where it is ("line 12", 1-based) and why. */
export interface SkippedLine {
  where: string;
  message: string;
}

/** One line's facts, or why it cannot count (blank lines are neither). */
export function parseScoreLine(line: string): ReturnType<typeof readScoreFacts> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  return readScoreFacts(parsed);
}

/** Tallies every score line of `input`; `onSkipped` hears of each line that does not count, as it is met. */
export async function tallyScoreLines(
  input: Readable,
  onSkipped: (skipped: SkippedLine) => void,
): Promise<{ tally: Tally; skipped: number }> {
  const tally = emptyTally();
  let skipped = 0;
  let number = 0;
  // crlfDelay: a CRLF file's "\r\n" is one line end, so line numbers match an editor's.
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    number += 1;
    if (!line.trim()) continue;
    const facts = parseScoreLine(line);
    if (typeof facts === 'string') {
      skipped += 1;
      onSkipped({ where: `line ${number}`, message: facts });
    } else addToTally(tally, facts);
  }
  return { tally, skipped };
}
