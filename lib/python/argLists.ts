// What the names in an argument list are: keyword names (`bias=False`) are neither reads nor bindings,
// `f(x := 3)` binds x, and a generator argument `f(v for v in vals)` is a comprehension with its own scope.
// Read once per argument list, together with the arguments the call recognisers need.
import type { SyntaxNode } from '@lezer/common';
import type { CallArgument } from './nodes';

/** The `for … in …` clauses of a comprehension or generator argument. */
export interface ForClauses {
  /** The nodes between each `for` and its `in`: the loop targets. */
  targets: SyntaxNode[];
  /** The first iterable, which Python evaluates in the enclosing scope; null when the clause is cut short. */
  firstIterable: { from: number; to: number } | null;
}

export interface ArgListScan {
  /** Start of the ArgList. */
  from: number;
  /** The arguments with their keyword names, up to a generator's `for`. */
  args: CallArgument[];
  /** Starts of VariableNames that are keyword names: `bias=False`, and `bias` `=` after an error (`padding = ?`). */
  keywordNames: number[];
  /** `x := …` inside the list: the name and the end of its value. */
  walrus: Array<{ from: number; to: number; valueEnd: number }>;
  /** Set when the list is a generator argument. */
  generator: ForClauses | null;
}

/** One pass over an ArgList's children. */
export function scanArgList(argList: SyntaxNode, src: string): ArgListScan {
  const scan: ArgListScan = { from: argList.from, args: [], keywordNames: [], walrus: [], generator: null };
  let keyword: string | null = null;
  let spread = false;
  let argFrom = -1;
  let argsDone = false;
  let inTarget = false;
  let sawFor = false;
  for (let child = argList.firstChild, next = child?.nextSibling ?? null; child; child = next, next = child?.nextSibling ?? null) {
    const name = child.name;
    // `name =` / `name :=` (and `name` `=` after an error): a keyword name, no read.
    const assignOp = name === 'VariableName' && next?.name === 'AssignOp';
    if (name === 'for') {
      inTarget = true;
      sawFor = true;
    } else if (name === 'in' && inTarget) inTarget = false;
    else if (
      name === 'VariableName' &&
      next &&
      !inTarget &&
      (assignOp || (next.name === '⚠' && next.to - next.from === 1 && src.charCodeAt(next.from) === 61))
    ) {
      scan.keywordNames.push(child.from);
      if (assignOp && src.startsWith(':=', next.from))
        scan.walrus.push({ from: child.from, to: child.to, valueEnd: next.nextSibling?.to ?? next.to });
    }
    // The arguments as a call reads them (readArguments in nodes.ts): a generator's clauses are no plain values.
    if (argsDone || name === '(' || name === ')' || name === ',' || name === 'AssignOp') continue;
    if (argFrom < 0) argFrom = child.from;
    if (name === '*' || name === '**') spread = true;
    else if (assignOp) keyword = src.slice(child.from, child.to);
    else if (name === 'for' || name === 'in' || name === 'if') argsDone = true;
    else {
      scan.args.push({ keyword, spread, value: child, from: argFrom });
      keyword = null;
      spread = false;
      argFrom = -1;
    }
  }
  if (sawFor) scan.generator = forClauses(argList);
  return scan;
}

/** The loop targets and the first iterable of a comprehension (`[x for x in y if x]`) or generator argument. */
export function forClauses(node: SyntaxNode): ForClauses {
  const targets: SyntaxNode[] = [];
  let clause = 0;
  let mode: 'element' | 'target' | 'iterable' | 'condition' = 'element';
  let iterableFrom = -1;
  let iterableTo = -1;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === 'for') {
      clause++;
      mode = 'target';
    } else if (mode === 'target') {
      if (name === 'in') mode = 'iterable';
      else targets.push(child);
    } else if (mode === 'iterable') {
      if (name === 'if' || name === ')' || name === ']' || name === '}') mode = 'condition';
      else if (clause === 1) {
        if (iterableFrom < 0) iterableFrom = child.from;
        iterableTo = child.to;
      }
    }
  }
  return { targets, firstIterable: iterableFrom < 0 ? null : { from: iterableFrom, to: iterableTo } };
}
