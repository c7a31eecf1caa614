// What the question's own code says about running its own model (docs/skeleton.md, "Names", 4, "Run
// the question's own model"): the module-level classes and functions a code piece defines with
// their parameters, the integer constants it sets, the losses it builds, the loops a function runs over one of
// its parameters and the functions the code calls. Read from the @lezer/python tree of each piece, so a word in
// a comment or a string is no definition, call or loss. The tree is the one the walk of the piece kept, when kept.
import type { SyntaxNode } from '@lezer/common';
import { parsePython } from '../python/slicedParse';

export interface Parameter {
  name: string;
  /** `k=3`: a literal default the call may leave out. */
  hasDefault: boolean;
  /** `*args` / `**kwargs`. */
  variadic: boolean;
}

export interface Definition {
  name: string;
  /** 0-based line of the statement's last line in its piece: lines written after it run once it is defined. */
  lastLine: number;
  /** A function's parameters; a class's are its `__init__`'s without `self`. */
  params: Parameter[];
  /** A class's bases as written (`nn.Module`). */
  bases: string[];
  /** A function's body: the loops over a parameter and the calls whose first argument is `….squeeze()`. */
  loops: Array<{ over: string; targets: string[] }>;
  squeezesFirstArgument: boolean;
}

export interface PieceDefinitions {
  classes: Definition[];
  functions: Definition[];
  /** `IMG_WIDTH = IMG_HEIGHT = 224`: module-level names set to an integer literal. */
  constants: Map<string, number>;
  /** The last name of every callee the piece calls (`train`, `BCEWithLogitsLoss`), at any depth. */
  callees: Set<string>;
  /** Plain names the piece calls (`train(…)`, `AlexNet(…)`; not `model.train()`), at any depth. */
  calledNames: Set<string>;
  /** Names written in the piece's module-level statements (not inside a def or class), read or bound. */
  moduleNames: Set<string>;
}

export function readPieceDefinitions(text: string): PieceDefinitions {
  const tree = parsePython(text);
  const lineOf = lineFinder(text);
  const out: PieceDefinitions = {
    classes: [],
    functions: [],
    constants: new Map(),
    callees: new Set(),
    calledNames: new Set(),
    moduleNames: new Set(),
  };
  const top = tree.topNode;
  for (let node = top.firstChild; node; node = node.nextSibling) {
    if (node.name === 'ClassDefinition' || node.name === 'FunctionDefinition') {
      const definition = readDefinition(node, text, lineOf);
      if (definition) (node.name === 'ClassDefinition' ? out.classes : out.functions).push(definition);
      continue;
    }
    if (node.name === 'AssignStatement') readConstant(node, text, out.constants);
    if (node.name === 'DecoratedStatement') continue;
    const cursor = node.cursor();
    do if (cursor.name === 'VariableName') out.moduleNames.add(text.slice(cursor.from, cursor.to));
    while (cursor.next() && cursor.from < node.to);
  }
  tree.iterate({
    enter: (n) => {
      if (n.name !== 'CallExpression') return;
      const callee = n.node.firstChild;
      const name = callee ? lastNameOf(callee, text) : null;
      if (name) out.callees.add(name);
      if (name && callee?.name === 'VariableName') out.calledNames.add(name);
    },
  });
  return out;
}

function readDefinition(node: SyntaxNode, text: string, lineOf: (offset: number) => number): Definition | null {
  const name = node.getChild('VariableName');
  const body = node.getChild('Body');
  if (!name || !body) return null;
  const isClass = node.name === 'ClassDefinition';
  const init = isClass ? initOf(body, text) : null;
  const paramList = isClass ? init?.getChild('ParamList') : node.getChild('ParamList');
  const params = paramList ? readParams(paramList, text) : [];
  return {
    name: text.slice(name.from, name.to),
    lastLine: lineOf(lastCodeOffset(text, node.to)),
    params: isClass ? params.slice(1) : params,
    bases: isClass ? basesOf(node, text) : [],
    loops: isClass ? [] : loopsOf(body, text),
    squeezesFirstArgument: !isClass && squeezesFirstArgument(body, text),
  };
}

function initOf(body: SyntaxNode, text: string): SyntaxNode | null {
  for (const f of body.getChildren('FunctionDefinition')) {
    const n = f.getChild('VariableName');
    if (n && text.slice(n.from, n.to) === '__init__') return f;
  }
  return null;
}

