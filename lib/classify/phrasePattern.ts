// Rules as data: a phrase list (one alternative per line, each a regular-expression fragment) becomes one RegExp,
// built once at module load.

/** `(?:a|b|c)` from the alternatives, with the flags given. */
export function phrasePattern(alternatives: readonly string[], flags: string): RegExp {
  return new RegExp(`(?:${alternatives.join('|')})`, flags);
}
