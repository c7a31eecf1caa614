// Bug report or not (lib/classify/bugReport.ts) on the paper's bugs (Shah et al., every one a bug report by the
// authors' selection): the prose states the failure in words the engine must read as one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackExchangeApiQuestion } from '../../lib/readers/stackExchangeApi';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';
import { sharesWordRun } from '../../lib/classify/bugReport';

type PaperBug = { bug_id: number; title: string | null; tags: string[] | null; text: string | null; snippet: string | null };
const paperBugs: PaperBug[] = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/paper/paper-bugs.json'), 'utf8'));
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paperReport(id: number) {
  const bug = paperBugs.find((b) => b.bug_id === id);
  if (!bug) throw new Error(`paper bug ${id} missing from the fixture`);
  // The package kept entities such as &quot; in the text, so it is read as HTML (as tests/engine/tensorflow.test.ts does).
  const html = `<p>${(bug.text ?? '').replace(/</g, '&lt;')}</p>\n<pre><code>${escapeHtml(bug.snippet ?? '')}</code></pre>`;
  return analyzeQuestion(readStackOverflowBodyHtml(html, { site: 'stackoverflow', id, title: bug.title ?? '', tags: bug.tags ?? [] }));
}

describe('bug report: the failure stated in words (codebook `is_bug_report`: code that errors or behaves unexpectedly)', () => {
  it('an error named in quotes without its text pasted: `I am getting "tuple index out of range" error` (63206710)', () => {
    expect(paperReport(63206710).is_bug_report).toBe(true);
  });

  it('improvements tried "but still to no avail" (73349963)', () => {
    expect(paperReport(73349963).is_bug_report).toBe(true);
  });
});

// Real questions (tests/fixtures/classify/bug-report-questions.jsonl); expected labels are the experts'.
const records = new Map(
  readFileSync(resolve(import.meta.dirname, '../fixtures/classify/bug-report-questions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const record = JSON.parse(l) as { question_id: number };
      return [record.question_id, record] as const;
    }),
);
const isBugOf = (id: number) => analyzeQuestion(readStackExchangeApiQuestion(records.get(id))).is_bug_report;

describe('bug report: a pasted warning the title repeats is the behaviour reported (codebook `is_bug_report`: behaves unexpectedly)', () => {
  it('the title paraphrases the pasted `UserWarning: volatile was removed and now has no effect` (61720460)', () => {
    expect(isBugOf(61720460)).toBe(true);
  });

  it('the title is the pasted `WARNING:tensorflow:… validate_indices argument has no effect` (67722362)', () => {
    expect(isBugOf(67722362)).toBe(true);
  });

  it('a warning pasted beside a question about the choice of loss function does not make it a report (62062380)', () => {
    expect(isBugOf(62062380)).toBe(false);
  });

  it('a run of four title words must recur in the warning, whole words, case and punctuation ignored', () => {
    expect(sharesWordRun('Volatile was removed, and now…', 'UserWarning: volatile was removed and now has no effect')).toBe(true);
    expect(sharesWordRun('volatile was removed', 'UserWarning: volatile was removed and now has no effect')).toBe(false);
    expect(sharesWordRun('the volatile was remove and', 'UserWarning: volatile was removed and now')).toBe(false);
  });
});

describe('bug report: the prose says an error is raised without an error line to find (codebook `is_bug_report`: code that errors)', () => {
  it('`error occured: "volatile was removed …"` after running the code (63011899)', () => {
    expect(isBugOf(63011899)).toBe(true);
  });

  it('`The error Expected object of scalar type Float … is being displayed after running the code below` (62191983)', () => {
    expect(isBugOf(62191983)).toBe(true);
  });
});

describe('bug report: "freeze" is a failure as a hang, not as transfer learning (codebook `is_bug_report`: how-to is no)', () => {
  it('"How to freeze selected layers of a model" is a how-to (62523912)', () => {
    expect(isBugOf(62523912)).toBe(false);
  });

  it('"How to freeze batch-norm layers during Transfer-learning" is a how-to (67885869)', () => {
    expect(isBugOf(67885869)).toBe(false);
  });

  it('"Importing Tensorflow Causes Program to Freeze" is a report (69403584)', () => {
    expect(isBugOf(69403584)).toBe(true);
  });
});

