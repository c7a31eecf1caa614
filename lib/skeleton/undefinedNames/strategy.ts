// How the skeleton resolves a name the question's code uses but never defines (docs/skeleton.md, "Names"):
// the strategies below are tried in the order the document lists them — the usual import, a printed value, a
// helper's printed result, a conventional setting, the data the question's own model is fed, an embedding's
// size — and the first that knows the name writes its lines; otherwise the name is a TODO. Each strategy is a
// file of its own and answers from the same facts (NameContext); none writes into the script itself.
import type { Framework } from '../../checklist';
import type { CodePiece } from '../codePieces';
import type { CodeWords } from '../codeWords';
import type { ModelShape } from '../modelShapes';
import type { PrintedValue } from '../printedValues';
import { conventionalSetting } from './conventionalSetting';
import { embeddingSizes } from './embeddingSizes';
import { helperResult } from './helperResult';
import { modelInput } from './modelInput';
import { printedValue } from './printedValue';
import { todo } from './todo';
import { usualImport } from './usualImport';

/** What every strategy may read: the question's code and output, as the skeleton builder has read them. */
export interface NameContext {
  /** All the question's Python, the pieces joined, with its word index. */
  code: CodeWords;
  pieces: CodePiece[];
  /** Values the question prints, by name (printedValues.ts). */
  printed: Map<string, PrintedValue>;
  /** The framework whose conventional aliases apply (`keras` when the names themselves say so). */
  importFamily: Framework;
  /** The models the question defines (modelShapes.ts). */
  shapes: ModelShape[];
  /** The batch size the code states as a literal. */
  batchSize: number | null;
  /** Every line of the question a printed value or an error message could be on. */
  outputLines: string[];
}

/** What a strategy writes for a name; every list keeps its order in the script and the `--json` fields. */
export interface NameResolution {
  /** Lines of the import section. */
  imports?: string[];
  /** Lines of the definitions section, above the question's code. */
  definitions?: string[];
  /** Lines written right after one line of the question's code (one that makes what they use). */
  after?: { piece: number; line: number; lines: string[] };
  assumptions?: string[];
  missing?: string[];
  /** Modules the written lines use ('np', 'torch', 'types'), imported at the top. */
  needs?: string[];
}

export interface NameStrategy {
  /** What the strategy knows, for tests and the reader of this table. */
  readonly knows: string;
  resolve(name: string, context: NameContext): NameResolution | null;
}

/** The strategies in the order docs/skeleton.md lists them; the last always answers. */
export const NAME_STRATEGIES: readonly NameStrategy[] = [
  usualImport,
  printedValue,
  helperResult,
  conventionalSetting,
  modelInput,
  embeddingSizes,
  todo,
];

export function resolveName(name: string, context: NameContext): NameResolution {
  for (const strategy of NAME_STRATEGIES) {
    const resolution = strategy.resolve(name, context);
    if (resolution) return resolution;
  }
  return {};
}

/** No strategy but the TODO knows the name: nothing the question shows or the usual imports give defines it. */
export function onlyTodoKnows(name: string, context: NameContext): boolean {
  return NAME_STRATEGIES.every((strategy) => strategy === todo || !strategy.resolve(name, context));
}
