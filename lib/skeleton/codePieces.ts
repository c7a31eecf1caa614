// The question's Python, block by block, as a script can hold it: the Python segments of each code block
// (tracebacks, printed output and shell lines pasted into the same block are left out and counted), REPL
// prompts taken off, notebook magics and shell escapes commented out, the paste's common indentation removed,
// and lines Python cannot compile commented out (parseableSource.ts). Nothing else is changed.
import type { CodeBlock, Question } from '../question';
import { analyzeBlockKinds } from '../analysis/codeBlockKind';
import type { CodeBlockKind, CodeSegment } from '../analysis/blockFacts';
import { MAGIC_LINE, REPL_CONTINUATION, REPL_PROMPT } from '../python/source';
import { commentOut, makeParseable, type CommentedLine } from './parseableSource';

export interface CodePiece {
  /** Index of the code block in Question.blocks. */
  block: number;
  /** The script text for this block (no trailing newline). */
  text: string;
  /** Lines commented out so the script compiles, by line index in `text`. */
  commented: CommentedLine[];
  /** Notebook magics and shell escapes commented out. */
  magics: number;
  /** Pasted non-Python lines left out of this block ("a traceback (12 lines)"). */
  leftOut: string[];
  /** `5.` floats written `5.0`. */
  floatsWritten: number;
  /** Prompts were taken off a REPL session. */
  repl: boolean;
}

const LEFT_OUT_NAME: Record<CodeBlockKind, string> = {
  python: 'Python',
  traceback: 'a traceback',
  output: 'printed output',
  shell: 'shell commands',
  other: 'non-Python text',
};

/** Code blocks longer than this are not copied into a script: no post holds that much code. */
const MAX_PIECE_CHARS = 60_000;

export interface CollectedCode {
  pieces: CodePiece[];
  /** Whole code blocks left out because nothing in them is Python ("printed output (11 lines)"). */
  leftOutBlocks: string[];
}

/**
 * Whether the question has Python a skeleton can be built from: a code block with a Python segment, the rule
 * collectCodePieces starts from. Cheap (line classification, no parsing), so the extension's judge path can offer
 * the skeleton section without building it (on the 635 scored questions of three corpus files it is true exactly
 * where buildSkeleton gives a skeleton, 2026-12).
 */
export function hasPythonCode(question: Question): boolean {
  return question.blocks.some(
    (block) => block.kind === 'code' && block.text.trim() !== '' && blockSegments(block).all.some((s) => s.kind === 'python'),
  );
}

/** A code block's text as a script reads it (LF line ends, at most MAX_PIECE_CHARS) and its segments by kind. */
function blockSegments(block: CodeBlock): { text: string; kind: CodeBlockKind; all: CodeSegment[] } {
  const text = block.text.replace(/\r\n?/g, '\n').slice(0, MAX_PIECE_CHARS);
  const { kind, segments } = analyzeBlockKinds(text, block.lang);
  return { text, kind, all: segments.length ? segments : [{ kind, start: 0, end: text.length }] };
}

export function collectCodePieces(question: Question): CollectedCode {
  const pieces: CodePiece[] = [];
  const leftOutBlocks: string[] = [];
  question.blocks.forEach((block, index) => {
    if (block.kind !== 'code') return;
    const { text, kind, all } = blockSegments(block);
    const python = all.filter((s) => s.kind === 'python');
    if (!python.length) {
      const lines = text.split('\n').filter((l) => l.trim()).length;
      if (lines) leftOutBlocks.push(`${LEFT_OUT_NAME[kind]} (${lines} line${lines === 1 ? '' : 's'})`);
      return;
    }
    const leftOut = all
      .filter((s) => s.kind !== 'python')
      .map((s) => ({
        kind: s.kind,
        lines: text
          .slice(s.start, s.end)
          .split('\n')
          .filter((l) => l.trim()).length,
      }))
      .filter((s) => s.lines > 0)
      .map((s) => `${LEFT_OUT_NAME[s.kind]} (${s.lines} line${s.lines === 1 ? '' : 's'})`);
    const source = python.map((s) => withoutTrailingNewlines(text.slice(s.start, s.end))).join('\n');
    const { lines, magics, repl } = scriptLines(source);
    const parseable = makeParseable(dedent(lines).join('\n'));
    if (!parseable.text.trim()) return;
    pieces.push({
      block: index,
      text: parseable.text.trimEnd(),
      commented: parseable.commented,
      magics,
      leftOut,
      floatsWritten: parseable.floatsWritten,
      repl,
    });
  });
  return { pieces, leftOutBlocks };
}

/** REPL prompts off (their output lines dropped), magics and shell escapes commented out. */
function scriptLines(source: string): { lines: string[]; magics: number; repl: boolean } {
  const raw = source.split('\n');
  const first = raw.find((l) => l.trim());
  const repl = first !== undefined && REPL_PROMPT.test(first);
  let magics = 0;
  const lines: string[] = [];
  for (const line of raw) {
    let code = line;
    if (repl) {
      const prompt = REPL_PROMPT.exec(line) ?? REPL_CONTINUATION.exec(line);
      if (!prompt) continue; // printed output between prompts
      code = line.slice(prompt[0].length);
    }
    if (MAGIC_LINE.test(code)) {
      magics++;
      lines.push(commentOut(code, 'a notebook or shell command, not Python'));
    } else lines.push(code);
  }
  return { lines, magics, repl };
}

/**
 * Removes the indentation every line shares (askers paste code from inside a function or a list item), and
 * fixes the two slips of a paste the engine's reader also knows: a first line that kept extra indentation
 * (`  def f():` above code at column 0) and a first line that lost its indentation (`x = 1` above lines that
 * all start at column 4).
 */
function dedent(lines: string[]): string[] {
  const indents = lines.map((l) => (l.trim() ? /^[ \t]*/.exec(l)![0].length : -1));
  const code = indents.map((d, i) => (d >= 0 ? i : -1)).filter((i) => i >= 0);
  if (!code.length) return lines;
  const first = code[0];
  const rest = code.slice(1);
  const restCommon = rest.length ? Math.min(...rest.map((i) => indents[i])) : indents[first];
  const out = [...lines];
  if (indents[first] > restCommon) out[first] = out[first].slice(indents[first] - restCommon);
  else if (indents[first] === 0 && restCommon > 0 && !/[:([{,\\]\s*(?:#.*)?$/.test(lines[first])) {
    return out.map((l, i) => (i === first ? l : l.trim() ? l.slice(restCommon) : ''));
  }
  const common = Math.min(...code.map((i) => /^[ \t]*/.exec(out[i])![0].length));
  return out.map((l) => (l.trim() ? l.slice(common) : ''));
}

// `/\n+$/` retries from every newline of a run that is not at the end: quadratic on blank-line runs (hostile review E-rows).
function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return text.slice(0, end);
}
