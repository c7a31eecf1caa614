// The pure parts of `npm run eval:repro` (tools/eval/reproReport.ts). All outputs and results here are synthesized:
// made-up question ids and outcomes in the shapes repro_run.py prints and tools/eval/evalRepro.ts writes.
import { describe, expect, it } from 'vitest';
import {
  countRows,
  joinRuns,
  parseReproRun,
  parseReproRunResult,
  REPRO_END,
  REPRO_START,
  renderReproSection,
  spliceReproSection,
  toolLimits,
  type ReproQuestionRow,
  type ReproRunResult,
} from '../../../tools/eval/reproReport';

const synthBaselineStderr = [
  '101: reported RuntimeError, got exit 0',
  '/usr/lib/python3/dist-packages/torch/x.py:1: UserWarning: something', // a stray warning line: ignored
  '102: reported TypeError, got TypeError  ✓',
  '103: reported ValueError, got NameError',
].join('\n');
const synthSkeletonStderr = [
  '101: reported RuntimeError, got RuntimeError  ✓',
  '102: reported TypeError, script adds \'raise TypeError("x")\' (not counted)',
  '103: reported ValueError, got timeout',
].join('\n');
const summary = (n: number) => `reproduced the reported exception in ${n} of 3 PyTorch questions (${Math.round((n / 3) * 100)}%)\n`;

describe('parseReproRun (synthesized repro_run.py output)', () => {
  it('reads each question line, the not-counted line and the rate line', () => {
    const run = parseReproRun(summary(1), synthBaselineStderr);
    expect(run).toEqual({
      reproduced: 1,
      total: 3,
      outcomes: [
        { question_id: 101, reported: 'RuntimeError', got: 'exit 0', hit: false },
        { question_id: 102, reported: 'TypeError', got: 'TypeError', hit: true },
        { question_id: 103, reported: 'ValueError', got: 'NameError', hit: false },
      ],
    });
    const skeleton = parseReproRun(summary(1), synthSkeletonStderr);
    expect(skeleton.outcomes[1]).toEqual({
      question_id: 102,
      reported: 'TypeError',
      got: 'not counted: script adds \'raise TypeError("x")\'',
      hit: false,
    });
    expect(skeleton.outcomes[2].got).toBe('timeout');
  });

  it('fails without a rate line or when the lines disagree with it', () => {
    expect(() => parseReproRun('', synthBaselineStderr)).toThrow(/no rate line/);
    expect(() => parseReproRun(summary(2), synthBaselineStderr)).toThrow(/disagree/);
  });
});

function synthRows(): ReproQuestionRow[] {
  const baseline = parseReproRun(summary(1), synthBaselineStderr);
  const skeleton = parseReproRun(summary(1), synthSkeletonStderr);
  const info = new Map([
    [101, { status: 'runnable' as const, missing: [] }],
    [102, { status: 'partial' as const, missing: ['the input data', 'the | model'] }],
    [103, { status: 'none' as const, missing: ['the question has no Python code'] }],
  ]);
  return joinRuns(baseline, skeleton, (id) => info.get(id)!);
}

function synthResult(): ReproRunResult {
  const rows = synthRows();
  return {
    date: '2000-01-01',
    command: 'npm run eval:repro',
    engine: 'reprolens 0.0.0, commit 0000000',
    torch: '9.9.9',
    tool: '../shared/tools/repro_run.py',
    gold: 'gold.jsonl',
    corpus: 'corpus.jsonl',
    skeleton_cmd: 'node bin/reprolens.mjs skeleton',
    limits: { seconds: 60, memory_kb: 4000000, user: 'nobody' },
    counts: countRows(rows),
    questions: rows,
  };
}

