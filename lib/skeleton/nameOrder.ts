// Which names a script reads where Python would raise NameError: at module level before any statement binds
// them (`model = nn.DataParallel(model)` with no model above), or inside a function when no module-level
// statement ever binds them (a name that is only another function's local). The engine's checklist facts are
// order-blind on purpose (a question's blocks may be shown in any order); a script runs top to bottom, so the
// skeleton's "expected to run" needs this stricter reading.
import { parser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';
import { PYTHON_BUILTINS } from '../python/builtins';
import { lineAtOffset, lineStartsOf } from './lineIndex';

export interface UnboundRead {
  name: string;
  /** 0-based line of the first such read. */
  line: number;
  /** "later": bound further down at module level; "never": no module-level statement binds it. */
  bound: 'later' | 'never';
}

interface Deferred {
  node: SyntaxNode;
  /** Names bound in the enclosing function scopes (a closure reads them). */
  outer: Set<string>;
}

const MODULE_EXTRAS = new Set([
  '__name__',
  '__file__',
  '__doc__',
  '__builtins__',
  '__spec__',
  '__package__',
  '__loader__',
  'exit',
  'quit',
  'display',
  'get_ipython',
]);

export function findUnboundReads(source: string): UnboundRead[] {
  const tree = parser.parse(source);
  const bound = new Set<string>();
  const reads: Array<{ name: string; at: number; bound: 'later' | 'never' }> = [];
  const deferred: Deferred[] = [];
  let starImport = false;
  const known = (name: string) =>
    bound.has(name) || PYTHON_BUILTINS.has(name) || MODULE_EXTRAS.has(name) || (starImport && /^[A-Z]/.test(name));

  const moduleScope: Scope = {
    src: source,
    read: (name, at) => {
      if (!known(name)) reads.push({ name, at, bound: 'later' });
    },
    store: (name) => bound.add(name),
    defer: (node) => deferred.push({ node, outer: new Set() }),
    star: () => (starImport = true),
  };
  // `global g` inside a function makes `g` a module-level name for every function, whichever runs first.
  tree.iterate({
    enter: (ref) => {
      if (ref.name === 'ScopeStatement' && text(ref.node.firstChild ?? ref.node, source) === 'global')
        for (const c of ref.node.getChildren('VariableName')) bound.add(text(c, source));
    },
  });
  walkStatements(tree.topNode, moduleScope);

  // Function bodies run later, when every module-level name is bound.
  for (let i = 0; i < deferred.length && i < 5000; i++) {
    const { node, outer } = deferred[i];
    const locals = new Set([...outer, ...localNames(node, source)]);
    const scope: Scope = {
      src: source,
      read: (name, at) => {
        if (!locals.has(name) && !known(name)) reads.push({ name, at, bound: 'never' });
      },
      store: (name) => locals.add(name),
      defer: (inner) => deferred.push({ node: inner, outer: new Set(locals) }),
      star: () => undefined,
    };
    const body = node.getChild('Body');
    if (node.name === 'LambdaExpression') {
      for (let c = node.firstChild; c; c = c.nextSibling)
        if (c.name !== 'ParamList' && c.name !== 'lambda' && c.name !== ':') walkExpression(c, scope);
    } else if (body) walkStatements(body, scope);
  }

  const firstRead = new Map<string, UnboundRead>();
  const starts = lineStartsOf(source);
  const lineOf = (offset: number) => lineAtOffset(starts, offset);
  for (const read of reads.sort((a, b) => a.at - b.at)) {
    if (firstRead.has(read.name)) continue;
    // A function reading a name some module-level statement binds is fine (it runs after that statement).
    if (read.bound === 'never' && bound.has(read.name)) continue;
    firstRead.set(read.name, { name: read.name, line: lineOf(read.at), bound: bound.has(read.name) ? 'later' : 'never' });
  }
  return [...firstRead.values()];
}

interface Scope {
  /** The source the nodes point into. */
  src: string;
  read: (name: string, at: number) => void;
  store: (name: string) => void;
  defer: (node: SyntaxNode) => void;
  star: () => void;
}

function walkStatements(container: SyntaxNode, scope: Scope): void {
  for (let c = container.firstChild; c; c = c.nextSibling) walkStatement(c, scope);
}

function walkStatement(node: SyntaxNode, scope: Scope): void {
  switch (node.name) {
    case 'AssignStatement': {
      const parts = childrenOf(node);
      const lastOp = parts.map((p) => p.name).lastIndexOf('AssignOp');
      // `x: int = 3` has a TypeDef; values are read before targets are bound.
      for (const part of parts.slice(lastOp + 1)) walkExpression(part, scope);
      for (const part of parts.slice(0, lastOp)) if (part.name !== 'AssignOp' && part.name !== 'TypeDef') storeTarget(part, scope);
      return;
    }
    case 'UpdateStatement': {
      const parts = childrenOf(node);
      for (const part of parts) if (part.name !== 'UpdateOp') walkExpression(part, scope);
      if (parts[0]?.name === 'VariableName') scope.store(text(parts[0], scope.src));
      return;
    }
    case 'ForStatement': {
      const parts = childrenOf(node);
      const inAt = parts.findIndex((p) => p.name === 'in');
      for (const part of parts.slice(inAt + 1)) if (part.name !== 'Body' && part.name !== ':') walkExpression(part, scope);
      for (const part of parts.slice(1, inAt)) storeTarget(part, scope);
      for (const body of node.getChildren('Body')) walkStatements(body, scope);
      return;
    }
    case 'FunctionDefinition': {
      const name = node.getChild('VariableName');
      // Default values (after `=`) are read when the function is defined.
      for (const param of node.getChild('ParamList') ? childrenOf(node.getChild('ParamList')!) : []) {
        if (param.prevSibling?.name === 'AssignOp') walkExpression(param, scope);
      }
      if (name) scope.store(text(name, scope.src));
      scope.defer(node);
      return;
    }
    case 'ClassDefinition': {
      const args = node.getChild('ArgList');
      if (args) walkExpression(args, scope);
      const name = node.getChild('VariableName');
      // A class body runs now, in its own namespace layered over the enclosing one.
      const own = new Set<string>();
      const classScope: Scope = {
        src: scope.src,
        read: (n, at) => (own.has(n) ? undefined : scope.read(n, at)),
        store: (n) => own.add(n),
        defer: scope.defer,
        star: scope.star,
      };
      const body = node.getChild('Body');
      if (body) walkStatements(body, classScope);
      if (name) scope.store(text(name, scope.src));
      return;
    }
    case 'StatementGroup': // `a = 1; b = 2`
      return walkStatements(node, scope);
    case 'DecoratedStatement':
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.name === 'Decorator') {
          // `@torch.jit.export`: lezer gives every dotted part as a VariableName; only the first is read.
          const first = c.getChild('VariableName');
          if (first) scope.read(text(first, scope.src), first.from);
          const args = c.getChild('ArgList');
          if (args) walkExpression(args, scope);
        } else walkStatement(c, scope);
      }
      return;
    case 'ImportStatement':
      return importBindings(node, scope);
    case 'WithStatement':
    case 'TryStatement':
    case 'IfStatement':
    case 'WhileStatement':
    case 'MatchStatement': {
      let afterAs = false;
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.name === 'Body') walkStatements(c, scope);
        else if (c.name === 'as') afterAs = true;
        else if (afterAs) {
          storeTarget(c, scope);
          afterAs = false;
        } else walkExpression(c, scope);
      }
      return;
    }
    case 'ScopeStatement': // global x: binds x at module level from inside a function
      for (const c of node.getChildren('VariableName')) scope.store(text(c, scope.src));
      return;
    case 'DeleteStatement':
    case 'Comment':
    case 'PassStatement':
      return;
    default:
      walkExpression(node, scope);
  }
}

