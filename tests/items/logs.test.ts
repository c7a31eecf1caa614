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

// Output and errors pasted outside code formatting, or as comments, are still logs (codebook `logs`:
// "a complete, verbatim final error line (even without a traceback), or an exact observed value quoted in prose,
// is present"). Gold: present for all five.
describe('logs: output pasted where no block kind marks it', () => {
  it('63163827 (error message pasted as a paragraph after "it throws me:") is present', () => {
    const { question, judgment } = judged(63163827, 'logs');
    expectJudgment(question, judgment, 'present');
    const e = judgment.evidence.find((x) => x.note === 'error pasted in prose')!;
    expect(e.excerpt).toBe('element 0 of tensors does not require grad and does not have a grad_fn');
    expect(question.blocks[e.block].kind).not.toBe('code');
  });

  it('63109740 (the message after the command that was run) is present, the command is not the evidence', () => {
    const { question, judgment } = judged(63109740, 'logs');
    expectJudgment(question, judgment, 'present');
    const e = judgment.evidence.find((x) => x.note === 'error pasted in prose')!;
    expect(e.excerpt.startsWith('error while loading shared libraries: libnvinfer.so.7')).toBe(true);
  });

  it('63026854 (`print(x.grad) # 2.0`) is present: the printed value is written as a comment', () => {
    const { question, judgment } = judged(63026854, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.map((x) => x.note)).toContain('printed value in a comment');
  });

  it('62875960 (`> torch.Size([2, 5])` result lines among the code) is present', () => {
    const { question, judgment } = judged(62875960, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('output pasted with the code');
    expect(judgment.evidence[0].excerpt).toContain('torch.Size([');
  });

  it('63213881 (a paragraph that is only the printed list of tensors) is present', () => {
    const { question, judgment } = judged(63213881, 'logs');
    expectJudgment(question, judgment, 'present');
    const e = judgment.evidence.find((x) => x.excerpt.startsWith('[tensor(-6.9485)'))!;
    expect(e.note).toBe('printed value quoted');
  });
});

describe('logs: partial when the reading is only a screenshot', () => {
  // 62013841: "My GPU memory utilisation is below -" and then an image (codebook: output only as a screenshot is
  // partial; gold partial).
  it('62013841 (GPU memory usage only as an image) is partial, with the screenshot as evidence', () => {
    const { question, judgment } = judged(62013841, 'logs');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.map((x) => x.note)).toContain('output or error only as a screenshot');
    expect(judgment.facts.screenshot).toBe(true);
  });
});

describe('logs: present, more places output is pasted', () => {
  // 62191983: "The error `Expected object of scalar type Float but got scalar type Long …` is being displayed": the
  // verbatim message as inline code, no exception type (codebook: a complete verbatim final error line is present).
  it('62191983 (the message as inline code after "The error") is present', () => {
    const { question, judgment } = judged(62191983, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt.startsWith('Expected object of scalar type Float')).toBe(true);
  });

  // 62830524: "Output:" and then a block holding `Net()` and `[]`, which reads as Python.
  it('62830524 (a block after a bare "Output:" lead) is present', () => {
    const { question, judgment } = judged(62830524, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.map((e) => e.note)).toContain('printed output');
  });

  // 63215362: "when I print len((list(net.parameters())) I get 10." (codebook: "it prints 10" is present).
  it('63215362 ("I get 10.") is present', () => {
    const { question, judgment } = judged(63215362, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt === 'I get 10')).toBe(true);
  });
});

describe('logs: exact observed values the asker quotes (hostile review 2026-12-04)', () => {
  // Codebook clarification (`logs`): "an exact observed value quoted in prose ('it prints 10') is present". All
  // four are gold present; each value was written in a form the rules did not read.
  it('62033283 (`# prints [[42., 2.], [3., 4.]]`, a nested list in a comment) is present', () => {
    const { question, judgment } = judged(62033283, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].note).toBe('printed value in a comment');
    const e = judgment.evidence[0];
    expect(question.blocks[e.block].text.slice(e.start).startsWith('# prints [[42., 2.], [3., 4.]]')).toBe(true);
  });

  it('62152674 (`# Out[29]: tensor([0., 0., 2., …])`, an IPython prompt in a comment) is present', () => {
    const { question, judgment } = judged(62152674, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt.startsWith('# Out[29]: tensor(')).toBe(true);
  });

  it('62250184 ("My dataloader returns the shape `torch.Size (1,1,256,256,51)`") is present', () => {
    const { question, judgment } = judged(62250184, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('torch.Size (1,1,256,256,51)');
  });

  // "When I calculate dloss/dw manually I get the result 8, but the following code gives me a 16": the first value
  // sits in a conditional clause (the asker's own sum), the second is what the code produced.
  it('62559008 ("… gives me a 16", after a hand-computed 8) is present on the 16', () => {
    const { question, judgment } = judged(62559008, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence[0].excerpt).toBe('gives me a 16');
  });

  // 63093045 (gold absent): "when the true class is [0, 0, 1] and predicted probability is [0.1, 0.4, 0.5]" is a
  // hypothetical example; the list's commas do not end the conditional clause.
  it('63093045 (a value inside "when the true class is [0, 0, 1] and …") stays absent', () => {
    const { question, judgment } = judged(63093045, 'logs');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('logs: what code is to return is no observed value (hostile review 2026-12-04)', () => {
  // 66654250 (gold absent): "`train_step` will return 4 types of losses" says what the code is to do; nothing it
  // printed is shown (codebook: no error text or output at all is absent).
  it('66654250 ("will return 4 types of losses") is absent', () => {
    const { question, judgment } = judged(66654250, 'logs');
    expectJudgment(question, judgment, 'absent');
  });
});

describe('logs: printed values and library log lines written as the run shows them', () => {
  // 62399799: after the reproduction, a block `>>> True` / `>>> False` — a lone literal at a prompt is what the code
  // printed (codebook: the actual printed output pasted as text is present).
  it('62399799 (`>>> True` / `>>> False` after the code) is present on the printed values', () => {
    const { question, judgment } = judged(62399799, 'logs');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, '>>> True');
    expect(judgment.evidence.some((e) => e.block === block)).toBe(true);
  });

  // 71884959: "I tensorflow/stream_executor/cuda/cuda_dnn.cc:368] Loaded cuDNN version 8400 / Could not load library
  // cudnn_cnn_infer64_8.dll. Error code 193" quoted in the post: TensorFlow's own log, verbatim.
  it('71884959 (a `I tensorflow/…/cuda_dnn.cc:368]` log line quoted) is present', () => {
    const { question, judgment } = judged(71884959, 'logs');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.some((e) => e.excerpt.includes('cuda_dnn.cc:368]'))).toBe(true);
  });
});
