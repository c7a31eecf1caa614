// `from __future__ import …` must be the first statement of a script, or CPython rejects the whole file (the
// skeleton once put its added imports and version print above it: a SyntaxError). The import goes to the
// top of the script as a ReproLens line, and the question's line stays where it was, commented out with the reason
// (docs/skeleton.md, "Making the script compile").
import type { PythonBlockFacts } from '../analysis/blockFacts';
import type { CodePiece } from './codePieces';
import type { LinePlan } from './dataStandIns';
import { lineAtOffset, lineStartsOf } from './lineIndex';

/** The module whose imports must come first. */
const FUTURE_MODULE = '__future__';

export const FUTURE_MOVED = 'moved to the top of the script, where a `from __future__` import must stand';

export interface FutureImports {
  /** The question's `from __future__` statements, each once, as the script's first lines. */
  lines: string[];
  /** Per piece: the question's own `from __future__` lines, commented out where they stood. */
  plans: Array<Map<number, LinePlan>>;
}

/** The `from __future__` imports of the pieces (from the walk's import facts), moved to the top of the script. */
export function moveFutureImports(pieces: CodePiece[], facts: Array<PythonBlockFacts | null>): FutureImports {
  const lines: string[] = [];
  const plans = pieces.map((piece, i) => {
    const plan = new Map<number, LinePlan>();
    const text = piece.text.split('\n');
    const starts = lineStartsOf(piece.text);
    for (const fact of facts[i]?.imports ?? []) {
      if (fact.module !== FUTURE_MODULE) continue;
      const line = lineAtOffset(starts, fact.start);
      // Only a one-line statement at the left margin: a `(`-wrapped or continued one is left as the asker wrote it.
      const statement = text[line];
      if (/^\s/.test(statement) || statement.includes('(') || statement.trimEnd().endsWith('\\')) continue;
      const moved = `${statement.trim()}  # ReproLens: moved up from the question's code; it must be the script's first statement`;
      if (!lines.includes(moved)) lines.push(moved);
      plan.set(line, { skip: FUTURE_MOVED });
    }
    return plan;
  });
  return { lines, plans };
}
