// Statements Python cannot read and @lezer/python reads at a cost out of proportion, found before the text reaches
// the parser (the project's rule: text that is not Python is recognised before it reaches the Python parser).
// - Nested too deep: lezer builds its tree recursively, one call per level (@lezer/common 1.5 `takeNode`,
//   `copyToBuffer`), so 30,000 characters of `x = f(` lines overflowed Chromium's stack and the panel said "could
//   not check this question" (hostile review 2026-12-04). CPython rejects such code too: its tokenizer allows 200
//   nested brackets and 100 indentation levels (Parser/tokenizer.h MAXLEVEL, MAXINDENT), its compiler recurses per
//   level. Depth counts brackets, indentation, and chains of operators and keywords that nest without brackets
//   (`- - - x`, `a.b.c`, `not not x`, `lambda: lambda: 1`).
// - Dense with syntax errors: two atoms side by side (`File "File "…`, `1 "`, `a b`) or a closing bracket that closes
//   nothing. lezer recovers from each error by trying every kind of token there, and @lezer/python 1.1's string
//   tokenizer reads a tried `'` string to the line's end: 5,000 such errors in one 30,000-character line took 2.5 s
//   (hostile review 2026-12-04). Python never puts two atoms side by side but in string concatenation.
// One linear scan; strings and comments are skipped, f-string fields are read as code.

/** Where the scan cuts a statement. */
export const PARSER_LIMITS = {
  /** CPython: "too many nested parentheses" past 200 (Parser/tokenizer.h MAXLEVEL). */
  brackets: 200,
  /** CPython: "too many levels of indentation" past 100 (Parser/tokenizer.h MAXINDENT). */
  indents: 100,
  /** Estimated tree depth: brackets, indentation and operator chains together. lezer's recursion takes about
   * 100 bytes of stack per level (Node 20): 1,000 levels stay far inside any browser's stack. */
  depth: 1000,
  /** Syntax errors the scan sees in one statement (atoms side by side, closers that close nothing). */
  errors: 100,
  /**
   * Syntax errors the scan sees in the whole text, a header left without a body counted too: past them, the rest
   * is not read as Python. Each error costs lezer a recovery: 5,000 `if x:` lines took 1.15 s through the CLI
   * (hostile review 2026-12-04); no real paste comes near (tests/python/parserLimits.test.ts).
   */
  blockErrors: 1000,
};

/** Why a statement is beyond the limits, as the skeleton says when it comments the statement out. */
export const BEYOND_LIMITS = {
  nested: 'nested deeper than Python allows',
  errors: 'too many syntax errors to read as Python',
} as const;