describe('bug report: what was expected set against what happened, in one sentence (codebook `is_bug_report`: behaves unexpectedly)', () => {
  it('"conv2d() produced smoothened output … as expected but the fft-based convolution returned a more blurry output" (62246089)', () => {
    expect(isBugOf(62246089)).toBe(true);
  });

  it('"the input layer expects a batch of shape (…, 3) … but my images batches are (…, 1)" is a constraint, a how-to (51995977)', () => {
    expect(isBugOf(51995977)).toBe(false);
  });
});

describe('bug report: the attempt tried is said to fail (codebook v2 `is_bug_report`: a how-to whose posted attempt fails)', () => {
  it('"no one answer work for me on the versio 3.8.1" after a linked install question (61981438)', () => {
    expect(isBugOf(61981438)).toBe(true);
  });

  it('"none of the solutions worked for me, so far" on keras not using the GPU (69491795)', () => {
    expect(isBugOf(69491795)).toBe(true);
  });

  it('"...but the result is not what I need", with what it should be and what it shows (62175302)', () => {
    expect(isBugOf(62175302)).toBe(true);
  });
});

describe("bug report: a package manager's own error line pasted (codebook `is_bug_report`: code that errors)", () => {
  it('`#6 0.583 ERROR: No matching distribution found for tensorflow==2.6.2` from a docker build (70206026)', () => {
    expect(isBugOf(70206026)).toBe(true);
  });

  it('"How to install tensorflow==2.3.0" with pip\'s `ERROR: Could not find a version …` pasted (63073711)', () => {
    expect(isBugOf(63073711)).toBe(true);
  });
});

describe('bug report: "am I doing something wrong / missing something" asks for a fix (codebook `is_bug_report`: wants it fixed)', () => {
  it('"I do not get any performance improvement. Am I doing something wrong here ?" (62143162)', () => {
    expect(isBugOf(62143162)).toBe(true);
  });

  it('"option 1 is incorrect … and yet the results are almost identical. Am I missing anything?" (62941089)', () => {
    expect(isBugOf(62941089)).toBe(true);
  });
});

describe('bug report: an asker who wants an explanation, not a fix (codebook `is_bug_report`: conceptual; toy code asking "why does this behave so", even when it errors, is no)', () => {
  it('"What I don\'t understand is the philosophy behind this rule", an error pasted from toy code (62198351)', () => {
    expect(isBugOf(62198351)).toBe(false);
  });

  it('"I have some workarounds for this problem, so I\'m only interested in understanding" (65131391)', () => {
    expect(isBugOf(65131391)).toBe(false);
  });

  it('"I know how to fix this error … I am just curious", a TypeError pasted (62887574)', () => {
    expect(isBugOf(62887574)).toBe(false);
  });
});

describe('bug report: a recommendation asked in the title (codebook `is_bug_report`: recommendation questions are no)', () => {
  it('"Neural network hyperparameter tuning - is setting random seed a good idea?" (65704588)', () => {
    expect(isBugOf(65704588)).toBe(false);
  });

  it('"Shall we lower case input data for (pre) training a BERT uncased model …?" (62466514)', () => {
    expect(isBugOf(62466514)).toBe(false);
  });
});

describe('bug report: a failure only supposed reports no run (codebook `is_bug_report`: code that fails)', () => {
  it('"EarlyStopping(monitor=[…, …]) which obviously does not work. Any ideas how this could be done?" (64556120)', () => {
    expect(isBugOf(64556120)).toBe(false);
  });
});

describe("bug report: a negation of the asker's own doing is no failure of code (codebook `is_bug_report`: code that fails)", () => {
  it('"I am not asking for an overview of options …" in a question asking for better WSD algorithms (63348829)', () => {
    expect(isBugOf(63348829)).toBe(false);
  });
});

describe('bug report: "how do I fix this" asks for a fix, it is not how-to phrasing (codebook `is_bug_report`: wants it fixed)', () => {
  it('"This method is displaying a 3 by 3 grid of the same image … How do I fix this" (62541192)', () => {
    expect(isBugOf(62541192)).toBe(true);
  });

  it('"an annoying message is printed … How can i solve this annoying thing please?" (71969321)', () => {
    expect(isBugOf(71969321)).toBe(true);
  });
});

describe('bug report: all of one value is a degenerate result (codebook `is_bug_report`: wrong results)', () => {
  it("\"Why do 'loss.backward()' and 'weight.grad' return a tensor containing all zeros?\" (62361956)", () => {
    expect(isBugOf(62361956)).toBe(true);
  });
});
