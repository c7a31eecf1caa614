// Rules as data: a phrase rule is a named list of regular-expression alternatives, one per line, so a rule is
// reviewed and diffed one alternative at a time (hostile review 2026-12-04). The entries are regular-expression
// FRAGMENTS, not literal phrases: each keeps its own groups, escapes and lookarounds (a backslash is written `\\`),
// and they are tried in the order listed, so order is part of the rule. The RegExp is built once, at module load.
// Both functions are marked free of side effects, and lists hold only string literals and `sequence` calls (no
// template literals, no String.raw): a bundle that imports only an item's texts (the content scripts) then drops the
// lists and the expressions built from them, as it dropped the literals they replace.

export interface AlternationShape {
  /** RegExp flags, as on a literal ('gi', 'm', ''). */
  flags: string;
  /** `\b` on both sides of the alternation (inside `before` and `after`). */
  wordBoundary?: boolean;
  /** A fragment the alternation must follow (an anchor such as `^\s*`). */
  before?: string;
  /** A fragment that must follow the alternation (an anchor or a lookahead). */
  after?: string;
}

/** `(?:a|b|c)`: the alternatives as one non-capturing group. */
const group = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;

/**
 * One fragment from parts in order: a string part is a fragment as written, a list part matches any one of its
 * alternatives. `sequence('\\b', OWNERS, '\\s+', DATA_NOUNS)` is `\b(?:my|our|…)\s+(?:data|images?|…)`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sequence(...parts: ReadonlyArray<string | readonly string[]>): string {
  return parts.map((part) => (typeof part === 'string' ? part : group(part))).join('');
}

/**
 * A RegExp matching any one of `alternatives` (regular-expression fragments). With nothing around it the
 * alternatives stand at the top level (`a|b|c`, each carrying its own anchors); otherwise they are grouped and
 * bounded: `before` `\b` `(?:a|b|c)` `\b` `after`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function alternationRegExp(alternatives: readonly string[], shape: AlternationShape): RegExp {
  const { flags, wordBoundary = false, before = '', after = '' } = shape;
  if (!wordBoundary && !before && !after) return new RegExp(alternatives.join('|'), flags);
  const boundary = wordBoundary ? '\\b' : '';
  return new RegExp(`${before}${boundary}${group(alternatives)}${boundary}${after}`, flags);
}

/**
 * The first match of a global `pattern` in `text` that `keep` accepts, or null. It runs `exec` from `lastIndex`
 * rather than `matchAll`, which compiles a copy of the expression on every call (measured on the engine's hot path),
 * and leaves `lastIndex` at 0 for the next caller.
 */
export function firstMatchWhere(pattern: RegExp, text: string, keep: (match: RegExpExecArray) => boolean): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (keep(m)) {
      pattern.lastIndex = 0;
      return m;
    }
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return null;
}
