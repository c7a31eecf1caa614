import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readGitHubIssueRecord } from '../../lib/readers/githubIssueApi';
import type { ItemId } from '../../lib/checklist';
import type { Report } from '../../lib/report';
import { fixture } from '../items/itemFixtures';
import { TENSORFLOW_ISSUES_PATH, tensorflowIssues } from '../fixtures/tf/tensorflowIssues';

const reports = new Map<number, Report>();

function issueReport(number: number): Report {
  if (!reports.size) {
    for (const record of tensorflowIssues) reports.set(record.number, analyzeQuestion(readGitHubIssueRecord(record)));
  }
  const report = reports.get(number);
  if (!report) throw new Error(`issue ${number} is not in ${TENSORFLOW_ISSUES_PATH}`);
  return report;
}

function status(report: Report, item: ItemId): string {
  return report.items[item].status;
}

describe('code_runnable: a path the code itself writes is no missing file (codebook `code_runnable`)', () => {
  it.each([
    [41797, "open('repro.json', 'w')"],
    [43777, 'model.save("my_saved_path") then load_model'],
    [37635, "model.save('/tmp/model.h5') then load_model"],
    [42890, "save to '/tmp/loaddatamnist.h5' then load_model"],
    [41958, "model.save('saved_model/my_model') then load_model"],
  ])('issue %i (%s): present', (number) => {
    expect(status(issueReport(number), 'code_runnable')).toBe('present');
  });

  it("a save into the asker's home folder (`torch.save(…, '/home/atharva/policyNet.pth')`) still fails elsewhere: not exempt", () => {
    const { report } = fixture(63083899);
    expect(status(report, 'code_runnable')).toBe('partial');
    expect(report.items.code_runnable.evidence.some((e) => e.excerpt.includes('/home/atharva'))).toBe(true);
  });
});

describe('logs: an exact printed value in a comment or quoted as inline code is present (codebook `logs` clarification)', () => {
  it.each([
    [30040, '`print(...)  # prints 9.23662 correctly`'],
    [41958, '`# loss2, acc2 = [0.4392167329788208, 0.0860000029206276]`'],
    [20452, '`# Computes incorrect shape (?, 18, 64, 512)`'],
    [27649, 'Output is `<unknown>`'],
  ])('issue %i (%s): present', (number) => {
    expect(status(issueReport(number), 'logs')).toBe('present');
  });

  it('Stack Overflow 62311593: the observed output quoted as inline code is present (gold present)', () => {
    expect(status(fixture(62311593).report, 'logs')).toBe('present');
  });

  it('Stack Overflow 62762769: "such that \'y\' outputs `[[10],[43]]`" is the wanted result, not output (gold absent)', () => {
    expect(status(fixture(62762769).report, 'logs')).toBe('absent');
  });

  it('Stack Overflow 63203574: `# print (…)` is commented-out code, not a printed value (gold absent)', () => {
    expect(status(fixture(63203574).report, 'logs')).toBe('absent');
  });
});

describe('model: self-contained code that builds no network is `na` (codebook `model`: no model involved)', () => {
  it.each([
    [29881, 'DenseFeatures / SequenceFeatures called on numpy arrays'],
    [30040, 'BinaryCrossentropy called on two arrays, though the prose says "suppose we build a model"'],
  ])('issue %i (%s): na', (number) => {
    expect(status(issueReport(number), 'model')).toBe('na');
  });

  it('Stack Overflow 62922796: self-contained tensor code (gold na)', () => {
    expect(status(fixture(62922796).report, 'model')).toBe('na');
  });

  it('Stack Overflow 71676507: `pickle.load` of a model file is not self-contained: absent (gold absent)', () => {
    expect(status(fixture(71676507).report, 'model')).toBe('absent');
  });
});

describe('is_bug_report: an expectation the run does not meet is a report (codebook `is_bug_report`)', () => {
  it('issue 43518 ("supposed to output the same accuracy … but somehow they\'re different", template words stripped): yes', () => {
    const report = issueReport(43518);
    expect(report.is_bug_report).toBe(true);
    expect(report.bug_type).not.toBe('not_a_bug');
  });
});

describe('a ```shell fence holding only log lines is output, not commands (codebook `code`, `logs`)', () => {
  it('issue 38938 (WARNING:tensorflow, Epoch 1/20 in a shell fence, code only behind a Colab link): code partial, logs present', () => {
    const report = issueReport(38938);
    expect(status(report, 'code')).toBe('partial');
    expect(status(report, 'logs')).toBe('present');
  });
});
