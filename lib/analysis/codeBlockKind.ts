// Says what a code block really holds (Python, a traceback, printed output, shell commands, another
// language) and splits blocks that hold several, such as code followed by its pasted traceback.
// The content decides; the language hint (often wrong: SO tags tracebacks lang-py) breaks ties.
import type { CodeBlockKind, CodeSegment } from './blockFacts';
import { bracketDelta, classifyLine, type LineClass, tripleQuotes } from './lineKinds';
import { splitLines } from '../python/source';
import { isYamlDocument } from './configText';

type Kind = CodeBlockKind;
/** A line's kind after context; null for lines that go with their neighbours (blank, comments, closers). */
type LineKind = Kind | 'text' | null;

interface LineVerdict {
  cls: LineClass;
  kind: LineKind;
  weight: number;
}

const KIND_OF_CLASS: Record<LineClass, LineKind> = {
  blank: null,
  comment: null,
  closer: null,
  tbHead: 'traceback',
  tbFrame: 'traceback',
  tbMarker: 'traceback',
  error: 'traceback',
  native: 'traceback',
  warning: 'output',
  log: 'output',
  value: 'output',
  prompt: 'python',
  shell: 'shell',
  shellMagic: 'shell',
  magic: 'python',
  foreign: 'other',
  foreignWeak: 'other',
  pyStrong: 'python',
  pyWeak: 'python',
  text: 'text',
};

const WEIGHT: Record<LineClass, number> = {
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
  text: 0.4,
};

/** A warning as the `warnings` module formats it, which prints the warning's source line next. */
const WARNING_WITH_SOURCE = /\.py:\d+: [A-Z]\w*Warning:/;

const BREAKS_BRACKETS = new Set<LineClass>(['tbHead', 'tbFrame', 'tbMarker', 'prompt', 'shell']);
const STRONG = new Set<LineClass>(['tbHead', 'tbFrame', 'tbMarker', 'error', 'native', 'log', 'prompt', 'shell', 'foreign', 'pyStrong']);

export interface BlockKinds {
  kind: Kind;
  segments: CodeSegment[];
}

export function classifyCodeBlock(text: string, lang: string | null): CodeBlockKind {
  return analyzeBlockKinds(text, lang).kind;
}

export function splitMixedBlock(text: string, lang: string | null = null): CodeSegment[] {
  return analyzeBlockKinds(text, lang).segments;
}

/** Kind and segments in one pass (program.ts needs both). */
export function analyzeBlockKinds(text: string, lang: string | null): BlockKinds {
  const lines = splitLines(text);
  const texts = lines.map((l) => text.slice(l.start, l.end));
  const verdicts = applyContext(texts);
  markOpeningFrameSource(texts, verdicts);
  resolveNeighbours(verdicts);
  const kind = decideKind(verdicts, hintOf(lang) ?? (isYamlDocument(text) ? 'other' : null));
  return { kind, segments: toSegments(verdicts, lines, text, kind) };
}

// ------------------------------------------------------------ context

