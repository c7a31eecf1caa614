// Checklist item `code` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl), each
// one where the expert gold (corpus/gold/dev.jsonl) is clear-cut under the codebook and the engine agrees.
// Codebook: present = at least one code block of the code that shows the problem; partial = only one
// trivial line, pseudo-code, code in prose or as a screenshot; absent = no code at all.
import { describe, expect, it } from 'vitest';
import { blockWith, expectJudgment, expectWhyCitesChecklist, judged, suggestionFor } from './itemFixtures';
import { isYamlDocument } from '../../lib/analysis/configText';

describe('code: present', () => {
  // 62002348: a code block with the import, two generated tensors and the masked assignment the asker
  // asks to speed up — the code that shows the problem, as text (codebook: present).
  it('62002348 (tensor masking snippet) is present, evidence on the code block', () => {
    const { question, judgment } = judged(62002348, 'code');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'a[b > 0.5] = 0.');
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt.includes('torch.rand(10)'))).toBe(true);
    expect(judgment.facts.lines).toBeGreaterThanOrEqual(3);
  });

  // 63163827: a complete script (data, weight, training loop with backward and both update variants)
  // that raises the asker's error — code that exercises the problem (codebook: present).
  it('63163827 (manual weight-update loop) is present, evidence on the training-loop block', () => {
    const { question, judgment } = judged(63163827, 'code');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'loss.backward()');
    expect(judgment.evidence.some((e) => e.block === block)).toBe(true);
    expect(judgment.facts.lines).toBeGreaterThanOrEqual(10);
  });
});

describe('code: present — two lines of the failing code, or the failing import block (codebook v2)', () => {
  // 61856895: the two `datasets.MNIST(...)` lines that raise the NameError the asker pastes — a code block of the
  // code that shows the problem; "only one trivial line" is partial, two lines of it are not (codebook: present).
  it('61856895 (two MNIST lines raising a NameError) is present', () => {
    const { question, judgment } = judged(61856895, 'code');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.lines).toBe(2);
  });

  // 62386631: `from transformers import BertModel, BertForMaskedLM` raises the ImportError the asker pastes — the
  // error is raised by the import line itself, so the import block is the failing code (codebook v2: present).
  it('62386631 (the one import line that raises the ImportError) is present', () => {
    const { question, judgment } = judged(62386631, 'code');
    expectJudgment(question, judgment, 'present');
    expect(judgment.evidence.map((e) => e.excerpt)).toEqual(['from transformers import BertModel, BertForMaskedLM']);
  });

  // 63212096: `>>> import torch` fails with `OSError: [WinError 126]` (Windows's "module not found" while loading
  // torch's DLLs, the message in Japanese, the DLL named on the next line) — a compiled library that will not load.
  it('63212096 (import torch, OSError [WinError 126]) is present, and the error is the installation', () => {
    const { question, judgment, report } = judged(63212096, 'code');
    expectJudgment(question, judgment, 'present');
    expect(report.runnability.installation).toBe('binary_library');
  });
});

describe('code: partial', () => {
  // 61774526: the only code is `x = x.add(y)` — "only one trivial line" (codebook: partial).
  it('61774526 (one line x = x.add(y)) is partial, evidence is that line', () => {
    const { question, judgment } = judged(61774526, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.map((e) => e.excerpt)).toEqual(['x = x.add(y)']);
    expect(judgment.facts.lines).toBeLessThan(3);
  });

  // 63302534: the only code is the one-line `torch.device(...)` expression the asker wants rewritten —
  // one trivial line (codebook: partial).
  it('63302534 (one torch.device line) is partial, evidence is that line', () => {
    const { question, judgment } = judged(63302534, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence).toHaveLength(1);
    expect(judgment.evidence[0].excerpt).toBe("torch.device('cuda' if torch.cuda.is_available() else 'cpu')");
  });
});

describe('code: partial — install commands alone', () => {
  // 74556733: the only code is `pip install tensorflow` — the shell's bare import line (codebook: "a bare
  // import line or one trivial call is partial"), and code_runnable is then absent, not na.
  it('74556733 (one pip install line) is partial, and code_runnable absent', () => {
    const { question, judgment, report } = judged(74556733, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.map((e) => e.excerpt)).toEqual(['pip install tensorflow']);
    expect(report.items.code_runnable.status).toBe('absent');
  });

  // 63884339: two install lines (`$ pip install "tensorflow>=2.0.0"`, `$ pip install --upgrade tensorflow-hub`)
  // and nothing else: still only installs, not the code that fails.
  it('63884339 (a block of pip installs) is partial', () => {
    const { question, judgment } = judged(63884339, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.lines).toBeLessThan(3);
  });
});

