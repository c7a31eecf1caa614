// Small readers over @lezer/python syntax nodes: dotted names, literals, call arguments.
// They look at a node and its direct children only, so using them inside the tree walk stays cheap.
import type { SyntaxNode, Tree } from '@lezer/common';
import type { ArgumentValue } from './walkFacts';

export interface CallArgument {
  /** Keyword name, or null for a positional argument. */
  keyword: string | null;
  /** `*args` / `**kwargs` spread. */
  spread: boolean;
  /** The argument's value node. */
  value: SyntaxNode;
  /** Start of the whole argument, keyword included. */
  from: number;
}

/** `torch.nn.Linear` for a VariableName / MemberExpression chain of names; null when the chain holds calls or subscripts. */
export function dottedName(node: SyntaxNode, src: string): string | null {
  // A loop, not recursion: a pasted `a.b.c.…` chain can be thousands of names deep.
  const properties: SyntaxNode[] = [];
  let head: SyntaxNode = node;
  let length = 0;
  while (head.name === 'MemberExpression') {
    const object = head.firstChild;
    const property = head.lastChild;
    if (!object || !property || property.name !== 'PropertyName') return null;
    properties.push(property);
    length += property.to - property.from + 1;
    head = object;
  }
  if (head.name !== 'VariableName') return null;
  // Written without blanks or line breaks (nearly always): the text itself, one flat string.
  if (head.to - head.from + length === node.to - node.from) return src.slice(node.from, node.to);
  let name = src.slice(head.from, head.to);
  for (let i = properties.length - 1; i >= 0; i--) name += `.${src.slice(properties[i].from, properties[i].to)}`;
  return name;
}

/** A callee read once: its last name (`fit`), the object a method is called on (`model`), its dotted name (`model.fit`). */
export interface Callee {
  method: string | null;
  object: SyntaxNode | null;
  written: string | null;
}

/** lastName, memberObject and dottedName of a callee in one look at it (every call in a block has one). */
export function readCallee(node: SyntaxNode, src: string): Callee {
  if (node.name === 'VariableName') {
    const name = src.slice(node.from, node.to);
    return { method: name, object: null, written: name };
  }
  if (node.name !== 'MemberExpression') return { method: null, object: null, written: null };
  const property = node.lastChild;
  if (property?.name !== 'PropertyName') return { method: null, object: null, written: null };
  const object = node.firstChild;
  const method = src.slice(property.from, property.to);
  // dottedName(node), reusing the first link of the chain; the text itself when written without blanks.
  const head = object ? dottedName(object, src) : null;
  let written: string | null = null;
  if (head !== null)
    written = head.length + 1 + method.length === node.to - node.from ? src.slice(node.from, node.to) : `${head}.${method}`;
  return { method, object, written };
}

/** The last name of a callee: `fit` in `model.fit`, `x` in `x`; null for other shapes. */
export function lastName(node: SyntaxNode, src: string): string | null {
  if (node.name === 'VariableName') return src.slice(node.from, node.to);
  if (node.name === 'MemberExpression') {
    const property = node.lastChild;
    if (property?.name === 'PropertyName') return src.slice(property.from, property.to);
  }
  return null;
}

/** The object a method is called on (`model` in `model.fit`), or null for a bare function. */
export function memberObject(node: SyntaxNode): SyntaxNode | null {
  return node.name === 'MemberExpression' && node.lastChild?.name === 'PropertyName' ? node.firstChild : null;
}

/** The arguments of an ArgList with their keyword names. */
export function readArguments(argList: SyntaxNode | null, src: string): CallArgument[] {
  const args: CallArgument[] = [];
  if (argList?.name !== 'ArgList') return args;
  let keyword: string | null = null;
  let spread = false;
  let from = -1;
  for (let child = argList.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === '(' || name === ')' || name === ',' || name === 'AssignOp') continue;
    if (from < 0) from = child.from;
    if (name === '*' || name === '**') {
      spread = true;
      continue;
    }
    if (name === 'VariableName' && child.nextSibling?.name === 'AssignOp') {
      keyword = src.slice(child.from, child.to);
      continue;
    }
    if (name === 'for' || name === 'in' || name === 'if') break; // generator argument: not a plain value
    args.push({ keyword, spread, value: child, from });
    keyword = null;
    spread = false;
    from = -1;
  }
  return args;
}

export function positional(args: CallArgument[], index: number): SyntaxNode | null {
  let seen = 0;
  for (const arg of args) {
    if (arg.keyword !== null || arg.spread) continue;
    if (seen++ === index) return arg.value;
  }
  return null;
}

export function keywordArg(args: CallArgument[], ...names: string[]): SyntaxNode | null {
  for (const arg of args) if (arg.keyword !== null && names.includes(arg.keyword)) return arg.value;
  return null;
}

export function positionalCount(args: CallArgument[]): number {
  return args.filter((a) => a.keyword === null && !a.spread).length;
}

/** The content of a plain string literal (escapes of backslashes undone), or null. */
export function stringValue(node: SyntaxNode | null, src: string): string | null {
  if (!node) return null;
  if (node.name === 'ContinuedString') {
    let joined = '';
    for (let child = node.firstChild; child; child = child.nextSibling) {
      const part = stringValue(child, src);
      if (part === null) return null;
      joined += part;
    }
    return joined;
  }
  if (node.name !== 'String' && node.name !== 'FormatString') return null;
  return stringContent(src.slice(node.from, node.to));
}

