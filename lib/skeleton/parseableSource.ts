// Makes a piece of pasted Python into source Python accepts, changing as little as possible: lines that cannot
// compile are commented out (with the reason), never rewritten. What counts as "cannot compile" is what
// @lezer/python flags as an error node, plus what CPython rejects at compile time though lezer accepts it:
// `return`/`yield` outside a function, `break`/`continue` outside a loop, Python 2 `print "x"`, and a dedent to
// an indentation no enclosing block has. A script that fails to compile runs none of its lines, so one bad line
// pasted from a notebook would otherwise hide every other line's behaviour. The piece is read as top-level
// statement groups (statementGroups.ts), so a round re-reads what its edits touched, not the whole piece: the
// repair was cubic on block headers without bodies when it re-read everything (hostile review E2).
import {
  compileProblems,
  insideSpans,
  noWork,
  PARSE_ERROR,
  parseStrictly,
  parseTolerantly,
  quotedSpans,
  type RepairWork,
} from './compileProblems';
import { askerNote } from './askerNotes';
import { StatementGroups } from './statementGroups';
import { groupStarts } from './topLevelStatements';
import { TRAILING_DOT_FLOAT } from '../python/source';
import { BEYOND_LIMITS, statementsBeyondLimits } from '../python/parserLimits';
import { keepParsedPython, keptTreeFails } from '../python/slicedParse';

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

/**
 * The repair, one line per round, the first problem first. Each round re-reads only the top-level statements
 * its edits touched (statementGroups.ts), so a round costs what it changed, not the piece. `work` counts the
 * parsing done, for tests that bound it.
 */
export function makeParseable(source: string, work: RepairWork = noWork()): ParseableSource {
  const shallow = withoutStatementsBeyondLimits(source);
  const floats = writeTrailingDotFloats(shallow.text, work);
  // A piece that was all beyond the limits is all comments now: nothing is left to parse.
  if (shallow.commented.length && floats.text.split('\n').every(isCommentedOrBlank))
    return { text: floats.text, commented: shallow.commented, floatsWritten: floats.count };
  // Most pieces compile as they are: one strict parse says so (and stops early at the first error otherwise).
  // A text the check's walk parsed with an error node needs no strict parse to say so: the repair reads it by groups.
  const whole = keptTreeFails(floats.text) ? { tree: null } : parseStrictly(floats.text, work);
  // The piece is walked next (analysis/program.ts) under the same text, most often: its tree serves that walk.
  if (whole.tree) keepParsedPython(floats.text, whole.tree);
  if (whole.tree && !compileProblems(floats.text, whole.tree, work).size)
    return { text: floats.text, commented: shallow.commented, floatsWritten: floats.count };
  const lines = floats.text.split('\n');
  const groups = new StatementGroups(lines, work);
  const commented: CommentedLine[] = [...shallow.commented];
  const notesMade = new Set<number>();
  // One line per round, the first problem first: a parse error often cascades to the lines after it.
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { rejections, firstParseError } = groups.problems();
    if (!rejections.length && !firstParseError) return { text: lines.join('\n'), commented, floatsWritten: floats.count };
    // Parse errors cascade, so only the first is fixed per round; the compile-time rejections do not.
    const fixes = firstParseError ? [...rejections, firstParseError] : rejections;
    let progress = false;
    for (const [first, why] of fixes) {
      let line = first;
      // An error reported on a blank or already commented line (the end of an unclosed bracket) belongs to the code above it.
      while (line > 0 && isCommentedOrBlank(lines[line])) line--;
      if (isCommentedOrBlank(lines[line])) continue;
      // `loss = f(x) <--- error here`: the asker's note after the code becomes a comment; the code stays.
      const note = why === PARSE_ERROR ? askerNote(lines[line]) : null;
      if (note && !notesMade.has(line)) {
        notesMade.add(line);
        groups.setLine(line, `${note.code}  # ${note.note}  # ReproLens: the asker's note, made a comment`);
        progress = true;
        continue;
      }
      // A bracket left open to the group's end: every line from the one that opened it goes, in this round.
      const from = why === PARSE_ERROR ? (groups.unclosedFrom(line) ?? line) : line;
      for (let at = line; at >= from; at--) {
        if (isCommentedOrBlank(lines[at])) continue;
        if (at < line && askerNote(lines[at])) break; // its note is made a comment in a round of its own
        groups.setLine(at, commentOut(lines[at], why));
        commented.push({ line: at, why });
      }
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

/**
 * The lines of every statement Python cannot read and lezer reads at a cost out of proportion (nested too deep, too
 * dense with syntax errors: ../python/parserLimits.ts), commented out before anything parses the piece.
 */
function withoutStatementsBeyondLimits(source: string): { text: string; commented: CommentedLine[] } {
  const deep = statementsBeyondLimits(source);
  if (!deep.length) return { text: source, commented: [] };
  const lines = source.split('\n');
  const commented: CommentedLine[] = [];
  let lineStart = 0;
  let d = 0;
  lines.forEach((line, i) => {
    const lineEnd = lineStart + line.length;
    while (d < deep.length && deep[d][1] < lineStart) d++;
    if (d < deep.length && deep[d][0] <= lineEnd && !isCommentedOrBlank(line)) {
      const why = BEYOND_LIMITS[deep[d][2]];
      lines[i] = commentOut(line, why);
      commented.push({ line: i, why });
    }
    lineStart = lineEnd + 1;
  });
  return { text: lines.join('\n'), commented };
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
  return compileProblems(text, parseTolerantly(text, noWork())).size;
}

/**
 * `5.` -> `5.0` outside strings and comments (found with the parser, so `'v1. '` in a string stays). Only the
 * top-level statements holding a candidate are parsed, each once.
 */
function writeTrailingDotFloats(source: string, work: RepairWork): { text: string; count: number } {
  if (!/\d\.(?![\w.])/.test(source)) return { text: source, count: 0 };
  const lines = source.split('\n');
  const starts = groupStarts(lines);
  let count = 0;
  const out = starts.map((start, g) => {
    const end = starts[g + 1] ?? lines.length;
    const text = lines.slice(start, end).join('\n') + (end < lines.length ? '\n' : '');
    if (!/\d\.(?![\w.])/.test(text)) return text;
    const quoted = insideSpans(quotedSpans(parseTolerantly(text, work)));
    return text.replace(TRAILING_DOT_FLOAT, (match, digits: string, offset: number) => {
      if (quoted(offset)) return match;
      count++;
      return `${digits}.0`;
    });
  });
  return { text: out.join(''), count };
}