/** Frames' code lines and error-message continuations belong to the traceback; open brackets and docstrings carry the opener's kind. */
function applyContext(texts: string[]): LineVerdict[] {
  const verdicts: LineVerdict[] = [];
  let state: 'none' | 'frames' | 'message' | 'afterMessage' = 'none';
  let depth = 0;
  let openKind: LineKind = null;
  let inDocstring = false;
  let previousBlank = true;
  /** The kind a line ending in a backslash carries onto the next line. */
  let continued: LineKind = null;
  /** The line before was a Python warning as `warnings` prints it: `path.py:12: UserWarning: …`. */
  let afterWarning = false;
  texts.forEach((line, i) => {
    const cls = classifyLine(line, texts[i + 1] ?? null);
    let kind = KIND_OF_CLASS[cls];
    const atColumnZero = !/^\s/.test(line);

    // `warnings` prints the source line that warned, indented, under the warning (`  warnings.warn(`): part of
    // the printed output (codebook `logs`: warnings), not code, and its bracket opens nothing.
    const sourceOfWarning = afterWarning && cls !== 'blank' && !atColumnZero;
    afterWarning = cls === 'warning' && WARNING_WITH_SOURCE.test(line);
    if (sourceOfWarning) {
      verdicts.push({ cls, kind: 'output', weight: 0.3 });
      previousBlank = false;
      return;
    }

    // `python run.py \` then `    --do_train \`; `loss = a \` then `    + b`; `RUN echo "\`: the line goes on.
    const continues = continued !== null && cls !== 'blank';
    if (continues) kind = continued;
    continued = null;
    if (continues && kind !== 'python') {
      verdicts.push({ cls, kind, weight: 0.3 });
      if (line.trimEnd().endsWith('\\')) continued = kind;
      previousBlank = false;
      return;
    }
    if (inDocstring) {
      if (tripleQuotes(line) % 2 === 1) inDocstring = false;
      verdicts.push({ cls, kind: 'python', weight: 0.3 });
      previousBlank = false;
      return;
    }
    if (continues) {
      // a continued Python line: no traceback starts or ends here
    } else if (kind === 'traceback') {
      state = cls === 'error' ? 'message' : 'frames';
      depth = 0;
    } else if (state !== 'none' && cls !== 'blank') {
      const leaves =
        cls === 'prompt' ||
        cls === 'shell' ||
        (cls === 'log' && state !== 'frames') ||
        ((cls === 'pyStrong' || cls === 'foreign') && atColumnZero && (previousBlank || state !== 'frames'));
      if (leaves || (state === 'afterMessage' && cls !== 'text' && cls !== 'comment' && !(cls === 'value' && !atColumnZero))) {
        state = 'none';
      } else kind = 'traceback';
    } else if (state === 'message' && cls === 'blank') state = 'afterMessage';

    if (kind !== 'traceback') {
      // Inside open brackets a line continues its opener (`epoch + 1,` in a call is no log line),
      // unless a traceback or prompt starts, or a blank line is followed by a line at column 0.
      const strongElsewhere = atColumnZero && STRONG.has(cls) && kind !== openKind;
      if (depth > 0 && ((previousBlank && atColumnZero) || BREAKS_BRACKETS.has(cls) || strongElsewhere)) depth = 0;
      if (depth > 0 && openKind) kind = openKind;
      if (kind === 'python' || kind === 'output' || kind === 'other') {
        const before = depth;
        depth = Math.max(0, depth + bracketDelta(line));
        if (before === 0 && depth > 0) openKind = kind;
      }
      if (kind === 'python' && tripleQuotes(line) % 2 === 1) inDocstring = true;
    }
    verdicts.push({ cls, kind, weight: continues ? 0.3 : WEIGHT[cls] });
    previousBlank = cls === 'blank';
    if ((kind === 'shell' || kind === 'python' || kind === 'other') && !inDocstring && line.trimEnd().endsWith('\\')) continued = kind;
  });
  return verdicts;
}

/** A frame's source is one statement: a line, or a call Python prints over a few. */
const MAX_FRAME_SOURCE_LINES = 3;

/**
 * A traceback pasted from its last frame's source on: indented line(s), then the error line at column 0
 * (`    assert len(…) > 0, "No inf checks …"` above `AssertionError: No inf checks …`). No `File` line above puts them in
 * the traceback, but Python prints a frame's source indented under its frame, and an asker's code does not open a block
 * indented and end at column 0 with the error.
 */
function markOpeningFrameSource(texts: string[], verdicts: LineVerdict[]): void {
  let first = 0;
  while (first < texts.length && verdicts[first].cls === 'blank') first++;
  let end = first;
  while (end < texts.length && end - first < MAX_FRAME_SOURCE_LINES && /^\s/.test(texts[end]) && verdicts[end].kind === 'python') end++;
  const error = verdicts[end];
  if (end === first || !error || error.cls !== 'error' || /^\s/.test(texts[end])) return;
  for (let i = first; i < end; i++) verdicts[i].kind = 'traceback';
}

/** Blank, comment and closer lines go with the line before (or after, at the start); text lines with a traceback beside them are its message, else output. */
function resolveNeighbours(verdicts: LineVerdict[]): void {
  let previous: LineKind = null;
  const pending: number[] = [];
  for (let i = 0; i < verdicts.length; i++) {
    const verdict = verdicts[i];
    if (verdict.kind === null) {
      if (previous) verdict.kind = previous;
      else pending.push(i);
      continue;
    }
    if (verdict.kind === 'text') {
      const next = nextKind(verdicts, i);
      if (previous === 'traceback' || next === 'traceback') verdict.kind = 'traceback';
      else verdict.kind = previous === 'python' && next === 'python' ? 'python' : 'output';
    }
    for (const p of pending) verdicts[p].kind = verdict.kind;
    pending.length = 0;
    previous = verdict.kind;
  }
  // A block of only comments / blanks: comments are Python.
  if (pending.length) {
    const kind = verdicts.some((v) => v.cls === 'comment') ? 'python' : 'output';
    for (const p of pending) verdicts[p].kind = kind;
  }
}

