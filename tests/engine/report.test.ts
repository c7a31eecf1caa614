// The engine's report on real PyTorch questions (tests/fixtures/engine-questions.jsonl), asserting only what a DL
// engineer would agree with AND what the adjudicated gold judgment (gold/dev.jsonl) says for that question.
// Fields where engine and gold disagree, or where the gold is a judgment call, are deliberately not asserted.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import type { Question } from '../../lib/question';
import type { ItemId, ItemStatus } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide, toScoreLine, type JudgedVerdict } from '../../lib/verdict';
import { excerptInBlock, verdictProblems } from './reportInvariants';

const RECORDS = new Map<number, Record<string, unknown>>(
  readFileSync(resolve(import.meta.dirname, '../fixtures/engine-questions.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .map((r) => [r.question_id as number, r]),
);

/**
 * The gold judgment (gold/dev.jsonl, two annotators, adjudicated) for the fields this file asserts, and only those.
 * Each was checked against the question by hand; the comment says what makes it clear-cut.
 */
const GOLD: Record<number, { is_bug_report: boolean; bug_type?: string; items: Partial<Record<ItemId, ItemStatus>> }> = {
  // IPython traceback ending in "RuntimeError: size mismatch, m1: [681000 x 227]"; class linearRegression(nn.Module);
  // prose prints torch.Size([3, 227, 227]); `dataset_train` is used but never defined.
  62420902: {
    is_bug_report: true,
    bug_type: 'tensor_input',
    items: { code: 'present', code_runnable: 'partial', data: 'present', model: 'present', logs: 'present' },
  },
  // Plain "Traceback (most recent call last): File …, line 47" in its own block; data is torch.randn(10, 2);
  // class Model(torch.nn.Module); a self-contained script; TorchScript conversion, no training.
  62279080: {
    is_bug_report: true,
    bug_type: 'api',
    items: { code: 'present', code_runnable: 'present', data: 'present', model: 'present', hyperparameters: 'na', logs: 'present' },
  },
  // A collect_env dump: "PyTorch version: 1.5.0", torch==1.5.0, torchvision==0.6.0; the Android error as text.
  62646775: { is_bug_report: true, items: { logs: 'present', environment: 'present' } },
  // "How can I build a Pytorch dataloader around it?": how-to, no error, no model, no training.
  62971444: { is_bug_report: false, items: { logs: 'absent', model: 'na', hyperparameters: 'na' } },
  // "How to use list as index": how-to; the data is the literal torch.tensor([[1, 2, 3], …]).
  62228373: { is_bug_report: false, items: { data: 'present', logs: 'absent', model: 'na' } },
  // "Loss of NN does not decrease": a silent training bug; class Netz(nn.Module), batch_size, lr=10, Adadelta, epochs.
  // No loss values or other output are shown: gold logs "absent" (codebook: a prose description of behaviour is
  // absent); the engine currently says "partial", reported, so only "not present" is asserted below.
  62136980: { is_bug_report: true, bug_type: 'training', items: { code: 'present', model: 'present', hyperparameters: 'present' } },
  // einsum: the verbatim RuntimeError line is quoted in prose; A, W0, W1, X are arguments whose shapes are never given.
  62481079: { is_bug_report: true, items: { code: 'present', data: 'partial', logs: 'present', environment: 'absent' } },
  // GAN update: six lines using optim_g, loss_g, … never defined; the full RuntimeError line quoted in prose
  // (codebook: a complete final error line is "present"); nothing about the data or any hyperparameter.
  62133737: {
    is_bug_report: true,
    bug_type: 'training',
    items: { code: 'present', code_runnable: 'absent', data: 'absent', hyperparameters: 'absent', logs: 'present' },
  },
  // Python 3.6 only visible in the traceback's /usr/local/lib/python3.6/dist-packages paths (codebook: "partial").
  61964672: { is_bug_report: true, bug_type: 'api', items: { code: 'present', model: 'present', logs: 'present', environment: 'partial' } },
};

type Judged = { question: Question; report: Report; verdict: JudgedVerdict };
const cache = new Map<number, Judged>();
function judged(id: number): Judged {
  let hit = cache.get(id);
  if (!hit) {
    const record = RECORDS.get(id);
    if (!record) throw new Error(`question ${id} is not in engine-questions.jsonl`);
    const question = readStackExchangeApiQuestion(record);
    const verdict = decide(question, DEFAULT_SETTINGS);
    hit = { question, report: verdict.report, verdict };
    cache.set(id, hit);
  }
  return hit;
}

const IDS = Object.keys(GOLD).map(Number);
const blockOf = (question: Question, block: number) => (block === -1 ? question.title : question.blocks[block].text);

describe('reports on real PyTorch questions', () => {
  it('the fixture holds exactly the questions judged here', () => {
    expect([...RECORDS.keys()].sort()).toEqual([...IDS].sort());
  });

  it.each(IDS)('%i: a valid report for the right question, framework pytorch', (id) => {
    const { question, report, verdict } = judged(id);
    expect(verdictProblems(verdict, question)).toEqual([]);
    expect(report.question_id).toBe(id);
    expect(report.framework).toBe('pytorch');
  });

  it.each(IDS)('%i: agrees with the gold on its clear-cut fields', (id) => {
    const { report } = judged(id);
    const gold = GOLD[id];
    expect(report.is_bug_report).toBe(gold.is_bug_report);
    if (gold.bug_type) expect(report.bug_type).toBe(gold.bug_type);
    const statuses = Object.fromEntries(Object.keys(gold.items).map((item) => [item, report.items[item as ItemId].status]));
    expect(statuses).toEqual(gold.items);
  });

  it.each(IDS)('%i: every present item points into the block that shows it', (id) => {
    const { question, report } = judged(id);
    for (const [item, judgment] of Object.entries(report.items)) {
      if (judgment.status !== 'present') continue;
      // code_runnable is "present" for the absence of gaps: nothing to point at.
      if (item !== 'code_runnable') expect(judgment.evidence.length, `${item} is present without evidence`).toBeGreaterThan(0);
      for (const e of judgment.evidence) expect(excerptInBlock(question, e.block, e.excerpt), `${item}: ${e.excerpt}`).toBe(true);
    }
  });

  it('62420902: a full traceback gives logs present, evidenced by the error line in the traceback block', () => {
    const { question, report, verdict } = judged(62420902);
    expect(report.is_bug_report).toBe(true);
    expect(verdict.state === 'verdict' && Number.isInteger(verdict.score)).toBe(true);
    const ev = report.items.logs.evidence.find((e) => e.excerpt.startsWith('RuntimeError: size mismatch, m1: [681000 x 227]'));
    expect(ev).toBeDefined();
    const block = question.blocks[ev!.block];
    expect(block.kind).toBe('code');
    expect(block.text).toMatch(/^-+\nRuntimeError\s+Traceback \(most recent call last\)/);
  });

  it('62420902: model present, evidenced by the nn.Module class in the code block; data by the printed torch.Size', () => {
    const { question, report } = judged(62420902);
    const model = report.items.model.evidence.find((e) => e.excerpt.includes('class linearRegression(nn.Module)'));
    expect(model && question.blocks[model.block].kind).toBe('code');
    const data = report.items.data.evidence.find((e) => e.excerpt.includes('torch.Size([3, 227, 227])'));
    expect(data && question.blocks[data.block].kind).toBe('prose');
  });

  it('62420902: the runnability suggestion names the undefined `dataset_train`', () => {
    const { report } = judged(62420902);
    const s = report.suggestions.find((x) => x.item === 'code_runnable');
    expect(s?.text).toContain('`dataset_train`');
  });

  it('62279080: torch.randn stand-in data gives data present, evidenced in the code that generates it', () => {
    const { question, report } = judged(62279080);
    const ev = report.items.data.evidence.find((e) => e.excerpt.startsWith('torch.randn('));
    expect(ev).toBeDefined();
    expect(question.blocks[ev!.block].kind).toBe('code');
    expect(blockOf(question, ev!.block)).toContain('torch.randn(10, 2)');
    // A plain Python traceback ("File …, line 47, in <module>") gives logs present from that block.
    const logs = report.items.logs.evidence.map((e) => blockOf(question, e.block));
    expect(logs.some((t) => t.startsWith('Traceback (most recent call last):') && /File ".*", line 47, in <module>/.test(t))).toBe(true);
  });

  it('62646775: "PyTorch version: 1.5.0" gives environment present, torch 1.5.0 among the versions, and no environment suggestion', () => {
    const { question, report } = judged(62646775);
    expect(report.versions).toContainEqual({ name: 'torch', version: '1.5.0' });
    const ev = report.items.environment.evidence.find((e) => e.excerpt === 'PyTorch version: 1.5.0');
    expect(ev).toBeDefined();
    expect(question.blocks[ev!.block].kind).toBe('code');
    expect(report.suggestions.map((s) => s.item)).not.toContain('environment');
  });

  it.each([62971444, 62228373])('%i: a how-to question gets no verdict: not a bug, score and grade null', (id) => {
    const { report, verdict } = judged(id);
    expect(report.is_bug_report).toBe(false);
    expect(report.bug_type).toBe('not_a_bug');
    expect(verdict).toMatchObject({ state: 'quiet', reason: 'not_a_bug_report' });
    const line = JSON.parse(toScoreLine(verdict));
    expect(line.score).toBeNull();
    expect(line.grade).toBeNull();
  });

  it('62136980: a silent training bug with no output shown is a bug report with a score, and is asked for its log', () => {
    const { report, verdict } = judged(62136980);
    expect(report.is_bug_report).toBe(true);
    expect(verdict.state === 'verdict' && Number.isInteger(verdict.score)).toBe(true);
    expect(report.items.logs.status).not.toBe('present');
    // Only the behaviour is described ("loss does not decrease"): the typed fact says so, and the ask is for output.
    expect(report.items.logs.facts).toEqual({ screenshot: false, symptomOnly: true });
    const s = report.suggestions.find((x) => x.item === 'logs');
    expect(s).toBeDefined();
    expect(s!.text).toMatch(/^Show the output you get, not only a description of it/);
    expect(s!.why).toMatch(/\d+ %/);
    expect(report.items.model.evidence.some((e) => e.excerpt.includes('class Netz(nn.Module)'))).toBe(true);
  });

  it("62481079: the data suggestion uses the question's own variable name `X`, with a snippet built on it", () => {
    const { question, report } = judged(62481079);
    const s = report.suggestions.find((x) => x.item === 'data');
    expect(s).toBeDefined();
    expect(question.blocks.some((b) => b.kind === 'code' && /\bdef torch_grad\(A, W0, W1, X\)/.test(b.text))).toBe(true);
    expect(s!.text).toContain('`X`');
    expect(s!.snippet).toMatch(/\bX\.shape\b/);
    expect(s!.why.length).toBeGreaterThan(0);
    // Environment is absent (nothing stated): the suggestion offers PyTorch's version print.
    const env = report.suggestions.find((x) => x.item === 'environment');
    expect(env?.snippet).toContain('torch.__version__');
  });

  it('62133737: a verbatim error line quoted in prose is enough for logs; the missing data gets a suggestion with a snippet', () => {
    const { question, report } = judged(62133737);
    const ev = report.items.logs.evidence.find((e) =>
      e.excerpt.startsWith('RuntimeError: Trying to backward through the graph a second time'),
    );
    expect(ev).toBeDefined();
    expect(question.blocks[ev!.block].kind).toBe('prose');
    const s = report.suggestions.find((x) => x.item === 'data');
    expect(s?.text.trim()).not.toBe('');
    expect(s?.snippet.trim()).not.toBe('');
  });

  it('61964672: Python 3.6 seen only in traceback paths gives environment partial, and the suggestion asks for the PyTorch version', () => {
    const { question, report } = judged(61964672);
    expect(report.items.environment.evidence.length).toBeGreaterThan(0);
    for (const e of report.items.environment.evidence) expect(question.blocks[e.block].text).toMatch(/python3\.6/);
    const s = report.suggestions.find((x) => x.item === 'environment');
    expect(s?.text).toMatch(/PyTorch version/);
    expect(s?.snippet).toContain('torch.__version__');
  });

  it('analysing a question twice gives the same report', () => {
    for (const id of IDS) {
      const record = RECORDS.get(id)!;
      // A quiet verdict drops the suggestions (quiet by default); the rest is the engine's report.
      const { verdict } = judged(id);
      const again = analyzeQuestion(readStackExchangeApiQuestion(record));
      expect(verdict.state === 'quiet' ? { ...again, suggestions: [] } : again).toEqual(verdict.report);
    }
  });
});