export function stringContent(literal: string): string {
  const quoteAt = literal.search(/['"]/);
  if (quoteAt < 0) return literal;
  const prefix = literal.slice(0, quoteAt).toLowerCase();
  const triple = literal.startsWith(literal[quoteAt].repeat(3), quoteAt);
  const q = triple ? 3 : 1;
  const inner = literal.slice(quoteAt + q, literal.length >= quoteAt + 2 * q ? literal.length - q : literal.length);
  return prefix.includes('r') ? inner : inner.replace(/\\\\/g, '\\');
}

export function intValue(node: SyntaxNode | null, src: string): number | null {
  if (node?.name !== 'Number') return null;
  const text = src.slice(node.from, node.to).replace(/_/g, '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Elements of a tuple / list / parenthesised expression (skips punctuation). */
export function elements(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name !== '(' && name !== ')' && name !== '[' && name !== ']' && name !== ',') out.push(child);
  }
  return out;
}

/** `(8, 3, 32)` / `[8, 3]` / `(8)` / `8` as integers, or null when any element is not an int literal. */
export function intList(node: SyntaxNode | null, src: string): number[] | null {
  if (!node) return null;
  const single = intValue(node, src);
  if (single !== null) return [single];
  if (node.name !== 'TupleExpression' && node.name !== 'ArrayExpression' && node.name !== 'ParenthesizedExpression') {
    return null;
  }
  const dims: number[] = [];
  for (const element of elements(node)) {
    const value = intValue(element, src);
    if (value === null) return null;
    dims.push(value);
  }
  return dims;
}

const SCALAR_LITERALS = new Set(['Number', 'Boolean', 'None', 'String', 'UnaryExpression']);

/** Shape of a nested list literal: `[[1, 2], [3, 4]]` -> [2, 2]; `5` -> []; null when ragged or not literal. */
export function nestedListShape(node: SyntaxNode | null, depth = 0): number[] | null {
  if (!node || depth > 16) return null;
  if (SCALAR_LITERALS.has(node.name)) return [];
  if (node.name !== 'ArrayExpression' && node.name !== 'TupleExpression') return null;
  const items = elements(node);
  if (!items.length) return [0];
  let inner: number[] | null = null;
  for (const item of items) {
    const shape = nestedListShape(item, depth + 1);
    if (!shape) return null;
    if (inner && (inner.length !== shape.length || inner.some((d, i) => d !== shape[i]))) return null;
    inner = shape;
  }
  return [items.length, ...(inner ?? [])];
}

const LITERAL_VALUE = new Set(['Number', 'String', 'Boolean', 'None', 'ContinuedString']);

/** Source text of a value worth quoting as a hyperparameter: a literal, simple arithmetic on literals, or a short call. */
export function valueText(node: SyntaxNode | null, src: string): string | null {
  if (!node) return null;
  const text = src.slice(node.from, node.to);
  if (LITERAL_VALUE.has(node.name)) return text.length <= 120 ? text : null;
  if (node.name === 'UnaryExpression' || node.name === 'BinaryExpression' || node.name === 'ParenthesizedExpression') {
    return /^[\d\s.eE+\-*/()_]+$/.test(text) ? text : null;
  }
  if (node.name === 'CallExpression') return text.length <= 80 && !text.includes('\n') ? text : null;
  return null;
}

/** An argument's value as the tree gives it: an integer (`784`, `28 * 28`, `64 + 64`), a boolean, a name, or something else. */
export function argumentValue(node: SyntaxNode, src: string): ArgumentValue {
  const int = intArithmetic(node, src, 0);
  if (int !== null) return { kind: 'int', value: int };
  if (node.name === 'Boolean') return { kind: 'bool', value: src.slice(node.from, node.to) === 'True' };
  if (node.name === 'VariableName') return { kind: 'name', name: src.slice(node.from, node.to) };
  return { kind: 'other' };
}

/** Integer literals joined by `*` and `+` (in parentheses too), evaluated; null for anything else. */
function intArithmetic(node: SyntaxNode, src: string, depth: number): number | null {
  if (node.name === 'Number') return intValue(node, src);
  if (depth > 32) return null;
  if (node.name === 'ParenthesizedExpression') {
    const inner = elements(node);
    return inner.length === 1 ? intArithmetic(inner[0], src, depth + 1) : null;
  }
  if (node.name !== 'BinaryExpression') return null;
  const left = node.firstChild;
  const op = left?.nextSibling;
  const right = op?.nextSibling;
  if (!left || !op || !right || right.nextSibling || op.name !== 'ArithOp') return null;
  const operator = src.slice(op.from, op.to);
  if (operator !== '*' && operator !== '+') return null;
  const a = intArithmetic(left, src, depth + 1);
  const b = a === null ? null : intArithmetic(right, src, depth + 1);
  if (a === null || b === null) return null;
  return operator === '*' ? a * b : a + b;
}

/** A call and its callee as written (`Image.open`, `datasets.ImageFolder`). */
export interface NamedCall {
  call: SyntaxNode;
  written: string;
}

/** The calls of `tree` whose callee is a dotted name `wanted` accepts, in source order. */
export function callsNamed(tree: Tree, src: string, wanted: (written: string) => boolean): NamedCall[] {
  const found: NamedCall[] = [];
  tree.iterate({
    enter: (ref) => {
      if (ref.name !== 'CallExpression') return;
      const callee = ref.node.firstChild;
      const written = callee ? dottedName(callee, src) : null;
      if (written && wanted(written)) found.push({ call: ref.node, written });
    },
  });
  return found;
}
