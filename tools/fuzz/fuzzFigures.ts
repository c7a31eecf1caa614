// The fuzz run's figures and its marked section of docs/performance.md ("Fuzzing": `npm run fuzz`, not in CI, runs
// 100,000 inputs with a per-input time bound; the section lists the slowest inputs and their times). Pure.
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';

export const FUZZ_SECTION = 'fuzz';

/** Which reader path an input went through: the page path, the coach path, a GitHub record, a GitHub page, Readability. */
export type FuzzPath = 'page-html' | 'draft-markdown' | 'github-record' | 'github-page' | 'readability';

export interface FuzzSample {
  path: FuzzPath;
  chars: number;
  ms: number;
  /** The input's first characters, control characters escaped (for the table). */
  preview: string;
}

export interface FuzzReport {
  date: string;
  command: string;
  engine: string;
  machine: string;
  seed: number;
  inputs: number;
  boundMs: number;
  /** Inputs whose reading or judging threw anything (the engine must never throw). */
  throws: Array<{ path: FuzzPath; preview: string; error: string }>;
  /** Inputs over the bound. */
  overBound: number;
  perPath: Record<FuzzPath, { inputs: number; medianMs: number; maxMs: number }>;
  slowest: FuzzSample[];
}

/** A short, printable preview: control and bidi characters as `\u{…}` escapes, `|` escaped for the table. */
export function preview(text: string, max = 60): string {
  const cut = [...text].slice(0, max).join('');
  const escaped = cut.replace(
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu,
    (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`,
  );
  return (escaped + ([...text].length > max ? '…' : '')).replace(/\|/g, '\\|').replace(/`/g, "'");
}

export function renderFuzzSection(r: FuzzReport): string {
  const { start, end } = sectionMarkers(FUZZ_SECTION);
  const paths = Object.entries(r.perPath) as Array<[FuzzPath, FuzzReport['perPath'][FuzzPath]]>;
  return [
    start,
    '## Fuzzing (`npm run fuzz`, not in CI)',
    '',
    `Generated ${r.date} by \`${r.command}\` with ${r.engine}; ${r.machine}. ${r.inputs.toLocaleString('en-US')} inputs from the property`,
    `tests' generators (tools/fuzz/*Arbitraries.ts, seed ${r.seed}), each read and judged on one of five paths, each timed`,
    `against a bound of ${r.boundMs} ms per input. Edit tools/fuzz/fuzz.ts, not this.`,
    '',
    `**${r.throws.length} throws, ${r.overBound} inputs over ${r.boundMs} ms.**`,
    '',
    markdownTable(
      ['path', 'inputs', 'median', 'slowest'],
      paths.map(([path, p]) => [path, String(p.inputs), `${p.medianMs.toFixed(2)} ms`, `${p.maxMs.toFixed(1)} ms`]),
    ),
    '',
    'The slowest inputs:',
    '',
    markdownTable(
      ['path', 'characters', 'time', 'input (start)'],
      r.slowest.map((s) => [s.path, String(s.chars), `${s.ms.toFixed(1)} ms`, `\`${s.preview}\``]),
    ),
    ...(r.throws.length
      ? [
          '',
          'Inputs that threw:',
          '',
          markdownTable(
            ['path', 'error', 'input (start)'],
            r.throws.slice(0, 20).map((t) => [t.path, t.error, `\`${t.preview}\``]),
          ),
        ]
      : []),
    '',
    end,
  ].join('\n');
}

/** The document with the fuzz section replaced (or appended). */
export function spliceFuzzSection(doc: string, section: string): string {
  return replaceSection(doc, FUZZ_SECTION, section);
}
