// Facts about one block of Python code, from ONE pass over its @lezer/python syntax tree: imports, names
// bound and read (with their scopes), models and layers, training calls, hyperparameters, data loads,
// stand-in data, placeholders and informative prints. The pass is `tree.iterate` dispatching on a table
// keyed by node name (the pattern of @codemirror/lang-python's completion source); handlers mark what a
// statement's names are before the walk reaches them, and call recognisers (calls/) return their facts.
// Fragments and badly indented pastes still yield facts: lezer recovers from errors, and a pasted block is
// cleaned up first (source.ts). Prose the asker typed among the code (`<--- error here`) and text skipped in
// error recovery name nothing.
import type { Tree } from '@lezer/common';
import { parser } from '@lezer/python';
import {
  argList,
  body,
  classDefinition,
  comprehension,
  decorator,
  functionDefinition,
  lambdaExpression,
  leaveArgList,
  leaveBody,
  leaveClassDefinition,
  leaveScope,
  paramList,
} from './definitions';
import { blockFacts } from './blockFacts';
import { callExpression } from './callFacts';
import type { PythonBlockFacts } from './walkFacts';
import { importStatement } from './imports';
import {
  closeBracket,
  comment,
  dictionary,
  ellipsis,
  errorNode,
  expressionStatement,
  formatString,
  leaveErrorNode,
  leaveMemberExpression,
  memberExpression,
  openBracket,
  printStatement,
  string,
} from './literals';
import { variableName } from './scopes';
import { parsePython, parsePythonAhead } from './slicedParse';
import { prepareSource } from './source';
import {
  asPattern,
  asTargets,
  assignStatement,
  capturePattern,
  enterDelete,
  enterTypeDef,
  forStatement,
  keywordPattern,
  leaveAssignStatement,
  leaveDelete,
  leaveForStatement,
  leaveTypeDef,
  namedExpression,
  scopeStatement,
  updateStatement,
} from './targets';
import { createWalkState, type Handler, type WalkState } from './walkState';

/** Facts of a code block as pasted: magics, prompts and the paste's indentation are cleaned up first, offsets map back. */
export function analyzePythonBlock(text: string): PythonBlockFacts {
  const prepared = prepareSource(text);
  const walk = createWalkState(text, prepared.source, prepared.toOriginal, !prepared.shifted);
  walk.errorCount = prepared.repairs; // each bracket closed for the parser was a syntax error as pasted
  walkTree(walk, parsePython(prepared.source));
  return blockFacts(walk, prepared);
}

/** Parses the block's cleaned-up source ahead of analyzePythonBlock, in slices (./slicedParse.ts). */
export function parsePythonBlockAhead(text: string, pause: () => Promise<void>): Promise<void> {
  return parsePythonAhead(prepareSource(text).source, pause);
}

/**
 * Facts of Python source exactly as given (a script the skeleton assembled): no clean-up, offsets are the source's.
 * The skeleton asks several questions of one script (its models, which model an instance is): the last few
 * answers are kept, so the script is walked once. The facts are never changed after the walk.
 */
export function analyzePythonSource(source: string): PythonBlockFacts {
  const cached = sourceCache.get(source);
  if (cached) return cached;
  const walk = createWalkState(source, source, (offset) => offset, true);
  walkTree(walk, parsePython(source));
  const facts = blockFacts(walk, { magics: [], gaps: [] });
  sourceCache.set(source, facts);
  if (sourceCache.size > SOURCE_CACHE_SIZE) sourceCache.delete(sourceCache.keys().next().value!);
  return facts;
}

const SOURCE_CACHE_SIZE = 4;
const sourceCache = new Map<string, PythonBlockFacts>();

const COMPREHENSIONS = [
  'ArrayComprehensionExpression',
  'ComprehensionExpression',
  'SetComprehensionExpression',
  'DictionaryComprehensionExpression',
];

