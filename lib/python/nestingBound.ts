// Statements nested deeper than Python allows, found before the text reaches @lezer/python. lezer builds its tree
// recursively, one call per level of nesting (@lezer/common 1.2 `takeNode`, `copyToBuffer`), so 30,000 characters
// of `x = f(` lines overflowed Chromium's stack and the panel said "could not check this question" (hostile review
// 2026-12-04). CPython itself rejects such code: its tokenizer allows 200 nested brackets and 100 indentation
// levels (Parser/tokenizer.h MAXLEVEL, MAXINDENT), and its compiler recurses per level too. One linear scan
// bounds the depth of every tree lezer can build from the text: brackets, indentation, and chains of operators
// and keywords that nest without brackets (`- - - x`, `a.b.c`, `not not x`, `lambda: lambda: 1`).

/** Where the scan cuts: CPython's tokenizer limits, and a bound on the estimated tree depth. */
export const NESTING_LIMITS = {
  /** CPython: "too many nested parentheses" past 200 (Parser/tokenizer.h MAXLEVEL). */
  brackets: 200,
  /** CPython: "too many levels of indentation" past 100 (Parser/tokenizer.h MAXINDENT). */
  indents: 100,
  /** Estimated tree depth: brackets, indentation and operator chains together. lezer's recursion takes about
   * 100 bytes of stack per level (Node 20): 1,000 levels stay far inside any browser's stack. */
  depth: 1000,
};

/** Keywords that nest the expression after them, or join two as an operator does. */
const NESTING_WORDS: ReadonlySet<string> = new Set([
  'not',
  'and',
  'or',
  'if',
  'else',
  'lambda',
  'await',
  'in',
  'is',
  'for',
  'yield',
  'from',
]);
const OPERATOR = /[-+*/%@&|^~<>=!.:]/;
const OPENERS = '([{';
const CLOSERS = ')]}';

function isWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code >= 0x80;
}

/** The scan's state: open brackets (each with its operator chain), the indentation stack, and the running depth. */
class Depth {
  /** Operator chain at each open bracket level; [0] is the statement's own level. */
  chains = [0];
  indents = [0];
  depth = 1;

  open(): void {
    this.chains[this.chains.length - 1]++;
    this.chains.push(0);
    this.depth += 2;
  }

  close(): void {
    if (this.chains.length < 2) return;
    this.depth -= this.chains.pop()! + 1;
  }

  chain(): void {
    this.chains[this.chains.length - 1]++;
    this.depth++;
  }

  separate(): void {
    this.depth -= this.chains[this.chains.length - 1];
    this.chains[this.chains.length - 1] = 0;
  }

  /** A logical line starts at `column`: the statement before it has ended. */
  line(column: number): void {
    this.chains = [0];
    while (this.indents.length > 1 && this.indents[this.indents.length - 1] > column) this.indents.pop();
    if (column > this.indents[this.indents.length - 1]) this.indents.push(column);
    this.depth = this.indents.length;
  }

  tooDeep(): boolean {
    return (
      this.chains.length - 1 > NESTING_LIMITS.brackets ||
      this.indents.length - 1 > NESTING_LIMITS.indents ||
      this.depth > NESTING_LIMITS.depth
    );
  }
}

/** Index past the string literal opening at `at` (its quote), or the end of its line when it is not closed there. */
function stringEnd(text: string, at: number, formatted: boolean, depth: Depth): number {
  const quote = text[at];
  const triple = text.startsWith(quote.repeat(3), at);
  const close = triple ? quote.repeat(3) : quote;
  let i = at + close.length;
  let fields = 0; // open `{` replacement fields of an f-string: lezer parses them as expressions
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (text.startsWith(close, i)) return i + close.length;
    else if (ch === '\n' && !triple) return i;
    else if (formatted && (ch === '{' || ch === '}')) {
      if (text[i + 1] === ch && !fields) i += 2;
      else {
        if (ch === '{') {
          fields++;
          depth.open();
        } else if (fields) {
          fields--;
          depth.close();
        }
        i++;
      }
    } else {
      if (fields && OPERATOR.test(ch)) depth.chain();
      i++;
    }
    if (depth.tooDeep()) return i;
  }
  return i;
}

/** Index past the number literal starting at `at` (a digit): digits, letters, `_`, `.`, and a sign after an exponent. */
function numberEnd(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length) {
    const ch = text[i];
    if (isWordCode(text.charCodeAt(i)) || ch === '.') i++;
    else if ((ch === '-' || ch === '+') && /[eE]/.test(text[i - 1])) i++;
    else break;
  }
  return i;
}

/** The column of the line starting at `start`, or -1 for a blank or comment line (it starts no statement). */
function lineColumn(text: string, start: number): number {
  let i = start;
  let column = 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === ' ') column++;
    else if (ch === '\t') column += 8 - (column % 8);
    else break;
  }
  return i >= text.length || text[i] === '\n' || text[i] === '\r' || text[i] === '#' ? -1 : column;
}

/**
 * The statements of `text` nested deeper than NESTING_LIMITS, as [start, end) offsets: from the start of the
 * logical line that goes too deep to its end (the newline where its brackets are all closed again, or the text's
 * end). One pass over the text; strings and comments are skipped, f-string fields are read as code.
 */
export function tooDeepStatements(text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const depth = new Depth();
  let statementStart = 0;
  let cut = false; // inside a statement already found too deep: read on to its end only
  let i = 0;
  const firstColumn = lineColumn(text, 0);
  if (firstColumn >= 0) depth.line(firstColumn);
  while (i < text.length) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (ch === '\n') {
      const joined = text[i - 1] === '\\';
      if (depth.chains.length === 1 && !joined) {
        if (cut) found.push([statementStart, i]);
        cut = false;
        statementStart = i + 1;
        const column = lineColumn(text, i + 1);
        if (column >= 0) depth.line(column); // a blank or comment line keeps the indentation of the code above
      }
      i++;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f') {
      i++;
      continue;
    }
    if (ch === '#') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const prefix = /[fF][rR]?$|[rR][fF]$/.test(text.slice(Math.max(0, i - 2), i));
      i = stringEnd(text, i, prefix, depth);
    } else if (code >= 48 && code <= 57) {
      i = numberEnd(text, i); // `1.5e-3` is one token: its `.` and `-` nest nothing
    } else if (isWordCode(code)) {
      let j = i + 1;
      while (j < text.length && isWordCode(text.charCodeAt(j))) j++;
      if (NESTING_WORDS.has(text.slice(i, j))) depth.chain();
      i = j;
    } else {
      if (OPENERS.includes(ch)) depth.open();
      else if (CLOSERS.includes(ch)) depth.close();
      else if (ch === ',' || ch === ';') depth.separate();
      else if (OPERATOR.test(ch)) depth.chain();
      i++;
    }
    if (!cut && depth.tooDeep()) cut = true;
  }
  if (cut) found.push([statementStart, text.length]);
  return found;
}

/** `text` with every statement nested too deep blanked (newlines kept: offsets and line numbers hold). */
export function withinNestingLimits(text: string): string {
  const deep = tooDeepStatements(text);
  if (!deep.length) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of deep) {
    out += text.slice(at, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}
