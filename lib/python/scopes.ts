// Names as Python scopes them: which scope a read belongs to, the bindings statements mark ahead of the walk,
// and what each VariableName the walk reaches is (a read, a binding, a keyword). Every name lands twice: in the
// scoped facts (bindings, reads), and in the checklist's order-blind `defined` / `used` lists, which keep
// their old reading of every construct.
import type { SyntaxNode, SyntaxNodeRef } from '@lezer/common';
import type { BindingKind, ReadContext, ScopeKind } from './walkFacts';
import { proseRuns } from '../analysis/lineKinds';
import { lastAtOrBefore } from './source';
import { type NameMark, originalOffset, type WalkState } from './walkState';

/** The innermost open scope whose region holds `at`. */
export function scopeAt(walk: WalkState, at: number): number {
  const frames = walk.scopeFrames;
  for (let i = frames.length - 1; i > 0; i--) {
    const frame = frames[i];
    if (at >= frame.bodyFrom && !(at >= frame.holeFrom && at < frame.holeTo)) return frame.index;
  }
  return 0;
}

/** Where a walrus binds: the nearest scope that is not a comprehension (PEP 572). */
export function walrusScopeAt(walk: WalkState, at: number): number {
  let scope = scopeAt(walk, at);
  const scopes = walk.names.scopes;
  while (scopes[scope].kind === 'comprehension' && scopes[scope].parent !== null) scope = scopes[scope].parent!;
  return scope;
}

/** Opens a scope for a def, class, lambda or comprehension; `closeScope` at the node's leave. */
export function openScope(
  walk: WalkState,
  kind: ScopeKind,
  node: { from: number; to: number },
  name: string | null,
  bodyFrom: number,
  hole: { from: number; to: number } | null = null,
): number {
  const index = walk.names.scopes.length;
  walk.names.scopes.push({
    kind,
    parent: scopeAt(walk, node.from),
    start: originalOffset(walk, node.from),
    end: originalOffset(walk, node.to),
    name,
  });
  walk.scopeFrames.push({ index, bodyFrom, holeFrom: hole?.from ?? -1, holeTo: hole?.to ?? -1 });
  return index;
}

export function closeScope(walk: WalkState): void {
  if (walk.scopeFrames.length > 1) walk.scopeFrames.pop();
}

/** Marks a VariableName ahead of the walk: a binding, or a name that is no read. */
export function mark(walk: WalkState, at: number, mark: NameMark): void {
  walk.marks.set(at, mark);
}

export function bindingMark(
  kind: BindingKind,
  scope: number,
  effective: number,
  legacy: NameMark['legacy'] = 'defined',
  constructedBy: string | null = null,
): NameMark {
  return { binding: kind, scope, effective, constructedBy, read: null, legacy };
}

/** A name that neither binds nor reads (a keyword name, a decorator's dotted part); `legacy` says what the old lists made of it. */
export function noNameMark(legacy: NameMark['legacy']): NameMark {
  return { binding: null, scope: 0, effective: 0, constructedBy: null, read: null, legacy };
}

const STOP_TARGETS = new Set([
  'Comment',
  '⚠',
  'String',
  'FormatString',
  'Ellipsis',
  'MemberExpression',
  'CallExpression',
  'ArgList',
  'AssignStatement',
  'UpdateStatement',
  'ForStatement',
  'WithStatement',
  'TryStatement',
  'FunctionDefinition',
  'ParamList',
  'ClassDefinition',
  'Decorator',
  'ImportStatement',
  'ScopeStatement',
  'NamedExpression',
  'PrintStatement',
  'ExpressionStatement',
  'CapturePattern',
  'ArrayComprehensionExpression',
  'ComprehensionExpression',
  'SetComprehensionExpression',
  'DictionaryComprehensionExpression',
]);

/** Nodes a target may nest its names in: `a, b`, `(a, [b, *c])`. */
const TARGET_CONTAINERS = new Set(['TupleExpression', 'ArrayExpression', 'ParenthesizedExpression']);

/**
 * Marks the names a target binds: `x`, `a, b`, `(a, [b, *c])`. Attribute and subscript targets (`self.a`,
 * `x[i]`) bind nothing and are read as they are walked; so are calls and other nodes with a reading of their own.
 * A name inside any other expression (`build-backend = …`, TOML pasted as code) is no target: it is read.
 */
