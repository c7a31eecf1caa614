// Question text inside a comment ReproLens writes into the skeleton (the header's title, a TODO quoting a file path
// from the code): never a control, C1, bidi or separator character. A bidi override in a Python comment reorders the
// code an editor shows (Trojan Source, hostile review C5); a line break would end the comment and make the rest code.
// The question's own lines stay verbatim (docs/skeleton.md): only ReproLens' comments are cleaned.

const UNSAFE_RUN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]+/g;

/** The text with each run of such characters as one space, trimmed. One character class: linear. */
export function commentText(text: string): string {
  return text.replace(UNSAFE_RUN, ' ').trim();
}

/** A line ReproLens generated: a whole-line comment is cleaned (indentation kept); a code line is left as built. */
export function cleanGeneratedLine(line: string): string {
  if (!line.trimStart().startsWith('#')) return line;
  return line.replace(UNSAFE_RUN, ' '); // not trimmed: a line without such characters stays byte-identical
}
