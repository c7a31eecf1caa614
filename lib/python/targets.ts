// Statements that bind names: assignments (and what an assigned value says: `lr = 0.01`, `data_dir = 'x/y'`),
// `x += …`, for loops (and `for epoch in range(10)`), with/except `as`, walrus, global/nonlocal, del, match
// patterns. Each handler marks its target names before the walk reaches them (scopes.ts).
import type { SyntaxNode } from '@lezer/common';
import { assignedPathFacts } from './calls/dataLoads';
import { assignmentFacts } from './calls/hyperparameterArguments';
import { epochLoopFacts } from './calls/training';
import { collectFacts } from './callFacts';
import { dottedName } from './nodes';
import { bindingMark, mark, markTargets, noNameMark, scopeAt, walrusScopeAt } from './scopes';
import { childOf, type Handler, originalOffset, type WalkState } from './walkState';

export const assignStatement: Handler = (ref, walk) => {
  const node = ref.node;
  const children: SyntaxNode[] = [];
  let operators = 0;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    children.push(child);
    if (child.name === 'AssignOp') operators++;
  }
  let seen = 0;
  let target: string | null = null;
  let first: SyntaxNode | null = null;
  let value: SyntaxNode | null = null;
  let targets = 0;
  const marked: SyntaxNode[] = [];
  const valueStarts: number[] = [];
  for (const child of children) {
    const name = child.name;
    if (name === 'AssignOp') {
      seen++;
      continue;
    }
    if (seen < operators || operators === 0) {
      if (name === ',' || name === '*') targets++;
      else if (name !== 'TypeDef') {
        if (targets++ === 0) {
          target = dottedName(child, walk.src);
          first = child;
        }
        if (name !== 'MemberExpression') marked.push(child); // `self.fc = …` binds no name: it reads `self`
      }
      continue;
    }
    const single = targets === 1 && target !== null;
    if (!value) {
      value = child;
      if (single) {
        collectFacts(walk, assignmentFacts(target!, child, node.from, walk.src));
        collectFacts(walk, assignedPathFacts(target!, child));
      }
    }
    if (single) valueStarts.push(child.from);
  }
  const scope = scopeAt(walk, node.from);
  const constructedBy = targets === 1 && first?.name === 'VariableName' && value ? constructorName(value, walk.src) : null;
  for (const part of marked) {
    // A declaration without a value (`x: int`) binds nothing; the checklist's `defined` always counted it.
    const how = bindingMark(
      operators === 0 ? 'annotation' : 'assignment',
      scope,
      node.to,
      'defined',
      part === first ? constructedBy : null,
    );
    markTargets(walk, part, how);
  }
  walk.assignments.push(valueStarts.length ? { target: target ?? '', valueStarts } : NO_TARGET);
  return undefined;
};

const NO_TARGET = { target: '', valueStarts: [] };

export const leaveAssignStatement: Handler = (_ref, walk) => {
  walk.assignments.pop();
  return undefined;
};

/** `Net` in `Net(…)`, `Net(…).to(device)`, `Net()[0]`: the plain name called at the head of a value. */
function constructorName(value: SyntaxNode, src: string): string | null {
  for (let node: SyntaxNode | null = value; node && node.from === value.from; node = node.firstChild) {
    if (node.name === 'CallExpression') {
      const callee = node.firstChild;
      if (callee?.name === 'VariableName') return src.slice(callee.from, callee.to);
    }
  }
  return null;
}

/** `x += 1` reads x and binds it again; `self.n += 1` reads `self`. */
export const updateStatement: Handler = (ref, walk) => {
  const node = ref.node;
  const first = node.firstChild;
  if (first?.name === 'VariableName') {
    mark(walk, first.from, { ...bindingMark('augmented', scopeAt(walk, node.from), node.to), read: 'augmented' });
  }
  return undefined;
};

export const forStatement: Handler = (ref, walk) => {
  const node = ref.node;
  let mode: 'head' | 'target' | 'iter' = 'head';
  const targets: string[] = [];
  const marked: SyntaxNode[] = [];
  let iterable: SyntaxNode | null = null;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === 'for') mode = 'target';
    else if (name === 'in' && mode === 'target') mode = 'iter';
    else if (mode === 'target') {
      if (name === 'VariableName') targets.push(walk.src.slice(child.from, child.to));
      marked.push(child);
    } else {
      if (mode === 'iter' && !iterable && name !== ',' && name !== 'Body') iterable = child;
      if (name === 'Body' && bodyFrom === node.to) bodyFrom = child.from;
    }
  }
  const how = bindingMark('for', scopeAt(walk, node.from), bodyFrom);
  for (const part of marked) markTargets(walk, part, how);
  walk.loops.push({ from: node.from, targets, iterable });
  return undefined;
};