export function markTargets(walk: WalkState, target: SyntaxNode, how: NameMark): void {
  if (target.name === 'VariableName') {
    mark(walk, target.from, how); // nearly every target
    return;
  }
  const notBound: NameMark = { ...how, binding: null, constructedBy: null, read: 'value' };
  const stack: Array<[SyntaxNode, boolean]> = [[target, true]];
  while (stack.length) {
    const [node, valid] = stack.pop()!;
    if (node.name === 'VariableName') mark(walk, node.from, valid ? how : notBound);
    else if (!STOP_TARGETS.has(node.name)) {
      const inside = valid && TARGET_CONTAINERS.has(node.name);
      for (let child = node.lastChild; child; child = child.prevSibling) stack.push([child, inside]);
    }
  }
}

/** Enter handler for VariableName: applies its mark, or records a read. */
export function variableName(ref: SyntaxNodeRef, walk: WalkState): undefined {
  const from = ref.from;
  const to = ref.to;
  const name = walk.src.slice(from, to);
  const how = walk.marks.size ? walk.marks.get(from) : undefined; // each position is reached once: no need to delete
  if (how === undefined) {
    const annotation = walk.annotations.length ? walk.annotations[walk.annotations.length - 1] : null;
    read(walk, name, from, annotation ?? (walk.deleting ? 'deleted' : 'value'));
    legacyUse(walk, name, from, to);
    return;
  }
  if (how.binding) {
    const start = originalOffset(walk, from);
    walk.names.bindings.push({
      name,
      kind: how.binding,
      scope: how.scope,
      start,
      end: start + name.length,
      effective: originalOffset(walk, how.effective),
      constructedBy: how.constructedBy,
    });
  }
  if (how.read) read(walk, name, from, how.read);
  if (how.legacy === 'defined') walk.defined.add(name);
  else if (how.legacy === 'used') legacyUse(walk, name, from, to);
}

function read(walk: WalkState, name: string, from: number, context: ReadContext): void {
  const start = originalOffset(walk, from);
  walk.names.reads.push({
    start,
    end: start + name.length,
    text: name,
    name,
    scope: scopeAt(walk, from),
    context,
    recovered: walk.inError > 0,
  });
}

/** The checklist's `used`: not inside error recovery, not a word of prose. */
function legacyUse(walk: WalkState, name: string, from: number, to: number): void {
  if (walk.inError || inProse(walk, from, to)) return;
  const start = originalOffset(walk, from);
  walk.used.push({ start, end: start + name.length, text: name, name });
}

/** Is the name one of a run of words side by side (`f(a) <--- error here`), English, not Python? */
function inProse(walk: WalkState, from: number, to: number): boolean {
  if (!blankNeighbour(walk.src, from, to)) return false; // most names: no word beside them, no run to be in
  const line = lineOf(walk, from);
  let runs = walk.proseByLine.get(line);
  if (!runs) {
    const starts = walk.lineStarts;
    const end = line + 1 < starts.length ? starts[line + 1] - 1 : walk.src.length;
    runs = proseRuns(walk.src, starts[line], end);
    walk.proseByLine.set(line, runs);
  }
  const found = runs;
  const run = found[lastAtOrBefore(found.length, (i) => found[i][0], from)];
  return run !== undefined && run[0] <= from && to <= run[1];
}

/**
 * Does the word holding [from, to) (names and dots, as proseRuns reads words) have a word, or before it a closing
 * bracket, beside it with only blanks between? Without one it is in no run of proseRuns (lineKinds.ts).
 */
function blankNeighbour(src: string, from: number, to: number): boolean {
  let start = from;
  while (start > 0 && isWordCode(src.charCodeAt(start - 1))) start--;
  let before = start;
  while (before > 0 && isBlank(src.charCodeAt(before - 1))) before--;
  if (before < start && before > 0) {
    const code = src.charCodeAt(before - 1);
    if (isWordCode(code) || code === 41 || code === 93 || code === 125) return true;
  }
  let end = to;
  while (end < src.length && isWordCode(src.charCodeAt(end))) end++;
  let after = end;
  while (after < src.length && isBlank(src.charCodeAt(after))) after++;
  return after > end && after < src.length && isWordCode(src.charCodeAt(after));
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Letters, digits, `_`, `.` and anything past ASCII: a word character to proseRuns. */
function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 46 || code >= 0x80
  );
}

/** Index of the source line holding `offset` (line starts computed once, on the first question). */
function lineOf(walk: WalkState, offset: number): number {
  const starts = walk.lineStarts;
  if (!starts.length) {
    starts.push(0);
    for (let i = walk.src.indexOf('\n'); i >= 0; i = walk.src.indexOf('\n', i + 1)) starts.push(i + 1);
  }
  return lastAtOrBefore(starts.length, (i) => starts[i], offset);
}
