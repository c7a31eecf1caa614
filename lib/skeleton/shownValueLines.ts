// A line that makes a value the question shows, from inputs the question never gives (docs/skeleton.md, "Data the
// reader does not have"; issue 31, fix category 1 "inputs from stated facts"): `spec = Transform(rate=sample_rate)(audio)`
// with `sample_rate` and `audio` nowhere in the question, and "spec has a size of torch.Size([1, 128, 499])" in its
// prose (or `spec`'s printed shape). The line cannot run; the question says what it made. It is replaced by a stand-in
// of that shape, the original kept as a comment above, as a file read whose result's shape is printed is. A line the
// question quotes outside its code (a traceback's failing line) stays: it may be where the bug is; so does a line in a
// loop or a function.
import type { SyntaxNode } from '@lezer/common';
import { bracketDelta } from '../analysis/lineKinds';
import { parsePythonStrictly } from '../python/slicedParse';
import type { CodePiece } from './codePieces';
import type { PiecePlans } from './dataLoadPlans';
import { assignedName } from './dataStandIns';
import { endsWithMark } from './lineEnds';
import { type PrintedValue, shownWhere } from './printedValues';
import { standInFor } from './undefinedNames/printedValue';

export interface ShownValueFacts {
  /** Values the question prints or states, by name (printedValues.ts, statedShapes.ts). */
  shown: Map<string, PrintedValue>;
  /** A name the code reads that nothing defines and only a TODO would answer for. */
  isOpen: (name: string) => boolean;
  /** The line's text appears in the question outside its code pieces (a traceback, pasted output). */
  isQuoted: (line: string) => boolean;
}

/** Adds a stand-in plan for each such line of each piece; lines another plan holds are left to it. */
export function planShownValueLines(pieces: CodePiece[], plans: PiecePlans[], facts: ShownValueFacts): void {
  pieces.forEach((piece, i) => {
    piece.text.split('\n').forEach((line, at) => {
      if (plans[i].has(at)) return;
      const plan = shownValueLine(line, facts);
      if (plan) plans[i].set(at, plan);
    });
  });
}

function shownValueLine(line: string, { shown, isOpen, isQuoted }: ShownValueFacts) {
  const name = assignedName(line);
  const value = name ? shown.get(name) : undefined;
  // Module level only: a line in a loop or a function makes a value per pass, which one printed value does not give.
  if (!name || !value || /^\s/.test(line) || bracketDelta(line) !== 0 || endsWithMark(line, '\\,') || isQuoted(line.trim())) return null;
  const open = readNames(line.trim()).filter(isOpen);
  if (!open.length) return null;
  const made = standInFor(name, value);
  const inputs = open.map((n) => `\`${n}\``).join(', ');
  return {
    replace: [
      `# ${line.trim()}`,
      `${made.line}  # ReproLens: stand-in; ${inputs} not given, ${value.stated ? 'shape' : 'value'} from ${shownWhere(value)}`,
    ],
    assumption: `\`${name}\` is made from ${inputs}, which the question does not give; replaced by ${made.what}, from ${shownWhere(value)}`,
    needs: [made.needs],
    defines: [name],
  };
}

/** The names an assignment's right-hand side reads (not a keyword argument's name, not an attribute). */
function readNames(statement: string): string[] {
  const tree = parsePythonStrictly(statement);
  if (!tree) return [];
  const names: string[] = [];
  const assign = tree.topNode.firstChild?.getChild('AssignOp');
  if (!assign) return [];
  const visit = (node: SyntaxNode) => {
    if (node.name === 'VariableName' && !isKeywordName(node)) names.push(statement.slice(node.from, node.to));
    for (let child = node.firstChild; child; child = child.nextSibling) visit(child);
  };
  for (let node = assign.nextSibling; node; node = node.nextSibling) visit(node);
  return [...new Set(names)];
}

/** `rate` in `f(rate=…)`: the name of a keyword argument, not a read. */
function isKeywordName(node: SyntaxNode): boolean {
  return node.parent?.name === 'ArgList' && node.nextSibling?.name === 'AssignOp';
}
