// Finds what printed output and error text show, in any text: tensor shapes, training-log lines,
// error lines and warnings. Works on prose and quotes as well as on code blocks.
import { isWarningType, matchErrorInText } from './errorLines';
import type { ErrorLineFact, Located, OutputFacts, ShapeFact } from './blockFacts';
import { splitLines } from '../python/source';

/** Bounds the facts kept from one text: a huge log says no more with 10,000 shapes than with 500. */
const MAX_SHAPES = 500;
const MAX_LINES = 500;

type Dim = number | null;

// No blanks are read by two neighbouring quantifiers (`\s*(?:is\s*)?`, not `\s*(?:is)?\s*`): a run of blanks would
// be split every way (tests/analysis/regexSafety.test.ts).
const TIMES_LIST = /\[(\s*\d+\s*(?:[x×]\s*\d+\s*)+)\]/g;
const CANNOT_MULTIPLY = /cannot be multiplied \((\d+x\d+(?:x\d+)*) and (\d+x\d+(?:x\d+)*)\)/g;
const KEYWORD_SHAPE =
  /\b(?:shapes?|sizes?|dims|dimensions)\s*(?:(?:=|:|is|of|was|are|should be|must be)\s*)?([([])([^()[\]\n]{0,200})[)\]]/gi;
const BRACKET_LIST = /\[(\s*-?\d+\s*(?:,\s*-?\d+\s*)*(?:,\s*)?)\]/g;
const BRACKET_CONTEXT =
  /\b(sizes?|shapes?|dims?|dimensions?|input|output|weight|expected|got|m1|m2|mat1|mat2|target|vs\.?|and|of)\s*(?:[:=]\s*)?$/i;
const TUPLE = /\(([^()\n]{1,200})\)/g;
const SHAPE_KEYWORD_ARG = /\b(shape|input_shape|batch_shape|output_shape|size|target_shape|newshape|target_size|batch_input_shape)\s*=\s*$/;

const TRAINING_LOG = [
  /^\W*(epoch|iter(ation)?|step|batch)\b\s*(?:[:#[(]\s*)?\d+/i,
  /\b(loss|acc|accuracy|val_loss|val_acc|val_accuracy|train_loss|test_loss|test_acc|mae|mse|auc|f1|perplexity|ppl)\b\s*[:=]\s*[-+]?(\d|nan|inf)/i,
  /(?<!\d)\d+\/\d+\s*\[[=>.]+\]/,
];

/** A metric with its value (`loss: 0.23`, `acc=0.9`) or a Keras progress bar: what makes a comment a pasted log line. */
const LOGGED_VALUE = [TRAINING_LOG[1], TRAINING_LOG[2], /\b(?:loss|acc|accuracy)\b\s*[-+]?(?:\d|nan|inf)/i];

/**
 * Is a code comment a pasted training-log line (`# Epoch 1/10 … loss: 0.23`) rather than prose about
 * the code (`# Step 4: We sample a batch`)? Only a logged metric value or a progress bar says so.
 */
export function isLoggedComment(line: string): boolean {
  return LOGGED_VALUE.some((p) => p.test(line));
}

// A glog line quoted with its source location (`I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN…`) is
// the library's own log, verbatim (codebook `logs`: warnings or the actual printed output).
const WARNING_LINE =
  /\b[A-Z]\w*Warning\s*:|WARNING:(tensorflow|absl|root)|^\s*W\d{4} \d\d:\d\d|\bW tensorflow\/|^\s*(WARNING|Warning)\s*:|\b[IWEF] tensorflow\/[\w/]{1,120}\.cc:\d+\]/;

export function analyzeOutput(text: string): OutputFacts {
  const lines = splitLines(text);
  const trainingLog: Located[] = [];
  const errors: ErrorLineFact[] = [];
  const warnings: Located[] = [];
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
        message: error.message,
      });
    } else if (warnings.length < MAX_LINES && WARNING_LINE.test(line)) warnings.push(trimmed(text, range.start, range.end));
  }
  return { shapes: findShapes(text), trainingLog, errors, warnings };
}

function trimmed(text: string, start: number, end: number): Located {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { start, end, text: text.slice(start, end) };
}

