// The piece being repaired, as top-level statement groups (topLevelStatements.ts), each parsed on its own and
// re-parsed only when one of its lines changes: a repair round costs what its edits touch, not the whole piece
// (hostile review E2). Each group's problems (compileProblems.ts) are kept with it, so a round asks for the
// compile-time rejections of every group and the first parse error of the piece without walking every group.
import { compileProblems, type EarlierRead, PARSE_ERROR, parseStrictly, parseTolerantly, type RepairWork } from './compileProblems';
import type { Tree } from '@lezer/common';
import { type LineState, lineRole, START_STATE, sameState, stateAfter } from './topLevelStatements';

export type Problem = [line: number, why: string];

interface Group {
  start: number;
  /** One past its last line. */
  end: number;
  /** Problems other than parse errors, by line. */
  rejections: Problem[];
  /** The group's first line whose reason is a parse error, or -1. */
  parseError: number;
  /** Its parse failed only at its end: every line parsed, a bracket was still open. */
  failedAtEnd: boolean;
}

/**
 * A parse error cascades to the lines after it, so a group that does not parse is read only so far past the
 * failure: the rest is read again once the failing line is fixed. The reading goes `near` lines past the
 * failure, and `far` lines when those near lines hold at most `sparse` error nodes. Over the corpus the repair
 * then decides as if it read the whole group, but for one line's reason in one question (63092193); a run of
 * lines that each fail (an unclosed bracket before 30,000 characters of errors) costs a round the near lines.
 */
const PAST_FAILURE = {
  near: 10,
  far: 40,
  sparse: 10,
  characters: 1500,
};

/**
 * Line index -> why, for one group's text: all its problems if it parses, else those up to past its first
 * failure; with the tree read, for the next read of the same group to reuse (`earlier`).
 */
export function groupProblems(
  text: string,
  work: RepairWork,
  earlier?: EarlierRead,
): { problems: Map<number, string>; read: EarlierRead | undefined; failedAtEnd: boolean } {
  // A group within the near reading is read whole either way: one tolerant parse (with no error node it is
  // the strict tree) instead of a strict one that throws first.
  if (text.length < PAST_FAILURE.characters && lineBreaks(text, PAST_FAILURE.near + 1) <= PAST_FAILURE.near) {
    return { problems: compileProblems(text, parseTolerantly(text, work), work), read: undefined, failedAtEnd: false };
  }
  const strict = parseStrictly(text, work, earlier);
  if (strict.tree)
    return {
      problems: compileProblems(text, strict.tree, work),
      read: { text, tree: strict.tree, clean: text.length },
      failedAtEnd: false,
    };
  const failedAt = strict.failedAt;
  const failedAtEnd = !text.slice(failedAt).trim();
  let end = readingEnd(text, failedAt, PAST_FAILURE.near);
  let tree = parseTolerantly(text.slice(0, end), work, earlier);
  const failingLineEnd = text.indexOf('\n', failedAt);
  if (failingLineEnd >= 0 && errorNodes(tree, failingLineEnd, PAST_FAILURE.sparse + 1) <= PAST_FAILURE.sparse) {
    const far = readingEnd(text, failedAt, PAST_FAILURE.far);
    if (far > end) {
      end = far;
      tree = parseTolerantly(text.slice(0, end), work, earlier);
    }
  }
  const read = text.slice(0, end);
  return { problems: compileProblems(read, tree, work), read: { text: read, tree, clean: failedAt }, failedAtEnd };
}

/** Error nodes starting at or after `from`, counted up to `most`. */
function errorNodes(tree: Tree, from: number, most: number): number {
  let count = 0;
  tree.iterate({
    from,
    enter: (ref) => {
      if (count >= most) return false;
      if (ref.type.isError && ref.from >= from) {
        count++;
        return false;
      }
      return undefined;
    },
  });
  return count;
}

