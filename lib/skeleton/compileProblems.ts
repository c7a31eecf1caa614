// Which lines of a piece of Python cannot compile, and why (docs/skeleton.md, "Making the script compile"): the
// lines @lezer/python reads as an error, plus what CPython rejects at compile time though lezer accepts it —
// `return`/`yield` outside a function, `break`/`continue` outside a loop's own body, a Python 2 `print`, an
// assignment to a call, a positional argument after a keyword argument, a string never closed, a dedent to no
// enclosing level, a non-ASCII punctuation character in code. Every check here is one walk over the tree or one
// pass over the text: no check rescans the text per node (hostile review E2, E3–E5).
import { parser } from '@lezer/python';
import { type SyntaxNode, type Tree, TreeFragment } from '@lezer/common';
import { lineAtOffset, lineStartsOf } from './lineIndex';
import { cleanTreeOf, strictPythonParser } from '../python/slicedParse';

export const PARSE_ERROR = 'does not parse as Python';

/** Work done, counted so tests can bound it without a clock. */
export interface RepairWork {
  /** Parser runs (strict or not). */
  parses: number;
  /** Characters parsed (up to where a strict run stopped), less those reused from an earlier tree, summed. */
  parsedChars: number;
  /** Characters `headerWithoutBody` looked at. */
  scannedChars: number;
  /** Error nodes in the trees read: each is a recovery the parser made, its costliest step. */
  errorNodes: number;
}

export function noWork(): RepairWork {
  return { parses: 0, parsedChars: 0, scannedChars: 0, errorNodes: 0 };
}

/**
 * A tree read earlier, the text it was read from, and how far it has no error node. A text that starts the
 * same way is parsed reusing that tree's nodes up to the first difference (lezer's incremental parse), never
 * past an error node, whose recovery may depend on what followed it: a repair round then re-parses what its
 * edit changed and what follows, not the unchanged lines above it.
 */
export interface EarlierRead {
  text: string;
  tree: Tree;
  clean: number;
}

/** Below this many shared characters, reusing costs more than it saves. */
const WORTH_REUSING = 2000;

/** Fragments of `earlier` wholly inside the clean start `text` shares with it, and that start's length. */
function sharedStart(earlier: EarlierRead | undefined, text: string): { fragments: readonly TreeFragment[]; shared: number } {
  if (!earlier || earlier.clean < WORTH_REUSING) return { fragments: [], shared: 0 };
  const old = earlier.text;
  const most = Math.min(old.length, text.length, earlier.clean);
  let same = 0;
  while (same < most && old.charCodeAt(same) === text.charCodeAt(same)) same++;
  if (same < WORTH_REUSING) return { fragments: [], shared: 0 };
  const change = { fromA: same, toA: old.length, fromB: same, toB: text.length };
  return { fragments: TreeFragment.applyChanges(TreeFragment.addTree(earlier.tree), [change]), shared: same };
}

/** The tree of `text`, when it parses without any error node; else where parsing first fails. */
export function parseStrictly(text: string, work: RepairWork, earlier?: EarlierRead): { tree: Tree | null; failedAt: number } {
  // The check's walk has most often just parsed the same text (a code block that needed no clean-up).
  const kept = earlier ? null : cleanTreeOf(text);
  if (kept) return { tree: kept, failedAt: -1 };
  const { fragments, shared } = sharedStart(earlier, text);
  work.parses++;
  const parse = strictPythonParser.startParse(text, fragments);
  try {
    for (;;) {
      const tree = parse.advance();
      if (tree) {
        work.parsedChars += text.length - shared;
        return { tree, failedAt: -1 };
      }
    }
  } catch {
    // Where the strict parse stops is where the first error node of a tolerant parse starts: both stop at the
    // first position no parse stack can pass, and every recovery puts its error node there.
    work.parsedChars += Math.max(0, parse.parsedPos - shared);
    return { tree: null, failedAt: parse.parsedPos };
  }
}

/** The tree of `text` with error nodes where it does not parse. */
export function parseTolerantly(text: string, work: RepairWork, earlier?: EarlierRead): Tree {
  const { fragments, shared } = sharedStart(earlier, text);
  work.parses++;
  work.parsedChars += text.length - shared;
  return parser.parse(text, fragments);
}