export const leaveForStatement: Handler = (_ref, walk) => {
  walk.loops.pop();
  return undefined;
};

/** A loop's body (and its `else` body): `for epoch in range(10):` trains, and states the number of epochs. */
export function loopBody(walk: WalkState, bodyFrom: number): void {
  const loop = walk.loops[walk.loops.length - 1];
  if (loop) collectFacts(walk, epochLoopFacts(loop.from, bodyFrom, loop.targets, loop.iterable, walk.src));
}

/** with … as x / except E as e (or Python 2 `except E, e`). */
export const asTargets: Handler = (ref, walk) => {
  let bindNext = false;
  let inExcept = false;
  const scope = scopeAt(walk, ref.from);
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === 'as' || (name === ',' && inExcept)) bindNext = true;
    else if (name === 'except') inExcept = true;
    else {
      if (bindNext && name === 'VariableName') mark(walk, child.from, bindingMark(inExcept ? 'except' : 'with', scope, child.to));
      // `with x as (a, b)` binds a and b; the checklist's lists always read them as uses.
      else if (bindNext) markTargets(walk, child, bindingMark('with', scope, child.to, 'used'));
      if (name === 'Body') inExcept = false;
      bindNext = false;
    }
  }
  return undefined;
};

export const namedExpression: Handler = (ref, walk) => {
  const first = ref.node.firstChild;
  if (first?.name === 'VariableName') mark(walk, first.from, bindingMark('walrus', walrusScopeAt(walk, ref.from), ref.to));
  return undefined;
};

/** `global g` / `nonlocal n`: declarations, not bindings (the checklist's `defined` always listed them). */
export const scopeStatement: Handler = (ref, walk) => {
  const node = ref.node;
  const keyword = node.firstChild;
  const kind = keyword?.name === 'nonlocal' ? 'nonlocal' : 'global';
  const names: string[] = [];
  for (let child = keyword?.nextSibling ?? null; child; child = child.nextSibling) {
    if (child.name === 'VariableName') names.push(walk.src.slice(child.from, child.to));
    markTargets(walk, child, noNameMark('defined'));
  }
  walk.names.declarations.push({
    kind,
    names,
    scope: scopeAt(walk, node.from),
    start: originalOffset(walk, node.from),
    end: originalOffset(walk, node.to),
  });
  return undefined;
};

/** `case [x, y]:` binds x and y. */
export const capturePattern: Handler = (ref, walk) => {
  const how = bindingMark('match', scopeAt(walk, ref.from), ref.to);
  for (let child = ref.node.firstChild; child; child = child.nextSibling) markTargets(walk, child, how);
  return undefined;
};

/** `case Point() as p:` binds p; the checklist's lists always read it as a use. */
export const asPattern: Handler = (ref, walk) => {
  let afterAs = false;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    if (child.name === 'as') afterAs = true;
    else if (afterAs && child.name === 'VariableName')
      mark(walk, child.from, bindingMark('match', scopeAt(walk, ref.from), ref.to, 'used'));
  }
  return undefined;
};

/** `case Point(x=0):` — `x` is an attribute name, no read (the checklist's lists always read it as a use). */
export const keywordPattern: Handler = (ref, walk) => {
  const first = ref.node.firstChild;
  if (first?.name === 'VariableName') mark(walk, first.from, noNameMark('used'));
  return undefined;
};

export const enterDelete: Handler = (_ref, walk) => {
  walk.deleting++;
  return undefined;
};

export const leaveDelete: Handler = (_ref, walk) => {
  walk.deleting--;
  return undefined;
};

/** `x: T` annotates a variable; in a ParamList or after `->` it annotates a def's signature. */
export const enterTypeDef: Handler = (_ref, walk) => {
  walk.annotations.push(childOf(walk, 'AssignStatement') ? 'annotation' : 'signature');
  return undefined;
};

export const leaveTypeDef: Handler = (_ref, walk) => {
  walk.annotations.pop();
  return undefined;
};
