// GitHub issue forms (lib/readers/githubIssueForms.ts). The bodies are SYNTHESIZED in the shape GitHub renders a
// form into (`### <label>`, `_No response_`, task-list check boxes; docs.github.com "Syntax for issue forms"), with
// the collect_env lines of the real pytorch/pytorch issue 25833 (../shared/corpus/github/denchmark, BSD-3 code
// project; the issue text is its author's).
import { describe, expect, it } from 'vitest';
import { withoutIssueFormText } from '../../lib/readers/githubIssueForms';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';

const COLLECT_ENV = [
  'PyTorch version: 1.2.0',
  'Is debug build: No',
  'CUDA used to build PyTorch: 9.2.148',
  'OS: Ubuntu 16.04.6 LTS',
  'Python version: 3.6',
  'Is CUDA available: Yes',
  'Versions of relevant libraries:',
  '[pip] numpy==1.15.4',
  '[pip] torch==1.2.0',
].join('\n');

const SYNTH_PYTORCH_FORM = [
  '### 🐛 Describe the bug',
  '',
  'Conv2d on MKL-DNN gives different results than on the GPU:',
  '',
  '```python',
  'import torch',
  'conv = torch.nn.Conv2d(3, 8, 3)',
  'x = torch.randn(1, 3, 32, 32)',
  'print((conv(x) - conv.cuda()(x.cuda()).cpu()).abs().max())',
  '```',
  '',
  '### Versions',
  '',
  '```',
  COLLECT_ENV,
  '```',
  '',
  '### Who can help?',
  '',
  '@someone @another',
  '',
  '### Information',
  '',
  '- [ ] The official example scripts',
  '- [x] My own modified scripts',
  '',
  '### Expected behavior',
  '',
  '_No response_',
].join('\n');

describe('withoutIssueFormText', () => {
  const out = withoutIssueFormText(SYNTH_PYTORCH_FORM);
  it('drops fields left empty (_No response_) with their heading', () => {
    expect(out).not.toMatch(/Expected behavior|_No response_/);
  });
  it('drops unticked options and "Who can help?", keeps ticked options', () => {
    expect(out).not.toMatch(/official example scripts|Who can help|@someone/);
    expect(out).toContain('- [x] My own modified scripts');
  });
  it("lifts the environment report's fence and names collect_env's CUDA build line for what it is", () => {
    expect(out).toContain('### Versions\n\nPyTorch version: 1.2.0');
    expect(out).toContain('CUDA used to build: 9.2.148');
    expect(out).not.toContain('CUDA used to build PyTorch');
  });
  it('leaves the code fence of the bug description as it was', () => {
    expect(out).toContain('```python\nimport torch\nconv = torch.nn.Conv2d(3, 8, 3)');
  });
});

describe('a PyTorch issue record with a form body', () => {
  const record = {
    number: 25833,
    html_url: 'https://github.com/pytorch/pytorch/issues/25833',
    title: 'Conv2d gives different results on MKL-DNN',
    labels: [],
    body: SYNTH_PYTORCH_FORM,
  };
  const verdict = decide(readGitHubIssueRecord(record), DEFAULT_SETTINGS);
  it('is a PyTorch question (the repository is its topic) with the version from collect_env, and no torch 9.2', () => {
    expect(verdict.state).toBe('verdict');
    if (verdict.state !== 'verdict') return;
    expect(verdict.report.framework).toBe('pytorch');
    expect(verdict.report.items.environment.status).toBe('present');
    expect(verdict.report.versions.map((v) => `${v.name} ${v.version}`)).not.toContain('torch 9.2.148');
  });
  it('does not read the environment report as logs, nor an empty "Expected behavior" as the expectation', () => {
    if (verdict.state !== 'verdict') return;
    const logEvidence = verdict.report.items.logs.evidence.map((e) => e.excerpt).join(' ');
    expect(logEvidence).not.toMatch(/Collecting environment|Is debug build/);
    expect(verdict.report.items.expected_vs_actual.evidence.map((e) => e.excerpt).join(' ')).not.toMatch(/Expected behavior/);
  });
});
