// Parsing a long Python block in slices, so one question's parse never holds the background for long (the background's bound: "no
// input makes the background busy for more than 250 ms at a time"; the bench measured 402 ms for a block of 5,000
// `if x:` lines, 210–444 ms of it lezer's parse in one call). lezer parses incrementally: `advance()` does a bounded
// step and returns the tree when done, the same tree `parser.parse` returns. The tree waits here for the walk
// (walk.ts) and the lost-indentation check (analysis/unformattedCode.ts), which parse the block's text too, and for
// the skeleton, which reads the same code again (docs/performance.md: the skeleton's parse budget).
import type { PartialParse, Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import { withinParserLimits } from './parserLimits';

interface Kept {
  tree: Tree;
  /** The tree is of the source as it is: nothing in it was beyond the parser's limits (./parserLimits.ts). */
  asIs: boolean;
}

/** Trees by source, the latest few, parsed ahead or by an earlier call (the walk and the indentation check may ask for the same source). */
const parsedAhead = new Map<string, Kept>();
// 16: the skeleton reads each piece's tree again after its early-read rounds have parsed the script (parse budget).
const PARSED_AHEAD_MAX = 16;

/** Work between two pauses: well under the 250 ms bound, long enough that pausing costs little. */
export const PARSE_SLICE_MS = 20;

/** Stops at the first syntax error instead of recovering (lezer's `strict`): what recovery would add is not read. */
export const strictPythonParser = parser.configure({ strict: true });

/** Forgets the trees parsed ahead (analysis/program.ts clearCodeBlockCache: the bench times the engine cold). */
export function clearParsedAhead(): void {
  parsedAhead.clear();
}

/**
 * The tree of `source`: one parsed before (ahead, or by an earlier call: the walk and the lost-indentation check read
 * the same text of a block that needed no clean-up; 5,000 `if x:` lines were parsed twice, hostile review
 * 2026-12-04), else parsed now. Statements Python cannot read are blanked first (./parserLimits.ts).
 */
export function parsePython(source: string): Tree {
  const known = parsedAhead.get(source);
  if (known) return known.tree;
  const limited = withinParserLimits(source);
  const tree = parser.parse(limited);
  keep(source, { tree, asIs: limited === source });
  return tree;
}

function hasErrorNode(tree: Tree): boolean {
  const cursor = tree.cursor();
  do if (cursor.type.isError) return true;
  while (cursor.next());
  return false;
}

/**
 * The tree of `source` when it parses without a syntax error, else null. For text that may well not be Python (a
 * prose paragraph): the parse stops where the first error node of a tolerant parse would start, so lezer's error
 * recovery, its costliest step (1.86 s of a 4.26 s corpus run, most of it on prose), never runs on it. A tree
 * parsed before is returned as it is (it may hold error nodes: the caller reads them).
 */
export function parsePythonStrictly(source: string): Tree | null {
  const known = parsedAhead.get(source);
  if (known) return known.tree;
  const limited = withinParserLimits(source);
  let tree: Tree;
  try {
    tree = strictPythonParser.parse(limited);
  } catch {
    return null;
  }
  keep(source, { tree, asIs: limited === source });
  return tree;
}

/**
 * Keeps a tree of `source` parsed elsewhere without an error node (the skeleton's strict parse of a piece: the same
 * tree a tolerant parse gives), so the walk and the data-load plans that read the same piece next do not parse it
 * again. Kept only when parsePython would have parsed `source` as it is (nothing beyond the parser's limits).
 */
export function keepParsedPython(source: string, tree: Tree): void {
  if (!parsedAhead.has(source) && withinParserLimits(source) === source) keep(source, { tree, asIs: true });
}

/**
 * A tree kept for `source`, parsed from it as it is, that holds no error node: what a strict parse of `source` would
 * return (the skeleton asks whether a piece compiles; the check's walk most often parsed the same text just before).
 */
export function cleanTreeOf(source: string): Tree | null {
  const known = parsedAhead.get(source);
  return known?.asIs && !hasErrorNode(known.tree) ? known.tree : null;
}

/**
 * Whether a tree kept for `source`, parsed from it as it is, holds an error node: a strict parse of `source` would
 * throw (lezer leaves an error node exactly where it recovered). The skeleton then goes straight to its repair.
 */
export function keptTreeFails(source: string): boolean {
  const known = parsedAhead.get(source);
  return known?.asIs === true && hasErrorNode(known.tree);
}

function keep(source: string, kept: Kept): void {
  parsedAhead.set(source, kept);
  if (parsedAhead.size > PARSED_AHEAD_MAX) parsedAhead.delete(parsedAhead.keys().next().value!);
}

/**
 * Parses `source` in steps of about PARSE_SLICE_MS, awaiting `pause()` between them (the caller's way to let other
 * work run: a macrotask in the background), and keeps the tree for the walk that follows.
 */
export async function parsePythonAhead(source: string, pause: () => Promise<void>): Promise<void> {
  if (parsedAhead.has(source)) return;
  const limited = withinParserLimits(source);
  keep(source, { tree: await finishInSlices(parser.startParse(limited), pause), asIs: limited === source });
}

/** Runs any lezer parse to its tree in steps of about PARSE_SLICE_MS, awaiting `pause()` between them. */
export async function finishInSlices(parse: PartialParse, pause: () => Promise<void>): Promise<Tree> {
  let sliceStart = performance.now();
  let tree: Tree | null = parse.advance();
  while (!tree) {
    if (performance.now() - sliceStart > PARSE_SLICE_MS) {
      await pause();
      sliceStart = performance.now();
    }
    tree = parse.advance();
  }
  return tree;
}
