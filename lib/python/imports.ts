// Import statements: the modules a block imports, the names they bind, and the aliases that turn a written
// callee (`nn.Linear`) into its canonical dotted name (`torch.nn.Linear`).
import type { SyntaxNode } from '@lezer/common';
import { conventionalModule } from './knownModules';
import { scopeAt } from './scopes';
import { type Handler, located, originalOffset, type WalkState } from './walkState';

interface Token {
  name: string;
  text: string;
  from: number;
  to: number;
}

/** Reads the whole statement: its names are bindings, never reads. */
export const importStatement: Handler = (ref, walk) => {
  const node = ref.node;
  const tokens: Token[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === '⚠') walk.errorCount++;
    else tokens.push({ name: child.name, text: walk.src.slice(child.from, child.to), from: child.from, to: child.to });
  }
  if (tokens[0]?.name === 'from') fromImport(walk, node, tokens);
  else plainImport(walk, node, tokens);
  return false;
};

function fromImport(walk: WalkState, node: SyntaxNode, tokens: Token[]): void {
  const at = tokens.findIndex((t) => t.name === 'import');
  const module = tokens
    .slice(1, at < 0 ? tokens.length : at)
    .map((t) => t.text)
    .join('');
  const bound: Token[] = [];
  const names: string[] = [];
  if (at >= 0) {
    for (let i = at + 1; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.name === '*') {
        names.push('*');
        walk.names.starImports.push({
          module,
          scope: scopeAt(walk, node.from),
          start: originalOffset(walk, node.from),
          end: originalOffset(walk, node.to),
        });
      }
      if (token.name !== 'VariableName') continue;
      const alias = tokens[i + 1]?.name === 'as' && tokens[i + 2]?.name === 'VariableName' ? tokens[i + 2] : null;
      const boundToken = alias ?? token;
      bound.push(boundToken);
      names.push(boundToken.text);
      if (!module.startsWith('.')) walk.aliases.set(boundToken.text, `${module}.${token.text}`);
      if (alias) i += 2;
    }
  }
  for (const token of bound) bind(walk, node, token.text, token.from);
  walk.imports.push({ ...located(walk, node.from, node.to), module, bound: names });
}

function plainImport(walk: WalkState, node: SyntaxNode, tokens: Token[]): void {
  let dotted = '';
  let first: Token | null = null;
  let alias: Token | null = null;
  const flush = () => {
    if (!dotted) return;
    const boundName = alias?.text ?? dotted.split('.')[0]; // `import a.b.c` binds `a`
    walk.aliases.set(boundName, alias ? dotted : boundName);
    bind(walk, node, boundName, (alias ?? first)?.from ?? node.from);
    walk.imports.push({ ...located(walk, node.from, node.to), module: dotted, bound: [boundName] });
    dotted = '';
    first = null;
    alias = null;
  };
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.name === ',') flush();
    else if (token.name === 'as') {
      if (tokens[i + 1]?.name === 'VariableName') alias = tokens[++i];
    } else if (token.name === 'VariableName' || token.name === '.') {
      if (!dotted && token.name === 'VariableName') first = token;
      dotted += token.text;
    }
  }
  flush();
}

function bind(walk: WalkState, statement: SyntaxNode, name: string, at: number): void {
  walk.defined.add(name);
  walk.importBound.add(name);
  if (!name) return;
  const start = originalOffset(walk, at);
  walk.names.bindings.push({
    name,
    kind: 'import',
    scope: scopeAt(walk, statement.from),
    start,
    end: start + name.length,
    effective: originalOffset(walk, statement.to),
    constructedBy: null,
  });
}

/** `nn.Linear` -> `torch.nn.Linear` through the block's imports, else through conventional aliases. */
export function canonicalName(walk: WalkState, written: string): string {
  const dot = written.indexOf('.');
  const root = dot < 0 ? written : written.slice(0, dot);
  const rest = dot < 0 ? '' : written.slice(dot);
  const imported = walk.aliases.get(root);
  if (imported) return rest ? [imported, rest].join('') : imported; // joined flat: the recognisers read it many times
  if (walk.defined.has(root)) return written;
  const conventional = conventionalModule(root);
  return conventional ? [conventional, rest].join('') : written;
}
