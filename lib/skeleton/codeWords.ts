// One index of a code text's words, built once per text, so the skeleton's questions about one name ("is it used
// only on these lines?", "how often?", "is it assigned from a helper's call?") look only at where that name
// occurs instead of running a regular expression per name over all the code: the names times the code was
// quadratic on a question with thousands of names (hostile review E2). A word is a maximal run
// of ASCII word characters, as `\w` and `\b` read them in the regular expressions these lookups replace.

/** A name these lookups answer for: ASCII, as the regular expressions they replace matched it. */
export function isAsciiName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/** Calls `visit` with the start and end of every run of word characters in `text`, in order: one pass. */
export function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  for (let i = 0; i < text.length; ) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
    visit(i, end);
    i = end;
  }
}

export function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** A line terminator as `^` and `$` read them in multiline mode (and `.` does not cross). */
export function isLineBreak(ch: string | undefined): boolean {
  return ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';
}

export function isWhitespace(ch: string | undefined): boolean {
  return ch !== undefined && /\s/.test(ch);
}

/**
 * Where `line.replace(/#.*$/, '')` cuts a line: at the first `#` with no line break (`\r`, U+2028, U+2029)
 * after it, which `.` would not cross; or the line's length. One pass, where the regex rescans from each `#`.
 */
export function commentCut(line: string): number {
  let lastBreak = -1;
  for (let i = line.length - 1; i >= 0 && lastBreak < 0; i--) if ('\r\u2028\u2029'.includes(line[i])) lastBreak = i;
  const hash = line.indexOf('#', lastBreak + 1);
  return hash < 0 ? line.length : hash;
}

export class CodeWords {
  /** Offset of each line's first character. */
  readonly lineStarts: number[] = [0];
  private readonly words = new Map<string, number[]>();
  private readonly lines: string[];
  /** Per line, read when first asked: many names on one long line ask once. */
  private readonly hashes = new Map<number, number>();
  private readonly cuts = new Map<number, number>();

  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    this.lines = text.split('\n');
    forEachWord(text, (start, end) => {
      const word = text.slice(start, end);
      const at = this.words.get(word);
      if (at) at.push(start);
      else this.words.set(word, [start]);
    });
  }

  /** Offsets where `name` stands as a whole word, in order (`(?<!\w)name(?!\w)`). */
  occurrences(name: string): readonly number[] {
    return this.words.get(name) ?? [];
  }

  /** Offsets where `name` stands as a word not read as an attribute (`(?<![\w.])name(?!\w)`). */
  uses(name: string): number[] {
    return this.occurrences(name).filter((at) => this.text[at - 1] !== '.');
  }

  /** The 0-based line holding `offset`. */
  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  line(index: number): string {
    return this.lines[index];
  }

  /** Where the first `#` of line `index` is, from the line's start, or the line's length. */
  firstHash(index: number): number {
    const known = this.hashes.get(index);
    if (known !== undefined) return known;
    const hash = this.lines[index].indexOf('#');
    const at = hash < 0 ? this.lines[index].length : hash;
    this.hashes.set(index, at);
    return at;
  }

  /** `commentCut` of line `index`. */
  commentCut(index: number): number {
    const known = this.cuts.get(index);
    if (known !== undefined) return known;
    const at = commentCut(this.lines[index]);
    this.cuts.set(index, at);
    return at;
  }

  /** The offset after the whitespace (`\s`, newlines included) that starts at `offset`. */
  skipSpaceForward(offset: number): number {
    let at = offset;
    while (at < this.text.length && isWhitespace(this.text[at])) at++;
    return at;
  }

  /** The offset before the whitespace (`\s`, newlines included) that ends at `offset`. */
  skipSpaceBack(offset: number): number {
    let at = offset;
    while (at > 0 && isWhitespace(this.text[at - 1])) at--;
    return at;
  }

  /** Where a multiline `^` matches: the text's start and after every line terminator. */
  atLineStart(offset: number): boolean {
    return offset === 0 || isLineBreak(this.text[offset - 1]);
  }

  /** The start of the word ending at `end` (`end` itself when no word ends there). */
  wordStartBefore(end: number): number {
    let at = end;
    while (at > 0 && isWordChar(this.text.charCodeAt(at - 1))) at--;
    return at;
  }
}
