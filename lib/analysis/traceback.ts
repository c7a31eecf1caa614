// Reads a Python traceback (plain, IPython/Jupyter or chained) or a bare framework error line:
// its frames, its final exception, and whether it was pasted whole.
import { isWarningType, matchErrorLineStart } from './errorLines';
import type { Located, TracebackFacts } from './blockFacts';
import { splitLines } from '../python/source';

type Frame = TracebackFacts['frames'][number];

/** Also when the paste lost the header's first letters (`raceback (most recent call last):`). */
const HEADER = /\(most recent call last\)/;
const IPYTHON_HEADER_TYPE = /^\s*([A-Za-z_][\w.]*)\s{2,}Traceback \(most recent call last\)/;
const PLAIN_FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$/;
const IPYTHON8_FRAME = /^\s*File (\S.*?):(\d+)(?:, in (.+?))?\s*$/;
const CELL_FRAME = /^\s*(Cell In ?\[\d*\]|Input In ?\[\d*\]),\s*(?:line (\d+))?(?:,?\s*in (.+?))?\s*$/;
const IPYTHON_FRAME = /^\s*(<ipython-input-[^>]+>|\S[^\n]*?\.pyx?) in ([\w<>.]+)(?:\(|\s*$)/;
const ARROW = /^\s*-*>\s*(\d+)/;
const CHAIN =
  /^\s*(During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception)/;
const OUTPUT_MARKER = /^\s*>>>+[ \t]*/;
/** Error-ish lines that also appear inside frames' code and must not end a traceback. */
const CODE_LIKE = /^\s*(raise|except|return|assert)\b/;

interface ErrorCandidate {
  line: number;
  exceptionType: string;
  message: string;
  located: Located;
}

export function parseTraceback(text: string): TracebackFacts | null {
  const lines = splitLines(text);
  let header = false;
  let headerType: string | null = null;
  const frames: Frame[] = [];
  let lastFrameLine = -1;
  let pendingArrow: Frame | null = null;
  const candidates: ErrorCandidate[] = [];
  const chainMarkers: number[] = [];

  lines.forEach((range, i) => {
    const line = text.slice(range.start, range.end);
    if (HEADER.test(line)) {
      header = true;
      headerType = IPYTHON_HEADER_TYPE.exec(line)?.[1] ?? headerType;
      return;
    }
    if (CHAIN.test(line)) {
      chainMarkers.push(i);
      return;
    }
    const frame = readFrame(line);
    if (frame) {
      frames.push(frame);
      lastFrameLine = i;
      pendingArrow = frame.line === null ? frame : null;
      return;
    }
    const arrow = pendingArrow ? ARROW.exec(line) : null;
    if (arrow && pendingArrow) {
      pendingArrow.line = Number(arrow[1]);
      pendingArrow = null;
      return;
    }
    if (CODE_LIKE.test(line)) return;
    // `>>> IndexError: …`: askers mark the output under a script with `>>>`.
    const marker = line.includes('>>>') ? (OUTPUT_MARKER.exec(line)?.[0].length ?? 0) : 0;
    const error = matchErrorLineStart(marker ? line.slice(marker) : line);
    if (error && !isWarningType(error.exceptionType)) {
      const start = range.start + marker + error.index;
      candidates.push({
        line: i,
        exceptionType: error.exceptionType,
        message: error.message,
        located: { start, end: range.end, text: text.slice(start, range.end) },
      });
    }
  });

  if (!header && !frames.length && !candidates.length) return null;
  const final = candidates.find((c) => c.line > lastFrameLine) ?? (frames.length ? null : candidates[candidates.length - 1]) ?? null;
  const chain = chainMarkers
    .map((marker) => [...candidates].reverse().find((c) => c.line < marker))
    .filter((c): c is ErrorCandidate => !!c && c !== final)
    .map((c) => ({ exceptionType: c.exceptionType, message: c.message }));
  const facts: TracebackFacts = {
    complete: header && final !== null && (frames.length > 0 || headerType !== null),
    exceptionType: final?.exceptionType ?? headerType,
    message: final ? final.message || null : null,
    frames,
    errorLine: final?.located ?? null,
  };
  if (chain.length) facts.chain = chain;
  return facts;
}

function readFrame(line: string): Frame | null {
  if (line.length > 1000) return null;
  let match = PLAIN_FRAME.exec(line);
  if (match) return { file: match[1], line: Number(match[2]), func: match[3] ?? null };
  match = CELL_FRAME.exec(line);
  if (match) return { file: match[1], line: match[2] ? Number(match[2]) : null, func: match[3] ?? null };
  match = IPYTHON8_FRAME.exec(line);
  if (match) return { file: match[1], line: Number(match[2]), func: match[3] ?? null };
  match = IPYTHON_FRAME.exec(line);
  if (match) return { file: match[1], line: null, func: match[2] };
  return null;
}

/**
 * The code lines a traceback shows under its frames, outermost first, trimmed: the line after a plain frame
 * (`  File "x.py", line 83, in train` / `    losses = pool.map(get_loss, batch)`) and an IPython arrow line's code
 * (`---> 83     losses = pool.map(…)`). The skeleton reads them to find the block the failure ran through.
 */
export function frameCodeLines(text: string): string[] {
  const lines = text.split('\n');
  const code: string[] = [];
  lines.forEach((line, i) => {
    const arrow = /^\s*-+>\s*\d+\s+(\S.*)$/.exec(line);
    if (arrow) code.push(arrow[1].trim());
    else if (PLAIN_FRAME.test(line) || IPYTHON8_FRAME.test(line)) {
      const next = lines[i + 1];
      if (next?.trim() && /^\s/.test(next) && !readFrame(next) && !HEADER.test(next)) code.push(next.trim());
    }
  });
  return code;
}