export type BeyondLimits = keyof typeof BEYOND_LIMITS;

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
/** Words that are no atom: keywords, and Python 2's `print x` / `exec code`, which lezer reads as statements. */
const KEYWORDS: ReadonlySet<string> = new Set([
  ...NESTING_WORDS,
  ...['False', 'None', 'True', 'as', 'assert', 'async', 'break', 'class', 'continue', 'def', 'del', 'elif', 'except'],
  ...['finally', 'global', 'import', 'nonlocal', 'pass', 'raise', 'return', 'try', 'while', 'with', 'match', 'case'],
  ...['type', 'print', 'exec'],
]);
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;
/** A longer word is neither a keyword nor a string prefix: the scan need not cut it out of the text to look it up. */
const LONGEST_WORD_LOOKED_UP = Math.max(...[...KEYWORDS].map((word) => word.length));
// The operator characters, by character code: the scan asks of every character outside a word.
const OPERATOR_CODES = new Uint8Array(128);
for (const ch of '-+*/%@&|^~<>=!.:') OPERATOR_CODES[ch.charCodeAt(0)] = 1;
function isOperatorCode(code: number): boolean {
  return code < 128 && OPERATOR_CODES[code] === 1;
}
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
  /** Syntax errors seen in the statement, and in the whole text. */
  errors = 0;
  blockErrors = 0;
  /** What the last token was: an atom (name, number, closing bracket), a string, or anything else. */
  previous: 'atom' | 'string' | 'other' = 'other';

  /** A name, number, string or closing bracket: side by side with the atom before it, a syntax error. */
  atom(kind: 'atom' | 'string'): void {
    if (this.previous === 'atom' || (this.previous === 'string' && kind === 'atom')) this.error();
    this.previous = kind;
  }

  error(): void {
    this.errors++;
    this.blockErrors++;
  }

  open(): void {
    this.previous = 'other';
    this.chains[this.chains.length - 1]++;
    this.chains.push(0);
    this.depth += 2;
  }

  close(): void {
    this.previous = 'atom';
    if (this.chains.length < 2) {
      this.error(); // closes nothing
      return;
    }
    this.depth -= this.chains.pop()! + 1;
  }

  chain(): void {
    this.previous = 'other';
    this.chains[this.chains.length - 1]++;
    this.depth++;
  }

  separate(): void {
    this.previous = 'other';
    this.depth -= this.chains[this.chains.length - 1];
    this.chains[this.chains.length - 1] = 0;
  }

  /** A logical line starts at `column`: the statement before it has ended. */
  line(column: number): void {
    this.chains = [0];
    while (this.indents.length > 1 && this.indents[this.indents.length - 1] > column) this.indents.pop();
    if (column > this.indents[this.indents.length - 1]) this.indents.push(column);
    this.depth = this.indents.length;
    this.errors = 0;
    this.previous = 'other';
  }

  /** Why the statement read so far is beyond the limits, or null. */
  beyond(): BeyondLimits | null {
    if (this.chains.length - 1 > PARSER_LIMITS.brackets || this.indents.length - 1 > PARSER_LIMITS.indents) return 'nested';
    if (this.depth > PARSER_LIMITS.depth) return 'nested';
    return this.errors > PARSER_LIMITS.errors || this.blockErrors > PARSER_LIMITS.blockErrors ? 'errors' : null;
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
      if (fields && isOperatorCode(text.charCodeAt(i))) depth.chain(); // an f-string field's code: its names nest nothing
      i++;
    }
    if (depth.beyond()) return i;
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
 * The statements of `text` beyond PARSER_LIMITS, as [start, end) offsets: from the start of the logical line that
 * goes beyond to its end (the newline where its brackets are all closed again, or the text's end).
 */
export function statementsBeyondLimits(text: string): Array<[number, number, BeyondLimits]> {
  const found: Array<[number, number, BeyondLimits]> = [];
  const depth = new Depth();
  let statementStart = 0;
  let cut: BeyondLimits | null = null; // inside a statement already found beyond: read on to its end only
  let i = 0;
  /** The last character of code read, and the column of a header (a statement ending in `:`) waiting for its body. */
  let last = '';
  let column = lineColumn(text, 0);
  let header = -1;
  if (column >= 0) depth.line(column);
  while (i < text.length) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (ch === '\n') {
      const joined = text[i - 1] === '\\';
      if (depth.chains.length === 1 && !joined) {
        if (cut) found.push([statementStart, i, cut]);
        cut = null;
        statementStart = i + 1;
        if (last === ':') header = column;
        last = '';
        const next = lineColumn(text, i + 1);
        if (next >= 0) {
          // A header whose next code line is not indented deeper has no body: a syntax error.
          if (header >= 0 && next <= header) depth.blockErrors++;
          header = -1;
          column = next;
          depth.line(column); // a blank or comment line keeps the indentation of the code above
        }
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
      depth.atom('string');
      i = stringEnd(text, i, false, depth);
      depth.previous = 'string';
    } else if (code >= 48 && code <= 57) {
      depth.atom('atom');
      i = numberEnd(text, i); // `1.5e-3` is one token: its `.` and `-` nest nothing
    } else if (isWordCode(code)) {
      let j = i + 1;
      while (j < text.length && isWordCode(text.charCodeAt(j))) j++;
      const word = j - i <= LONGEST_WORD_LOOKED_UP ? text.slice(i, j) : '';
      if ((text[j] === '"' || text[j] === "'") && STRING_PREFIX.test(word)) {
        depth.atom('string'); // `f"…"`, `rb'…'`: the prefix is the string's
        i = stringEnd(text, j, /[fF]/.test(word), depth);
        depth.previous = 'string';
      } else {
        if (NESTING_WORDS.has(word)) depth.chain();
        else if (KEYWORDS.has(word)) depth.previous = 'other';
        else depth.atom('atom');
        i = j;
      }
    } else {
      if (OPENERS.includes(ch)) depth.open();
      else if (CLOSERS.includes(ch)) depth.close();
      else if (ch === ',' || ch === ';') depth.separate();
      else if (isOperatorCode(code)) depth.chain();
      i++;
    }
    last = ch === '"' || ch === "'" || isWordCode(code) ? 'a' : ch;
    if (!cut) cut = depth.beyond();
  }
  if (cut) found.push([statementStart, text.length, cut]);
  return found;
}

/** `text` with every statement beyond the limits blanked (newlines kept: offsets and line numbers hold). */
export function withinParserLimits(text: string): string {
  const deep = statementsBeyondLimits(text);
  if (!deep.length) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of deep) {
    out += text.slice(at, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}

/** Two names side by side at the text's start, each neither a keyword nor a soft keyword of @lezer/python. */
const TWO_NAMES = /^([A-Za-z_]\w*) +([A-Za-z_]\w*)/;

/**
 * Does the text open with two names side by side (`I have a model`, `When I run this`)? No Python statement does, so
 * a strict parse of it fails at the second name: a prose paragraph is answered without a parse (most paragraphs are
 * English). Only when the opening statement reaches the parser as written (not blanked as beyond the limits).
 */
export function opensWithTwoNames(text: string): boolean {
  const names = TWO_NAMES.exec(text);
  if (!names || KEYWORDS.has(names[1]) || KEYWORDS.has(names[2])) return false;
  return statementsBeyondLimits(text)[0]?.[0] !== 0;
}
