// Literals, comments and error nodes: string literals that are paths or URLs, placeholders the asker left
// (`...`, `# rest of the code`, `padding = ?`), informative displays (`x.shape` alone on a line, Python 2
// `print x.shape`) and configuration dictionaries (`{'lr': 0.01}`). Subscripts are tracked here: an Ellipsis
// inside one is slicing.
import { dictionaryFacts } from './calls/hyperparameterArguments';
import { collectFacts } from './callFacts';
import { stringLiteral } from './pathLiterals';
import { childOf, type Handler, located } from './walkState';
import { alternationRegExp, sequence } from '../phraseRules';

// "# rest of the code", "# more layers here", "# your preprocessing": a comment standing in for elided code
// (codebook `code_runnable`: "fragments make it absent"; v2 `model`: elided definitions are partial). How it opens …
const ELISION_LEADS: readonly string[] = [
  'some',
  'more',
  'other',
  'rest of( the| my)?',
  'the rest( of)?',
  'your',
  'additional',
  'further',
  'my',
  'other',
];
// … and what it says is left out.
const ELIDED_THINGS: readonly string[] = [
  'code',
  'stuff',
  'logic',
  'layers',
  'lines',
  'processing',
  'functions?',
  'things',
  'steps?',
  'imports?',
  'definitions?',
  'here',
];
const PLACEHOLDER_COMMENT = [
  /^#+\s*(\.{2,}|…)/, // "# ...", "# ... more code"
  alternationRegExp(ELIDED_THINGS, {
    flags: 'i',
    before: sequence('^#+\\s*', ELISION_LEADS, '\\s+(\\w+\\s+){0,2}'),
    after: '\\b\\s*(here|goes here|omitted|\\.{2,}|…|etc\\.?)?\\s*$',
  }),
  /\b(code|stuff|something|logic)\s+(goes\s+)?here\b/i,
  /\b(omitted|for brevity|not shown|snipped|redacted|truncated)\b/i,
  /^#+\s*(etc\.?|and so on)\s*$/i,
];
const INFORMATIVE_DISPLAY = /^[\w.[\]]+\.(shape|dtype|ndim)$|\.size\(\)$|\.shape\[\d+\]$/;
const INFORMATIVE_PY2_PRINT = /\.(shape|dtype|ndim|size\(\))|\btype\(/;

/** A plain string: nothing inside it (escapes, error nodes) is code. */
export const string: Handler = (ref, walk) => {
  stringLiteral(walk, ref.from, ref.to, false);
  return false;
};

/** An f-string: its replacement fields are code. */
export const formatString: Handler = (ref, walk) => {
  stringLiteral(walk, ref.from, ref.to, false);
  return undefined;
};

export const comment: Handler = (ref, walk) => {
  const { from, to } = ref;
  const text = walk.src.slice(from, to);
  const lineStart = walk.src.lastIndexOf('\n', from - 1) + 1;
  const before = walk.src.slice(lineStart, from);
  const todoAfterPass = /^\s*pass\s*$/.test(before) && /^#+\s*(TODO|FIXME|\.\.\.)/i.test(text);
  if (todoAfterPass || PLACEHOLDER_COMMENT.some((p) => p.test(text))) walk.placeholders.push(located(walk, from, to));
  return undefined;
};

/** The next node entered is the object (its root name is an attribute root, for the frameworks); `[` opens a subscript. */
export const memberExpression: Handler = (_ref, walk) => {
  walk.memberObjectNext = true;
  walk.memberBrackets.push(0);
  return undefined;
};

export const leaveMemberExpression: Handler = (_ref, walk) => {
  walk.subscript -= walk.memberBrackets.pop() ?? 0;
  return undefined;
};

export const openBracket: Handler = (_ref, walk) => {
  if (childOf(walk, 'MemberExpression')) {
    walk.memberBrackets[walk.memberBrackets.length - 1]++;
    walk.subscript++;
  }
  return undefined;
};

export const closeBracket: Handler = (_ref, walk) => {
  const top = walk.memberBrackets.length - 1;
  if (childOf(walk, 'MemberExpression') && walk.memberBrackets[top] > 0) {
    walk.memberBrackets[top]--;
    walk.subscript--;
  }
  return undefined;
};

/** `...` as a placeholder; in a subscript (`x[..., 0]`) it is slicing. */
export const ellipsis: Handler = (ref, walk) => {
  if (!walk.subscript) walk.placeholders.push(located(walk, ref.from, ref.to));
  return undefined;
};

/** Text the parser skipped in error recovery: `?` where a value belongs is a placeholder; names inside are no uses. */
export const errorNode: Handler = (ref, walk) => {
  const { from, to } = ref;
  walk.errorCount++;
  if (to - from <= 3 && /^\?+$/.test(walk.src.slice(from, to)) && /[=(,[:{]\s*$/.test(walk.src.slice(Math.max(0, from - 40), from))) {
    walk.placeholders.push(located(walk, from, to));
  }
  walk.inError++;
  return undefined;
};

export const leaveErrorNode: Handler = (_ref, walk) => {
  walk.inError--;
  return undefined;
};

export const printStatement: Handler = (ref, walk) => {
  if (INFORMATIVE_PY2_PRINT.test(walk.src.slice(ref.from, ref.to))) walk.prints.push(located(walk, ref.from, ref.to));
  return undefined;
};

/** `x.shape` alone on a line: a notebook displays it. */
export const expressionStatement: Handler = (ref, walk) => {
  const { from, to } = ref;
  if (INFORMATIVE_DISPLAY.test(walk.src.slice(from, Math.min(to, from + 200)).trim())) walk.prints.push(located(walk, from, to));
  return undefined;
};

export const dictionary: Handler = (ref, walk) => {
  collectFacts(walk, dictionaryFacts(ref.node, walk.src));
  return undefined;
};
