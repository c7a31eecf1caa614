// The text report of `reprolens check`, on a hand-built (synthesized) verdict that uses every part of the format.
import { describe, expect, it } from 'vitest';
import { checkJson, COLOURS, formatCheckReport, NO_COLOURS, oneLine, paletteFor, printable } from '../../cli/checkReport';
import { ITEM_IDS, type ItemJudgment } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import type { ScoredVerdict } from '../../lib/verdict';

function judgment(status: ItemJudgment['status'], reason: string, excerpt?: string): ItemJudgment<Record<never, never>> {
  const evidence = excerpt ? [{ block: 1, start: 0, end: excerpt.length, excerpt, note: 'traceback ending in RuntimeError' }] : [];
  return { status, evidence, reason, facts: {} };
}

const report: Report = {
  question_id: 123,
  url: null,
  title: 'Loss is NaN after the first epoch',
  framework: 'pytorch',
  versions: [{ name: 'torch', version: '1.5.0' }],
  apiEra: null,
  is_bug_report: true,
  bug_type: 'training',
  bug_type_by_tags: null,
  items: {
    ...(Object.fromEntries(ITEM_IDS.map((id) => [id, judgment('absent', `no ${id}`)])) as Report['items']),
    code: judgment('present', 'The training loop is posted.', 'for epoch in range(10):\n    loss.backward()'),
    data: judgment('partial', 'Only "my images" is said.'),
    model: judgment('na', 'No model is involved.'),
  },
  problem: { step: 'training', error: null, machine: false, failure: true, dynamics: false },
  runnability: { pythonLines: 2, privateModules: [], errorTextPasted: true, hardware: null, installation: null },
  suggestions: [
    {
      item: 'environment',
      decisive: true,
      text: 'State your torch and CUDA versions.',
      snippet: 'import torch\nprint(torch.__version__, torch.version.cuda)',
      why: '9 of 17 irreproducible bugs failed on versions or hardware.',
      edit: 'Import addition and dependency resolution',
    },
  ],
  notes: ['The body has 250,000 characters; only the first 200,000 were analysed (3 later blocks skipped).'],
};

const verdict: ScoredVerdict = {
  state: 'verdict',
  report,
  score: 58,
  grade: 'C',
  gradeName: 'Needs work',
  notes: [{ kind: 'grade_capped', items: ['logs'], bugType: 'training' }],
  deductions: [
    {
      reason: { kind: 'item', item: 'logs', status: 'absent' },
      points: 20,
      text: 'logs: no error message, traceback or output is shown (critical in 76 % of reproduced training bugs)',
    },
    {
      reason: { kind: 'code_gap', gap: 'undefined_name', subject: 'loss' },
      points: 5,
      text: 'runnable code: `loss` is used but never defined',
    },
    {
      reason: { kind: 'hardware', need: 'cuda' },
      points: 0,
      text: 'environment: the bug needs a CUDA GPU to show (a fact of the bug: no points off)',
    },
  ],
};

describe('formatCheckReport', () => {
  // A terminal wide enough for every line: the format itself (the 80-column default is tested below).
  const text = formatCheckReport(verdict, NO_COLOURS, 200);

  it('has the header', () => {
    expect(text).toContain('ReproLens · “Loss is NaN after the first epoch”\n');
    expect(text).toContain('  question    123  https://stackoverflow.com/q/123\n');
    expect(text).toContain('  framework   pytorch (torch 1.5.0)\n');
    expect(text).toContain('  bug report  yes — training problem (training)\n');
    expect(text).toContain('  verdict     score 58 · grade C (Needs work)\n');
  });

  it('lists every point lost with its reason under the verdict line', () => {
    expect(text).toContain(
      '  verdict     score 58 · grade C (Needs work)\n' +
        '                 −20  logs: no error message, traceback or output is shown (critical in 76 % of reproduced training bugs)\n' +
        '                  −5  runnable code: `loss` is used but never defined\n' +
        '                   0  environment: the bug needs a CUDA GPU to show (a fact of the bug: no points off)\n',
    );
  });

  it("shows each item with its symbol, status in the panel's words and reason, and evidence on one line", () => {
    expect(text).toContain('  ✔ Code snippet        present         The training loop is posted.\n');
    expect(text).toContain('      block 2: “for epoch in range(10): loss.backward()” — traceback ending in RuntimeError\n');
    expect(text).toContain('  ◐ Data                partial         Only "my images" is said.\n');
    expect(text).toContain('  – Model               does not apply  No model is involved.\n');
    expect(text).toContain('  ✘ Environment         missing         no environment\n');
  });

  it('indents the suggestion snippet and says why', () => {
    expect(text).toContain(
      '  1. [Environment] State your torch and CUDA versions.\n       import torch\n       print(torch.__version__, torch.version.cuda)\n     why: 9 of 17',
    );
    // The report's notes first, then the verdict's.
    expect(text).toContain(
      'Notes\n  · The body has 250,000 characters; only the first 200,000 were analysed (3 later blocks skipped).\n' +
        '  · Grade capped: error output missing, one of the three items that matter most for a training problem.\n',
    );
  });

  it('says why there is no verdict', () => {
    const howTo = formatCheckReport(
      {
        state: 'quiet',
        reason: 'not_a_bug_report',
        why: '',
        report: { ...report, is_bug_report: false, bug_type: 'not_a_bug' },
      },
      NO_COLOURS,
    );
    expect(howTo).toContain('  verdict     no verdict — not a bug report (how-to or conceptual question), so no reproducibility verdict\n');
    expect(howTo).not.toContain('Grade capped');
    const outside = formatCheckReport(
      { state: 'quiet', reason: 'not_deep_learning', why: '', report: { ...report, framework: 'other' } },
      NO_COLOURS,
    );
    expect(outside).toContain('  bug report  yes — training problem (training)\n  verdict     no score: not a deep-learning question\n');
  });

  it('prints the JSON of --json with the verdict beside the report', () => {
    expect(checkJson(verdict)).toEqual({
      ...report,
      verdict: 'verdict',
      no_score: null,
      score: 58,
      grade: 'C',
      grade_name: 'Needs work',
      deductions: verdict.deductions,
      notes: [...report.notes, 'Grade capped: error output missing, one of the three items that matter most for a training problem.'],
    });
    const quiet = checkJson({ state: 'quiet', reason: 'not_deep_learning', why: '', report });
    expect(quiet).toMatchObject({
      verdict: 'quiet',
      no_score: 'not_deep_learning',
      score: null,
      grade: null,
      grade_name: null,
      deductions: [],
    });
    expect(quiet.notes).toEqual(report.notes);
  });

  it('colours only through the palette', () => {
    expect(text).not.toMatch(/\x1b/);
    expect(formatCheckReport(verdict, COLOURS)).toMatch(/\x1b\[32m✔/);
    expect(paletteFor(true, {})).toBe(COLOURS);
    expect(paletteFor(true, { NO_COLOR: '1' })).toBe(NO_COLOURS);
    expect(paletteFor(false, {})).toBe(NO_COLOURS);
  });

  it('defuses control characters and bidi overrides, keeps HTML literal', () => {
    expect(printable('<b>x</b>\u001b[31m\u202eevil')).toBe('<b>x</b>\\u{1b}[31m\\u{202e}evil');
    expect(oneLine('a\n  b\tc', 80)).toBe('a b c');
    expect(oneLine('x'.repeat(10), 5)).toBe('xxxx…');
  });
});
