// prof.tmp.ts
import { readFileSync } from "node:fs";

// lib/report.ts
var ITEM_IDS = ["code", "code_runnable", "data", "model", "hyperparameters", "logs", "environment", "expected_vs_actual"];

// lib/analysis/errorLines.ts
var EXCEPTION_TYPE = "(?:[A-Za-z_][\\w]*\\.)*(?:[A-Za-z_]\\w*?(?:Error|Exception|Interrupt|Exit|StopIteration|Warning)|[A-Za-z_]\\w*\\.error)";
var LINE_START = new RegExp(`^[ \\t]*(${EXCEPTION_TYPE})(?:[ \\t]*:[ \\t]*(.*?)|[ \\t]*)$`);
var IN_TEXT = new RegExp(`(?<![\\w.])(${EXCEPTION_TYPE})[ \\t]*:[ \\t]*(\\S(?:.*[^ \\t\\n\\r\\u2028\\u2029])?)[ \\t]*$`);
var CUDA_ERROR = /(?<![\w.])(CUDA error|CUDNN_STATUS_\w+|cuDNN error)\s*:\s*(\S(?:.*\S)?)\s*$/;
function matchErrorLineStart(line) {
  if (line.length > 2e3) line = line.slice(0, 2e3);
  const match = LINE_START.exec(line);
  if (match) {
    const index = line.indexOf(match[1]);
    return { index, exceptionType: match[1], message: (match[2] ?? "").trim() };
  }
  return matchCudaError(line);
}
function matchErrorInText(line) {
  if (line.length > 2e3) line = line.slice(0, 2e3);
  const start = matchErrorLineStart(line);
  if (start?.message) return start;
  if (!/Error|Exception|Interrupt|Exit|error/.test(line)) return null;
  const match = IN_TEXT.exec(line);
  if (match) return { index: match.index, exceptionType: match[1], message: match[2].replace(/(?<![`'"])[`'"]+$/, "").trim() };
  return matchCudaError(line);
}
function matchCudaError(line) {
  const match = CUDA_ERROR.exec(line);
  return match ? { index: match.index, exceptionType: match[1], message: match[2] } : null;
}
function isWarningType(exceptionType) {
  return exceptionType.endsWith("Warning");
}

// lib/analysis/lineKinds.ts
var TB_HEAD = /\(most recent call last\)/;
var PROMPT = /^\s*(?:>>>|In \[\d*\]:|\.\.\.:)(?:\s|$)/;
var TB_FRAME = /^\s*(?:File "[^"]*", line \d+|File \S.*:\d+, in |(?:Cell|Input) In ?\[\d*\]|(?:<ipython-input-[^>]+>|\S.*\.pyx?) in [\w<>.]+(?:\(|\s*$)|-{1,4}>\s*\d+(?:\s|$)|\d+\s+-{1,4}>)/;
var TB_MARKER = /^\s*(?:During handling of the above exception|The above exception was the direct cause|\d+ frames?\s*$|-{30,}\s*$|\[\.\.\. skipping|\^[\^~ ]*(?:[^\S ]\s*)?$)/;
var NATIVE = /^\s*(?:terminate called after throwing|what\(\):|frame #\d+:|Exception raised from |Segmentation fault|\[\[\{\{node |\[\[node |Fatal Python error|(?:Aborted|Killed)\s*$|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*[EF]\s+\S+[/\\]|[EF]\d{4} \d\d:\d\d|\S+\.(?:cpp|cu|cuh|h|hpp|cc|c):\d+:(?:\d+:)?\s*(?:fatal )?error:|(?:CUDA|cuDNN|CUBLAS|NCCL) error\b|Process finished with exit code -?[1-9]|Errors? may have originated from an input operation|Function call stack:|Call arguments received by layer)/;
var WARNING_START = /^\s*(?:W\d{4} \d\d:\d\d|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*W\s+\S+[/\\]|(?:WARNING|Warning)\s*:)/;
var WARNING_ANYWHERE = /\b[A-Z]\w*Warning\s*:|WARNING:(?:tensorflow|absl|root)/;
var SHELL_PROMPT = /^\s*(?:\$|%(?!\s*\()|PS [A-Z]:[^>]*>|\([\w.-]+\)\s+(?:\S*[$#>]|[A-Za-z]:\\[^>\n]*>)|[\w.-]+@[\w.-]+:[^$#\n]*[$#]|[A-Za-z]:\\[^>\n]*>|[\w-]+\$)\s*\S/;
var SHELL_COMMAND = /^\s*(?:sudo\s+)?(?:pip3?|conda|python[\d.]*|nvcc|nvidia-smi|apt(?:-get)?|brew|git|wget|curl|cd|ls|export|source|mkdir|rm|cp|mv|docker|cmake|make|bash|sh|chmod|activate|deactivate|virtualenv|jupyter|tensorboard|torchrun|accelerate|CUDA_VISIBLE_DEVICES=\S*|echo|cat|unzip|tar|which|gcc|g\+\+|clang|bazel|ninja|srun|sbatch|ssh|scp|uname|lsb_release|nproc|set\s+\w+=|setx)(?=\s|$)(?!\s*[=(.[:])/;
var SHELL_ASSIGNMENT = /^\s*[A-Za-z_]\w*="?\$[{(\w]/;
var PRINTED_CHILD = /^\s*\(\w+\): [A-Z]\w*\(/;
var LOG_START = /^\s*(?:(?:Epoch|EPOCH)\b(?![=(.[])(?!\s+=)|epoch\b(?=\s*(?:[:#[]\s*)?\d)|Model: "|Layer \(type\)|(?:Total|Trainable|Non-trainable) params:|[_=]{20,}\s*$|\(\w+\): [A-Z]\w*\(|(?:tensor|array|Parameter containing|torch\.Size|Size|Variable containing|tf\.Tensor|<tf\.Tensor|Tensor\(")\s*[([:]|<(?:class|built-in|function|generator|bound method|torch\.|matplotlib|tensorflow|keras|module|PIL)[^>]*>|OrderedDict\(\[|\+[-=+]{10,}\+?\s*$|\|.*\|\s*$|Package\s+Version\s*$|-{5,}\s+-{5,}|[A-Za-z][\w.-]*\s{2,}v?\d+(?:\.\d+)+[\w.+-]*(?:\s+\S+){0,3}\s*$|\d{4}-\d\d-\d\d[ T][\d:.]+:?\s*I\s+\S+[/\\]|I\d{4} \d\d:\d\d|Out\[\d+\]:|\d+%\||(?:Using|Downloading|Extracting|Processing|Loading|Saving|Collecting|Requirement already satisfied|Successfully installed|Installing collected)\b)/;
var LOG_ANYWHERE = [
  /(?<!\s)\s{2,}\[?\((?:None|\d+)(?:, *(?:None|\d+))*\)\]?\s{2,}[\d,]+/,
  // a Keras summary row: name (Type)  (None, 10)  110
  /(?<!\d)\d+\/\d+\s*\[[=>.]*\]/,
  /NVIDIA-SMI|CUDA Version:/,
  /\b(?:loss|acc|accuracy)\b\s*[:=]\s*[-\d.].*\b(?:loss|acc|accuracy|epoch|step|lr)\b/i
];
var LOG_WEAK_START = /^\s*(?:(?:(?:train|test|val|valid|validation|training|testing)\s*)?(?:loss|acc|accuracy|error|precision|recall|f1|auc)\b[\w ]*[:=]\s*[-+]?(?:\d|nan|inf)|[A-Z][\w ]{0,40}:\s*[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?%?\s*$)/i;
var LOG_WEAK_ANYWHERE = /grad_fn=<|device='cuda[^']*'\)|dtype=torch\.\w+\)|requires_grad=True\)/;
var INCLUDE = /^\s*#include\s*[<"]/;
var FOREIGN_START = /^\s*(?:using namespace\b|template\s*<|(?:int|void|float|double|char|bool|auto|unsigned|long|size_t|struct|typedef|static|const|extern)\b[\w\s*&<>:,]*[\w)\]]\s*(?:\([^)]*\)\s*)?[;{]\s*$|(?:const|let|var)\s+\w+\s*=|local\s+\w+\s*=|require\s*[('"]|end\s*$|<\/?[a-zA-Z][\w:-]*(?:\s[^>]*)?\/?>\s*$|cmake_minimum_required|(?:FROM|RUN|COPY|WORKDIR|ENTRYPOINT|CMD|ENV)\s+\S|\w+\s*<-\s*\S|(?:public|private|protected)\s+(?:static\s+)?[\w<>[\]]+\s+\w+|(?:SELECT|INSERT|UPDATE|CREATE TABLE)\s)/;
var FOREIGN_ANYWHERE = /\bstd::|console\.log|=>\s*\{/;
var PY_STRONG = /^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*\s*(?:#.*)?$|from\s+\.*[\w.]*\s+import\s|def\s+\w+\s*\(|class\s+\w+\s*[(:]|return\b|if\s.*:\s*(?:#.*)?$|elif\s.*:|else\s*:|for\s+.+\s+in\s+.+:\s*(?:#.*)?$|while\s.+:|with\s.+:\s*(?:#.*)?$|try\s*:|except\b.*:|finally\s*:|raise\s+\w|assert\s|yield\b|pass\s*(?:#.*)?$|break\s*$|continue\s*$|global\s+\w|nonlocal\s|del\s+\w|print\s*\(|print\s+['"\w]|@\w[\w.]*(?:\(.*\))?\s*$|super\(|self\.\w+(?:\.\w+)*\s*=|lambda\s)/;
var PY_INLINE_BODY = /^\s*(if|elif|while|for|with|def|class|try|except|else|finally)\b[^:]*:\s*\S/;
var PY_STRING_START = /^\s*[rRbBuUfF]{0,2}("""|''')/;
var PY_ASSIGNMENT = /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*(?:\s*,\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*)*\s*(?:=|\+=|-=|\*=|\/=|\/\/=|\*\*=|%=|@=|&=|\|=)\s*[^=\s]/;
var PY_TUPLE_ASSIGNMENT = /^\s*[([]\s*[A-Za-z_][\w., \t]*[)\]]\s*=[^=]/;
var PY_CALL = /^\s*[A-Za-z_][\w.]*(?:\[[^\]]*\][\w.]*)*\s*\(/;
var PY_EXPRESSION = /^\s*[A-Za-z_]\w*(\.[A-Za-z_]\w*|\[[^\]]*\])+\s*$/;
var CLOSER = /^\s*(?:[)\]}][)\]},;:]*\s*(?:#.*)?|[{[(]\s*)$/;
var VALUE = /^(?:(?=[\s[\](),.\-+eE:;%|/]*\d)[\s[\](),.\-+eE\d:;%|/]*$|\s*(?:True|False|None|nan|inf)\s*$|\s*\{\s*['"][^'"]+['"]\s*:.*\}\s*$|\s*\[\s*(?:['"][^'"\n]*['"]\s*(?:,\s*)?)+\]\s*$)/;
var JSON_KEY = /^\s*"[^"]+"\s*:\s*(?:"|\d|\[|\{|true|false|null)/;
function classifyLine(line, next) {
  if (line.length > 3e3) line = line.slice(0, 3e3);
  const trimmed2 = line.trim();
  if (!trimmed2) return "blank";
  if (line.includes("most recent call") && TB_HEAD.test(line)) return "tbHead";
  if (PROMPT.test(line)) {
    const error2 = matchErrorLineStart(line.replace(PROMPT, ""));
    return error2 && !error2.exceptionType.endsWith("Warning") ? "error" : "prompt";
  }
  if (TB_FRAME.test(line)) return "tbFrame";
  if (TB_MARKER.test(line)) return "tbMarker";
  const last = trimmed2[trimmed2.length - 1];
  const cStyle = last === ";" || last === "{";
  if (!cStyle && (PY_STRONG.test(line) || PY_INLINE_BODY.test(line))) return "pyStrong";
  const error = matchErrorLineStart(line);
  if (error) return error.exceptionType.endsWith("Warning") ? "warning" : "error";
  if (NATIVE.test(line) || line.includes("core dumped")) return "native";
  if (WARNING_START.test(line) || (line.includes("arning") || line.includes("WARNING")) && WARNING_ANYWHERE.test(line)) return "warning";
  if (trimmed2[0] === "#") return INCLUDE.test(line) ? "foreign" : "comment";
  if (trimmed2[0] === "%" && /^%%?[A-Za-z]/.test(trimmed2)) return "magic";
  if (trimmed2[0] === "!" && /^!\s*[A-Za-z./~]/.test(trimmed2)) return "shellMagic";
  if (SHELL_PROMPT.test(line) || SHELL_COMMAND.test(line) || SHELL_ASSIGNMENT.test(line)) return "shell";
  if (/^[A-Z]\w*\($/.test(trimmed2) && next !== null && PRINTED_CHILD.test(next)) return "log";
  if (LOG_START.test(line) || LOG_ANYWHERE.some((p) => p.test(line))) return "log";
  if (FOREIGN_START.test(line) || FOREIGN_ANYWHERE.test(line)) return "foreign";
  if (cStyle && PY_STRONG.test(line)) return "pyStrong";
  if (PY_STRING_START.test(line)) return "pyWeak";
  if (CLOSER.test(line)) return "closer";
  const assignment = PY_ASSIGNMENT.test(line) || PY_TUPLE_ASSIGNMENT.test(line);
  if (!assignment && (LOG_WEAK_START.test(line) || LOG_WEAK_ANYWHERE.test(line))) return "log";
  if (VALUE.test(line)) return "value";
  if (assignment) return proseValue(line) ? "text" : "pyWeak";
  if (PY_CALL.test(line) || PY_EXPRESSION.test(line)) return proseRuns(line).length ? "text" : "pyWeak";
  if (cStyle || JSON_KEY.test(line)) return "foreignWeak";
  return "text";
}
function proseValue(line) {
  const equals = line.indexOf("=");
  let value = equals + 1;
  while (line[value] === " " || line[value] === "	") value++;
  return proseRuns(line, value).some(([start]) => start === value);
}
function scanCodeLine(line) {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "#") return { commentStart: i, bracketDelta: depth };
    else if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") depth--;
  }
  return { commentStart: -1, bracketDelta: depth };
}
function bracketDelta(line) {
  return scanCodeLine(line).bracketDelta;
}
function tripleQuotes(line) {
  return (line.match(/"""|'''/g) ?? []).length;
}
var PY_KEYWORDS = /* @__PURE__ */ new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
  "match",
  "case",
  "type",
  "print",
  "exec"
]);
var PROSE_HINT = /[\w.)\]}\u0080-\uffff][ \t]+[\w.\u0080-\uffff]/;
var STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;
function isWordChar(code2) {
  return code2 >= 48 && code2 <= 57 || code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122 || code2 === 95 || code2 === 46 || code2 >= 128;
}
function proseRuns(line, from = 0, to = line.length) {
  const runs = [];
  if (!PROSE_HINT.test(from === 0 && to === line.length ? line : line.slice(from, to))) return runs;
  let chainStart = -1;
  let chainEnd = -1;
  let chainProse = false;
  let previous = "none";
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
    const adjacent = previousEnd >= 0 && previousEnd < i;
    if (ch === 34 || ch === 39) {
      const quote = line[i];
      if (line.startsWith(quote.repeat(3), i)) break;
      let j = i + 1;
      while (j < to && line[j] !== quote) j += line[j] === "\\" ? 2 : 1;
      if (j >= to) break;
      endChain();
      previous = "none";
      previousEnd = -1;
      i = j + 1;
      continue;
    }
    if (ch === 35) break;
    if (isWordChar(ch)) {
      let j = i + 1;
      while (j < to && isWordChar(line.charCodeAt(j))) j++;
      const word = line.slice(i, j);
      const next = line[j];
      if ((next === '"' || next === "'") && STRING_PREFIX.test(word)) {
        endChain();
        previous = "none";
        previousEnd = -1;
        i = j;
        continue;
      }
      const keyword = PY_KEYWORDS.has(word);
      if (adjacent && previous !== "none") {
        if (!keyword && previous !== "keyword") chainProse = true;
        if (chainStart < 0) chainStart = i;
      } else {
        endChain();
        chainStart = i;
      }
      chainEnd = j;
      previous = keyword ? "keyword" : "word";
      previousEnd = j;
      i = j;
      continue;
    }
    endChain();
    if (ch === 41 || ch === 93 || ch === 125) {
      previous = "close";
      previousEnd = i + 1;
    } else {
      previous = "none";
      previousEnd = -1;
    }
    i++;
  }
  endChain();
  return runs;
}

// lib/python/source.ts
var TRAILING_DOT_FLOAT = /(?<![\w.])(\d+)\.(?![\w.])/g;
var REPL_PROMPT = /^[ \t]*(>>>|In \[\d*\]:)( |$)/;
var REPL_CONTINUATION = /^[ \t]*(\.\.\.|\.\.\.:)( |$)/;
var MAGIC_LINE = /^[ \t]*(%%?[A-Za-z]|![ \t]*[A-Za-z./~])/;
var GAP_MARKUP = /<\s*(?:(?:your|my|some|insert|put|add|enter|path|code|rest|other|fill|the)\b|\.\.\.)[^<>\n]{0,40}>|^[ \t]*(?:\.{4,}|…+)[ \t]*$/gim;
function splitLines(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    if (nl < 0) {
      lines.push({ start, end: text.length });
      return lines;
    }
    lines.push({ start, end: nl });
    start = nl + 1;
  }
}
function lastAtOrBefore(count, value, offset) {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (value(mid) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function prepareSource(text) {
  const lines = splitLines(text);
  const firstCodeLine = lines.find((l) => text.slice(l.start, l.end).trim() !== "");
  const repl = firstCodeLine !== void 0 && REPL_PROMPT.test(text.slice(firstCodeLine.start, Math.min(firstCodeLine.end, firstCodeLine.start + 40)));
  const magics = [];
  const blanked = [];
  const wrapper = repl ? null : wrappingQuotes(text, lines);
  if (wrapper) blanked.push(...wrapper);
  for (const line of lines) {
    const head = text.slice(line.start, Math.min(line.end, line.start + 40));
    if (repl) {
      const prompt = REPL_PROMPT.exec(head) ?? REPL_CONTINUATION.exec(head);
      const codeStart = prompt ? line.start + prompt[0].length : line.end;
      if (prompt && MAGIC_LINE.test(text.slice(codeStart, line.end))) {
        magics.push([codeStart, line.end]);
        blanked.push([line.start, line.end]);
      } else blanked.push([line.start, codeStart]);
    } else if (MAGIC_LINE.test(head)) {
      magics.push([line.start + head.length - head.trimStart().length, line.end]);
      blanked.push([line.start, line.end]);
    }
  }
  if (/\d\.(?![\w.])/.test(text)) {
    for (const m of text.matchAll(TRAILING_DOT_FLOAT)) blanked.push([m.index + m[0].length - 1, m.index + m[0].length]);
    blanked.sort((a, b) => a[0] - b[0]);
  }
  const gaps = [];
  if (text.includes("<") || text.includes("....") || text.includes("\u2026")) {
    for (const match of text.matchAll(GAP_MARKUP)) {
      const start = match.index + (match[0].length - match[0].trimStart().length);
      gaps.push([start, match.index + match[0].trimEnd().length]);
      blanked.push([start, match.index + match[0].trimEnd().length]);
    }
    blanked.sort((a, b) => a[0] - b[0]);
  }
  if (wrapper) blanked.sort((a, b) => a[0] - b[0]);
  return dedent(blankRanges(text, blanked), lines, { magics, gaps, repl });
}
var WRAPPER_OPEN = /^[rRuUbB]?('''|""")/;
function wrappingQuotes(text, lines) {
  const trimmed2 = text.trimStart();
  const open = WRAPPER_OPEN.exec(trimmed2);
  if (!open) return null;
  const quote = open[1];
  const openStart = text.length - trimmed2.length;
  const openEnd = openStart + open[0].length;
  const closeEnd = text.trimEnd().length;
  const closeStart = closeEnd - 3;
  if (closeStart < openEnd || text.slice(closeStart, closeEnd) !== quote || text.indexOf(quote, openEnd) !== closeStart) return null;
  let strong = 0;
  let code2 = 0;
  let other = 0;
  for (const line of lines) {
    if (line.end <= openEnd || line.start >= closeStart) continue;
    const cls = classifyLine(text.slice(Math.max(line.start, openEnd), Math.min(line.end, closeStart)), null);
    if (cls === "pyStrong") strong++;
    if (cls === "pyStrong" || cls === "pyWeak") code2++;
    else if (cls !== "blank" && cls !== "comment" && cls !== "closer") other++;
  }
  return strong > 0 && code2 >= 2 && code2 >= other ? [
    [openStart, openEnd],
    [closeStart, closeEnd]
  ] : null;
}
function blankRanges(text, ranges) {
  const parts = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (to <= Math.max(from, at)) continue;
    if (from < at) {
      parts.push(" ".repeat(to - at));
      at = to;
      continue;
    }
    parts.push(text.slice(at, from), " ".repeat(to - from));
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join("").replace(/[\r\u00a0\u2007\u202f\f\v]/g, " ");
}
function indentOf(text, line) {
  let i = line.start;
  while (i < line.end && (text[i] === " " || text[i] === "	")) i++;
  return i === line.end ? -1 : i - line.start;
}
function dedentWidths(text, lines) {
  const indents = lines.map((l) => indentOf(text, l));
  const nonBlank = indents.map((d, i) => d >= 0 ? i : -1).filter((i) => i >= 0);
  if (!nonBlank.length) return null;
  const common = Math.min(...nonBlank.map((i) => indents[i]));
  const first = nonBlank[0];
  const rest = nonBlank.slice(1);
  const restCommon = rest.length ? Math.min(...rest.map((i) => indents[i])) : 0;
  const firstLine = withoutComment(text.slice(lines[first].start, lines[first].end)).trimEnd();
  const firstLostIndent = indents[first] === 0 && restCommon > 0 && rest.length >= 1 && !/[:([{,\\]$/.test(firstLine);
  if (!common && !firstLostIndent) return null;
  return indents.map((d, i) => {
    if (d < 0) return Math.min(lineLength(lines[i]), firstLostIndent ? restCommon : common);
    if (firstLostIndent) return i === first ? 0 : restCommon;
    return common;
  });
}
function lineLength(line) {
  return line.end - line.start;
}
function dedent(text, lines, found) {
  const widths = dedentWidths(text, lines);
  const pieces = lines.map((line, i) => {
    let cut = 0;
    if (widths) while (cut < widths[i] && line.start + cut < line.end && /[ \t]/.test(text[line.start + cut])) cut++;
    return { text: text.slice(line.start + cut, line.end), original: line.start + cut };
  });
  const repairs = closeOpenBrackets(pieces);
  if (!widths && !repairs) return { source: text, toOriginal: (o) => o, ...found, repairs, shifted: false };
  const sourceStarts = [];
  const originalStarts = [];
  const lengths = [];
  const run = (source, original, length) => {
    sourceStarts.push(source);
    originalStarts.push(original);
    lengths.push(length);
  };
  const parts = [];
  let offset = 0;
  for (const piece of pieces) {
    let line = piece.text;
    if (piece.insert) {
      const { at, text: closers } = piece.insert;
      line = line.slice(0, at) + closers + line.slice(at);
      run(offset, piece.original, at);
      run(offset + at, piece.original + at, 0);
      run(offset + at + closers.length, piece.original + at, piece.text.length - at);
    } else run(offset, piece.original, piece.text.length);
    parts.push(line);
    offset += line.length + 1;
  }
  return {
    source: parts.join("\n"),
    toOriginal: (o) => {
      const run2 = lastAtOrBefore(sourceStarts.length, (i) => sourceStarts[i], o);
      return originalStarts[run2] + Math.min(o - sourceStarts[run2], lengths[run2]);
    },
    ...found,
    repairs,
    shifted: true
  };
}
var STATEMENT_START = /^(?:(?:def|class|import|from|for|while|if|with|try|return|print|async|@)\b|[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?[ \t]*(?:[-+*/%@&|^]|\/\/|\*\*)?=(?!=))/;
var CLOSER_OF = { "(": ")", "[": "]", "{": "}" };
var SIGNIFICANT = /["'#()[\]{}]/g;
var MAX_REPAIR = 8;
function closeOpenBrackets(pieces) {
  const open = [];
  let triple = "";
  let last = null;
  let blankSince = false;
  let repairs = 0;
  pieces.forEach((piece, index) => {
    const line = piece.text;
    if (!triple && open.length && open.length <= MAX_REPAIR && blankSince && last && STATEMENT_START.test(line)) {
      pieces[last.piece].insert = {
        at: last.end,
        text: open.reverse().map((b) => CLOSER_OF[b]).join("")
      };
      open.length = 0;
      repairs++;
    }
    let i = 0;
    let comment2 = line.length;
    while (i < line.length) {
      if (triple) {
        const close = line.indexOf(triple, i);
        if (close < 0) break;
        i = close + 3;
        triple = "";
        continue;
      }
      SIGNIFICANT.lastIndex = i;
      const found = SIGNIFICANT.exec(line);
      if (!found) break;
      const ch = found[0];
      i = found.index + 1;
      if (ch === "#") {
        comment2 = found.index;
        break;
      }
      if (ch === '"' || ch === "'") {
        if (line.startsWith(ch.repeat(3), found.index)) {
          triple = ch.repeat(3);
          i += 2;
          continue;
        }
        while (i < line.length && line[i] !== ch) i += line[i] === "\\" ? 2 : 1;
        i++;
      } else if (ch === "(" || ch === "[" || ch === "{") open.push(ch);
      else if (open.length) open.pop();
    }
    const codeEnd = triple ? -1 : line.slice(0, comment2).trimEnd().length;
    if (triple) last = null;
    else if (codeEnd > 0) {
      last = { piece: index, end: codeEnd };
      blankSince = false;
    } else if (!line.trim()) blankSince = true;
  });
  return repairs;
}
function withoutComment(line) {
  let from = line.length;
  while (from > 0 && !isLineTerminator(line.charCodeAt(from - 1))) from--;
  const hash = line.indexOf("#", from);
  return hash < 0 ? line : line.slice(0, hash);
}
function isLineTerminator(code2) {
  return code2 === 10 || code2 === 13 || code2 === 8232 || code2 === 8233;
}

// lib/analysis/codeBlockKind.ts
var KIND_OF_CLASS = {
  blank: null,
  comment: null,
  closer: null,
  tbHead: "traceback",
  tbFrame: "traceback",
  tbMarker: "traceback",
  error: "traceback",
  native: "traceback",
  warning: "output",
  log: "output",
  value: "output",
  prompt: "python",
  shell: "shell",
  shellMagic: "shell",
  magic: "python",
  foreign: "other",
  foreignWeak: "other",
  pyStrong: "python",
  pyWeak: "python",
  text: "text"
};
var WEIGHT = {
  blank: 0,
  comment: 0.2,
  closer: 0,
  tbHead: 3,
  tbFrame: 1,
  tbMarker: 1,
  error: 2,
  native: 1,
  warning: 0.8,
  log: 1,
  value: 0.6,
  prompt: 2,
  shell: 1,
  shellMagic: 0.6,
  magic: 0.4,
  foreign: 1,
  foreignWeak: 0.5,
  pyStrong: 1,
  pyWeak: 0.6,
  text: 0.4
};
var BREAKS_BRACKETS = /* @__PURE__ */ new Set(["tbHead", "tbFrame", "tbMarker", "prompt", "shell"]);
var STRONG = /* @__PURE__ */ new Set(["tbHead", "tbFrame", "tbMarker", "error", "native", "log", "prompt", "shell", "foreign", "pyStrong"]);
function analyzeBlockKinds(text, lang) {
  const lines = splitLines(text);
  const texts = lines.map((l) => text.slice(l.start, l.end));
  const verdicts = applyContext(texts);
  resolveNeighbours(verdicts);
  const kind = decideKind(verdicts, hintOf(lang));
  return { kind, segments: toSegments(verdicts, lines, text, kind) };
}
function applyContext(texts) {
  const verdicts = [];
  let state = "none";
  let depth = 0;
  let openKind = null;
  let inDocstring = false;
  let previousBlank = true;
  let continued = null;
  texts.forEach((line, i) => {
    const cls = classifyLine(line, texts[i + 1] ?? null);
    let kind = KIND_OF_CLASS[cls];
    const atColumnZero = !/^\s/.test(line);
    const continues = continued !== null && cls !== "blank";
    if (continues) kind = continued;
    continued = null;
    if (continues && kind !== "python") {
      verdicts.push({ cls, kind, weight: 0.3 });
      if (line.trimEnd().endsWith("\\")) continued = kind;
      previousBlank = false;
      return;
    }
    if (inDocstring) {
      if (tripleQuotes(line) % 2 === 1) inDocstring = false;
      verdicts.push({ cls, kind: "python", weight: 0.3 });
      previousBlank = false;
      return;
    }
    if (continues) {
    } else if (kind === "traceback") {
      state = cls === "error" ? "message" : "frames";
      depth = 0;
    } else if (state !== "none" && cls !== "blank") {
      const leaves = cls === "prompt" || cls === "shell" || cls === "log" && state !== "frames" || (cls === "pyStrong" || cls === "foreign") && atColumnZero && (previousBlank || state !== "frames");
      if (leaves || state === "afterMessage" && cls !== "text" && cls !== "comment" && !(cls === "value" && !atColumnZero)) {
        state = "none";
      } else kind = "traceback";
    } else if (state === "message" && cls === "blank") state = "afterMessage";
    if (kind !== "traceback") {
      const strongElsewhere = atColumnZero && STRONG.has(cls) && kind !== openKind;
      if (depth > 0 && (previousBlank && atColumnZero || BREAKS_BRACKETS.has(cls) || strongElsewhere)) depth = 0;
      if (depth > 0 && openKind) kind = openKind;
      if (kind === "python" || kind === "output" || kind === "other") {
        const before = depth;
        depth = Math.max(0, depth + bracketDelta(line));
        if (before === 0 && depth > 0) openKind = kind;
      }
      if (kind === "python" && tripleQuotes(line) % 2 === 1) inDocstring = true;
    }
    verdicts.push({ cls, kind, weight: continues ? 0.3 : WEIGHT[cls] });
    previousBlank = cls === "blank";
    if ((kind === "shell" || kind === "python" || kind === "other") && !inDocstring && line.trimEnd().endsWith("\\")) continued = kind;
  });
  return verdicts;
}
function resolveNeighbours(verdicts) {
  let previous = null;
  const pending = [];
  for (let i = 0; i < verdicts.length; i++) {
    const verdict = verdicts[i];
    if (verdict.kind === null) {
      if (previous) verdict.kind = previous;
      else pending.push(i);
      continue;
    }
    if (verdict.kind === "text") {
      const next = nextKind(verdicts, i);
      if (previous === "traceback" || next === "traceback") verdict.kind = "traceback";
      else verdict.kind = previous === "python" && next === "python" ? "python" : "output";
    }
    for (const p of pending) verdicts[p].kind = verdict.kind;
    pending.length = 0;
    previous = verdict.kind;
  }
  if (pending.length) {
    const kind = verdicts.some((v) => v.cls === "comment") ? "python" : "output";
    for (const p of pending) verdicts[p].kind = kind;
  }
}
function nextKind(verdicts, i) {
  let content = 0;
  for (let j = i + 1; j < verdicts.length && j <= i + 12 && content < 3; j++) {
    const v = verdicts[j];
    if (v.kind && v.kind !== "text") return v.kind;
    if (v.cls !== "blank" && v.cls !== "comment") content++;
  }
  return null;
}
var SHELL_LANGS = /^(bash|sh|shell|zsh|console|shell-session|shellsession|powershell|ps1|bat|batch|cmd|dos|terminal)$/;
var PYTHON_LANGS = /^(py|python|python3|python2|ipython|py3|pycon|jupyter)$/;
var NON_LANGS = /^(none|text|plaintext|plain|txt|output|log|default|nohighlight|no-highlight)$/;
function hintOf(lang) {
  if (!lang) return null;
  const name = lang.toLowerCase().replace(/^lang(uage)?-/, "").trim();
  if (!name || NON_LANGS.test(name)) return null;
  if (PYTHON_LANGS.test(name)) return "python";
  if (SHELL_LANGS.test(name)) return "shell";
  return "other";
}
function decideKind(verdicts, hint) {
  const score = { python: 0, traceback: 0, output: 0, shell: 0, other: 0 };
  const strong = { python: 0, traceback: 0, output: 0, shell: 0, other: 0 };
  let prompts = 0;
  for (const v of verdicts) {
    if (!v.kind || v.kind === "text") continue;
    score[v.kind] += v.weight;
    if (STRONG.has(v.cls)) strong[v.kind]++;
    if (v.cls === "prompt") prompts++;
  }
  if (prompts && score.traceback <= score.python + score.output) return "python";
  const ranked = Object.keys(score).sort((a, b) => score[b] - score[a]);
  const best = ranked[0];
  if (score[best] === 0) return hint === "shell" ? "shell" : hint === "other" ? "other" : "output";
  if (hint === "shell" && best !== "traceback" && !strong.python) return "shell";
  if (hint === "other" && !strong.traceback && !strong.output && !strong.python && (best === "python" || best === "output" || best === "other")) {
    return "other";
  }
  if (hint === "python" && best !== "python" && score.python > 0 && !strong[best] && score.python >= 0.5 * score[best]) return "python";
  return best;
}
function toSegments(verdicts, lines, text, blockKind) {
  const segments = [];
  verdicts.forEach((v, i) => {
    const kind = v.kind === "text" || v.kind === null ? "output" : v.kind;
    const last = segments[segments.length - 1];
    const end = i + 1 < lines.length ? lines[i + 1].start : text.length;
    if (last && last.kind === kind) last.end = end;
    else segments.push({ kind, start: lines[i].start, end });
  });
  return absorbSlivers(segments, verdicts, lines, blockKind);
}
function absorbSlivers(segments, verdicts, lines, blockKind) {
  if (segments.length < 2) return segments.length ? segments : [{ kind: blockKind, start: 0, end: 0 }];
  const lineAt2 = (offset) => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (lines[mid].start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const merged = [];
  segments.forEach((segment, i) => {
    const first = lineAt2(segment.start);
    const last = lineAt2(Math.max(segment.start, segment.end - 1));
    const lines2 = verdicts.slice(first, last + 1);
    const weakOnly = lines2.every((v) => !STRONG.has(v.cls));
    const single = lines2.filter((v) => v.cls !== "blank").length <= 1;
    const prev = merged[merged.length - 1];
    const next = segments[i + 1];
    if (single && weakOnly && prev && (!next || next.kind === prev.kind)) {
      prev.end = segment.end;
      return;
    }
    if (prev && prev.kind === segment.kind) prev.end = segment.end;
    else merged.push({ ...segment });
  });
  return merged;
}

// lib/analysis/output.ts
var MAX_SHAPES = 500;
var MAX_LINES = 500;
var TIMES_LIST = /\[(\s*\d+\s*(?:[x×]\s*\d+\s*)+)\]/g;
var CANNOT_MULTIPLY = /cannot be multiplied \((\d+x\d+(?:x\d+)*) and (\d+x\d+(?:x\d+)*)\)/g;
var KEYWORD_SHAPE = /\b(?:shapes?|sizes?|dims|dimensions)\s*(?:(?:=|:|is|of|was|are|should be|must be)\s*)?([([])([^()[\]\n]{0,200})[)\]]/gi;
var BRACKET_LIST = /\[(\s*-?\d+\s*(?:,\s*-?\d+\s*)*(?:,\s*)?)\]/g;
var BRACKET_CONTEXT = /\b(sizes?|shapes?|dims?|dimensions?|input|output|weight|expected|got|m1|m2|mat1|mat2|target|vs\.?|and|of)\s*(?:[:=]\s*)?$/i;
var TUPLE = /\(([^()\n]{1,200})\)/g;
var SHAPE_KEYWORD_ARG = /\b(shape|input_shape|batch_shape|output_shape|size|target_shape|newshape|target_size|batch_input_shape)\s*=\s*$/;
var TRAINING_LOG = [
  /^\W*(epoch|iter(ation)?|step|batch)\b\s*(?:[:#[(]\s*)?\d+/i,
  /\b(loss|acc|accuracy|val_loss|val_acc|val_accuracy|train_loss|test_loss|test_acc|mae|mse|auc|f1|perplexity|ppl)\b\s*[:=]\s*[-+]?(\d|nan|inf)/i,
  /(?<!\d)\d+\/\d+\s*\[[=>.]+\]/
];
var LOGGED_VALUE = [TRAINING_LOG[1], TRAINING_LOG[2], /\b(?:loss|acc|accuracy)\b\s*[-+]?(?:\d|nan|inf)/i];
function isLoggedComment(line) {
  return LOGGED_VALUE.some((p) => p.test(line));
}
var WARNING_LINE = /\b[A-Z]\w*Warning\s*:|WARNING:(tensorflow|absl|root)|^\s*W\d{4} \d\d:\d\d|\bW tensorflow\/|^\s*(WARNING|Warning)\s*:/;
function analyzeOutput(text) {
  const lines = splitLines(text);
  const trainingLog = [];
  const errors = [];
  const warnings = [];
  for (const range of lines) {
    if (range.end === range.start) continue;
    const line = text.slice(range.start, range.end);
    if (trainingLog.length < MAX_LINES && TRAINING_LOG.some((p) => p.test(line))) trainingLog.push(trimmed(text, range.start, range.end));
    const error = errors.length < MAX_LINES ? matchErrorInText(line) : null;
    if (error && !isWarningType(error.exceptionType)) {
      const start = range.start + error.index;
      errors.push({
        start,
        end: range.end,
        text: text.slice(start, range.end),
        exceptionType: error.exceptionType,
        message: error.message
      });
    } else if (warnings.length < MAX_LINES && WARNING_LINE.test(line)) warnings.push(trimmed(text, range.start, range.end));
  }
  return { shapes: findShapes(text), trainingLog, errors, warnings };
}
function trimmed(text, start, end) {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { start, end, text: text.slice(start, end) };
}
function findShapes(text) {
  const shapes = [];
  const covered = new Uint8Array(text.length + 1);
  const add = (start, end, dims) => {
    if (!dims || shapes.length >= MAX_SHAPES || covered[start] || covered[end - 1]) return;
    covered.fill(1, start, end);
    shapes.push({ start, end, text: text.slice(start, end), dims });
  };
  for (const m of torchSizes(text)) add(m.start, m.end, parseDims(m.inner, true));
  for (const m of text.matchAll(TIMES_LIST))
    add(
      m.index,
      m.index + m[0].length,
      m[1].split(/[x×]/).map((d) => Number(d.trim()))
    );
  for (const m of text.matchAll(CANNOT_MULTIPLY)) {
    for (const group of [m[1], m[2]]) {
      const start = m.index + m[0].indexOf(group);
      add(start, start + group.length, group.split("x").map(Number));
    }
  }
  for (const m of text.matchAll(KEYWORD_SHAPE)) {
    const open = m.index + m[0].lastIndexOf(m[1]);
    add(open, m.index + m[0].length, parseDims(m[2], true));
  }
  for (const m of text.matchAll(BRACKET_LIST)) {
    if (BRACKET_CONTEXT.test(text.slice(Math.max(0, m.index - 30), m.index))) add(m.index, m.index + m[0].length, parseDims(m[1], true));
  }
  for (const m of text.matchAll(TUPLE)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/[\w.\]]$/.test(before)) continue;
    if (/=\s*$/.test(before) && !SHAPE_KEYWORD_ARG.test(before)) continue;
    add(m.index, m.index + m[0].length, parseDims(m[1], false));
  }
  return shapes.sort((a, b) => a.start - b.start);
}
var SIZE_OPEN = /Size(\()?\s*\[/y;
function torchSizes(text) {
  const found = [];
  let stopFrom = 0;
  let stop = -1;
  const closeAt = (from2) => {
    if (from2 < stopFrom || from2 > stop) {
      stopFrom = from2;
      stop = from2;
      while (stop < text.length && text.charCodeAt(stop) !== 93 && text.charCodeAt(stop) !== 10) stop++;
    }
    return text.charCodeAt(stop) === 93 ? stop : -1;
  };
  let spaceFrom = -1;
  let spaceEnd = -1;
  const afterSpaces = (from2) => {
    if (from2 !== spaceFrom) {
      spaceFrom = from2;
      spaceEnd = from2;
      while (spaceEnd < text.length && /\s/.test(text[spaceEnd])) spaceEnd++;
    }
    return spaceEnd;
  };
  const matchAt = (start, size) => {
    if (start > 0 && /\w/.test(text[start - 1])) return null;
    SIZE_OPEN.lastIndex = size;
    const open = SIZE_OPEN.exec(text);
    if (!open) return null;
    const close = closeAt(SIZE_OPEN.lastIndex);
    if (close < 0) return null;
    const inner = text.slice(SIZE_OPEN.lastIndex, close);
    if (open[1]) {
      const paren = afterSpaces(close + 1);
      return text.charCodeAt(paren) === 41 ? { start, end: paren + 1, inner } : null;
    }
    return start < size ? null : { start, end: close + 1, inner };
  };
  let from = 0;
  for (let size = text.indexOf("Size", from); size >= 0; size = text.indexOf("Size", Math.max(size + 1, from))) {
    const prefixed = size >= 6 && text.startsWith("torch.", size - 6) && size - 6 >= from ? matchAt(size - 6, size) : null;
    const match = prefixed ?? matchAt(size, size);
    if (!match) continue;
    found.push(match);
    from = match.end;
  }
  return found;
}
function parseDims(inner, lenient) {
  const parts = inner.split(",").map((p) => p.trim());
  const trailingComma = parts.length > 1 && parts[parts.length - 1] === "";
  if (trailingComma) parts.pop();
  if (!parts.length || parts.some((p) => p === "")) return null;
  if (!lenient && parts.length < 2 && !trailingComma) return null;
  let concrete = 0;
  const dims = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      dims.push(Number(part));
      concrete++;
    } else if (/^(None|-1|\?|\*)$/.test(part)) {
      dims.push(null);
      concrete++;
    } else if (/^[A-Za-z_]\w{0,30}$/.test(part) && !/^(True|False|and|or|the|a|an)$/.test(part)) dims.push(null);
    else return null;
  }
  return concrete ? dims : null;
}

// lib/python/walk.ts
import { parser } from "@lezer/python";

// lib/python/argLists.ts
function scanArgList(argList2, src) {
  const scan = { from: argList2.from, args: [], keywordNames: [], walrus: [], generator: null };
  let keyword = null;
  let spread = false;
  let argFrom = -1;
  let argsDone = false;
  let inTarget = false;
  let sawFor = false;
  for (let child = argList2.firstChild, next = child?.nextSibling ?? null; child; child = next, next = child?.nextSibling ?? null) {
    const name = child.name;
    const assignOp = name === "VariableName" && next?.name === "AssignOp";
    if (name === "for") {
      inTarget = true;
      sawFor = true;
    } else if (name === "in" && inTarget) inTarget = false;
    else if (name === "VariableName" && next && !inTarget && (assignOp || next.name === "\u26A0" && next.to - next.from === 1 && src.charCodeAt(next.from) === 61)) {
      scan.keywordNames.push(child.from);
      if (assignOp && src.startsWith(":=", next.from))
        scan.walrus.push({ from: child.from, to: child.to, valueEnd: next.nextSibling?.to ?? next.to });
    }
    if (argsDone || name === "(" || name === ")" || name === "," || name === "AssignOp") continue;
    if (argFrom < 0) argFrom = child.from;
    if (name === "*" || name === "**") spread = true;
    else if (assignOp) keyword = src.slice(child.from, child.to);
    else if (name === "for" || name === "in" || name === "if") argsDone = true;
    else {
      scan.args.push({ keyword, spread, value: child, from: argFrom });
      keyword = null;
      spread = false;
      argFrom = -1;
    }
  }
  if (sawFor) scan.generator = forClauses(argList2);
  return scan;
}
function forClauses(node) {
  const targets = [];
  let clause = 0;
  let mode = "element";
  let iterableFrom = -1;
  let iterableTo = -1;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === "for") {
      clause++;
      mode = "target";
    } else if (mode === "target") {
      if (name === "in") mode = "iterable";
      else targets.push(child);
    } else if (mode === "iterable") {
      if (name === "if" || name === ")" || name === "]" || name === "}") mode = "condition";
      else if (clause === 1) {
        if (iterableFrom < 0) iterableFrom = child.from;
        iterableTo = child.to;
      }
    }
  }
  return { targets, firstIterable: iterableFrom < 0 ? null : { from: iterableFrom, to: iterableTo } };
}

// lib/python/calls/modelNames.ts
var TORCH_MODEL_BASES = /* @__PURE__ */ new Set([
  "Module",
  "LightningModule",
  "ScriptModule",
  "PreTrainedModel",
  "ModuleList",
  "ModuleDict"
]);
var KERAS_MODEL_BASES = /* @__PURE__ */ new Set(["Model", "Layer"]);
var TORCH_LAYERS = /* @__PURE__ */ new Set([
  "Linear",
  "Bilinear",
  "LazyLinear",
  "Conv1d",
  "Conv2d",
  "Conv3d",
  "ConvTranspose1d",
  "ConvTranspose2d",
  "ConvTranspose3d",
  "LSTM",
  "GRU",
  "RNN",
  "LSTMCell",
  "GRUCell",
  "RNNCell",
  "Embedding",
  "EmbeddingBag",
  "BatchNorm1d",
  "BatchNorm2d",
  "BatchNorm3d",
  "LayerNorm",
  "GroupNorm",
  "InstanceNorm1d",
  "InstanceNorm2d",
  "Dropout",
  "Dropout2d",
  "Dropout3d",
  "MaxPool1d",
  "MaxPool2d",
  "MaxPool3d",
  "AvgPool1d",
  "AvgPool2d",
  "AvgPool3d",
  "AdaptiveAvgPool1d",
  "AdaptiveAvgPool2d",
  "AdaptiveMaxPool1d",
  "AdaptiveMaxPool2d",
  "ReLU",
  "ReLU6",
  "LeakyReLU",
  "PReLU",
  "ELU",
  "GELU",
  "SELU",
  "SiLU",
  "Sigmoid",
  "Tanh",
  "Softmax",
  "LogSoftmax",
  "Flatten",
  "Unflatten",
  "Upsample",
  "Transformer",
  "TransformerEncoder",
  "TransformerEncoderLayer",
  "TransformerDecoder",
  "TransformerDecoderLayer",
  "MultiheadAttention",
  "Identity",
  "ZeroPad2d",
  "ConstantPad2d",
  "ReflectionPad2d",
  "PixelShuffle"
]);
var KERAS_LAYERS = /* @__PURE__ */ new Set([
  "Dense",
  "Conv1D",
  "Conv2D",
  "Conv3D",
  "Conv2DTranspose",
  "Conv1DTranspose",
  "SeparableConv2D",
  "DepthwiseConv2D",
  "LSTM",
  "GRU",
  "SimpleRNN",
  "ConvLSTM2D",
  "CuDNNLSTM",
  "CuDNNGRU",
  "Bidirectional",
  "TimeDistributed",
  "Embedding",
  "Flatten",
  "Dropout",
  "SpatialDropout1D",
  "SpatialDropout2D",
  "MaxPooling1D",
  "MaxPooling2D",
  "MaxPooling3D",
  "MaxPool1D",
  "MaxPool2D",
  "AveragePooling1D",
  "AveragePooling2D",
  "GlobalAveragePooling1D",
  "GlobalAveragePooling2D",
  "GlobalMaxPooling1D",
  "GlobalMaxPooling2D",
  "BatchNormalization",
  "LayerNormalization",
  "Activation",
  "ReLU",
  "LeakyReLU",
  "PReLU",
  "Softmax",
  "Reshape",
  "Permute",
  "RepeatVector",
  "Concatenate",
  "Add",
  "Multiply",
  "Lambda",
  "Attention",
  "MultiHeadAttention",
  "UpSampling1D",
  "UpSampling2D",
  "ZeroPadding2D",
  "Cropping2D",
  "Masking",
  "InputLayer",
  "GaussianNoise"
]);
var TF1_LAYER_FUNCTIONS = /* @__PURE__ */ new Set([
  "dense",
  "conv1d",
  "conv2d",
  "conv3d",
  "conv2d_transpose",
  "max_pooling2d",
  "average_pooling2d",
  "dropout",
  "batch_normalization",
  "flatten"
]);
var TORCHVISION_ARCH = /^(resnet\d+|resnext\w+|wide_resnet\w+|vgg\d+(_bn)?|alexnet|densenet\d+|inception_v3|googlenet|mobilenet_v\d\w*|squeezenet\w+|shufflenet\w+|mnasnet\w+|efficientnet\w+|regnet\w+|vit_\w+|swin_\w+|convnext\w+|maxvit\w*|fasterrcnn\w+|maskrcnn\w+|retinanet\w+|keypointrcnn\w+|fcn_\w+|deeplabv3\w*|lraspp\w+|ssd\w*|r3d_18|mc3_18|r2plus1d_18)$/;
var KERAS_APPLICATIONS = /^(VGG1[69]|ResNet\d+(V2)?|InceptionV3|InceptionResNetV2|Xception|MobileNet(V2|V3Small|V3Large)?|DenseNet\d+|NASNet(Mobile|Large)|EfficientNet(V2)?\w*|ConvNeXt\w+|RegNet\w+)$/;
var NON_MODEL_PRETRAINED = /(Tokenizer|Processor|FeatureExtractor|Config|Vocab)\w*$/;

// lib/python/moduleNames.ts
var CONVENTIONAL_ALIASES = {
  tf: "tensorflow",
  np: "numpy",
  pd: "pandas",
  nn: "torch.nn",
  F: "torch.nn.functional",
  optim: "torch.optim",
  K: "keras.backend",
  plt: "matplotlib.pyplot",
  tfds: "tensorflow_datasets",
  hub: "tensorflow_hub",
  pl: "pytorch_lightning",
  jnp: "jax.numpy",
  transforms: "torchvision.transforms",
  layers: "keras.layers",
  sk: "sklearn"
};
var CONVENTIONS = new Map(Object.entries(CONVENTIONAL_ALIASES));
function conventionalModule(alias) {
  return CONVENTIONS.get(alias);
}
var FRAMEWORK_MODULES = /* @__PURE__ */ new Set([
  "torch",
  "torchvision",
  "torchaudio",
  "torchtext",
  "tensorflow",
  "keras",
  "transformers",
  "jax",
  "flax",
  "optax",
  "haiku",
  "numpy",
  "scipy",
  "sklearn",
  "pandas",
  "fastai",
  "pytorch_lightning",
  "lightning",
  "detectron2",
  "torch_geometric",
  "timm",
  "tensorflow_hub",
  "tensorflow_datasets",
  "tensorflow_addons",
  "tensorflow_probability",
  "datasets",
  "tokenizers",
  "sentence_transformers",
  "accelerate",
  "peft",
  "diffusers",
  "cv2",
  "PIL",
  "skimage",
  "albumentations",
  "mxnet",
  "paddle",
  "onnx",
  "onnxruntime",
  "dgl",
  "allennlp",
  "mmcv",
  "mmdet",
  "ultralytics",
  "spacy",
  "gensim",
  "xgboost",
  "lightgbm",
  "matplotlib",
  "librosa",
  "h5py",
  "horovod",
  "deepspeed",
  "apex",
  "tensorboard",
  "tensorboardX",
  "wandb",
  "torchsummary",
  "torchinfo",
  "theano",
  "caffe",
  "caffe2",
  "chainer",
  "cupy",
  "numba",
  "trax",
  "sonnet",
  "gym",
  "stable_baselines3"
]);

// lib/python/walkState.ts
function createWalkState(original, src, toOriginal, identity) {
  return {
    src,
    original,
    toOriginal,
    identity,
    depth: 0,
    types: [],
    memberObjectNext: false,
    memberBrackets: [],
    subscript: 0,
    savedSubscripts: [],
    inError: 0,
    annotations: [],
    deleting: 0,
    modelClassDepth: 0,
    marks: /* @__PURE__ */ new Map(),
    scopeFrames: [{ index: 0, bodyFrom: 0, holeFrom: -1, holeTo: -1 }],
    names: {
      scopes: [{ kind: "module", parent: null, start: 0, end: original.length, name: null }],
      bindings: [],
      reads: [],
      declarations: [],
      starImports: []
    },
    defined: /* @__PURE__ */ new Set(),
    used: [],
    proseByLine: /* @__PURE__ */ new Map(),
    lineStarts: [],
    assignments: [],
    loops: [],
    classFrames: [],
    argScan: null,
    argListScopes: [],
    aliases: /* @__PURE__ */ new Map(),
    importBound: /* @__PURE__ */ new Set(),
    attributeRoots: /* @__PURE__ */ new Set(),
    handledStrings: /* @__PURE__ */ new Set(),
    errorCount: 0,
    imports: [],
    models: [],
    training: [],
    hyperparameters: [],
    dataLoads: [],
    standInData: [],
    placeholders: [],
    prints: [],
    layers: [],
    layerSpans: [],
    functionalCalls: [],
    inputCalled: false,
    classes: [],
    modelClasses: /* @__PURE__ */ new Map(),
    sequentials: []
  };
}
function located(walk, from, to) {
  const start = walk.toOriginal(from);
  const end = Math.max(start, walk.toOriginal(to));
  return { start, end, text: walk.original.slice(start, end) };
}
function originalOffset(walk, offset) {
  return walk.identity ? offset : walk.toOriginal(offset);
}
function childOf(walk, name) {
  return walk.depth > 0 && walk.types[walk.depth - 1].name === name;
}

// lib/python/scopes.ts
function scopeAt(walk, at) {
  const frames = walk.scopeFrames;
  for (let i = frames.length - 1; i > 0; i--) {
    const frame = frames[i];
    if (at >= frame.bodyFrom && !(at >= frame.holeFrom && at < frame.holeTo)) return frame.index;
  }
  return 0;
}
function walrusScopeAt(walk, at) {
  let scope = scopeAt(walk, at);
  const scopes = walk.names.scopes;
  while (scopes[scope].kind === "comprehension" && scopes[scope].parent !== null) scope = scopes[scope].parent;
  return scope;
}
function openScope(walk, kind, node, name, bodyFrom, hole = null) {
  const index = walk.names.scopes.length;
  walk.names.scopes.push({
    kind,
    parent: scopeAt(walk, node.from),
    start: originalOffset(walk, node.from),
    end: originalOffset(walk, node.to),
    name
  });
  walk.scopeFrames.push({ index, bodyFrom, holeFrom: hole?.from ?? -1, holeTo: hole?.to ?? -1 });
  return index;
}
function closeScope(walk) {
  if (walk.scopeFrames.length > 1) walk.scopeFrames.pop();
}
function mark(walk, at, mark2) {
  walk.marks.set(at, mark2);
}
function bindingMark(kind, scope, effective, legacy = "defined", constructedBy = null) {
  return { binding: kind, scope, effective, constructedBy, read: null, legacy };
}
function noNameMark(legacy) {
  return { binding: null, scope: 0, effective: 0, constructedBy: null, read: null, legacy };
}
var STOP_TARGETS = /* @__PURE__ */ new Set([
  "Comment",
  "\u26A0",
  "String",
  "FormatString",
  "Ellipsis",
  "MemberExpression",
  "CallExpression",
  "ArgList",
  "AssignStatement",
  "UpdateStatement",
  "ForStatement",
  "WithStatement",
  "TryStatement",
  "FunctionDefinition",
  "ParamList",
  "ClassDefinition",
  "Decorator",
  "ImportStatement",
  "ScopeStatement",
  "NamedExpression",
  "PrintStatement",
  "ExpressionStatement",
  "CapturePattern",
  "ArrayComprehensionExpression",
  "ComprehensionExpression",
  "SetComprehensionExpression",
  "DictionaryComprehensionExpression"
]);
var TARGET_CONTAINERS = /* @__PURE__ */ new Set(["TupleExpression", "ArrayExpression", "ParenthesizedExpression"]);
function markTargets(walk, target, how) {
  if (target.name === "VariableName") {
    mark(walk, target.from, how);
    return;
  }
  const notBound = { ...how, binding: null, constructedBy: null, read: "value" };
  const stack = [[target, true]];
  while (stack.length) {
    const [node, valid] = stack.pop();
    if (node.name === "VariableName") mark(walk, node.from, valid ? how : notBound);
    else if (!STOP_TARGETS.has(node.name)) {
      const inside = valid && TARGET_CONTAINERS.has(node.name);
      for (let child = node.lastChild; child; child = child.prevSibling) stack.push([child, inside]);
    }
  }
}
function variableName(ref, walk) {
  const from = ref.from;
  const to = ref.to;
  const name = walk.src.slice(from, to);
  const how = walk.marks.size ? walk.marks.get(from) : void 0;
  if (how === void 0) {
    const annotation = walk.annotations.length ? walk.annotations[walk.annotations.length - 1] : null;
    read(walk, name, from, annotation ?? (walk.deleting ? "deleted" : "value"));
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
      constructedBy: how.constructedBy
    });
  }
  if (how.read) read(walk, name, from, how.read);
  if (how.legacy === "defined") walk.defined.add(name);
  else if (how.legacy === "used") legacyUse(walk, name, from, to);
}
function read(walk, name, from, context) {
  const start = originalOffset(walk, from);
  walk.names.reads.push({
    start,
    end: start + name.length,
    text: name,
    name,
    scope: scopeAt(walk, from),
    context,
    recovered: walk.inError > 0
  });
}
function legacyUse(walk, name, from, to) {
  if (walk.inError || inProse(walk, from, to)) return;
  const start = originalOffset(walk, from);
  walk.used.push({ start, end: start + name.length, text: name, name });
}
function inProse(walk, from, to) {
  if (!blankNeighbour(walk.src, from, to)) return false;
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
  return run !== void 0 && run[0] <= from && to <= run[1];
}
function blankNeighbour(src, from, to) {
  let start = from;
  while (start > 0 && isWordCode(src.charCodeAt(start - 1))) start--;
  let before = start;
  while (before > 0 && isBlank(src.charCodeAt(before - 1))) before--;
  if (before < start && before > 0) {
    const code2 = src.charCodeAt(before - 1);
    if (isWordCode(code2) || code2 === 41 || code2 === 93 || code2 === 125) return true;
  }
  let end = to;
  while (end < src.length && isWordCode(src.charCodeAt(end))) end++;
  let after = end;
  while (after < src.length && isBlank(src.charCodeAt(after))) after++;
  return after > end && after < src.length && isWordCode(src.charCodeAt(after));
}
function isBlank(code2) {
  return code2 === 32 || code2 === 9;
}
function isWordCode(code2) {
  return code2 >= 48 && code2 <= 57 || code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122 || code2 === 95 || code2 === 46 || code2 >= 128;
}
function lineOf(walk, offset) {
  const starts = walk.lineStarts;
  if (!starts.length) {
    starts.push(0);
    for (let i = walk.src.indexOf("\n"); i >= 0; i = walk.src.indexOf("\n", i + 1)) starts.push(i + 1);
  }
  return lastAtOrBefore(starts.length, (i) => starts[i], offset);
}

// lib/python/imports.ts
var importStatement = (ref, walk) => {
  const node = ref.node;
  const tokens = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === "\u26A0") walk.errorCount++;
    else tokens.push({ name: child.name, text: walk.src.slice(child.from, child.to), from: child.from, to: child.to });
  }
  if (tokens[0]?.name === "from") fromImport(walk, node, tokens);
  else plainImport(walk, node, tokens);
  return false;
};
function fromImport(walk, node, tokens) {
  const at = tokens.findIndex((t) => t.name === "import");
  const module = tokens.slice(1, at < 0 ? tokens.length : at).map((t) => t.text).join("");
  const bound = [];
  const names = [];
  if (at >= 0) {
    for (let i = at + 1; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.name === "*") {
        names.push("*");
        walk.names.starImports.push({
          module,
          scope: scopeAt(walk, node.from),
          start: originalOffset(walk, node.from),
          end: originalOffset(walk, node.to)
        });
      }
      if (token.name !== "VariableName") continue;
      const alias = tokens[i + 1]?.name === "as" && tokens[i + 2]?.name === "VariableName" ? tokens[i + 2] : null;
      const boundToken = alias ?? token;
      bound.push(boundToken);
      names.push(boundToken.text);
      if (!module.startsWith(".")) walk.aliases.set(boundToken.text, `${module}.${token.text}`);
      if (alias) i += 2;
    }
  }
  for (const token of bound) bind(walk, node, token.text, token.from);
  walk.imports.push({ ...located(walk, node.from, node.to), module, bound: names });
}
function plainImport(walk, node, tokens) {
  let dotted = "";
  let first = null;
  let alias = null;
  const flush = () => {
    if (!dotted) return;
    const boundName = alias?.text ?? dotted.split(".")[0];
    walk.aliases.set(boundName, alias ? dotted : boundName);
    bind(walk, node, boundName, (alias ?? first)?.from ?? node.from);
    walk.imports.push({ ...located(walk, node.from, node.to), module: dotted, bound: [boundName] });
    dotted = "";
    first = null;
    alias = null;
  };
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.name === ",") flush();
    else if (token.name === "as") {
      if (tokens[i + 1]?.name === "VariableName") alias = tokens[++i];
    } else if (token.name === "VariableName" || token.name === ".") {
      if (!dotted && token.name === "VariableName") first = token;
      dotted += token.text;
    }
  }
  flush();
}
function bind(walk, statement, name, at) {
  walk.defined.add(name);
  walk.importBound.add(name);
  if (!name) return;
  const start = originalOffset(walk, at);
  walk.names.bindings.push({
    name,
    kind: "import",
    scope: scopeAt(walk, statement.from),
    start,
    end: start + name.length,
    effective: originalOffset(walk, statement.to),
    constructedBy: null
  });
}
function canonicalName(walk, written) {
  const dot = written.indexOf(".");
  const root = dot < 0 ? written : written.slice(0, dot);
  const rest = dot < 0 ? "" : written.slice(dot);
  const imported = walk.aliases.get(root);
  if (imported) return rest ? [imported, rest].join("") : imported;
  if (walk.defined.has(root)) return written;
  const conventional = conventionalModule(root);
  return conventional ? [conventional, rest].join("") : written;
}

// lib/python/nodes.ts
function dottedName(node, src) {
  const properties = [];
  let head = node;
  let length = 0;
  while (head.name === "MemberExpression") {
    const object = head.firstChild;
    const property = head.lastChild;
    if (!object || !property || property.name !== "PropertyName") return null;
    properties.push(property);
    length += property.to - property.from + 1;
    head = object;
  }
  if (head.name !== "VariableName") return null;
  if (head.to - head.from + length === node.to - node.from) return src.slice(node.from, node.to);
  let name = src.slice(head.from, head.to);
  for (let i = properties.length - 1; i >= 0; i--) name += `.${src.slice(properties[i].from, properties[i].to)}`;
  return name;
}
function readCallee(node, src) {
  if (node.name === "VariableName") {
    const name = src.slice(node.from, node.to);
    return { method: name, object: null, written: name };
  }
  if (node.name !== "MemberExpression") return { method: null, object: null, written: null };
  const property = node.lastChild;
  if (property?.name !== "PropertyName") return { method: null, object: null, written: null };
  const object = node.firstChild;
  const method = src.slice(property.from, property.to);
  const head = object ? dottedName(object, src) : null;
  let written = null;
  if (head !== null)
    written = head.length + 1 + method.length === node.to - node.from ? src.slice(node.from, node.to) : `${head}.${method}`;
  return { method, object, written };
}
function lastName(node, src) {
  if (node.name === "VariableName") return src.slice(node.from, node.to);
  if (node.name === "MemberExpression") {
    const property = node.lastChild;
    if (property?.name === "PropertyName") return src.slice(property.from, property.to);
  }
  return null;
}
function readArguments(argList2, src) {
  const args = [];
  if (argList2?.name !== "ArgList") return args;
  let keyword = null;
  let spread = false;
  let from = -1;
  for (let child = argList2.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === "(" || name === ")" || name === "," || name === "AssignOp") continue;
    if (from < 0) from = child.from;
    if (name === "*" || name === "**") {
      spread = true;
      continue;
    }
    if (name === "VariableName" && child.nextSibling?.name === "AssignOp") {
      keyword = src.slice(child.from, child.to);
      continue;
    }
    if (name === "for" || name === "in" || name === "if") break;
    args.push({ keyword, spread, value: child, from });
    keyword = null;
    spread = false;
    from = -1;
  }
  return args;
}
function positional(args, index) {
  let seen = 0;
  for (const arg of args) {
    if (arg.keyword !== null || arg.spread) continue;
    if (seen++ === index) return arg.value;
  }
  return null;
}
function keywordArg(args, ...names) {
  for (const arg of args) if (arg.keyword !== null && names.includes(arg.keyword)) return arg.value;
  return null;
}
function positionalCount(args) {
  return args.filter((a) => a.keyword === null && !a.spread).length;
}
function stringValue(node, src) {
  if (!node) return null;
  if (node.name === "ContinuedString") {
    let joined = "";
    for (let child = node.firstChild; child; child = child.nextSibling) {
      const part = stringValue(child, src);
      if (part === null) return null;
      joined += part;
    }
    return joined;
  }
  if (node.name !== "String" && node.name !== "FormatString") return null;
  return stringContent(src.slice(node.from, node.to));
}
function stringContent(literal) {
  const quoteAt = literal.search(/['"]/);
  if (quoteAt < 0) return literal;
  const prefix = literal.slice(0, quoteAt).toLowerCase();
  const triple = literal.startsWith(literal[quoteAt].repeat(3), quoteAt);
  const q = triple ? 3 : 1;
  const inner = literal.slice(quoteAt + q, literal.length >= quoteAt + 2 * q ? literal.length - q : literal.length);
  return prefix.includes("r") ? inner : inner.replace(/\\\\/g, "\\");
}
function intValue(node, src) {
  if (node?.name !== "Number") return null;
  const text = src.slice(node.from, node.to).replace(/_/g, "");
  return /^\d+$/.test(text) ? Number(text) : null;
}
function elements(node) {
  const out = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name !== "(" && name !== ")" && name !== "[" && name !== "]" && name !== ",") out.push(child);
  }
  return out;
}
function intList(node, src) {
  if (!node) return null;
  const single = intValue(node, src);
  if (single !== null) return [single];
  if (node.name !== "TupleExpression" && node.name !== "ArrayExpression" && node.name !== "ParenthesizedExpression") {
    return null;
  }
  const dims = [];
  for (const element of elements(node)) {
    const value = intValue(element, src);
    if (value === null) return null;
    dims.push(value);
  }
  return dims;
}
var SCALAR_LITERALS = /* @__PURE__ */ new Set(["Number", "Boolean", "None", "String", "UnaryExpression"]);
function nestedListShape(node, depth = 0) {
  if (!node || depth > 16) return null;
  if (SCALAR_LITERALS.has(node.name)) return [];
  if (node.name !== "ArrayExpression" && node.name !== "TupleExpression") return null;
  const items = elements(node);
  if (!items.length) return [0];
  let inner = null;
  for (const item of items) {
    const shape = nestedListShape(item, depth + 1);
    if (!shape) return null;
    if (inner && (inner.length !== shape.length || inner.some((d, i) => d !== shape[i]))) return null;
    inner = shape;
  }
  return [items.length, ...inner ?? []];
}
var LITERAL_VALUE = /* @__PURE__ */ new Set(["Number", "String", "Boolean", "None", "ContinuedString"]);
function valueText(node, src) {
  if (!node) return null;
  const text = src.slice(node.from, node.to);
  if (LITERAL_VALUE.has(node.name)) return text.length <= 120 ? text : null;
  if (node.name === "UnaryExpression" || node.name === "BinaryExpression" || node.name === "ParenthesizedExpression") {
    return /^[\d\s.eE+\-*/()_]+$/.test(text) ? text : null;
  }
  if (node.name === "CallExpression") return text.length <= 80 && !text.includes("\n") ? text : null;
  return null;
}
function argumentValue(node, src) {
  const int = intArithmetic(node, src, 0);
  if (int !== null) return { kind: "int", value: int };
  if (node.name === "Boolean") return { kind: "bool", value: src.slice(node.from, node.to) === "True" };
  if (node.name === "VariableName") return { kind: "name", name: src.slice(node.from, node.to) };
  return { kind: "other" };
}
function intArithmetic(node, src, depth) {
  if (node.name === "Number") return intValue(node, src);
  if (depth > 32) return null;
  if (node.name === "ParenthesizedExpression") {
    const inner = elements(node);
    return inner.length === 1 ? intArithmetic(inner[0], src, depth + 1) : null;
  }
  if (node.name !== "BinaryExpression") return null;
  const left = node.firstChild;
  const op = left?.nextSibling;
  const right = op?.nextSibling;
  if (!left || !op || !right || right.nextSibling || op.name !== "ArithOp") return null;
  const operator = src.slice(op.from, op.to);
  if (operator !== "*" && operator !== "+") return null;
  const a = intArithmetic(left, src, depth + 1);
  const b = a === null ? null : intArithmetic(right, src, depth + 1);
  if (a === null || b === null) return null;
  return operator === "*" ? a * b : a + b;
}

// lib/python/pathLiterals.ts
var FILE_EXTENSION = /\.(csv|tsv|npy|npz|png|jpe?g|bmp|gif|tiff?|webp|h5|hdf5|hdf|pt|pth|ckpt|t7|txt|json|jsonl|pkl|pickle|tfrecords?|record|zip|tar|gz|tgz|7z|rar|mat|wav|mp3|flac|mp4|avi|mov|xlsx?|parquet|feather|bin|onnx|pb|pbtxt|tflite|xml|ya?ml|nii|dcm|safetensors|joblib|data|idx\d-ubyte|mdl|caffemodel|prototxt|weights|cfg|names|ark|lmdb|db|sqlite)$/i;
var DEVICE_STRING = /^\/(device|gpu|cpu|job|replica|task)\b/i;
var URL2 = /^(https?|ftp|s3|gs|hdfs):\/\//i;
var DRIVE = /(^\/content\/(drive|gdrive)\b|^\/?gdrive\/|drive\.google\.com|\/My Drive\/|^\/mydrive\b)/i;
var PATH_START = /^(\/|\.{1,2}[/\\]|~[/\\]|[A-Za-z]:[/\\]|\\\\)/;
var HAS_SEPARATOR = /[/\\]/;
var PATH_CHARS = /^[\w.\-~:/\\ ()@+%{}=,]+$/u;
var FORMAT_ONLY = /^(%[-+ #0-9.]*[sdifgexXr]|\{[^}]*\})+$/;
function classifyPathLiteral(value, inPathPosition) {
  const text = value.trim();
  if (text.length < 3 || text.length > 400 || text.includes("\n")) return null;
  if (DRIVE.test(text)) return { kind: "drive", detail: text };
  if (URL2.test(text)) return { kind: "url", detail: text };
  if (/^[a-z][\w+.-]*:\/\//i.test(text) || FORMAT_ONLY.test(text) || DEVICE_STRING.test(text)) return null;
  if (!PATH_CHARS.test(text)) return null;
  if (/\s/.test(text) && !PATH_START.test(text) && !/[/\\]\S*\s|\s\S*[/\\]/.test(text)) return null;
  if (PATH_START.test(text)) return text.length > 1 && !/^\/+$/.test(text) ? local(text) : null;
  if (FILE_EXTENSION.test(text) && !/^\.\w+$/.test(text)) return /\s/.test(text) ? null : local(text);
  if (!HAS_SEPARATOR.test(text) || /\s/.test(text)) return inPathPosition && /^[\w.-]+$/.test(text) ? local(text) : null;
  const segments = text.split(/[/\\]+/).filter(Boolean);
  if (segments.every((s) => /^\d+$/.test(s))) return null;
  if (segments.length >= 3 || inPathPosition) return local(text);
  return null;
}
function local(text) {
  return { kind: "local_path", detail: text };
}
var PATH_LIKE_NAME = /(path|dir|directory|file|fname|folder|root|filename|_csv|_img|image_file|data_?dir)$|^(root|path|src|dst|file)$/i;

// lib/python/calls/dataNames.ts
var FILE_READ_METHODS = /* @__PURE__ */ new Set([
  "read_csv",
  "read_excel",
  "read_json",
  "read_table",
  "read_pickle",
  "read_parquet",
  "read_hdf",
  "read_feather",
  "loadtxt",
  "genfromtxt",
  "imread",
  "image_dataset_from_directory",
  "text_dataset_from_directory",
  "flow_from_directory",
  "flow_from_dataframe",
  "ImageFolder",
  "DatasetFolder",
  "TFRecordDataset",
  "TextLineDataset",
  "FixedLengthRecordDataset",
  "read_image",
  "decode_image",
  "loadmat",
  "load_img",
  "listdir",
  "VideoCapture",
  "imdecode"
]);
var FILE_READ_CALLS = /* @__PURE__ */ new Set([
  "open",
  "numpy.load",
  "numpy.fromfile",
  "numpy.memmap",
  "PIL.Image.open",
  "Image.open",
  "h5py.File",
  "librosa.load",
  "torchaudio.load",
  "pickle.load",
  "joblib.load",
  "json.load",
  "tensorflow.io.read_file",
  "tensorflow.read_file",
  "tensorflow.io.gfile.GFile",
  "tensorflow.gfile.GFile",
  "glob.glob",
  "glob",
  "os.walk",
  "scipy.io.loadmat",
  "soundfile.read",
  "wavfile.read",
  "scipy.io.wavfile.read"
]);
var TORCHVISION_DATASETS = /* @__PURE__ */ new Set([
  "MNIST",
  "FashionMNIST",
  "KMNIST",
  "EMNIST",
  "QMNIST",
  "CIFAR10",
  "CIFAR100",
  "SVHN",
  "STL10",
  "ImageNet",
  "CelebA",
  "VOCSegmentation",
  "VOCDetection",
  "CocoDetection",
  "CocoCaptions",
  "Omniglot",
  "LSUN",
  "Cityscapes",
  "SBDataset",
  "Flowers102",
  "Places365",
  "Caltech101",
  "Caltech256",
  "OxfordIIITPet",
  "Kinetics",
  "Kinetics400",
  "UCF101",
  "HMDB51",
  "USPS",
  "SEMEION",
  "PhotoTour",
  "Food101",
  "StanfordCars",
  "FakeData"
]);
var KERAS_DATASETS = /* @__PURE__ */ new Set([
  "mnist",
  "fashion_mnist",
  "cifar10",
  "cifar100",
  "imdb",
  "reuters",
  "boston_housing"
]);
var CHECKPOINT_METHODS = /* @__PURE__ */ new Set([
  "load_model",
  "load_weights",
  "load_from_checkpoint",
  "load_checkpoint",
  "load_state_dict_from_url",
  "load_url"
]);

// lib/python/calls/site.ts
var NO_FACTS = Object.freeze([]);
function canonicalLast(site) {
  const { written, canonical } = site;
  if (written === null || canonical === null || written === canonical || written.includes(".")) return site.method;
  return canonical.slice(canonical.lastIndexOf(".") + 1);
}
function moduleOf(site) {
  const dot = site.path.lastIndexOf(".");
  return dot < 0 ? "" : site.path.slice(0, dot);
}
function hasSegment(site, segment) {
  const path = site.path;
  for (let at = path.indexOf(segment); at >= 0; at = path.indexOf(segment, at + 1)) {
    const end = at + segment.length;
    if ((at === 0 || path[at - 1] === ".") && (end === path.length || path[end] === ".")) return true;
  }
  return false;
}
function calleeText(site) {
  const text = site.written ?? `\u2026.${site.method}`;
  return text.length <= 60 ? text : `\u2026.${site.method}`;
}
function pathString(node, inPathPosition) {
  return node.name === "String" || node.name === "FormatString" ? { fact: "pathString", from: node.from, to: node.to, inPathPosition } : null;
}
function withFact(facts, fact) {
  if (!facts) return [fact];
  facts.push(fact);
  return facts;
}

// lib/python/calls/dataLoads.ts
function dataLoadFacts(site) {
  const { method, node, src } = site;
  const canonical = site.canonical ?? site.written ?? "";
  if (canonical.includes("model_zoo") || canonical.includes("get_config_file")) {
    return site.args.length ? site.args.map((arg) => notAPath(arg)) : NO_FACTS;
  }
  let facts = null;
  for (const arg of site.args) {
    const fact = arg.keyword && PATH_LIKE_NAME.test(arg.keyword) ? pathString(arg.value, true) : null;
    if (fact) facts = withFact(facts, fact);
  }
  if (!mayLoad(site)) return facts ?? NO_FACTS;
  const add = (fact) => {
    if (fact) facts = withFact(facts, fact);
  };
  const load = (kind, detail) => add({ fact: "dataLoad", kind, detail, from: node.from, to: node.to });
  const parent = site.parent;
  const first = positional(site.args, 0);
  const firstPath = keywordArg(site.args, "path", "filepath", "file", "fname", "filename", "directory", "root", "data_dir");
  const dataset = datasetName(site, parent);
  if (dataset !== void 0) {
    for (const arg of site.args) if (arg.value.name === "String" && arg !== site.args[0]) add(notAPath(arg));
    if (first && (first.name === "String" || first.name === "ContinuedString") && !/load_dataset|load$|builder/.test(method)) {
      add({ fact: "notAPath", from: first.from });
    }
    load("dataset_loader", dataset);
    return facts ?? NO_FACTS;
  }
  if (method === "mount" && parent === "drive") {
    load("drive", stringValue(first, src));
    return facts ?? NO_FACTS;
  }
  const pathNode = first ?? firstPath;
  if (canonical === "torch.load" || method === "load" && parent === "torch") {
    if (pathNode) add(pathString(pathNode, true));
    const path = stringValue(pathNode, src);
    const dataLike = /data|dataset|tensor|feature|label|^x|^y|train|test|val/i;
    const dataFile = path && dataLike.test(path) && !/\.(pt|pth|ckpt|tar)$/.test(path) || site.target && dataLike.test(site.target);
    load(dataFile ? "file_read" : "checkpoint", path);
    return facts ?? NO_FACTS;
  }
  if (CHECKPOINT_METHODS.has(method) || method === "restore" && site.objectText && /saver|checkpoint|ckpt/i.test(site.objectText) || canonical === "torch.jit.load" || /saved_model\.load$/.test(canonical)) {
    const path = method === "restore" ? positional(site.args, 1) : pathNode;
    if (path) add(pathString(path, true));
    load("checkpoint", stringValue(path, src));
    return facts ?? NO_FACTS;
  }
  if (isFileRead(site, canonical, parent)) {
    const mode = stringValue(positional(site.args, 1) ?? keywordArg(site.args, "mode"), src) ?? "";
    if (canonical === "open" && /^[wax]/.test(mode)) return facts ?? NO_FACTS;
    if (pathNode) add(pathString(pathNode, true));
    load("file_read", stringValue(pathNode, src));
  }
  return facts ?? NO_FACTS;
}
function assignedPathFacts(target, value) {
  const fact = PATH_LIKE_NAME.test(target.slice(target.lastIndexOf(".") + 1)) ? pathString(value, true) : null;
  return fact ? [fact] : NO_FACTS;
}
var LOAD_METHODS = /* @__PURE__ */ new Set([
  "load",
  "load_data",
  "builder",
  "load_dataset",
  "mount",
  "restore",
  "open",
  ...CHECKPOINT_METHODS,
  ...FILE_READ_METHODS,
  ...TORCHVISION_DATASETS,
  ...[...FILE_READ_CALLS].map((name) => name.slice(name.lastIndexOf(".") + 1))
]);
function mayLoad(site) {
  const { method } = site;
  const first = method.charCodeAt(0);
  return LOAD_METHODS.has(method) || LOAD_METHODS.has(canonicalLast(site)) || first >= 65 && first <= 90 && (site.parent === "datasets" || site.path.includes(".datasets.")) || // torchvision.datasets.MNIST(…)
  method.startsWith("load_") || method.startsWith("fetch_") || method.startsWith("make_");
}
function notAPath(arg) {
  return { fact: "notAPath", from: arg.value.from };
}
function isFileRead(site, canonical, parent) {
  const { method, segments } = site;
  if (FILE_READ_METHODS.has(method)) return true;
  if (FILE_READ_CALLS.has(canonical)) return true;
  if (segments === 2 && FILE_READ_CALLS.has(site.path)) return true;
  return method === "open" && (parent === "Image" || canonical.endsWith("Image.open"));
}
function datasetName(site, parent) {
  const { method, segments, src } = site;
  const canonical = site.canonical ?? "";
  const first = positional(site.args, 0);
  if (method === "load_data") {
    const match = /(?:^|\.)(?:datasets\.)?(\w+)\.load_data$/.exec(site.written ?? "");
    const name = match?.[1] ?? parent;
    if (name && (KERAS_DATASETS.has(name) || /datasets\.\w+\.load_data$/.test(canonical))) return name;
    return void 0;
  }
  if ((method === "load" || method === "builder") && (parent === "tfds" || canonical.startsWith("tensorflow_datasets."))) {
    return stringValue(first ?? keywordArg(site.args, "name"), src);
  }
  if (method === "load_dataset") return stringValue(first ?? keywordArg(site.args, "path"), src);
  if (/^(load|fetch|make)_\w+$/.test(method) && (canonical.startsWith("sklearn.datasets") || parent === "datasets")) {
    return method.replace(/^(load|fetch)_/, "");
  }
  if (method === "ImageFolder" || method === "DatasetFolder") return void 0;
  if (/^[A-Z]/.test(method) && (parent === "datasets" || /^(torchvision|torchtext|torchaudio)\.datasets\./.test(canonical))) return method;
  if (segments === 1 && TORCHVISION_DATASETS.has(method) && keywordArg(site.args, "root", "download", "train", "transform")) {
    return method;
  }
  return void 0;
}

// lib/python/calls/trainingNames.ts
var TRAINING_METHODS = /* @__PURE__ */ new Set([
  "fit",
  "fit_generator",
  "train_on_batch",
  "test_on_batch",
  "evaluate",
  "evaluate_generator",
  "predict",
  "predict_generator",
  "predict_on_batch",
  "backward",
  "zero_grad",
  "apply_gradients",
  "minimize"
]);
var NON_TRAINING_FITTERS = /scaler|encoder|vectori[sz]er|tokenizer|pca|imputer|kmeans|normali[sz]er|transformer$|^le$/i;
var OPTIMIZER_NAMES = /* @__PURE__ */ new Set([
  "SGD",
  "Adam",
  "AdamW",
  "Adamax",
  "Adagrad",
  "Adadelta",
  "RMSprop",
  "RMSProp",
  "Nadam",
  "NAdam",
  "RAdam",
  "Ftrl",
  "LBFGS",
  "SparseAdam",
  "ASGD",
  "Rprop",
  "Lamb",
  "LAMB",
  "Adafactor",
  "Lion"
]);
var OPTIMIZER_MODULES = /(^|\.)(optim|optimizers|train|optimizer_v2\.\w+)$/;
var FUNCTIONAL_LOSSES = /^(nll_loss|cross_entropy|binary_cross_entropy(_with_logits)?|mse_loss|l1_loss|smooth_l1_loss|huber_loss|kl_div|ctc_loss|cosine_embedding_loss|margin_ranking_loss|hinge_embedding_loss|poisson_nll_loss|triplet_margin_loss|soft_margin_loss|multilabel_margin_loss|multilabel_soft_margin_loss|multi_margin_loss|\w*cross_entropy\w*|\w+_loss)$/;
var KERAS_LOSS_CLASSES = /^(\w*Crossentropy|MeanSquaredError|MeanAbsoluteError|MeanSquaredLogarithmicError|MeanAbsolutePercentageError|Huber|KLDivergence|Hinge|SquaredHinge|CategoricalHinge|CosineSimilarity|LogCosh|Poisson)$/;
var HYPERPARAMETER_NAMES = [
  [/^(lr|learning_?rate|base_?lr|init(ial)?_?lr|max_?lr|lr_?rate|\w+_lr|learning_?rate_\w+)$/i, "learning_rate"],
  [/^(batch_?size|bs|batchsize|train_?batch_?size|per_device_train_batch_size|mini_?batch_?size)$/i, "batch_size"],
  [/^(epochs|num_?epochs?|n_?epochs?|nb_?epochs?|max_?epochs?|total_?epochs?|num_train_epochs|training_?epochs?)$/i, "epochs"]
];
var NOT_HYPERPARAMETER = /sched|decay|step|warmup|factor|min|mult|policy|finder/i;

// lib/python/calls/hyperparameters.ts
function hyperparameterFacts(site) {
  const { src, method, node } = site;
  let facts = null;
  for (const arg of site.args) {
    const name = arg.keyword === null ? null : hyperparameterName(arg.keyword);
    if (name) facts = withFact(facts, { fact: "hyperparameter", name, value: valueText(arg.value, src), from: arg.from, to: arg.value.to });
  }
  const mayMatter = OPTIMIZER_NAMES.has(method) || method.endsWith("Optimizer") || isLossName(method) || !!site.parent?.endsWith("losses");
  if (!mayMatter && method !== "compile" && method !== "add_argument") return facts ?? NO_FACTS;
  const add = (name, value, from, to) => {
    facts = withFact(facts, { fact: "hyperparameter", name, value, from, to });
  };
  const module = mayMatter ? moduleOf(site) : "";
  if (mayMatter && isOptimizerConstructor(method, module)) {
    add("optimizer", method, node.from, node.to);
    const lrIndex = module.includes("torch") || site.path === "optim" || site.path.startsWith("optim.") ? 1 : 0;
    const lr = keywordArg(site.args, "lr", "learning_rate") ? null : positional(site.args, lrIndex);
    if (lr && (lr.name === "Number" || lr.name === "BinaryExpression")) add("learning_rate", valueText(lr, src), lr.from, lr.to);
  } else if (mayMatter && isLossCall(method, module)) {
    const text = src.slice(node.from, node.to);
    const isClass = /^[A-Z]/.test(method);
    const value = isClass && text.length <= 80 && !text.includes("\n") ? text : site.written ?? method;
    add("loss", value, node.from, node.to);
  }
  if (method === "compile") {
    const optimizer = keywordArg(site.args, "optimizer") ?? positional(site.args, 0);
    const loss = keywordArg(site.args, "loss") ?? positional(site.args, 1);
    for (const [name, value] of [
      ["optimizer", optimizer],
      ["loss", loss]
    ]) {
      if (!value || value.name === "CallExpression") continue;
      const text = stringValue(value, src) ?? (value.name === "MemberExpression" || value.name === "VariableName" ? src.slice(value.from, value.to) : null);
      add(name, text, value.from, value.to);
    }
  }
  if (method === "add_argument") {
    const flag = stringValue(positional(site.args, 0), src);
    const name = flag?.startsWith("-") ? hyperparameterName(flag.replace(/^-+/, "").replace(/-/g, "_")) : null;
    if (name) add(name, valueText(keywordArg(site.args, "default"), src), node.from, node.to);
  }
  return facts ?? NO_FACTS;
}
function assignmentFacts(target, value, statementFrom, src) {
  const name = target.slice(target.lastIndexOf(".") + 1);
  let facts = null;
  const add = (hp, text) => {
    facts = withFact(facts, { fact: "hyperparameter", name: hp, value: text, from: statementFrom, to: value.to });
  };
  const hyperparameter = hyperparameterName(name);
  if (hyperparameter) add(hyperparameter, valueText(value, src));
  const isString = value.name === "String" || value.name === "ContinuedString";
  if (isString && /^(optimi[sz]er|opt)$/i.test(name)) add("optimizer", stringValue(value, src));
  if (isString && /^(loss(_fn|_function)?|criterion)$/i.test(name)) add("loss", stringValue(value, src));
  return facts ?? NO_FACTS;
}
function dictionaryFacts(dictionary2, src) {
  let facts = null;
  for (let key = dictionary2.firstChild; key; key = key.nextSibling) {
    if (key.name !== "String" || key.nextSibling?.name !== ":") continue;
    const name = hyperparameterName(stringValue(key, src) ?? "");
    const value = key.nextSibling.nextSibling;
    if (name && value)
      facts = withFact(facts, { fact: "hyperparameter", name, value: valueText(value, src), from: key.from, to: value.to });
  }
  return facts ?? NO_FACTS;
}
var hyperparameterNames = /* @__PURE__ */ new Map();
function hyperparameterName(name) {
  if (!mayNameHyperparameter(name)) return null;
  let found = hyperparameterNames.get(name);
  if (found !== void 0) return found;
  found = null;
  for (const [pattern, hp] of HYPERPARAMETER_NAMES) {
    if (pattern.test(name)) {
      found = hp === "learning_rate" && NOT_HYPERPARAMETER.test(name) ? null : hp;
      break;
    }
  }
  if (hyperparameterNames.size < 5e3) hyperparameterNames.set(name, found);
  return found;
}
function mayNameHyperparameter(name) {
  for (let i = 0; i + 1 < name.length; i++) {
    const a = name.charCodeAt(i) | 32;
    const b = name.charCodeAt(i + 1) | 32;
    if (a === 108 && (b === 114 || b === 101 && /^learn/i.test(name.slice(i, i + 5)))) return true;
    if (a === 98 && (b === 115 || b === 97 && /^batch/i.test(name.slice(i, i + 5)))) return true;
    if (a === 101 && b === 112 && /^epoch/i.test(name.slice(i, i + 5))) return true;
  }
  return false;
}
function isOptimizerConstructor(method, module) {
  if (!OPTIMIZER_NAMES.has(method) && !/^\w+Optimizer$/.test(method)) return false;
  if (!module) return OPTIMIZER_NAMES.has(method);
  return OPTIMIZER_MODULES.test(module) || /(^|\.)(optim|optimizers|keras|tensorflow|transformers|tfa)(\.|$)/.test(module);
}
var LOSS_NAME = /loss|Loss|entropy|Entropy|Error|Huber|Hinge|Divergence|Similarity|LogCosh|Poisson/;
var lossNames = /* @__PURE__ */ new Map();
function isLossName(method) {
  let loss = lossNames.get(method);
  if (loss === void 0) {
    loss = LOSS_NAME.test(method);
    if (lossNames.size < 5e3) lossNames.set(method, loss);
  }
  return loss;
}
function isLossCall(method, module) {
  if (!isLossName(method) && !module.endsWith("losses")) return false;
  if (/^[A-Z]\w*Loss$/.test(method)) return !module || /nn|loss/.test(module) || /^[A-Z]/.test(method);
  if (/(^|\.)losses$/.test(module)) return true;
  if (KERAS_LOSS_CLASSES.test(method)) return !module || /keras|losses/.test(module);
  if (/(^|\.)(functional|nn)$/.test(module) || module === "F") return FUNCTIONAL_LOSSES.test(method);
  return false;
}

// lib/python/calls/training.ts
var OPTIMIZER_OBJECT = /optim|^opt\b|^opt_|adam|sgd/i;
function trainingFacts(site) {
  const { method, objectText, node } = site;
  if (objectText === null) return NO_FACTS;
  const args = positionalCount(site.args) + site.args.length;
  let training = false;
  if (TRAINING_METHODS.has(method)) {
    training = !(method === "fit" || method.startsWith("fit_")) || !NON_TRAINING_FITTERS.test(lastSegment(objectText));
  } else if (method === "step") training = OPTIMIZER_OBJECT.test(lastSegment(objectText));
  else if (method === "train") training = /trainer/i.test(objectText) || args === 0 || isBoolArgument(site);
  else if (method === "eval") training = args === 0;
  else if (method === "run") training = /sess/i.test(objectText) && /train|optim|minimi[sz]e/i.test(argumentText(site));
  return training ? [{ fact: "training", call: calleeText(site), from: node.from, to: node.to }] : NO_FACTS;
}
function lastSegment(text) {
  const match = /([A-Za-z_]\w*)\W*$/.exec(text);
  return match ? match[1] : text;
}
function isBoolArgument(site) {
  const first = positional(site.args, 0) ?? keywordArg(site.args, "mode");
  return first?.name === "Boolean";
}
function argumentText(site) {
  const argList2 = site.node.lastChild;
  return argList2 ? site.src.slice(argList2.from, Math.min(argList2.to, argList2.from + 200)) : "";
}
function epochLoopFacts(statementFrom, bodyFrom, targets, iterable, src) {
  if (!targets.some((t) => /epoch/i.test(t))) return NO_FACTS;
  const facts = [{ fact: "training", call: "for epoch", from: statementFrom, to: bodyFrom }];
  const range = rangeCall(iterable, src);
  if (!range) return facts;
  const args = readArguments(range.lastChild, src).filter((a) => a.keyword === null);
  let value = null;
  if (args.length === 1) value = valueText(args[0].value, src);
  else if (args.length >= 2) {
    const [lo, hi] = [args[0].value, args[1].value].map((n) => n.name === "Number" ? Number(src.slice(n.from, n.to)) : NaN);
    if (Number.isInteger(lo) && Number.isInteger(hi)) value = String(hi - lo);
  }
  if (value !== null && !/^\d+$/.test(value)) value = null;
  facts.push({ fact: "hyperparameter", name: "epochs", value, from: range.from, to: range.to });
  return facts;
}
function rangeCall(node, src) {
  for (let depth = 0; node && node.name === "CallExpression" && depth < 3; depth++) {
    const callee = node.firstChild;
    const name = callee ? lastName(callee, src) : null;
    if (name === "range" || name === "trange" || name === "xrange") return node;
    if (name !== "tqdm" && name !== "enumerate") return null;
    const first = readArguments(node.lastChild, src).find((a) => a.keyword === null);
    node = first?.value ?? null;
  }
  return null;
}

// lib/python/calls/models.ts
var MODEL_METHODS = /* @__PURE__ */ new Set(["Input", "Sequential", "Model", "from_pretrained", "create_model", "load", "KerasLayer"]);
var traitsByMethod = /* @__PURE__ */ new Map();
function traitsOf(method) {
  let traits = traitsByMethod.get(method);
  if (traits === void 0) {
    const architecture = TORCHVISION_ARCH.test(method);
    const capital = /^[A-Z]/.test(method);
    const layer = TORCH_LAYERS.has(method) || KERAS_LAYERS.has(method) || TF1_LAYER_FUNCTIONS.has(method);
    const named = MODEL_METHODS.has(method) || layer || architecture;
    traits = named || capital ? { named, architecture, capital, kerasApplication: capital && KERAS_APPLICATIONS.test(method) } : null;
    if (traitsByMethod.size < 5e3) traitsByMethod.set(method, traits);
  }
  return traits;
}
function modelFacts(site) {
  const { method, segments } = site;
  const traits = traitsOf(method);
  if (!traits || !traits.named && !traits.kerasApplication && !site.path.includes("applications")) return NO_FACTS;
  const input = method === "Input" && (segments === 1 || /keras|layers/.test(site.canonical ?? ""));
  const made = madeModel(site, traits);
  if (!input) return made ? [made] : NO_FACTS;
  return made ? [{ fact: "inputCall" }, made] : [{ fact: "inputCall" }];
}
function madeModel(site, traits) {
  const { node, method, segments, parent } = site;
  const canonical = site.canonical ?? "";
  if (method === "Sequential") {
    const framework = segments === 1 || parent === "nn" || parent === "models" || /torch|keras|tensorflow/.test(canonical);
    if (!framework || site.inModelClass) return null;
    return {
      fact: "model",
      kind: "Sequential",
      name: site.target,
      written: site.written,
      canonical: site.canonical,
      from: node.from,
      to: node.to
    };
  }
  if (method === "Model" && (segments === 1 || /keras|models/.test(canonical) || parent === "Model")) {
    const hasInputsKeywords = keywordArg(site.args, "inputs", "input") !== null && keywordArg(site.args, "outputs", "output") !== null;
    if (!hasInputsKeywords && positionalCount(site.args) < 2) return null;
    return { fact: "functionalCandidate", name: site.target, hasInputsKeywords, from: node.from, to: node.to };
  }
  const pretrained = pretrainedName(site, parent, traits);
  if (pretrained !== void 0) {
    return {
      fact: "model",
      kind: "pretrained",
      name: pretrained,
      written: site.written,
      canonical: site.canonical,
      from: node.from,
      to: node.to
    };
  }
  if (!isLayerConstructor(site, parent)) return null;
  const written = site.written ?? method;
  return {
    fact: "layer",
    layer: method,
    written,
    canonical: site.canonical ?? written,
    framework: layerFramework(canonical),
    args: layerArguments(site),
    target: site.target,
    from: node.from,
    to: node.to
  };
}
function pretrainedName(site, parent, traits) {
  const { method, segments, src } = site;
  const canonical = site.canonical ?? "";
  const first = positional(site.args, 0);
  if (method === "from_pretrained") {
    if (site.objectText && NON_MODEL_PRETRAINED.test(site.objectText)) return void 0;
    return stringValue(first ?? keywordArg(site.args, "pretrained_model_name_or_path"), src);
  }
  if (method === "create_model" && (parent === "timm" || canonical.startsWith("timm."))) return stringValue(first, src);
  if (method === "load" && parent === "hub") {
    if (canonical.startsWith("tensorflow_hub")) return stringValue(first, src);
    return stringValue(positional(site.args, 1) ?? keywordArg(site.args, "model"), src);
  }
  if (method === "KerasLayer" && (parent === "hub" || canonical.startsWith("tensorflow_hub"))) return stringValue(first, src);
  if (traits.architecture && !/keras|tensorflow/.test(canonical)) {
    if (canonical.startsWith("torchvision.models.") || parent === "models") return method;
    const flagged = keywordArg(site.args, "pretrained", "weights") !== null;
    if (segments === 1 && flagged) return method;
  }
  if (traits.capital && (hasSegment(site, "applications") || segments === 1 && traits.kerasApplication)) {
    if (segments === 1 && !keywordArg(site.args, "weights", "include_top", "input_shape")) return void 0;
    return method;
  }
  return void 0;
}
function isLayerConstructor(site, parent) {
  const { method, segments } = site;
  const canonical = site.canonical ?? "";
  if (segments === 1) return TORCH_LAYERS.has(method) || KERAS_LAYERS.has(method);
  if (TORCH_LAYERS.has(method) && (parent === "nn" || canonical.startsWith("torch.nn"))) return true;
  if (KERAS_LAYERS.has(method) && (parent === "layers" || /keras/.test(canonical))) return true;
  return TF1_LAYER_FUNCTIONS.has(method) && parent === "layers" && /^tensorflow\./.test(canonical);
}
function layerFramework(canonical) {
  if (canonical.startsWith("torch.")) return "torch";
  if (/(^|\.)keras\./.test(canonical)) return "keras";
  if (canonical.startsWith("tensorflow.")) return "tensorflow";
  return null;
}
function layerArguments(site) {
  return site.args.map((arg) => ({
    keyword: arg.keyword,
    value: arg.spread ? { kind: "other" } : argumentValue(arg.value, site.src),
    start: arg.from,
    end: arg.value.to,
    text: site.src.slice(arg.from, arg.value.to)
  }));
}

// lib/python/modelVariables.ts
var MODEL_ROLES = /* @__PURE__ */ new Set(["classifier", "encoder", "decoder", "generator", "discriminator", "learner", "learn"]);
var MODEL_NOUNS = /* @__PURE__ */ new Set(["model", "net", "network"]);
function isModelVariableName(name) {
  const words = name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[^a-z]+/).filter(Boolean);
  while (words.length > 1 && words[words.length - 1].length <= 2) words.pop();
  const last = words[words.length - 1];
  if (!last) return false;
  const singular = last.length > 3 && last.endsWith("s") ? last.slice(0, -1) : last;
  if ([...MODEL_NOUNS].some((noun) => singular.endsWith(noun)) && singular !== "imagenet") return true;
  return words.length === 1 && MODEL_ROLES.has(singular);
}

// lib/python/calls/prints.ts
var INFORMATIVE_PRINT = /\.(shape|dtype|ndim|size\(|dim\(\))|\btype\(|\blen\(|\.summary\(/;
function printFacts(site) {
  const { method, node, src } = site;
  if (method === "summary" && (site.objectText !== null || site.args.length >= 1)) return [{ fact: "print", from: node.from, to: node.to }];
  if (method !== "print" || site.written !== "print" && site.written !== "tf.print") return NO_FACTS;
  const argList2 = node.lastChild;
  if (!argList2) return NO_FACTS;
  const text = src.slice(argList2.from, argList2.to);
  const only = site.args.length === 1 ? site.args[0].value : null;
  const printsModel = only?.name === "VariableName" && isModelVariableName(src.slice(only.from, only.to));
  return INFORMATIVE_PRINT.test(text) || printsModel ? [{ fact: "print", from: node.from, to: node.to }] : NO_FACTS;
}

// lib/python/calls/standIns.ts
var dimsAsArgs = (args, src) => {
  const size = keywordArg(args, "size");
  if (size) return intList(size, src);
  const count = positionalCount(args);
  if (count === 1) return intList(positional(args, 0), src);
  const dims = [];
  for (let i = 0; i < count; i++) {
    const d = intValue(positional(args, i), src);
    if (d === null) return null;
    dims.push(d);
  }
  return count ? dims : null;
};
var shapeArg = (index, ...keywords) => (args, src) => intList(keywordArg(args, ...keywords) ?? positional(args, index), src);
var literalData = (args, src) => {
  const shape = keywordArg(args, "shape");
  if (shape) return intList(shape, src);
  return nestedListShape(positional(args, 0) ?? keywordArg(args, "data", "value", "object"));
};
var tensorClass = (args, src) => {
  const first = positional(args, 0);
  if (first && (first.name === "ArrayExpression" || first.name === "TupleExpression")) return nestedListShape(first);
  return dimsAsArgs(args, src);
};
var randintTorch = (args, src) => {
  const size = keywordArg(args, "size");
  if (size) return intList(size, src);
  for (const arg of args) {
    if (arg.keyword === null && (arg.value.name === "TupleExpression" || arg.value.name === "ArrayExpression")) {
      return intList(arg.value, src);
    }
  }
  return null;
};
var arange = (args, src) => {
  const count = positionalCount(args);
  const values = [0, 1, 2].map((i) => intValue(positional(args, i), src));
  if (count === 1 && values[0] !== null) return [values[0]];
  if (count === 2 && values[0] !== null && values[1] !== null) return [Math.max(0, values[1] - values[0])];
  if (count === 3 && values.every((v) => v !== null) && values[2] > 0) {
    return [Math.max(0, Math.ceil((values[1] - values[0]) / values[2]))];
  }
  return null;
};
var linspace = (args, src) => {
  const n = intValue(keywordArg(args, "steps", "num") ?? positional(args, 2), src);
  return n === null ? null : [n];
};
var eye = (args, src) => {
  const n = intValue(positional(args, 0), src);
  const m = intValue(positional(args, 1) ?? keywordArg(args, "M", "m"), src);
  if (n === null) return null;
  return [n, m ?? n];
};
var READERS = {
  "torch.randn": dimsAsArgs,
  "torch.rand": dimsAsArgs,
  "torch.zeros": dimsAsArgs,
  "torch.ones": dimsAsArgs,
  "torch.empty": dimsAsArgs,
  "torch.randint": randintTorch,
  "torch.full": shapeArg(0, "size"),
  "torch.normal": shapeArg(2, "size"),
  "torch.arange": arange,
  "torch.linspace": linspace,
  "torch.eye": eye,
  "torch.tensor": literalData,
  "torch.as_tensor": literalData,
  "numpy.random.rand": dimsAsArgs,
  "numpy.random.randn": dimsAsArgs,
  "numpy.random.random": shapeArg(0, "size"),
  "numpy.random.random_sample": shapeArg(0, "size"),
  "numpy.random.sample": shapeArg(0, "size"),
  "numpy.random.randint": shapeArg(2, "size"),
  "numpy.random.uniform": shapeArg(2, "size"),
  "numpy.random.normal": shapeArg(2, "size"),
  "numpy.random.choice": shapeArg(1, "size"),
  "numpy.random.binomial": shapeArg(2, "size"),
  "numpy.random.poisson": shapeArg(1, "size"),
  "numpy.zeros": shapeArg(0, "shape"),
  "numpy.ones": shapeArg(0, "shape"),
  "numpy.empty": shapeArg(0, "shape"),
  "numpy.full": shapeArg(0, "shape"),
  "numpy.array": literalData,
  "numpy.asarray": literalData,
  "numpy.arange": arange,
  "numpy.linspace": linspace,
  "numpy.eye": eye,
  "numpy.identity": eye,
  "tensorflow.random.uniform": shapeArg(0, "shape"),
  "tensorflow.random.normal": shapeArg(0, "shape"),
  "tensorflow.random.truncated_normal": shapeArg(0, "shape"),
  "tensorflow.random_normal": shapeArg(0, "shape"),
  "tensorflow.random_uniform": shapeArg(0, "shape"),
  "tensorflow.truncated_normal": shapeArg(0, "shape"),
  "tensorflow.random.stateless_uniform": shapeArg(0, "shape"),
  "tensorflow.constant": literalData,
  "tensorflow.convert_to_tensor": literalData,
  "tensorflow.zeros": shapeArg(0, "shape"),
  "tensorflow.ones": shapeArg(0, "shape"),
  "tensorflow.fill": shapeArg(0, "dims"),
  "tensorflow.range": arange,
  "jax.numpy.zeros": shapeArg(0, "shape"),
  "jax.numpy.ones": shapeArg(0, "shape"),
  "jax.numpy.array": literalData,
  "jax.random.normal": shapeArg(1, "shape"),
  "jax.random.uniform": shapeArg(1, "shape")
};
var TORCH_TENSOR_CLASS = /^torch\.(cuda\.)?(Float|Double|Half|BFloat16|Long|Int|Short|Char|Byte|Bool)?Tensor$/;
var NEEDS_LITERAL = /\.(tensor|as_tensor|array|asarray|constant|convert_to_tensor)$|Tensor$/;
var LITERAL_NODES = /* @__PURE__ */ new Set(["ArrayExpression", "TupleExpression", "Number", "UnaryExpression"]);
var readers = /* @__PURE__ */ new Map();
function readerFor(canonical) {
  let reader = readers.get(canonical);
  if (reader === void 0) {
    reader = findReader(canonical);
    if (readers.size < 5e3) readers.set(canonical, reader);
  }
  return reader;
}
function findReader(canonical) {
  if (Object.hasOwn(READERS, canonical)) return READERS[canonical];
  if (TORCH_TENSOR_CLASS.test(canonical)) return tensorClass;
  if (/^numpy\.random\.\w+$/.test(canonical) && !/seed|default_rng|RandomState|shuffle|permutation/.test(canonical)) {
    return shapeArg(0, "size");
  }
  if (/^tensorflow\.random\.\w+$/.test(canonical) && !/set_seed|shuffle/.test(canonical)) return shapeArg(0, "shape");
  return null;
}
function standInShape(canonical, args, src) {
  const reader = readerFor(canonical);
  if (!reader) return void 0;
  if (NEEDS_LITERAL.test(canonical)) {
    const first = positional(args, 0);
    const isShapeCall = TORCH_TENSOR_CLASS.test(canonical) && first?.name === "Number";
    if (!first || !LITERAL_NODES.has(first.name) && !isShapeCall) return void 0;
  }
  return reader(args, src);
}
var LAST_SEGMENTS = new Set(Object.keys(READERS).map((name) => name.slice(name.lastIndexOf(".") + 1)));
function standInFacts(site) {
  if (!site.canonical || site.inModelClass) return NO_FACTS;
  const last = canonicalLast(site);
  if (!LAST_SEGMENTS.has(last) && !last.endsWith("Tensor") && site.parent !== "random") return NO_FACTS;
  const shape = standInShape(site.canonical, site.args, site.src);
  if (shape === void 0) return NO_FACTS;
  return [{ fact: "standIn", call: site.written ?? site.canonical, shape, target: site.target, from: site.node.from, to: site.node.to }];
}

// lib/python/calls/recognize.ts
var RECOGNISERS = [
  modelFacts,
  trainingFacts,
  hyperparameterFacts,
  dataLoadFacts,
  standInFacts,
  printFacts
];
function recognizeCall(site) {
  let all = null;
  let only = NO_FACTS;
  for (const recognise of RECOGNISERS) {
    const facts = recognise(site);
    if (!facts.length) continue;
    if (only.length) {
      all ??= [...only];
      all.push(...facts);
    } else only = facts;
  }
  return all ?? only;
}

// lib/python/literals.ts
var PLACEHOLDER_COMMENT = [
  /^#+\s*(\.{2,}|…)/,
  // "# ...", "# ... more code"
  /^#+\s*(some|more|other|rest of( the| my)?|the rest( of)?|your|additional|further|my|other)\s+(\w+\s+){0,2}(code|stuff|logic|layers|lines|processing|functions?|things|steps?|imports?|definitions?|here)\b\s*(here|goes here|omitted|\.{2,}|…|etc\.?)?\s*$/i,
  /\b(code|stuff|something|logic)\s+(goes\s+)?here\b/i,
  /\b(omitted|for brevity|not shown|snipped|redacted|truncated)\b/i,
  /^#+\s*(etc\.?|and so on)\s*$/i
];
var INFORMATIVE_DISPLAY = /^[\w.[\]]+\.(shape|dtype|ndim)$|\.size\(\)$|\.shape\[\d+\]$/;
var INFORMATIVE_PY2_PRINT = /\.(shape|dtype|ndim|size\(\))|\btype\(/;
function stringLiteral(walk, from, to, inPathPosition) {
  if (walk.handledStrings.has(from)) return;
  walk.handledStrings.add(from);
  if (to - from > 600 || !inPathPosition && !hasPathCharacter(walk.src, from, to)) return;
  const path = classifyPathLiteral(stringContent(walk.src.slice(from, to)), inPathPosition);
  if (path) walk.dataLoads.push({ ...located(walk, from, to), kind: path.kind, detail: path.detail });
}
function hasPathCharacter(src, from, to) {
  for (let i = from; i < to; i++) {
    const code2 = src.charCodeAt(i);
    if (code2 === 47 || code2 === 92 || code2 === 46) return true;
  }
  return false;
}
var string = (ref, walk) => {
  stringLiteral(walk, ref.from, ref.to, false);
  return false;
};
var formatString = (ref, walk) => {
  stringLiteral(walk, ref.from, ref.to, false);
  return void 0;
};
var comment = (ref, walk) => {
  const { from, to } = ref;
  const text = walk.src.slice(from, to);
  const lineStart = walk.src.lastIndexOf("\n", from - 1) + 1;
  const before = walk.src.slice(lineStart, from);
  const todoAfterPass = /^\s*pass\s*$/.test(before) && /^#+\s*(TODO|FIXME|\.\.\.)/i.test(text);
  if (todoAfterPass || PLACEHOLDER_COMMENT.some((p) => p.test(text))) walk.placeholders.push(located(walk, from, to));
  return void 0;
};
var memberExpression = (_ref, walk) => {
  walk.memberObjectNext = true;
  walk.memberBrackets.push(0);
  return void 0;
};
var leaveMemberExpression = (_ref, walk) => {
  walk.subscript -= walk.memberBrackets.pop() ?? 0;
  return void 0;
};
var openBracket = (_ref, walk) => {
  if (childOf(walk, "MemberExpression")) {
    walk.memberBrackets[walk.memberBrackets.length - 1]++;
    walk.subscript++;
  }
  return void 0;
};
var closeBracket = (_ref, walk) => {
  const top = walk.memberBrackets.length - 1;
  if (childOf(walk, "MemberExpression") && walk.memberBrackets[top] > 0) {
    walk.memberBrackets[top]--;
    walk.subscript--;
  }
  return void 0;
};
var ellipsis = (ref, walk) => {
  if (!walk.subscript) walk.placeholders.push(located(walk, ref.from, ref.to));
  return void 0;
};
var errorNode = (ref, walk) => {
  const { from, to } = ref;
  walk.errorCount++;
  if (to - from <= 3 && /^\?+$/.test(walk.src.slice(from, to)) && /[=(,[:{]\s*$/.test(walk.src.slice(Math.max(0, from - 40), from))) {
    walk.placeholders.push(located(walk, from, to));
  }
  walk.inError++;
  return void 0;
};
var leaveErrorNode = (_ref, walk) => {
  walk.inError--;
  return void 0;
};
var printStatement = (ref, walk) => {
  if (INFORMATIVE_PY2_PRINT.test(walk.src.slice(ref.from, ref.to))) walk.prints.push(located(walk, ref.from, ref.to));
  return void 0;
};
var expressionStatement = (ref, walk) => {
  const { from, to } = ref;
  if (INFORMATIVE_DISPLAY.test(walk.src.slice(from, Math.min(to, from + 200)).trim())) walk.prints.push(located(walk, from, to));
  return void 0;
};
var dictionary = (ref, walk) => {
  collectFacts(walk, dictionaryFacts(ref.node, walk.src));
  return void 0;
};

// lib/python/callFacts.ts
var callExpression = (ref, walk) => {
  const node = ref.node;
  const argList2 = argListOf(node);
  const scan = argList2 ? scanArgList(argList2, walk.src) : null;
  walk.argScan = scan;
  const assignment = walk.assignments[walk.assignments.length - 1];
  const site = callSiteOf(node, walk.src, (written) => canonicalName(walk, written), {
    args: scan?.args ?? [],
    target: assignment?.valueStarts.includes(node.from) ? assignment.target : null,
    inModelClass: walk.modelClassDepth > 0
  });
  if (site) collectFacts(walk, recognizeCall(site));
  return void 0;
};
function argListOf(call) {
  let argList2 = call.firstChild?.nextSibling ?? null;
  if (argList2 && (argList2.name !== "ArgList" || argList2.nextSibling)) argList2 = call.lastChild;
  return argList2?.name === "ArgList" ? argList2 : null;
}
function callSiteOf(node, src, canonicalOf, context) {
  const callee = node.firstChild;
  if (!callee) return null;
  const { method, object, written } = readCallee(callee, src);
  if (!method) return null;
  const canonical = written ? canonicalOf(written) : null;
  const path = canonical ?? written ?? method;
  const last = path.lastIndexOf(".");
  let segments = 1;
  for (let i = path.indexOf("."); i >= 0; i = path.indexOf(".", i + 1)) segments++;
  return {
    src,
    node,
    written,
    canonical,
    method,
    path,
    segments,
    parent: last < 0 ? null : path.slice(path.lastIndexOf(".", last - 1) + 1, last),
    objectText: object ? src.slice(object.from, Math.min(object.to, object.from + 200)) : null,
    args: context.args,
    target: context.target,
    inModelClass: context.inModelClass
  };
}
function collectFacts(walk, facts) {
  let at;
  for (const fact of facts) {
    switch (fact.fact) {
      case "model":
        at = located(walk, fact.from, fact.to);
        walk.models.push({ start: at.start, end: at.end, text: at.text, kind: fact.kind, name: fact.name });
        if (fact.kind === "Sequential") {
          walk.sequentials.push({
            name: fact.name,
            written: fact.written ?? "Sequential",
            canonical: fact.canonical ?? fact.written ?? "Sequential",
            scope: scopeAt(walk, fact.from),
            from: fact.from,
            to: fact.to
          });
        }
        break;
      case "layer": {
        const start = originalOffset(walk, fact.from);
        walk.layers.push({
          start,
          end: Math.max(start, originalOffset(walk, fact.to)),
          written: fact.written,
          canonical: fact.canonical,
          layer: fact.layer,
          framework: fact.framework,
          args: walk.identity ? fact.args : fact.args.map((arg) => ({ ...arg, ...located(walk, arg.start, arg.end) })),
          target: fact.target
        });
        walk.layerSpans.push([fact.from, fact.to]);
        break;
      }
      case "functionalCandidate":
        walk.functionalCalls.push({ name: fact.name, from: fact.from, to: fact.to, keywords: fact.hasInputsKeywords });
        break;
      case "inputCall":
        walk.inputCalled = true;
        break;
      case "training":
        at = located(walk, fact.from, fact.to);
        walk.training.push({ start: at.start, end: at.end, text: at.text, call: fact.call });
        break;
      case "hyperparameter":
        at = located(walk, fact.from, fact.to);
        walk.hyperparameters.push({ start: at.start, end: at.end, text: at.text, name: fact.name, value: fact.value });
        break;
      case "dataLoad":
        at = located(walk, fact.from, fact.to);
        walk.dataLoads.push({ start: at.start, end: at.end, text: at.text, kind: fact.kind, detail: fact.detail });
        break;
      case "pathString":
        stringLiteral(walk, fact.from, fact.to, fact.inPathPosition);
        break;
      case "notAPath":
        walk.handledStrings.add(fact.from);
        break;
      case "standIn":
        at = located(walk, fact.from, fact.to);
        walk.standInData.push({ start: at.start, end: at.end, text: at.text, call: fact.call, shape: fact.shape, target: fact.target });
        break;
      case "print":
        walk.prints.push(located(walk, fact.from, fact.to));
        break;
    }
  }
}

// lib/python/targets.ts
var assignStatement = (ref, walk) => {
  const node = ref.node;
  const children = [];
  let operators = 0;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    children.push(child);
    if (child.name === "AssignOp") operators++;
  }
  let seen = 0;
  let target = null;
  let first = null;
  let value = null;
  let targets = 0;
  const marked = [];
  const valueStarts = [];
  for (const child of children) {
    const name = child.name;
    if (name === "AssignOp") {
      seen++;
      continue;
    }
    if (seen < operators || operators === 0) {
      if (name === "," || name === "*") targets++;
      else if (name !== "TypeDef") {
        if (targets++ === 0) {
          target = dottedName(child, walk.src);
          first = child;
        }
        if (name !== "MemberExpression") marked.push(child);
      }
      continue;
    }
    const single = targets === 1 && target !== null;
    if (!value) {
      value = child;
      if (single) {
        collectFacts(walk, assignmentFacts(target, child, node.from, walk.src));
        collectFacts(walk, assignedPathFacts(target, child));
      }
    }
    if (single) valueStarts.push(child.from);
  }
  const scope = scopeAt(walk, node.from);
  const constructedBy = targets === 1 && first?.name === "VariableName" && value ? constructorName(value, walk.src) : null;
  for (const part of marked) {
    const how = bindingMark(
      operators === 0 ? "annotation" : "assignment",
      scope,
      node.to,
      "defined",
      part === first ? constructedBy : null
    );
    markTargets(walk, part, how);
  }
  walk.assignments.push(valueStarts.length ? { target: target ?? "", valueStarts } : NO_TARGET);
  return void 0;
};
var NO_TARGET = { target: "", valueStarts: [] };
var leaveAssignStatement = (_ref, walk) => {
  walk.assignments.pop();
  return void 0;
};
function constructorName(value, src) {
  for (let node = value; node && node.from === value.from; node = node.firstChild) {
    if (node.name === "CallExpression") {
      const callee = node.firstChild;
      if (callee?.name === "VariableName") return src.slice(callee.from, callee.to);
    }
  }
  return null;
}
var updateStatement = (ref, walk) => {
  const node = ref.node;
  const first = node.firstChild;
  if (first?.name === "VariableName") {
    mark(walk, first.from, { ...bindingMark("augmented", scopeAt(walk, node.from), node.to), read: "augmented" });
  }
  return void 0;
};
var forStatement = (ref, walk) => {
  const node = ref.node;
  let mode = "head";
  const targets = [];
  const marked = [];
  let iterable = null;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === "for") mode = "target";
    else if (name === "in" && mode === "target") mode = "iter";
    else if (mode === "target") {
      if (name === "VariableName") targets.push(walk.src.slice(child.from, child.to));
      marked.push(child);
    } else {
      if (mode === "iter" && !iterable && name !== "," && name !== "Body") iterable = child;
      if (name === "Body" && bodyFrom === node.to) bodyFrom = child.from;
    }
  }
  const how = bindingMark("for", scopeAt(walk, node.from), bodyFrom);
  for (const part of marked) markTargets(walk, part, how);
  walk.loops.push({ from: node.from, targets, iterable });
  return void 0;
};
var leaveForStatement = (_ref, walk) => {
  walk.loops.pop();
  return void 0;
};
function loopBody(walk, bodyFrom) {
  const loop = walk.loops[walk.loops.length - 1];
  if (loop) collectFacts(walk, epochLoopFacts(loop.from, bodyFrom, loop.targets, loop.iterable, walk.src));
}
var asTargets = (ref, walk) => {
  let bindNext = false;
  let inExcept = false;
  const scope = scopeAt(walk, ref.from);
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === "as" || name === "," && inExcept) bindNext = true;
    else if (name === "except") inExcept = true;
    else {
      if (bindNext && name === "VariableName") mark(walk, child.from, bindingMark(inExcept ? "except" : "with", scope, child.to));
      else if (bindNext) markTargets(walk, child, bindingMark("with", scope, child.to, "used"));
      if (name === "Body") inExcept = false;
      bindNext = false;
    }
  }
  return void 0;
};
var namedExpression = (ref, walk) => {
  const first = ref.node.firstChild;
  if (first?.name === "VariableName") mark(walk, first.from, bindingMark("walrus", walrusScopeAt(walk, ref.from), ref.to));
  return void 0;
};
var scopeStatement = (ref, walk) => {
  const node = ref.node;
  const keyword = node.firstChild;
  const kind = keyword?.name === "nonlocal" ? "nonlocal" : "global";
  const names = [];
  for (let child = keyword?.nextSibling ?? null; child; child = child.nextSibling) {
    if (child.name === "VariableName") names.push(walk.src.slice(child.from, child.to));
    markTargets(walk, child, noNameMark("defined"));
  }
  walk.names.declarations.push({
    kind,
    names,
    scope: scopeAt(walk, node.from),
    start: originalOffset(walk, node.from),
    end: originalOffset(walk, node.to)
  });
  return void 0;
};
var capturePattern = (ref, walk) => {
  const how = bindingMark("match", scopeAt(walk, ref.from), ref.to);
  for (let child = ref.node.firstChild; child; child = child.nextSibling) markTargets(walk, child, how);
  return void 0;
};
var asPattern = (ref, walk) => {
  let afterAs = false;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    if (child.name === "as") afterAs = true;
    else if (afterAs && child.name === "VariableName")
      mark(walk, child.from, bindingMark("match", scopeAt(walk, ref.from), ref.to, "used"));
  }
  return void 0;
};
var keywordPattern = (ref, walk) => {
  const first = ref.node.firstChild;
  if (first?.name === "VariableName") mark(walk, first.from, noNameMark("used"));
  return void 0;
};
var enterDelete = (_ref, walk) => {
  walk.deleting++;
  return void 0;
};
var leaveDelete = (_ref, walk) => {
  walk.deleting--;
  return void 0;
};
var enterTypeDef = (_ref, walk) => {
  walk.annotations.push(childOf(walk, "AssignStatement") ? "annotation" : "signature");
  return void 0;
};
var leaveTypeDef = (_ref, walk) => {
  walk.annotations.pop();
  return void 0;
};

// lib/python/definitions.ts
var functionDefinition = (ref, walk) => {
  const node = ref.node;
  let name = null;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === "VariableName" && name === null) {
      name = walk.src.slice(child.from, child.to);
      mark(walk, child.from, bindingMark("function", scopeAt(walk, node.from), node.to));
    } else if (child.name === "Body" && bodyFrom === node.to) bodyFrom = child.from;
  }
  openScope(walk, "function", node, name, bodyFrom);
  return void 0;
};
var lambdaExpression = (ref, walk) => {
  const node = ref.node;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === ":") {
      bodyFrom = child.to;
      break;
    }
  }
  openScope(walk, "lambda", node, null, bodyFrom);
  return void 0;
};
var leaveScope = (_ref, walk) => {
  closeScope(walk);
  return void 0;
};
var paramList = (ref, walk) => {
  const scope = walk.scopeFrames[walk.scopeFrames.length - 1].index;
  let expectName = true;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    const name = child.name;
    if (name === ",") expectName = true;
    else if (name === "AssignOp") expectName = false;
    else if (name === "VariableName" && expectName) {
      mark(walk, child.from, bindingMark("parameter", scope, ref.from));
      expectName = false;
    }
  }
  return void 0;
};
var classDefinition = (ref, walk) => {
  const node = ref.node;
  let name = null;
  let bodyFrom = node.to;
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.name === "VariableName" && name === null) {
      name = walk.src.slice(child.from, child.to);
      mark(walk, child.from, bindingMark("class", scopeAt(walk, node.from), node.to));
    } else if (child.name === "Body" && bodyFrom === node.to) bodyFrom = child.from;
  }
  walk.classFrames.push({ from: node.from, to: node.to, name, bases: [], keywords: [], modelKind: null });
  openScope(walk, "class", node, name, bodyFrom);
  return void 0;
};
var leaveClassDefinition = (_ref, walk) => {
  closeScope(walk);
  walk.classFrames.pop();
  return void 0;
};
function classBases(walk, scan) {
  const frame = walk.classFrames[walk.classFrames.length - 1];
  if (!frame) return;
  frame.bases = [];
  frame.keywords = [];
  for (const arg of scan.args) {
    if (arg.keyword !== null) {
      frame.keywords.push(arg.keyword);
      continue;
    }
    const written = dottedName(arg.value, walk.src);
    if (written) frame.bases.push({ written, canonical: canonicalName(walk, written) });
  }
  frame.modelKind = modelKindOfBases(
    walk,
    frame.bases.map((b) => b.canonical)
  );
}
function modelKindOfBases(walk, bases) {
  for (const base of bases) {
    const local2 = walk.modelClasses.get(base);
    if (local2) return local2;
    const last = base.slice(base.lastIndexOf(".") + 1);
    const isTensorflow = /^(tensorflow|keras|tf)\b/.test(base) || base.includes("keras");
    if (TORCH_MODEL_BASES.has(last)) return isTensorflow ? "keras.Model" : "nn.Module";
    if (KERAS_MODEL_BASES.has(last)) return /torch/.test(base) ? "nn.Module" : "keras.Model";
    if (last === "Sequential") return isTensorflow ? "keras.Model" : "nn.Module";
  }
  return null;
}
var body = (ref, walk) => {
  if (childOf(walk, "ForStatement")) loopBody(walk, ref.from);
  else if (childOf(walk, "ClassDefinition")) {
    const frame = walk.classFrames[walk.classFrames.length - 1];
    if (frame.name) {
      walk.classes.push({
        name: frame.name,
        bases: frame.bases.map((b) => b.canonical),
        writtenBases: frame.bases,
        keywords: frame.keywords,
        scope: scopeAt(walk, frame.from),
        from: frame.from,
        headerTo: ref.from,
        to: frame.to,
        bodyFrom: ref.from,
        bodyTo: ref.to
      });
      if (frame.modelKind) walk.modelClasses.set(frame.name, frame.modelKind);
    }
    if (frame.modelKind) walk.modelClassDepth++;
  }
  return void 0;
};
var leaveBody = (_ref, walk) => {
  if (childOf(walk, "ClassDefinition") && walk.classFrames[walk.classFrames.length - 1].modelKind) walk.modelClassDepth--;
  return void 0;
};
var decorator = (ref, walk) => {
  let first = true;
  for (let child = ref.node.firstChild; child; child = child.nextSibling) {
    if (child.name !== "VariableName") continue;
    if (!first) mark(walk, child.from, noNameMark("none"));
    first = false;
  }
  return void 0;
};
var comprehension = (ref, walk) => {
  const node = ref.node;
  const clauses = forClauses(node);
  const scope = openScope(walk, "comprehension", node, null, node.from, clauses.firstIterable);
  const how = bindingMark("comprehension", scope, node.from);
  for (const target of clauses.targets) markTargets(walk, target, how);
  return void 0;
};
var argList = (ref, walk) => {
  walk.savedSubscripts.push(walk.subscript);
  walk.subscript = 0;
  const scan = walk.argScan?.from === ref.from ? walk.argScan : scanArgList(ref.node, walk.src);
  walk.argScan = null;
  if (childOf(walk, "ClassDefinition")) classBases(walk, scan);
  for (const at of scan.keywordNames) mark(walk, at, noNameMark("none"));
  for (const named of scan.walrus) mark(walk, named.from, bindingMark("walrus", walrusScopeAt(walk, named.from), named.valueEnd));
  const generator = scan.generator;
  walk.argListScopes.push(generator !== null);
  if (generator) {
    const scope = openScope(walk, "comprehension", ref, null, ref.from, generator.firstIterable);
    const how = bindingMark("comprehension", scope, ref.from);
    for (const target of generator.targets) markTargets(walk, target, how);
  }
  return void 0;
};
var leaveArgList = (_ref, walk) => {
  walk.subscript = walk.savedSubscripts.pop() ?? 0;
  if (walk.argListScopes.pop()) closeScope(walk);
  return void 0;
};

// lib/python/modelFacts.ts
var MODEL_CLASS_KINDS = ["nn.Module", "keras.Model"];
function allModels(walk, modelClasses) {
  const models = [...walk.models];
  for (const record of modelClasses) {
    models.push({ ...located(walk, record.from, record.headerTo), kind: walk.modelClasses.get(record.name), name: record.name });
  }
  for (const call of walk.functionalCalls) {
    if (call.keywords || walk.inputCalled) models.push({ ...located(walk, call.from, call.to), kind: "functional", name: call.name });
  }
  if (!models.length) {
    walk.layerSpans.forEach(([from, to], i) => {
      models.push({ ...located(walk, from, to), kind: "layers", name: walk.layers[i].target });
    });
  }
  return models.sort((a, b) => a.start - b.start);
}
function resolveModelClasses(walk) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const record of walk.classes) {
      if (walk.modelClasses.has(record.name)) continue;
      const kind = record.bases.map((b) => walk.modelClasses.get(b)).find((k) => k);
      if (kind) {
        walk.modelClasses.set(record.name, kind);
        changed = true;
      }
    }
  }
  return walk.classes.filter((r) => MODEL_CLASS_KINDS.includes(walk.modelClasses.get(r.name)));
}
function modelClassFacts(walk, modelClasses) {
  return modelClasses.map((record) => ({
    name: record.name,
    kind: walk.modelClasses.get(record.name),
    scope: record.scope,
    bases: record.writtenBases,
    keywords: record.keywords,
    start: originalOffset(walk, record.from),
    end: originalOffset(walk, record.to),
    body: { start: originalOffset(walk, record.bodyFrom), end: originalOffset(walk, record.bodyTo) },
    layers: layersWithin(walk, record.bodyFrom, record.bodyTo)
  }));
}
function sequentialFacts(walk) {
  return walk.sequentials.map((record) => ({
    name: record.name,
    written: record.written,
    canonical: record.canonical,
    scope: record.scope,
    start: originalOffset(walk, record.from),
    end: originalOffset(walk, record.to),
    layers: layersWithin(walk, record.from, record.to)
  }));
}
function layersWithin(walk, from, to) {
  const spans = walk.layerSpans;
  const found = [];
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (spans[mid][0] < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < spans.length && spans[i][0] < to; i++) if (spans[i][1] <= to) found.push(walk.layers[i]);
  return found;
}

// lib/python/blockFacts.ts
function blockFacts(walk, removed) {
  const original = walk.original;
  for (const [start, end] of removed.gaps) walk.placeholders.push({ start, end, text: original.slice(start, end) });
  const modelClasses = resolveModelClasses(walk);
  return {
    kind: "python",
    errorCount: walk.errorCount,
    lines: countCodeLines(original),
    imports: walk.imports,
    defined: [...walk.defined],
    used: walk.used,
    models: allModels(walk, modelClasses),
    training: walk.training,
    hyperparameters: walk.hyperparameters,
    dataLoads: walk.dataLoads,
    standInData: walk.standInData,
    placeholders: widestOnly(walk.placeholders),
    magics: removed.magics.map(([start, end]) => ({ start, end, text: original.slice(start, end) })),
    prints: walk.prints,
    frameworks: frameworks(walk),
    names: walk.names,
    modelClasses: modelClassFacts(walk, modelClasses),
    sequentials: sequentialFacts(walk)
  };
}
function frameworks(walk) {
  const found = /* @__PURE__ */ new Set();
  const add = (module) => {
    const root = module.split(".")[0];
    if (FRAMEWORK_MODULES.has(root)) found.add(root);
    if (root === "tensorflow" && /\.keras\b/.test(module)) found.add("keras");
  };
  for (const fact of walk.imports) if (!fact.module.startsWith(".")) add(fact.module);
  for (const root of walk.attributeRoots) {
    if (walk.importBound.has(root)) continue;
    if (walk.defined.has(root)) continue;
    add(conventionalModule(root) ?? root);
  }
  return [...found];
}
function widestOnly(found) {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept = [];
  for (const p of sorted) {
    const last = kept[kept.length - 1];
    if (last && p.start < last.end) continue;
    kept.push(p);
  }
  return kept;
}
function countCodeLines(text) {
  let count = 0;
  for (let start = 0; start <= text.length; ) {
    let i = start;
    while (i < text.length && isTrimmed(text.charCodeAt(i))) i++;
    if (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 35) count++;
    const newline = text.indexOf("\n", i);
    if (newline < 0) break;
    start = newline + 1;
  }
  return count;
}
var TRIMMED = /\s/;
function isTrimmed(code2) {
  if (code2 === 32 || code2 === 9 || code2 === 11 || code2 === 12 || code2 === 13) return true;
  return code2 > 127 && TRIMMED.test(String.fromCharCode(code2));
}

// lib/python/walk.ts
function analyzePythonBlock(text) {
  const prepared = prepareSource(text);
  const walk = createWalkState(text, prepared.source, prepared.toOriginal, !prepared.shifted);
  walk.errorCount = prepared.repairs;
  walkTree(walk, parser.parse(prepared.source));
  return blockFacts(walk, prepared);
}
var COMPREHENSIONS = [
  "ArrayComprehensionExpression",
  "ComprehensionExpression",
  "SetComprehensionExpression",
  "DictionaryComprehensionExpression"
];
var ENTER = {
  VariableName: variableName,
  MemberExpression: memberExpression,
  "[": openBracket,
  "]": closeBracket,
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
  "\u26A0": errorNode,
  String: string,
  FormatString: formatString,
  Ellipsis: ellipsis,
  PrintStatement: printStatement,
  ExpressionStatement: expressionStatement,
  DictionaryExpression: dictionary
};
var LEAVE = {
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
  "\u26A0": leaveErrorNode
};
function byTypeId(handlers) {
  return parser.nodeSet.types.map((type) => Object.hasOwn(handlers, type.name) ? handlers[type.name] : void 0);
}
var ENTER_BY_ID = byTypeId(ENTER);
var LEAVE_BY_ID = byTypeId(LEAVE);
var TOKENS = [
  ...["VariableName", "PropertyName", "Number", "Boolean", "None", "Ellipsis", "Comment", "Escape", "CompareOp", "UpdateOp"],
  ...[",", ".", "(", ")", "[", "]", "{", "}", ":", ";", "*", "**", "@", "At", "FormatSelfDoc", "FormatConversion"],
  ...["in", "import", "from", "def", "for", "return", "as", "if", "with", "not", "is", "class", "else", "and", "or", "while"],
  ...["raise", "lambda", "try", "elif", "except", "await", "break", "print", "assert", "type", "del", "pass", "yield"],
  ...["continue", "async", "match", "case", "finally", "global", "nonlocal"]
];
var IS_TOKEN = parser.nodeSet.types.map((type) => TOKENS.includes(type.name));
function walkTree(walk, tree) {
  tree.iterate({
    enter: (ref) => {
      const type = ref.type;
      if (walk.memberObjectNext) {
        walk.memberObjectNext = false;
        if (type.name === "VariableName") walk.attributeRoots.add(walk.src.slice(ref.from, ref.to));
      }
      walk.types[walk.depth] = type;
      const handler = ENTER_BY_ID[type.id];
      if (handler !== void 0 && handler(ref, walk) === false || IS_TOKEN[type.id]) return false;
      walk.depth++;
      return void 0;
    },
    leave: (ref) => {
      walk.depth--;
      const handler = LEAVE_BY_ID[ref.type.id];
      if (handler !== void 0) handler(ref, walk);
    }
  });
}

// lib/python/builtins.ts
var PYTHON_BUILTINS = /* @__PURE__ */ new Set([
  // functions
  "abs",
  "aiter",
  "all",
  "anext",
  "any",
  "ascii",
  "bin",
  "bool",
  "breakpoint",
  "bytearray",
  "bytes",
  "callable",
  "chr",
  "classmethod",
  "compile",
  "complex",
  "delattr",
  "dict",
  "dir",
  "divmod",
  "enumerate",
  "eval",
  "exec",
  "filter",
  "float",
  "format",
  "frozenset",
  "getattr",
  "globals",
  "hasattr",
  "hash",
  "help",
  "hex",
  "id",
  "input",
  "int",
  "isinstance",
  "issubclass",
  "iter",
  "len",
  "list",
  "locals",
  "map",
  "max",
  "memoryview",
  "min",
  "next",
  "object",
  "oct",
  "open",
  "ord",
  "pow",
  "print",
  "property",
  "range",
  "repr",
  "reversed",
  "round",
  "set",
  "setattr",
  "slice",
  "sorted",
  "staticmethod",
  "str",
  "sum",
  "super",
  "tuple",
  "type",
  "vars",
  "zip",
  "__import__",
  "__build_class__",
  // constants and site names
  "True",
  "False",
  "None",
  "NotImplemented",
  "Ellipsis",
  "__debug__",
  "copyright",
  "credits",
  "license",
  "exit",
  "quit",
  // exceptions and warnings
  "BaseException",
  "BaseExceptionGroup",
  "Exception",
  "ExceptionGroup",
  "ArithmeticError",
  "AssertionError",
  "AttributeError",
  "BlockingIOError",
  "BrokenPipeError",
  "BufferError",
  "ChildProcessError",
  "ConnectionAbortedError",
  "ConnectionError",
  "ConnectionRefusedError",
  "ConnectionResetError",
  "EOFError",
  "EnvironmentError",
  "FileExistsError",
  "FileNotFoundError",
  "FloatingPointError",
  "GeneratorExit",
  "IOError",
  "ImportError",
  "IndentationError",
  "IndexError",
  "InterruptedError",
  "IsADirectoryError",
  "KeyError",
  "KeyboardInterrupt",
  "LookupError",
  "MemoryError",
  "ModuleNotFoundError",
  "NameError",
  "NotADirectoryError",
  "NotImplementedError",
  "OSError",
  "OverflowError",
  "PermissionError",
  "ProcessLookupError",
  "RecursionError",
  "ReferenceError",
  "RuntimeError",
  "StopAsyncIteration",
  "StopIteration",
  "SyntaxError",
  "SystemError",
  "SystemExit",
  "TabError",
  "TimeoutError",
  "TypeError",
  "UnboundLocalError",
  "UnicodeDecodeError",
  "UnicodeEncodeError",
  "UnicodeError",
  "UnicodeTranslateError",
  "ValueError",
  "ZeroDivisionError",
  "EncodingWarning",
  "Warning",
  "BytesWarning",
  "DeprecationWarning",
  "FutureWarning",
  "ImportWarning",
  "PendingDeprecationWarning",
  "ResourceWarning",
  "RuntimeWarning",
  "SyntaxWarning",
  "UnicodeWarning",
  "UserWarning",
  "PythonFinalizationError",
  "WindowsError",
  // module-level dunders
  "__name__",
  "__file__",
  "__doc__",
  "__package__",
  "__spec__",
  "__loader__",
  "__builtins__",
  "__path__",
  "__cached__",
  "__annotations__",
  "__dict__",
  "__class__",
  "__module__",
  "__qualname__",
  // Python 2
  "unicode",
  "long",
  "xrange",
  "raw_input",
  "basestring",
  "reduce",
  "unichr",
  "execfile",
  "file",
  "cmp",
  "reload",
  "buffer",
  "intern",
  "apply",
  "coerce",
  "StandardError",
  // IPython / Jupyter
  "get_ipython",
  "display",
  "In",
  "Out",
  "_",
  "__"
]);

// lib/analysis/traceback.ts
var HEADER = /\(most recent call last\)/;
var IPYTHON_HEADER_TYPE = /^\s*([A-Za-z_][\w.]*)\s{2,}Traceback \(most recent call last\)/;
var PLAIN_FRAME = /^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$/;
var IPYTHON8_FRAME = /^\s*File (\S.*?):(\d+)(?:, in (.+?))?\s*$/;
var CELL_FRAME = /^\s*(Cell In ?\[\d*\]|Input In ?\[\d*\]),\s*(?:line (\d+))?(?:,?\s*in (.+?))?\s*$/;
var IPYTHON_FRAME = /^\s*(<ipython-input-[^>]+>|\S[^\n]*?\.pyx?) in ([\w<>.]+)(?:\(|\s*$)/;
var ARROW = /^\s*-*>\s*(\d+)/;
var CHAIN = /^\s*(During handling of the above exception, another exception occurred|The above exception was the direct cause of the following exception)/;
var OUTPUT_MARKER = /^\s*>>>+[ \t]*/;
var CODE_LIKE = /^\s*(raise|except|return|assert)\b/;
function parseTraceback(text) {
  const lines = splitLines(text);
  let header = false;
  let headerType = null;
  const frames = [];
  let lastFrameLine = -1;
  let pendingArrow = null;
  const candidates = [];
  const chainMarkers = [];
  lines.forEach((range, i) => {
    const line = text.slice(range.start, range.end);
    if (HEADER.test(line)) {
      header = true;
      headerType = IPYTHON_HEADER_TYPE.exec(line)?.[1] ?? headerType;
      return;
    }
    if (CHAIN.test(line)) {
      chainMarkers.push(i);
      return;
    }
    const frame = readFrame(line);
    if (frame) {
      frames.push(frame);
      lastFrameLine = i;
      pendingArrow = frame.line === null ? frame : null;
      return;
    }
    const arrow = pendingArrow ? ARROW.exec(line) : null;
    if (arrow && pendingArrow) {
      pendingArrow.line = Number(arrow[1]);
      pendingArrow = null;
      return;
    }
    if (CODE_LIKE.test(line)) return;
    const marker = line.includes(">>>") ? OUTPUT_MARKER.exec(line)?.[0].length ?? 0 : 0;
    const error = matchErrorLineStart(marker ? line.slice(marker) : line);
    if (error && !isWarningType(error.exceptionType)) {
      const start = range.start + marker + error.index;
      candidates.push({
        line: i,
        exceptionType: error.exceptionType,
        message: error.message,
        located: { start, end: range.end, text: text.slice(start, range.end) }
      });
    }
  });
  if (!header && !frames.length && !candidates.length) return null;
  const final = candidates.find((c) => c.line > lastFrameLine) ?? (frames.length ? null : candidates[candidates.length - 1]) ?? null;
  const chain = chainMarkers.map((marker) => [...candidates].reverse().find((c) => c.line < marker)).filter((c) => !!c && c !== final).map((c) => ({ exceptionType: c.exceptionType, message: c.message }));
  const facts = {
    complete: header && final !== null && (frames.length > 0 || headerType !== null),
    exceptionType: final?.exceptionType ?? headerType,
    message: final ? final.message || null : null,
    frames,
    errorLine: final?.located ?? null
  };
  if (chain.length) facts.chain = chain;
  return facts;
}
function readFrame(line) {
  if (line.length > 1e3) return null;
  let match = PLAIN_FRAME.exec(line);
  if (match) return { file: match[1], line: Number(match[2]), func: match[3] ?? null };
  match = CELL_FRAME.exec(line);
  if (match) return { file: match[1], line: match[2] ? Number(match[2]) : null, func: match[3] ?? null };
  match = IPYTHON8_FRAME.exec(line);
  if (match) return { file: match[1], line: Number(match[2]), func: match[3] ?? null };
  match = IPYTHON_FRAME.exec(line);
  if (match) return { file: match[1], line: null, func: match[2] };
  return null;
}

// lib/analysis/program.ts
var MAX_BLOCK_CHARS = 1e5;
function analyzeProgram(question) {
  const blocks = [];
  question.blocks.forEach((block, index) => {
    if (block.kind === "code") blocks.push(cachedCodeBlock(block.text, block.lang, index));
  });
  const undefinedNames = findUndefinedNames(blocks);
  return {
    blocks,
    undefinedNames: undefinedNames.map((u) => u.use),
    undefinedNameBlocks: undefinedNames.map((u) => u.block)
  };
}
function analyzeProseOutput(question) {
  const facts = /* @__PURE__ */ new Map();
  question.blocks.forEach((block, index) => {
    if (block.kind === "prose" || block.kind === "quote") facts.set(index, analyzeOutput(bounded(block.text)));
  });
  return facts;
}
var BLOCK_CACHE_SIZE = 128;
var blockCache = /* @__PURE__ */ new Map();
function clearCodeBlockCache() {
  blockCache.clear();
}
function cachedCodeBlock(text, lang, index) {
  const key = `${lang ?? ""}\0${text}`;
  const cached = blockCache.get(key);
  if (cached) {
    blockCache.delete(key);
    blockCache.set(key, cached);
    return { ...cached, block: index };
  }
  const analysis = analyzeCodeBlock(text, lang, index);
  blockCache.set(key, analysis);
  if (blockCache.size > BLOCK_CACHE_SIZE) blockCache.delete(blockCache.keys().next().value);
  return analysis;
}
function analyzeCodeBlock(fullText, lang, index) {
  const text = unquoted(bounded(fullText));
  const { kind, segments } = analyzeBlockKinds(text, lang);
  const has = (k) => segments.some((s) => s.kind === k);
  const python = has("python") ? pythonFacts(text, segments) : null;
  const tracebackText = has("traceback") ? keepOnly(text, segments, "traceback") : kind === "output" ? text : null;
  const analysis = {
    block: index,
    kind,
    segments,
    python,
    traceback: tracebackText === null ? null : parseTraceback(tracebackText),
    output: analyzeOutput(outputText(text, segments, python))
  };
  if (python)
    analysis.output.trainingLog = analysis.output.trainingLog.filter(
      (line) => !isCodeComment(line, segments) || isLoggedComment(line.text)
    );
  if (text.length < fullText.length) analysis.truncated = true;
  return analysis;
}
function isCodeComment(line, segments) {
  return line.text.startsWith("#") && segments.some((s) => s.kind === "python" && s.start <= line.start && line.start < s.end);
}
function pythonFacts(text, segments) {
  const masked = keepOnly(text, segments, "python");
  const facts = analyzePythonBlock(masked);
  if (masked === text) return facts;
  const lists = [
    facts.imports,
    facts.models,
    facts.training,
    facts.hyperparameters,
    facts.dataLoads,
    facts.standInData,
    facts.placeholders,
    facts.magics,
    facts.prints
  ];
  for (const list of lists) for (const fact of list) fact.text = text.slice(fact.start, fact.end);
  return facts;
}
function unquoted(text) {
  const lines = text.split("\n");
  const nonBlank = lines.filter((l) => l.trim() !== "");
  if (nonBlank.length < 2 || !nonBlank.every((l) => /^[ \t]*>(?!>)/.test(l))) return text;
  return lines.map((l) => l.replace(/^([ \t]*)>/, "$1 ")).join("\n");
}
function bounded(text) {
  return text.length > MAX_BLOCK_CHARS ? text.slice(0, MAX_BLOCK_CHARS) : text;
}
function keepOnly(text, segments, kind) {
  if (segments.every((s) => s.kind === kind)) return text;
  let out = "";
  for (const segment of segments) {
    const part = text.slice(segment.start, segment.end);
    out += segment.kind === kind ? part : part.replace(/[^\n]/g, " ");
  }
  return out + " ".repeat(Math.max(0, text.length - out.length));
}
function outputText(text, segments, python) {
  if (!python) return text;
  let out = "";
  for (const segment of segments) {
    const part = text.slice(segment.start, segment.end);
    out += segment.kind === "python" ? pythonOutputParts(part) : part;
  }
  return out;
}
var REPL_LINE = /^\s*(>>>|\.\.\.|In \[\d*\]:)(\s|$)/;
function pythonOutputParts(code2) {
  const repl = /^[^\S\n\r\u2028\u2029]*(?:>>>|In \[\d*\]:)/m.test(code2);
  return code2.split("\n").map((line) => {
    if (repl && !REPL_LINE.test(line)) return line;
    const hash = scanCodeLine(line).commentStart;
    return hash < 0 ? " ".repeat(line.length) : " ".repeat(hash) + line.slice(hash);
  }).join("\n");
}
function findUndefinedNames(blocks) {
  const defined = /* @__PURE__ */ new Set();
  let starImport = false;
  for (const block of blocks) {
    if (!block.python) continue;
    for (const name of block.python.defined) defined.add(name);
    for (const fact of block.python.imports) {
      for (const name of fact.bound) {
        if (name === "*") starImport = true;
        else defined.add(name);
      }
    }
  }
  const seen = /* @__PURE__ */ new Set();
  const found = [];
  for (const block of blocks) {
    for (const use of block.python?.used ?? []) {
      const name = use.name;
      if (seen.has(name) || defined.has(name) || PYTHON_BUILTINS.has(name)) continue;
      if (starImport && /^[A-Z]/.test(name)) continue;
      seen.add(name);
      found.push({ use, block: block.block });
    }
  }
  return found;
}

// lib/question.ts
var TITLE_BLOCK = -1;
function assembleQuestion(fields) {
  const blocks = [];
  const parts = [];
  let offset = 0;
  for (const raw of fields.blocks) {
    if (parts.length) offset += 2;
    const block = { ...raw };
    block.start = offset;
    block.end = offset + raw.text.length;
    blocks.push(block);
    parts.push(raw.text);
    offset += raw.text.length;
  }
  return { ...fields, blocks, text: parts.join("\n\n") };
}

// lib/signals/environment.ts
var PACKAGE_ALIASES = {
  pytorch: "torch",
  torch: "torch",
  "pytorch-lightning": "pytorch_lightning",
  pytorch_lightning: "pytorch_lightning",
  lightning: "pytorch_lightning",
  tensorflow: "tensorflow",
  "tensorflow-gpu": "tensorflow",
  tf: "tensorflow",
  keras: "keras",
  transformers: "transformers",
  // "transformer version 3.0.0": askers drop the s; plain version numbers are required for it below.
  transformer: "transformers",
  torchvision: "torchvision",
  torchtext: "torchtext",
  torchaudio: "torchaudio",
  jax: "jax",
  jaxlib: "jax",
  fastai: "fastai",
  detectron2: "detectron2",
  "torch-geometric": "torch_geometric",
  torch_geometric: "torch_geometric",
  onnx: "onnx",
  onnxruntime: "onnxruntime",
  libtorch: "torch",
  "tensorflow.js": "tensorflow",
  tfjs: "tensorflow",
  coremltools: "coremltools",
  allennlp: "allennlp",
  timm: "timm",
  "sentence-transformers": "sentence_transformers"
};
var PACKAGE_NAMES = Object.keys(PACKAGE_ALIASES).sort((a, b) => b.length - a.length).map((n) => n.replace(/[.-]/g, (c) => `\\${c}`)).join("|");
var NAMED_VERSION = new RegExp(
  String.raw`\b(${PACKAGE_NAMES})(?:\s+(?:version|ver\.?)|\s*\(?version\)?)?(?:\s*\([^)\n]{0,40}\))?\s*(?:(?:==|=|:|-)\s*)?(?:v\d[\w.-]*-g[0-9a-f]+\s+)?v?(\d+(?:\.\d+){0,3}(?:[.+-]?(?:post|rc|dev|a|b|cu|cpu)\w*)?)\b(?![\d.]*\s*:\s*\x60)`,
  "gi"
);
var TF_SHORT = /\b(TF|tf)\s?([12])(?:\.(\d+))?\b(?!\s*[*/+\-=])(?![\d.]*\s*:\s*`)/g;
var LISTING_ROW = new RegExp(String.raw`^[ \t]*(${PACKAGE_NAMES})[ \t]{2,}(\d+\.\d+(?:\.\d+)?\S*)`, "gim");
var IMPORT_COMMENT = /\bimport\s+(torch|tensorflow|keras|transformers|torchvision|jax)\b[^\n#]*#\s*(?:version\s*)?v?(\d+\.\d+(?:\.\d+)?)/g;
var VERSION_PRINT = /\b(torch|tf|tensorflow|keras|transformers|torchvision)\.__version__(?:\s*\))?[^\S\n]*\n\s*(?:>>>\s*)?'?(\d+\.\d+(?:\.\d+)?[^\s']*)'?/g;
var MIN_PLAUSIBLE_MAJOR = {};
function findVersions(text) {
  const found = [];
  const push = (name, version, start, end) => {
    const canonical = PACKAGE_ALIASES[name.toLowerCase()] ?? name.toLowerCase();
    if (!isPlausibleVersion(canonical, version)) return;
    found.push({ name: canonical, version, start, end, text: text.slice(start, end) });
  };
  for (const m of text.matchAll(NAMED_VERSION)) {
    const name = m[1];
    if (name.toLowerCase() === "tf" && !m[2].includes(".")) continue;
    if (/^\s*\(/.test(text.slice(m.index + name.length, m.index + name.length + 2))) continue;
    push(name, m[2], m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(TF_SHORT)) {
    push("tensorflow", m[3] ? `${m[2]}.${m[3]}` : m[2], m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(LISTING_ROW)) push(m[1], m[2], m.index, m.index + m[0].length);
  for (const m of text.matchAll(VERSION_PRINT)) push(m[1], m[2], m.index, m.index + m[0].length);
  for (const m of text.matchAll(IMPORT_COMMENT)) push(m[1], m[2], m.index, m.index + m[0].length);
  return dedupeByPosition(found);
}
var VERSION_ATTRIBUTE = /\b(torch|tf|tensorflow|keras|transformers|torchvision|jax)\.__version__/;
var LEADING_VERSION = /^[^\S\n\r\u2028\u2029]*'?v?(\d+\.\d+(?:\.\d+)?(?:[.+-]?(?:post|rc|dev|a|b|beta|alpha|cu|cpu)\w*)?)'?\s*$/m;
function findVersionPrintedInNextBlock(blockTexts) {
  const found = [];
  blockTexts.forEach((text, i) => {
    const attribute = VERSION_ATTRIBUTE.exec(text);
    const next = blockTexts[i + 1];
    if (!attribute || next === void 0) return;
    const firstLine = next.trimStart().split("\n", 1)[0];
    const value = LEADING_VERSION.exec(firstLine);
    if (!value) return;
    const name = PACKAGE_ALIASES[attribute[1]] ?? attribute[1];
    if (!isPlausibleVersion(name, value[1])) return;
    const start = next.indexOf(value[1]);
    found.push({ block: i + 1, fact: { name, version: value[1], start, end: start + value[1].length, text: value[1] } });
  });
  return found;
}
function isPlausibleVersion(name, version) {
  const major = Number.parseInt(version, 10);
  if (!Number.isFinite(major)) return false;
  if (major > 20) return false;
  if (name === "tensorflow" && major > 2) return false;
  if (name === "torch" && major > 2 && !version.includes(".")) return false;
  if (!version.includes(".") && !["tensorflow", "keras"].includes(name)) return false;
  return major >= (MIN_PLAUSIBLE_MAJOR[name] ?? 0);
}
function dedupeByPosition(facts) {
  const sorted = [...facts].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept = [];
  for (const f of sorted) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept;
}
var PARTIAL_PATTERNS = [
  // "Python 3.7", "python3.6" (also inside …/lib/python3.6/site-packages paths: the codebook counts those).
  ["python", /\bpython\s?(?:version\s*(?::\s*)?)?([23]\.\d{1,2})(?:\.\d+)?\b/gi],
  ["python", /\bpy(?:thon)?\s?3\.?\d\b|\bpy3[6-9]\b/gi],
  // (Template examples such as "(e.g., Linux Ubuntu 16.04)" are filtered out below.)
  [
    "os",
    /\b(?:windows\s?(?:7|8|10|11|xp|server)?|win10|ubuntu(?:\s?\d+\.\d+)?|debian|centos|fedora|mac\s?os(?:\s?x)?|macos|os\s?x|linux|raspbian|raspberry\s?pi|jetson(?:\s?nano)?|android|ios|wsl2?)\b/gi
  ],
  // Windows paths (in tracebacks, build paths inside error messages) imply the OS.
  ["os", /\b[A-Z]:\\[\w .-]+\\/g],
  // CUDA's out-of-memory message names the GPU and its memory.
  ["gpu", /\bGPU \d+; [\d.]+ [GM]iB total capacity/g],
  [
    "gpu",
    /\b(?:(?:geforce\s)?(?:gtx|rtx)\s?\d{3,4}(?:\s?ti)?|tesla\s?[kvpta]\d+|titan\s?(?:x|xp|v|rtx)?|quadro\s?\w+|[kpvt]100|k80|a100|t4 gpu|radeon\s?\w+|mx\d{3}|apple m1|m1 (?:mac|chip))\b/gi
  ],
  ["cuda", /\bcuda(?:\s?(?:toolkit|version|runtime))?\s*(?::\s*)?v?\d+(?:\.\d+)+|\bcu(?:dnn)?\s?\d+(?:\.\d+)+|\bcudnn\s?v?\d+/gi],
  ["install_path", /(?:anaconda3?|miniconda3?|\benvs\b)[\\/]|[\\/](?:site|dist)-packages[\\/]/gi]
];
var TEMPLATE_EXAMPLE = /\(?e\.g\.?,?\s*(?:\w+\s)?$/i;
function findPartialEnvironment(text) {
  const found = [];
  for (const [kind, pattern] of PARTIAL_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      if (TEMPLATE_EXAMPLE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      found.push({ kind, start: m.index, end: m.index + m[0].length, text: m[0] });
    }
  }
  return found;
}

// lib/context.ts
function buildJudgeContext(question) {
  const program = analyzeProgram(question);
  const proseOutput = analyzeProseOutput(question);
  const codeByBlock = new Map(program.blocks.map((b) => [b.block, b]));
  const python = [];
  for (const b of program.blocks) if (b.python) python.push({ block: b.block, fact: b.python });
  const errors = [];
  const shapes = [];
  const collectOutput = (block, out) => {
    for (const e of out.errors) errors.push({ block, fact: e });
    for (const s of out.shapes) shapes.push({ block, fact: s });
  };
  collectOutput(TITLE_BLOCK, analyzeOutput(question.title));
  for (const [block, out] of proseOutput) collectOutput(block, out);
  for (const b of program.blocks) collectOutput(b.block, b.output);
  const versions = [];
  const partialEnvironment = [];
  const scanEnvironment = (block, text) => {
    for (const v of findVersions(text)) versions.push({ block, fact: v });
    for (const p of findPartialEnvironment(text)) partialEnvironment.push({ block, fact: p });
  };
  scanEnvironment(-1, question.title);
  question.blocks.forEach((b, i) => {
    scanEnvironment(i, b.text);
  });
  versions.push(...findVersionPrintedInNextBlock(question.blocks.map((b) => b.text)));
  const proseLower = question.blocks.filter((b) => b.kind === "prose" || b.kind === "quote").map((b) => b.text).join("\n").toLowerCase();
  return {
    question,
    program,
    proseOutput,
    codeByBlock,
    python,
    errors,
    shapes,
    versions,
    partialEnvironment,
    proseLower,
    titleLower: question.title.toLowerCase(),
    tags: new Set(question.tags.map((t) => t.toLowerCase()))
  };
}

// lib/checklistFigures.ts
var CRITICAL_SHARE_BY_TYPE = {
  training: { code: 86, data: 82, logs: 76, hyperparameters: 72, model: 58 },
  model: { code: 71, data: 55, logs: 79, hyperparameters: 64, model: 64 },
  tensor_input: { code: 72, data: 97, logs: 93, hyperparameters: 41, model: 52 },
  api: { code: 75, data: 55, logs: 85, hyperparameters: 25, model: 70 },
  gpu: { code: 67, logs: 100 }
};
var TYPED_BUGS = Object.keys(CRITICAL_SHARE_BY_TYPE);
var CRITICAL_SHARE_OVERALL = {
  logs: 85.9,
  code: 78.8,
  data: 72.9,
  model: 64.7,
  hyperparameters: 52.9
};
var TOP_ITEMS = {
  training: ["code", "logs", "data"],
  model: ["logs", "model", "code"],
  tensor_input: ["data", "logs", "code"],
  api: ["logs", "code", "model"],
  gpu: ["logs", "code"]
};

// lib/items/item.ts
function judgment(status, reason, evidence = [], facts = {}) {
  return { status, reason, evidence: distinctEvidence(evidence), facts };
}
function distinctEvidence(evidence) {
  const kept = [];
  for (const e of evidence) {
    if (!kept.some((k) => k.block === e.block && k.start <= e.start && e.end <= k.end)) kept.push(e);
  }
  return kept;
}
function studyWeights(item, own = {}) {
  const weights = {};
  for (const type of TYPED_BUGS) {
    const share = CRITICAL_SHARE_BY_TYPE[type][item];
    const weight = share !== void 0 ? share / 100 : own[type];
    if (weight === void 0) throw new Error(`checklist item ${item} has no weight for ${type} bugs`);
    weights[type] = weight;
  }
  return weights;
}
var inlineCode = (text) => `\`${text}\``;

// lib/items/evidence.ts
var EXCERPT_LIMIT = 200;
function blockText(question, block) {
  return block === TITLE_BLOCK ? question.title : question.blocks[block]?.text ?? "";
}
function evidenceAt(question, block, note, start = 0, end) {
  const text = blockText(question, block);
  const stop = Math.min(end ?? text.length, text.length);
  const from = Math.max(0, Math.min(start, stop));
  const raw = text.slice(from, stop);
  const excerpt = raw.length > EXCERPT_LIMIT ? `${raw.slice(0, EXCERPT_LIMIT - 1)}\u2026` : raw;
  return { block, start: from, end: stop, excerpt, note };
}

// lib/items/code.ts
var codeTexts = {
  title: "Code snippet",
  description: "The code that exercises the problem: the failing call, training/evaluation loop or preprocessing, as text."
};
function substantialCode(ctx, isSetupProblem2) {
  let lines = 0;
  const evidence = [];
  const importError = ctx.errors.some((e) => /ImportError|ModuleNotFoundError/.test(e.fact.exceptionType));
  for (const b of ctx.program.blocks) {
    const text = ctx.question.blocks[b.block].text;
    if (b.python) {
      const p = b.python;
      const statements = importError ? p.lines : Math.max(0, p.lines - p.imports.length);
      lines += statements;
      evidence.push(evidenceAt(ctx.question, b.block, `${p.lines} line${p.lines === 1 ? "" : "s"} of Python`));
    } else if (b.kind === "other") {
      const n = text.split("\n").filter((l) => l.trim()).length;
      lines += n;
      evidence.push(evidenceAt(ctx.question, b.block, "code in another language"));
    } else if (b.kind === "shell") {
      const n = text.split("\n").filter((l) => l.trim()).length;
      if (isSetupProblem2 || n >= 2) lines += Math.max(n, 3);
      evidence.push(evidenceAt(ctx.question, b.block, "shell commands"));
    }
  }
  return { lines, evidence, trivialOnly: lines < 3 };
}
var CODE_SCREENSHOT = /\b(?:code|script|snippet|implementation)\b/i;
var INLINE_STATEMENT = /[\w\])]\s*\([^()\n]{0,200}\)|^\s*\w[\w.]{0,100}\s*=[^=]|\bimport\s+\w/;
var code = {
  id: "code",
  texts: codeTexts,
  weights: /* @__PURE__ */ studyWeights("code"),
  judge(ctx, classification) {
    const found = substantialCode(ctx, classification.isSetupProblem);
    if (found.lines > 0 && !found.trivialOnly) {
      return judgment("present", "Code that exercises the problem is posted as text.", found.evidence.slice(0, 5), { lines: found.lines });
    }
    if (found.evidence.length) {
      return judgment("partial", "Only a trivial line or commands are posted, not the code that fails.", found.evidence.slice(0, 5), {
        lines: found.lines
      });
    }
    const partial = [];
    ctx.question.blocks.forEach((b, i) => {
      if (b.kind === "image") {
        const prev = ctx.question.blocks[i - 1];
        if (CODE_SCREENSHOT.test(`${b.text} ${prev && prev.kind !== "image" ? prev.text.slice(-160) : ""}`)) {
          partial.push(evidenceAt(ctx.question, i, "code only as a screenshot"));
        }
      } else if (b.kind === "prose" || b.kind === "quote") {
        for (const span of b.inlineCode) {
          if (INLINE_STATEMENT.test(span.text))
            partial.push(evidenceAt(ctx.question, i, "code only inline in prose", span.start, span.end));
        }
      }
    });
    if (partial.length) return judgment("partial", "Code appears only inline in prose or in a screenshot.", partial.slice(0, 5));
    return judgment("absent", "No code is posted.");
  },
  suggestion: {
    edit: "Readers would have to write the failing code themselves from the description.",
    whyWithoutFigure: null,
    build: (j) => ({
      text: j.status === "partial" ? "Post the code that fails as text \u2014 the whole call sequence from creating the data and model to the line that errors, not only one line or a screenshot." : "Add the code that produces the problem, as text in a code block: the model, the data preparation and the call that fails.",
      snippet: ""
    })
  }
};

// lib/items/libraryNames.ts
var STANDARD_NAMES = /* @__PURE__ */ new Set([
  ...Object.keys(CONVENTIONAL_ALIASES),
  "torch",
  "keras",
  "torchvision",
  "datasets",
  "Variable",
  "DataLoader",
  "Dataset",
  "TensorDataset",
  "os",
  "sys",
  "math",
  "random",
  "time",
  "cv2",
  "Image",
  "json",
  "models",
  "Dense",
  "Sequential",
  "Model",
  "Input",
  "Conv2D",
  "LSTM",
  "Embedding",
  "Dropout",
  "Flatten",
  "MaxPooling2D",
  "Activation",
  "sns",
  "scipy",
  "sklearn",
  "glob",
  "pickle",
  "copy",
  "itertools",
  "collections",
  "tqdm",
  "trange",
  "init",
  "utils",
  "data",
  "Path",
  "defaultdict",
  "partial",
  "io",
  "re",
  "shutil",
  "h5py",
  "logging",
  "argparse",
  "warnings",
  "functools",
  "typing",
  "List",
  "Tuple",
  "Optional",
  "Dict",
  "Any"
]);
var LIBRARY_EXPORTS = /* @__PURE__ */ new Set([
  // torch / torch.nn / torch.utils.data / torch.optim / torch.backends
  "Module",
  "Linear",
  "Conv1d",
  "Conv2d",
  "Conv3d",
  "ConvTranspose2d",
  "BatchNorm1d",
  "BatchNorm2d",
  "MaxPool2d",
  "AvgPool2d",
  "AdaptiveAvgPool2d",
  "ReLU",
  "LeakyReLU",
  "PReLU",
  "Sigmoid",
  "Tanh",
  "Softmax",
  "GRU",
  "RNN",
  "ModuleList",
  "Parameter",
  "CrossEntropyLoss",
  "MSELoss",
  "BCELoss",
  "BCEWithLogitsLoss",
  "NLLLoss",
  "SubsetRandomSampler",
  "SequentialSampler",
  "RandomSampler",
  "WeightedRandomSampler",
  "random_split",
  "Subset",
  "IterableDataset",
  "ConcatDataset",
  "lr_scheduler",
  "ReduceLROnPlateau",
  "StepLR",
  "MultiStepLR",
  "Adam",
  "SGD",
  "pack_padded_sequence",
  "pad_packed_sequence",
  "pad_sequence",
  "clip_grad_norm_",
  "cudnn",
  "model_zoo",
  "mp",
  // torchvision / torchtext
  "ImageFolder",
  "ToTensor",
  "Compose",
  "Normalize",
  "Resize",
  "CIFAR10",
  "MNIST",
  "dset",
  "Field",
  "TabularDataset",
  "BucketIterator",
  // numpy (`from numpy import *`; also the names of a pasted `array([...], dtype=uint8)` repr)
  "array",
  "uint8",
  "float32",
  "float64",
  "int64",
  // standard library
  "deepcopy",
  "OrderedDict",
  "Counter",
  "namedtuple",
  "pdb",
  "Union",
  "Callable",
  // keras / scikit-learn / others
  "BatchNormalization",
  "MaxPooling1D",
  "Conv1D",
  "GlobalAveragePooling2D",
  "to_categorical",
  "cifar10",
  "train_test_split",
  "LabelEncoder",
  "StandardScaler",
  "MinMaxScaler",
  "TfidfVectorizer",
  "tqdm_notebook",
  "spacy",
  "gym",
  "pretrainedmodels",
  "EfficientNet",
  "BertModel",
  "BertTokenizer",
  "BertForSequenceClassification",
  "AutoModel",
  "AutoTokenizer",
  "get_cfg",
  "SummaryWriter",
  // fastai v1 (`from fastai.vision import *`)
  "cnn_learner",
  "unet_learner",
  "Learner",
  "ImageList",
  "ImageDataBunch",
  "DataBunch",
  "untar_data",
  "URLs",
  "accuracy",
  "error_rate",
  "top_k_accuracy",
  "ShowGraph",
  "load_learner",
  "get_transforms",
  "imagenet_stats",
  "DatasetType",
  "language_model_learner",
  "text_classifier_learner",
  "AWD_LSTM"
]);
var KERAS_ONLY = /* @__PURE__ */ new Set(["Model", "Input", "Dense"]);
function isLibraryName(name, kerasCode) {
  if (KERAS_APPLICATIONS.test(name) || TORCHVISION_ARCH.test(name)) return true;
  return (STANDARD_NAMES.has(name) || LIBRARY_EXPORTS.has(name)) && (kerasCode || !KERAS_ONLY.has(name));
}

// lib/items/codeRunnable.ts
var codeRunnableTexts = {
  title: "Runnable code",
  description: "The posted code runs as-is after installing the named libraries: imports present, every name defined, data public or generated, no placeholders or local-only paths."
};
var DATA_WORD = /^(?:x|y|inputs?|images?|imgs?|labels?|targets?|features|samples?|batch|df)$/i;
var DATA_SPLIT = /^(?:x|y)_(?:train|test|val|valid|batch|data)|^(?:x|y)(?:train|test|val|valid)$|^(?:train|test|val|valid)(?:x|y)$/i;
var DATA_SUFFIX = /(?:data|dataset|datasets|_set|trainset|testset|valset|loader|_dl|_ds|iterator|_batch|_x|_y)$/i;
var INDEX_NAME = /^(?:i|j|k|idx|index)$/i;
var SETTING_NAME = /(?:_size|_dim|_dims|_len|_length|_count|epochs|_rate)$|^(?:num|n)_[a-z]|^(?:lr|epochs)$/i;
var PATH_NAME = /(?:_dir|_path|_root|_folder)$|^(?:path|root)$/i;
var isFillInName = (name) => INDEX_NAME.test(name) || SETTING_NAME.test(name) || PATH_NAME.test(name);
var isDataName = (name) => DATA_WORD.test(name) || DATA_SPLIT.test(name) || DATA_SUFFIX.test(name);
var MODEL_TRAINING_CALL = /(?:^|\.)(?:step|train|eval|fit|fit_generator|train_on_batch)$/;
function findRunnabilityGaps(ctx) {
  const kerasCode = ctx.python.some(({ fact }) => fact.frameworks.some((f) => f === "keras" || f === "tensorflow"));
  const placeholders = [];
  const localData = [];
  let fragments = 0;
  let magics = 0;
  let modelInCode = false;
  let modelLoaded = false;
  let training = false;
  let modelNameUse = null;
  for (const { block, fact } of ctx.python) {
    for (const p of fact.placeholders) placeholders.push(evidenceAt(ctx.question, block, "placeholder", p.start, p.end));
    const loaders = fact.dataLoads.filter((d) => d.kind === "dataset_loader");
    for (const d of fact.dataLoads) {
      if (loaders.some((l) => l !== d && l.start <= d.start && d.end <= l.end)) continue;
      if (d.kind === "local_path" || d.kind === "drive" || d.kind === "checkpoint" || d.kind === "file_read") {
        localData.push(evidenceAt(ctx.question, block, `${d.kind.replace("_", " ")}: ${d.detail ?? d.text}`, d.start, d.end));
      }
      if (d.kind === "checkpoint") modelLoaded = true;
    }
    if (fact.errorCount > Math.max(2, fact.lines / 8)) fragments++;
    magics += fact.magics.length;
    if (fact.models.some((m) => m.kind !== "layers")) modelInCode = true;
    if (fact.training.some((t) => MODEL_TRAINING_CALL.test(t.call))) training = true;
    const modelUse = fact.used.find((u) => isModelVariableName(u.name) && !isLibraryName(u.name, kerasCode));
    if (modelUse && !modelNameUse) {
      modelNameUse = evidenceAt(ctx.question, block, `model used but never built: ${modelUse.name}`, modelUse.start, modelUse.end);
    }
  }
  const undefinedNames = [];
  const inventedNames = [];
  const missingImportsOnly = [];
  const undefinedModel = [];
  const undefinedCore = [];
  ctx.program.undefinedNames.forEach((use, i) => {
    const name = use.name;
    if (isLibraryName(name, kerasCode)) {
      missingImportsOnly.push(name);
      return;
    }
    undefinedNames.push(name);
    if (!isFillInName(name)) inventedNames.push(name);
    const model2 = isModelVariableName(name) && (!modelInCode || /^[A-Z]/.test(name));
    if (model2) undefinedModel.push(name);
    if ((model2 || isDataName(name)) && !isFillInName(name)) {
      const block = ctx.program.undefinedNameBlocks[i];
      undefinedCore.push(evidenceAt(ctx.question, block, `undefined ${model2 ? "model" : "data"}: ${name}`, use.start, use.end));
    }
  });
  const unbuiltModelUse = training && !modelInCode && !modelLoaded ? modelNameUse : null;
  return {
    undefinedNames,
    inventedNames,
    missingImportsOnly,
    placeholders,
    localData,
    fragments,
    magics,
    modelInCode,
    undefinedModel,
    undefinedCore,
    unbuiltModelUse
  };
}
var codeRunnable = {
  id: "code_runnable",
  texts: codeRunnableTexts,
  // It stands for the "compiler error resolution" edit (26 %, checklist §3): a moderate weight, the study has no share.
  weights: /* @__PURE__ */ studyWeights("code_runnable", { training: 0.6, model: 0.6, tensor_input: 0.6, api: 0.6, gpu: 0.6 }),
  judge(ctx, _classification, earlier) {
    const codeStatus = earlier.code?.status;
    if (codeStatus === "absent") return judgment("na", "No code is posted.");
    if (codeStatus === "partial") return judgment("absent", "Only a fragment of code is posted, so nothing can be run.");
    if (!ctx.python.length) {
      const shellOnly = ctx.program.blocks.some((b) => b.kind === "shell") && !ctx.program.blocks.some((b) => b.kind === "other");
      return shellOnly ? judgment("present", "The posted commands can be run as they are.") : judgment("absent", "The code is not Python that can be run.");
    }
    const gaps = findRunnabilityGaps(ctx);
    const facts = {
      undefinedNames: gaps.undefinedNames,
      missingImports: gaps.missingImportsOnly,
      placeholders: gaps.placeholders.length,
      localData: gaps.localData.map((e) => e.excerpt),
      unbuiltModel: gaps.unbuiltModelUse ? gaps.unbuiltModelUse.excerpt : null
    };
    const undefinedCount = gaps.undefinedNames.length;
    const inventedCount = gaps.inventedNames.length;
    const modelMissing = gaps.undefinedModel.length > 0 || gaps.unbuiltModelUse !== null;
    const fragment = gaps.fragments > 0 && inventedCount > 0;
    if (gaps.placeholders.length || undefinedCount >= 3 || gaps.undefinedCore.length && inventedCount >= 2 || fragment || modelMissing) {
      const modelUse = gaps.unbuiltModelUse ? [gaps.unbuiltModelUse] : [];
      const evidence2 = [...gaps.placeholders, ...gaps.undefinedCore, ...modelUse, ...gaps.localData].slice(0, 5);
      const undefinedList = gaps.undefinedNames.slice(0, 5).join(", ");
      const reason = gaps.placeholders.length ? "The code has `...` placeholders where code was left out." : undefinedCount >= 2 && !fragment ? `Names used but never defined: ${undefinedList}.` : fragment ? `The code is an excerpt: it does not parse and uses names defined elsewhere (${undefinedList}).` : `The model is used but never defined, built or loaded${gaps.undefinedModel.length ? ` (${gaps.undefinedModel.join(", ")})` : ""}.`;
      return judgment("absent", reason, evidence2, facts);
    }
    const evidence = [...gaps.placeholders, ...gaps.localData].slice(0, 5);
    if (gaps.fragments || gaps.undefinedNames.length || gaps.missingImportsOnly.length || gaps.localData.length) {
      const parts = [];
      if (gaps.fragments) parts.push("the code does not parse as posted");
      if (gaps.undefinedNames.length) parts.push(`undefined: ${gaps.undefinedNames.join(", ")}`);
      if (gaps.missingImportsOnly.length) parts.push(`missing imports for ${[...new Set(gaps.missingImportsOnly)].slice(0, 4).join(", ")}`);
      if (gaps.localData.length) parts.push("reads local files");
      return judgment("partial", `Small gaps: ${parts.join("; ")}.`, evidence, facts);
    }
    return judgment(
      "present",
      "The code is self-contained: imports present, all names defined, no local data.",
      ctx.python.slice(0, 5).map(({ block }) => evidenceAt(ctx.question, block, "self-contained code")),
      facts
    );
  },
  suggestion: {
    edit: 'Readers would have to add imports and define missing names before anything runs ("import addition", needed in 47 % of reproduced bugs).',
    whyWithoutFigure: "Code that runs as posted removes the commonest edits readers make before a bug reproduces (Shah et al., 2024).",
    build: ({ facts }) => {
      const undefinedNames = facts.undefinedNames ?? [];
      const missing = facts.missingImports ?? [];
      const local2 = facts.localData ?? [];
      const parts = [];
      if (undefinedNames.length)
        parts.push(
          `${undefinedNames.slice(0, 4).map(inlineCode).join(", ")} ${undefinedNames.length === 1 ? "is" : "are"} used but never defined`
        );
      if (missing.length) parts.push(`the imports for ${[...new Set(missing)].slice(0, 4).map(inlineCode).join(", ")} are missing`);
      const unbuilt = facts.unbuiltModel;
      if (unbuilt && !undefinedNames.includes(unbuilt))
        parts.push(`${inlineCode(unbuilt)} is trained or evaluated but never built \u2014 include the code that creates it`);
      if (local2.length)
        parts.push(
          `the code reads local files nobody else has (${local2.slice(0, 2).map((l) => inlineCode(l.replace(/^[^:]*: /, ""))).join(", ")}) \u2014 replace them with a small generated stand-in`
        );
      if (facts.placeholders ?? 0) parts.push("`...` placeholders stand where code was left out");
      const text = parts.length ? `Make the code run as posted: ${parts.join("; ")}.` : "Make the code a minimal, complete script that runs as posted: imports, model, stand-in data and the failing call.";
      return { text, snippet: "" };
    }
  }
};

// lib/items/questionNames.ts
var DATA_NAME = /^(?:x|X|y|Y|xb|yb|inputs?|input_\w+|images?|imgs?|labels?|targets?|data|dataset|train_?\w*|test_?\w*|val_?\w*|valid_?\w*|batch\w*|features?|samples?|\w+_(?:data|x|y|X|Y|train|test|input|inputs|images|labels|tensor|batch|set))$/;
var NOT_A_TENSOR = /(?:loader|_?path|_?dir|_?file|_?files|_?name|_?names|_?num|num_?\w*|_?size|_?len|_?count|_?idx|_?index|_?losses|_?loss|_?history|_?acc|_?step|_?steps|_?iter|_?mode)$|^(?:train|test|valid?|batch|input|len|range)$/i;
function dataNames(ctx) {
  const names = [];
  for (const { fact } of ctx.python) {
    for (const s of fact.standInData) if (s.target && !names.includes(s.target)) names.push(s.target);
    for (const n of [...fact.defined, ...fact.used.map((u) => u.name)]) {
      if (DATA_NAME.test(n) && !NOT_A_TENSOR.test(n) && !names.includes(n)) names.push(n);
    }
  }
  return names.slice(0, 3);
}
var ASSIGNED = /* @__PURE__ */ new Set(["assignment", "walrus", "with", "for"]);
function modelName(ctx) {
  for (const { fact } of ctx.python) {
    for (const { name, kind } of fact.names.bindings) {
      if (ASSIGNED.has(kind) && /^[a-z_]/.test(name) && isModelVariableName(name)) return name;
    }
  }
  return "model";
}

// lib/items/model.ts
var modelTexts = {
  title: "Model",
  description: "The network: definition code, a printed summary (model.summary(), print(model)), layers with sizes and activations, or an exact pretrained checkpoint name."
};
var PRINTED_SUMMARY = /^[ \t]*Model: "|Layer \(type\)|^[ \t]*\(\w+\): (?:Conv|Linear|LSTM|GRU|Sequential|BatchNorm|ReLU|Embedding|Dropout|MaxPool)/m;
var ARCHITECTURE_WORDS = /\b(?:cnn|convnet|rnn|lstm|gru|mlp|autoencoder|vae|gan|dcgan|transformer|bert|gpt-?2?|resnet\s?\d*|vgg\s?\d*|unet|u-net|yolo\w*|efficientnet\w*|mobilenet\w*|densenet\d*|inception\w*|alexnet|seq2seq|perceptron|(?:conv(?:olutional)?|dense|linear|fully[- ]connected|lstm|embedding|hidden|output|input) layers?|\d+ layers?|encoder|decoder|u-?net|faster r-?cnn|mask r-?cnn|siamese|gcn|gnn|sequence[- ]to[- ]sequence|dropout|batch[- ]?norm\w*|pre-?trained model|(?:recurrent|convolutional|feed-?forward|graph|siamese) neural net(?:work)?s?|same (?:structure|architecture))\b/i;
var MODEL_ELSEWHERE_CODE = /\b(?=\w*?(?:[mM]odel|[nN]et|[nN]etwork|[cC]lassifier|[eE]ncoder|[dD]ecoder))\w+\s*=\s*(?:[a-z_]\w*\.)*[A-Z]\w*\(|\b(?:build_model|create_model)\s*\(/;
var MODEL_LOADED_FROM_FILE = /\b(?:torch\.load|load_state_dict|jit\.load|load_model|load_weights)\s*\(/;
var MODEL_ELSEWHERE_LINK = /github\.com\/|\btutorial\b|\bimplementation (?:available|from|of)\b/i;
var HAND_WRITTEN_WEIGHTS = /\b(?:nn\.)?Parameter\(|\brequires_grad\s*=\s*True\b/;
var DATA_PIPELINE = /\b(?:data ?loader|dataset|transforms?|collate|sampler|torchtext|tokeni[sz]er)\b/;
var TENSOR_OPERATION = /\b(?:tensors?|torch\.\w+|stack|cat|concat\w*|index\w*|slic\w+|reshape|view|einsum|matmul|mm|bmm|gather|scatter|squeeze|unsqueeze|permute|transpose|broadcast\w*|numpy|array)\b/;
var MODEL_INVOLVED = /\b(?:model|network|net|classifier|neural)\b/i;
var CHECKPOINT_NAME = /\b(?:(?:bert|roberta|distilbert|distilroberta|albert|xlnet|xlm|gpt2|gpt|t5|bart|electra|deberta|camembert|longformer|biobert|scibert)(?:-[a-z0-9]{1,20}){1,6}|gpt2|(?<![\w-])[a-z][\w-]{0,60}\/[a-z][\w.-]{0,60}?(?:bert|gpt|t5|bart|base|large|small|uncased|cased)[\w.-]{0,40})\b/i;
var MODEL_ZOO_REFERENCE = /\b(?:models|applications)\.(?:resnet|resnext|wide_resnet|vgg|densenet|alexnet|squeezenet|mobilenet|inception|googlenet|efficientnet|xception|nasnet)[\w.]{0,30}/i;
function findModelEvidence(ctx) {
  const full = [];
  const mentioned = [];
  let used = false;
  for (const { block, fact } of ctx.python) {
    for (const m of fact.models) {
      const e = evidenceAt(ctx.question, block, `${m.kind}${m.name ? ` ${m.name}` : ""}`, m.start, m.end);
      full.push(e);
    }
    if (fact.training.length || fact.used.some((u) => /^(?:model|net|network|self)$/i.test(u.name))) used = true;
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== "output") continue;
    const text = ctx.question.blocks[b.block].text;
    const m = PRINTED_SUMMARY.exec(text);
    if (m) full.push(evidenceAt(ctx.question, b.block, "printed model summary", m.index, m.index + m[0].length));
  }
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind !== "prose" && b.kind !== "quote") return;
    const checkpoint = CHECKPOINT_NAME.exec(b.text);
    if (checkpoint)
      full.push(evidenceAt(ctx.question, i, "exact pretrained checkpoint", checkpoint.index, checkpoint.index + checkpoint[0].length));
    const m = ARCHITECTURE_WORDS.exec(b.text);
    if (m) mentioned.push(evidenceAt(ctx.question, i, "model described in prose", m.index, m.index + m[0].length));
    if (MODEL_INVOLVED.test(b.text)) used = true;
  });
  for (const { block } of ctx.python) {
    const text = ctx.question.blocks[block].text;
    const weights = HAND_WRITTEN_WEIGHTS.exec(text);
    if (weights)
      full.push(evidenceAt(ctx.question, block, "weights defined in the code", weights.index, weights.index + weights[0].length));
    if (MODEL_LOADED_FROM_FILE.test(text)) used = true;
    const zoo = MODEL_ZOO_REFERENCE.exec(text);
    if (zoo) full.push(evidenceAt(ctx.question, block, "model-zoo architecture", zoo.index, zoo.index + zoo[0].length));
    const m = MODEL_ELSEWHERE_CODE.exec(text);
    if (m) {
      used = true;
      mentioned.push(evidenceAt(ctx.question, block, "model built or loaded, its definition not shown", m.index, m.index + m[0].length));
    }
  }
  if (used) {
    ctx.question.blocks.forEach((b, i) => {
      if (b.kind !== "prose" && b.kind !== "quote") return;
      const link = b.links.find((l) => MODEL_ELSEWHERE_LINK.test(l.href)) ?? null;
      const m = link ? null : MODEL_ELSEWHERE_LINK.exec(b.text);
      if (link) mentioned.push(evidenceAt(ctx.question, i, "model in a linked repository", link.start, link.end));
      else if (m) mentioned.push(evidenceAt(ctx.question, i, "model from a tutorial or repository", m.index, m.index + m[0].length));
    });
  }
  const title = ARCHITECTURE_WORDS.exec(ctx.question.title);
  if (title) mentioned.push(evidenceAt(ctx.question, -1, "model named in the title", title.index, title.index + title[0].length));
  if (MODEL_INVOLVED.test(ctx.question.title)) used = true;
  return { full, mentioned, used };
}
var model = {
  id: "model",
  texts: modelTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights("model", { gpu: 0.3 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment("na", "An installation or import problem: no model is involved.");
    const found = findModelEvidence(ctx);
    if (found.full.length) return judgment("present", "The model is defined in code, printed, or named exactly.", found.full.slice(0, 5));
    if (found.mentioned.length) {
      return judgment("partial", "The model is only described in words.", found.mentioned.slice(0, 5));
    }
    const text = `${ctx.titleLower}
${ctx.proseLower}`;
    if (!found.used && (!classification.isBugReport || DATA_PIPELINE.test(text) || TENSOR_OPERATION.test(ctx.titleLower))) {
      return judgment("na", "No model is involved in the problem.");
    }
    return judgment("absent", "A model is used but never shown.");
  },
  suggestion: {
    edit: 'Readers would have to rebuild the network from the description ("neural network construction", needed in 27 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (j, ctx, framework) => {
      const name = modelName(ctx);
      const summary = framework === "tensorflow" || framework === "keras" ? `${name}.summary()` : `print(${name})`;
      return {
        text: j.status === "partial" ? `Show the whole network, not only a description or a few layers: post its definition, or add ${inlineCode(summary)} and paste the output.` : `The model is never shown \u2014 post its definition, or add ${inlineCode(summary)} and paste the output (for a pretrained model, its exact checkpoint name).`,
        snippet: summary
      };
    }
  }
};

// lib/items/data.ts
var dataTexts = {
  title: "Data",
  description: "Shape, dtype or value range of the inputs and labels, sample data, a named public dataset with its loading code, or code that generates stand-in data."
};
var PROSE_SHAPE = /\b(?<!\b\d+\s*[x×]\s*)\d+\s*[x×]\s*\d+(?:\s*[x×]\s*\d+)*\b|\b(?:shape|size|resolution|dimensions?)\s*(?:(?:of|is|=|:)\s*)?\d+\s*\*\s*\d+|\b(?<!\b\d+\s*\*\s*)\d+\s*\*\s*\d+(?:\s*\*\s*\d+)*\s*(?:images?|pictures?|pixels?|px|photos?|frames?|inputs?|matri(?:x|ces)|arrays?|tensors?)\b|\b(?:shape|size|dimensions?|dims?)\s*(?:(?:of|is|=|:)\s*)?[([]\s*\w+(?:\s*(?:\*\*?|[-+/])\s*\w+)*\s*,\s*\w+|\b(?:float32|float64|float16|int64|int32|int16|int8|uint8|long ?tensor|float ?tensor|double ?tensor|bool tensor)\b|\btorch\.(?:float|double|half|long|int|bool|uint8)\d*\b/i;
var NAMED_DATASET = /\b(?:(?:fashion[- ]?|e|k)?mnist|cifar[- ]?(?:10|100)|imagenet|ms[- ]?coco|coco dataset|pascal[- ]?voc|iris(?: dataset|\.csv)|titanic|imdb|sst-?2|squad|glue|wikitext|penn treebank|celeba|svhn|food-?101|boston housing|wine ?quality|kdd ?cup\s?\d*|cityscapes|librispeech|multi30k|ag[_ ]news|stanford dogs|caltech-?\d+|omniglot|movielens|cora|ucf-?101|kinetics)\b/i;
var PROPER_DATASET = /\b(?!(?:Py[Tt]orch|Tensor[Ff]low|Torch[Vv]ision|Torch[Tt]ext|Hugging[Ff]ace|Data[Ll]oader|Data[Ff]rame|Image[Ff]older|[A-Z]\w*Dataset)\b)[A-Z][a-z]*[A-Z0-9][\w-]*\s+(?:data ?sets?|corpus|benchmark)\b/;
var PROSE_SIZES = /\b\d+\s*(?:features|channels|dimensions|timesteps|time steps|columns|classes|categories|labels|tokens|words|frames)\b|\b\d+\s*-\s*dim(?:ensional)?\b|\b\d+\s*,\s*\d+\s*,\s*\d+\b/i;
var VALUE_RANGE = /\b(?:values?|pixels?|inputs?|features?|data|labels?|targets?|intensit(?:y|ies)|states?|observations?|images?|elements?|entries|numbers|scores?)\b[^.?!\n]{0,40}?\b(?:rang(?:e|es|ing)|between|from)\s*(?:of\s+|from\s+|is\s+|in\s+)?(?:[([]\s*)?-?\d+(?:\.\d+)?\s*(?:,|to|and|-|\.\.)\s*-?\d+(?:\.\d+)?/i;
var CODE_SHAPE = /\.(?:reshape|view|resize_?)\(\s*(?:\(\s*)?(?:-1\s*,\s*)?\d+\s*,\s*\d+|\binput_shape\s*=\s*\(\s*\d|\bshape\s*=\s*\(\s*\d+\s*,|torch\.Size\(\[\s*\d+\s*,|\.shape\s*(?:=|==|:|->|is)\s*(?:[([]\s*\w+\s*,\s*\w+|\d+\s*[x×]\s*\d+)/g;
var TRANSFORM_SIZE = /\bResize\(\s*(?:size\s*=\s*)?[([]\s*\d+\s*,\s*\d+|\b(?:CenterCrop|RandomCrop|RandomResizedCrop)\(\s*(?:size\s*=\s*)?(?:[([]\s*)?\d+|\btarget_size\s*=\s*\(\s*\d+/;
function convertedDataPattern() {
  const DATA_NAME2 = String.raw`(?![\w.]*(?:loss|weight|bias|grad|param|lr\b))[A-Za-z_][\w.]*`;
  return new RegExp(
    String.raw`\btorch\.(?:(?:Float|Long|Double|Int|Byte|Bool|Half)Tensor\(\s*${DATA_NAME2}\s*\)|(?:tensor|as_tensor)\(\s*${DATA_NAME2}\s*,[^()\n]*\bdtype\s*=|from_numpy\(\s*${DATA_NAME2}\s*\)\s*\.\s*(?:float|long|double|int|half|bool)\(\))`,
    "i"
  );
}
var CONVERTED_DATA = /* @__PURE__ */ convertedDataPattern();
var MODEL_FILE = /\.(?:pt|pth|ckpt|h5|hdf5|onnx|pb|tflite|mlmodel|bin|pkl|joblib|caffemodel|prototxt)['"]?$|^['"]?(?=[\w./ -]*?(?:model|checkpoint|weights|output))[\w./ -]*['"]?$/i;
var SAMPLE_VALUES = /\b(?:tensor|array|Parameter containing)\s*(?:\(\s*)?\[|^[ \t]*\[[ \t]*(?:\[[ \t]*)?-?\d+(?:\.\d+)?(?:e-?\d+)?[, \t]+(?:(?:\.\.\.|…)[, \t]+)?-?\d/m;
var OWN_DATA = /\b(?:my|our|the|an?|this|custom|own|training|test|validation|input)\s+(?:own\s+|[A-Z][\w-]*\s+)?(?:data(?:set|frame)?s?|images?|pictures?|photos?|samples?|inputs?|labels?|csv|text(?:s| file)?|sentences?|corpus|time ?series|audio|videos?|features?|point clouds?|sequences?)\b(?!-)|\b(?:dataset|data set|csv|images?) (?:of|with|contains?|consists?)\b|\bi have (?:about |around |some |a |\d[\d,]* )?\w*\s*(?:images|samples|rows|examples|sentences|files|data|texts|documents)\b|\b(?:two|three|\d+) (?:\w+ )?tensors\b|\b\d+[- ]channels?\b|\b(?:integer|float|binary|bool(?:ean)?|grayscale|rgb|colou?r|categorical|numerical|text) (?:matri(?:x|ces)|images?|data|values|features|labels|tensors?)\b|\b(?:thousands|hundreds|millions|lots|a (?:bunch|lot|set|batch|list|couple|number)) of (?:\w+ )?(?:images|texts|documents|samples|sentences|examples|rows|records|pictures|photos|videos|words|points|sequences)\b|\b(?:training|train|test|validation|dev) (?:sets?|splits?)\b/i;
function findDataEvidence(ctx) {
  const described = [];
  const vague = [];
  let involved = false;
  for (const { block, fact } of ctx.shapes) {
    if (block < 0 || fact.dims.filter((d) => d !== null).length < 2) continue;
    if (fact.dims.includes(null) && fact.dims.every((d) => d === null || d === 1)) continue;
    if (isInsideErrorOrSummary(ctx, block, fact.start)) continue;
    if (PARAMETER_LINE.test(lineAt(ctx.question.blocks[block].text, fact.start))) continue;
    described.push(evidenceAt(ctx.question, block, `shape ${fact.text}`, fact.start, fact.end));
  }
  const constants = intConstants(ctx);
  for (const { block, fact } of ctx.python) {
    for (const s of fact.standInData) {
      if (s.shape?.includes(0)) continue;
      const literal = s.shape !== null || /\(\s*\[\s*[-\d[(]|\(\s*-?\d/.test(s.text.slice(s.call.length)) || sizesKnown(s.call, s.text, constants);
      (literal ? described : vague).push(evidenceAt(ctx.question, block, `generated data ${s.call}`, s.start, s.end));
    }
    for (const d of fact.dataLoads) {
      involved = true;
      if (d.kind === "dataset_loader")
        described.push(evidenceAt(ctx.question, block, `public dataset ${d.detail ?? ""}`.trim(), d.start, d.end));
      else if (d.kind !== "checkpoint" && !MODEL_FILE.test(d.detail ?? d.text))
        vague.push(evidenceAt(ctx.question, block, `data loaded from ${d.detail ?? d.text}`, d.start, d.end));
    }
    if (fact.training.length) involved = true;
  }
  const hasLoadingCode = ctx.python.some(({ fact }) => fact.dataLoads.some((d) => d.kind !== "checkpoint"));
  for (const b of ctx.program.blocks) {
    if (b.kind !== "python" && b.kind !== "output") continue;
    const text = ctx.question.blocks[b.block].text;
    if (b.kind === "output" && PRINTED_SUMMARY.test(text)) continue;
    const m = firstMatch(CODE_SHAPE, text, (at) => !PARAMETER_LINE.test(lineAt(text, at)));
    if (m) described.push(evidenceAt(ctx.question, b.block, "shape or dtype in the code", m.index, m.index + m[0].length));
    const resized = hasLoadingCode && b.kind === "python" ? TRANSFORM_SIZE.exec(text) : null;
    if (resized)
      described.push(evidenceAt(ctx.question, b.block, "images loaded at a fixed size", resized.index, resized.index + resized[0].length));
    const converted = b.kind === "python" ? CONVERTED_DATA.exec(text) : null;
    if (converted)
      vague.push(
        evidenceAt(
          ctx.question,
          b.block,
          "data converted to a tensor, shape not shown",
          converted.index,
          converted.index + converted[0].length
        )
      );
    const named = NAMED_DATASET.exec(text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, b.block, `dataset ${named[0]}`, named.index, named.index + named[0].length)
      );
  }
  for (const b of ctx.program.blocks) {
    if (b.kind !== "output") continue;
    const text = ctx.question.blocks[b.block].text;
    const m = SAMPLE_VALUES.exec(text);
    if (m) described.push(evidenceAt(ctx.question, b.block, "sample values printed", m.index, m.index + m[0].length));
    const rows = m || b.output.trainingLog.length || TRAINING_WORDS.test(text) ? null : sampleRows(text);
    if (rows) described.push(evidenceAt(ctx.question, b.block, "sample rows shown", rows.start, rows.end));
  }
  const titleNamed = NAMED_DATASET.exec(ctx.question.title);
  if (titleNamed)
    (hasLoadingCode ? described : vague).push(
      evidenceAt(ctx.question, TITLE_BLOCK, `dataset ${titleNamed[0]}`, titleNamed.index, titleNamed.index + titleNamed[0].length)
    );
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === "image") return;
    if (b.kind === "code") return;
    const shape = PROSE_SHAPE.exec(b.text) ?? PROSE_SIZES.exec(b.text) ?? VALUE_RANGE.exec(b.text);
    const aboutWeights = shape !== null && PARAMETER_LINE.test(b.text.slice(Math.max(0, shape.index - 60), shape.index));
    if (shape && !aboutWeights && !isInsideErrorOrSummary(ctx, i, shape.index)) {
      described.push(evidenceAt(ctx.question, i, "data described", shape.index, shape.index + shape[0].length));
    }
    const named = NAMED_DATASET.exec(b.text);
    if (named)
      (hasLoadingCode ? described : vague).push(
        evidenceAt(ctx.question, i, `dataset ${named[0]}`, named.index, named.index + named[0].length)
      );
    for (const span of b.inlineCode) {
      if (SAMPLE_VALUES.test(span.text)) described.push(evidenceAt(ctx.question, i, "sample values", span.start, span.end));
    }
    const proper = named ? null : PROPER_DATASET.exec(b.text);
    if (proper) vague.push(evidenceAt(ctx.question, i, `dataset ${proper[0]}`, proper.index, proper.index + proper[0].length));
    const own = OWN_DATA.exec(b.text);
    if (own) vague.push(evidenceAt(ctx.question, i, "data mentioned without shape or type", own.index, own.index + own[0].length));
  });
  if (described.length || vague.length || ctx.python.some(({ fact }) => fact.lines >= 2)) involved = true;
  if (/\b(?:tensors?|inputs?|batch(?:es)?|loss|accuracy|train(?:ing)?|dataloader|predict\w*|augment\w*)\b/.test(ctx.proseLower))
    involved = true;
  return { described, vague, involved };
}
var INT_ASSIGNMENT = /^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*=\s*(\d+(?:\s*,\s*\d+)*)\s*(?:#.*)?$/;
var SIZE_CALL = /(?:^|\.)(?:randn|rand|zeros|ones|empty)$/;
function intConstants(ctx) {
  const constants = /* @__PURE__ */ new Map();
  for (const { block } of ctx.python) {
    for (const line of ctx.question.blocks[block].text.split("\n")) {
      const m = INT_ASSIGNMENT.exec(line);
      if (!m) continue;
      const names = m[1].split(",").map((n) => n.trim());
      const values = m[2].split(",").map((v) => Number(v.trim()));
      if (names.length === values.length)
        names.forEach((n, i) => {
          constants.set(n, values[i]);
        });
    }
  }
  return constants;
}
function sizesKnown(call, text, constants) {
  if (!SIZE_CALL.test(call)) return false;
  let inner = text.slice(call.length).trim();
  if (!inner.startsWith("(") || !inner.endsWith(")")) return false;
  inner = inner.slice(1, -1).trim();
  const tuple = /^[([]([^()[\]]*)[)\]]/.exec(inner);
  const args = (tuple ? tuple[1] : inner).split(",").map((a) => a.trim()).filter((a) => a && !a.includes("="));
  if (!args.length || args.some((a) => /[()[\]]/.test(a))) return false;
  const known = args.map((a) => /^\d+$/.test(a) || constants.has(a));
  return args.length === 1 ? known[0] : known.slice(1).every(Boolean);
}
var TABLE_ROW = /^[ \t]*-?\d+(?:\.\d+)?(?:[ \t,;]+[^\s=(),;]+){2,}[ \t]*$/;
var TRAINING_WORDS = /\b(?:epoch|loss|acc(?:uracy)?|iter(?:ation)?|step)s?\b/i;
function sampleRows(text) {
  let offset = 0;
  let runStart = -1;
  let runLines = 0;
  for (const line of text.split("\n")) {
    if (TABLE_ROW.test(line)) {
      if (runLines === 0) runStart = offset;
      runLines++;
      if (runLines >= 2) return { start: runStart, end: offset + line.length };
    } else runLines = 0;
    offset += line.length + 1;
  }
  return null;
}
var PARAMETER_LINE = /\bParameter\b|\.(?:weight|bias)\b|\b(?:weight|bias|grad)(?:\s+(?:shape|size))?\s*(?:[:=]\s*)?(?:torch\.)?Size\b|named_parameters|state_dict/;
function firstMatch(re, text, keep) {
  for (const m of text.matchAll(re)) if (keep(m.index)) return m;
  return null;
}
function lineAt(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end < 0 ? text.length : end);
}
function isInsideErrorOrSummary(ctx, block, offset) {
  const analysis = ctx.codeByBlock.get(block);
  if (analysis?.kind === "traceback") return true;
  if (analysis?.kind === "output" && PRINTED_SUMMARY.test(ctx.question.blocks[block].text)) return true;
  return ctx.errors.some((e) => e.block === block && e.fact.start <= offset && offset < e.fact.end);
}
var data = {
  id: "data",
  texts: dataTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights("data", { gpu: 0.3 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment("na", "An installation or import problem: no data flows through it.");
    const found = findDataEvidence(ctx);
    if (found.described.length) {
      return judgment("present", "The data is described: shapes, types, samples or a public dataset.", found.described.slice(0, 5));
    }
    if (found.vague.length) {
      return judgment(
        "partial",
        "The data is mentioned or loaded from files, but its shape and type are not shown.",
        found.vague.slice(0, 5)
      );
    }
    if (!found.involved && !classification.isBugReport) return judgment("na", "No input data is involved in the problem.");
    return judgment("absent", "Nothing is said about the input data.");
  },
  suggestion: {
    edit: 'Readers would have to generate stand-in input data of a guessed shape ("input data generation", needed in 49 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (j, ctx, framework) => {
      const names = dataNames(ctx);
      const shape = ctx.shapes.find((s) => s.fact.dims.length >= 2 && s.fact.dims.every((d) => d !== null))?.fact.dims;
      const shown = names.length ? names.map(inlineCode).join(", ") : "your input and labels";
      const printLine = names.length ? `print(${names.map((n) => `${n}.shape, ${n}.dtype`).join(", ")})` : "print(x.shape, x.dtype, y.shape, y.dtype)";
      const text = j.status === "partial" ? `${shown} ${names.length === 1 ? "is" : "are"} used but the shape and dtype are never shown \u2014 add ${inlineCode(printLine)} and paste the output, or generate a small stand-in instead of your local files.` : `Say what goes into the model: add ${inlineCode(printLine)} and paste the output, or generate stand-in data of the same shape.`;
      return { text, snippet: `${printLine}

# or a stand-in anyone can run:
${standInSnippet(framework, names, shape ?? null)}` };
    }
  }
};
function standInSnippet(framework, names, shape) {
  const dims = (shape ?? [8, 3, 32, 32]).join(", ");
  const x = names[0] ?? "x";
  if (framework === "tensorflow" || framework === "keras") {
    return `import numpy as np
${x} = np.random.rand(${dims}).astype('float32')  # same shape and dtype as your data
print(${x}.shape, ${x}.dtype)`;
  }
  return `import torch
${x} = torch.randn(${dims})  # same shape and dtype as your data
print(${x}.shape, ${x}.dtype)`;
}

// lib/items/hyperparameters.ts
var hyperparametersTexts = {
  title: "Hyperparameters",
  description: "Learning rate, batch size, epochs, optimizer and loss function (two or more stated)."
};
var ALL_SETTINGS = ["learning_rate", "batch_size", "epochs", "optimizer", "loss"];
var PROSE_HYPERPARAMETERS = [
  ["learning_rate", /\b(?:learning[ -]rates?|lr)\b\s*(?:(?:of|is|=|:|was|to)\s*)?(?:\d|e-|1e)/i],
  ["batch_size", /\bbatch[ _-]?size\s*(?:(?:of|is|=|:|was|to)\s*)?\d+|\bbatches of \d+/i],
  ["epochs", /\b\d+\s*epochs?\b|\bepochs?\s*(?:=|:|of)\s*\d+/i],
  ["optimizer", /\b(?:adam\w*|sgd|rmsprop|adagrad|adadelta|lbfgs|torch\.optim)\b(?:\s+optimi[sz]er)?/i],
  [
    "loss",
    /\b(?:cross[ -]?entropy|mse|mae|nll|bce\w*|hinge|triplet|ctc|kl[ -]?div\w*|huber|focal|dice|l1|l2|smooth ?l1|mean squared error|binary cross[ -]?entropy|negative log[- ]likelihood)(?:\s*loss)?\b/i
  ],
  // Loss classes named in prose or the title: `nn.CrossEntropyLoss`, `BCEWithLogitsLoss`, `F.nll_loss`.
  ["loss", /\b(?:nn\.)?[A-Z][A-Za-z0-9]{0,40}Loss\b|\bF\.[a-z_]{1,40}_loss\b/]
];
var NUMERIC_SETTINGS = /* @__PURE__ */ new Set(["learning_rate", "batch_size", "epochs"]);
var TRAINING_WORDS2 = /loss\b|\b(?:train(?:s|ed|ing)?|fine-?tun\w*|epochs?|loss(?:es)?|optimi[sz]\w*|learning rate|converg\w*|backprop\w*|gradients?|overfit\w*|underfit\w*|accuracy|fit\(|batch size)\b/i;
function findHyperparameters(ctx) {
  const byName = /* @__PURE__ */ new Map();
  let trainingInvolved = false;
  for (const { block, fact } of ctx.python) {
    for (const h of fact.hyperparameters) {
      if (NUMERIC_SETTINGS.has(h.name) && !(h.value && /\d/.test(h.value))) continue;
      if (!byName.has(h.name))
        byName.set(h.name, evidenceAt(ctx.question, block, `${h.name.replace("_", " ")}${h.value ? ` = ${h.value}` : ""}`, h.start, h.end));
    }
    if (fact.training.length || fact.hyperparameters.length) trainingInvolved = true;
  }
  const texts = [[-1, ctx.question.title]];
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === "prose" || b.kind === "quote") texts.push([i, b.text]);
  });
  for (const [i, text] of texts) {
    for (const [name, pattern] of PROSE_HYPERPARAMETERS) {
      if (byName.has(name)) continue;
      const m = pattern.exec(text);
      if (m) byName.set(name, evidenceAt(ctx.question, i, `${name.replace("_", " ")} stated in prose`, m.index, m.index + m[0].length));
    }
  }
  for (const b of ctx.program.blocks) if (b.output.trainingLog.length) trainingInvolved = true;
  if (TRAINING_WORDS2.test(ctx.proseLower) || TRAINING_WORDS2.test(ctx.titleLower)) trainingInvolved = true;
  return { byName, trainingInvolved };
}
var hyperparameters = {
  id: "hyperparameters",
  texts: hyperparametersTexts,
  // gpu: "—" in §2 (3 bugs): a low weight rather than none.
  weights: /* @__PURE__ */ studyWeights("hyperparameters", { gpu: 0.2 }),
  judge(ctx, classification) {
    if (classification.isSetupProblem) return judgment("na", "An installation or import problem: no training is involved.");
    const { byName, trainingInvolved } = findHyperparameters(ctx);
    const stated = [...byName.keys()];
    const evidence = [...byName.values()];
    if (stated.length >= 2)
      return judgment("present", `Stated: ${stated.map((s) => s.replace("_", " ")).join(", ")}.`, evidence, { stated });
    if (!trainingInvolved) return judgment("na", "No training or loss computation is involved.", [], { stated });
    if (stated.length === 1) return judgment("partial", `Only the ${stated[0].replace("_", " ")} is stated.`, evidence, { stated });
    return judgment("absent", "No learning rate, batch size, epochs, optimizer or loss is stated.", [], { stated });
  },
  suggestion: {
    edit: 'Readers would have to guess batch size, epochs and learning rate ("hyperparameter initialization", needed in 44 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: ({ facts }, ctx, framework) => {
      const stated = facts.stated ?? [];
      const missing = ALL_SETTINGS.filter((h) => !stated.includes(h)).map((h) => h.replace("_", " "));
      const snippet = framework === "tensorflow" || framework === "keras" ? "# the values you actually used:\nmodel.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=1e-3), loss='sparse_categorical_crossentropy')\nmodel.fit(x, y, batch_size=32, epochs=10)" : "# the values you actually used:\noptimizer = torch.optim.Adam(model.parameters(), lr=1e-3)\ncriterion = torch.nn.CrossEntropyLoss()\nbatch_size, epochs = 32, 10";
      const name = modelName(ctx);
      return {
        text: `State the training settings you used: ${missing.join(", ")}${stated.length ? ` (only the ${stated.map((h) => h.replace("_", " ")).join(" and ")} ${stated.length === 1 ? "is" : "are"} given)` : ""}.`,
        snippet: snippet.replace(/\bmodel\b/g, name)
      };
    }
  }
};

// lib/items/logs.ts
var logsTexts = {
  title: "Logs",
  description: "The error message and traceback as text, warnings, or the observed output / training log pasted as text."
};
var PARAPHRASED_ERROR = /\b(?:(?:get|got|getting|gives?|giving|throws?|throwing|raises?|raising|returns?|shows?|see|seeing|having|has|encounter(?:ed|ing)?|receiv(?:e|ed|ing)|run into|ran into|facing)\s+(?:me\s+)?(?:an?|the|this|that|following|some|same|\w+)?\s*(?:\w+\s)?(?:error|exception|warning|traceback)|(?:error|exception)\s+(?:says|saying|message|occurs|occurred|appears|is thrown|is raised)|crash(?:es|ed|ing)?|segmentation fault|core dumped|killed)\b/i;
var OBSERVED_VALUE = /\b(?:returns?|returned|gives?|gave|prints?|printed|outputs?|output is|got|get|getting|shows?|showed|is|was|are|were|drops?|dropped|stays?|stayed|becomes?|became|remains?|equals?|reaches|stuck at|around|only)\s+(?:always\s+|only\s+|just\s+|still\s+|about\s+|around\s+|~\s*)?(?:`?(?:false|true|none|nan|inf)`?\b|-?\d+(?:\.\d+)?(?:e-?\d+)?\s*%|-?\d+\.\d+\b|`?\[\s*-?\d[\d.,\s-]*\]`?|`?(?:tensor|array)\(\s*\[|torch\.Size\(\[|\(\s*-?\d+(?:\s*,\s*-?\d+){1,7}\s*\))/i;
var OBSERVED_COUNT = /\b(?:output is|outputs?|prints?|printed|returns?|returned)\s+(?:always\s+|only\s+|just\s+|still\s+)?-?\d+\b/i;
var CONDITIONAL_BEFORE = /\b(?:if|when|whether|unless|where|whenever)\b[^.,;:!?\n]{0,80}$/i;
var OUTPUT_LEAD = /\b(?:output|outputs|result|results|prints?|printed|returns?|returned|gives?|gave|get|got|getting|shows?|showed|displays?|produces?|log|logs|following (?:errors?|exceptions?|warnings?|traceback|messages?))\b[^.\n]{0,60}[:.]?\s*$/i;
var DESCRIBED_SYMPTOM = /\b(?:(?:loss|accuracy|output|prediction|model|gradient|weights?|training)s?\s+(?:(?:is|are|does|do|stays?|remains?|keeps?|seems?)\s*)?(?:not|n't|never|always|constant|stuck|the same|zero|nan|increasing|decreasing|exploding|vanishing|oscillat\w+|fluctuat\w+)|not (?:converg|learn|decreas|increas|improv|chang|updat|train|split|clear)\w*|(?:is|are|keeps?) returning|returns? (?:a |an )?(?:list|none|nan|empty|zeros?)|(?:too|very|extremely) slow|stuck at|hangs?|freezes?)\b/i;
var OUTPUT_AMONG_CODE = /^[ \t]*(?:Out\[\d+\]:|>>[ \t]|(?:[\w.]+[ \t]+)?(?:torch\.Size\(\[|tensor\(\[|array\(\[|Parameter containing))/m;
var WANTED_LEAD = /\b(?:expected|expecting|desired|wanted|want|wish|should|would like|ideal|target|sample|example)\b[^.\n]{0,60}[:.]?\s*$/i;
var PRINTED_REPR = /grad_fn=<\w{1,60}>|\bat 0x[0-9a-f]{6,16}>|device='cuda:\d{1,2}'/;
var PRINTED_METRIC = /^[ \t]{0,8}(?:loss|acc|accuracy|val_loss|val_acc|train_loss|test_loss|test_acc)[ \t]{0,4}[:=][ \t]{0,4}-?\d{1,6}\.\d{6,20}[ \t]*$/gim;
var SCREENSHOT_NEAR_IMAGE = /\b(?:error|exception|traceback|output|result|log|loss|accuracy|plot|graph|curve)\b/i;
function tracebackEvidence(ctx) {
  const out = [];
  for (const b of ctx.program.blocks) {
    if (b.traceback && (b.traceback.complete || b.traceback.errorLine)) {
      const line = b.traceback.errorLine;
      out.push(
        evidenceAt(
          ctx.question,
          b.block,
          b.traceback.complete ? `traceback ending in ${b.traceback.exceptionType ?? "an error"}` : `error ${b.traceback.exceptionType ?? ""}`.trim(),
          line?.start ?? 0,
          line?.end
        )
      );
    }
  }
  return out;
}
function isPresentedAsOutput(ctx, block, isBugReport2) {
  const before = ctx.question.blocks[block - 1];
  if (before && (before.kind === "prose" || before.kind === "quote")) {
    const lead = before.text.slice(-160);
    if (WANTED_LEAD.test(lead)) return false;
    if (OUTPUT_LEAD.test(lead)) return true;
  }
  if (PRINTED_REPR.test(ctx.question.blocks[block].text)) return true;
  if (before?.kind === "code" && ctx.codeByBlock.get(block - 1)?.kind === "python") return true;
  return isBugReport2;
}
function findLogEvidence(ctx, isBugReport2) {
  const full = [...tracebackEvidence(ctx)];
  const weak = [];
  const fullBlocks = new Set(full.map((e) => e.block));
  for (const { block, fact } of ctx.errors) {
    if (fullBlocks.has(block)) continue;
    const e = evidenceAt(ctx.question, block, `error line: ${fact.exceptionType}`, fact.start, fact.end);
    if (fact.message.trim().length >= 20 || block !== TITLE_BLOCK && fact.message.trim().length >= 8) full.push(e);
    else weak.push(e);
  }
  for (const b of ctx.program.blocks) {
    if (b.kind === "traceback") {
      if (!fullBlocks.has(b.block)) full.push(evidenceAt(ctx.question, b.block, "error output"));
    } else if (b.kind === "output" && (b.output.errors.length || b.output.warnings.length || b.output.trainingLog.length || isPresentedAsOutput(ctx, b.block, isBugReport2))) {
      if (!fullBlocks.has(b.block)) full.push(evidenceAt(ctx.question, b.block, "printed output"));
    } else if (b.kind === "python" && OUTPUT_AMONG_CODE.test(ctx.question.blocks[b.block].text)) {
      const text = ctx.question.blocks[b.block].text;
      const m = OUTPUT_AMONG_CODE.exec(text);
      full.push(evidenceAt(ctx.question, b.block, "output pasted with the code", m.index, m.index + m[0].length));
    } else if (b.kind === "python" && (ctx.question.blocks[b.block].text.match(PRINTED_METRIC)?.length ?? 0) >= 2) {
      const text = ctx.question.blocks[b.block].text;
      PRINTED_METRIC.lastIndex = 0;
      const m = PRINTED_METRIC.exec(text);
      PRINTED_METRIC.lastIndex = 0;
      full.push(evidenceAt(ctx.question, b.block, "training log", m.index, m.index + m[0].length));
    } else if (b.output.trainingLog.length) {
      const t = b.output.trainingLog[0];
      full.push(evidenceAt(ctx.question, b.block, "training log", t.start, t.end));
    } else if (b.output.warnings.length) {
      const w = b.output.warnings[0];
      full.push(evidenceAt(ctx.question, b.block, "warning", w.start, w.end));
    }
  }
  for (const [block, out] of ctx.proseOutput) {
    if (out.trainingLog.length)
      full.push(evidenceAt(ctx.question, block, "training log", out.trainingLog[0].start, out.trainingLog[0].end));
    else if (out.warnings.length) full.push(evidenceAt(ctx.question, block, "warning", out.warnings[0].start, out.warnings[0].end));
  }
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind !== "prose" && b.kind !== "quote") return;
    const m = OBSERVED_VALUE.exec(b.text) ?? OBSERVED_COUNT.exec(b.text);
    if (m && !CONDITIONAL_BEFORE.test(b.text.slice(Math.max(0, m.index - 80), m.index)))
      full.push(evidenceAt(ctx.question, i, "observed value quoted", m.index, m.index + m[0].length));
  });
  return { full, weak };
}
function paraphraseEvidence(ctx, isBugReport2) {
  const all = [];
  const symptoms = /* @__PURE__ */ new Set();
  const symptom = (e) => {
    symptoms.add(e);
    all.push(e);
  };
  if (isBugReport2) {
    const title = DESCRIBED_SYMPTOM.exec(ctx.question.title);
    if (title) symptom(evidenceAt(ctx.question, TITLE_BLOCK, "behaviour described, not shown", title.index, title.index + title[0].length));
  }
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind === "prose" || b.kind === "quote") {
      const m = PARAPHRASED_ERROR.exec(b.text);
      if (m) all.push(evidenceAt(ctx.question, i, "error described, not pasted", m.index, m.index + m[0].length));
      const described = isBugReport2 ? DESCRIBED_SYMPTOM.exec(b.text) : null;
      if (described)
        symptom(evidenceAt(ctx.question, i, "behaviour described, not shown", described.index, described.index + described[0].length));
    }
  });
  return { all, symptoms };
}
function screenshotEvidence(ctx) {
  const out = [];
  ctx.question.blocks.forEach((b, i) => {
    if (b.kind !== "image") return;
    const before = ctx.question.blocks[i - 1];
    const nearText = `${b.text} ${before && before.kind !== "image" ? before.text.slice(-200) : ""}`;
    if (SCREENSHOT_NEAR_IMAGE.test(nearText)) out.push(evidenceAt(ctx.question, i, "output or error only as a screenshot"));
  });
  return out;
}
var logs = {
  id: "logs",
  texts: logsTexts,
  weights: /* @__PURE__ */ studyWeights("logs"),
  judge(ctx, classification) {
    const { full, weak } = findLogEvidence(ctx, classification.isBugReport);
    if (full.length) return judgment("present", "The error text or the observed output is pasted as text.", full.slice(0, 5));
    const screenshots = screenshotEvidence(ctx);
    const paraphrases = paraphraseEvidence(ctx, classification.isBugReport);
    if (weak.length || screenshots.length || paraphrases.all.length) {
      const reason = screenshots.length ? "The output or error is only in a screenshot." : weak.length ? "Only a short or title-only error line is given." : "The error or the wrong behaviour is described, but its text or output is not pasted.";
      const partial = judgment("partial", reason, [...weak, ...screenshots, ...paraphrases.all].slice(0, 5));
      const symptomOnly = partial.evidence.length > 0 && partial.evidence.every((e) => paraphrases.symptoms.has(e));
      return { ...partial, facts: { screenshot: screenshots.length > 0, symptomOnly } };
    }
    return judgment("absent", "No error message, traceback or output is shown.");
  },
  suggestion: {
    edit: 'Readers would have to add prints and run the code just to see the symptom ("logging", needed in 32 % of reproduced bugs).',
    whyWithoutFigure: null,
    build: (j, ctx) => {
      const text = j.facts.screenshot ? "The error or output is only in a screenshot \u2014 paste it as text in a code block so it can be read and searched." : j.facts.symptomOnly ? "Show the output you get, not only a description of it \u2014 for example the loss and accuracy printed per epoch, or the values returned \u2014 as text." : j.status === "partial" ? "Paste the full error message with its complete traceback as text, not a paraphrase or a single line." : ctx.python.length ? "Paste the full error message with its traceback, or the output you get (for example the loss per epoch), as text." : "Paste the exact error message or output you see, as text in a code block.";
      return { text, snippet: "" };
    }
  }
};

// lib/frameworkNames.ts
var FRAMEWORK_NAMES = {
  pytorch: "PyTorch",
  tensorflow: "TensorFlow",
  // Keras questions run on TensorFlow (tf.keras, or Keras 2 on its backend): its version is what matters too.
  keras: "Keras/TensorFlow",
  jax: "JAX",
  huggingface: "Hugging Face",
  other: "other framework"
};
function versionedLibrary(framework) {
  if (framework === "huggingface") return "transformers";
  return FRAMEWORK_NAMES[framework === "other" ? "pytorch" : framework];
}

// lib/items/environment.ts
var environmentTexts = {
  title: "Environment",
  description: "Framework version (torch, tensorflow, keras, transformers \u2026), Python, CUDA/cuDNN, GPU and OS."
};
var PARTIAL_KIND_NAMES = {
  install_path: "install paths",
  os: "the OS",
  gpu: "the GPU",
  cuda: "the CUDA version",
  python: "the Python version"
};
var PARTIAL_KIND_NOTES = {
  install_path: "install path",
  os: "operating system",
  gpu: "GPU",
  cuda: "CUDA version",
  python: "Python version"
};
var environment = {
  id: "environment",
  texts: environmentTexts,
  // Not in the paper's table: weighted most for api and gpu, where versions and hardware decided reproducibility,
  // and kept small elsewhere — on the dev gold it does not predict the experts' reproducibility rating (Spearman −0.05).
  weights: /* @__PURE__ */ studyWeights("environment", { training: 0.1, model: 0.1, tensor_input: 0.1, api: 0.3, gpu: 0.4 }),
  judge(ctx) {
    const versions = ctx.versions.map(({ block, fact }) => ({ name: fact.name, version: fact.version, block, fact }));
    if (versions.length) {
      return judgment(
        "present",
        `Versions stated: ${[...new Set(versions.map((v) => `${v.name} ${v.version}`))].slice(0, 4).join(", ")}.`,
        versions.slice(0, 5).map((v) => evidenceAt(ctx.question, v.block, `${v.name} ${v.version}`, v.fact.start, v.fact.end)),
        { versions: versions.map(({ name, version }) => ({ name, version })) }
      );
    }
    const partial = ctx.partialEnvironment;
    if (partial.length) {
      const kinds = [...new Set(partial.map((p) => p.fact.kind))];
      return judgment(
        "partial",
        `Only ${kinds.map((k) => PARTIAL_KIND_NAMES[k]).join(", ")} \u2014 no framework version.`,
        partial.slice(0, 5).map((p) => evidenceAt(ctx.question, p.block, PARTIAL_KIND_NOTES[p.fact.kind], p.fact.start, p.fact.end)),
        { kinds }
      );
    }
    return judgment("absent", "No framework version, Python version, OS or GPU is stated.");
  },
  suggestion: {
    edit: 'Readers would have to guess versions and migrate code between them ("version migration", needed in 19 % of reproduced bugs).',
    whyWithoutFigure: "Only 4 of 102 Stack Overflow bug questions stated versions, yet 9 of the 17 bugs that could not be reproduced failed on versions or hardware (Shah et al., 2024).",
    build: ({ status, facts }, _ctx, framework) => {
      const kinds = facts.kinds ?? [];
      return {
        text: status === "partial" ? `Add the ${versionedLibrary(framework)} version as well \u2014 ${describeKnownEnvironment(kinds)} alone ${kinds.length > 1 ? "are" : "is"} not enough to rerun it.` : `Add the versions you run: ${versionedLibrary(framework)}, Python, and CUDA/GPU if one is used.`,
        snippet: versionSnippet(framework)
      };
    }
  }
};
function describeKnownEnvironment(kinds) {
  const names = [...new Set(kinds.map((k) => PARTIAL_KIND_NAMES[k]))];
  if (!names.length) return "the platform";
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
function versionSnippet(framework) {
  switch (framework) {
    case "tensorflow":
    case "keras":
      return "import sys, tensorflow as tf\nprint(sys.version)\nprint(tf.__version__, tf.config.list_physical_devices('GPU'))";
    case "jax":
      return "import sys, jax\nprint(sys.version)\nprint(jax.__version__, jax.devices())";
    case "huggingface":
      return "import sys, torch, transformers\nprint(sys.version)\nprint(torch.__version__, transformers.__version__)";
    default:
      return "import sys, torch\nprint(sys.version)\nprint(torch.__version__, torch.version.cuda, torch.cuda.is_available())\n# or, for the full report: python -m torch.utils.collect_env";
  }
}

// lib/items/expectedVsActual.ts
var expectedVsActualTexts = {
  title: "Expected vs actual",
  description: "What the asker expected to happen, and what happened instead (the error or the output obtained)."
};
var EXPECTED = /\b(?:i\s+(?:would\s+)?expect(?:ed)?|expect(?:ed|ing)?\s+(?:it|the|that|this|to|an?|output|result|behaviou?r|value|shape)|should\s+(?:be|return|give|output|get|have|work|produce|print|contain|equal|not)|shouldn'?t|supposed to(?<!\b(?:i\s{1,3}am|i'm|i\s{1,3}was|we\s{1,3}are)\s{1,3}supposed to)|desired|instead of(?<=\b(?:get|got|getting|returns?|returning|returned|gives?|giving|gave|outputs?|outputting|prints?|printing|printed|shows?|showing|produces?|producing|produced|predicts?|predicting|is|are|was|were|becomes?|became)\b[^.?!\n]{0,80}instead of)|rather than|ought to|i (?:thought|assumed|believed?) (?:it|that|this|the)|(?:correct|right|expected) (?:answer|output|result|value)|(?:want|like|need)\s+(?:the\s+)?(?:output|result|it|them|this|that)\s+to\s+(?:be|look|have|return)|i want (?:to get|result|output)|the same (?:result|output|value)s? as|my expectation|what i (?:want|wanted|expect|expected|need|am expecting|was expecting) (?:is|was)(?!\s+(?:to\s+)?(?:know|understand|ask|learn)\b)|ideally|in theory|according to the (?:docs|documentation|tutorial|paper|book)|under the impression|(?:strange|weird|odd|surprising|unexpected)ly|only\s{1,3}(?:about\s{1,3}|around\s{1,3})?~?\d{1,6}(?:\.\d{1,6})?(?=\s?%)|seems?\s{1,3}(?:to\s{1,3}be\s{1,3})?(?:accurate|correct|right|fine))\b/gi;
var WORKS_ELSEWHERE = /\b(?:works?\s+(?:fine|well|perfectly|correctly|as expected)|(?:is|was|were|are)\s+working\s+(?:fine|well|perfectly|correctly)|everything\s+(?:is\s+|was\s+)?(?:works?|working|worked)|(?:runs?|ran|running|worked|work)\s+(?:fine|well|perfectly|correctly|successfully|without\s+(?:any\s+)?(?:errors?|problems?|issues?))|successfully|used to work|(?:do|does|did)(?:n'?t|\s+not)\s+(?:get|have|see|throw|raise|give)\s+(?:me\s+)?(?:any|the|an|this|that)\s+(?:\w+\s+)?(?:error|exception|problem|issue)s?|no\s+(?:errors?|problems?|issues?)\s+(?:at all|occurs?|occurred|with|when|if|on|in|(?:is|are|was|were)\s+(?:raised|thrown|shown|reported))|(?:is|are|was|were)\s+(?:ok|okay|fine)\b(?!\s+to\b))\b/gi;
var GOAL = /\b(?:i\s+(?:just\s+)?(?:want|wanted|need|needed|am trying|was trying|'m trying|tried|try|would like|'d like|wish|intend|aim)|trying to|my goal|the goal|hoping to|the idea is|in order to|would like to|aim(?:ing)? to|intended)\b(?!\s+(?:to\s+)?(?:know|understand|ask|learn|clarify|confirm|figure out (?:why|what|whether|if)|find (?:out|a solution|the (?:cause|reason|problem|issue))|google|search|look|(?:fix|solve|resolve|debug|overcome)\s+(?:it|this|that|the|my))\b|\s+(?:a\s+|some\s+)?(?:clarification|help|explanation|advice|suggestions?)\b)/gi;
var HOW_TO = /\b(?:how\s+(?:to|can\s+i|could\s+i|do\s+i|would\s+i|should\s+i|can\s+we|could\s+we|do\s+we|should\s+we|can\s+one|does\s+one|do\s+you)|is\s+there\s+(?:a|an|any)\s+(?:\w+\s+)?(?:way|method|function|option|equivalent)|is\s+it\s+possible\s+to|(?:best|right|correct|proper|efficient|easiest|simplest)\s+way\s+(?:to|of))\b(?!\s+(?:understand|interpret|read|explain|know|fix|solve|resolve|debug|overcome|handle\s+(?:this|the|it)|get\s+rid\s+of\s+(?:this|the)\s+error)\b)/gi;
var BUT_OUTCOME = /\bbut\s+(?:i\s+)?(?:get|got|it|the|this|when|instead|nothing|always|only|still)\b/gi;
var ACTUAL = /\b(?:instead(?=\s*,)|instead\s+(?:i|it|the|this|they|we|my)|(?:it|this|that)\s+(?:returns?|returned|gives?|gave|outputs?|prints?|printed|shows?|showed|produces?|produced|stays?|remains?|throws?|raises?|fails?|failed|crash\w*|hangs?|freez\w*|doesn'?t|does not|didn'?t|did not|is not|isn'?t|won'?t|keeps?)|i(?<!\bhow\s{1,3}(?:to|do|can|could|would|should|shall)\s{1,3}i)\s+(?:get|got|am getting|'m getting|receive|received|obtain|obtained|end up)|error|exception|traceback|the (?:output|result|loss|accuracy) (?:is|was|stays|remains|does|doesn'?t|keeps|prints|shows|gives|returns)|not (?:working|decreasing|increasing|improving|changing|learning|converging)|doesn'?t (?:work|learn|change|improve|converge|decrease)|always (?:returns?|predicts?|outputs?|gives?)|nan\b|same (?:value|output|result|prediction)|too slow|very slow|out of memory)\b/gi;
function findPhrase(ctx, pattern, note, outsideErrors = false) {
  const search = (block, text) => {
    const errors = outsideErrors ? ctx.errors.filter((e) => e.block === block).map((e) => e.fact) : [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!errors.some((e) => start < e.end && end > e.start)) return evidenceAt(ctx.question, block, note, start, end);
    }
    return null;
  };
  for (let i = 0; i < ctx.question.blocks.length; i++) {
    const b = ctx.question.blocks[i];
    if (b.kind !== "prose" && b.kind !== "quote") continue;
    const found = search(i, b.text);
    if (found) return found;
  }
  return search(TITLE_BLOCK, ctx.question.title);
}
var expectedVsActual = {
  id: "expected_vs_actual",
  texts: expectedVsActualTexts,
  // Not in the paper's table; on the dev gold it does not predict the experts' reproducibility rating (Spearman −0.11).
  weights: /* @__PURE__ */ studyWeights("expected_vs_actual", { training: 0.2, model: 0.2, tensor_input: 0.2, api: 0.2, gpu: 0.2 }),
  judge(ctx, classification, earlier) {
    const expected = findPhrase(ctx, EXPECTED, "what was expected", true) ?? findPhrase(ctx, WORKS_ELSEWHERE, "what was expected: it works in another setting");
    const goal = expected ?? findPhrase(ctx, GOAL, "what the asker set out to do");
    const howTo = goal ? null : findPhrase(ctx, HOW_TO, "what the asker wants to do");
    const logs2 = earlier.logs;
    const shown = logs2?.status === "present" || logs2?.status === "partial";
    const actualWords = findPhrase(ctx, ACTUAL, "what happened") ?? (classification.isBugReport || shown ? findPhrase(ctx, BUT_OUTCOME, "what happened") : null);
    const actual = actualWords ?? (classification.isBugReport && shown ? logs2.evidence[0] ?? null : null);
    if (goal && actual) return judgment("present", "Both the expectation and the actual outcome are stated.", [goal, actual]);
    if (goal) return judgment("partial", "The goal is stated, but not what actually happened.", [goal], missingHalf("actual"));
    if (actual) return judgment("partial", "What happened is shown, but not what was expected.", [actual], missingHalf("expected"));
    if (howTo)
      return judgment(
        "partial",
        "The question says what the asker wants to do, but not what they expected or got.",
        [howTo],
        missingHalf("both")
      );
    return judgment("absent", "Neither the expected nor the actual behaviour is stated.");
  },
  suggestion: {
    edit: "Readers cannot tell whether they reproduced the problem without knowing what you expected and what you got.",
    whyWithoutFigure: "Without it, a silent bug (wrong accuracy, NaN) cannot be confirmed as reproduced (Shah et al., 2024).",
    build: ({ status, facts }) => ({
      text: status === "partial" ? facts.missing === "actual" ? "Say what actually happens: the error, or the output you get, next to what you expected." : "Say what you expected to happen, next to what you got." : "Say what you expected to happen and what happened instead.",
      snippet: ""
    })
  }
};
var missingHalf = (half) => ({ missing: half });

// lib/items/registry.ts
var CHECKLIST = {
  code,
  code_runnable: codeRunnable,
  data,
  model,
  hyperparameters,
  logs,
  environment,
  expected_vs_actual: expectedVsActual
};
var checklistItems = Object.values(CHECKLIST);

// lib/classify/framework.ts
var TAGS = {
  pytorch: "pytorch",
  torch: "pytorch",
  "pytorch-lightning": "pytorch",
  torchvision: "pytorch",
  libtorch: "pytorch",
  "pytorch-geometric": "pytorch",
  fastai: "pytorch",
  detectron2: "pytorch",
  torchtext: "pytorch",
  "pytorch-dataloader": "pytorch",
  tensorflow: "tensorflow",
  "tensorflow2.0": "tensorflow",
  "tensorflow2.x": "tensorflow",
  "tensorflow-datasets": "tensorflow",
  "tf.keras": "keras",
  keras: "keras",
  "keras-layer": "keras",
  jax: "jax",
  flax: "jax",
  "huggingface-transformers": "huggingface",
  "huggingface-tokenizers": "huggingface",
  huggingface: "huggingface"
};
var MODULES = {
  torch: "pytorch",
  torchvision: "pytorch",
  torchtext: "pytorch",
  torchaudio: "pytorch",
  pytorch_lightning: "pytorch",
  lightning: "pytorch",
  fastai: "pytorch",
  detectron2: "pytorch",
  torch_geometric: "pytorch",
  timm: "pytorch",
  tensorflow: "tensorflow",
  tensorflow_hub: "tensorflow",
  tensorflow_datasets: "tensorflow",
  tf: "tensorflow",
  keras: "keras",
  jax: "jax",
  flax: "jax",
  transformers: "huggingface",
  tokenizers: "huggingface",
  datasets: "huggingface"
};
var PROSE = [
  ["pytorch", /\b(?:pytorch|torch|libtorch)\b/gi],
  ["tensorflow", /\b(?:tensorflow|tf\.\w+)\b/gi],
  ["keras", /\bkeras\b/gi],
  ["jax", /\b(?:jax|flax)\b/gi],
  ["huggingface", /\b(?:hugging ?face|transformers library|from_pretrained)\b/gi]
];
var CODE_IDIOMS = [
  [
    "keras",
    /\bmodel\.add\(|\bSequential\(\s*\)|\b(?:Dense|Conv[123]D|MaxPooling[123]D|LSTM|Dropout|Flatten)\([^)]*(?:activation|input_shape|input_dim|units|filters)\s*=|\.compile\([^)]*(?:optimizer|loss)\s*=|\.fit\([^)]*\bepochs\s*=/
  ],
  [
    "pytorch",
    /\bnn\.(?:Module|Linear|Conv[123]d|Sequential|functional)\b|\.backward\(\)|\.zero_grad\(\)|\btorch\.\w+|\bF\.(?:relu|softmax|cross_entropy|nll_loss)\(|\.cuda\(\)/
  ],
  ["tensorflow", /\btf\.\w+/],
  ["jax", /\bjnp\.\w+|\bjax\.\w+/]
];
function tallyFrameworks(ctx) {
  const tally = { pytorch: 0, tensorflow: 0, keras: 0, jax: 0, huggingface: 0 };
  for (const tag of ctx.tags) if (TAGS[tag]) tally[TAGS[tag]] += 3;
  for (const { fact } of ctx.python) {
    for (const f of fact.frameworks) {
      const root = f.split(".")[0];
      if (MODULES[root]) tally[MODULES[root]] += 4;
      if (f.startsWith("tensorflow.keras") || f === "tf.keras") tally.keras += 2;
    }
  }
  for (const { block } of ctx.python) {
    const text = ctx.question.blocks[block].text;
    for (const [fw, idiom] of CODE_IDIOMS) if (idiom.test(text)) tally[fw] += 2;
  }
  for (const b of ctx.program.blocks) {
    if (!b.traceback) continue;
    for (const frame of b.traceback.frames) {
      const m = /[\\/](?:site|dist)-packages[\\/](\w+)/.exec(frame.file);
      if (m && MODULES[m[1]]) tally[MODULES[m[1]]] += 1;
    }
  }
  const prose = `${ctx.titleLower}
${ctx.proseLower}`;
  for (const [fw, pattern] of PROSE) tally[fw] += Math.min(3, (prose.match(pattern) ?? []).length);
  return tally;
}
function detectFramework(ctx) {
  const t = tallyFrameworks(ctx);
  const tensorflowFamily = t.tensorflow + t.keras;
  const best = Math.max(t.pytorch, tensorflowFamily, t.jax);
  if (best === 0) return t.huggingface > 0 ? "huggingface" : "other";
  if (t.pytorch === best) return "pytorch";
  if (tensorflowFamily === best) return t.keras > t.tensorflow ? "keras" : "tensorflow";
  return "jax";
}

// lib/classify/bugReport.ts
var FAILURE = /\b(?:error|errors|exception|traceback|fails?|failed|failing|failure|crash\w*|bug|broken|doesn'?t work|does not work|didn'?t work|did not work|not working|isn'?t working|won'?t|unable to|can(?:no|')t (?:get|load|import|run|find|use|save|install|train|seem)|wrong|incorrect\w*|inconsistent|spurious|truncated|not right|too (?:long|short|large|small|high|low|big)|becomes? none|unexpected\w*|strange|weird|odd|problem|issue|stuck|hangs?|freez\w*|nan\b|nans\b|inf\b|not (?:decreas|increas|improv|chang|learn|converg|updat)\w*|doesn'?t (?:learn|change|improve|converge|decrease|update)|(?:very|too|extremely) slow|slower|out of memory|killed|segmentation fault|used to work|worked (?:fine|well|perfectly|before|previously)|previous (?:tf |tensorflow |torch |pytorch |keras )?versions?|(?:after|since) (?:upgrad|updat)\w*|never (?:happened|resulted|had this)|keeps? (?:giving|returning)|always (?:returns?|predicts?|outputs?|gives?)|same (?:output|value|result|prediction)s?|zero accuracy|accuracy (?:is|stays|remains|drops|difference)|loss (?:is|stays|remains|becomes|goes|explod\w*)|constant (?:loss|output|accuracy)|(?:got|gets|returns?|returning|is) (?:none|nan|empty|zero)|not available|(?:does(?:n'?t|'t|nt| not)|did(?:n'?t| not)|is(?:n'?t| not)|are(?:n'?t| not)|can(?:'?t|not)|won'?t|not) (?:\w+ing|change|work|learn|improve|decrease|increase|accept|split|update|recogni[sz]e|match|fit|run|load|save|see|find)\b)/gi;
var REPORT_TEMPLATE = /\b(?:current|actual|observed) behaviou?r\b|\bsteps to reproduce\b|\bto reproduce\b/i;
var FIX_REQUEST = /\b(?:how (?:to|do i|can i|should i) (?:solve|fix|resolve|avoid|get rid of|debug|handle|deal with)|improv\w* (?:my |the )?(?:\w+ )?(?:accuracy|model|classifier|results?|performance)|what (?:am i|are we|i am|i'm|is|are|could be|might be|can be) (?:doing )?wrong|what(?:'s| is) (?:going )?wrong|what (?:could|can|might) go wrong|where (?:did|do|am) i (?:go|going) wrong|what mistakes? (?:am i|are we|i am|i'm|did i|have i))\b/i;
var ERROR_STATED = /\b(?:get|gets|getting|got|throws?|throwing|threw|raises?|raising|raised|gives?|giving|gave|returns?|returning|shows?|showing|encounter(?:ed|ing)?|run into|ran into|hit)\s+(?:me\s+)?(?:an?|the|this|that|these|following|same|some)\s+(?:\S+\s+){0,3}?(?:error|exception)s?\b|\b(?:error|exception) (?:is|was|gets|got) (?:raised|thrown)\b/i;
var WHY_IT_WORKS = /\bwhy (?:this|it|that)(?: code| snippet| approach| function)? (?:actually |still |even )?(?:works?|is working)\s*[.?!:]/i;
var SYMPTOM_TITLE = /\b(?:got|gets|getting|returns?|returning|gives?|giving|outputs?|produces?)\s+(?:none|nan|empty|zeros?|a list|list|same|wrong|different|negative)\b|\b(?:constant|stuck|frozen|empty|slow|unstable|exploding|vanishing|negative)\s+(?:loss|accuracy|output|gradients?|model|training|prediction)s?\b|\b(?:loss|accuracy|output|model|gradients?|weights?)\s+(?:is|are|stays?|remains?|becomes?)\s+(?:empty|constant|zero|nan|none|same|negative)\b|\bcan'?t be greater\b|\bnot \w+ing\b/;
var HOW_TO2 = /^(?:how (?:to|do|can|should|would|does|is|are)|what (?:is|are|does|do)|which|is (?:there|it)|are there|can (?:i|we|you|pytorch|torch)|should i|when (?:should|to|do)|difference between|best way|pytorch:? how|any (?:way|idea)|where)\b|\b(?:how (?:to|do i|can i|should i|would i)|is there (?:a|any)|what is the (?:best|right|correct|proper|recommended)|best (?:way|practice)|equivalent of|the differences? between|understand(?:ing)?|explain|what does [^?\n]{0,100} mean|recommend)\b/i;
function bugReportSignals(ctx) {
  const errorShown = ctx.program.blocks.some((b) => b.kind === "traceback" || b.traceback !== null && b.traceback.exceptionType !== null) || ctx.errors.length > 0;
  const text = `${ctx.titleLower}
${ctx.proseLower}`;
  const failureWords = (text.match(FAILURE) ?? []).length;
  const titleFailureWords = (ctx.titleLower.match(FAILURE) ?? []).length + (SYMPTOM_TITLE.test(ctx.titleLower) ? 1 : 0);
  const titleHowTo = HOW_TO2.test(ctx.titleLower);
  const howTo = titleHowTo || HOW_TO2.test(ctx.proseLower.slice(-600));
  const fixRequest = FIX_REQUEST.test(text) || REPORT_TEMPLATE.test(text);
  const errorStated = ERROR_STATED.test(text);
  const asksWhyItWorks = WHY_IT_WORKS.test(text);
  return { errorShown, failureWords, titleFailureWords, howTo, titleHowTo, fixRequest, errorStated, asksWhyItWorks };
}
function isBugReport(ctx) {
  const s = bugReportSignals(ctx);
  let score = 0;
  if (s.errorShown) score += 3;
  else if (s.errorStated) score += 2;
  if (s.fixRequest) score += 2;
  score += Math.min(3, s.failureWords);
  if (s.titleFailureWords) score += 1;
  if (s.howTo) score -= 1;
  if (s.asksWhyItWorks) score -= 2;
  return score >= 2;
}

// lib/classify/tagRule.ts
var TAG_TYPES = [
  ["model", ["layer", "model", "activation-function"]],
  ["tensor_input", ["tensor"]],
  [
    "training",
    [
      "loss-function",
      "training-data",
      "optimization",
      "loss",
      "data-augmentation",
      "performance",
      "learning-rate",
      "hyperparameters",
      "initialization",
      "imbalanced-data",
      "nan"
    ]
  ],
  ["gpu", ["gpu", "nvidia", "cuda"]],
  ["api", ["typeerror", "valueerror", "attributeerror", "importerror", "compilererrors", "syntaxerror", "modulenotfounderror"]]
];
function bugTypeFromTags(tags) {
  const lower = new Set(tags.map((t) => t.toLowerCase()));
  for (const [type, typeTags] of TAG_TYPES) if (typeTags.some((t) => lower.has(t))) return type;
  return null;
}

// lib/classify/bugType.ts
var ERROR_RULES = [
  // Device placement, GPU memory, CUDA runtime and availability — not dtype errors that merely name a CUDA type.
  [
    "gpu",
    /out of memory|device-side assert|cuda error|cudnn|cublas|nccl|cuda runtime|no cuda gpus|cuda driver|nvidia|device type|same device|different devices?|on (?:the )?(?:cpu|cuda|gpu) but|expected (?:object of )?(?:device|backend)|(?:device|backend) (?:type )?(?:cpu|cuda)|deserialize object on a cuda device|is_available|libcudart|libcuda|cuda\w* is not available|(?:input|weight) type \(torch\.cuda|torch\.cuda\.\w+tensor\) and/i
  ],
  // A module's forward() called with arguments its definition does not take ("forward() takes 1 positional argument
  // but 2 were given", "forward() missing 1 required positional argument") is a fault in how the model is defined
  // or composed (a wrong forward signature, a custom layer inside nn.Sequential), not a misused library call.
  ["model", /\bforward\(\) (?:takes|missing|got)\b/i],
  // A missing attribute, name or module, or a call with the wrong arguments, is an API misuse whatever it names
  // ("'Net' object has no attribute 'size'" is not a shape bug).
  [
    "api",
    /^(?:attributeerror|importerror|modulenotfounderror|nameerror|unboundlocalerror|syntaxerror|indentationerror|picklingerror)\b|has no attribute|not callable|no module named|cannot import name|unexpected keyword|got an unexpected|missing \d+ required|positional arguments? but/i
  ],
  [
    "tensor_input",
    /size mismatch|\bsizes?\b|shape|scalar type|one element tensors|must be long|\b(?:long|float|double|int|byte|bool)\b.{0,200}\b(?:expected|found|got)\b|(?:expected|found|got)\b.{0,200}\b(?:long|float|double|int|byte|bool)\b|multi-target|dimension|\bdims?\b|expected (?:input|target|object of scalar type|scalar type|\d+d|[\w\s]{0,60}size)|must match|mat1|mat2|matmul|mismatch|out of range|out of bounds|too many indices|not (?:implemented|supported) (?:on \w+ )?for '?(?:long|int|float|half|double|byte|bool|char|short|bfloat16)\b|sizes? of tensors|invalid argument \d|expected .{0,200} but got|got (?:input|target) of size|non-?singleton|dtype|scalar type|broadcast|view size|reshape|not compatible with input|number of (?:channels|dims)|batch[_ ]size/i
  ],
  [
    "api",
    /\b(?:typeerror|notimplementederror|filenotfounderror|oserror|keyerror|deprecated|unpickl|pickle|version|state_dict|missing key|unexpected key)\b/i
  ],
  ["training", /\bnan\b|inf\b|loss|gradient|backward|grad_fn|requires_grad|optimizer|leaf variable|inplace operation|retain_graph/i]
];
var PROSE_RULES = [
  [
    "gpu",
    /\b(?:cuda|gpus?|nvidia|cudnn|multi-?gpu|dataparallel|distributeddataparallel|vram|gpu memory|out of memory|device)\b|\.cuda\(\)/i
  ],
  [
    "training",
    /\b(?:loss(?:es)?|acc(?:uracy)?|converg\w*|overfit\w*|underfit\w*|nan|learning rate|training (?:is|gets|takes)|(?:not|\w+n'?t) (?:seem to |really )?learn(?:ing|s)?|predicts? (?:the )?same|always predicts?|gradients?|vanishing|exploding|optimizers?|weights? (?:are not|don'?t|do not|not) updat\w*|train(?:ing)? (?:slow|speed))\b/i
  ],
  [
    "tensor_input",
    /\b(?:shapes?|dimensions?|dims?|reshape|size mismatch|input size|wrong size|batch (?:size|dimension)|dtype|channels?|tensor of size|one-?hot|squeeze|unsqueeze|permute)\b|\.view\(/i
  ],
  [
    "model",
    /\b(?:layers?|architecture|activations?|pretrained|pre-trained|(?<!sample |class )weights|parameters|hidden states?|embeddings?|conv\w*|lstm|gru|rnn|attention|transfer learning|fine-?tun\w*|freez\w*|model (?:is|does|doesn'?t|returns))\b/i
  ],
  [
    "api",
    /\b(?:install\w*|import\w*|version|deprecated|api|attribute|module|function|argument|parameter|onnx|torchscript|jit|export|convert\w*|save|load\w*|pickle|serializ\w*)\b/i
  ]
];
var ENVIRONMENT_FIELD = /\b(?:versions?|installed|platform|distribution|model and memory|mobile device|compiler)\b|^[\s>*-]*(?:gpus?|cuda|cudnn|os|cpu|hardware|system|environment)\s*$/;
function withoutEnvironmentLines(text) {
  return text.split("\n").filter((line) => {
    const colon = line.indexOf(":");
    return colon < 0 || colon > 120 || !ENVIRONMENT_FIELD.test(line.slice(0, colon));
  }).join("\n");
}
var QUOTED = /"([^"\n]{12,200})"|“([^”\n]{12,200})”|`([^`\n]{12,200})`/g;
var ERROR_WORD = /\b(?:error|exception|warning|fails?|failed|raises?|throws?)\b/i;
function quotedTitleErrors(title) {
  if (!ERROR_WORD.test(title)) return [];
  return [...title.matchAll(QUOTED)].map((m) => `error: ${m[1] ?? m[2] ?? m[3]}`);
}
var TYPE_ORDER = ["gpu", "tensor_input", "training", "model", "api"];
function addMatches(tally, rules, text, weight) {
  for (const [type, pattern] of rules) if (pattern.test(text)) tally[type] += weight;
}
function detectBugType(ctx) {
  const tally = bugTypeTally(ctx);
  let best = TYPE_ORDER[0];
  for (const type of TYPE_ORDER) if (tally[type] > tally[best]) best = type;
  return tally[best] > 0 ? best : "api";
}
function bugTypeTally(ctx) {
  const errorLines = new Set(
    ctx.errors.map((e) => `${e.fact.exceptionType}: ${e.fact.message}`).concat(
      ctx.program.blocks.flatMap(
        (b) => b.traceback?.exceptionType ? [`${b.traceback.exceptionType}: ${b.traceback.message ?? ""}`] : []
      )
    )
  );
  for (const quoted of quotedTitleErrors(ctx.question.title)) errorLines.add(quoted);
  const tally = { gpu: 0, tensor_input: 0, training: 0, model: 0, api: 0 };
  const errorTypes = /* @__PURE__ */ new Set();
  let unmatched = false;
  for (const line of errorLines) {
    const rule = ERROR_RULES.find(([, pattern]) => pattern.test(line));
    if (rule) errorTypes.add(rule[0]);
    else unmatched = true;
  }
  for (const type of errorTypes) tally[type] += 4;
  if (unmatched && errorTypes.size === 0) tally.api += 4;
  addMatches(tally, PROSE_RULES, ctx.titleLower, 2);
  addMatches(tally, PROSE_RULES, withoutEnvironmentLines(ctx.proseLower), 1);
  const byTags = bugTypeFromTags([...ctx.tags]);
  if (byTags && byTags !== "not_a_bug") tally[byTags] += 2;
  return tally;
}

// lib/classify/setupProblem.ts
var SETUP_ERROR = /^(?:ImportError|ModuleNotFoundError|OSError|DLL|PackagesNotFoundError|UnsatisfiableError|CondaHTTPError)|no module named|dll load failed|libcudart|cannot import|could not find a version|no matching distribution|not a supported wheel/i;
var SETUP_WORDS = /\b(?:install(?:ing|ed|ation)?|pip3? install|conda install|setup\.py|wheel|requirements\.txt|import torch|can(?:no|')t import|unable to import|not (?:find|found)|is_available\(\)|cuda is not available|can'?t see (?:the )?gpu|build from source|compil(?:e|ing) (?:pytorch|torch|from source)|docker(?:file)?|heroku|deploy\w*|virtualenv|venv)\b/i;
function isSetupProblem(ctx) {
  const modelOrTraining = ctx.python.some(({ fact }) => fact.models.length > 0 || fact.training.length > 0);
  if (modelOrTraining) return false;
  const setupError = ctx.errors.some((e) => SETUP_ERROR.test(`${e.fact.exceptionType}: ${e.fact.message}`));
  const setupWords = SETUP_WORDS.test(ctx.titleLower) || SETUP_WORDS.test(ctx.proseLower) && ctx.python.every(({ fact }) => fact.lines <= 6);
  return setupError || setupWords;
}

// lib/bugTypeNames.ts
var BUG_TYPE_NAMES = {
  training: "training",
  model: "model",
  tensor_input: "tensor/input",
  api: "API",
  gpu: "GPU",
  not_a_bug: "not a bug report"
};

// lib/suggest.ts
function suggestionsFor(items, ctx, framework, bugType) {
  const top = TOP_ITEMS[bugType];
  const order = [...top, ...ITEM_IDS.filter((id) => !top.includes(id))];
  const suggestions = [];
  for (const id of order) {
    const s = suggestionFor(id, items[id], ctx, framework, bugType);
    if (s) suggestions.push(s);
  }
  return suggestions;
}
function suggestionFor(id, judgment2, ctx, framework, bugType) {
  if (judgment2.status !== "absent" && judgment2.status !== "partial") return null;
  const recipe = CHECKLIST[id].suggestion;
  const built = recipe.build(judgment2, ctx, framework);
  return { item: id, text: built.text, snippet: built.snippet, why: whyItMatters(id, bugType), edit: recipe.edit };
}
function whyItMatters(item, bugType) {
  const typed = CRITICAL_SHARE_BY_TYPE[bugType][item];
  if (typed !== void 0)
    return `For ${BUG_TYPE_NAMES[bugType]} bugs, this was critical in ${typed} % of the reproduced cases (Shah et al., 2024).`;
  const overall = CRITICAL_SHARE_OVERALL[item];
  if (overall !== void 0) return `This was critical in ${overall} % of reproduced Stack Overflow bugs (Shah et al., 2024).`;
  const own = CHECKLIST[item].suggestion.whyWithoutFigure;
  if (own === null) throw new Error(`checklist item ${item} has no figure and no why of its own`);
  return own;
}

// lib/engine.ts
var MAX_ANALYSED_CHARS = 2e5;
function analyzeQuestion(input) {
  const { question, notes } = boundQuestion(input);
  const ctx = buildJudgeContext(question);
  const framework = detectFramework(ctx);
  const bugReport = isBugReport(ctx);
  const typed = detectBugType(ctx);
  const classification = {
    framework,
    isBugReport: bugReport,
    bugType: bugReport ? typed : "not_a_bug",
    isSetupProblem: isSetupProblem(ctx)
  };
  const judged = {};
  for (const id of ITEM_IDS) judged[id] = CHECKLIST[id].judge(ctx, classification, judged);
  const items = judged;
  const suggestions = suggestionsFor(items, ctx, framework, typed);
  return {
    question_id: question.id,
    title: question.title,
    framework,
    versions: ctx.versions.map(({ fact }) => ({ name: fact.name, version: fact.version })),
    apiEra: detectApiEra(ctx),
    is_bug_report: bugReport,
    bug_type: classification.bugType,
    bug_type_by_tags: bugTypeFromTags(question.tags),
    items,
    suggestions,
    notes
  };
}
function boundQuestion(question) {
  const notes = question.truncated ? [question.truncated] : [];
  if (question.text.length <= MAX_ANALYSED_CHARS) return { question, notes };
  const kept = question.blocks.filter((b) => b.end <= MAX_ANALYSED_CHARS);
  const first = question.blocks[kept.length];
  if (first && first.start < MAX_ANALYSED_CHARS) {
    kept.push({ ...first, text: first.text.slice(0, MAX_ANALYSED_CHARS - first.start), end: MAX_ANALYSED_CHARS });
  }
  notes.push(
    `The body has ${question.text.length.toLocaleString("en")} characters; only the first ${MAX_ANALYSED_CHARS.toLocaleString("en")} were analysed (${question.blocks.length - kept.length} later blocks skipped).`
  );
  return { question: { ...question, blocks: kept, text: question.text.slice(0, MAX_ANALYSED_CHARS) }, notes };
}
var TF1_API = /\btf\.(?:Session|placeholder|global_variables_initializer|contrib|get_variable|variable_scope)\b|\btf\.compat\.v1\b/;
var OLD_TORCH_API = /\bVariable\([^)]*volatile\s*=|\.data\[0\]/;
function detectApiEra(ctx) {
  for (const b of ctx.question.blocks) {
    if (b.kind !== "code") continue;
    if (TF1_API.test(b.text)) return "tf1";
    if (OLD_TORCH_API.test(b.text)) return "torch<0.4";
  }
  return null;
}

// lib/readers/htmlEntityNames.ts
var NAMED_CHARACTERS = {
  // The five SO always escapes, plus the space.
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\xA0",
  // Typography.
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  sbquo: "\u201A",
  ldquo: "\u201C",
  rdquo: "\u201D",
  bdquo: "\u201E",
  laquo: "\xAB",
  raquo: "\xBB",
  lsaquo: "\u2039",
  rsaquo: "\u203A",
  hellip: "\u2026",
  bull: "\u2022",
  middot: "\xB7",
  prime: "\u2032",
  Prime: "\u2033",
  dagger: "\u2020",
  Dagger: "\u2021",
  permil: "\u2030",
  oline: "\u203E",
  frasl: "\u2044",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  zwnj: "\u200C",
  zwj: "\u200D",
  lrm: "\u200E",
  rlm: "\u200F",
  shy: "\xAD",
  copy: "\xA9",
  reg: "\xAE",
  trade: "\u2122",
  deg: "\xB0",
  plusmn: "\xB1",
  times: "\xD7",
  divide: "\xF7",
  micro: "\xB5",
  para: "\xB6",
  sect: "\xA7",
  cent: "\xA2",
  pound: "\xA3",
  euro: "\u20AC",
  yen: "\xA5",
  curren: "\xA4",
  brvbar: "\xA6",
  uml: "\xA8",
  ordf: "\xAA",
  ordm: "\xBA",
  not: "\xAC",
  macr: "\xAF",
  acute: "\xB4",
  cedil: "\xB8",
  sup1: "\xB9",
  sup2: "\xB2",
  sup3: "\xB3",
  frac14: "\xBC",
  frac12: "\xBD",
  frac34: "\xBE",
  iexcl: "\xA1",
  iquest: "\xBF",
  circ: "\u02C6",
  tilde: "\u02DC",
  grave: "`",
  lowbar: "_",
  ast: "*",
  num: "#",
  dollar: "$",
  percnt: "%",
  lpar: "(",
  rpar: ")",
  comma: ",",
  period: ".",
  colon: ":",
  semi: ";",
  excl: "!",
  quest: "?",
  commat: "@",
  lsqb: "[",
  rsqb: "]",
  lcub: "{",
  rcub: "}",
  verbar: "|",
  bsol: "\\",
  sol: "/",
  equals: "=",
  plus: "+",
  Tab: "	",
  NewLine: "\n",
  // Arrows and maths.
  larr: "\u2190",
  uarr: "\u2191",
  rarr: "\u2192",
  darr: "\u2193",
  harr: "\u2194",
  crarr: "\u21B5",
  lArr: "\u21D0",
  uArr: "\u21D1",
  rArr: "\u21D2",
  dArr: "\u21D3",
  hArr: "\u21D4",
  forall: "\u2200",
  part: "\u2202",
  exist: "\u2203",
  empty: "\u2205",
  nabla: "\u2207",
  isin: "\u2208",
  notin: "\u2209",
  ni: "\u220B",
  prod: "\u220F",
  sum: "\u2211",
  minus: "\u2212",
  lowast: "\u2217",
  radic: "\u221A",
  prop: "\u221D",
  infin: "\u221E",
  ang: "\u2220",
  and: "\u2227",
  or: "\u2228",
  cap: "\u2229",
  cup: "\u222A",
  int: "\u222B",
  there4: "\u2234",
  sim: "\u223C",
  cong: "\u2245",
  asymp: "\u2248",
  ne: "\u2260",
  equiv: "\u2261",
  le: "\u2264",
  ge: "\u2265",
  sub: "\u2282",
  sup: "\u2283",
  nsub: "\u2284",
  sube: "\u2286",
  supe: "\u2287",
  oplus: "\u2295",
  otimes: "\u2297",
  perp: "\u22A5",
  sdot: "\u22C5",
  lceil: "\u2308",
  rceil: "\u2309",
  lfloor: "\u230A",
  rfloor: "\u230B",
  lang: "\u27E8",
  rang: "\u27E9",
  loz: "\u25CA",
  spades: "\u2660",
  clubs: "\u2663",
  hearts: "\u2665",
  diams: "\u2666",
  check: "\u2713",
  cross: "\u2717",
  fnof: "\u0192",
  weierp: "\u2118",
  image: "\u2111",
  real: "\u211C",
  alefsym: "\u2135",
  // Greek.
  Alpha: "\u0391",
  Beta: "\u0392",
  Gamma: "\u0393",
  Delta: "\u0394",
  Epsilon: "\u0395",
  Zeta: "\u0396",
  Eta: "\u0397",
  Theta: "\u0398",
  Iota: "\u0399",
  Kappa: "\u039A",
  Lambda: "\u039B",
  Mu: "\u039C",
  Nu: "\u039D",
  Xi: "\u039E",
  Omicron: "\u039F",
  Pi: "\u03A0",
  Rho: "\u03A1",
  Sigma: "\u03A3",
  Tau: "\u03A4",
  Upsilon: "\u03A5",
  Phi: "\u03A6",
  Chi: "\u03A7",
  Psi: "\u03A8",
  Omega: "\u03A9",
  alpha: "\u03B1",
  beta: "\u03B2",
  gamma: "\u03B3",
  delta: "\u03B4",
  epsilon: "\u03B5",
  zeta: "\u03B6",
  eta: "\u03B7",
  theta: "\u03B8",
  iota: "\u03B9",
  kappa: "\u03BA",
  lambda: "\u03BB",
  mu: "\u03BC",
  nu: "\u03BD",
  xi: "\u03BE",
  omicron: "\u03BF",
  pi: "\u03C0",
  rho: "\u03C1",
  sigmaf: "\u03C2",
  sigma: "\u03C3",
  tau: "\u03C4",
  upsilon: "\u03C5",
  phi: "\u03C6",
  chi: "\u03C7",
  psi: "\u03C8",
  omega: "\u03C9",
  thetasym: "\u03D1",
  upsih: "\u03D2",
  piv: "\u03D6",
  // Latin-1 letters.
  Agrave: "\xC0",
  Aacute: "\xC1",
  Acirc: "\xC2",
  Atilde: "\xC3",
  Auml: "\xC4",
  Aring: "\xC5",
  AElig: "\xC6",
  Ccedil: "\xC7",
  Egrave: "\xC8",
  Eacute: "\xC9",
  Ecirc: "\xCA",
  Euml: "\xCB",
  Igrave: "\xCC",
  Iacute: "\xCD",
  Icirc: "\xCE",
  Iuml: "\xCF",
  ETH: "\xD0",
  Ntilde: "\xD1",
  Ograve: "\xD2",
  Oacute: "\xD3",
  Ocirc: "\xD4",
  Otilde: "\xD5",
  Ouml: "\xD6",
  Oslash: "\xD8",
  Ugrave: "\xD9",
  Uacute: "\xDA",
  Ucirc: "\xDB",
  Uuml: "\xDC",
  Yacute: "\xDD",
  THORN: "\xDE",
  szlig: "\xDF",
  agrave: "\xE0",
  aacute: "\xE1",
  acirc: "\xE2",
  atilde: "\xE3",
  auml: "\xE4",
  aring: "\xE5",
  aelig: "\xE6",
  ccedil: "\xE7",
  egrave: "\xE8",
  eacute: "\xE9",
  ecirc: "\xEA",
  euml: "\xEB",
  igrave: "\xEC",
  iacute: "\xED",
  icirc: "\xEE",
  iuml: "\xEF",
  eth: "\xF0",
  ntilde: "\xF1",
  ograve: "\xF2",
  oacute: "\xF3",
  ocirc: "\xF4",
  otilde: "\xF5",
  ouml: "\xF6",
  oslash: "\xF8",
  ugrave: "\xF9",
  uacute: "\xFA",
  ucirc: "\xFB",
  uuml: "\xFC",
  yacute: "\xFD",
  thorn: "\xFE",
  yuml: "\xFF",
  Yuml: "\u0178",
  OElig: "\u0152",
  oelig: "\u0153",
  Scaron: "\u0160",
  scaron: "\u0161"
};

// lib/readers/htmlEntities.ts
var LEGACY_NAMES_WITHOUT_SEMICOLON = /* @__PURE__ */ new Set(["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]);
var C1_REPLACEMENTS = {
  128: 8364,
  130: 8218,
  131: 402,
  132: 8222,
  133: 8230,
  134: 8224,
  135: 8225,
  136: 710,
  137: 8240,
  138: 352,
  139: 8249,
  140: 338,
  142: 381,
  145: 8216,
  146: 8217,
  147: 8220,
  148: 8221,
  149: 8226,
  150: 8211,
  151: 8212,
  152: 732,
  153: 8482,
  154: 353,
  155: 8250,
  156: 339,
  158: 382,
  159: 376
};
var CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([a-zA-Z][a-zA-Z0-9]{1,31});?)/g;
function decodeCodePoint(codePoint) {
  if (codePoint === 0 || codePoint > 1114111 || codePoint >= 55296 && codePoint <= 57343) return "\uFFFD";
  return String.fromCodePoint(C1_REPLACEMENTS[codePoint] ?? codePoint);
}
function decodeHtmlEntities(text, inAttribute = false) {
  if (!text.includes("&")) return text;
  return text.replace(CHARACTER_REFERENCE, (match, hex, dec, name, offset) => {
    if (hex !== void 0) return decodeCodePoint(parseInt(hex, 16));
    if (dec !== void 0) return decodeCodePoint(parseInt(dec, 10));
    const hasSemicolon = match.endsWith(";");
    const value = NAMED_CHARACTERS[name];
    if (value !== void 0 && hasSemicolon) return value;
    for (const legacy of LEGACY_NAMES_WITHOUT_SEMICOLON) {
      if (!name.startsWith(legacy)) continue;
      const rest = match.slice(1 + legacy.length);
      const next = rest[0] ?? text[(offset ?? 0) + match.length] ?? "";
      if (inAttribute && (next === "=" || /[a-zA-Z0-9]/.test(next))) return match;
      return NAMED_CHARACTERS[legacy] + rest;
    }
    return match;
  });
}

// lib/readers/readerError.ts
var ReaderError = class extends Error {
  name = "ReaderError";
  constructor(message) {
    super(message);
  }
};

// lib/readers/stackExchangeSite.ts
function siteFromHost(host) {
  const name = host.trim().toLowerCase().replace(/^www\./, "").replace(/\.$/, "");
  if (name.endsWith(".stackexchange.com")) return name.slice(0, -".stackexchange.com".length);
  if (name.endsWith(".com")) return name.slice(0, -".com".length);
  return name;
}
function siteFromUrl(url) {
  if (!url) return "";
  try {
    return siteFromHost(new URL(url).hostname);
  } catch {
    return "";
  }
}

// lib/readers/proseText.ts
var WHITESPACE_RUN = /[ \t\n\f\r\u00a0]+/g;
var ProseText = class {
  /** Written pieces, joined once in `finish` (no string ropes while building). */
  pieces = [];
  length = 0;
  /** What goes before the next visible character: '', ' ', a run of line breaks or a cell separator. */
  pending = "";
  /** Spans opened since the last visible character; their start is the next character's position. */
  awaitingStart = [];
  inlineCode = [];
  links = [];
  get isEmpty() {
    return this.length === 0;
  }
  /** Appends text; whitespace runs collapse to one space. */
  append(text) {
    const collapsed = text.replace(WHITESPACE_RUN, " ");
    let start = 0;
    let end = collapsed.length;
    if (collapsed.charCodeAt(0) === 32) {
      if (!this.pending) this.pending = " ";
      start = 1;
    }
    const trailingSpace = end > start && collapsed.charCodeAt(end - 1) === 32;
    if (trailingSpace) end--;
    if (end > start) this.writeVisible(start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end));
    if (trailingSpace) this.pending = " ";
  }
  /** `<br>` or a markdown hard break: each one is a "\n" (two in a row leave an empty line, as on the page). */
  lineBreak() {
    this.pending = this.pending.includes("\n") ? `${this.pending}
` : "\n";
  }
  /** The end of a line-like element inside a quote block (paragraph, list item, heading): at most one "\n". */
  endLine() {
    if (!this.pending.includes("\n")) this.pending = "\n";
  }
  /** Between two table cells of one row. */
  cellSeparator() {
    if (!this.pending.includes("\n")) this.pending = " | ";
  }
  openSpan(href = null) {
    const span = { start: null, href };
    this.awaitingStart.push(span);
    return span;
  }
  /** Closes a span from `openSpan`. Empty inline code is dropped; an empty link is kept (its href still matters). */
  closeSpan(span, kind) {
    const index = this.awaitingStart.indexOf(span);
    if (index >= 0) this.awaitingStart.splice(index, 1);
    const start = span.start ?? this.length;
    if (kind === "code") {
      if (this.length > start) this.inlineCode.push({ start, end: this.length, href: null });
    } else {
      this.links.push({ start, end: this.length, href: span.href ?? "" });
    }
  }
  /** The text and spans. Trailing whitespace and breaks were never written, so there is nothing to trim. */
  finish() {
    const text = this.pieces.join("");
    return {
      text,
      inlineCode: this.inlineCode.map(({ start, end }) => ({ start, end, text: text.slice(start, end) })),
      links: this.links.map(({ start, end, href }) => ({ start, end, text: text.slice(start, end), href: href ?? "" }))
    };
  }
  /** Writes a run without whitespace, after whatever separator is pending (never at the very start). */
  writeVisible(run) {
    if (this.length && this.pending) {
      this.pieces.push(this.pending);
      this.length += this.pending.length;
    }
    this.pending = "";
    if (this.awaitingStart.length) {
      for (const span of this.awaitingStart) span.start = this.length;
      this.awaitingStart.length = 0;
    }
    this.pieces.push(run);
    this.length += run.length;
  }
};

// lib/readers/blockCollector.ts
var BlockCollector = class {
  blocks = [];
  current = null;
  currentKind = "prose";
  quoteDepth = 0;
  pendingImages = [];
  nextLang = void 0;
  allLang = void 0;
  /** The prose or quote text being written; opened on first use. */
  text() {
    if (!this.current) {
      this.current = new ProseText();
      this.currentKind = this.quoteDepth > 0 ? "quote" : "prose";
    }
    return this.current;
  }
  /** The edge of a block-level element: a new prose block, or a new line inside a quote. */
  boundary() {
    if (this.quoteDepth > 0) this.current?.endLine();
    else this.flush();
  }
  enterQuote() {
    if (this.quoteDepth === 0) this.flush();
    else this.boundary();
    this.quoteDepth++;
  }
  leaveQuote() {
    this.quoteDepth = Math.max(0, this.quoteDepth - 1);
    if (this.quoteDepth === 0) this.flush();
    else this.boundary();
  }
  /** A code block. `lang`: the block's own hint (null = explicitly none), or undefined to use a comment hint. */
  code(text, lang) {
    this.flush();
    const resolved = lang !== void 0 ? lang : this.nextLang !== void 0 ? this.nextLang : this.allLang;
    this.nextLang = void 0;
    this.blocks.push({ kind: "code", text, lang: resolved ?? null });
  }
  image(alt, src) {
    this.pendingImages.push({ kind: "image", text: alt, src });
  }
  langComment(hint) {
    if (hint.all) this.allLang = hint.lang;
    else this.nextLang = hint.lang;
  }
  finish() {
    this.flush();
    return this.blocks;
  }
  /** Ends the current prose/quote block (dropped when empty) and places the images it held after it. */
  flush() {
    if (this.current && !this.current.isEmpty) {
      const { text, inlineCode: inlineCode2, links } = this.current.finish();
      this.blocks.push({ kind: this.currentKind, text, inlineCode: inlineCode2, links });
    }
    this.current = null;
    if (this.pendingImages.length) {
      this.blocks.push(...this.pendingImages);
      this.pendingImages = [];
    }
  }
};

// lib/readers/codeLanguage.ts
var NO_HINT = /* @__PURE__ */ new Set(["", "none", "default"]);
function normalizeLangHint(raw) {
  if (raw == null) return null;
  const hint = raw.trim().toLowerCase().replace(/^lang(?:uage)?-/, "");
  return NO_HINT.has(hint) ? null : hint;
}
function langFromPreClass(className) {
  if (!className) return void 0;
  for (const name of className.split(/\s+/)) {
    if (name === "default") return null;
    if (name.startsWith("lang-")) return normalizeLangHint(name);
  }
  return void 0;
}
function langFromCodeClass(className) {
  if (!className) return void 0;
  const names = className.split(/\s+/);
  if (names.includes("hljs")) return void 0;
  const language = names.find((name) => name.startsWith("language-"));
  return language ? normalizeLangHint(language) : void 0;
}
var LANG_COMMENT = /^\s*language(-all)?\s*:\s*(?:([^\s>]+)\s*)?$/i;
function langFromComment(comment2) {
  const match = LANG_COMMENT.exec(comment2);
  return match ? { lang: normalizeLangHint(match[2] ?? ""), all: Boolean(match[1]) } : null;
}

// lib/readers/htmlParser.ts
var VOID_ELEMENTS = /* @__PURE__ */ new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr"
]);
var RAW_TEXT_ELEMENTS = /* @__PURE__ */ new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "noscript"]);
var RCDATA_ELEMENTS = /* @__PURE__ */ new Set(["textarea", "title"]);
var CLOSES_PARAGRAPH = /* @__PURE__ */ new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "center",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dd",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "li",
  "listing",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "ul"
]);
var SCOPE_BOUNDARIES = /* @__PURE__ */ new Set(["table", "td", "th", "caption", "html", "template", "button", "object"]);
var HEADINGS = /* @__PURE__ */ new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
var LISTS = ["ul", "ol", "menu"];
var TABLE_SECTIONS = ["table", "thead", "tbody", "tfoot"];
var MAX_DEPTH = 256;
var OpenElements = class {
  constructor(sink) {
    this.sink = sink;
  }
  sink;
  tags = [];
  /** Set after `<pre>`/`<listing>`/`<textarea>`: one newline right after the start tag is dropped, as browsers do. */
  dropNextNewline = false;
  text(data2) {
    if (this.dropNextNewline) {
      this.dropNextNewline = false;
      if (data2.charCodeAt(0) === 10) data2 = data2.slice(1);
    }
    if (data2) this.sink.text(data2);
  }
  comment(data2) {
    this.dropNextNewline = false;
    this.sink.comment(data2);
  }
  startTag(tag, attrs, selfClosing) {
    this.dropNextNewline = false;
    this.closeImpliedBy(tag);
    this.sink.open(tag, attrs);
    if (VOID_ELEMENTS.has(tag) || selfClosing || this.tags.length >= MAX_DEPTH) {
      this.sink.close(tag);
      return;
    }
    this.tags.push(tag);
    if (tag === "pre" || tag === "listing" || tag === "textarea") this.dropNextNewline = true;
  }
  endTag(tag) {
    this.dropNextNewline = false;
    if (tag === "br") {
      this.startTag("br", NO_ATTRIBUTES, true);
      return;
    }
    const scoped = tag === "p" || tag === "li" || HEADINGS.has(tag);
    this.popTo(this.findOpen(tag, scoped));
  }
  /** Closes whatever is still open at the end of input. */
  end() {
    this.popTo(0);
  }
  popTo(index) {
    if (index < 0) return;
    while (this.tags.length > index) this.sink.close(this.tags.pop());
  }
  /** Index of the innermost open `tag` (any heading for `h1`–`h6`), or -1. */
  findOpen(tag, scoped) {
    for (let i = this.tags.length - 1; i >= 0; i--) {
      const open = this.tags[i];
      if (open === tag || HEADINGS.has(tag) && HEADINGS.has(open)) return i;
      if (scoped && SCOPE_BOUNDARIES.has(open)) return -1;
    }
    return -1;
  }
  /**
   * Index of the outermost open element among `wanted` above the nearest `container` (or scope boundary), or -1.
   * Outermost, so that `<tr>` after a `<td>` left open closes the cell and its row together.
   */
  findOpenWithin(wanted, containers) {
    let found = -1;
    for (let i = this.tags.length - 1; i >= 0; i--) {
      const open = this.tags[i];
      if (containers.includes(open) || SCOPE_BOUNDARIES.has(open) && !wanted.includes(open)) break;
      if (wanted.includes(open)) found = i;
    }
    return found;
  }
  closeImpliedBy(tag) {
    if (CLOSES_PARAGRAPH.has(tag)) this.popTo(this.findOpen("p", true));
    if (tag === "li") this.popTo(this.findOpenWithin(["li"], LISTS));
    else if (tag === "dt" || tag === "dd") this.popTo(this.findOpenWithin(["dt", "dd"], ["dl"]));
    else if (tag === "tr") this.popTo(this.findOpenWithin(["tr", "td", "th"], TABLE_SECTIONS));
    else if (tag === "td" || tag === "th") this.popTo(this.findOpenWithin(["td", "th"], ["tr", "table"]));
    else if (tag === "thead" || tag === "tbody" || tag === "tfoot") {
      this.popTo(this.findOpenWithin(["thead", "tbody", "tfoot", "tr", "td", "th"], ["table"]));
    } else if (HEADINGS.has(tag) && HEADINGS.has(this.tags[this.tags.length - 1])) this.popTo(this.tags.length - 1);
    else if (tag === "a") this.popTo(this.findOpen("a", true));
  }
};
function isAsciiLetter(code2) {
  return code2 >= 65 && code2 <= 90 || code2 >= 97 && code2 <= 122;
}
function isHtmlWhitespace(code2) {
  return code2 === 32 || code2 === 10 || code2 === 9 || code2 === 12 || code2 === 13;
}
var NO_ATTRIBUTES = Object.freeze({});
var WHOLE_TAG = /<(\/?)(?=([a-zA-Z][^\t\n\f\r />]*))\2((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
var TAG_NAME = /[^\s/>]+/y;
var ATTRIBUTE = /([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;
function parseHtml(html, sink) {
  const source = html.includes("\r") ? html.replace(/\r\n?/g, "\n") : html;
  const open = new OpenElements(sink);
  let pos = 0;
  while (pos < source.length) {
    const lt = source.indexOf("<", pos);
    if (lt < 0) {
      open.text(decodeHtmlEntities(source.slice(pos)));
      break;
    }
    if (lt > pos) open.text(decodeHtmlEntities(source.slice(pos, lt)));
    pos = readMarkup(source, lt, open);
  }
  open.end();
}
function readMarkup(source, lt, open) {
  const next = source.charCodeAt(lt + 1);
  if (next === 33 && source.startsWith("<!--", lt)) {
    const end2 = source.indexOf("-->", lt + 4);
    open.comment(source.slice(lt + 4, end2 < 0 ? source.length : end2));
    return end2 < 0 ? source.length : end2 + 3;
  }
  if (next === 33 || next === 63) {
    const end2 = source.indexOf(">", lt);
    return end2 < 0 ? source.length : end2 + 1;
  }
  const isEnd = next === 47;
  const nameStart = isEnd ? lt + 2 : lt + 1;
  if (!isAsciiLetter(source.charCodeAt(nameStart))) {
    if (isEnd && source.charCodeAt(nameStart) === 62) return nameStart + 1;
    open.text("<");
    return lt + 1;
  }
  let tag;
  let attrs;
  let end;
  let selfClosing;
  WHOLE_TAG.lastIndex = lt;
  const whole = WHOLE_TAG.exec(source);
  if (whole) {
    tag = whole[2].toLowerCase();
    end = WHOLE_TAG.lastIndex;
    attrs = whole[3] ? readAttributes(whole[3], 0).attrs : NO_ATTRIBUTES;
    selfClosing = whole[3].endsWith("/");
  } else {
    TAG_NAME.lastIndex = nameStart;
    tag = TAG_NAME.exec(source)[0].toLowerCase();
    ({ attrs, end, selfClosing } = readAttributes(source, TAG_NAME.lastIndex));
  }
  if (isEnd) {
    open.endTag(tag);
    return end;
  }
  open.startTag(tag, attrs, selfClosing);
  if (selfClosing || !(RAW_TEXT_ELEMENTS.has(tag) || RCDATA_ELEMENTS.has(tag))) return end;
  return readRawText(source, end, tag, open);
}
function readAttributes(source, pos) {
  const attrs = /* @__PURE__ */ Object.create(null);
  while (pos < source.length) {
    const code2 = source.charCodeAt(pos);
    if (isHtmlWhitespace(code2)) {
      pos++;
      continue;
    }
    if (code2 === 62) return { attrs, end: pos + 1, selfClosing: false };
    if (code2 === 47) {
      if (source.charCodeAt(pos + 1) === 62) return { attrs, end: pos + 2, selfClosing: true };
      pos++;
      continue;
    }
    ATTRIBUTE.lastIndex = pos;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      pos++;
      continue;
    }
    pos = ATTRIBUTE.lastIndex;
    const name = match[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? "", true);
  }
  return { attrs, end: source.length, selfClosing: false };
}
function readRawText(source, pos, tag, open) {
  const closer = new RegExp(`</${tag}[\\s/>]`, "ig");
  closer.lastIndex = pos;
  const match = closer.exec(source);
  const textEnd = match ? match.index : source.length;
  const raw = source.slice(pos, textEnd);
  open.text(RCDATA_ELEMENTS.has(tag) ? decodeHtmlEntities(raw) : raw);
  if (!match) return source.length;
  open.endTag(tag);
  const gt = source.indexOf(">", match.index);
  return gt < 0 ? source.length : gt + 1;
}
function readHtmlTag(markup) {
  WHOLE_TAG.lastIndex = 0;
  const whole = WHOLE_TAG.exec(markup);
  if (!whole || WHOLE_TAG.lastIndex !== markup.length) return null;
  return {
    tag: whole[2].toLowerCase(),
    attrs: whole[3] ? readAttributes(whole[3], 0).attrs : NO_ATTRIBUTES,
    isEnd: whole[1] === "/",
    selfClosing: whole[3].endsWith("/")
  };
}

// lib/readers/stackOverflowHtml.ts
var MAX_BODY_HTML_CHARS = 1e6;
function readStackOverflowBodyHtml(html, meta = {}) {
  const body2 = typeof html === "string" ? html : "";
  const cut = body2.length > MAX_BODY_HTML_CHARS;
  const collector = new BlockCollector();
  readHtmlInto(cut ? body2.slice(0, MAX_BODY_HTML_CHARS) : body2, collector);
  const question = assembleQuestion({
    site: meta.site ?? "",
    id: meta.id ?? null,
    title: meta.title ?? "",
    tags: meta.tags ?? [],
    source: meta.source ?? "html",
    blocks: collector.finish()
  });
  if (cut) question.truncated = `body HTML cut at ${MAX_BODY_HTML_CHARS} of ${body2.length} characters`;
  return question;
}
function readHtmlInto(html, collector) {
  parseHtml(html, new HtmlBlockWalker(collector));
}
var SKIPPED_TAGS = /* @__PURE__ */ new Set([
  "script",
  "style",
  "template",
  "noscript",
  "head",
  "title",
  "textarea",
  "select",
  "button",
  "svg",
  "math",
  "iframe",
  "object",
  "canvas",
  "audio",
  "video",
  "mjx-container"
]);
var SKIPPED_CLASS = new RegExp(
  `(?:^|\\s)(?:${[
    "MathJax_Preview",
    "MathJax",
    "MJX_Assistive_MathML",
    "MathJax_Display",
    "MathJax_CHTML",
    "MathJax_SVG",
    "MathJax_SVG_Display",
    "MathJax_PHTML",
    "d-none"
  ].join("|")})(?=\\s|$)`
);
var BLOCK_TAGS = /* @__PURE__ */ new Set([
  "address",
  "article",
  "aside",
  "body",
  "caption",
  "center",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dd",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "html",
  "legend",
  "li",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "ul"
]);
var CODE_BLOCK_TAGS = /* @__PURE__ */ new Set(["pre", "listing", "xmp"]);
function isSkipped(tag, className) {
  return SKIPPED_TAGS.has(tag) || className !== void 0 && SKIPPED_CLASS.test(className);
}
var SKIP_FRAME = { kind: "skip" };
var INLINE_FRAME = { kind: "inline" };
var BLOCK_FRAME = { kind: "block" };
var QUOTE_FRAME = { kind: "quote" };
var CELL_FRAME2 = { kind: "cell" };
var IN_CODE_FRAME = { kind: "inCode" };
var CODE_FRAME = { kind: "code" };
var CODE_CHILD_FRAME = { kind: "codeChild" };
var HtmlBlockWalker = class {
  constructor(collector) {
    this.collector = collector;
  }
  collector;
  frames = [];
  skipDepth = 0;
  /** Inside a table cell, block edges are spaces: a row stays one prose block. */
  cellDepth = 0;
  rows = [];
  code = null;
  open(tag, attrs) {
    if (this.skipDepth > 0 || isSkipped(tag, attrs.class)) {
      this.skipDepth++;
      this.frames.push(SKIP_FRAME);
      return;
    }
    if (this.code) {
      if (tag === "code") {
        if (!this.code.sawCode && this.code.lang === void 0) this.code.lang = langFromCodeClass(attrs.class);
        this.code.sawCode = true;
        this.code.codeDepth++;
        this.frames.push(CODE_CHILD_FRAME);
        return;
      }
      this.frames.push(IN_CODE_FRAME);
      return;
    }
    this.frames.push(this.openElement(tag, attrs));
  }
  close() {
    const frame = this.frames.pop();
    if (!frame) return;
    switch (frame.kind) {
      case "skip":
        this.skipDepth--;
        return;
      case "code":
        return this.closeCodeBlock();
      case "codeChild":
        if (this.code) this.code.codeDepth--;
        return;
      case "quote":
        return this.collector.leaveQuote();
      case "row":
        this.rows.pop();
        return this.blockEdge();
      case "cell":
        this.cellDepth--;
        return;
      case "span":
        return frame.prose.closeSpan(frame.span, frame.spanKind);
      case "block":
        return this.blockEdge();
    }
  }
  text(data2) {
    if (this.skipDepth > 0) return;
    if (this.code) {
      this.code.prePieces.push(data2);
      if (this.code.codeDepth > 0) this.code.codePieces.push(data2);
    } else this.collector.text().append(data2);
  }
  comment(data2) {
    if (this.skipDepth > 0 || this.code) return;
    const hint = langFromComment(data2);
    if (hint) this.collector.langComment(hint);
  }
  openElement(tag, attrs) {
    if (CODE_BLOCK_TAGS.has(tag)) {
      this.code = { prePieces: [], codePieces: [], codeDepth: 0, sawCode: false, lang: langFromPreClass(attrs.class) };
      return CODE_FRAME;
    }
    switch (tag) {
      case "br":
        this.collector.text().lineBreak();
        return INLINE_FRAME;
      case "hr":
        this.blockEdge();
        return INLINE_FRAME;
      case "img":
        this.collector.image(attrs.alt ?? "", attrs.src ?? "");
        return INLINE_FRAME;
      case "blockquote":
        this.collector.enterQuote();
        return QUOTE_FRAME;
      case "tr": {
        this.blockEdge();
        const row = { kind: "row", cells: 0 };
        this.rows.push(row);
        return row;
      }
      case "td":
      case "th": {
        const row = this.rows[this.rows.length - 1];
        if (row && row.cells++ > 0) this.collector.text().cellSeparator();
        this.cellDepth++;
        return CELL_FRAME2;
      }
      case "code":
        return this.openSpan("code", null);
      case "a":
        return attrs.href !== void 0 ? this.openSpan("link", attrs.href) : INLINE_FRAME;
    }
    if (BLOCK_TAGS.has(tag)) {
      this.blockEdge();
      return BLOCK_FRAME;
    }
    return INLINE_FRAME;
  }
  /**
   * Spans close on the prose they opened in: if a block element inside ends that prose block first (a `pre`
   * inside an `a`), the span stays with the earlier block's text and is cut there.
   */
  openSpan(spanKind, href) {
    const prose = this.collector.text();
    return { kind: "span", prose, span: prose.openSpan(href), spanKind };
  }
  blockEdge() {
    if (this.cellDepth > 0) this.collector.text().append(" ");
    else this.collector.boundary();
  }
  /** The code's exact textContent, minus the one newline that ends every SO code block. */
  closeCodeBlock() {
    const { prePieces, codePieces, sawCode, lang } = this.code;
    this.code = null;
    const text = (sawCode ? codePieces : prePieces).join("");
    this.collector.code(text.endsWith("\n") ? text.slice(0, -1) : text, lang);
  }
};

// lib/readers/markdownSyntax.ts
import { Autolink, Line, Strikethrough, Table, parser as commonMarkParser } from "@lezer/markdown";

// lib/readers/markdownDelimiters.ts
import { Element, InlineContext } from "@lezer/markdown";
var OPEN = 1;
var CLOSE = 2;
function isDelimiter(part) {
  return part !== null && !(part instanceof Element) && typeof part.side === "number";
}
var scanningResolveMarkers = InlineContext.prototype.resolveMarkers;
function resolveMarkers(from) {
  const bottoms = /* @__PURE__ */ new Map();
  for (let i = from; i < this.parts.length; i++) {
    const close = this.parts[i];
    if (!isDelimiter(close) || !close.type.resolve || !(close.side & CLOSE)) continue;
    const emp = close.type.resolve === "Emphasis" && close.type.mark === "EmphasisMark";
    const closeSize = close.to - close.from;
    const kind = (close.side & OPEN) * 3 + close.size % 3;
    const kinds = bottoms.get(close.type) ?? [from, from, from, from, from, from];
    bottoms.set(close.type, kinds);
    let open;
    let j = i - 1;
    for (; j >= kinds[kind]; j--) {
      const part = this.parts[j];
      if (isDelimiter(part) && part.side & OPEN && part.type === close.type && !(emp && (close.side & OPEN || part.side & CLOSE) && (part.size + close.size) % 3 === 0 && (part.size % 3 || close.size % 3))) {
        open = part;
        break;
      }
    }
    if (!open) {
      kinds[kind] = i;
      continue;
    }
    let type = close.type.resolve;
    const content = [];
    let start = open.from;
    let end = close.to;
    if (emp) {
      const size = Math.min(2, open.to - open.from, closeSize);
      start = open.to - size;
      end = close.from + size;
      type = size === 1 ? "Emphasis" : "StrongEmphasis";
    }
    if (open.type.mark) content.push(this.elt(open.type.mark, start, open.to));
    for (let k = j + 1; k < i; k++) {
      const part = this.parts[k];
      if (part instanceof Element) content.push(part);
      this.parts[k] = null;
    }
    if (close.type.mark) content.push(this.elt(close.type.mark, close.from, end));
    const element = this.elt(type, start, end, content);
    const Delimiter = close.constructor;
    this.parts[j] = emp && open.from !== start ? new Delimiter(open.type, open.from, start, open.side, open.size) : null;
    const keep = this.parts[i] = emp && close.to !== end ? new Delimiter(close.type, end, close.to, close.side, close.size) : null;
    if (keep) this.parts.splice(i, 0, element);
    else this.parts[i] = element;
  }
  const result = [];
  for (let i = from; i < this.parts.length; i++) {
    const part = this.parts[i];
    if (part instanceof Element) result.push(part);
  }
  return result;
}
function useLinearEmphasis() {
  InlineContext.prototype.resolveMarkers = resolveMarkers;
}

// lib/readers/markdownSyntax.ts
useLinearEmphasis();
var scanningFindColumn = Line.prototype.findColumn;
var lastText = null;
var lastHasTab = false;
Line.prototype.findColumn = function findColumn(goal) {
  if (this.text !== lastText) {
    lastText = this.text;
    lastHasTab = this.text.includes("	");
  }
  return lastHasTab ? scanningFindColumn.call(this, goal) : Math.max(0, Math.min(goal, this.text.length));
};
var markdownParser = commonMarkParser.configure([
  Table,
  Strikethrough,
  Autolink,
  { parseInline: [{ name: "HardBreak", parse: hardBreak }], parseBlock: [{ name: "HorizontalRule", parse: horizontalRule }] }
]);
function hardBreak(cx, next, start) {
  if (next === 92 && cx.char(start + 1) === 10) return cx.addElement(cx.elt("HardBreak", start, start + 2));
  if (next !== 32 || cx.char(start - 1) === 32) return -1;
  let pos = start + 1;
  while (cx.char(pos) === 32) pos++;
  return cx.char(pos) === 10 && pos >= start + 2 ? cx.addElement(cx.elt("HardBreak", start, pos + 1)) : -1;
}
var HORIZONTAL_RULE = commonMarkParser.nodeSet.types.find((type) => type.name === "HorizontalRule").id;
function horizontalRule(cx, line) {
  const mark2 = line.next;
  if (mark2 !== 42 && mark2 !== 45 && mark2 !== 95) return false;
  const tail = ruleTails(line.text);
  const index = mark2 === 42 ? 0 : mark2 === 45 ? 1 : 2;
  if (tail.lastOther[index] > line.pos || tail.marks[index] - marksBefore(tail, index, line.pos) < 3) return false;
  const from = cx.lineStart + line.pos;
  cx.nextLine();
  cx.addNode(HORIZONTAL_RULE, from);
  return true;
}
var lastTails = null;
function ruleTails(text) {
  if (lastTails?.text === text) return lastTails;
  const tails = { text, lastOther: [-1, -1, -1], marks: [0, 0, 0], at: [[], [], []] };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    const blank = ch === 32 || ch === 9 || ch === 10 || ch === 13;
    const index = ch === 42 ? 0 : ch === 45 ? 1 : ch === 95 ? 2 : -1;
    if (index === 0 || index === 1 || index === 2) {
      tails.marks[index]++;
      tails.at[index].push(i);
    }
    if (!blank) {
      for (let m = 0; m < 3; m++) if (m !== index) tails.lastOther[m] = i;
    }
  }
  lastTails = tails;
  return tails;
}
function marksBefore(tails, index, pos) {
  const at = tails.at[index];
  let lo = 0;
  let hi = at.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (at[mid] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function collectLinkDefinitions(source, top) {
  const definitions = /* @__PURE__ */ new Map();
  const cursor = top.cursor();
  do {
    if (cursor.name !== "LinkReference") continue;
    const label = cursor.node.getChild("LinkLabel");
    const url = cursor.node.getChild("URL");
    if (!label) continue;
    const key = normalizeLabel(source.slice(label.from + 1, label.to - 1));
    if (!definitions.has(key)) definitions.set(key, url ? readDestination(source.slice(url.from, url.to)) : "");
  } while (cursor.next());
  return definitions;
}
function normalizeLabel(label) {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}
function readDestination(raw) {
  const unwrapped = raw.startsWith("<") && raw.endsWith(">") ? raw.slice(1, -1) : raw;
  return decodeHtmlEntities(unwrapped.replace(/\\([!-/:-@[-`{-~])/g, "$1"));
}

// lib/readers/stackOverflowMarkdown.ts
var MAX_MARKDOWN_CHARS = 5e5;
var MAX_NESTING = 100;
function readStackOverflowMarkdown(markdown, meta = {}) {
  const full = typeof markdown === "string" ? markdown : "";
  const cut = full.length > MAX_MARKDOWN_CHARS;
  const source = (cut ? full.slice(0, MAX_MARKDOWN_CHARS) : full).replace(/\r\n?/g, "\n");
  const collector = new BlockCollector();
  const top = markdownParser.parse(source).topNode;
  new MarkdownBlockWalker(source, collector, collectLinkDefinitions(source, top)).walkBlocks(top, 0);
  const question = assembleQuestion({
    site: meta.site ?? "",
    id: meta.id ?? null,
    title: meta.title ?? "",
    tags: meta.tags ?? [],
    source: meta.source ?? "markdown",
    blocks: collector.finish()
  });
  if (cut) question.truncated = `markdown cut at ${MAX_MARKDOWN_CHARS} of ${full.length} characters`;
  return question;
}
var MARK_NODES = /* @__PURE__ */ new Set([
  "EmphasisMark",
  "StrikethroughMark",
  "HeaderMark",
  "QuoteMark",
  "ListMark",
  "CodeMark",
  "TableDelimiter",
  "LinkMark"
]);
var MarkdownBlockWalker = class {
  constructor(source, collector, definitions) {
    this.source = source;
    this.collector = collector;
    this.definitions = definitions;
  }
  source;
  collector;
  definitions;
  walkBlocks(parent, depth) {
    for (let node = parent.firstChild; node; node = node.nextSibling) this.walkBlock(node, depth + 1);
  }
  walkBlock(node, depth) {
    const { collector } = this;
    if (depth > MAX_NESTING) {
      collector.text().append(this.source.slice(node.from, node.to));
      return;
    }
    switch (node.name) {
      case "Paragraph":
      case "ATXHeading1":
      case "ATXHeading2":
      case "ATXHeading3":
      case "ATXHeading4":
      case "ATXHeading5":
      case "ATXHeading6":
      case "SetextHeading1":
      case "SetextHeading2":
        collector.boundary();
        this.walkInline(node, collector.text(), depth);
        return collector.boundary();
      case "Blockquote":
        collector.enterQuote();
        this.walkBlocks(node, depth);
        return collector.leaveQuote();
      case "ListItem":
        collector.boundary();
        this.walkBlocks(node, depth);
        return collector.boundary();
      case "FencedCode":
        return collector.code(this.fencedCodeText(node), this.fenceLang(node));
      case "CodeBlock":
        return collector.code(this.codeTextOf(node), void 0);
      case "HTMLBlock":
        return readHtmlInto(this.withoutQuoteMarks(node), collector);
      case "CommentBlock": {
        const comment2 = this.source.slice(node.from, node.to).replace(/^<!--|-->\s*$/g, "");
        const hint = langFromComment(comment2);
        if (hint) collector.langComment(hint);
        return;
      }
      case "Table":
        return this.table(node, depth);
      case "HorizontalRule":
        return collector.boundary();
      case "LinkReference":
      case "ProcessingInstructionBlock":
      case "QuoteMark":
      case "ListMark":
        return;
      default:
        return this.walkBlocks(node, depth);
    }
  }
  /** Each row (header included) is one prose block, cells joined with " | ". */
  table(table, depth) {
    for (let row = table.firstChild; row; row = row.nextSibling) {
      if (row.name !== "TableHeader" && row.name !== "TableRow") continue;
      this.collector.boundary();
      let cells = 0;
      for (let cell = row.firstChild; cell; cell = cell.nextSibling) {
        if (cell.name !== "TableCell") continue;
        const prose = this.collector.text();
        if (cells++ > 0) prose.cellSeparator();
        this.walkInline(cell, prose, depth);
      }
      this.collector.boundary();
    }
  }
  /** Inline content of `node`: the text between its child nodes is literal text. */
  walkInline(node, prose, depth) {
    let pos = node.from;
    const openHtmlSpans = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.from > pos) prose.append(this.source.slice(pos, child.from));
      pos = Math.max(pos, child.to);
      if (child.name === "HTMLTag") this.inlineHtml(child, prose, openHtmlSpans);
      else this.inlineNode(child, prose, depth + 1);
    }
    if (node.to > pos) prose.append(this.source.slice(pos, node.to));
    for (const open of openHtmlSpans.reverse()) prose.closeSpan(open.span, open.tag === "code" ? "code" : "link");
  }
  inlineNode(node, prose, depth) {
    const text = this.source.slice(node.from, node.to);
    if (MARK_NODES.has(node.name)) return;
    switch (node.name) {
      case "Escape":
        return prose.append(text.slice(1));
      case "Entity":
        return prose.append(decodeHtmlEntities(text));
      case "HardBreak":
        return prose.lineBreak();
      case "InlineCode": {
        const span = prose.openSpan();
        prose.append(this.innerText(node, "CodeMark"));
        return prose.closeSpan(span, "code");
      }
      case "URL": {
        const span = prose.openSpan(text);
        prose.append(text);
        return prose.closeSpan(span, "link");
      }
      case "Autolink": {
        const url = node.getChild("URL");
        const address = url ? this.source.slice(url.from, url.to) : "";
        const span = prose.openSpan(/^[^@\s]+@[^@\s]+$/.test(address) && !address.includes(":") ? `mailto:${address}` : address);
        prose.append(address);
        return prose.closeSpan(span, "link");
      }
      case "Link":
        return this.link(node, prose, depth);
      case "Image":
        return this.image(node, prose, depth);
      case "HTMLTag":
      // inline HTML nested in link text or emphasis: the tag is dropped, its text kept
      case "Comment":
      case "ProcessingInstruction":
        return;
    }
    if (depth > MAX_NESTING) return prose.append(text);
    this.walkInline(node, prose, depth);
  }
  link(node, prose, depth) {
    const href = this.linkTarget(node);
    if (href === null) {
      prose.append(this.source.slice(node.from, node.to));
      return;
    }
    const span = prose.openSpan(href);
    const { from, to } = this.linkTextRange(node);
    this.walkRange(node, from, to, prose, depth);
    prose.closeSpan(span, "link");
  }
  /** `![alt](src)` or `![alt][1]`: an image block placed after the paragraph it sits in. */
  image(node, prose, depth) {
    const src = this.linkTarget(node);
    if (src === null) {
      prose.append(this.source.slice(node.from, node.to));
      return;
    }
    const alt = new ProseText();
    const { from, to } = this.linkTextRange(node);
    this.walkRange(node, from, to, alt, depth);
    this.collector.image(alt.finish().text, src);
  }
  /** Inline content of `node` between `from` and `to` (a link's or image's text). */
  walkRange(node, from, to, prose, depth) {
    let pos = from;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.from < from || child.to > to) continue;
      if (child.from > pos) prose.append(this.source.slice(pos, child.from));
      this.inlineNode(child, prose, depth + 1);
      pos = child.to;
    }
    if (to > pos) prose.append(this.source.slice(pos, to));
  }
  /** Where the link/image text sits: between the opening `[`/`![` and the matching `]`. */
  linkTextRange(node) {
    const marks = node.getChildren("LinkMark");
    const open = marks[0];
    const close = marks.find((mark2) => this.source[mark2.from] === "]");
    return { from: open ? open.to : node.from, to: close ? close.from : node.to };
  }
  /** The destination: inline `(url)`, a full/collapsed `[label]`, or the shortcut text; null when undefined. */
  linkTarget(node) {
    const url = node.getChild("URL");
    if (url) return readDestination(this.source.slice(url.from, url.to));
    const marks = node.getChildren("LinkMark");
    if (marks.some((mark2) => this.source[mark2.from] === "(")) return "";
    const label = node.getChild("LinkLabel");
    const labelText = label ? this.source.slice(label.from + 1, label.to - 1) : "";
    const { from, to } = this.linkTextRange(node);
    const key = normalizeLabel(labelText || this.source.slice(from, to));
    return this.definitions.get(key) ?? null;
  }
  /** `<br>`, `<code>…</code>`, `<a href>…</a>`, `<img>` written as inline HTML; other tags are dropped, text kept. */
  inlineHtml(node, prose, open) {
    const tag = readHtmlTag(this.source.slice(node.from, node.to));
    if (!tag) return;
    if (tag.tag === "br" && !tag.isEnd) return prose.lineBreak();
    if (tag.tag === "img" && !tag.isEnd) return this.collector.image(tag.attrs.alt ?? "", tag.attrs.src ?? "");
    if (tag.tag !== "code" && !(tag.tag === "a" && (tag.isEnd || tag.attrs.href !== void 0))) return;
    if (!tag.isEnd) {
      open.push({ tag: tag.tag, span: prose.openSpan(tag.tag === "a" ? tag.attrs.href : null) });
      return;
    }
    const index = open.map((entry2) => entry2.tag).lastIndexOf(tag.tag);
    if (index < 0) return;
    const [entry] = open.splice(index, 1);
    prose.closeSpan(entry.span, tag.tag === "code" ? "code" : "link");
  }
  /** Source text of a node's content, without its leading and trailing `markName` children. */
  innerText(node, markName) {
    const marks = node.getChildren(markName);
    const from = marks.length ? marks[0].to : node.from;
    const to = marks.length > 1 ? marks[marks.length - 1].from : node.to;
    return this.source.slice(from, Math.max(from, to));
  }
  /** Code text as lezer delimits it: CodeText pieces exclude container prefixes (`> `, list indentation). */
  codeTextOf(node) {
    let text = "";
    for (const piece of node.getChildren("CodeText")) text += this.source.slice(piece.from, piece.to);
    return text;
  }
  /**
   * Fenced code text. lezer strips container prefixes but not the fence's own indentation, which CommonMark
   * removes from every content line ("   ```" -> up to 3 spaces per line); so it is removed here.
   */
  fencedCodeText(node) {
    const text = this.codeTextOf(node);
    const indent = this.fenceIndent(node);
    if (!indent) return text;
    const strip = new RegExp(`^ {1,${indent}}`, "gm");
    return text.replace(strip, "");
  }
  /** Spaces between the fence's container content column and the opening fence. */
  fenceIndent(node) {
    const fence = node.getChild("CodeMark");
    if (!fence) return 0;
    const lineStart = this.source.lastIndexOf("\n", fence.from - 1) + 1;
    return Math.max(0, fence.from - lineStart - this.contentColumn(node, lineStart, fence.from));
  }
  /** Column where the innermost container's content starts on the line at `lineStart`. */
  contentColumn(node, lineStart, before) {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (parent.name === "ListItem") {
        const mark2 = parent.getChild("ListMark");
        if (!mark2) return 0;
        const markLineStart = this.source.lastIndexOf("\n", mark2.from - 1) + 1;
        let spaces = 0;
        while (this.source[mark2.to + spaces] === " ") spaces++;
        if (spaces > 4 || spaces === 0) spaces = 1;
        return mark2.to - markLineStart + spaces;
      }
      if (parent.name === "Blockquote") {
        const quote = this.source.lastIndexOf(">", before - 1);
        if (quote < lineStart) return 0;
        return quote - lineStart + 1 + (this.source[quote + 1] === " " ? 1 : 0);
      }
    }
    return 0;
  }
  fenceLang(node) {
    const info = node.getChild("CodeInfo");
    if (!info) return void 0;
    const word = this.source.slice(info.from, info.to).trim().split(/\s+/)[0];
    return normalizeLangHint(decodeHtmlEntities(word));
  }
  /** An HTML block's source without the `>` markers of an enclosing blockquote. */
  withoutQuoteMarks(node) {
    let html = "";
    let pos = node.from;
    for (const mark2 of node.getChildren("QuoteMark")) {
      html += this.source.slice(pos, mark2.from);
      pos = mark2.to;
    }
    return html + this.source.slice(pos, node.to);
  }
};

// lib/readers/stackExchangeApi.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parseIfText(input) {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input);
  } catch {
    throw new ReaderError("not a Stack Exchange API record: the text is not valid JSON");
  }
}
function responseItems(response) {
  if (response.error_id !== void 0) {
    const name = typeof response.error_name === "string" ? response.error_name : "error";
    const message = typeof response.error_message === "string" ? `: ${response.error_message}` : "";
    throw new ReaderError(`the Stack Exchange API returned error ${String(response.error_id)} (${name})${message}`);
  }
  return Array.isArray(response.items) ? response.items : [];
}
function readStackExchangeApiQuestion(record) {
  const value = parseIfText(record);
  if (isRecord(value) && ("items" in value || "error_id" in value)) {
    const [first] = responseItems(value);
    if (first === void 0) throw new ReaderError("the Stack Exchange API response has no items");
    return readQuestionItem(first);
  }
  return readQuestionItem(value);
}
function readQuestionItem(item) {
  if (!isRecord(item)) throw new ReaderError("not a Stack Exchange API question: expected an object");
  if (item.answer_id !== void 0) {
    throw new ReaderError(`API item ${String(item.answer_id)} is an answer, not a question`);
  }
  if (item.comment_id !== void 0) {
    throw new ReaderError(`API item ${String(item.comment_id)} is a comment, not a question`);
  }
  const title = typeof item.title === "string" ? decodeHtmlEntities(item.title).trim() : "";
  const html = firstString(item.body, item.body_html);
  const markdown = firstString(item.body_markdown);
  if (!title && html === null && markdown === null) {
    throw new ReaderError("not a Stack Exchange API question: the record has neither a title nor a body");
  }
  const meta = {
    site: siteFromUrl(typeof item.link === "string" ? item.link : null) || (typeof item.site === "string" ? item.site : ""),
    id: readId(item.question_id),
    title,
    tags: Array.isArray(item.tags) ? item.tags.filter((tag) => typeof tag === "string") : [],
    source: "api"
  };
  if (html !== null) return readStackOverflowBodyHtml(html, meta);
  if (markdown !== null) return readStackOverflowMarkdown(decodeHtmlEntities(markdown), meta);
  return readStackOverflowBodyHtml("", meta);
}
function firstString(...values) {
  for (const value of values) if (typeof value === "string" && value.trim()) return value;
  return null;
}
function readId(value) {
  const id = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
}

// prof.tmp.ts
var qs = readFileSync("../shared/corpus/stackoverflow/pytorch-2020.jsonl", "utf8").split("\n").filter(Boolean).map((l) => readStackExchangeApiQuestion(JSON.parse(l)));
for (let pass = 0; pass < 4; pass++) {
  clearCodeBlockCache();
  const t = performance.now();
  for (const q of qs) analyzeQuestion(q);
  console.log("pass", (performance.now() - t).toFixed(0));
}
