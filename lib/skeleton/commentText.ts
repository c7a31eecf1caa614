// Question text inside a comment ReproLens writes into the skeleton (the header's title, a TODO quoting a file path
// from the code): never a control, C1, bidi or separator character. A bidi override in a Python comment reorders the
// code an editor shows (Trojan Source, hostile review C5); a line break would end the comment and make the rest code.
// The question's own lines stay verbatim (docs/skeleton.md): only ReproLens' comments are cleaned.

// Format characters (Unicode's Cf: U+200B, U+FEFF, U+00AD…, and the tag block) are drawn as nothing and hide text as
// bidi controls do, and letters drawn blank (U+2800, U+3164… as in cli/hiddenCharacters.ts) pad it unseen (hostile
// review 2026-12-04).
const UNSAFE_RUN =
  /[\u034f\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}\u{e0000}-\u{e007f}\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0\u{16fe4}\u{1d159}]+/gu;

/** The text with each run of such characters as one space, trimmed. One character class: linear. */
export function commentText(text: string): string {
  return text.replace(UNSAFE_RUN, ' ').trim();
}

/** A line ReproLens generated: a whole-line comment is cleaned (indentation kept); a code line is left as built. */
export function cleanGeneratedLine(line: string): string {
  if (!line.trimStart().startsWith('#')) return line;
  return line.replace(UNSAFE_RUN, ' '); // not trimmed: a line without such characters stays byte-identical
}
