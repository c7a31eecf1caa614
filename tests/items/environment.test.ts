// Checklist item `environment` on real Stack Overflow questions (tests/fixtures/items/questions.jsonl),
// each one where the expert gold is clear-cut under the codebook and the engine agrees.
// Codebook: present = a framework version (torch/tensorflow/keras/transformers …), a pip/conda listing or
// `__version__` output; partial = only OS, GPU model, platform or Python version (also when visible only
// in a traceback's paths, `…/python3.7/site-packages/…`); absent = nothing (a platform alone such as
// Jupyter or Colab, or "GPU/CPU", is absent).
import { describe, expect, it } from 'vitest';
import { findTagVersions, findVersions } from '../../lib/signals/environmentMentions';
import { blockWith, expectJudgment, expectWhyCitesChecklist, judged, suggestionFor } from './itemFixtures';

describe('environment: present', () => {
  // 62109287: "I am using PyTorch version 1.5.0." — the framework version (codebook: present).
  it('62109287 ("PyTorch version 1.5.0") is present with torch 1.5.0 in its facts', () => {
    const { question, judgment, report } = judged(62109287, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'torch', version: '1.5.0' });
    expect(report.versions).toContainEqual({ name: 'torch', version: '1.5.0' });
    const block = blockWith(question, 'I am using PyTorch version 1.5.0');
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt.includes('1.5.0'))).toBe(true);
  });

  // 62724307: the `conda list` line "pytorch  1.5.1  py3.7_cuda102_cudnn7_0  pytorch" — a conda listing
  // with the framework version (codebook: present).
  it('62724307 (conda list: pytorch 1.5.1) is present with torch 1.5.1 in its facts', () => {
    const { question, judgment } = judged(62724307, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'torch', version: '1.5.1' });
    const block = blockWith(question, 'py3.7_cuda102_cudnn7_0');
    expect(question.blocks[block].kind).toBe('code');
    expect(judgment.evidence.some((e) => e.block === block && /^pytorch\s+1\.5\.1$/.test(e.excerpt))).toBe(true);
  });
});

describe('environment: present from a tag, a Colab magic or a requirement', () => {
  // 63884339: tagged `tensorflow2.0` and installs `pip install "tensorflow>=2.0.0"`. Codebook: a tag naming a
  // framework version counts as that version stated, and so does a version the asker is trying to install.
  it('63884339 (tag tensorflow2.0, pip install "tensorflow>=2.0.0") is present with both versions', () => {
    const { question, judgment } = judged(63884339, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'tensorflow', version: '2.0.0' });
    expect(judgment.facts.versions).toContainEqual({ name: 'tensorflow', version: '2.0' });
    const block = blockWith(question, 'pip install "tensorflow>=2.0.0"');
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt === 'tensorflow>=2.0.0')).toBe(true);
    expect(judgment.evidence.some((e) => e.block === -1 && e.note.includes('[tensorflow2.0]'))).toBe(true);
  });

  // 66545781: `%tensorflow_version 1.x` in the notebook code selects TensorFlow 1 (Colab's magic for the major
  // version).
  it('66545781 (%tensorflow_version 1.x) is present with tensorflow 1.x', () => {
    const { question, judgment } = judged(66545781, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'tensorflow', version: '1.x' });
    expect(judgment.evidence.some((e) => e.excerpt === '%tensorflow_version 1.x')).toBe(true);
  });

  // A `python-3.x` tag names no framework (codebook: "a python-3.x tag alone stays absent").
  it('reads framework-release tags only', () => {
    expect(findTagVersions(['tensorflow2.x', 'keras-2', 'python-3.x', 'pytorch', 'tensorflow1.15'])).toEqual([
      { tag: 'tensorflow2.x', name: 'tensorflow', version: '2.x' },
      { tag: 'keras-2', name: 'keras', version: '2' },
      { tag: 'tensorflow1.15', name: 'tensorflow', version: '1.15' },
    ]);
  });

  // pip's resolver line for an installed requirement: a listing with the version.
  it("reads pip's `Requirement already satisfied: tensorflow~=2.8.0` as tensorflow 2.8.0", () => {
    const text = 'Requirement already satisfied: tensorflow~=2.8.0 in /usr/local/lib/python3.7/dist-packages (2.8.0)';
    expect(findVersions(text).map((v) => [v.name, v.version])).toContainEqual(['tensorflow', '2.8.0']);
  });
});

