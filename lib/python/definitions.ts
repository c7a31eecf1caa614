// Definitions and the scopes they open: def, lambda, class (and whether the class is a model), comprehensions
// and generator arguments, with the names they bind (parameters, loop targets) and the names in argument lists
// that are keywords, not reads.
import type { SyntaxNode } from '@lezer/common';
import { type ArgListScan, scanArgList } from './argLists';
import { KERAS_MODEL_BASES, TORCH_MODEL_BASES } from './calls/modelNames';
import type { ModelKind } from './walkFacts';
import { canonicalName } from './imports';
import { dottedName } from './nodes';
import { forClauses } from './argLists';
import { bindingMark, closeScope, mark, markTargets, noNameMark, openScope, scopeAt, walrusScopeAt } from './scopes';
import { loopBody } from './targets';
import { assignmentFacts } from './calls/hyperparameterArguments';
import { collectFacts } from './callFacts';
import { childOf, type Handler, type WalkState } from './walkState';

export const functionDefinition: Handler = (ref, walk) => {
  const node = ref.node;
  const { name, bodyFrom } = definitionHead(node, walk, 'function');
  // Defaults and annotations come before the body: the enclosing scope evaluates them.
  openScope(walk, 'function', node, name, bodyFrom);
  return undefined;
};

/** A def's or class's name (bound in the enclosing scope) and where its body starts. */
function definitionHead(node: SyntaxNode, walk: WalkState, kind: 'function' | 'class'): { name: string | null; bodyFrom: number } {
  let name: string | null = null;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === 'VariableName' && name === null) {
      name = walk.src.slice(child.from, child.to);
      mark(walk, child.from, bindingMark(kind, scopeAt(walk, node.from), node.to));
    } else if (child.name === 'Body' && bodyFrom === node.to) bodyFrom = child.from;
  }
  return { name, bodyFrom };
}

export const lambdaExpression: Handler = (ref, walk) => {
  const node = ref.node;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === ':') {
      bodyFrom = child.to;
      break;
    }
  }
  openScope(walk, 'lambda', node, null, bodyFrom);
  return undefined;
};

export const leaveScope: Handler = (_ref, walk) => {
  closeScope(walk);
  return undefined;
};

/** Parameters of def and lambda bind names in the new scope; their defaults and annotations are read in the enclosing one. */
export const paramList: Handler = (ref, walk) => {
  const scope = walk.scopeFrames[walk.scopeFrames.length - 1].index;
  let expectName = true;
  let parameter: SyntaxNode | null = null;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === ',') expectName = true;
    else if (name === 'AssignOp') {
      expectName = false;
      // `def train(…, batch_size=50, lr=1e-3)`: a default is the value the code runs with (the
      // hyperparameter ask never names a setting the code gives).
      const value = child.nextSibling;
      if (parameter && value)
        collectFacts(walk, assignmentFacts(walk.src.slice(parameter.from, parameter.to), value, parameter.from, walk.src));
      parameter = null;
    } else if (name === 'VariableName' && expectName) {
      mark(walk, child.from, bindingMark('parameter', scope, ref.from));
      parameter = child;
      expectName = false;
    }
  }
  return undefined;
};

export const classDefinition: Handler = (ref, walk) => {
  const node = ref.node;
  const { name, bodyFrom } = definitionHead(node, walk, 'class');
  walk.classFrames.push({ from: node.from, to: node.to, name, bases: [], keywords: [], modelKind: null });
  openScope(walk, 'class', node, name, bodyFrom);
  return undefined;
};

export const leaveClassDefinition: Handler = (_ref, walk) => {
  closeScope(walk);
  walk.classFrames.pop();
  return undefined;
};

/** The class's bases, canonical, and the kind of model they make it (the block's own model classes count). */
function classBases(walk: WalkState, scan: ArgListScan): void {
  const frame = walk.classFrames[walk.classFrames.length - 1];
  if (!frame) return;
  frame.bases = [];
  frame.keywords = [];
  for (const arg of scan.args) {
    if (arg.keyword !== null) {
      frame.keywords.push(arg.keyword);
      continue;
    }
    const written = dottedName(arg.value, walk.src);
    if (written) frame.bases.push({ written, canonical: canonicalName(walk, written) });
  }
  frame.modelKind = modelKindOfBases(
    walk,
    frame.bases.map((b) => b.canonical),
  );
}

