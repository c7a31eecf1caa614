// Code a reader cannot copy as posted ("code pasted as plain text, not in a code block, or with lost
// indentation, is recognised and gets its own suggestion — the most common fix a reviewer asks for"). Decided on
// the parse, not on words: a prose paragraph that parses as Python statements with an import or a framework call,
// or a code block whose syntax errors sit where a `def`/`for`/`if` … body lost its indentation.
import { opensWithTwoNames } from '../python/parserLimits';
import { parsePython, parsePythonStrictly } from '../python/slicedParse';
import type { Question } from '../question';
import type { BlockAnalysis } from './blockFacts';
import { withoutComment } from '../python/source';

export type UnformattedCodeKind =
  /** A paragraph of prose that is Python (`from torch.utils.data.dataloader import default_collate`). */
  | 'code_as_prose'
  /** A code block whose compound statements' bodies sit at the header's own indentation (`class Net(nn.Module):\ndef __init__`). */
  | 'lost_indentation';

export interface UnformattedCodeFact {
  kind: UnformattedCodeKind;
  block: number;
  /** The paragraph, or the header whose body lost its indentation, as offsets into the block's text. */
  start: number;
  end: number;
}

/** Modules whose import or use makes a Python-parsing paragraph deep-learning code rather than a stray word. */
const DL_ROOTS = /^(?:torch\w*|tensorflow\w*|tf|keras|nn|F|np|numpy|transformers|fastai|optim|sklearn|cv2|jax)$/;
// A compound statement's keyword at a line's start: with a line that ends in `:` (after its comment), a header
// whose body must be indented deeper. (Two tests, not one expression: `[^\n]*:…(?:#[^\n]*)?$` backtracks.)
const HEADER_KEYWORD = /^([ \t]*)(?:async[ \t]+)?(?:def|class|for|if|elif|else|while|with|try|except|finally)\b/;

/** The header's indentation, or null when the line is no compound statement's header. */
function headerIndent(line: string): number | null {
  const keyword = HEADER_KEYWORD.exec(line);
  return keyword && withoutComment(line).trimEnd().endsWith(':') ? keyword[1].length : null;
}

export function findUnformattedCode(question: Question, codeByBlock: Map<number, BlockAnalysis>): UnformattedCodeFact[] {
  const found: UnformattedCodeFact[] = [];
  question.blocks.forEach((b, i) => {
    if (b.kind === 'prose' && isCodeParagraph(b.text)) found.push({ kind: 'code_as_prose', block: i, start: 0, end: b.text.length });
    else if (b.kind === 'code' && codeByBlock.get(i)?.python) {
      // Only the block's Python: a traceback's quoted source line (`if input.size(1) != …:`) has no body to lose.
      const segments = codeByBlock.get(i)?.segments ?? [];
      const isPython = (offset: number) =>
        !segments.length || segments.some((s) => s.kind === 'python' && s.start <= offset && offset < s.end);
      const header = bodilessHeader(b.text, isPython);
      if (header) found.push({ kind: 'lost_indentation', block: i, ...header });
    }
  });
  return found;
}

/** A paragraph that is Python as posted, or once import lines folded into one line are broken again. */
function isCodeParagraph(text: string): boolean {
  if (isPythonParagraph(text)) return true;
  const restored = importLinesRestored(text);
  return restored !== text && isPythonParagraph(restored);
}

/**
 * `from a import b from c import d`: import lines pasted into a paragraph, whose line breaks HTML folded into spaces.
 * Each `from` and each `import` that does not continue a `from … import` starts a line again.
 */
function importLinesRestored(text: string): string {
  if (text.includes('\n') || (!text.startsWith('from ') && !text.startsWith('import '))) return text;
  const words = text.split(' ');
  return words.map((w, i) => (i > 0 && (w === 'from' || (w === 'import' && words[i - 2] !== 'from')) ? `\n${w}` : w)).join(' ');
}

/**
 * A paragraph that parses as Python without a syntax error and is code, not a word: it imports something, or it
 * calls or assigns through a deep-learning module (`x = torch.zeros(3)`). English sentences do not parse
 * (`it hangs with no error log.`); a lone word does, but it is neither an import nor a call.
 */
