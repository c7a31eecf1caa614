// The markdown dialect Stack Overflow renders (CommonMark since the 2020-06 migration, stack-overflow-dom.md §5, with
// the GFM parts it shows) as a @lezer/markdown parser, and the link reference definitions of a parsed post.
import {
  Autolink,
  type BlockContext,
  type InlineContext,
  Line,
  type MarkdownConfig,
  Strikethrough,
  Table,
  parser as commonMarkParser,
} from '@lezer/markdown';
import type { SyntaxNode } from '@lezer/common';
import { decodeHtmlEntities } from './htmlEntities';
import { useLinearEmphasis } from './markdownDelimiters';

useLinearEmphasis();

/**
 * @lezer/markdown 1.8.1's `Line.findColumn` counts columns from the line's start on every call, and list parsing calls
 * it once per nesting level: a ladder of list items on one line (`- - - - … )`, hostile review E4; `-\t-\t…`, hostile
 * review 2026-12-04) was quadratic in the line. On a line without tabs a column is its position, so the answer needs
 * no scan; on a line with tabs the columns are counted once per line and searched. Same results for every input
 * (tests/readers/markdownSyntax.test.ts checks it against the original).
 */
export const scanningFindColumn: (this: Line, goal: number) => number = Line.prototype.findColumn;
let lastText: string | null = null;
/** The column after each position of the last line, when it has a tab; null when it has none. */
let lastColumns: Uint32Array | null = null;
Line.prototype.findColumn = function findColumn(this: Line, goal: number): number {
  if (this.text !== lastText) {
    lastText = this.text;
    lastColumns = this.text.includes('\t') ? columnsOf(this.text) : null;
  }
  return lastColumns ? firstPositionAt(lastColumns, goal) : Math.max(0, Math.min(goal, this.text.length));
};

/** columns[i]: the column after the first i characters (a tab moves to the next multiple of 4, as lezer counts). */
function columnsOf(text: string): Uint32Array {
  const columns = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) columns[i + 1] = columns[i] + (text.charCodeAt(i) === 9 ? 4 - (columns[i] % 4) : 1);
  return columns;
}

/** The first position whose column reaches `goal`, or the line's end: what the original scan returns. */
function firstPositionAt(columns: Uint32Array, goal: number): number {
  let lo = 0;
  let hi = columns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (columns[mid] < goal) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Quotes and lists nested deeper than this are not opened: their markers are read as text. Each level costs the parser
 * work on every line it spans and the tree a node, and a line of `>` × 29,000 (hostile review 2026-12-04) held one
 * parse step 0.2 s; the reader (stackOverflowMarkdown.ts) reads anything deeper than its own bound, the same 100, as
 * text anyway. No real post comes near.
 */
export const MAX_BLOCK_NESTING = 100;

type BlockParse = (cx: BlockContext, line: Line) => boolean | null;

/** @lezer/markdown 1.8.1's own block parser `name` (its parser keeps them in `blockParsers`, by `blockNames`). */
function builtInBlockParser(name: string): BlockParse {
  const parser = commonMarkParser as unknown as { blockParsers: Array<BlockParse | undefined>; blockNames: string[] };
  const parse = parser.blockParsers[parser.blockNames.indexOf(name)];
  if (!parse) throw new Error(`@lezer/markdown has no block parser ${name}`);
  return parse;
}

/** The container block parser `name` as it is, except that it opens nothing deeper than MAX_BLOCK_NESTING. */
function nestingBounded(name: 'Blockquote' | 'BulletList' | 'OrderedList'): { name: string; parse: BlockParse } {
  const parse = builtInBlockParser(name);
  return { name, parse: (cx, line) => (cx.depth > MAX_BLOCK_NESTING ? false : parse(cx, line)) };
}

/**
 * Stack Overflow's syntax on CommonMark: GFM's tables, strikethrough and bare-URL autolinks, which SO renders (not its
 * task lists, which SO shows as literal "[ ]" text), with linear hard breaks and horizontal rules. Without the
 * nesting bound: tests/readers/markdownSyntax.test.ts counts the work of deep nestings with it.
 */
export const stackOverflowSyntax: MarkdownConfig[] = [
  Table,
  Strikethrough,
  Autolink,
  { parseInline: [{ name: 'HardBreak', parse: hardBreak }], parseBlock: [{ name: 'HorizontalRule', parse: horizontalRule }] },
];

/** The parser the readers use: that syntax, quotes and lists no deeper than MAX_BLOCK_NESTING. */
export const markdownParser = commonMarkParser.configure([
  stackOverflowSyntax,
  { parseBlock: [nestingBounded('Blockquote'), nestingBounded('BulletList'), nestingBounded('OrderedList')] },
]);

/**
 * @lezer/markdown's HardBreak (1.8.1) as it is, but linear: at every space of a run it scanned the rest of the run for
 * a newline, quadratic in a long run of spaces (30,000 spaces: 3 s, hostile review E4). A space right after a space
 * cannot start a break the run's first space did not (no inline element ends in a space, so the first was tried).
 */
export function hardBreak(cx: InlineContext, next: number, start: number): number {
  if (next === 92 /* \ */ && cx.char(start + 1) === 10) return cx.addElement(cx.elt('HardBreak', start, start + 2));
  if (next !== 32 || cx.char(start - 1) === 32) return -1;
  let pos = start + 1;
  while (cx.char(pos) === 32) pos++;
  return cx.char(pos) === 10 && pos >= start + 2 ? cx.addElement(cx.elt('HardBreak', start, pos + 1)) : -1;
}

const HORIZONTAL_RULE = commonMarkParser.nodeSet.types.find((type) => type.name === 'HorizontalRule')!.id;

/**
 * @lezer/markdown's HorizontalRule block (1.8.1) as it is, but linear: it scanned the rest of the line each time a
 * block could start, which is once per nesting level in a ladder of list items on one line (`- - - - … )`: 30,000
 * characters took 1.4 s, hostile review E4). Where each character class ends being only itself and blanks is read
 * once per line: a line is a rule from `pos` when nothing after `pos` is another character, and it has three marks.
 */
function horizontalRule(cx: BlockContext, line: Line): boolean {
  const mark = line.next;
  if (mark !== 42 && mark !== 45 && mark !== 95 /* * - _ */) return false;
  const tail = ruleTails(line.text);
  const index = mark === 42 ? 0 : mark === 45 ? 1 : 2;
  if (tail.lastOther[index] > line.pos || tail.marks[index] - marksBefore(tail, index, line.pos) < 3) return false;
  const from = cx.lineStart + line.pos;
  cx.nextLine();
  (cx as BlockContext & { addNode(type: number, from: number): void }).addNode(HORIZONTAL_RULE, from);
  return true;
}

interface RuleTails {
  text: string;
  /** Per mark (* - _): the last position holding neither that mark nor a blank, or -1. */
  lastOther: [number, number, number];
  /** Per mark: how many the line holds in all. */
  marks: [number, number, number];
  /** Per mark: positions of its occurrences, for counting those before a position. */
  at: [number[], number[], number[]];
}

let lastTails: RuleTails | null = null;

/** The rule facts of one line, computed once: the block parsers ask about one line many times in a row. */
function ruleTails(text: string): RuleTails {
  if (lastTails?.text === text) return lastTails;
  const tails: RuleTails = { text, lastOther: [-1, -1, -1], marks: [0, 0, 0], at: [[], [], []] };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    const blank = ch === 32 || ch === 9 || ch === 10 || ch === 13;
    const index = ch === 42 ? 0 : ch === 45 ? 1 : ch === 95 ? 2 : -1;
    if (index === 0 || index === 1 || index === 2) {
      tails.marks[index]++;
      tails.at[index].push(i);
    }
    if (!blank) for (let m = 0; m < 3; m++) if (m !== index) tails.lastOther[m] = i;
  }
  lastTails = tails;
  return tails;
}