describe('code: inline code, commands and traceback lines (codebook v2)', () => {
  // 62250184: the only inline code is the printed shape `torch.Size (1,1,256,256,51)` — output quoted in prose,
  // no code at all (codebook: absent).
  it('62250184 (inline torch.Size shapes only) is absent', () => {
    const { question, judgment } = judged(62250184, 'code');
    expectJudgment(question, judgment, 'absent');
  });

  // 62015172: `torch.bmm()` names the API whose source the asker looks for — "merely naming the APIs tried, in
  // prose, is absent".
  it('62015172 (inline torch.bmm() names an API) is absent', () => {
    const { question, judgment } = judged(62015172, 'code');
    expectJudgment(question, judgment, 'absent');
  });

  // 63073711: the asker ran `pip install --upgrade pip`, written inline — a one-line command is one trivial line
  // of code (codebook v2: a command-line reproduction is code; one trivial line is partial).
  it('63073711 (one inline pip command) is partial, evidence on the command', () => {
    const { question, judgment } = judged(63073711, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.map((e) => e.excerpt)).toEqual(['pip install --upgrade pip']);
  });

  // 62109287: no code block but the traceback shows the asker's line in `train.py`
  // (`loss, accuracy = lossLayer(pred2, targetBatch)`) — "a source line visible only inside a traceback is
  // one-line code" (codebook v2: partial).
  it("62109287 (the asker's line only inside the traceback) is partial", () => {
    const { question, judgment } = judged(62109287, 'code');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.map((e) => e.note)).toEqual(['code only as a traceback line']);
  });
});

describe('code: absent', () => {
  // 62886651: an NLL loss / accuracy mismatch described in three paragraphs, no code anywhere
  // (codebook: absent = no code at all).
  it('62886651 (NLL loss vs accuracy, prose only) is absent', () => {
    const { question, judgment } = judged(62886651, 'code');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });

  // 62125442: a conceptual question (mm vs spmm) in one paragraph, no code (codebook: absent).
  it('62125442 (mm vs spmm, one paragraph) is absent', () => {
    const { question, judgment } = judged(62125442, 'code');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });
});

describe('code: suggestions', () => {
  it('asks for the failing code on an absent question (62886651), with the training-bug figure', () => {
    const { report } = judged(62886651, 'code');
    const s = suggestionFor(report, 'code');
    expect(s.text).toMatch(/code/i);
    expectWhyCitesChecklist(s, report);
  });

  it('asks for more than the one line on a partial question (61774526)', () => {
    const { report } = judged(61774526, 'code');
    const s = suggestionFor(report, 'code');
    expect(s.text).toMatch(/code/i);
    expect(s.text).toMatch(/one line|whole|complete|full/i);
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when the code is present', () => {
    for (const id of [62002348, 63163827]) {
      expect(judged(id, 'code').report.suggestions.find((s) => s.item === 'code')).toBeUndefined();
    }
  });
});

describe('code: a YAML reproduction is code (codebook v2: "a command-line, conda, YAML or Dockerfile reproduction is code")', () => {
  // 67081266: the asker's conda `tools.yml` (`dependencies:` with `- jupyter`, `- pip:` …) and the `conda env update`
  // that warns: the file is the reproduction, not printed output.
  it('67081266 (a conda environment file) is present, its block read as code in another language', () => {
    const { question, judgment } = judged(67081266, 'code');
    expectJudgment(question, judgment, 'present');
    const block = blockWith(question, 'dependencies:');
    expect(judgment.evidence.some((e) => e.block === block)).toBe(true);
  });

  it('reads a YAML document only when every line is a YAML form (a Python `else:` block is not one)', () => {
    expect(isYamlDocument('dependencies:\n  - numpy\n  - pip:\n    - gym\n')).toBe(true);
    expect(isYamlDocument('if x:\n    y = 1\nelse:\n    - a\n    - b\n')).toBe(false);
  });
});
