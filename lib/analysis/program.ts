// All code facts of a question: each code block's kind, its Python, traceback and output facts, and
// the names its Python uses but never defines across all blocks.
import type { Question } from '../question';
import { analyzeBlockKinds } from './codeBlockKind';
import type {
  BlockAnalysis,
  CodeBlockKind,
  CodeSegment,
  Located,
  NameUse,
  OutputFacts,
  ProgramFacts,
  PythonBlockFacts,
} from './blockFacts';
import { analyzeOutput, isLoggedComment } from './output';
import { clearParsedAhead, PARSE_SLICE_MS, parsePythonAhead } from '../python/slicedParse';
import { analyzePythonBlock, parsePythonBlockAhead } from '../python/walk';
import { scanCodeLine } from './lineKinds';
import { PYTHON_BUILTINS } from '../python/builtins';
import { parseTraceback } from './traceback';

/** Longer code blocks are analysed in their first 100 KB only, so a pasted megabyte log stays fast. */
export const MAX_BLOCK_CHARS = 100_000;

export function analyzeProgram(question: Question): ProgramFacts {
  const blocks: BlockAnalysis[] = [];
  question.blocks.forEach((block, index) => {
    if (block.kind === 'code') blocks.push(cachedCodeBlock(block.text, block.lang, index));
  });
  const undefinedNames = findUndefinedNames(blocks);
  return {
    blocks,
    undefinedNames: undefinedNames.map((u) => u.use),
    undefinedNameBlocks: undefinedNames.map((u) => u.block),
  };
}

/** Output facts (shapes, errors, logs, warnings) of each prose and quote block, by block index. */
export function analyzeProseOutput(question: Question): Map<number, OutputFacts> {
  const facts = new Map<number, OutputFacts>();
  question.blocks.forEach((block, index) => {
    if (block.kind === 'prose' || block.kind === 'quote') facts.set(index, analyzeOutput(bounded(block.text)));
  });
  return facts;
}

/**
 * Re-analysis while someone types (the writing coach asks after every pause) mostly meets code blocks it has
 * already read: their analysis is kept, keyed by language and text, so only the block being edited is parsed again.
 * The facts are never changed after analysis, so one copy can serve every question that has the same block.
 */
const BLOCK_CACHE_SIZE = 128;
const blockCache = new Map<string, BlockAnalysis>();
const blockKey = (text: string, lang: string | null) => `${lang ?? ''}\u0000${text}`;

/** Forgets every kept analysis: the bench times the engine cold, as for a question it has never seen. */
export function clearCodeBlockCache(): void {
  blockCache.clear();
  clearParsedAhead();
}

function cachedCodeBlock(text: string, lang: string | null, index: number, read?: ReadCodeBlock): BlockAnalysis {
  const key = blockKey(text, lang);
  const cached = blockCache.get(key);
  if (cached) {
    blockCache.delete(key); // most recently used goes last
    blockCache.set(key, cached);
    return { ...cached, block: index };
  }
  const analysis = analyzeCodeBlock(text, lang, index, read);
  blockCache.set(key, analysis);
  if (blockCache.size > BLOCK_CACHE_SIZE) blockCache.delete(blockCache.keys().next().value!);
  return analysis;
}

/** A block this long is parsed in slices; a shorter one parses in a few milliseconds, in the task that analyses it. */
const PARSE_AHEAD_MIN_CHARS = 2_000;

/**
 * Analyses every code block not yet analysed ahead of the judgment, so the judgment that follows (analyzeProgram, in
 * one task) finds them all in the cache (the background's 250 ms bound). A long block's Python is parsed in slices with
 * `pause()` between them and the block analysed in a task of its own; short blocks are analysed one after another,
 * with a pause whenever PARSE_SLICE_MS has passed since the last (hostile review 2026-12-04: fifteen blocks of 1,900
 * characters, each under the slicing threshold, held the background 200–340 ms in one task).
 */
export async function parseCodeBlocksAhead(question: Question, pause: () => Promise<void>): Promise<void> {
  let sinceRest = performance.now();
  const rest = async () => {
    await pause();
    sinceRest = performance.now();
  };
  for (const [index, block] of question.blocks.entries()) {
    if (block.kind !== 'code' || blockCache.has(blockKey(block.text, block.lang))) continue;
    const read = readCodeBlock(block.text, block.lang);
    if (block.text.length >= PARSE_AHEAD_MIN_CHARS) {
      if (read.segments.some((s) => s.kind === 'python')) {
        await parsePythonBlockAhead(keepOnly(read.text, read.segments, 'python'), pause);
        // The lost-indentation check (unformattedCode.ts) parses the block's text as posted.
        await parsePythonAhead(block.text, pause);
      }
      await rest();
    } else if (performance.now() - sinceRest > PARSE_SLICE_MS) {
      await rest();
    }
    cachedCodeBlock(block.text, block.lang, index, read);
  }
}

/** A code block as the analysis reads it: bounded, quote markers blanked, split into kinds of segment. */
interface ReadCodeBlock {
  text: string;
  kind: CodeBlockKind;
  segments: CodeSegment[];
}

function readCodeBlock(fullText: string, lang: string | null): ReadCodeBlock {
  const text = unquoted(bounded(fullText));
  return { text, ...analyzeBlockKinds(text, lang) };
}

