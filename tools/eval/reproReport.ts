// `npm run eval:repro`, pure parts: reading what ../shared/tools/repro_run.py prints, joining the baseline and the
// skeleton runs per question, and the "Reproducing the reported exception" section of docs/accuracy.md, which both
// `npm run eval:repro` (tools/eval/evalRepro.ts) and `npm run eval` (tools/eval/eval.ts, from docs/eval/repro-run.json)
// write with renderReproSection, so neither erases the other's output.
import { pyFixed } from './goldMetrics';
import { markdownTable } from '../docs/markdownTable';
import { replaceSection, sectionMarkers } from '../docs/markedSection';

const REPRO_SECTION = 'reproduction';
export const { start: REPRO_START, end: REPRO_END } = sectionMarkers(REPRO_SECTION);

/** One line of repro_run.py's stderr: a question and what its script ended with. */
export interface ReproOutcome {
  question_id: number;
  /** The exception class of the question's own traceback. */
  reported: string;
  /** The script's final exception class, `timeout`, `exit <code>`, or `not counted: …` for a script that fakes it. */
  got: string;
  hit: boolean;
}

export interface ReproRunOutput {
  outcomes: ReproOutcome[];
  reproduced: number;
  total: number;
}

/** `reprolens skeleton --json`'s status, or `none` where the command built no skeleton (no Python code). */
export type SkeletonRunStatus = 'runnable' | 'partial' | 'none';

export interface ReproQuestionRow {
  question_id: number;
  reported: string;
  baseline_got: string;
  skeleton_got: string;
  baseline_hit: boolean;
  skeleton_hit: boolean;
  skeleton_status: SkeletonRunStatus;
  /** The skeleton's `missing` list (what the question does not say); for `none`, the command's message. */
  skeleton_missing: string[];
}

export interface ReproRunResult {
  date: string;
  command: string;
  engine: string;
  /** `torch.__version__` of /usr/bin/python3. */
  torch: string;
  tool: string;
  gold: string;
  corpus: string;
  skeleton_cmd: string;
  limits: { seconds: number | null; memory_kb: number | null; user: string };
  counts: {
    questions: number;
    baseline_reproduced: number;
    skeleton_reproduced: number;
    skeleton_runnable: number;
    skeleton_partial: number;
    skeleton_none: number;
  };
  questions: ReproQuestionRow[];
}

const OUTCOME = /^(\d+): reported (\S+), got (.*?)(\s+✓)?$/;
const NOT_COUNTED = /^(\d+): reported (\S+), script adds (.*) \(not counted\)$/;
const SUMMARY = /^reproduced the reported exception in (\d+) of (\d+) PyTorch questions/;

/**
 * repro_run.py's output: one stderr line per question ("<id>: reported X, got Y  ✓", or "…, script adds '…' (not
 * counted)") and the rate as stdout's last line. Other stderr lines (warnings) are ignored; a missing summary, or a
 * summary that disagrees with the lines, is an error.
 */
export function parseReproRun(stdout: string, stderr: string): ReproRunOutput {
  const outcomes: ReproOutcome[] = [];
  for (const raw of stderr.split('\n')) {
    const line = raw.trimEnd();
    const faked = NOT_COUNTED.exec(line);
    if (faked) {
      outcomes.push({ question_id: Number(faked[1]), reported: faked[2], got: `not counted: script adds ${faked[3]}`, hit: false });
      continue;
    }
    const m = OUTCOME.exec(line);
    if (m) outcomes.push({ question_id: Number(m[1]), reported: m[2], got: m[3], hit: Boolean(m[4]) });
  }
  const last = stdout.trimEnd().split('\n').pop() ?? '';
  const summary = SUMMARY.exec(last);
  if (!summary) throw new Error(`repro_run.py printed no rate line (stdout ended with ${JSON.stringify(last.slice(0, 120))})`);
  const reproduced = Number(summary[1]);
  const total = Number(summary[2]);
  const hits = outcomes.filter((o) => o.hit).length;
  if (outcomes.length !== total || hits !== reproduced)
    throw new Error(
      `repro_run.py's lines (${hits} of ${outcomes.length} reproduced) disagree with its rate line (${reproduced} of ${total})`,
    );
  return { outcomes, reproduced, total };
}

export interface SkeletonInfo {
  status: SkeletonRunStatus;
  missing: string[];
}

/** The two runs joined per question, in the baseline's order; both must cover the same questions. */
export function joinRuns(baseline: ReproRunOutput, skeleton: ReproRunOutput, info: (id: number) => SkeletonInfo): ReproQuestionRow[] {
  const byId = new Map(skeleton.outcomes.map((o) => [o.question_id, o]));
  const ids = (run: ReproRunOutput) =>
    run.outcomes
      .map((o) => o.question_id)
      .sort((a, b) => a - b)
      .join(',');
  if (ids(baseline) !== ids(skeleton)) throw new Error('the baseline and skeleton runs of repro_run.py covered different questions');
  return baseline.outcomes.map((b) => {
    const s = byId.get(b.question_id)!;
    const { status, missing } = info(b.question_id);
    return {
      question_id: b.question_id,
      reported: b.reported,
      baseline_got: b.got,
      skeleton_got: s.got,
      baseline_hit: b.hit,
      skeleton_hit: s.hit,
      skeleton_status: status,
      skeleton_missing: missing,
    };
  });
}