describe('joinRuns and countRows (synthesized)', () => {
  it('joins per question in the baseline order and counts', () => {
    const rows = synthRows();
    expect(rows.map((r) => [r.question_id, r.baseline_got, r.skeleton_got, r.baseline_hit, r.skeleton_hit, r.skeleton_status])).toEqual([
      [101, 'exit 0', 'RuntimeError', false, true, 'runnable'],
      [102, 'TypeError', 'not counted: script adds \'raise TypeError("x")\'', true, false, 'partial'],
      [103, 'NameError', 'timeout', false, false, 'none'],
    ]);
    expect(countRows(rows)).toEqual({
      questions: 3,
      baseline_reproduced: 1,
      skeleton_reproduced: 1,
      skeleton_runnable: 1,
      skeleton_partial: 1,
      skeleton_none: 1,
    });
  });

  it('refuses runs over different questions', () => {
    const baseline = parseReproRun(summary(1), synthBaselineStderr);
    const other = parseReproRun('reproduced the reported exception in 0 of 1 PyTorch questions (0%)', '999: reported X, got exit 1');
    expect(() => joinRuns(baseline, other, () => ({ status: 'runnable', missing: [] }))).toThrow(/different questions/);
  });
});

describe('toolLimits', () => {
  it("reads the sandbox's time and memory limits from the tool's source", () => {
    expect(toolLimits('f"cd {d} && ulimit -v 4000000 && HOME={d} timeout 60 /usr/bin/python3 s.py"')).toEqual({
      seconds: 60,
      memory_kb: 4000000,
    });
    expect(toolLimits('nothing here')).toEqual({ seconds: null, memory_kb: null });
  });
});

describe('renderReproSection (synthesized result)', () => {
  const section = renderReproSection(synthResult());

  it('has the markers, heading, how it was measured and the two tables', () => {
    const lines = section.split('\n');
    expect(lines[0]).toBe(REPRO_START);
    expect(lines[1]).toBe('## Reproducing the reported exception (PyTorch, gold dev set)');
    expect(lines.at(-1)).toBe(REPRO_END);
    expect(section).toContain("Debian's PyTorch 9.9.9 (`/usr/bin/python3`) as user `nobody`, 60 s and 4 GB at");
    expect(section).toContain('| baseline (copy-paste) | 1/3 | 0.33 |');
    expect(section).toContain('| skeleton | 1/3 | 0.33 |');
    expect(section).toContain('| [101](https://stackoverflow.com/q/101) | RuntimeError | exit 0 | RuntimeError ✓ | runnable |');
    expect(section).toContain('| [102](https://stackoverflow.com/q/102) | TypeError | TypeError ✓ |');
    expect(section).toContain('| partial (2 missing) |');
    expect(section).toContain('| [103](https://stackoverflow.com/q/103) | ValueError | NameError | timeout | none (no Python code) |');
    expect(section).toContain('1 runnable, 1 partial, 1 without a skeleton');
  });

  it('keeps every table row one line with escaped pipes', () => {
    const result = synthResult();
    result.questions[0].skeleton_got = "not counted: script adds 'raise A | B\nC'";
    const row = renderReproSection(result)
      .split('\n')
      .find((l) => l.startsWith('| [101]'))!;
    expect(row).toContain("script adds 'raise A \\| B C'");
  });

  it('renders the same from the JSON file it is stored in', () => {
    const result = synthResult();
    expect(renderReproSection(parseReproRunResult(JSON.stringify(result, null, 2)))).toBe(section);
    expect(() => parseReproRunResult('{"date": "x"}')).toThrow(/not a repro-run result/);
  });
});

describe('spliceReproSection', () => {
  const section = `${REPRO_START}\n## New\n${REPRO_END}`;

  it('appends the section after a document without markers', () => {
    expect(spliceReproSection('# Accuracy\n\ntext\n', section)).toBe(`# Accuracy\n\ntext\n\n${section}\n`);
  });

  it('replaces the marked section and keeps what surrounds it', () => {
    const doc = `# Accuracy\n\n${REPRO_START}\n## Old\n| a |\n${REPRO_END}\n\n## After\n`;
    expect(spliceReproSection(doc, section)).toBe(`# Accuracy\n\n${section}\n\n## After\n`);
    // Splicing twice changes nothing more.
    expect(spliceReproSection(spliceReproSection(doc, section), section)).toBe(spliceReproSection(doc, section));
  });
});