const ENTER: Readonly<Record<string, Handler>> = {
  VariableName: variableName,
  MemberExpression: memberExpression,
  '[': openBracket,
  ']': closeBracket,
  CallExpression: callExpression,
  ArgList: argList,
  AssignStatement: assignStatement,
  UpdateStatement: updateStatement,
  ForStatement: forStatement,
  Body: body,
  WithStatement: asTargets,
  TryStatement: asTargets,
  NamedExpression: namedExpression,
  ScopeStatement: scopeStatement,
  CapturePattern: capturePattern,
  AsPattern: asPattern,
  KeywordPattern: keywordPattern,
  DeleteStatement: enterDelete,
  TypeDef: enterTypeDef,
  FunctionDefinition: functionDefinition,
  ParamList: paramList,
  LambdaExpression: lambdaExpression,
  ClassDefinition: classDefinition,
  Decorator: decorator,
  ...Object.fromEntries(COMPREHENSIONS.map((name) => [name, comprehension])),
  ImportStatement: importStatement,
  Comment: comment,
  '⚠': errorNode,
  String: string,
  FormatString: formatString,
  Ellipsis: ellipsis,
  PrintStatement: printStatement,
  ExpressionStatement: expressionStatement,
  DictionaryExpression: dictionary,
};

const LEAVE: Readonly<Record<string, Handler>> = {
  MemberExpression: leaveMemberExpression,
  ArgList: leaveArgList,
  AssignStatement: leaveAssignStatement,
  ForStatement: leaveForStatement,
  Body: leaveBody,
  DeleteStatement: leaveDelete,
  TypeDef: leaveTypeDef,
  FunctionDefinition: leaveScope,
  LambdaExpression: leaveScope,
  ClassDefinition: leaveClassDefinition,
  ...Object.fromEntries(COMPREHENSIONS.map((name) => [name, leaveScope])),
  '⚠': leaveErrorNode,
};

/** The tables by node type id (@lezer/python has several types of one name: `ParamList`, `TypeDef`, `AssignOp` …). */
function byTypeId(handlers: Readonly<Record<string, Handler>>): Array<Handler | undefined> {
  return parser.nodeSet.types.map((type) => (Object.hasOwn(handlers, type.name) ? handlers[type.name] : undefined));
}

const ENTER_BY_ID = byTypeId(ENTER);
const LEAVE_BY_ID = byTypeId(LEAVE);

/**
 * Tokens: names, literals, punctuation, keywords (none had a child in the 1.1 million nodes of the corpus's code
 * blocks). The walk does not descend into them, so it leaves them without a call: half the nodes of a tree.
 */
const TOKENS = [
  ...['VariableName', 'PropertyName', 'Number', 'Boolean', 'None', 'Ellipsis', 'Comment', 'Escape', 'CompareOp', 'UpdateOp'],
  ...[',', '.', '(', ')', '[', ']', '{', '}', ':', ';', '*', '**', '@', 'At', 'FormatSelfDoc', 'FormatConversion'],
  ...['in', 'import', 'from', 'def', 'for', 'return', 'as', 'if', 'with', 'not', 'is', 'class', 'else', 'and', 'or', 'while'],
  ...['raise', 'lambda', 'try', 'elif', 'except', 'await', 'break', 'print', 'assert', 'type', 'del', 'pass', 'yield'],
  ...['continue', 'async', 'match', 'case', 'finally', 'global', 'nonlocal'],
];
const IS_TOKEN = parser.nodeSet.types.map((type) => TOKENS.includes(type.name));

function walkTree(walk: WalkState, tree: Tree): void {
  tree.iterate({
    enter: (ref) => {
      const type = ref.type;
      if (walk.memberObjectNext) {
        walk.memberObjectNext = false;
        if (type.name === 'VariableName') walk.attributeRoots.add(walk.src.slice(ref.from, ref.to));
      }
      walk.types[walk.depth] = type;
      const handler = ENTER_BY_ID[type.id];
      if ((handler !== undefined && handler(ref, walk) === false) || IS_TOKEN[type.id]) return false;
      walk.depth++;
      return undefined;
    },
    leave: (ref) => {
      walk.depth--;
      const handler = LEAVE_BY_ID[ref.type.id];
      if (handler !== undefined) handler(ref, walk);
    },
  });
}