function modelKindOfBases(walk: WalkState, bases: string[]): ModelKind | null {
  for (const base of bases) {
    const local = walk.modelClasses.get(base);
    if (local) return local;
    const last = base.slice(base.lastIndexOf('.') + 1);
    const isTensorflow = /^(tensorflow|keras|tf)\b/.test(base) || base.includes('keras');
    if (TORCH_MODEL_BASES.has(last)) return isTensorflow ? 'keras.Model' : 'nn.Module';
    if (KERAS_MODEL_BASES.has(last)) return /torch/.test(base) ? 'nn.Module' : 'keras.Model';
    if (last === 'Sequential') return isTensorflow ? 'keras.Model' : 'nn.Module';
  }
  return null;
}

/** A class body runs with the class's model kind known; a loop's body after its targets are bound. */
export const body: Handler = (ref, walk) => {
  if (childOf(walk, 'ForStatement')) loopBody(walk, ref.from);
  else if (childOf(walk, 'ClassDefinition')) {
    const frame = walk.classFrames[walk.classFrames.length - 1];
    if (frame.name) {
      walk.classes.push({
        name: frame.name,
        bases: frame.bases.map((b) => b.canonical),
        writtenBases: frame.bases,
        keywords: frame.keywords,
        scope: scopeAt(walk, frame.from),
        from: frame.from,
        headerTo: ref.from,
        to: frame.to,
        bodyFrom: ref.from,
        bodyTo: ref.to,
      });
      if (frame.modelKind) walk.modelClasses.set(frame.name, frame.modelKind);
    }
    if (frame.modelKind) walk.modelClassDepth++;
  }
  return undefined;
};

export const leaveBody: Handler = (_ref, walk) => {
  if (childOf(walk, 'ClassDefinition') && walk.classFrames[walk.classFrames.length - 1].modelKind) walk.modelClassDepth--;
  return undefined;
};

/** `@torch.jit.export`: lezer gives every dotted part as a VariableName; only the first is read. */
export const decorator: Handler = (ref, walk) => {
  let first = true;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    if (child.name !== 'VariableName') continue;
    if (!first) mark(walk, child.from, noNameMark('none'));
    first = false;
  }
  return undefined;
};

/** `[x for x in y]`: the loop targets are the comprehension's own; its first iterable is read outside it. */
export const comprehension: Handler = (ref, walk) => {
  const node = ref.node;
  const clauses = forClauses(node);
  const scope = openScope(walk, 'comprehension', node, null, node.from, clauses.firstIterable);
  const how = bindingMark('comprehension', scope, node.from);
  for (const target of clauses.targets) markTargets(walk, target, how);
  return undefined;
};

/** Keyword names are not reads; `x := …` binds; a generator argument opens a comprehension scope. */
export const argList: Handler = (ref, walk) => {
  walk.savedSubscripts.push(walk.subscript);
  walk.subscript = 0;
  const scan = walk.argScan?.from === ref.from ? walk.argScan : scanArgList(ref.node, walk.src);
  walk.argScan = null;
  if (childOf(walk, 'ClassDefinition')) classBases(walk, scan);
  for (const at of scan.keywordNames) mark(walk, at, noNameMark('none'));
  for (const named of scan.walrus) mark(walk, named.from, bindingMark('walrus', walrusScopeAt(walk, named.from), named.valueEnd));
  const generator = scan.generator;
  walk.argListScopes.push(generator !== null);
  if (generator) {
    const scope = openScope(walk, 'comprehension', ref, null, ref.from, generator.firstIterable);
    const how = bindingMark('comprehension', scope, ref.from);
    for (const target of generator.targets) markTargets(walk, target, how);
  }
  return undefined;
};

export const leaveArgList: Handler = (_ref, walk) => {
  walk.subscript = walk.savedSubscripts.pop() ?? 0;
  if (walk.argListScopes.pop()) closeScope(walk);
  return undefined;
};