export function analyzeCodeBlock(
  fullText: string,
  lang: string | null,
  index: number,
  read: ReadCodeBlock = readCodeBlock(fullText, lang),
): BlockAnalysis {
  const { text, kind, segments } = read;
  const has = (k: CodeBlockKind) => segments.some((s) => s.kind === k);
  const python = has('python') ? pythonFacts(text, segments) : null;
  const tracebackText = has('traceback') ? keepOnly(text, segments, 'traceback') : kind === 'output' ? text : null;
  const analysis: BlockAnalysis = {
    block: index,
    kind,
    segments,
    python,
    traceback: tracebackText === null ? null : parseTraceback(tracebackText),
    output: analyzeOutput(outputText(text, segments, python)),
  };
  if (python)
    analysis.output.trainingLog = analysis.output.trainingLog.filter(
      (line) => !isCodeComment(line, segments) || isLoggedComment(line.text),
    );
  if (text.length < fullText.length) analysis.truncated = true;
  return analysis;
}

/** A line found in a Python segment that is a comment there (`# Step 4: …`), not REPL output. */
function isCodeComment(line: Located, segments: CodeSegment[]): boolean {
  return line.text.startsWith('#') && segments.some((s) => s.kind === 'python' && s.start <= line.start && line.start < s.end);
}

/** Python facts of the block's Python segments; a fact spanning into another segment quotes the block's real text. */
function pythonFacts(text: string, segments: CodeSegment[]): PythonBlockFacts {
  const masked = keepOnly(text, segments, 'python');
  const facts = analyzePythonBlock(masked);
  if (masked === text) return facts;
  const lists: Located[][] = [
    facts.imports,
    facts.models,
    facts.training,
    facts.hyperparameters,
    facts.dataLoads,
    facts.standInData,
    facts.placeholders,
    facts.magics,
    facts.prints,
  ];
  for (const list of lists) for (const fact of list) fact.text = text.slice(fact.start, fact.end);
  return facts;
}

/**
 * Code pasted with markdown quote markers on every line (`> class RNN(nn.Module):`) is code, not output:
 * the markers become spaces (same length, so offsets hold). `>>>` REPL prompts are left alone.
 */
function unquoted(text: string): string {
  const lines = text.split('\n');
  const nonBlank = lines.filter((l) => l.trim() !== '');
  if (nonBlank.length < 2 || !nonBlank.every((l) => /^[ \t]*>(?!>)/.test(l))) return text;
  return lines.map((l) => l.replace(/^([ \t]*)>/, '$1 ')).join('\n');
}

function bounded(text: string): string {
  return text.length > MAX_BLOCK_CHARS ? text.slice(0, MAX_BLOCK_CHARS) : text;
}

/** The text with every segment not of `kind` blanked (newlines kept), so offsets stay the block's own. */
function keepOnly(text: string, segments: CodeSegment[], kind: CodeBlockKind): string {
  if (segments.every((s) => s.kind === kind)) return text;
  let out = '';
  for (const segment of segments) {
    const part = text.slice(segment.start, segment.end);
    out += segment.kind === kind ? part : part.replace(/[^\n]/g, ' ');
  }
  return out + ' '.repeat(Math.max(0, text.length - out.length));
}

/**
 * What printed output a block shows: its non-Python segments, plus, inside Python, comments
 * (`# torch.Size([8, 10])`) and REPL output lines; code itself is blanked so `f(3, 4)` is no shape.
 */
function outputText(text: string, segments: CodeSegment[], python: PythonBlockFacts | null): string {
  if (!python) return text;
  let out = '';
  for (const segment of segments) {
    const part = text.slice(segment.start, segment.end);
    out += segment.kind === 'python' ? pythonOutputParts(part) : part;
  }
  return out;
}

const REPL_LINE = /^\s*(>>>|\.\.\.|In \[\d*\]:)(\s|$)/;

function pythonOutputParts(code: string): string {
  // Blanks within the line only: `^\s*` ran across every following blank line from each line start, quadratic
  // in a run of blank lines (hostile review E3). Same answer: a prompt after blank lines starts its own line.
  const repl = /^[^\S\n\r\u2028\u2029]*(?:>>>|In \[\d*\]:)/m.test(code);
  return code
    .split('\n')
    .map((line) => {
      if (repl && !REPL_LINE.test(line)) return line; // REPL output
      const hash = scanCodeLine(line).commentStart;
      return hash < 0 ? ' '.repeat(line.length) : ' '.repeat(hash) + line.slice(hash);
    })
    .join('\n');
}

// ------------------------------------------------------------ undefined names

/**
 * Names used in some Python block but bound in none, not imported and not builtin, in order of first
 * use. Binding is scope-insensitive (a name bound anywhere counts everywhere). After a star import,
 * capitalised names may come from it and are not reported.
 */
function findUndefinedNames(blocks: BlockAnalysis[]): Array<{ use: NameUse; block: number }> {
  const defined = new Set<string>();
  let starImport = false;
  for (const block of blocks) {
    if (!block.python) continue;
    for (const name of block.python.defined) defined.add(name);
    for (const fact of block.python.imports) {
      for (const name of fact.bound) {
        if (name === '*') starImport = true;
        else defined.add(name);
      }
    }
  }
  const seen = new Set<string>();
  const found: Array<{ use: NameUse; block: number }> = [];
  for (const block of blocks) {
    for (const use of block.python?.used ?? []) {
      const name = use.name;
      if (seen.has(name) || defined.has(name) || PYTHON_BUILTINS.has(name)) continue;
      if (starImport && /^[A-Z]/.test(name)) continue;
      seen.add(name);
      found.push({ use, block: block.block });
    }
  }
  return found;
}
