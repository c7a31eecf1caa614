// Everything the checklist items and classifiers read, computed once per question.
import type { Question, Block } from './question';
import type { ProgramFacts, OutputFacts, BlockAnalysis, PythonBlockFacts, ErrorLineFact, ShapeFact } from './analysis/blockFacts';
import { analyzeProgram, analyzeProseOutput } from './analysis/program';
import { analyzeOutput } from './analysis/output';
import { findUnformattedCode, type UnformattedCodeFact } from './analysis/unformattedCode';
import { TITLE_BLOCK } from './question';
import {
  findVersions,
  findPartialEnvironment,
  findVersionPrintedInNextBlock,
  type VersionFact,
  type PartialEnvironmentFact,
} from './signals/environmentMentions';

/** A fact located in a block (TITLE_BLOCK = -1 for the title). */
export interface Placed<T> {
  block: number;
  fact: T;
}

export interface JudgeContext {
  question: Question;
  program: ProgramFacts;
  /** Output facts of prose and quote blocks, by block index. */
  proseOutput: Map<number, OutputFacts>;
  /** Analyses of code blocks, by block index. */
  codeByBlock: Map<number, BlockAnalysis>;
  /** All Python facts with their block index. */
  python: Array<Placed<PythonBlockFacts>>;
  /** Error lines anywhere: title, prose, quotes, code blocks. */
  errors: Array<Placed<ErrorLineFact>>;
  shapes: Array<Placed<ShapeFact>>;
  versions: Array<Placed<VersionFact>>;
  partialEnvironment: Array<Placed<PartialEnvironmentFact>>;
  /** Prose and quote text joined, lower-cased: for phrase signals. */
  proseLower: string;
  titleLower: string;
  tags: Set<string>;
  /** Code pasted as prose or with lost indentation (its own "format as a code block" suggestion). */
  unformattedCode: UnformattedCodeFact[];
}

export function buildJudgeContext(question: Question): JudgeContext {
  const program = analyzeProgram(question);
  const proseOutput = analyzeProseOutput(question);
  const codeByBlock = new Map(program.blocks.map((b) => [b.block, b]));
  const python: Array<Placed<PythonBlockFacts>> = [];
  for (const b of program.blocks) if (b.python) python.push({ block: b.block, fact: b.python });

  const errors: Array<Placed<ErrorLineFact>> = [];
  const shapes: Array<Placed<ShapeFact>> = [];
  const collectOutput = (block: number, out: OutputFacts) => {
    for (const e of out.errors) errors.push({ block, fact: e });
    for (const s of out.shapes) shapes.push({ block, fact: s });
  };
  // The title often quotes the error (block -1); items decide how much a title-only error counts.
  collectOutput(TITLE_BLOCK, analyzeOutput(question.title));
  for (const [block, out] of proseOutput) collectOutput(block, out);
  for (const b of program.blocks) collectOutput(b.block, b.output);

  const versions: Array<Placed<VersionFact>> = [];
  const partialEnvironment: Array<Placed<PartialEnvironmentFact>> = [];
  const scanEnvironment = (block: number, text: string) => {
    for (const v of findVersions(text)) versions.push({ block, fact: v });
    for (const p of findPartialEnvironment(text)) partialEnvironment.push({ block, fact: p });
  };
  scanEnvironment(-1, question.title);
  question.blocks.forEach((b, i) => {
    scanEnvironment(i, b.text);
  });
  versions.push(...findVersionPrintedInNextBlock(question.blocks.map((b) => b.text)));

  const proseLower = question.blocks
    .filter((b): b is Extract<Block, { kind: 'prose' | 'quote' }> => b.kind === 'prose' || b.kind === 'quote')
    .map((b) => b.text)
    .join('\n')
    .toLowerCase();

  return {
    question,
    program,
    proseOutput,
    codeByBlock,
    python,
    errors,
    shapes,
    versions,
    partialEnvironment,
    proseLower,
    titleLower: question.title.toLowerCase(),
    tags: new Set(question.tags.map((t) => t.toLowerCase())),
    unformattedCode: findUnformattedCode(question, codeByBlock),
  };
}