function walkExpression(node: SyntaxNode, scope: Scope): void {
  switch (node.name) {
    case 'VariableName':
      return scope.read(text(node, scope.src), node.from);
    case 'MemberExpression': {
      const first = node.firstChild;
      if (first) walkExpression(first, scope);
      // Subscripts are reads: x[i]; property names are not.
      for (let c = first?.nextSibling ?? null; c; c = c.nextSibling)
        if (c.name !== 'PropertyName' && c.name !== '.') walkExpression(c, scope);
      return;
    }
    case 'ArgList':
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp' && text(c.nextSibling, scope.src) === '=') continue; // keyword name
        if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp') {
          scope.store(text(c, scope.src)); // `f(x := 3)`
          continue;
        }
        walkExpression(c, scope);
      }
      return;
    case 'LambdaExpression':
      return scope.defer(node);
    case 'NamedExpression': {
      const parts = childrenOf(node);
      for (const part of parts.slice(2)) walkExpression(part, scope);
      if (parts[0]?.name === 'VariableName') scope.store(text(parts[0], scope.src));
      return;
    }
    case 'ArrayComprehensionExpression':
    case 'SetComprehensionExpression':
    case 'DictionaryComprehensionExpression':
    case 'ComprehensionExpression': {
      // Loop variables are the comprehension's own; everything else is read now.
      const own = new Set<string>();
      let target = false;
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.name === 'for') target = true;
        else if (c.name === 'in') target = false;
        else if (target) for (const n of variableNames(c, scope.src)) own.add(n);
      }
      const inner: Scope = { ...scope, read: (n, at) => (own.has(n) ? undefined : scope.read(n, at)) };
      target = false;
      for (let c = node.firstChild; c; c = c.nextSibling) {
        if (c.name === 'for') target = true;
        else if (c.name === 'in') target = false;
        else if (!target) walkExpression(c, inner);
      }
      return;
    }
    default:
      for (let c = node.firstChild; c; c = c.nextSibling) walkExpression(c, scope);
  }
}