function findShapes(text: string): ShapeFact[] {
  const shapes: ShapeFact[] = [];
  const covered = new Uint8Array(text.length + 1);
  const add = (start: number, end: number, dims: Dim[] | null) => {
    if (!dims || shapes.length >= MAX_SHAPES || covered[start] || covered[end - 1]) return;
    covered.fill(1, start, end);
    shapes.push({ start, end, text: text.slice(start, end), dims });
  };
  for (const m of torchSizes(text)) add(m.start, m.end, parseDims(m.inner, true));
  for (const m of text.matchAll(TIMES_LIST))
    add(
      m.index,
      m.index + m[0].length,
      m[1].split(/[x×]/).map((d) => Number(d.trim())),
    );
  for (const m of text.matchAll(CANNOT_MULTIPLY)) {
    for (const group of [m[1], m[2]]) {
      const start = m.index + m[0].indexOf(group);
      add(start, start + group.length, group.split('x').map(Number));
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
    if (m.index > 0 && /[\w.\]]/.test(text[m.index - 1])) continue; // a call's arguments, not a tuple
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/=\s*$/.test(before) && !SHAPE_KEYWORD_ARG.test(before)) continue; // kernel_size=(3, 3)
    add(m.index, m.index + m[0].length, parseDims(m[1], false));
  }
  return shapes.sort((a, b) => a.start - b.start);
}

const SIZE_OPEN = /Size(\()?\s*\[/y;

/**
 * What `/\b(?:torch\.)?Size\(\s*\[([^\]\n]*)\]\s*\)|\bSize\s*\[([^\]\n]*)\]/g` matches, in one pass: that regex scanned
 * to the next `]` from every `Size([` again, quadratic in a line of them (30 KB: 0.5 s, found beyond the hostile
 * review). Here the next `]` or newline is found once for all the openings before it. `inner` is the bracket's content.
 */
export function torchSizes(text: string): Array<{ start: number; end: number; inner: string }> {
  const found: Array<{ start: number; end: number; inner: string }> = [];
  let stopFrom = 0;
  let stop = -1; // the first `]` or "\n" at or after every position in [stopFrom, stop]
  const closeAt = (from: number) => {
    if (from < stopFrom || from > stop) {
      stopFrom = from;
      stop = from;
      while (stop < text.length && text.charCodeAt(stop) !== 93 && text.charCodeAt(stop) !== 10) stop++;
    }
    return text.charCodeAt(stop) === 93 ? stop : -1;
  };
  let spaceFrom = -1;
  let spaceEnd = -1;
  const afterSpaces = (from: number) => {
    if (from !== spaceFrom) {
      spaceFrom = from;
      spaceEnd = from;
      while (spaceEnd < text.length && /\s/.test(text[spaceEnd])) spaceEnd++;
    }
    return spaceEnd;
  };
  /** The match at `start` whose "Size" is at `size`, or null: `Size(\s*[…]\s*)` first, then `Size\s*[…]` (bare only). */
  const matchAt = (start: number, size: number) => {
    if (start > 0 && /\w/.test(text[start - 1])) return null;
    SIZE_OPEN.lastIndex = size;
    const open = SIZE_OPEN.exec(text);
    if (!open) return null;
    const close = closeAt(SIZE_OPEN.lastIndex);
    if (close < 0) return null;
    const inner = text.slice(SIZE_OPEN.lastIndex, close);
    if (open[1]) {
      const paren = afterSpaces(close + 1);
      // Without its `)` there is no match here: the second form needs `\s*\[` right after `Size`, not `(`.
      return text.charCodeAt(paren) === 41 ? { start, end: paren + 1, inner } : null;
    }
    return start < size ? null : { start, end: close + 1, inner };
  };
  let from = 0;
  for (let size = text.indexOf('Size', from); size >= 0; size = text.indexOf('Size', Math.max(size + 1, from))) {
    const prefixed = size >= 6 && text.startsWith('torch.', size - 6) && size - 6 >= from ? matchAt(size - 6, size) : null;
    const match = prefixed ?? matchAt(size, size);
    if (!match) continue;
    found.push(match);
    from = match.end;
  }
  return found;
}

/**
 * Dimensions of "8, 3, None, -1" or "batch_size, 10". `lenient` (after a shape keyword) accepts one
 * dimension; a bare tuple needs two, or one with a trailing comma, and at least one number or None.
 */
function parseDims(inner: string, lenient: boolean): Dim[] | null {
  const parts = inner.split(',').map((p) => p.trim());
  const trailingComma = parts.length > 1 && parts[parts.length - 1] === '';
  if (trailingComma) parts.pop();
  if (!parts.length || parts.some((p) => p === '')) return null;
  if (!lenient && parts.length < 2 && !trailingComma) return null;
  let concrete = 0;
  const dims: Dim[] = [];
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
