// Bug report or not (lib/classify/bugReport.ts) on the paper's bugs (Shah et al., every one a bug report by the
// authors' selection): the prose states the failure in words the engine must read as one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from '../../lib/engine';
import { readStackOverflowBodyHtml } from '../../lib/readers/stackOverflowHtml';

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