describe('environment: partial', () => {
  // 63008040: "Intel … HD Graphics 5500 … and AMD Radeon r5 m255 graphics card", no framework version —
  // a GPU model alone (codebook: partial).
  it('63008040 (GPU model only) is partial, evidence on the GPU', () => {
    const { question, judgment } = judged(63008040, 'environment');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.kinds).toEqual(['gpu']);
    expect(judgment.evidence.some((e) => e.block === 0 && e.excerpt.includes('Radeon'))).toBe(true);
  });

  // 62980773: the traceback's paths "/usr/local/lib/python3.7/site-packages/torch/…" show the Python
  // version and nothing gives the torch version — "a Python version inside a traceback's file paths
  // counts like the same information stated (a Python version alone: environment partial)".
  it('62980773 (python3.7 in traceback paths) is partial, evidence on python3.7', () => {
    const { question, judgment } = judged(62980773, 'environment');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.facts.kinds).toContain('python');
    const block = blockWith(question, '/usr/local/lib/python3.7/site-packages/torch/serialization.py');
    expect(judgment.evidence.some((e) => e.block === block && e.excerpt === 'python3.7')).toBe(true);
  });
});

describe('environment: absent', () => {
  // 62125442 (mm vs spmm) and 62002348 (masking on `.cuda()` tensors, i.e. "a GPU" only) state no
  // version, OS or GPU model (codebook: absent).
  it('62125442 (nothing stated) is absent', () => {
    const { question, judgment } = judged(62125442, 'environment');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });

  it('62002348 (only .cuda() calls) is absent', () => {
    const { question, judgment } = judged(62002348, 'environment');
    expectJudgment(question, judgment, 'absent');
    expect(judgment.evidence).toEqual([]);
  });
});

describe('environment: suggestions', () => {
  it('asks for the PyTorch version on top of the Python version on 62980773 (partial)', () => {
    const { report } = judged(62980773, 'environment');
    const s = suggestionFor(report, 'environment');
    expect(s.text).toMatch(/PyTorch version/);
    expect(s.snippet).toContain('torch.__version__');
    expectWhyCitesChecklist(s, report);
  });

  it('asks for the versions on 62125442 (absent)', () => {
    const { report } = judged(62125442, 'environment');
    const s = suggestionFor(report, 'environment');
    expect(s.text).toMatch(/version/i);
    expect(s.snippet).toContain('torch.__version__');
    expectWhyCitesChecklist(s, report);
  });

  it('makes no suggestion when the framework version is stated', () => {
    for (const id of [62109287, 62724307]) {
      expect(judged(id, 'environment').report.suggestions.find((s) => s.item === 'environment')).toBeUndefined();
    }
  });
});

describe('environment: versions written as the asker sets them (codebook: a version being installed counts)', () => {
  // 62912156: "I think it is due to pytorch framework version i used(framework_version=1.2.0)", and the code passes
  // `framework_version=1.2.0` to SageMaker's `PyTorchModel`: the container's PyTorch release is stated.
  it('62912156 (`PyTorchModel(…, framework_version=1.2.0)`) is present with torch 1.2.0, evidence on the argument', () => {
    const { question, judgment } = judged(62912156, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'torch', version: '1.2.0' });
    expect(judgment.evidence.some((e) => e.excerpt === 'framework_version=1.2.0')).toBe(true);
  });

  // 63349832: "I tried torch versions 1.5.1, then 1.13.0" — the plural is still a framework version.
  it('63349832 ("torch versions 1.5.1") is present with torch 1.5.1', () => {
    const { question, judgment } = judged(63349832, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'torch', version: '1.5.1' });
  });

  // 74949556: the pyproject.toml's `tensorflow = "^2.8"` is the release Poetry installs (codebook: "a version the
  // asker is trying to install counts as stated").
  it('74949556 (`tensorflow = "^2.8"` in a pyproject.toml) is present with tensorflow 2.8', () => {
    const { question, judgment } = judged(74949556, 'environment');
    expectJudgment(question, judgment, 'present');
    expect(judgment.facts.versions).toContainEqual({ name: 'tensorflow', version: '2.8' });
  });

  it('reads a Poetry line only as a dependency: `name = "…"` of the project is no version', () => {
    expect(findVersions('[tool.poetry]\nname = "myproject"\nversion = "0.1.0"\n')).toEqual([]);
    expect(findVersions('torch = "^1.13"').map((v) => [v.name, v.version])).toEqual([['torch', '1.13']]);
  });
});

describe('environment: the Python release a conda environment is created with', () => {
  // 67081266: `# conda create --name tensorflow-cpu python=3.8` — a Python version without the framework's: partial.
  it('67081266 (`conda create … python=3.8`) is partial on the Python version', () => {
    const { question, judgment } = judged(67081266, 'environment');
    expectJudgment(question, judgment, 'partial');
    expect(judgment.evidence.some((e) => e.excerpt.includes('python=3.8'))).toBe(true);
  });
});