/** How many of mark `index` stand before `pos` (binary search). */
function marksBefore(tails: RuleTails, index: number, pos: number): number {
  const at = tails.at[index];
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at[mid] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** SO caps a body at 30,000 characters; far beyond that is not a real post. */
export const MAX_MARKDOWN_CHARS = 500_000;

/** The text the parser reads: line ends as "\n", cut at MAX_MARKDOWN_CHARS (`fullLength` is the length before). */
export interface MarkdownSource {
  text: string;
  fullLength: number;
  cut: boolean;
}

export function markdownSourceOf(markdown: string): MarkdownSource {
  const full = typeof markdown === 'string' ? markdown : '';
  const cut = full.length > MAX_MARKDOWN_CHARS;
  return { text: (cut ? full.slice(0, MAX_MARKDOWN_CHARS) : full).replace(/\r\n?/g, '\n'), fullLength: full.length, cut };
}

/** The blocks that hold other blocks, where a reference definition can stand (CommonMark: top level, quotes, lists). */
const DEFINITION_CONTAINERS = new Set(['Document', 'Blockquote', 'BulletList', 'OrderedList', 'ListItem']);

/**
 * Reference definitions `[1]: https://i.sstatic.net/x.png` — SO's editor writes every link and image this way.
 * Only container blocks are entered, each node once: @lezer/common 1.5.5's TreeCursor.next climbs out of a nesting
 * through `atLastNode`, which walks every ancestor at each level, quadratic in the depth (`>` × 29,000 then a code
 * block: 1.7 s here, 2.96 s in Chromium's background, hostile review 2026-12-04).
 */
export function collectLinkDefinitions(source: string, top: SyntaxNode): Map<string, string> {
  const definitions = new Map<string, string>();
  const open: SyntaxNode[] = []; // the containers entered, to resume after their last child
  let node: SyntaxNode | null = top.firstChild;
  while (node || open.length) {
    if (!node) {
      node = open.pop()!.nextSibling;
      continue;
    }
    if (DEFINITION_CONTAINERS.has(node.name)) {
      const child: SyntaxNode | null = node.firstChild;
      if (child) {
        open.push(node);
        node = child;
        continue;
      }
    } else if (node.name === 'LinkReference') addDefinition(source, node, definitions);
    node = node.nextSibling;
  }
  return definitions;
}

function addDefinition(source: string, node: SyntaxNode, definitions: Map<string, string>): void {
  const label = node.getChild('LinkLabel');
  const url = node.getChild('URL');
  if (!label) return;
  const key = normalizeLabel(source.slice(label.from + 1, label.to - 1));
  // The first definition of a label wins (CommonMark).
  if (!definitions.has(key)) definitions.set(key, url ? readDestination(source.slice(url.from, url.to)) : '');
}

export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A link destination as written: `<…>` unwrapped, backslash escapes and entities resolved (CommonMark). */
export function readDestination(raw: string): string {
  const unwrapped = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw;
  return decodeHtmlEntities(unwrapped.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
}