/** `x`, `a, b`, `(a, [b, c])` bind names; `x[0]` and `self.a` read their roots. */
function storeTarget(node: SyntaxNode, scope: Scope): void {
  if (node.name === 'VariableName') return scope.store(text(node, scope.src));
  if (node.name === 'TupleExpression' || node.name === 'ArrayExpression' || node.name === 'ParenthesizedExpression') {
    for (let c = node.firstChild; c; c = c.nextSibling) storeTarget(c, scope);
    return;
  }
  if (node.name === ',' || node.name === '(' || node.name === ')' || node.name === '[' || node.name === ']' || node.name === '*') return;
  walkExpression(node, scope);
}

function importBindings(node: SyntaxNode, scope: Scope): void {
  const parts = childrenOf(node);
  const isFrom = parts[0]?.name === 'from';
  const importAt = parts.findIndex((p) => p.name === 'import');
  const names = parts.slice(isFrom ? importAt + 1 : 1);
  for (let i = 0; i < names.length; i++) {
    const p = names[i];
    if (p.name === '*') scope.star();
    if (p.name !== 'VariableName') continue;
    if (names[i + 1]?.name === 'as') continue; // the alias binds
    // `import a.b.c` binds `a`.
    if (!isFrom && names[i - 1]?.name === '.') continue;
    scope.store(text(p, scope.src));
  }
}

/** Names a function binds anywhere in its body (Python makes them local for the whole body), and its parameters. */
function localNames(fn: SyntaxNode, src: string): Set<string> {
  const names = new Set<string>();
  const params = fn.getChild('ParamList');
  if (params) {
    for (let c = params.firstChild; c; c = c.nextSibling) {
      if (c.name === 'VariableName' && c.prevSibling?.name !== 'AssignOp') names.add(text(c, src));
    }
  }
  if (fn.name === 'LambdaExpression') return names;
  const body = fn.getChild('Body');
  if (!body) return names;
  const collector: Scope = { src, read: () => undefined, store: (n) => names.add(n), defer: () => undefined, star: () => undefined };
  walkStatements(body, collector);
  return names;
}

function variableNames(node: SyntaxNode, src: string): string[] {
  const found: string[] = [];
  const visit = (n: SyntaxNode) => {
    if (n.name === 'VariableName') found.push(text(n, src));
    for (let c = n.firstChild; c; c = c.nextSibling) visit(c);
  };
  visit(node);
  return found;
}

function childrenOf(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

function text(node: SyntaxNode, src: string): string {
  return src.slice(node.from, node.to);
}
