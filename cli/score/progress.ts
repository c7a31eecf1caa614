// Progress of a long `reprolens score` run, on stderr. On a terminal, one line redrawn in place (at most every
// REDRAW_MS); in a log or under nohup, one plain line every PLAIN_EVERY_MS, and nothing at all for a shorter run:
//   reprolens: 120,345 questions, 43 % of 1.2 GB, 812/s, about 6 min left
// The rate is over the last RATE_WINDOW_MS; the share and the time left come from the input's bytes, so they are only
// shown when its size is known (a file, not a pipe). The figures and their wording are pure functions; the reporter
// holds the little state there is and takes the clock from its caller, so tests need no real time.
import type { OutputStream } from '../io';

const REDRAW_MS = 200;
const PLAIN_EVERY_MS = 5000;
/** A rate over the whole run would hide a slowdown (a run of long questions, a busy machine); the last seconds show it. */
const RATE_WINDOW_MS = 10_000;
/** Before this much time a rate (and a time left) is noise. */
const RATE_MIN_MS = 1000;

export interface ProgressFigures {
  questions: number;
  bytesRead: number;
  /** The input's size in bytes, or null when it is not known (standard input, a pipe). */
  totalBytes: number | null;
  /** Questions per second over the last seconds, or null before there is a rate. */
  questionsPerSecond: number | null;
  /** Bytes per second over the same seconds. */
  bytesPerSecond: number | null;
}

/** "120,345 questions, 43 % of 1.2 GB, 812/s, about 6 min left", each part only when it is known. */
export function progressText(f: ProgressFigures): string {
  const parts = [`${f.questions.toLocaleString('en-US')} question${f.questions === 1 ? '' : 's'}`];
  if (f.totalBytes) parts.push(`${Math.min(100, Math.floor((f.bytesRead / f.totalBytes) * 100))} % of ${byteSize(f.totalBytes)}`);
  if (f.questionsPerSecond !== null) parts.push(`${rateText(f.questionsPerSecond)}/s`);
  const left = f.totalBytes && f.bytesPerSecond ? (f.totalBytes - f.bytesRead) / f.bytesPerSecond : null;
  if (left !== null && left >= 0) parts.push(`${durationText(left)} left`);
  return `reprolens: ${parts.join(', ')}`;
}

/** Decimal units, as file managers and `ls -h --si` show sizes: "980 B", "12 kB", "1.2 GB". */
export function byteSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

function rateText(perSecond: number): string {
  return perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond).toLocaleString('en-US');
}

/** "about 40 s", "about 6 min", "about 2 h 10 min", "about 3 days": rounded, since the rate moves. */
export function durationText(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `about ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `about ${Math.round(hours / 24)} days`;
}

interface Sample {
  at: number;
  questions: number;
  bytes: number;
}

/** The rates between the oldest sample still in the window and the newest; null before RATE_MIN_MS of samples. */
export function ratesOver(samples: readonly Sample[]): { questionsPerSecond: number | null; bytesPerSecond: number | null } {
  const first = samples[0];
  const last = samples[samples.length - 1];
  const ms = first && last ? last.at - first.at : 0;
  if (ms < RATE_MIN_MS) return { questionsPerSecond: null, bytesPerSecond: null };
  return { questionsPerSecond: ((last.questions - first.questions) * 1000) / ms, bytesPerSecond: ((last.bytes - first.bytes) * 1000) / ms };
}

export interface ProgressReporter {
  /** The input's position: bytes read so far (cumulative, as fs.ReadStream's bytesRead). */
  rowsRead(bytes: number): void;
  /** `n` more questions scored (or skipped: every row counts as done). */
  scored(n?: number): void;
  /** Takes the terminal line away before something else is written to the same terminal; the next update redraws it. */
  clear(): void;
  /** The run is over: the terminal line is cleared (the summary line follows it); a plain log keeps its lines. */
  end(): void;
}

export interface ReporterOptions {
  totalBytes: number | null;
  /** Milliseconds, monotonic (performance.now in the CLI, a fake in tests). */
  now: () => number;
}

export function progressReporter(stream: OutputStream, { totalBytes, now }: ReporterOptions): ProgressReporter {
  const started = now();
  let questions = 0;
  let bytes = 0;
  let lastShown = started;
  let drawn = false;
  const samples: Sample[] = [{ at: started, questions: 0, bytes: 0 }];

  const figures = (): ProgressFigures => ({ questions, bytesRead: bytes, totalBytes, ...ratesOver(samples) });
  const update = () => {
    const at = now();
    if (at - lastShown < (stream.isTTY ? REDRAW_MS : PLAIN_EVERY_MS)) return;
    lastShown = at;
    samples.push({ at, questions, bytes });
    while (samples.length > 2 && at - samples[1].at >= RATE_WINDOW_MS) samples.shift();
    const text = progressText(figures());
    if (!stream.isTTY) return stream.write(`${text}\n`);
    // Cut to the terminal's width: a wrapped line would not be redrawn in place by \r.
    const width = (stream.columns ?? 80) - 1;
    stream.write(`\r${text.length > width ? `${text.slice(0, width - 1)}…` : text}\x1b[K`);
    drawn = true;
  };
  const clear = () => {
    if (drawn) stream.write('\r\x1b[K');
    drawn = false;
  };
  return {
    rowsRead(position) {
      bytes = position;
    },
    scored(n = 1) {
      questions += n;
      update();
    },
    clear,
    end: clear,
  };
}
