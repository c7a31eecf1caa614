// Facts about one block of Python code, from a single walk over its @lezer/python syntax tree:
// imports, names defined and used, models, training calls, hyperparameters, data loads, stand-in
// data, placeholders and informative prints. Fragments and badly indented pastes still yield facts:
// lezer recovers from errors, and the source is cleaned up first (pythonSource.ts). Prose the asker
// typed among the code (`<--- error here`) and text skipped in error recovery name nothing.
import type { SyntaxNode, TreeCursor } from '@lezer/common';
import { parser } from '@lezer/python';
import { CONVENTIONAL_ALIASES, FRAMEWORK_MODULES, KERAS_MODEL_BASES, TORCH_MODEL_BASES } from './names';
import { type CallFactSink, type CallSite, hyperparameterName, recognizeCall } from './calls';
import type {
  DataLoadFact,
  DataLoadKind,
  HyperparameterFact,
  HyperparameterName,
  ImportFact,
  Located,
  ModelFact,
  ModelKind,
  NameUse,
  PythonBlockFacts,
  StandInDataFact,
  TrainingFact,
} from '../analysis/facts';
import { proseRuns } from '../analysis/lineKinds';
import { classifyPathLiteral, PATH_LIKE_NAME } from './pathLiterals';
import { dottedName, lastName, memberObject, readArguments, stringContent, stringValue, valueText } from './nodes';
import { lastAtOrBefore, type PreparedSource, prepareSource } from './source';

export function analyzePythonBlock(text: string): PythonBlockFacts {
  const prepared = prepareSource(text);
  const walk = new BlockWalk(text, prepared);
  walk.visit(parser.parse(prepared.source).cursor(), 'load');
  return walk.finish();
}

type Role = 'load' | 'store';

/** Deeper trees (long operator chains) are cut off rather than risking the stack. */
const MAX_DEPTH = 400;

const COMPREHENSIONS = new Set([
  'ArrayComprehensionExpression',
  'ComprehensionExpression',
  'SetComprehensionExpression',
  'DictionaryComprehensionExpression',
]);