/** The kind of the first line of a kind after line i, looking past blank lines and comments, at most three other lines on (and 12 in all). */
function nextKind(verdicts: LineVerdict[], i: number): LineKind {
  let content = 0;
  for (let j = i + 1; j < verdicts.length && j <= i + 12 && content < 3; j++) {
    const v = verdicts[j];
    if (v.kind && v.kind !== 'text') return v.kind;
    if (v.cls !== 'blank' && v.cls !== 'comment') content++;
  }
  return null;
}

// ------------------------------------------------------------ the block's kind

type Hint = 'python' | 'shell' | 'other' | null;

const SHELL_LANGS = /^(bash|sh|shell|zsh|console|shell-session|shellsession|powershell|ps1|bat|batch|cmd|dos|terminal)$/;
const PYTHON_LANGS = /^(py|python|python3|python2|ipython|py3|pycon|jupyter)$/;
const NON_LANGS = /^(none|text|plaintext|plain|txt|output|log|default|nohighlight|no-highlight)$/;

function hintOf(lang: string | null): Hint {
  if (!lang) return null;
  const name = lang
    .toLowerCase()
    .replace(/^lang(uage)?-/, '')
    .trim();
  if (!name || NON_LANGS.test(name)) return null;
  if (PYTHON_LANGS.test(name)) return 'python';
  if (SHELL_LANGS.test(name)) return 'shell';
  return 'other';
}

function decideKind(verdicts: LineVerdict[], hint: Hint): Kind {
  const score: Record<Kind, number> = { python: 0, traceback: 0, output: 0, shell: 0, other: 0 };
  const strong: Record<Kind, number> = { python: 0, traceback: 0, output: 0, shell: 0, other: 0 };
  let prompts = 0;
  for (const v of verdicts) {
    if (!v.kind || v.kind === 'text') continue;
    score[v.kind] += v.weight;
    if (STRONG.has(v.cls)) strong[v.kind]++;
    if (v.cls === 'prompt') prompts++;
  }
  if (prompts && score.traceback <= score.python + score.output) return 'python'; // a REPL session
  const ranked = (Object.keys(score) as Kind[]).sort((a, b) => score[b] - score[a]);
  const best = ranked[0];
  if (score[best] === 0) return hint === 'shell' ? 'shell' : hint === 'other' ? 'other' : 'output';
  // A ```shell fence that holds no command line, only log lines (`WARNING:tensorflow:…`, `Epoch 1/20`), is output
  // pasted from a terminal (codebook `logs`), not commands (codebook `code`).
  const logOnly = best === 'output' && score.shell === 0 && strong.output > 0;
  if (hint === 'shell' && best !== 'traceback' && !strong.python && !logOnly) return 'shell';
  if (
    hint === 'other' &&
    !strong.traceback &&
    !strong.output &&
    !strong.python &&
    (best === 'python' || best === 'output' || best === 'other')
  ) {
    return 'other';
  }
  if (hint === 'python' && best !== 'python' && score.python > 0 && !strong[best] && score.python >= 0.5 * score[best]) return 'python';
  return best;
}

// ------------------------------------------------------------ segments

function toSegments(verdicts: LineVerdict[], lines: Array<{ start: number; end: number }>, text: string, blockKind: Kind): CodeSegment[] {
  const segments: CodeSegment[] = [];
  verdicts.forEach((v, i) => {
    const kind = (v.kind === 'text' || v.kind === null ? 'output' : v.kind) as Kind;
    const last = segments[segments.length - 1];
    const end = i + 1 < lines.length ? lines[i + 1].start : text.length;
    if (last && last.kind === kind) last.end = end;
    else segments.push({ kind, start: lines[i].start, end });
  });
  return absorbSlivers(segments, verdicts, lines, blockKind);
}

/** A lone weak line of another kind inside a segment (a `[1, 2]` literal between code lines) joins its neighbours. */
function absorbSlivers(segments: CodeSegment[], verdicts: LineVerdict[], lines: Array<{ start: number }>, blockKind: Kind): CodeSegment[] {
  if (segments.length < 2) return segments.length ? segments : [{ kind: blockKind, start: 0, end: 0 }];
  const lineAt = (offset: number) => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid].start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const merged: CodeSegment[] = [];
  segments.forEach((segment, i) => {
    const first = lineAt(segment.start);
    const last = lineAt(Math.max(segment.start, segment.end - 1));
    const lines = verdicts.slice(first, last + 1);
    const weakOnly = lines.every((v) => !STRONG.has(v.cls));
    // Blank lines after it do not make a lone line a run (`Result = PASS` between output lines).
    const single = lines.filter((v) => v.cls !== 'blank').length <= 1;
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
