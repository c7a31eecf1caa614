// What one line of a code block looks like on its own: Python, a traceback frame, an error line,
// printed output, a shell command, another language, or plain text. Context is applied later
// (codeBlockKind.ts): frame code lines, error-message continuations, open brackets.
import { matchErrorLineStart } from './errorLines';

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
// alternations at every position of the line.
const TB_HEAD = /Traceback \(most recent call last\)/;
const PROMPT = /^\s*(?:>>>|In \[\d*\]:)(?:\s|$)/;
const TB_FRAME =
  /^\s*(?:File "[^"]*", line \d+|File \S.*:\d+, in |(?:Cell|Input) In ?\[\d*\]|(?:<ipython-input-[^>]+>|\S.*\.pyx?) in [\w<>.]+(?:\(|\s*$)|-{1,4}>\s*\d+(?:\s|$)|\d+\s+-{1,4}>)/;
const TB_MARKER =
  /^\s*(?:During handling of the above exception|The above exception was the direct cause|\d+ frames?\s*$|-{30,}\s*$|\[\.\.\. skipping|\^[\^~ ]*\s*$)/;
const NATIVE =
  /^\s*(?:terminate called after throwing|what\(\):|frame #\d+:|Exception raised from |Segmentation fault|\[\[\{\{node |\[\[node |Fatal Python error|(?:Aborted|Killed)\s*$|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*[EF]\s+\S+[\/\\]|[EF]\d{4} \d\d:\d\d|\S+\.(?:cpp|cu|cuh|h|hpp|cc|c):\d+:(?:\d+:)?\s*(?:fatal )?error:|(?:CUDA|cuDNN|CUBLAS|NCCL) error\b|Process finished with exit code -?[1-9]|Errors? may have originated from an input operation|Function call stack:|Call arguments received by layer)/;
const WARNING_START = /^\s*(?:W\d{4} \d\d:\d\d|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*W\s+\S+[\/\\]|(?:WARNING|Warning)\s*:)/;
const WARNING_ANYWHERE = /\b[A-Z]\w*Warning\s*:|WARNING:(?:tensorflow|absl|root)/;
const SHELL_PROMPT = /^\s*(?:\$|%|PS [A-Z]:[^>]*>|\([\w.-]+\)\s+(?:\S*[$#>]|[A-Za-z]:\\[^>\n]*>)|[\w.-]+@[\w.-]+:[^$#\n]*[$#]|[A-Za-z]:\\[^>\n]*>|[\w-]+\$)\s*\S/;
const SHELL_COMMAND =
  /^\s*(?:sudo\s+)?(?:pip3?|conda|python[\d.]*|nvcc|nvidia-smi|apt(?:-get)?|brew|git|wget|curl|cd|ls|export|source|mkdir|rm|cp|mv|docker|cmake|make|bash|sh|chmod|activate|deactivate|virtualenv|jupyter|tensorboard|torchrun|accelerate|CUDA_VISIBLE_DEVICES=\S*|echo|cat|unzip|tar|which|gcc|g\+\+|clang|bazel|ninja|srun|sbatch|ssh|scp|uname|lsb_release|nproc|set\s+\w+=|setx)(?=\s|$)(?!\s*[=(.\[:])/;
/** A child line of a printed torch module: `  (conv1): Conv2d(1, 32, …)`. */
const PRINTED_CHILD = /^\s*\(\w+\): [A-Z]\w*\(/;
const LOG_START =
  /^\s*(?:(?:Epoch|EPOCH)\b(?![=(.\[])(?!\s+=)|epoch\b(?=\s*[:#\[]?\s*\d)|Model: "|Layer \(type\)|(?:Total|Trainable|Non-trainable) params:|[_=]{20,}\s*$|\(\w+\): [A-Z]\w*\(|(?:tensor|array|Parameter containing|torch\.Size|Size|Variable containing|tf\.Tensor|<tf\.Tensor|Tensor\(")\s*[([:]|<(?:class|built-in|function|generator|bound method|torch\.|matplotlib|tensorflow|keras|module|PIL)[^>]*>|OrderedDict\(\[|\+[-=+]{10,}\+?\s*$|\|.*\|\s*$|Package\s+Version\s*$|-{5,}\s+-{5,}|[A-Za-z][\w.\-]*\s{2,}v?\d+(?:\.\d+)+[\w.+-]*(?:\s+\S+){0,3}\s*$|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*I\s+\S+[\/\\]|I\d{4} \d\d:\d\d|Out\[\d+\]:|\d+%\||(?:Using|Downloading|Extracting|Processing|Loading|Saving|Collecting|Requirement already satisfied|Successfully installed|Installing collected)\b)/;
const LOG_ANYWHERE = [
  /\s{2,}\[?\((?:None|\d+)(?:, *(?:None|\d+))*\)\]?\s{2,}[\d,]+/, // a Keras summary row: name (Type)  (None, 10)  110
  /\d+\/\d+\s*\[[=>.]*\]/,
  /NVIDIA-SMI|CUDA Version:/,
  /\b(?:loss|acc|accuracy)\b\s*[:=]\s*[-\d.]+.*\b(?:loss|acc|accuracy|epoch|step|lr)\b/i,
];
/** Output that a Python line can also look like: only when the line is not an assignment or statement. */
const LOG_WEAK_START =
  /^\s*(?:(?:(?:train|test|val|valid|validation|training|testing)\s*)?(?:loss|acc|accuracy|error|precision|recall|f1|auc)\b[\w ]*[:=]\s*[-+]?(?:\d|nan|inf)|[A-Z][\w ]{0,40}:\s*[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?%?\s*$)/i;
const LOG_WEAK_ANYWHERE = /grad_fn=<|device='cuda[^']*'\)|dtype=torch\.\w+\)|requires_grad=True\)/;
const INCLUDE = /^\s*#include\s*[<"]/;
const FOREIGN_START =
  /^\s*(?:using namespace\b|template\s*<|(?:int|void|float|double|char|bool|auto|unsigned|long|size_t|struct|typedef|static|const|extern)\b[\w\s*&<>:,]*[\w)\]]\s*(?:\([^)]*\)\s*)?[;{]\s*$|(?:const|let|var)\s+\w+\s*=|local\s+\w+\s*=|require\s*[('"]|end\s*$|<\/?[a-zA-Z][\w:-]*(?:\s[^>]*)?\/?>\s*$|cmake_minimum_required|(?:FROM|RUN|COPY|WORKDIR|ENTRYPOINT|CMD|ENV)\s+\S|\w+\s*<-\s*\S|(?:public|private|protected)\s+(?:static\s+)?[\w<>[\]]+\s+\w+|(?:SELECT|INSERT|UPDATE|CREATE TABLE)\s)/;
const FOREIGN_ANYWHERE = /\bstd::|console\.log|=>\s*\{/;
const PY_STRONG =
  /^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*\s*(?:#.*)?$|from\s+\.*[\w.]*\s+import\s|def\s+\w+\s*\(|class\s+\w+\s*[(:]|return\b|if\s.*:\s*(?:#.*)?$|elif\s.*:|else\s*:|for\s+.+\s+in\s+.+:\s*(?:#.*)?$|while\s.+:|with\s.+:\s*(?:#.*)?$|try\s*:|except\b.*:|finally\s*:|raise\s+\w|assert\s|yield\b|pass\s*(?:#.*)?$|break\s*$|continue\s*$|global\s+\w|nonlocal\s|del\s+\w|print\s*\(|print\s+['"\w]|@\w[\w.]*(?:\(.*\))?\s*$|super\(|self\.\w+(?:\.\w+)*\s*=|lambda\s)/;
/** A compound statement with its body on the same line: `if x: y()`. */
const PY_INLINE_BODY = /^\s*(if|elif|while|for|with|def|class|try|except|else|finally)\b[^:]*:\s*\S/;
/** A line opening a (doc)string: `"""Docs`, `r'''`. */
const PY_STRING_START = /^\s*[rRbBuUfF]{0,2}("""|''')/;
const PY_ASSIGNMENT =
  /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*(?:\s*,\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*)*\s*(?:=|\+=|-=|\*=|\/=|\/\/=|\*\*=|%=|@=|&=|\|=)\s*[^=\s]/;
const PY_CALL = /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*\s*\(/;
const PY_EXPRESSION = /^\s*[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[[^\]]*\])+\s*$/;
const CLOSER = /^\s*(?:[)\]}]+[)\]},;:]*\s*(?:#.*)?|[{[(]\s*)$/;
const VALUE =
  /^(?:[\s\[\](),.\-+eE\d:;%|/]*\d[\s\[\](),.\-+eE\d:;%|/]*$|\s*(?:True|False|None|nan|inf)\s*$|\s*\{\s*['"][^'"]+['"]\s*:.*\}\s*$|\s*\[\s*(?:['"][^'"\n]*['"]\s*,?\s*)+\]\s*$)/;
const JSON_KEY = /^\s*"[^"]+"\s*:\s*(?:"|\d|\[|\{|true|false|null)/;

export function classifyLine(line: string, next: string | null): LineClass {
  if (line.length > 3000) line = line.slice(0, 3000);
  const trimmed = line.trim();
  if (!trimmed) return 'blank';
  if (line.includes('Traceback') && TB_HEAD.test(line)) return 'tbHead';
  if (PROMPT.test(line)) return 'prompt';
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
  if (trimmed[0] === '!' && /^!\s*[A-Za-z.\/~]/.test(trimmed)) return 'shellMagic';
  if (SHELL_PROMPT.test(line) || SHELL_COMMAND.test(line)) return 'shell';
  if (/^[A-Z]\w*\($/.test(trimmed) && next !== null && PRINTED_CHILD.test(next)) return 'log'; // print(model): "Net(" then "(conv1): Conv2d(…"
  if (LOG_START.test(line) || LOG_ANYWHERE.some((p) => p.test(line))) return 'log';
  if (FOREIGN_START.test(line) || FOREIGN_ANYWHERE.test(line)) return 'foreign';
  if (cStyle && PY_STRONG.test(line)) return 'pyStrong';
  if (PY_STRING_START.test(line)) return 'pyWeak';
  if (CLOSER.test(line)) return 'closer';
  const assignment = PY_ASSIGNMENT.test(line);
  if (!assignment && (LOG_WEAK_START.test(line) || LOG_WEAK_ANYWHERE.test(line))) return 'log';
  if (VALUE.test(line)) return 'value';
  if (assignment || PY_CALL.test(line) || PY_EXPRESSION.test(line)) return 'pyWeak';
  if (cStyle || JSON_KEY.test(line)) return 'foreignWeak';
  return 'text';
}

/** Net change in open brackets over a line, ignoring string literals and comments. */
export function bracketDelta(line: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#') break;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

/** Count of triple quotes on a line: an odd count opens or closes a multi-line string. */
export function tripleQuotes(line: string): number {
  return (line.match(/"""|'''/g) ?? []).length;
}
