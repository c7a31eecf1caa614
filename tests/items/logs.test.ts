// Checklist item `logs` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl), each
// one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: present = full error text with traceback (or the full final error line plus context), or
// the observed output pasted as text; partial = error only paraphrased, one truncated line, or only as a
// screenshot; absent = no error text or output at all.
import { describe, expect, it } from 'vitest';
import { blockWith, expectJudgment, expectWhyCitesChecklist, judged, suggestionFor } from './itemFixtures';

describe('logs: present', () => {
  // 62109287: the full traceback ("Traceback (most recent call last): … TypeError: iteration over a
  // 0-d tensor") is pasted in a code block (codebook: present).
  it('62109287 (full TypeError traceback) is present, first evidence inside the traceback block', () => {
    const { question, judgment } = judged(62109287, 'logs');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'Traceback (most recent call last):');
    expect(question.blocks[block].kind).toBe('code');
    const first = judgment.evidence[0];
    expect(first.block).toBe(block);
    expect(first.excerpt).toBe('TypeError: iteration over a 0-d tensor');
  });

  // 61736959: the traceback's last frame and the verbatim final line "ModuleNotFoundError: No module
  // named 'torch.nn.functional'" are pasted as text (codebook: present, the full final error line
  // plus context).
  it('61736959 (ModuleNotFoundError traceback) is present, evidence inside the traceback block', () => {
    const { question, judgment } = judged(61736959, 'logs');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, "ModuleNotFoundError: No module named 'torch.nn.functional'");
    expect(judgment.evidence[0].block).toBe(block);
    expect(judgment.evidence[0].excerpt).toBe("ModuleNotFoundError: No module named 'torch.nn.functional'");
  });
});

describe('logs: partial', () => {
  // 62566576: "the system gave me this error:" followed by an image — the error is only in a screenshot
  // (codebook: partial).
  it('62566576 (error only as a screenshot) is partial, evidence on the image', () => {
    const { question, judgment } = judged(62566576, 'logs');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts).toEqual({ screenshot: true, symptomOnly: false });
    const image = question.blocks.findIndex((b) => b.kind === 'image');
    expect(question.blocks[image - 1].text).toContain('gave me this error');
    expect(judgment.evidence.some((e) => e.block === image)).toBe(true);
  });

  // 61886303: "got this result for accuracy/train and loss/train" shown only as an image (codebook: partial).
  it('61886303 (TensorBoard result only as a screenshot) is partial, evidence on the image', () => {
    const { question, judgment } = judged(61886303, 'logs');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.screenshot).toBe(true);
    const image = question.blocks.findIndex((b) => b.kind === 'image');
    expect(judgment.evidence.some((e) => e.block === image)).toBe(true);
  });
});

describe('logs: absent', () => {
  // 62125442 (mm vs spmm) and 63008040 (AMD GPU setup) show no error and no output at all (codebook: absent).
  it('62125442 (conceptual question) is absent', () => {
    const { question, judgment } = judged(62125442, 'logs');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });

  it('63008040 (setup question) is absent', () => {
    const { question, judgment } = judged(63008040, 'logs');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });
});

describe('logs: suggestions', () => {
  it('asks for the screenshot as text on 62566576 (partial)', () => {
    const { report } = judged(62566576, 'logs');
    const s = suggestionFor(report, 'logs');
    expect(s.text).toMatch(/screenshot/i);
    expect(s.text).toMatch(/as text/i);
    expectWhyCitesChecklist(s, report);
  });

  it('asks for the error or output on 63008040 (absent)', () => {
    const { report } = judged(63008040, 'logs');
    const s = suggestionFor(report, 'logs');
    expect(s.text).toMatch(/error|output/i);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when the logs are present', () => {
    for (const id of [62109287, 61736959]) {
      expect(judged(id, 'logs').report.suggestions.find((s) => s.item === 'logs')).toBeUndefined();
    }
  });
});
