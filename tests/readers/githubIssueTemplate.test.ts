import { describe, expect, it } from 'vitest';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import { isEmptyAnswer, readTemplateField, withoutTemplateText } from '../../lib/readers/githubIssueTemplate';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { decide } from '../../lib/verdict';
import { tensorflowIssue, tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const issues = tensorflowIssues;
const issue = tensorflowIssue;
const items = (n: number) => decide(readGitHubIssueRecord(issue(n)), DEFAULT_SETTINGS).report.items;
const cleaned = (n: number) => withoutTemplateText(issue(n).body);

// Sentences and labels only the template writes (00-bug-issue.md, 2019–2021).
const TEMPLATE_WORDS = [
  'Please make sure that this is a bug',
  'tag:bug_template',
  'You can collect some of this information',
  'You can also obtain the TensorFlow version with',
  '2. TF 2.0: `python -c',
  'bare minimum necessary',
  'If including tracebacks',
  'Large logs and files should be attached',
  '(use command below)',
  '(e.g., Linux Ubuntu 16.04)',
  'as opposed to using a stock example script',
];

describe('the template text is taken out of every issue', () => {
  it('leaves none of the template sentences or label notes in any of the 77 read issues', () => {
    for (const i of issues) {
      const text = readGitHubIssueRecord(i).text;
      for (const words of TEMPLATE_WORDS) expect(text, `issue ${i.number}`).not.toContain(words);
    }
  });
  it('never touches fenced code (issue 41958: `# comment` lines in a fence stay)', () => {
    expect(cleaned(41958)).toContain('# Create first model\nmodel = create_model()');
  });
});

describe('template fields', () => {
  it('reads a label with its example note and the answer after the colon', () => {
    expect(readTemplateField('OS Platform and Distribution (e.g., Linux Ubuntu 16.04): MacOS Mojave 10.14.6')).toMatchObject({
      field: { meaning: 'os' },
      answer: 'MacOS Mojave 10.14.6',
    });
    expect(
      readTemplateField('Mobile device (e.g. iPhone 8, Pixel 2, Samsung Galaxy) if the issue happens on mobile device: n/a'),
    ).toMatchObject({
      field: { meaning: 'mobile_device' },
      answer: 'n/a',
    });
    expect(readTemplateField('TensorFlow version : 2.3.0')).toMatchObject({ field: { meaning: 'framework_version' }, answer: '2.3.0' });
    expect(readTemplateField('Python 3 Google Compute Engine backend (GPU)')).toBeNull();
  });
  it('counts an empty, N/A, NA, -, no or none answer as no information', () => {
    for (const answer of ['', 'N/A', 'n/a', 'NA', '-', '**-**', 'no', 'None', 'not relevent'])
      expect(isEmptyAnswer(answer), answer).toBe(true);
    for (const answer of ['2.3.0', 'Windows 10', 'binary', 'executing on CPU']) expect(isEmptyAnswer(answer), answer).toBe(false);
  });
  it('issue 44092: an unanswered template leaves nothing; the version comes from the asker ("Running TF 2.3.0 in colab")', () => {
    expect(cleaned(44092)).not.toMatch(/OS Platform|Python version|GPU model|System information/);
    const env = items(44092).environment;
    expect(env.status).toBe('present');
    expect(env.evidence.map((e) => e.excerpt)).toEqual(['TF 2.3.0']);
  });
  it('issue 29558: N/A fields go; a version answered on the next line is the version', () => {
    expect(cleaned(29558)).not.toMatch(/Mobile device|Bazel|CUDA/);
    expect(cleaned(29558)).toContain("- TensorFlow version: 2.0.0-dev20190606\nVERSION='2.0.0-dev20190606'");
    expect(items(29558).environment).toMatchObject({ status: 'present', evidence: [{ note: 'tensorflow 2.0.0-dev20190606' }] });
  });
  it('issue 27649: "not relevent" answers and empty fields go; a fenced answer stays', () => {
    const text = cleaned(27649);
    expect(text).not.toMatch(/CUDA|GPU model|Bazel|TensorFlow installed from/);
    expect(text).toContain('conda install tensorflow-gpu==2.0-alpha');
    expect(items(27649).environment.status).toBe('present');
  });
  it('issue 31324: filled CUDA and GPU fields are kept for environment', () => {
    expect(cleaned(31324)).toContain('- CUDA/cuDNN version: 10.0.130_410.48 / 10.0-linux-x64-v7.4.2.24');
    expect(cleaned(31324)).toContain('- GPU model and memory: GeForce GTX 1080 with 7598 MB memory');
  });
});

describe('template headings', () => {
  it('issue 27649: "Code to reproduce" and "Other info / logs" holding only instructions are dropped', () => {
    expect(cleaned(27649)).not.toMatch(/Code to reproduce the issue|Other info \/ logs/);
    expect(
      items(27649)
        .logs.evidence.map((e) => e.excerpt)
        .join(' '),
    ).not.toMatch(/traceback/i);
  });
  it('issue 43518: an empty "Describe the current behavior" right above the next heading is dropped', () => {
    expect(cleaned(43518)).not.toContain('Describe the current behavior');
    expect(cleaned(43518)).toContain('**Describe the expected behavior**');
  });
  it("issue 33929: the asker's own bold lines are not template headings and stay", () => {
    expect(cleaned(33929)).toContain('**No training occurs when lr=0, as expected.**');
  });
});

describe('expected_vs_actual from the filled behaviour sections', () => {
  it('issue 30423: the asker\'s words under "Describe the current behavior" are what happened', () => {
    const eva = items(30423).expected_vs_actual;
    expect(eva.status).toBe('present');
    expect(eva.evidence[1]).toMatchObject({ note: 'what happened (issue template: current behavior)' });
    expect(eva.evidence[1].excerpt).toMatch(/^The call\(\) methods of tf\.keras\.layers\.GRU/);
  });
  it('no issue takes its evidence from the template\'s "If including tracebacks…" or "TF 1.0 / TF 2.0" lines', () => {
    for (const i of issues) {
      const judged = items(i.number);
      const notes = judged.expected_vs_actual.evidence.map((e) => e.excerpt);
      expect(notes, `issue ${i.number}`).not.toContain('traceback');
      // The template's "1. TF 1.0: `python -c …`" line named TF 1.0 in every issue that kept it.
      for (const e of judged.environment.evidence) expect(e.excerpt, `issue ${i.number}`).not.toBe('TF 1.0');
    }
  });
});

describe('code only linked under "Standalone code to reproduce the issue"', () => {
  it('issue 43230: two Colab notebooks and no posted code: code partial, code_runnable absent', () => {
    const judged = items(43230);
    expect(judged.code).toMatchObject({ status: 'partial', evidence: [{ note: 'code only behind a link' }] });
    expect(judged.code.evidence[0].excerpt).toMatch(/^https:\/\/colab\.research\.google\.com\/drive\//);
    expect(judged.code_runnable.status).toBe('absent');
  });
  it('issue 32476: posted code stays present', () => {
    expect(items(32476).code.status).toBe('present');
  });
});
