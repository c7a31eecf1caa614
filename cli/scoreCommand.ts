// `reprolens score`: one Stack Exchange record or GitHub issue record (routed by its shape) per input line in, one `toScoreLine` JSON line per question out, with
// the verdict the extension shows for it (the default settings: every item checked).
import { shortMessage } from './errors';
import { type LineResult, scoreRecord } from './score/scoreRecord';
import type { CliIo, OutputStream } from './io';
import { columnsOf, messageRows } from './terminalRow';
import { jsonSafe } from './terminalText';

export interface ScoreSummary {
  scored: number;
  skipped: number;
  crashed: number;
}

/** One input line: parsed as JSON, then scored as every format's records are (./score/scoreRecord.ts). */
export function scoreLine(line: string): LineResult {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch (error) {
    // Node 24 ends JSON.parse's message with "(line 1 column N)": after the file's line number given before it, a
    // second line number misleads, and the message is the same on every supported Node without it.
    const message = error instanceof Error ? error.message.replace(/ \(line \d+ column \d+\)$/, '') : error;
    return { kind: 'skipped', message: `not JSON (${shortMessage(message, 80)})` };
  }
  return scoreRecord(record);
}

export function scoreJsonl(name: string, text: string, io: CliIo): ScoreSummary {
  const lines = text.split('\n');
  const total = lines.filter((l) => l.trim()).length;
  const progress = io.stderr.isTTY ? progressBar(io.stderr, total) : null;
  const summary: ScoreSummary = { scored: 0, skipped: 0, crashed: 0 };
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const result = scoreLine(line);
    if (result.kind === 'scored') {
      if (io.stdout.isTTY) progress?.clear(); // both on one terminal: keep the bar off the output lines
      io.stdout.write(`${jsonSafe(result.output)}\n`); // C1 and bidi in a title stay escaped (hostile review C3)
      summary.scored += 1;
    } else {
      progress?.clear();
      // The message quotes the line (JSON.parse's excerpt, a reader's id): raw, it would reach the terminal (C2); in rows
      // that each open with "reprolens: ", so no quoted text starts a row of its own (hostile review 2026-12-04).
      io.stderr.write(messageRows('reprolens: ', `${name} line ${index + 1}: ${result.message}`, columnsOf(io.stderr)));
      summary[result.kind] += 1;
    }
    progress?.advance();
  });
  progress?.clear();
  if (summary.skipped || summary.crashed)
    io.stderr.write(`reprolens: scored ${summary.scored} of ${total} lines; ${summary.skipped + summary.crashed} not scored\n`);
  return summary;
}

/** A one-line bar redrawn in place, at most every 100 ms: only ever drawn on a terminal. */
function progressBar(stream: OutputStream, total: number) {
  let done = 0;
  let lastDraw = 0;
  const width = 30;
  const draw = () => {
    const filled = total ? Math.round((done / total) * width) : width;
    stream.write(`\r${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${done}/${total} questions`);
  };
  return {
    advance() {
      done += 1;
      const now = performance.now();
      if (now - lastDraw > 100 || done === total) {
        lastDraw = now;
        draw();
      }
    },
    clear() {
      stream.write('\r\x1b[K');
    },
  };
}
