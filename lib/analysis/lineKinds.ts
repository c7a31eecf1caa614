// What one line of a code block looks like on its own: Python, a traceback frame, an error line,
// printed output, a shell command, another language, or plain text. Context is applied later
// (codeBlockKind.ts): frame code lines, error-message continuations, open brackets.
import { matchErrorLineStart } from './errorLines';
import { alternationRegExp } from '../phraseRules';

export type LineClass =
  | 'blank'
  | 'comment'
  | 'closer'
  | 'tbHead'
  | 'tbFrame'
  | 'tbMarker'
  | 'error'
  | 'native'
  | 'warning'
  | 'log'
  | 'value'
  | 'prompt'
  | 'shell'
  | 'shellMagic'
  | 'magic'
  | 'foreign'
  | 'foreignWeak'
  | 'pyStrong'
  | 'pyWeak'
  | 'text';

// Alternations are anchored once (`^\s*(?:a|b)`), not per alternative: V8 retries unanchored
// alternations at every position of the line. No two neighbouring quantifiers may take the same characters
// (`\s*,?\s*`, `[)]+[)]*`): a long run of them is then split every way before the match fails (hostile review,
// tests/analysis/regexSafety.test.ts); an unanchored `\s{2,}` starts only where a run of blanks starts.
/** The header, also when the paste lost its first letters (`raceback (most recent call last):`). */
const TB_HEAD = /\(most recent call last\)/;
const PROMPT = /^\s*(?:>>>|In \[\d*\]:|\.\.\.:)(?:\s|$)/; // `...:` is IPython's continuation prompt
/** How a traceback's frame line starts, one alternative a line (CPython's and IPython's frames). */
const TB_FRAME_STARTS: readonly string[] = [
  // `File "train.py", line 12, in main`
  'File "[^"]*", line \\d+',
  // the same with its `File "` cut off by the paste: `torch/autograd/__init__.py", line 154, in backward`
  '[^\\s"]+\\.pyx?", line \\d+, in ',
  'File \\S.*:\\d+, in ',
  // IPython: `Cell In[3], line 2`, `Input In [3]`, `<ipython-input-3-…> in <module>`, `----> 9 x = f()`
  '(?:Cell|Input) In ?\\[\\d*\\]',
  '(?:<ipython-input-[^>]+>|\\S.*\\.pyx?) in [\\w<>.]+(?:\\(|\\s*$)',
  '-{1,4}>\\s*\\d+(?:\\s|$)',
  '\\d+\\s+-{1,4}>',
];
const TB_FRAME = alternationRegExp(TB_FRAME_STARTS, { flags: '', before: '^\\s*' });
const TB_MARKER =
  /^\s*(?:During handling of the above exception|The above exception was the direct cause|\d+ frames?\s*$|-{30,}\s*$|\[\.\.\. skipping|\^[\^~ ]*(?:[^\S ]\s*)?$)/;
// A native runtime's crash or error line (C++ abort, glog E/F lines, CUDA, TF graph errors): codebook `logs`,
// the error text.
const NATIVE_LINE_STARTS: readonly string[] = [
  'terminate called after throwing',
  'what\\(\\):',
  'frame #\\d+:',
  'Exception raised from ',
  'Segmentation fault',
  '\\[\\[\\{\\{node ',
  '\\[\\[node ',
  'Fatal Python error',
  '(?:Aborted|Killed)\\s*$',
  '\\d{4}-\\d\\d-\\d\\d[ T][\\d:.]+:?\\s*[EF]\\s+\\S+[/\\\\]',
  '[EF]\\d{4} \\d\\d:\\d\\d',
  '\\S+\\.(?:cpp|cu|cuh|h|hpp|cc|c):\\d+:(?:\\d+:)?\\s*(?:fatal )?error:',
  '(?:CUDA|cuDNN|CUBLAS|NCCL) error\\b',
  'Process finished with exit code -?[1-9]',
  'Errors? may have originated from an input operation',
  'Function call stack:',
  'Call arguments received by layer',
];
const NATIVE = alternationRegExp(NATIVE_LINE_STARTS, { flags: '', before: '^\\s*' });
const WARNING_START = /^\s*(?:W\d{4} \d\d:\d\d|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*W\s+\S+[/\\]|(?:WARNING|Warning)\s*:)/;
const WARNING_ANYWHERE = /\b[A-Z]\w*Warning\s*:|WARNING:(?:tensorflow|absl|root)/;
const SHELL_PROMPT =
  /^\s*(?:\$|%(?!\s*\()|PS [A-Z]:[^>]*>|\([\w.-]+\)\s+(?:\S*[$#>]|[A-Za-z]:\\[^>\n]*>)|[\w.-]+@[\w.-]+:[^$#\n]*[$#]|[A-Za-z]:\\[^>\n]*>|[\w-]+\$)\s*\S/;
// Programs a pasted shell command starts with (codebook v2 `code`: a command-line reproduction is code).
const SHELL_PROGRAMS: readonly string[] = [
  'pip3?',
  'conda',
  'python[\\d.]*',
  'nvcc',
  'nvidia-smi',
  'apt(?:-get)?',
  'brew',
  'git',
  'wget',
  'curl',
  'cd',
  'ls',
  'export',
  'source',
  'mkdir',
  'rm',
  'cp',
  'mv',
  'docker',
  'cmake',
  'make',
  'bash',
  'sh',
  'chmod',
  'activate',
  'deactivate',
  'virtualenv',
  'jupyter',
  'tensorboard',
  'torchrun',
  'accelerate',
  'CUDA_VISIBLE_DEVICES=\\S*',
  'echo',
  'cat',
  'unzip',
  'tar',
  'which',
  'gcc',
  'g\\+\\+',
  'clang',
  'bazel',
  'ninja',
  'srun',
  'sbatch',
  'ssh',
  'scp',
  'uname',
  'lsb_release',
  'nproc',
  'set\\s+\\w+=',
  'setx',
];
const SHELL_COMMAND = alternationRegExp(SHELL_PROGRAMS, {
  flags: '',
  before: '^\\s*(?:sudo\\s+)?',
  after: '(?=\\s|$)(?!\\s*[=(.[:])',
});
/** A shell variable set from another: `PATH=$PATH:/usr/local/cuda/bin`, `X="$(pwd)"` (`$` is no Python). */
const SHELL_ASSIGNMENT = /^\s*[A-Za-z_]\w*="?\$[{(\w]/;
/** A child line of a printed torch module: `  (conv1): Conv2d(1, 32, …)`. */
const PRINTED_CHILD = /^\s*\(\w+\): [A-Z]\w*\(/;
// Printed output: training logs, Keras summaries, printed tensors and objects, pip listings, glog I lines
// (codebook `logs`: the actual printed output or training log).
const LOG_LINE_STARTS: readonly string[] = [
  '(?:Epoch|EPOCH)\\b(?![=(.[])(?!\\s+=)',
  'epoch\\b(?=\\s*(?:[:#[]\\s*)?\\d)',
  'Model: "',
  'Layer \\(type\\)',
  '(?:Total|Trainable|Non-trainable) params:',
  '[_=]{20,}\\s*$',
  '\\(\\w+\\): [A-Z]\\w*\\(',
  // PyTorch and NumPy print `tensor(`/`array(`; `tensor[mask] = 0` is code indexing a variable of that name.
  '(?:tensor|array)\\s*\\(',
  '(?:Parameter containing|torch\\.Size|Size|Variable containing|tf\\.Tensor|<tf\\.Tensor|Tensor\\(")\\s*[([:]',
  '<(?:class|built-in|function|generator|bound method|torch\\.|matplotlib|tensorflow|keras|module|PIL)[^>]*>',
  'OrderedDict\\(\\[',
  '\\+[-=+]{10,}\\+?\\s*$',
  '\\|.*\\|\\s*$',
  'Package\\s+Version\\s*$',
  '-{5,}\\s+-{5,}',
  // `\d+\.\d` then one run: `(?:\.\d+)+[\w.+-]*` split a `.0.0.0…` run between two quantifiers (quadratic).
  '[A-Za-z][\\w.-]*\\s{2,}v?\\d+\\.\\d[\\w.+-]*(?:\\s+\\S+){0,3}\\s*$',
  '\\d{4}-\\d\\d-\\d\\d[ T][\\d:.]+:?\\s*I\\s+\\S+[/\\\\]',
  'I\\d{4} \\d\\d:\\d\\d',
  'Out\\[\\d+\\]:',
  '\\d+%\\|',
  '(?:Using|Downloading|Extracting|Processing|Loading|Saving|Collecting|Requirement already satisfied|Successfully installed|Installing collected)\\b',
];
const LOG_START = alternationRegExp(LOG_LINE_STARTS, { flags: '', before: '^\\s*' });
const LOG_ANYWHERE = [
  /(?<!\s)\s{2,}\[?\((?:None|\d+)(?:, *(?:None|\d+))*\)\]?\s{2,}[\d,]+/, // a Keras summary row: name (Type)  (None, 10)  110
  /(?<!\d)\d+\/\d+\s*\[[=>.]*\]/,
  /NVIDIA-SMI|CUDA Version:/,
  /\b(?:loss|acc|accuracy)\b\s*[:=]\s*[-\d.].*\b(?:loss|acc|accuracy|epoch|step|lr)\b/i,
];
/** Output that a Python line can also look like: only when the line is not an assignment or statement. */
// A metric line (`loss: 0.69`, `Accuracy: 93%`) that a Python line could also look like.
const WEAK_LOG_LINE_STARTS: readonly string[] = [
  '(?:(?:train|test|val|valid|validation|training|testing)\\s*)?(?:loss|acc|accuracy|error|precision|recall|f1|auc)\\b[\\w ]*[:=]\\s*[-+]?(?:\\d|nan|inf)',
  '[A-Z][\\w ]{0,40}:\\s*[-+]?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?%?\\s*$',
];
const LOG_WEAK_START = alternationRegExp(WEAK_LOG_LINE_STARTS, { flags: 'i', before: '^\\s*' });
const LOG_WEAK_ANYWHERE = /grad_fn=<|device='cuda[^']*'\)|dtype=torch\.\w+\)|requires_grad=True\)/;
const INCLUDE = /^\s*#include\s*[<"]/;
// C/C++, JavaScript, Lua, HTML/XML, CMake, Dockerfile, R, Java and SQL line starts: code, but not Python.
const FOREIGN_LINE_STARTS: readonly string[] = [
  'using namespace\\b',
  'template\\s*<',
  '(?:int|void|float|double|char|bool|auto|unsigned|long|size_t|struct|typedef|static|const|extern)\\b[\\w\\s*&<>:,]*[\\w)\\]]\\s*(?:\\([^)]*\\)\\s*)?[;{]\\s*$',
  '(?:const|let|var)\\s+\\w+\\s*=',
  'local\\s+\\w+\\s*=',
  'require\\s*[(\'"]',
  'end\\s*$',
  '<\\/?[a-zA-Z][\\w:-]*(?:\\s[^>]*)?\\/?>\\s*$',
  'cmake_minimum_required',
  '(?:FROM|RUN|COPY|WORKDIR|ENTRYPOINT|CMD|ENV)\\s+\\S',
  '\\w+\\s*<-\\s*\\S',
  '(?:public|private|protected)\\s+(?:static\\s+)?[\\w<>[\\]]+\\s+\\w+',
  '(?:SELECT|INSERT|UPDATE|CREATE TABLE)\\s',
];
const FOREIGN_START = alternationRegExp(FOREIGN_LINE_STARTS, { flags: '', before: '^\\s*' });
const FOREIGN_ANYWHERE = /\bstd::|console\.log|=>\s*\{/;
// Python statements no other language starts a line with (Python language reference: simple and compound
// statements).
const PYTHON_STATEMENT_STARTS: readonly string[] = [
  'import\\s+[\\w.]+(?:\\s+as\\s+\\w+)?(?:\\s*,\\s*[\\w.]+(?:\\s+as\\s+\\w+)?)*\\s*(?:#.*)?$',
  'from\\s+\\.*[\\w.]*\\s+import\\s',
  'def\\s+\\w+\\s*\\(',
  'class\\s+\\w+\\s*[(:]',
  'return\\b',
  'if\\s.*:\\s*(?:#.*)?$',
  'elif\\s.*:',
  'else\\s*:',
  'for\\s+.+\\s+in\\s+.+:\\s*(?:#.*)?$',
  'while\\s.+:',
  'with\\s.+:\\s*(?:#.*)?$',
  'try\\s*:',
  'except\\b.*:',
  'finally\\s*:',
  'raise\\s+\\w',
  'assert\\s',
  'yield\\b',
  'pass\\s*(?:#.*)?$',
  'break\\s*$',
  'continue\\s*$',
  'global\\s+\\w',
  'nonlocal\\s',
  'del\\s+\\w',
  'print\\s*\\(',
  'print\\s+[\'"\\w]',
  '@\\w[\\w.]*(?:\\(.*\\))?\\s*$',
  'super\\(',
  'self\\.\\w+(?:\\.\\w+)*\\s*=',
  'lambda\\s',
];
const PY_STRONG = alternationRegExp(PYTHON_STATEMENT_STARTS, { flags: '', before: '^\\s*' });
/** A compound statement with its body on the same line: `if x: y()`. */
const PY_INLINE_BODY = /^\s*(if|elif|while|for|with|def|class|try|except|else|finally)\b[^:]*:\s*\S/;
/** A line opening a (doc)string: `"""Docs`, `r'''`. */
const PY_STRING_START = /^\s*[rRbBuUfF]{0,2}("""|''')/;
const PY_ASSIGNMENT =
  /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*(?:\s*,\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*)*\s*(?:=|\+=|-=|\*=|\/=|\/\/=|\*\*=|%=|@=|&=|\|=)\s*[^=\s]/;
/** `(a, b) = f()`, `[x, y] = pair`. */
const PY_TUPLE_ASSIGNMENT = /^\s*[([]\s*[A-Za-z_][\w., \t]*[)\]]\s*=[^=]/;
const PY_CALL = /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*\s*\(/;
const PY_EXPRESSION = /^\s*[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[[^\]]*\])+\s*$/;
const CLOSER = /^\s*(?:[)\]}][)\]},;:]*\s*(?:#.*)?|[{[(]\s*)$/;
// A list of strings reads `(?:'…'\s*(?:,\s*)?)+`: with `\s*,?\s*` a line of `""  ""  …` split its blanks every way,
// exponential (69 characters: 4 s).
const VALUE =
  /^(?:(?=[\s[\](),.\-+eE:;%|/]*\d)[\s[\](),.\-+eE\d:;%|/]*$|\s*(?:True|False|None|nan|inf)\s*$|\s*\{\s*['"][^'"]+['"]\s*:.*\}\s*$|\s*\[\s*(?:['"][^'"\n]*['"]\s*(?:,\s*)?)+\]\s*$)/;
const JSON_KEY = /^\s*"[^"]+"\s*:\s*(?:"|\d|\[|\{|true|false|null)/;

export function classifyLine(line: string, next: string | null): LineClass {
  if (line.length > 3000) line = line.slice(0, 3000);
  const trimmed = line.trim();
  if (!trimmed) return 'blank';
  if (line.includes('most recent call') && TB_HEAD.test(line)) return 'tbHead';
  if (PROMPT.test(line)) {
    // `>>> IndexError: …` under a script: askers mark output with `>>>`; no REPL input reads like that.
    const error = matchErrorLineStart(line.replace(PROMPT, ''));
    return error && !error.exceptionType.endsWith('Warning') ? 'error' : 'prompt';
  }
  if (TB_FRAME.test(line)) return 'tbFrame';
  if (TB_MARKER.test(line)) return 'tbMarker';
  // Most lines are Python statements: decide them early. C/C++/JS lines end with ';' or '{'.
  const last = trimmed[trimmed.length - 1];
  const cStyle = last === ';' || last === '{';
  if (!cStyle && (PY_STRONG.test(line) || PY_INLINE_BODY.test(line))) return 'pyStrong';
  const error = matchErrorLineStart(line);
  if (error) return error.exceptionType.endsWith('Warning') ? 'warning' : 'error';
  if (NATIVE.test(line) || line.includes('core dumped')) return 'native';
  if (WARNING_START.test(line) || ((line.includes('arning') || line.includes('WARNING')) && WARNING_ANYWHERE.test(line))) return 'warning';
  if (trimmed[0] === '#') return INCLUDE.test(line) ? 'foreign' : 'comment';
  if (trimmed[0] === '%' && /^%%?[A-Za-z]/.test(trimmed)) return 'magic';
  if (trimmed[0] === '!' && /^!\s*[A-Za-z./~]/.test(trimmed)) return 'shellMagic';
  if (SHELL_PROMPT.test(line) || SHELL_COMMAND.test(line) || SHELL_ASSIGNMENT.test(line)) return 'shell';
  if (/^[A-Z]\w*\($/.test(trimmed) && next !== null && PRINTED_CHILD.test(next)) return 'log'; // print(model): "Net(" then "(conv1): Conv2d(…"
  if (LOG_START.test(line) || LOG_ANYWHERE.some((p) => p.test(line))) return 'log';
  if (FOREIGN_START.test(line) || FOREIGN_ANYWHERE.test(line)) return 'foreign';
  if (cStyle && PY_STRONG.test(line)) return 'pyStrong';
  if (PY_STRING_START.test(line)) return 'pyWeak';
  if (CLOSER.test(line)) return 'closer';
  const assignment = PY_ASSIGNMENT.test(line) || PY_TUPLE_ASSIGNMENT.test(line);
  if (!assignment && (LOG_WEAK_START.test(line) || LOG_WEAK_ANYWHERE.test(line))) return 'log';
  if (VALUE.test(line)) return 'value';
  if (assignment) return proseValue(line) ? 'text' : 'pyWeak'; // `Tit   = total number of iterations`
  if (PY_CALL.test(line) || PY_EXPRESSION.test(line)) return proseRuns(line).length ? 'text' : 'pyWeak'; // `gcc (Ubuntu 7.5.0) 7.5.0`
  if (cStyle || JSON_KEY.test(line)) return 'foreignWeak';
  return 'text';
}

/** An assignment whose value is words side by side: a legend (`Tnf   = total number of function evaluations`), not code. */
function proseValue(line: string): boolean {
  const equals = line.indexOf('=');
  let value = equals + 1;
  while (line[value] === ' ' || line[value] === '\t') value++;
  return proseRuns(line, value).some(([start]) => start === value);
}

/** Where a line's code ends and its `#` comment begins, and its net change in open brackets — one scan that skips string literals. */
export function scanCodeLine(line: string): { commentStart: number; bracketDelta: number } {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') return { commentStart: i, bracketDelta: depth };
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return { commentStart: -1, bracketDelta: depth };
}

/** Net change in open brackets over a line, ignoring string literals and comments. */
export function bracketDelta(line: string): number {
  return scanCodeLine(line).bracketDelta;
}

/** Count of triple quotes on a line: an odd count opens or closes a multi-line string. */
export function tripleQuotes(line: string): number {
  return (line.match(/"""|'''/g) ?? []).length;
}

// ------------------------------------------------------------ prose inside code

/** Python keywords, soft keywords and the Python 2 statements `print x` / `exec code`: a word beside one of these can be Python. */
const PY_KEYWORDS: ReadonlySet<string> = new Set([
  'False',
  'None',
  'True',
  'and',
  'as',
  'assert',
  'async',
  'await',
  'break',
  'class',
  'continue',
  'def',
  'del',
  'elif',
  'else',
  'except',
  'finally',
  'for',
  'from',
  'global',
  'if',
  'import',
  'in',
  'is',
  'lambda',
  'nonlocal',
  'not',
  'or',
  'pass',
  'raise',
  'return',
  'try',
  'while',
  'with',
  'yield',
  'match',
  'case',
  'type',
  'print',
  'exec',
]);
/** Something word-like, blanks, a word: where prose can be (a quick test before the scan). */
const PROSE_HINT = /[\w.)\]}\u0080-\uffff][ \t]+[\w.\u0080-\uffff]/;
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;

function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 46 || code >= 0x80
  );
}

/**
 * Runs of words standing side by side with only blanks between them where two neighbours are not
 * keywords (`error here` in `f(a) <--- error here`, `2017 Free Software` in a copyright line): never
 * Python, so prose. A run spans the whole chain of blank-separated words it belongs to (`this is
 * where the error occurs`). Strings and the comment are skipped. [start, end) offsets into `line`,
 * scanning `from`..`to`; one pass, linear in the line.
 */
export function proseRuns(line: string, from = 0, to = line.length): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  if (!PROSE_HINT.test(from === 0 && to === line.length ? line : line.slice(from, to))) return runs; // no two words side by side at all
  let chainStart = -1; // first word of the current chain of blank-separated words
  let chainEnd = -1;
  let chainProse = false;
  let previous: 'none' | 'word' | 'keyword' | 'close' = 'none';
  let previousEnd = -1;
  const endChain = () => {
    if (chainProse && chainStart >= 0) runs.push([chainStart, chainEnd]);
    chainStart = -1;
    chainProse = false;
  };
  let i = from;
  while (i < to) {
    const ch = line.charCodeAt(i);
    if (ch === 32 || ch === 9) {
      i++;
      continue;
    }
    const adjacent = previousEnd >= 0 && previousEnd < i; // blanks only since the previous atom
    if (ch === 34 || ch === 39) {
      // a string: skip it; a triple-quoted or unterminated one ends the scan of this line
      const quote = line[i];
      if (line.startsWith(quote.repeat(3), i)) break;
      let j = i + 1;
      while (j < to && line[j] !== quote) j += line[j] === '\\' ? 2 : 1;
      if (j >= to) break;
      endChain();
      previous = 'none';
      previousEnd = -1;
      i = j + 1;
      continue;
    }
    if (ch === 35) break; // a comment
    if (isWordChar(ch)) {
      let j = i + 1;
      while (j < to && isWordChar(line.charCodeAt(j))) j++;
      const word = line.slice(i, j);
      const next = line[j];
      if ((next === '"' || next === "'") && STRING_PREFIX.test(word)) {
        endChain();
        previous = 'none';
        previousEnd = -1;
        i = j;
        continue;
      }
      const keyword = PY_KEYWORDS.has(word);
      if (adjacent && previous !== 'none') {
        if (!keyword && previous !== 'keyword') chainProse = true;
        if (chainStart < 0) chainStart = i; // after a closing bracket the chain starts here
      } else {
        endChain();
        chainStart = i;
      }
      chainEnd = j;
      previous = keyword ? 'keyword' : 'word';
      previousEnd = j;
      i = j;
      continue;
    }
    endChain();
    if (ch === 41 || ch === 93 || ch === 125) {
      previous = 'close';
      previousEnd = i + 1;
    } else {
      previous = 'none';
      previousEnd = -1;
    }
    i++;
  }
  endChain();
  return runs;
}