/** Newlines in `text`, counting up to `most`. */
function lineBreaks(text: string, most: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0 && count < most; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * Where to stop reading a group whose parse fails at `failedAt`: after PAST_FAILURE lines past the failing
 * line, or before the line that crosses PAST_FAILURE characters past the failure, at a line end outside
 * strings (so the cut makes no string look unclosed). A failing line longer than that is cut PAST_FAILURE
 * characters past the failure: its reason is decided there or before.
 */
function readingEnd(text: string, failedAt: number, lines: number): number {
  const limit = failedAt + PAST_FAILURE.characters;
  const failingLineEnd = text.indexOf('\n', failedAt);
  if (failingLineEnd < 0 || failingLineEnd >= limit) return Math.min(limit, text.length);
  let state = START_STATE;
  let past = 0;
  for (let start = 0; ; ) {
    const newline = text.indexOf('\n', start);
    const clean = !state.triple && !state.quote && !state.joined;
    if (start > failingLineEnd && (newline < 0 ? text.length : newline) >= limit && clean) return start;
    if (newline < 0) return text.length;
    state = stateAfter(text.slice(start, newline), state);
    if (newline >= failedAt) past++;
    if (past > lines && !state.triple && !state.quote && !state.joined) return newline + 1;
    start = newline + 1;
  }
}

export class StatementGroups {
  /** The line-start state of each line, and one past the last. */
  private readonly states: LineState[] = [START_STATE];
  /** Each line's role: blank or comment, or opening a top-level statement. */
  private readonly roles: Array<{ quiet: boolean; opens: boolean }> = [];
  /** First lines of the groups, in order. */
  private starts: number[] = [];
  private readonly groups = new Map<number, Group>();
  /** Starts of the groups that have rejections. */
  private readonly rejecting = new Set<number>();
  /** Starts of groups that had a parse error when read; stale entries are dropped when met. */
  private readonly failing = new MinHeap();
  private readonly edited = new Set<number>();
  /** The last tree read for each group start, kept after the group is forgotten: its next read reuses it. */
  private readonly reads = new Map<number, EarlierRead>();
  /**
   * Problems by group text, relative to the group: an edit that opens or closes a string or bracket regroups
   * every line below it, and the next edit often regroups them back (a paste that starts inside a docstring).
   */
  private readonly known = new Map<string, { problems: Map<number, string>; failedAtEnd: boolean }>();

  constructor(
    readonly lines: string[],
    private readonly work: RepairWork,
  ) {
    lines.forEach((line, i) => {
      this.states.push(stateAfter(line, this.states[i]));
      this.classify(i);
    });
    for (const [start, end] of this.spans(0, lines.length)) {
      this.starts.push(start);
      this.read(start, end);
    }
  }

  /** Changes a line; the groups it touches are read again at the next `problems()`. */
  setLine(line: number, text: string): void {
    this.lines[line] = text;
    this.edited.add(line);
  }

  /** Every rejection of every group, by line, and the first parse error of the piece (or null). */
  problems(): { rejections: Problem[]; firstParseError: Problem | null } {
    this.refresh();
    const rejections = [...this.rejecting].sort((a, b) => a - b).flatMap((start) => this.groups.get(start)!.rejections);
    let firstParseError: Problem | null = null;
    for (;;) {
      const start = this.failing.peek();
      if (start === undefined) break;
      const group = this.groups.get(start);
      if (group && group.parseError >= 0) {
        firstParseError = [group.parseError, PARSE_ERROR];
        break;
      }
      this.failing.pop();
    }
    return { rejections, firstParseError };
  }

  /**
   * The line that opened the outermost bracket still open where `line`'s group failed, at its end; else null. The
   * repair comments out from there at once, not a line a round with the group re-parsed each time (lezer reuses
   * nothing inside a bracket never closed; hostile review 2026-12-04: 150 lines of `print(a, …,` took 4 s).
   */
  unclosedFrom(line: number): number | null {
    const start = this.starts[upperBound(this.starts, line) - 1];
    const group = start === undefined ? undefined : this.groups.get(start);
    if (!group?.failedAtEnd || line >= group.end || this.states[group.end].depth === 0) return null;
    for (let j = group.end - 1; j > group.start; j--) {
      const state = this.states[j];
      if (!state.depth && !state.triple && !state.quote && !state.joined) return j;
    }
    return group.start;
  }

  private classify(i: number): void {
    this.roles[i] = lineRole(this.lines[i], this.states[i]);
  }

  /**
   * The groups of lines [from, to), `from` being a group's first line (or 0) and `to` a line that opens a
   * statement (or the end): from each opening line (and the first code line) to its last code line. Blank
   * and comment lines between groups belong to none: they have nothing to compile, and a header left without
   * a body is then its group's last line, as it is the last code line before the error in the whole piece.
   */
  private spans(from: number, to: number): Array<[number, number]> {
    const spans: Array<[number, number]> = [];
    let start = -1;
    let lastCode = -1;
    for (let i = from; i < to; i++) {
      if (this.roles[i].quiet) continue;
      if (start < 0) start = i;
      else if (this.roles[i].opens) {
        spans.push([start, lastCode + 1]);
        start = i;
      }
      lastCode = i;
    }
    if (start >= 0) spans.push([start, lastCode + 1]);
    return spans;
  }

  /**
   * Re-reads the line states from each edited line until they agree with the old ones (the lines below are
   * unchanged, so their states are too), then the groups around each edit: the rest stays as it was read.
   */
  private refresh(): void {
    if (!this.edited.size) return;
    const edited = [...this.edited].sort((a, b) => a - b);
    this.edited.clear();
    for (let i = 0; i < edited.length; ) {
      const from = edited[i];
      let line = from;
      for (; ; line++) {
        this.classify(line);
        const next = stateAfter(this.lines[line], this.states[line]);
        const same = sameState(next, this.states[line + 1]);
        this.states[line + 1] = next;
        while (i < edited.length && edited[i] <= line) i++;
        if ((same && edited[i] !== line + 1) || line + 1 >= this.lines.length) break;
      }
      this.regroup(from, line, edited);
    }
  }

  /**
   * Lines [from, to] changed their roles. Groups can change only from the group before the one holding `from`
   * (its end moves when `from` stops opening a statement) to the first line opening a statement below `to`;
   * there, a group whose extent changed or that holds an edited line is read again, the others are kept.
   */
  private regroup(from: number, to: number, edited: number[]): void {
    const before = upperBound(this.starts, from - 1) - 1;
    const lo = before >= 0 ? this.starts[before] : 0;
    let hi = to + 1;
    while (hi < this.lines.length && (this.roles[hi].quiet || !this.roles[hi].opens)) hi++;
    const first = lowerBound(this.starts, lo);
    const last = lowerBound(this.starts, hi);
    const fresh = this.spans(lo, hi);
    const kept = new Set<number>();
    for (const [start, end] of fresh) {
      const group = this.groups.get(start);
      const k = lowerBound(edited, start);
      if (group && group.end === end && !(k < edited.length && edited[k] < end)) kept.add(start);
    }
    for (const start of this.starts.slice(first, last)) if (!kept.has(start)) this.forget(start);
    this.starts.splice(first, last - first, ...fresh.map(([start]) => start));
    for (const [start, end] of fresh) if (!kept.has(start)) this.read(start, end);
  }

  private forget(start: number): void {
    this.groups.delete(start);
    this.rejecting.delete(start);
  }

  private read(start: number, end: number): void {
    // The group's text as it stands in the piece: with the newline that ends its last line, but the piece's.
    const text = this.lines.slice(start, end).join('\n') + (end < this.lines.length ? '\n' : '');
    const rejections: Problem[] = [];
    let parseError = -1;
    let known = this.known.get(text);
    if (!known) {
      const found = groupProblems(text, this.work, this.reads.get(start));
      if (found.read) this.reads.set(start, found.read);
      else this.reads.delete(start);
      known = { problems: found.problems, failedAtEnd: found.failedAtEnd };
      this.known.set(text, known);
    }
    const { problems, failedAtEnd } = known;
    for (const [line, why] of [...problems].sort((x, y) => x[0] - y[0])) {
      if (why !== PARSE_ERROR) rejections.push([start + line, why]);
      else if (parseError < 0) parseError = start + line;
    }
    this.groups.set(start, { start, end, rejections, parseError, failedAtEnd });
    if (rejections.length) this.rejecting.add(start);
    if (parseError >= 0) this.failing.push(start);
  }
}

/** Index of the first element not less than `value` in an ascending array. */
function lowerBound(values: number[], value: number): number {
  return upperBound(values, value - 1);
}

/** Index of the first element greater than `value` in an ascending array. */
function upperBound(values: number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The smallest of a set of numbers, added and removed in O(log n). */
class MinHeap {
  private readonly items: number[] = [];

  peek(): number | undefined {
    return this.items[0];
  }

  push(value: number): void {
    const items = this.items;
    items.push(value);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (items[parent] <= items[i]) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  pop(): void {
    const items = this.items;
    const last = items.pop()!;
    if (!items.length) return;
    items[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < items.length && items[l] < items[m]) m = l;
      if (r < items.length && items[r] < items[m]) m = r;
      if (m === i) break;
      [items[m], items[i]] = [items[i], items[m]];
      i = m;
    }
  }
}