function readParams(list: SyntaxNode, text: string): Parameter[] {
  const params: Parameter[] = [];
  let star = false;
  for (let c = list.firstChild; c; c = c.nextSibling) {
    if (c.name === '*' || c.name === '**') star = true;
    else if (c.name === 'VariableName') {
      params.push({ name: text.slice(c.from, c.to), hasDefault: false, variadic: star });
      star = false;
    } else if (c.name === 'AssignOp' && params.length) params[params.length - 1].hasDefault = true;
  }
  return params;
}

function basesOf(node: SyntaxNode, text: string): string[] {
  const args = node.getChild('ArgList');
  if (!args) return [];
  const bases: string[] = [];
  for (let c = args.firstChild; c; c = c.nextSibling)
    if (c.name === 'VariableName' || c.name === 'MemberExpression') bases.push(text.slice(c.from, c.to).replace(/\s+/g, ''));
  return bases;
}

/** `A = B = 224`: every target a plain name, the value an integer literal. */
function readConstant(node: SyntaxNode, text: string, constants: Map<string, number>): void {
  const children: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) children.push(c);
  const value = children[children.length - 1];
  if (value?.name !== 'Number' || !/^\d+$/.test(text.slice(value.from, value.to))) return;
  const targets = children.slice(0, -1).filter((c) => c.name !== 'AssignOp');
  if (!targets.every((t) => t.name === 'VariableName')) return;
  for (const t of targets) constants.set(text.slice(t.from, t.to), Number(text.slice(value.from, value.to)));
}

/** `for (x, y) in it:` / `for x, y in it:` / `for i, (x, y) in enumerate(it):` — the loop's names and what it iterates. */
function loopsOf(body: SyntaxNode, text: string): Array<{ over: string; targets: string[] }> {
  const loops: Array<{ over: string; targets: string[] }> = [];
  const cursor = body.cursor();
  do {
    if (cursor.name !== 'ForStatement') continue;
    const node = cursor.node;
    const parts: SyntaxNode[] = [];
    for (let c = node.firstChild; c && c.name !== 'Body'; c = c.nextSibling) parts.push(c);
    const at = parts.findIndex((p) => p.name === 'in');
    if (at < 0 || at !== parts.length - 2) continue;
    let iterated = parts[at + 1];
    let targets = parts.slice(1, at).filter((p) => p.name !== ',');
    if (iterated.name === 'CallExpression' && lastNameOf(iterated.firstChild!, text) === 'enumerate') {
      const arg = iterated.getChild('ArgList')?.getChildren('VariableName') ?? [];
      if (arg.length !== 1) continue;
      iterated = arg[0];
      targets = targets.slice(1);
    }
    if (iterated.name !== 'VariableName') continue;
    if (targets.length === 1 && targets[0].name === 'TupleExpression') targets = targets[0].getChildren('VariableName');
    if (targets.length !== 2 || !targets.every((t) => t.name === 'VariableName')) continue;
    loops.push({ over: text.slice(iterated.from, iterated.to), targets: targets.map((t) => text.slice(t.from, t.to)) });
  } while (cursor.next() && cursor.from < body.to);
  return loops;
}

/** A call in the body whose first argument is `….squeeze()`: the code compares a squeezed prediction, so targets are 1-D. */
function squeezesFirstArgument(body: SyntaxNode, text: string): boolean {
  const cursor = body.cursor();
  do {
    if (cursor.name !== 'ArgList') continue;
    const first = cursor.node.firstChild?.nextSibling;
    if (first?.name === 'CallExpression' && lastNameOf(first.firstChild!, text) === 'squeeze') return true;
  } while (cursor.next() && cursor.from < body.to);
  return false;
}

/** `nn.BCEWithLogitsLoss` -> BCEWithLogitsLoss; `train` -> train; anything else -> null. */
function lastNameOf(node: SyntaxNode, text: string): string | null {
  if (node.name === 'VariableName') return text.slice(node.from, node.to);
  if (node.name === 'MemberExpression') {
    const property = node.getChild('PropertyName');
    return property ? text.slice(property.from, property.to) : null;
  }
  return null;
}

/** The last offset of a statement that is code, not the blank lines or comments a node may end with. */
function lastCodeOffset(text: string, end: number): number {
  const lines = text.slice(0, end).split('\n');
  while (lines.length > 1 && (!lines[lines.length - 1].trim() || lines[lines.length - 1].trim().startsWith('#'))) lines.pop();
  return lines.join('\n').length - 1;
}

function lineFinder(text: string): (offset: number) => number {
  return (offset) => {
    let line = 0;
    for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
    return line;
  };
}
