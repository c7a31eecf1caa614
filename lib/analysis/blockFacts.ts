// What the code and output analysers find in a question's blocks. Checklist items read these
// facts; they never parse code themselves. Offsets are into the analysed block's text. The Python
// facts live with the Python walk (lib/python/walkFacts.ts) and are re-exported here for the readers of facts.
import type { NameUse, PythonBlockFacts } from '../python/walkFacts';

/** What a code block really holds: askers put tracebacks, printed output and shell sessions in code blocks too. */
export type CodeBlockKind = 'python' | 'traceback' | 'output' | 'shell' | 'other';

export interface Located {
  start: number;
  end: number;
  text: string;
}

export type {
  ArgumentValue,
  Binding,
  BindingKind,
  DataLoadFact,
  DataLoadKind,
  Declaration,
  HyperparameterFact,
  HyperparameterName,
  ImportFact,
  LayerArgument,
  LayerCall,
  ModelClassBase,
  ModelClassFact,
  ModelFact,
  ModelKind,
  NameFacts,
  NameUse,
  PythonBlockFacts,
  Read,
  ReadContext,
  Scope,
  ScopeKind,
  SequentialFact,
  StandInDataFact,
  StarImport,
  TrainingFact,
} from '../python/walkFacts';

export interface ShapeFact extends Located {
  /** Dimensions; null for None / -1 / "?" / symbolic. */
  dims: Array<number | null>;
}

export interface TracebackFacts {
  /** "Traceback (most recent call last):" header present (also when the paste lost its first letters) and a final "Error: …" line present. */
  complete: boolean;
  /** Final exception's class as written, e.g. "RuntimeError", "tensorflow.python.framework.errors_impl.InvalidArgumentError". */
  exceptionType: string | null;
  /** The final exception's message (first line). */
  message: string | null;
  /** Frames: file, line, function. */
  frames: Array<{ file: string; line: number | null; func: string | null }>;
  /** Location of the final error line. */
  errorLine: Located | null;
  /** Earlier exceptions of a chained traceback ("During handling of the above exception…"), oldest first. */
  chain?: Array<{ exceptionType: string; message: string }>;
}

/** One found error line, anywhere (prose, quote, code block): `RuntimeError: size mismatch, m1: [64 x 784], …`. */
export interface ErrorLineFact extends Located {
  exceptionType: string;
  message: string;
}

export interface OutputFacts {
  /** Printed shapes: torch.Size([8, 3, 32, 32]), (None, 28, 28, 1), [64 x 784], shape=(32, 10). */
  shapes: ShapeFact[];
  /** Epoch/loss/accuracy lines: "Epoch 3/10 … loss: 0.23", "epoch: 1, loss: 2.30". */
  trainingLog: Located[];
  /** Error lines found in the text. */
  errors: ErrorLineFact[];
  /** Warnings: "UserWarning: …", "WARNING:tensorflow:…". */
  warnings: Located[];
}

/** A run of lines inside one code block that holds one kind of content (code, then a pasted traceback …). Offsets into the block's text. */
export interface CodeSegment {
  kind: CodeBlockKind;
  start: number;
  end: number;
}

export interface BlockAnalysis {
  /** Index of the block in Question.blocks. */
  block: number;
  kind: CodeBlockKind;
  /** The block's segments by kind, in order; one segment when the block is all of one kind. */
  segments?: CodeSegment[];
  /** Set when the block was longer than the analysis bound and only its start was analysed. */
  truncated?: boolean;
  python: PythonBlockFacts | null;
  traceback: TracebackFacts | null;
  output: OutputFacts;
}

export interface ProgramFacts {
  /** Per code block (only code blocks are here). */
  blocks: BlockAnalysis[];
  /** Names used in some Python block but defined in none and not imported nor builtin, in order of first use. `self` used where no method binds it (a method body pasted alone) is one. */
  undefinedNames: NameUse[];
  /** Block index of each undefined name's first use, parallel to undefinedNames. */
  undefinedNameBlocks: number[];
}
