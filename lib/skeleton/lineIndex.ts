// Offsets to line numbers, and a line's indentation, for the skeleton's modules that read lezer nodes (offsets) but edit lines.
import { lastAtOrBefore } from '../python/source';

/** Offset of each line's first character. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 0-based line holding `offset`, by binary search over the line starts. */
export function lineAtOffset(starts: number[], offset: number): number {
  return lastAtOrBefore(starts.length, (i) => starts[i], offset);
}

/** The spaces and tabs a line starts with. */
export function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)![0];
}
