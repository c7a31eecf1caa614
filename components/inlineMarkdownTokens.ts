// The little markdown our own suggestion and reason texts use (backticks,
// `[text](url)` and `**bold**` showed literally), split into tokens that components/InlineMarkdown.tsx renders as DOM
// text nodes — never as HTML. A scanner, not a regex: every character is looked at a bounded number of times, and
// anything unbalanced stays the literal text it was.

export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'bold'; children: InlineToken[] };

/** The tokens of `source`, in order; adjacent plain text is merged. */
export function inlineMarkdownTokens(source: string): InlineToken[] {
  return scan(source, true);
}

/**
 * What a failed search has shown: no closing run of these backtick counts, no closing `**`, after the current
 * position. An unclosed opener proves that no later opener of its kind closes either, so each is searched for once
 * and the scan stays linear on hostile input (a page-long run of "`[**").
 */
interface Unclosed {
  backtickRuns: Set<number>;
  bold: boolean;
}

function scan(source: string, allowBold: boolean, unclosed: Unclosed = { backtickRuns: new Set(), bold: false }): InlineToken[] {
  const tokens: InlineToken[] = [];
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < source.length) {
    const step = codeSpanAt(source, i, unclosed) ?? linkAt(source, i) ?? (allowBold ? boldAt(source, i, unclosed) : null);
    if (!step) {
      plain += source[i];
      i += 1;
      continue;
    }
    if (step.token.kind === 'text') plain += step.token.text;
    else {
      flush();
      tokens.push(step.token);
    }
    i = step.end;
  }
  flush();
  return tokens;
}

interface Step {
  token: InlineToken;
  end: number;
}

/** A run of n backticks up to the next run of exactly n (CommonMark's rule); an unclosed run is literal. */
function codeSpanAt(source: string, start: number, unclosed: Unclosed): Step | null {
  if (source[start] !== '`') return null;
  const run = runLength(source, start, '`');
  const literal = { token: { kind: 'text', text: source.slice(start, start + run) } as InlineToken, end: start + run };
  if (unclosed.backtickRuns.has(run)) return literal;
  let i = start + run;
  while (i < source.length) {
    if (source[i] !== '`') {
      i += 1;
      continue;
    }
    const closing = runLength(source, i, '`');
    if (closing === run) {
      const inner = source.slice(start + run, i);
      // One space each side is padding (so "`` `x` ``" can show a backtick), as in CommonMark.
      const text = inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ') ? inner.slice(1, -1) : inner;
      return { token: { kind: 'code', text }, end: i + closing };
    }
    i += closing;
  }
  unclosed.backtickRuns.add(run);
  return literal;
}

/** `[label](url)` on one line: a link when the url is http(s), else the label as plain text. */
function linkAt(source: string, start: number): Step | null {
  if (source[start] !== '[') return null;
  // Each search stops at the next "[": no character is looked at from two openers.
  const close = indexBefore(source, ']', start + 1, '\n[');
  if (close < 0 || source[close + 1] !== '(') return null;
  const end = indexBefore(source, ')', close + 2, '\n [');
  if (end < 0) return null;
  const label = source.slice(start + 1, close);
  const href = safeHref(source.slice(close + 2, end));
  const token: InlineToken = href ? { kind: 'link', text: label, href } : { kind: 'text', text: label };
  return { token, end: end + 1 };
}

/** `**…**` with something inside; its content may hold code and links, not nested bold. */
function boldAt(source: string, start: number, unclosed: Unclosed): Step | null {
  if (unclosed.bold || !source.startsWith('**', start)) return null;
  const close = source.indexOf('**', start + 2);
  if (close < 0) unclosed.bold = true;
  if (close <= start + 2) return null;
  const inner = scan(source.slice(start + 2, close), false, { backtickRuns: new Set(), bold: true });
  return { token: { kind: 'bold', children: inner }, end: close + 2 };
}

/** Only web links: `javascript:`, `data:` and relative urls are not links: a link never runs script. */
export function safeHref(raw: string): string | null {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function runLength(source: string, start: number, char: string): number {
  let n = 0;
  while (source[start + n] === char) n += 1;
  return n;
}

/** The index of `char` from `from`, or -1 if one of `stops` comes first. */
function indexBefore(source: string, char: string, from: number, stops: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === char) return i;
    if (stops.includes(source[i])) return -1;
  }
  return -1;
}