const PLACEHOLDER_COMMENT = [
  /^#+\s*(\.{2,}|…)/, // "# ...", "# ... more code"
  /^#+\s*(some|more|other|rest of( the| my)?|the rest( of)?|your|additional|further|my|other)\s+(\w+\s+){0,2}(code|stuff|logic|layers|lines|processing|functions?|things|steps?|imports?|definitions?|here)\b\s*(here|goes here|omitted|\.{2,}|…|etc\.?)?\s*$/i,
  /\b(code|stuff|something|logic)\s+(goes\s+)?here\b/i,
  /\b(omitted|for brevity|not shown|snipped|redacted|truncated)\b/i,
  /^#+\s*(etc\.?|and so on)\s*$/i,
];
const INFORMATIVE_DISPLAY = /^[\w.[\]]+\.(shape|dtype|ndim)$|\.size\(\)$|\.shape\[\d+\]$/;
const INFORMATIVE_PY2_PRINT = /\.(shape|dtype|ndim|size\(\))|\btype\(/;
const MODEL_CLASS_KINDS: ReadonlyArray<ModelKind> = ['nn.Module', 'keras.Model'];

interface ClassRecord {
  name: string;
  bases: string[];
  from: number;
  to: number;
}

class BlockWalk implements CallFactSink {
  readonly src: string;
  private readonly toOriginal: (offset: number) => number;
  /** No dedent happened: source offsets are the original's. */
  private readonly identity: boolean;
  private depth = 0;
  private inSubscript = 0;
  /** Inside an error node: names there are the parser's guesses, not uses. */
  private inError = 0;
  private readonly proseByLine = new Map<number, Array<[number, number]>>();
  private readonly lineStarts: number[] = [];
  private modelClassDepth = 0;
  private pendingTarget: { name: string; from: number } | null = null;
  private readonly handledStrings = new Set<number>();
  private readonly aliases = new Map<string, string>();
  private readonly importBound = new Set<string>();
  private readonly attributeRoots = new Set<string>();
  private readonly classes: ClassRecord[] = [];
  private readonly modelClasses = new Map<string, ModelKind>();
  private readonly layerCalls: Array<[number, number, string | null]> = [];
  private readonly functionalCalls: Array<{ name: string | null; from: number; to: number; keywords: boolean }> = [];
  private inputCalled = false;

  private errorCount: number;
  private readonly imports: ImportFact[] = [];
  private readonly defined = new Set<string>();
  private readonly used: NameUse[] = [];
  private readonly models: ModelFact[] = [];
  private readonly trainingFacts: TrainingFact[] = [];
  private readonly hyperparameters: HyperparameterFact[] = [];
  private readonly dataLoads: DataLoadFact[] = [];
  private readonly standInData: StandInDataFact[] = [];
  private readonly placeholders: Located[] = [];
  private readonly prints: Located[] = [];

  constructor(
    private readonly original: string,
    private readonly prepared: PreparedSource,
  ) {
    this.src = prepared.source;
    this.errorCount = prepared.repairs; // each bracket closed for the parser was a syntax error as pasted
    this.toOriginal = prepared.toOriginal;
    this.identity = !prepared.shifted;
  }

  get inModelClass(): boolean {
    return this.modelClassDepth > 0;
  }

  // ------------------------------------------------------------ the walk

  visit(c: TreeCursor, role: Role): void {
    switch (c.name) {
      case 'VariableName':
        return this.variable(c.from, c.to, role);
      case 'Comment':
        return this.comment(c.from, c.to);
      case '⚠':
        return this.errorNode(c);
      case 'String':
        return this.stringLiteral(c.from, c.to, false);
      case 'FormatString':
        this.stringLiteral(c.from, c.to, false);
        return this.children(c, 'load');
      case 'Ellipsis':
        if (!this.inSubscript) this.placeholders.push(this.loc(c.from, c.to));
        return;
      case 'MemberExpression':
        return this.memberExpression(c);
      case 'CallExpression':
        this.call(c.node);
        return this.children(c, 'load');
      case 'ArgList':
        return this.argList(c);
      case 'AssignStatement':
        return this.assignment(c);
      case 'UpdateStatement':
        return this.update(c);
      case 'ForStatement':
        return this.forStatement(c);
      case 'WithStatement':
      case 'TryStatement':
        return this.asTargets(c);
      case 'FunctionDefinition':
        return this.functionDefinition(c);
      case 'ParamList':
        return this.params(c);
      case 'ClassDefinition':
        return this.classDefinition(c);
      case 'Decorator':
        return this.decorator(c);
      case 'ImportStatement':
        return this.importStatement(c.node);
      case 'ScopeStatement':
        return this.children(c, 'store');
      case 'NamedExpression':
        return this.namedExpression(c);
      case 'PrintStatement':
        if (INFORMATIVE_PY2_PRINT.test(this.src.slice(c.from, c.to))) this.print(c.from, c.to);
        return this.children(c, 'load');
      case 'ExpressionStatement':
        if (INFORMATIVE_DISPLAY.test(this.src.slice(c.from, Math.min(c.to, c.from + 200)).trim())) this.print(c.from, c.to);
        return this.children(c, 'load');
      case 'DictionaryExpression':
        this.dictionaryHyperparameters(c.node);
        return this.children(c, role);
      case 'CapturePattern':
        return this.children(c, 'store');
      default:
        if (COMPREHENSIONS.has(c.name)) return this.comprehension(c);
        return this.children(c, role);
    }
  }

  /** Text the parser skipped in error recovery: `?` where a value belongs is a placeholder; names inside are no uses. */
  private errorNode(c: TreeCursor): void {
    this.errorCount++;
    if (c.to - c.from <= 3 && /^\?+$/.test(this.text(c.from, c.to)) && /[=(,[:{]\s*$/.test(this.text(Math.max(0, c.from - 40), c.from))) {
      this.placeholders.push(this.loc(c.from, c.to));
    }
    this.inError++;
    this.children(c, 'load');
    this.inError--;
  }

  private children(c: TreeCursor, role: Role): void {
    if (this.depth > MAX_DEPTH || !c.firstChild()) return;
    this.depth++;
    do this.visit(c, role);
    while (c.nextSibling());
    this.depth--;
    c.parent();
  }

  private text(from: number, to: number): string {
    return this.src.slice(from, to);
  }

  private variable(from: number, to: number, role: Role): void {
    const name = this.text(from, to);
    if (role === 'store') this.defined.add(name);
    else if (!this.inError && !this.inProse(from, to)) {
      const start = this.identity ? from : this.toOriginal(from);
      this.used.push({ start, end: start + name.length, text: name, name });
    }
  }

  /** Is the name one of a run of words side by side (`f(a) <--- error here`), English, not Python? */
  private inProse(from: number, to: number): boolean {
    const line = this.lineOf(from);
    let runs = this.proseByLine.get(line);
    if (!runs) {
      const end = line + 1 < this.lineStarts.length ? this.lineStarts[line + 1] - 1 : this.src.length;
      runs = proseRuns(this.src, this.lineStarts[line], end);
      this.proseByLine.set(line, runs);
    }
    const run = runs[lastAtOrBefore(runs.length, (i) => runs[i][0], from)];
    return run !== undefined && run[0] <= from && to <= run[1];
  }

  /** Index of the source line holding `offset` (line starts computed once, on the first question). */
  private lineOf(offset: number): number {
    if (!this.lineStarts.length) {
      this.lineStarts.push(0);
      for (let i = this.src.indexOf('\n'); i >= 0; i = this.src.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    }
    return lastAtOrBefore(this.lineStarts.length, (i) => this.lineStarts[i], offset);
  }

  private memberExpression(c: TreeCursor): void {
    c.firstChild();
    if (c.name === 'VariableName') this.attributeRoots.add(this.text(c.from, c.to));
    this.visit(c, 'load');
    let brackets = 0;
    while (c.nextSibling()) {
      const name = c.name;
      if (name === '[') {
        brackets++;
        this.inSubscript++;
      } else if (name === ']') {
        if (brackets) {
          brackets--;
          this.inSubscript--;
        }
      } else if (name !== 'PropertyName' && name !== '.') this.visit(c, 'load');
    }
    this.inSubscript -= brackets;
    c.parent();
  }

  /** Keyword names are not uses; `for` clauses of generator arguments bind names. */
  private argList(c: TreeCursor): void {
    const savedSubscript = this.inSubscript;
    this.inSubscript = 0;
    if (!c.firstChild()) {
      this.inSubscript = savedSubscript;
      return;
    }
    let role: Role = 'load';
    do {
      const name = c.name;
      if (name === 'for') role = 'store';
      else if (name === 'in' && role === 'store') role = 'load';
      else if (name === 'VariableName' && role === 'load' && this.isKeywordName(c)) continue;
      else this.visit(c, role);
    } while (c.nextSibling());
    c.parent();
    this.inSubscript = savedSubscript;
  }

  /** At a VariableName in an ArgList: is it `name=` (skipped) or `name :=` (bound)? */
  private isKeywordName(c: TreeCursor): boolean {
    const from = c.from;
    const to = c.to;
    if (!c.nextSibling()) return false;
    // `bias=False` after an error (`padding = ?` then `bias=False`) comes as a name and an error node `=`.
    const op = c.name === 'AssignOp' || (c.name === '⚠' && this.text(c.from, c.to) === '=') ? this.text(c.from, c.to) : null;
    c.prevSibling();
    if (op === ':=') this.defined.add(this.text(from, to));
    return op !== null;
  }

  private comprehension(c: TreeCursor): void {
    if (!c.firstChild()) return;
    let role: Role = 'load';
    do {
      const name = c.name;
      if (name === 'for') role = 'store';
      else if (name === 'in' && role === 'store') role = 'load';
      else this.visit(c, role);
    } while (c.nextSibling());
    c.parent();
  }

  private assignment(c: TreeCursor): void {
    const statementFrom = c.from;
    let operators = 0;
    c.firstChild();
    do if (c.name === 'AssignOp') operators++;
    while (c.nextSibling());
    c.parent();

    c.firstChild();
    let seen = 0;
    let target: string | null = null;
    let targets = 0;
    let valueDone = false;
    do {
      const name = c.name;
      if (name === 'AssignOp') {
        seen++;
        continue;
      }
      if (seen < operators || operators === 0) {
        if (name === ',' || name === '*') {
          targets++;
          continue;
        }
        if (name === 'TypeDef') {
          this.visit(c, 'load');
          continue;
        }
        if (targets++ === 0) target = dottedName(c.node, this.src);
        this.visit(c, name === 'MemberExpression' ? 'load' : 'store');
        continue;
      }
      if (!valueDone) {
        valueDone = true;
        if (targets === 1 && target) this.assignedValue(target, c.node, statementFrom);
      }
      const saved = this.pendingTarget;
      this.pendingTarget = targets === 1 && target ? { name: target, from: c.from } : null;
      this.visit(c, 'load');
      this.pendingTarget = saved;
    } while (c.nextSibling());
    c.parent();
  }

  /** `lr = 0.01`, `data_dir = 'x/y'`, `optimizer = 'adam'`. */
  private assignedValue(target: string, value: SyntaxNode, statementFrom: number): void {
    const name = target.slice(target.lastIndexOf('.') + 1);
    const hyperparameter = hyperparameterName(name);
    if (hyperparameter) this.hyperparameter(hyperparameter, valueText(value, this.src), statementFrom, value.to);
    const isString = value.name === 'String' || value.name === 'ContinuedString';
    if (isString && /^(optimi[sz]er|opt)$/i.test(name))
      this.hyperparameter('optimizer', stringValue(value, this.src), statementFrom, value.to);
    if (isString && /^(loss(_fn|_function)?|criterion)$/i.test(name))
      this.hyperparameter('loss', stringValue(value, this.src), statementFrom, value.to);
    if (PATH_LIKE_NAME.test(name)) this.pathArgument(value, true);
  }

  private update(c: TreeCursor): void {
    c.firstChild();
    if (c.name === 'VariableName') this.defined.add(this.text(c.from, c.to));
    else this.visit(c, 'load');
    while (c.nextSibling()) this.visit(c, 'load');
    c.parent();
  }

  private forStatement(c: TreeCursor): void {
    const statement = c.node;
    c.firstChild();
    let mode: 'head' | 'target' | 'iter' = 'head';
    const targets: string[] = [];
    let iterable: SyntaxNode | null = null;
    do {
      const name = c.name;
      if (name === 'for') mode = 'target';
      else if (name === 'in' && mode === 'target') mode = 'iter';
      else if (mode === 'target') {
        if (name === 'VariableName') targets.push(this.text(c.from, c.to));
        this.visit(c, 'store');
      } else {
        if (mode === 'iter' && !iterable && name !== ',' && name !== 'Body') iterable = c.node;
        if (name === 'Body') this.epochLoop(statement, c.from, targets, iterable);
        this.visit(c, 'load');
      }
    } while (c.nextSibling());
    c.parent();
  }

  /** `for epoch in range(10):` is a training loop and states the number of epochs. */
  private epochLoop(statement: SyntaxNode, bodyFrom: number, targets: string[], iterable: SyntaxNode | null): void {
    if (!targets.some((t) => /epoch/i.test(t))) return;
    this.training('for epoch', statement.from, bodyFrom);
    const range = rangeCall(iterable, this.src);
    if (!range) return;
    const args = readArguments(range.lastChild, this.src).filter((a) => a.keyword === null);
    let value: string | null = null;
    if (args.length === 1) value = valueText(args[0].value, this.src);
    else if (args.length >= 2) {
      const [lo, hi] = [args[0].value, args[1].value].map((n) => (n.name === 'Number' ? Number(this.text(n.from, n.to)) : NaN));
      if (Number.isInteger(lo) && Number.isInteger(hi)) value = String(hi - lo);
    }
    if (value !== null && !/^\d+$/.test(value)) value = null;
    this.hyperparameter('epochs', value, range.from, range.to);
  }

  /** with … as x / except E as e (or Python 2 `except E, e`). */
  private asTargets(c: TreeCursor): void {
    c.firstChild();
    let bindNext = false;
    let inExcept = false;
    do {
      const name = c.name;
      if (name === 'as' || (name === ',' && inExcept)) bindNext = true;
      else if (name === 'except') inExcept = true;
      else if (bindNext && name === 'VariableName') {
        this.defined.add(this.text(c.from, c.to));
        bindNext = false;
      } else {
        if (name === 'Body') inExcept = false;
        bindNext = false;
        this.visit(c, 'load');
      }
    } while (c.nextSibling());
    c.parent();
  }

  private functionDefinition(c: TreeCursor): void {
    c.firstChild();
    let named = false;
    do {
      if (c.name === 'VariableName' && !named) {
        this.defined.add(this.text(c.from, c.to));
        named = true;
      } else this.visit(c, 'load');
    } while (c.nextSibling());
    c.parent();
  }

  /** Parameters of def and lambda bind names; their defaults and annotations are reads. */
  private params(c: TreeCursor): void {
    if (!c.firstChild()) return;
    let expectName = true;
    do {
      const name = c.name;
      if (name === ',') expectName = true;
      else if (name === 'AssignOp') expectName = false;
      else if (name === '(' || name === ')' || name === '*' || name === '**' || name === '/') continue;
      else if (name === 'VariableName' && expectName) {
        this.defined.add(this.text(c.from, c.to));
        expectName = false;
      } else this.visit(c, 'load');
    } while (c.nextSibling());
    c.parent();
  }

  private classDefinition(c: TreeCursor): void {
    const from = c.from;
    c.firstChild();
    let className: string | null = null;
    let modelKind: ModelKind | null = null;
    let bases: string[] = [];
    do {
      const name = c.name;
      if (name === 'VariableName' && className === null) {
        className = this.text(c.from, c.to);
        this.defined.add(className);
      } else if (name === 'ArgList') {
        bases = this.baseNames(c.node);
        modelKind = this.modelKindOfBases(bases);
        this.visit(c, 'load');
      } else if (name === 'Body') {
        if (className) {
          this.classes.push({ name: className, bases, from, to: c.from });
          if (modelKind) this.modelClasses.set(className, modelKind);
        }
        if (modelKind) this.modelClassDepth++;
        this.visit(c, 'load');
        if (modelKind) this.modelClassDepth--;
      } else this.visit(c, 'load');
    } while (c.nextSibling());
    c.parent();
  }

  private baseNames(argList: SyntaxNode): string[] {
    const names: string[] = [];
    for (const arg of readArguments(argList, this.src)) {
      if (arg.keyword !== null) continue;
      const written = dottedName(arg.value, this.src);
      if (written) names.push(this.canonical(written));
    }
    return names;
  }

  private modelKindOfBases(bases: string[]): ModelKind | null {
    for (const base of bases) {
      const local = this.modelClasses.get(base);
      if (local) return local;
      const last = base.slice(base.lastIndexOf('.') + 1);
      const isTensorflow = /^(tensorflow|keras|tf)\b/.test(base) || base.includes('keras');
      if (TORCH_MODEL_BASES.has(last)) return isTensorflow ? 'keras.Model' : 'nn.Module';
      if (KERAS_MODEL_BASES.has(last)) return /torch/.test(base) ? 'nn.Module' : 'keras.Model';
      if (last === 'Sequential') return isTensorflow ? 'keras.Model' : 'nn.Module';
    }
    return null;
  }

  private decorator(c: TreeCursor): void {
    c.firstChild();
    let first = true;
    do {
      if (c.name === 'VariableName') {
        if (first) this.visit(c, 'load');
        first = false;
      } else this.visit(c, 'load');
    } while (c.nextSibling());
    c.parent();
  }

  private namedExpression(c: TreeCursor): void {
    c.firstChild();
    this.visit(c, c.name === 'VariableName' ? 'store' : 'load');
    while (c.nextSibling()) this.visit(c, 'load');
    c.parent();
  }

  /** `{'lr': 0.01, 'batch_size': 32}` configuration dictionaries. */
  private dictionaryHyperparameters(node: SyntaxNode): void {
    for (let key = node.firstChild; key; key = key.nextSibling) {
      if (key.name !== 'String' || key.nextSibling?.name !== ':') continue;
      const name = hyperparameterName(stringValue(key, this.src) ?? '');
      const value = key.nextSibling.nextSibling;
      if (name && value) this.hyperparameter(name, valueText(value, this.src), key.from, value.to);
    }
  }

  // ------------------------------------------------------------ imports

  private importStatement(node: SyntaxNode): void {
    const tokens: Array<{ name: string; text: string }> = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name === '⚠') this.errorCount++;
      else tokens.push({ name: child.name, text: this.text(child.from, child.to) });
    }
    const located = this.loc(node.from, node.to);
    if (tokens[0]?.name === 'from') this.fromImport(tokens, located);
    else this.plainImport(tokens, located);
  }

  private fromImport(tokens: Array<{ name: string; text: string }>, located: Located): void {
    const at = tokens.findIndex((t) => t.name === 'import');
    const module = tokens
      .slice(1, at < 0 ? tokens.length : at)
      .map((t) => t.text)
      .join('');
    const bound: string[] = [];
    if (at >= 0) {
      for (let i = at + 1; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.name === '*') bound.push('*');
        if (token.name !== 'VariableName') continue;
        const alias = tokens[i + 1]?.name === 'as' && tokens[i + 2]?.name === 'VariableName' ? tokens[i + 2].text : null;
        const boundName = alias ?? token.text;
        bound.push(boundName);
        if (!module.startsWith('.')) this.aliases.set(boundName, `${module}.${token.text}`);
        if (alias) i += 2;
      }
    }
    for (const name of bound) if (name !== '*') this.bind(name);
    this.imports.push({ ...located, module, bound });
  }

  private plainImport(tokens: Array<{ name: string; text: string }>, located: Located): void {
    let dotted = '';
    let alias: string | null = null;
    const flush = () => {
      if (!dotted) return;
      const boundName = alias ?? dotted.split('.')[0];
      this.aliases.set(boundName, alias ? dotted : boundName);
      this.bind(boundName);
      this.imports.push({ ...located, module: dotted, bound: [boundName] });
      dotted = '';
      alias = null;
    };
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.name === ',') flush();
      else if (token.name === 'as') {
        if (tokens[i + 1]?.name === 'VariableName') alias = tokens[++i].text;
      } else if (token.name === 'VariableName' || token.name === '.') dotted += token.text;
    }
    flush();
  }

  private bind(name: string): void {
    this.defined.add(name);
    this.importBound.add(name);
  }

  /** `nn.Linear` -> `torch.nn.Linear` through the block's imports, else through conventional aliases. */
  private canonical(written: string): string {
    const dot = written.indexOf('.');
    const root = dot < 0 ? written : written.slice(0, dot);
    const rest = dot < 0 ? '' : written.slice(dot);
    const imported = this.aliases.get(root);
    if (imported) return imported + rest;
    if (this.defined.has(root)) return written;
    const conventional = Object.hasOwn(CONVENTIONAL_ALIASES, root) ? CONVENTIONAL_ALIASES[root] : undefined;
    return conventional ? conventional + rest : written;
  }

  // ------------------------------------------------------------ calls and literals

  private call(node: SyntaxNode): void {
    const callee = node.firstChild;
    if (!callee) return;
    const argList = node.lastChild?.name === 'ArgList' ? node.lastChild : null;
    const written = dottedName(callee, this.src);
    const object = memberObject(callee);
    const site: CallSite = {
      node,
      written,
      canonical: written ? this.canonical(written) : null,
      method: lastName(callee, this.src),
      objectText: object ? this.text(object.from, Math.min(object.to, object.from + 200)) : null,
      args: readArguments(argList, this.src),
      target: this.pendingTarget && this.pendingTarget.from === node.from ? this.pendingTarget.name : null,
    };
    recognizeCall(site, this);
  }

  private stringLiteral(from: number, to: number, inPathPosition: boolean): void {
    if (this.handledStrings.has(from)) return;
    this.handledStrings.add(from);
    if (to - from > 600) return;
    const path = classifyPathLiteral(stringContent(this.text(from, to)), inPathPosition);
    if (path) this.dataLoad(path.kind, path.detail, from, to);
  }

  private comment(from: number, to: number): void {
    const text = this.text(from, to);
    const lineStart = this.src.lastIndexOf('\n', from - 1) + 1;
    const before = this.src.slice(lineStart, from);
    const todoAfterPass = /^\s*pass\s*$/.test(before) && /^#+\s*(TODO|FIXME|\.\.\.)/i.test(text);
    if (todoAfterPass || PLACEHOLDER_COMMENT.some((p) => p.test(text))) this.placeholders.push(this.loc(from, to));
  }

  // ------------------------------------------------------------ CallFactSink

  model(kind: ModelKind, name: string | null, from: number, to: number): void {
    this.models.push({ ...this.loc(from, to), kind, name });
  }

  layer(from: number, to: number): void {
    this.layerCalls.push([from, to, this.pendingTarget && this.pendingTarget.from === from ? this.pendingTarget.name : null]);
  }

  functionalCandidate(name: string | null, from: number, to: number, keywords: boolean): void {
    this.functionalCalls.push({ name, from, to, keywords });
  }

  sawInputCall(): void {
    this.inputCalled = true;
  }

  training(call: string, from: number, to: number): void {
    this.trainingFacts.push({ ...this.loc(from, to), call });
  }

  hyperparameter(name: HyperparameterName, value: string | null, from: number, to: number): void {
    this.hyperparameters.push({ ...this.loc(from, to), name, value });
  }

  dataLoad(kind: DataLoadKind, detail: string | null, from: number, to: number): void {
    this.dataLoads.push({ ...this.loc(from, to), kind, detail });
  }

  standIn(call: string, shape: number[] | null, target: string | null, from: number, to: number): void {
    this.standInData.push({ ...this.loc(from, to), call, shape, target });
  }

  print(from: number, to: number): void {
    this.prints.push(this.loc(from, to));
  }

  pathArgument(node: SyntaxNode, inPathPosition: boolean): void {
    if (node.name === 'String' || node.name === 'FormatString') this.stringLiteral(node.from, node.to, inPathPosition);
  }

  ignoreString(node: SyntaxNode): void {
    this.handledStrings.add(node.from);
  }

  // ------------------------------------------------------------ results

  private loc(from: number, to: number): Located {
    const start = this.toOriginal(from);
    const end = Math.max(start, this.toOriginal(to));
    return { start, end, text: this.original.slice(start, end) };
  }

  finish(): PythonBlockFacts {
    this.markupPlaceholders();
    return {
      kind: 'python',
      errorCount: this.errorCount,
      lines: countCodeLines(this.original),
      imports: this.imports,
      defined: [...this.defined],
      used: this.used,
      models: this.allModels(),
      training: this.trainingFacts,
      hyperparameters: this.hyperparameters,
      dataLoads: this.dataLoads,
      standInData: this.standInData,
      placeholders: widestOnly(this.placeholders),
      magics: this.prepared.magics.map(([start, end]) => ({ start, end, text: this.original.slice(start, end) })),
      prints: this.prints,
      frameworks: this.frameworks(),
    };
  }

  /** `<your code here>` and `.....` lines were blanked before parsing (pythonSource.ts). */
  private markupPlaceholders(): void {
    for (const [start, end] of this.prepared.gaps) this.placeholders.push({ start, end, text: this.original.slice(start, end) });
  }

  private allModels(): ModelFact[] {
    const models = [...this.models];
    for (const record of this.resolveModelClasses()) {
      models.push({ ...this.loc(record.from, record.to), kind: this.modelClasses.get(record.name)!, name: record.name });
    }
    for (const call of this.functionalCalls) {
      if (call.keywords || this.inputCalled) models.push({ ...this.loc(call.from, call.to), kind: 'functional', name: call.name });
    }
    if (!models.length) {
      for (const [from, to, name] of this.layerCalls) models.push({ ...this.loc(from, to), kind: 'layers', name });
    }
    return models.sort((a, b) => a.start - b.start);
  }

  /** Classes whose base is a model class defined later in the block are models too. */
  private resolveModelClasses(): ClassRecord[] {
    let changed = true;
    while (changed) {
      changed = false;
      for (const record of this.classes) {
        if (this.modelClasses.has(record.name)) continue;
        const kind = record.bases.map((b) => this.modelClasses.get(b)).find((k) => k);
        if (kind) {
          this.modelClasses.set(record.name, kind);
          changed = true;
        }
      }
    }
    return this.classes.filter((r) => MODEL_CLASS_KINDS.includes(this.modelClasses.get(r.name)!));
  }

  private frameworks(): string[] {
    const found = new Set<string>();
    const add = (module: string) => {
      const root = module.split('.')[0];
      if (FRAMEWORK_MODULES.has(root)) found.add(root);
      if (root === 'tensorflow' && /\.keras\b/.test(module)) found.add('keras');
    };
    for (const fact of this.imports) if (!fact.module.startsWith('.')) add(fact.module);
    for (const root of this.attributeRoots) {
      if (this.importBound.has(root)) continue; // already counted through its import
      if (this.defined.has(root)) continue;
      const conventional = Object.hasOwn(CONVENTIONAL_ALIASES, root) ? CONVENTIONAL_ALIASES[root] : undefined;
      add(conventional ?? root);
    }
    return [...found];
  }
}

/** The `range(…)` call of a loop: range(n), trange(n), tqdm(range(n)), enumerate(range(n)). */
function rangeCall(node: SyntaxNode | null, src: string): SyntaxNode | null {
  for (let depth = 0; node && node.name === 'CallExpression' && depth < 3; depth++) {
    const callee = node.firstChild;
    const name = callee ? lastName(callee, src) : null;
    if (name === 'range' || name === 'trange' || name === 'xrange') return node;
    if (name !== 'tqdm' && name !== 'enumerate') return null;
    const first = readArguments(node.lastChild, src).find((a) => a.keyword === null);
    node = first?.value ?? null;
  }
  return null;
}

/** `....` is both an Ellipsis token and a gap line: keep the widest of overlapping placeholders. */
function widestOnly(found: Located[]): Located[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Located[] = [];
  for (const p of sorted) {
    const last = kept[kept.length - 1];
    if (last && p.start < last.end) continue;
    kept.push(p);
  }
  return kept;
}

function countCodeLines(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed && !trimmed.startsWith('#')) count++;
  }
  return count;
}
