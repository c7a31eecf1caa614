// Makes a piece of pasted Python into source Python accepts, changing as little as possible: lines that cannot
// compile are commented out (with the reason), never rewritten. What counts as "cannot compile" is what
// @lezer/python flags as an error node, plus what CPython rejects at compile time though lezer accepts it:
// `return`/`yield` outside a function, `break`/`continue` outside a loop, Python 2 `print "x"`, and a dedent to
// an indentation no enclosing block has. A script that fails to compile runs none of its lines, so one bad line
// pasted from a notebook would otherwise hide every other line's behaviour.
import { parser } from '@lezer/python';
import type { SyntaxNode, Tree } from '@lezer/common';
import { TRAILING_DOT_FLOAT } from '../python/source';
import { lineAtOffset, lineStartsOf } from './lineIndex';

export interface CommentedLine {
  /** 0-based line index in the piece. */
  line: number;
  why: string;
}

export interface ParseableSource {
  text: string;
  commented: CommentedLine[];
  /** `5.` floats written `5.0`: valid Python that @lezer/python 1.1 rejects; the value is the same. */
  floatsWritten: number;
}

/** Past this many repair rounds the piece is commented out whole: no paste needs more. */
const MAX_ROUNDS = 60;

export const COMMENT_MARK = '# ReproLens: commented out';
const PARSE_ERROR = 'does not parse as Python';
/** Code, then an arrow pointing back at it and words: `x = f(y) <--- error in this line`. */
const ASKER_NOTE = /^([ \t]*[^\s#~^][^#]*?)\s*((?:<{1,2}-+|<={2,}|←)\s*[A-Za-z].*)$/;

export function makeParseable(source: string): ParseableSource {
  const floats = writeTrailingDotFloats(source);
  const lines = floats.text.split('\n');
  const commented: CommentedLine[] = [];
  const notesMade = new Set<number>();
  // One line per round, the first problem first: a parse error often cascades to the lines after it.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const text = lines.join('\n');
    const problems = compileProblems(text);
    if (!problems.size) return { text, commented, floatsWritten: floats.count };
    // Parse errors cascade, so only the first is fixed per round; the compile-time rejections do not.
    const sorted = [...problems].sort((a, b) => a[0] - b[0]);
    const firstError = sorted.find(([, why]) => why === PARSE_ERROR);
    const fixes = sorted.filter(([, why]) => why !== PARSE_ERROR);
    if (firstError) fixes.push(firstError);
    let progress = false;
    for (const [first, why] of fixes) {
      let line = first;
      // An error reported on a blank or already commented line (the end of an unclosed bracket) belongs to the code above it.
      while (line > 0 && isCommentedOrBlank(lines[line])) line--;
      if (isCommentedOrBlank(lines[line])) continue;
      // `loss = f(x) <--- error here`: the asker's note after the code becomes a comment; the code stays.
      const note = why === PARSE_ERROR ? ASKER_NOTE.exec(lines[line]) : null;
      if (note && !notesMade.has(line)) {
        notesMade.add(line);
        lines[line] = `${note[1]}  # ${note[2]}  # ReproLens: the asker's note, made a comment`;
        progress = true;
        continue;
      }
      lines[line] = commentOut(lines[line], why);
      commented.push({ line, why });
      progress = true;
    }
    if (!progress) break;
  }
  // Still failing (a paste that is not Python at all): keep it, as comments.
  const all = lines.map((l, i) => {
    if (isCommentedOrBlank(l)) return l;
    commented.push({ line: i, why: 'the block does not parse as Python' });
    return commentOut(l, 'the block does not parse as Python');
  });
  return { text: all.join('\n'), commented, floatsWritten: floats.count };
}

/** The line kept, indented as it was, behind `# `, with the reason after it. */
export function commentOut(line: string, why: string): string {
  const indent = /^[ \t]*/.exec(line)![0];
  return `${indent}# ${line.slice(indent.length)}  ${COMMENT_MARK}: ${why}`;
}

function isCommentedOrBlank(line: string): boolean {
  const t = line.trim();
  return !t || t.startsWith('#');
}

/** Number of error nodes plus compile-time rejections; 0 means Python (and lezer) accept the text. */
export function countCompileProblems(text: string): number {
  return compileProblems(text).size;
}

/** Line index -> why the line cannot compile. */
function compileProblems(text: string): Map<number, string> {
  const tree = parser.parse(text);
  const starts = lineStartsOf(text);
  const problems = new Map<number, string>();
  const add = (offset: number, why: string) => {
    const line = lineAtOffset(starts, offset);
    if (!problems.has(line)) problems.set(line, why);
  };
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) {
        add(errorOffset(text, ref.from), PARSE_ERROR);
        return false;
      }
      switch (ref.name) {
        case 'ReturnStatement':
        case 'YieldStatement':
        case 'YieldExpression':
          if (!inside(ref.node, ['FunctionDefinition', 'LambdaExpression'], []))
            add(ref.from, `\`${ref.name.startsWith('Return') ? 'return' : 'yield'}\` outside a function`);
          break;
        case 'BreakStatement':
        case 'ContinueStatement':
          if (!inLoopBody(ref.node)) add(ref.from, `\`${ref.name.startsWith('Break') ? 'break' : 'continue'}\` outside a loop`);
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
      }
      return undefined;
    },
  });
  for (const offset of badDedents(text, tree)) add(offset, 'its indentation matches no enclosing block');
  for (const offset of strayCharacters(text, tree)) add(offset, 'a character Python does not allow in code');
  return problems;
}