function isPythonParagraph(text: string): boolean {
  if (text.length > 5000 || !/[=(]|\bimport\b/.test(text) || opensWithTwoNames(text)) return false;
  // The other English paragraphs hold a syntax error within a few words: the strict parse stops there.
  const tree = parsePythonStrictly(text);
  if (!tree) return false;
  let error = false;
  let code = false;
  let statements = 0;
  let nestedCall = false;
  tree.iterate({
    enter(node) {
      if (error) return false;
      if (node.type.isError) error = true;
      else if (node.name === 'ImportStatement') code = true;
      if (node.name.endsWith('Statement')) statements++;
      if (node.name === 'ArgList' && /\w\s*\(/.test(text.slice(node.from + 1, node.to))) nestedCall = true;
      // `tf.layers.batch_normalization (link)`: a space before the brackets is prose naming a function, not a call.
      if (node.name === 'ArgList' && /\s/.test(text.charAt(node.from - 1))) error = true;
      // `0 | np.ndarray(shape (1209278,) ) | numpy.float32`: a table row flattened to text parses as a bitwise or.
      if (node.name === 'BitOp' && text.slice(node.from, node.to) === '|') error = true;
      else if (node.name === 'CallExpression' || node.name === 'AssignStatement') {
        const root = /^[A-Za-z_]\w*/.exec(text.slice(node.from, node.to))?.[0];
        if (root && DL_ROOTS.test(root)) code = true;
        const callee = node.name === 'AssignStatement' ? /=\s*([A-Za-z_]\w*)/.exec(text.slice(node.from, node.to))?.[1] : undefined;
        if (callee && DL_ROOTS.test(callee)) code = true;
      }
      return undefined;
    },
  });
  if (error || !code) return false;
  // One lone call with plain arguments (`F.log_softmax(x)`) names a function in passing; a nested call
  // (`print(Encoder().forward(x))`), an import, an assignment or several statements is pasted code.
  const loneCall = statements === 1 && /^[\w.]+\([^()]*\)$/.test(text.trim());
  return !loneCall || nestedCall;
}

/**
 * The first header (`def __init__(self):`) whose next statement line is not indented deeper, when the parser reports
 * a syntax error on that line: the paste lost the body's indentation (comment lines may sit anywhere, so they are skipped).
 */
function bodilessHeader(text: string, isPython: (offset: number) => boolean): { start: number; end: number } | null {
  const lines = text.split('\n');
  const offsets: number[] = [];
  let at = 0;
  for (const l of lines) {
    offsets.push(at);
    at += l.length + 1;
  }
  let errors: number[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const header = headerIndent(lines[i]);
    if (header === null || !isPython(offsets[i])) continue;
    const next = nextStatementLine(lines, i + 1);
    if (next === null) continue;
    const indent = /^[ \t]*/.exec(lines[next])![0].length;
    if (indent > header) continue;
    // `def __getitem__(self, index):\n    # What do I do here?\n\n    def __data_generation…`: a stub left for the reader.
    const statement = lines[next].trim();
    if (next > i + 1 && headerIndent(lines[next]) !== null && lines.slice(i + 1, next).some((l) => l.trim().startsWith('#'))) continue;
    // The line that lost its indentation is Python on its own; a traceback or log line after a quoted header is not.
    if (!parsesAlone(statement)) continue;
    errors ??= errorOffsets(text);
    // The parser reports the missing indented block at the header's end or on the line that should have been indented.
    const from = offsets[i] + lines[i].length;
    const to = from + lines[next].length;
    if (errors.some((e) => e >= from && e <= to)) return { start: offsets[i], end: offsets[i] + lines[i].length };
  }
  return null;
}

function parsesAlone(statement: string): boolean {
  return errorOffsets(statement.endsWith(':') ? `${statement}\n    pass` : statement).length === 0;
}

function nextStatementLine(lines: string[], from: number): number | null {
  for (let j = from; j < lines.length; j++) {
    const t = lines[j].trim();
    if (t && !t.startsWith('#')) return j;
  }
  return null;
}

function errorOffsets(text: string): number[] {
  const offsets: number[] = [];
  parsePython(text).iterate({
    enter(node) {
      if (node.type.isError) offsets.push(node.from);
    },
  });
  return offsets;
}