/** Line index -> why the line cannot compile; the first reason found for a line is the one kept. */
export function compileProblems(text: string, tree: Tree, work: RepairWork = noWork()): Map<number, string> {
  const starts = lineStartsOf(text);
  const problems = new Map<number, string>();
  const add = (offset: number, why: string) => {
    const line = lineAtOffset(starts, offset);
    if (!problems.has(line)) problems.set(line, why);
  };
  const blame = errorBlame(text, work);
  // What encloses the node being entered, kept on the way down instead of walking up from every node.
  let functions = 0;
  const loopBody: boolean[] = [];
  const scopes = (name: string) => name === 'FunctionDefinition' || name === 'LambdaExpression';
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) {
        work.errorNodes++;
        add(blame(ref.from), PARSE_ERROR);
        return false;
      }
      switch (ref.name) {
        case 'ReturnStatement':
        case 'YieldStatement':
        case 'YieldExpression':
          if (!functions) add(ref.from, `\`${ref.name.startsWith('Return') ? 'return' : 'yield'}\` outside a function`);
          break;
        case 'BreakStatement':
        case 'ContinueStatement':
          if (!loopBody[loopBody.length - 1]) add(ref.from, `\`${ref.name.startsWith('Break') ? 'break' : 'continue'}\` outside a loop`);
          break;
        case 'PrintStatement':
          add(ref.from, 'a Python 2 print statement');
          break;
        case 'AssignStatement':
          if (assignsToCall(ref.node)) add(ref.from, 'assigns to a function call');
          break;
        case 'ArgList':
          if (positionalAfterKeyword(ref.node, text)) add(ref.from, 'a positional argument follows a keyword argument');
          break;
        case 'String':
          // An unterminated string runs to the end of the text: the line that opens it is the one to blame.
          if (ref.node.lastChild?.type.isError) add(ref.from, 'a string that is never closed');
          return false;
        case 'Comment':
          return false;
        case 'FunctionDefinition':
        case 'ClassDefinition':
          loopBody.push(false); // a def or class body is not the loop's, whatever encloses it
          break;
        case 'Body':
          loopBody.push(ownLoopBody(ref.node) || (loopBody[loopBody.length - 1] ?? false));
          break;
      }
      if (scopes(ref.name)) functions++;
      return undefined;
    },
    leave: (ref) => {
      if (scopes(ref.name)) functions--;
      if (ref.name === 'FunctionDefinition' || ref.name === 'ClassDefinition' || ref.name === 'Body') loopBody.pop();
    },
  });
  for (const offset of badDedents(text, tree)) add(offset, 'its indentation matches no enclosing block');
  for (const offset of strayCharacters(text, tree)) add(offset, 'a character Python does not allow in code');
  return problems;
}

/** A loop's own body — not its `else:` clause, which runs after the loop. */
function ownLoopBody(body: SyntaxNode): boolean {
  const loop = body.parent;
  return !!loop && (loop.name === 'ForStatement' || loop.name === 'WhileStatement') && loop.getChild('Body')?.from === body.from;
}

/**
 * Where to blame an error node: a block header left without a body (`for x in y:` then an unindented line) is
 * reported by lezer at the next line's start; the header is the line to comment out, not the next one. The
 * answer for a line start is kept: several error nodes on one line scan the lines above it once.
 */
function errorBlame(text: string, work: RepairWork): (from: number) => number {
  const known = new Map<number, number>();
  return (from) => {
    let header = known.get(from);
    if (header === undefined) {
      header = headerWithoutBody(text, from, work);
      known.set(from, header);
    }
    return header < 0 ? Math.min(from, Math.max(0, text.length - 1)) : header;
  };
}

/**
 * The start of the code line above `from` when that line ends in `:` (before any comment) and only blank or
 * comment lines lie between, else -1; `from` must start its line (only spaces or tabs before it). Scans back
 * from `from` over those lines only (hostile review E2: a regex over the whole text before every error node,
 * for every round, made the repair cubic). As the regex it replaces, it reads text, not tokens: a `#` in a
 * string ends the code of its line.
 */
export function headerWithoutBody(text: string, from: number, work: RepairWork = noWork()): number {
  let at = from;
  while (at > 0 && isBlank(text.charCodeAt(at - 1))) at--;
  work.scannedChars += from - at;
  if (at === 0 || text.charCodeAt(at - 1) !== NEWLINE) return -1;
  for (let end = at - 1; end > 0; ) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    work.scannedChars += end - start + 1;
    const cut = codeEnd(text, start, end);
    if (cut > start) return text.charCodeAt(cut - 1) === COLON ? start : -1;
    end = start - 1; // a blank or comment line: one line further up
  }
  return -1;
}

