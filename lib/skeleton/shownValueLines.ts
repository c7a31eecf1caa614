// A line that makes a value the question shows, from inputs the question never gives (docs/skeleton.md, "Data the
// reader does not have": inputs from stated facts): `spec = Transform(rate=sample_rate)(audio)`
// with `sample_rate` and `audio` nowhere in the question, and "spec has a size of torch.Size([1, 128, 499])" in its
// prose (or `spec`'s printed shape). The line cannot run; the question says what it made. It is replaced by a stand-in
// of that shape, the original kept as a comment above, as a file read whose result's shape is printed is. A line the
// question quotes outside its code (a traceback's failing line) stays: it may be where the bug is; so does a line in a
// loop or a function.
import type { SyntaxNode } from '@lezer/common';
import { bracketDelta } from '../analysis/lineKinds';
import { parsePython, parsePythonStrictly } from '../python/slicedParse';
import type { CodePiece } from './codePieces';
import type { PiecePlans } from './dataLoadPlans';
import { assignedName, type LinePlan } from './dataStandIns';
import { endsWithMark } from './lineEnds';
import { type PrintedValue, shownWhere } from './printedValues';
import { standInFor } from './undefinedNames/printedValue';

export interface ShownValueFacts {
  /** Values the question prints or states, by name (printedValues.ts, statedShapes.ts, printedItems.ts). */
  shown: Map<string, PrintedValue>;
  /** A name the code reads that nothing defines and only a TODO would answer for. */
  isOpen: (name: string) => boolean;
  /** The line's text appears in the question outside its code pieces (a traceback, pasted output). */
  isQuoted: (line: string) => boolean;
}

/** Adds a stand-in plan for each such line of each piece; lines another plan holds are left to it. */
export function planShownValueLines(pieces: CodePiece[], plans: PiecePlans[], facts: ShownValueFacts): void {
  if (!facts.shown.size) return; // nothing shown: no line to replace, no definitions to read
  const reads = definitionReads(pieces);
  pieces.forEach((piece, i) => {
    piece.text.split('\n').forEach((line, at) => {
      if (plans[i].has(at)) return;
      const plan = shownValueLine(line, facts, reads);
      if (plan) plans[i].set(at, plan);
    });
  });
}

function shownValueLine(line: string, { shown, isOpen, isQuoted }: ShownValueFacts, reads: Map<string, string[]>): LinePlan | null {
  const name = assignedName(line);
  const value = name ? shown.get(name) : undefined;
  // Module level only: a line in a loop or a function makes a value per pass, which one printed value does not give.
  if (!name || !value || /^\s/.test(line) || bracketDelta(line) !== 0 || endsWithMark(line, '\\,') || isQuoted(line.trim())) return null;
  // Inputs read on the line, or inside the question's own function or class the line calls (`dataset = MyDataset()`).
  const open = [...openThrough(readNames(line.trim()), reads, isOpen)];
  if (!open.length) return null;
  const made = standInFor(name, value);
  const inputs = open.map((n) => `\`${n}\``).join(', ');
  return {
    replace: [
      `# ${line.trim()}`,
      `${made.line}  # ReproLens: stand-in; ${inputs} not given, ${value.stated && value.dims ? 'shape' : 'value'} from ${shownWhere(value)}`,
    ],
    assumption: `\`${name}\` is made from ${inputs}, which the question does not give; replaced by ${made.what}, from ${shownWhere(value)}`,
    needs: [made.needs],
    defines: [name],
  };
}

/** The names an assignment's right-hand side reads (not a keyword argument's name, not an attribute). */
function readNames(statement: string): string[] {
  const tree = parsePythonStrictly(statement);
  const assign = tree?.topNode.firstChild?.getChild('AssignOp');
  if (!assign) return [];
  const names: string[] = [];
  for (let node = assign.nextSibling; node; node = node.nextSibling) namesUnder(node, statement, names);
  return [...new Set(names)];
}

function namesUnder(node: SyntaxNode, source: string, names: string[]): void {
  if (node.name === 'VariableName' && !isKeywordName(node)) names.push(source.slice(node.from, node.to));
  for (let child = node.firstChild; child; child = child.nextSibling) namesUnder(child, source, names);
}

/** The names each module-level function or class of the question reads in its body, by its name. */
function definitionReads(pieces: CodePiece[]): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const piece of pieces) {
    const tree = parsePython(piece.text);
    for (let node = tree.topNode.firstChild; node; node = node.nextSibling) {
      if (node.name !== 'FunctionDefinition' && node.name !== 'ClassDefinition') continue;
      const nameNode = node.getChild('VariableName');
      const body = node.getChild('Body');
      if (!nameNode || !body) continue;
      const names: string[] = [];
      namesUnder(body, piece.text, names);
      reads.set(piece.text.slice(nameNode.from, nameNode.to), [...new Set(names)]);
    }
  }
  return reads;
}

/** The open names among `names` and among what the question's own definitions they name read, followed through. */
function openThrough(names: string[], reads: Map<string, string[]>, isOpen: (name: string) => boolean): Set<string> {
  const open = new Set<string>();
  const seen = new Set<string>();
  const queue = [...names];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (isOpen(name)) open.add(name);
    queue.push(...(reads.get(name) ?? []));
  }
  return open;
}

/** `rate` in `f(rate=…)`: the name of a keyword argument, not a read. */
function isKeywordName(node: SyntaxNode): boolean {
  return node.parent?.name === 'ArgList' && node.nextSibling?.name === 'AssignOp';
}