export function countRows(rows: ReproQuestionRow[]): ReproRunResult['counts'] {
  const status = (s: SkeletonRunStatus) => rows.filter((r) => r.skeleton_status === s).length;
  return {
    questions: rows.length,
    baseline_reproduced: rows.filter((r) => r.baseline_hit).length,
    skeleton_reproduced: rows.filter((r) => r.skeleton_hit).length,
    skeleton_runnable: status('runnable'),
    skeleton_partial: status('partial'),
    skeleton_none: status('none'),
  };
}

/** The sandbox limits repro_run.py sets (`timeout N`, `ulimit -v KB`), read from its source; null where not found. */
export function toolLimits(source: string): { seconds: number | null; memory_kb: number | null } {
  const seconds = /\btimeout (\d+) /.exec(source);
  const memory = /\bulimit -v (\d+)/.exec(source);
  return { seconds: seconds ? Number(seconds[1]) : null, memory_kb: memory ? Number(memory[1]) : null };
}

/** A table cell: one line, pipes escaped, at most 80 characters. */
function cell(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const short = flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
  return short.replace(/\|/g, '\\|');
}

function got(text: string, hit: boolean): string {
  return `${cell(text)}${hit ? ' ✓' : ''}`;
}

function statusCell(row: ReproQuestionRow): string {
  if (row.skeleton_status === 'none') return 'none (no Python code)';
  const n = row.skeleton_missing.length;
  return n ? `${row.skeleton_status} (${n} missing)` : row.skeleton_status;
}

const rate = (part: number, whole: number) => (whole ? pyFixed(part / whole, 2) : 'nan');

/** The docs/accuracy.md section, markers included. */
export function renderReproSection(r: ReproRunResult): string {
  const { counts: c, limits } = r;
  const seconds = limits.seconds === null ? 'a time limit' : `${limits.seconds} s`;
  const memory = limits.memory_kb === null ? 'a memory limit' : `${Math.round(limits.memory_kb / 1e6)} GB`;
  const n = c.questions;
  const statuses = [
    `${c.skeleton_runnable} runnable`,
    `${c.skeleton_partial} partial`,
    ...(c.skeleton_none ? [`${c.skeleton_none} without a skeleton (no Python code)`] : []),
  ].join(', ');
  return [
    REPRO_START,
    '## Reproducing the reported exception (PyTorch, gold dev set)',
    '',
    `Measured ${r.date} by \`${r.command}\` with ${r.engine}.`,
    'This section is written by `tools/eval/evalRepro.ts` from `docs/eval/repro-run.json` (`npm run eval` carries it over); edit that, not this.',
    '',
    `How: \`${r.tool}\` runs one script per question — the question's code blocks pasted in order (baseline) or`,
    `\`${r.skeleton_cmd}\`'s output — with Debian's PyTorch ${r.torch} (\`/usr/bin/python3\`) as user \`${limits.user}\`, ${seconds} and ${memory} at`,
    "most; it reproduces when its final exception class is the one in the question's traceback (a script adding a `raise` or",
    `\`assert\` that is not in the question's code is not counted). Questions: the ${n} PyTorch bug reports of the gold dev set whose body holds a traceback.`,
    '',
    markdownTable(
      ['script', 'reproduced', 'rate'],
      [
        ['baseline (copy-paste)', `${c.baseline_reproduced}/${n}`, rate(c.baseline_reproduced, n)],
        ['skeleton', `${c.skeleton_reproduced}/${n}`, rate(c.skeleton_reproduced, n)],
      ],
    ),
    '',
    `Skeleton status (\`reprolens skeleton --json\`): ${statuses}. ✓ = the reported exception.`,
    '',
    markdownTable(
      ['question', 'reported', 'baseline got', 'skeleton got', 'skeleton status'],
      r.questions.map((q) => [
        `[${q.question_id}](https://stackoverflow.com/q/${q.question_id})`,
        cell(q.reported),
        got(q.baseline_got, q.baseline_hit),
        got(q.skeleton_got, q.skeleton_hit),
        statusCell(q),
      ]),
    ),
    REPRO_END,
  ].join('\n');
}

/** Replaces the marked section, or appends it after the document (one blank line between); ends with a newline. */
export function spliceReproSection(doc: string, section: string): string {
  return replaceSection(doc, REPRO_SECTION, section);
}

/** docs/eval/repro-run.json as written by tools/eval/evalRepro.ts; throws on a file of another shape. */
export function parseReproRunResult(text: string): ReproRunResult {
  const value = JSON.parse(text) as ReproRunResult;
  if (!value || !Array.isArray(value.questions) || !value.counts || typeof value.counts.questions !== 'number' || !value.limits)
    throw new Error('not a repro-run result (expected counts, limits and questions)');
  return value;
}