const NEWLINE = 10;
const COLON = 58;
const HASH = 35;

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Where the line `text[start, end)` stops being code: at its first `#` or its trailing blanks, blanks before it included. */
function codeEnd(text: string, start: number, end: number): number {
  let cut = start;
  while (cut < end && text.charCodeAt(cut) !== HASH) cut++;
  while (cut > start && isBlank(text.charCodeAt(cut - 1))) cut--;
  return cut;
}

/** `f(x) = 3`: lezer reads it as an assignment; CPython cannot assign to a call. */
function assignsToCall(node: SyntaxNode): boolean {
  for (let c = node.firstChild; c && c.name !== 'AssignOp'; c = c.nextSibling) if (c.name === 'CallExpression') return true;
  return false;
}

/** `f(a=1, b)`: CPython rejects a plain positional argument after a keyword argument. */
function positionalAfterKeyword(args: SyntaxNode, text: string): boolean {
  let keyword = false;
  let unpack = false;
  for (let c = args.firstChild; c; c = c.nextSibling) {
    if (c.name === 'Comment') continue;
    if (c.name === ',' || c.name === '(') {
      unpack = false;
      continue;
    }
    if (c.name === ')' || c.name === 'for') return false;
    if (c.name === '*' || c.name === '**' || text.slice(c.from, c.to) === '*' || text.slice(c.from, c.to) === '**') {
      unpack = true;
      continue;
    }
    if (c.nextSibling?.name === 'AssignOp' && text.slice(c.nextSibling.from, c.nextSibling.to) === '=') {
      keyword = true;
      c = c.nextSibling.nextSibling ?? c.nextSibling; // skip the value
      continue;
    }
    if (keyword && !unpack && c.name !== 'AssignOp') return true;
  }
  return false;
}

/** Strings and comments, in document order: what the text-level checks must not look inside. */
export function quotedSpans(tree: Tree): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  tree.iterate({
    enter: (ref) => {
      if (ref.name === 'String' || ref.name === 'FormatString' || ref.name === 'Comment') {
        spans.push([ref.from, ref.to]);
        return false;
      }
      return undefined;
    },
  });
  return spans;
}

/**
 * A membership test for offsets asked in increasing order: one pointer over the spans, so a text with many
 * strings and many candidates costs their sum, not their product.
 */
export function insideSpans(spans: Array<[number, number]>): (offset: number) => boolean {
  let i = 0;
  return (offset) => {
    while (i < spans.length && spans[i][1] <= offset) i++;
    return i < spans.length && spans[i][0] <= offset;
  };
}

/** Non-ASCII characters outside strings and comments that are not letters or digits: `：`, `…`, `“`. */
function strayCharacters(text: string, tree: Tree): number[] {
  if (!/[^\x00-\x7f]/.test(text)) return [];
  const quoted = insideSpans(quotedSpans(tree));
  const found: number[] = [];
  for (const m of text.matchAll(/[^\x00-\x7f]/g)) {
    if (/[\p{L}\p{N}\p{Mn}\p{Mc}\p{Pc}]/u.test(m[0])) continue;
    if (quoted(m.index)) continue;
    found.push(m.index);
  }
  return found;
}

/**
 * CPython's tokenizer rule: every statement of a block starts at the block's indentation (the module's is 0).
 * lezer reads an unexpected indent, or a dedent to a column no enclosing block has, as a sibling statement;
 * CPython rejects both. Checked over the statements that start a line, per block.
 */
function badDedents(text: string, tree: Tree): number[] {
  const bad: number[] = [];
  const check = (container: SyntaxNode, expected: number | null) => {
    let column = expected;
    for (let child = container.firstChild; child; child = child.nextSibling) {
      if (child.type.isError || child.name === ':' || child.name === 'Comment') continue;
      const at = indentBefore(text, child.from);
      if (at !== null) {
        if (column === null) column = at;
        else if (at !== column) bad.push(child.from);
      }
      for (const body of child.getChildren('Body')) check(body, null);
    }
  };
  check(tree.topNode, 0);
  return bad;
}

/**
 * The column of `offset` when only whitespace precedes it on its line (what `trim()` removes: a pasted
 * no-break space counts), else null. Reads only that whitespace, so a long line of statements costs its length.
 */
function indentBefore(text: string, offset: number): number | null {
  let start = offset;
  while (start > 0 && text.charCodeAt(start - 1) !== NEWLINE && /\s/.test(text[start - 1])) start--;
  if (start > 0 && text.charCodeAt(start - 1) !== NEWLINE) return null;
  let column = 0;
  for (let i = start; i < offset; i++) column = text[i] === '\t' ? column + 8 - (column % 8) : column + 1;
  return column;
}