/**
 * Where to blame an error: a block header left without a body (`for x in y:` then an unindented line) is
 * reported by lezer at the next line's start; the header is the line to comment out, not the next one.
 */
function errorOffset(text: string, from: number): number {
  const before = text.slice(0, from).replace(/(?:[ \t]*(?:#[^\n]*)?\n)+[ \t]*$/, '');
  if (before.length < from && /:[ \t]*(?:#[^\n]*)?$/.test(before)) return Math.max(0, text.lastIndexOf('\n', before.length - 1) + 1);
  return Math.min(from, Math.max(0, text.length - 1));
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

/** Non-ASCII characters outside strings and comments that are not letters or digits: `：`, `…`, `“`. */
function strayCharacters(text: string, tree: Tree): number[] {
  if (!/[^\x00-\x7f]/.test(text)) return [];
  const skip: Array<[number, number]> = [];
  tree.iterate({
    enter: (ref) => {
      if (ref.name === 'String' || ref.name === 'FormatString' || ref.name === 'Comment') {
        skip.push([ref.from, ref.to]);
        return false;
      }
      return undefined;
    },
  });
  const found: number[] = [];
  for (const m of text.matchAll(/[^\x00-\x7f]/g)) {
    if (/[\p{L}\p{N}\p{Mn}\p{Mc}\p{Pc}]/u.test(m[0])) continue;
    if (skip.some(([from, to]) => m.index >= from && m.index < to)) continue;
    found.push(m.index);
  }
  return found;
}

/** In a loop's own body — not its `else:` clause, which runs after the loop — and not across a def or class. */
function inLoopBody(node: SyntaxNode): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (p.name === 'FunctionDefinition' || p.name === 'ClassDefinition') return false;
    const loop = p.parent;
    if (p.name === 'Body' && loop && (loop.name === 'ForStatement' || loop.name === 'WhileStatement')) {
      if (loop.getChild('Body')?.from === p.from) return true;
    }
  }
  return false;
}

function inside(node: SyntaxNode, wanted: string[], stops: string[]): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (wanted.includes(p.name)) return true;
    if (stops.includes(p.name)) return false;
  }
  return false;
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
      const lineStart = text.lastIndexOf('\n', child.from - 1) + 1;
      if (!text.slice(lineStart, child.from).trim()) {
        const at = columnOf(text.slice(lineStart, child.from));
        if (column === null) column = at;
        else if (at !== column) bad.push(child.from);
      }
      for (const body of child.getChildren('Body')) check(body, null);
    }
  };
  check(tree.topNode, 0);
  return bad;
}

function columnOf(indent: string): number {
  let column = 0;
  for (const ch of indent) column = ch === '\t' ? column + 8 - (column % 8) : column + 1;
  return column;
}

/** `5.` -> `5.0` outside strings and comments (found with the parser, so `'v1. '` in a string stays). */
function writeTrailingDotFloats(source: string): { text: string; count: number } {
  if (!/\d\.(?![\w.])/.test(source)) return { text: source, count: 0 };
  const skip: Array<[number, number]> = [];
  parser.parse(source).iterate({
    enter: (ref) => {
      if (ref.name === 'String' || ref.name === 'FormatString' || ref.name === 'Comment') {
        skip.push([ref.from, ref.to]);
        return false;
      }
      return undefined;
    },
  });
  let count = 0;
  const text = source.replace(TRAILING_DOT_FLOAT, (match, digits: string, offset: number) => {
    if (skip.some(([from, to]) => offset >= from && offset < to)) return match;
    count++;
    return `${digits}.0`;
  });
  return { text, count };
}
