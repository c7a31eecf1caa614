// @vitest-environment happy-dom
// The coach's verdict on drafts, on real bug reports written in markdown (tensorflow/tensorflow issues,
// tests/fixtures/tf/PROVENANCE.md): the same engine result as the markdown reader gives, "start writing" for an
// empty draft, and the question asked before posting only when a top item for the bug type is missing.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from 'preact';
import { PresubmitDialog } from '../../components/PresubmitDialog';
import { TOP_ITEMS } from '../../lib/checklistFigures';
import { analyzeQuestion } from '../../lib/engine';
import { judgeDraft } from '../../lib/messages/draftVerdict';
import { missingBeforePosting } from '../../lib/messages/presubmit';
import { readStackOverflowMarkdown } from '../../lib/readers/stackOverflowMarkdown';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { everyAskDecisive } from '../engine/decisiveAsksFixture';

const issues = readFileSync(resolve(import.meta.dirname, '../fixtures/tf/tensorflow-silent-bugs.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { number: number; title: string; body: string });
const drafts = issues.map((i) => ({ title: i.title, markdown: i.body, tags: ['tensorflow'], site: 'stackoverflow' }));

describe('judgeDraft', () => {
  it('asks for more before judging an (almost) empty draft', () => {
    expect(judgeDraft({ title: '', markdown: '', tags: [], site: 'stackoverflow' }, DEFAULT_SETTINGS).state).toBe('unreadable');
    expect(judgeDraft({ title: 'Help', markdown: 'error', tags: [], site: 'stackoverflow' }, DEFAULT_SETTINGS).state).toBe('unreadable');
  });

  it('scores real markdown bug reports exactly as the engine does on the markdown reader’s question', () => {
    let scored = 0;
    for (const draft of drafts) {
      const verdict = judgeDraft(draft, DEFAULT_SETTINGS);
      const report = analyzeQuestion(
        readStackOverflowMarkdown(draft.markdown, { title: draft.title, tags: draft.tags, id: null, site: 'stackoverflow' }),
      );
      if (verdict.state === 'verdict') {
        scored++;
        expect(verdict.report).toEqual(report);
      }
    }
    expect(scored).toBeGreaterThan(20);
  });
});

describe('missingBeforePosting', () => {
  // The thresholds' mechanics with every ask decisive (derived input); tests/engine/decisiveSurfaces.test.ts has the
  // dialog's list with asks that are not.
  const reports = drafts
    .map((d) => judgeDraft(d, DEFAULT_SETTINGS))
    .flatMap((v) => (v.state === 'verdict' ? [everyAskDecisive(v.report)] : []));

  it('lists only absent top items of the bug type, most critical first; more with a wider threshold', () => {
    let asked = 0;
    for (const report of reports) {
      if (report.bug_type === 'not_a_bug') continue;
      const top = TOP_ITEMS[report.bug_type];
      const top1 = missingBeforePosting(report, 'top1');
      const top3 = missingBeforePosting(report, 'top3');
      const any = missingBeforePosting(report, 'any');
      expect(top3).toEqual(top.slice(0, 3).filter((id) => report.items[id].status === 'absent'));
      expect(top1).toEqual(top3.filter((id) => id === top[0]));
      expect(any.slice(0, top3.length)).toEqual(top3);
      for (const id of any) expect(report.items[id].status).toBe('absent');
      if (top3.length) asked++;
    }
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(reports.length); // complete drafts are not asked about
  });

  it('never asks about a question that is not a bug report', () => {
    const howTo = analyzeQuestion(
      readStackOverflowMarkdown('How do I save a Keras model to disk and load it later? I want to reuse it in another script.', {
        title: 'How to save a model in Keras',
        tags: ['keras'],
        id: null,
        site: '',
      }),
    );
    expect(howTo.is_bug_report).toBe(false);
    expect(missingBeforePosting(howTo, 'any')).toEqual([]);
  });
});

describe('PresubmitDialog', () => {
  const report = reports0();
  // happy-dom's events are never trusted; these tests stand in for the user's own clicks and keys (the browser suites
  // press them for real: tests/browser/helpers/presubmitPaths.ts).
  const userMadeIt = () => true;
  function reports0() {
    for (const d of drafts) {
      const v = judgeDraft(d, DEFAULT_SETTINGS);
      if (v.state === 'verdict' && missingBeforePosting(v.report, 'top3').length) return v.report;
    }
    throw new Error('no draft with a missing top item');
  }

  it('lists what is missing, focuses the dialog itself (not an action), answers once, and passes "don’t ask again"', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const missing = missingBeforePosting(report, 'top3');
    const answers: string[] = [];
    render(
      <PresubmitDialog
        report={report}
        missing={missing}
        onAddIt={(d) => answers.push(`add:${d}`)}
        onPostAnyway={(d) => answers.push(`post:${d}`)}
        byUser={userMadeIt}
      />,
      root,
    );
    const dialog = root.querySelector('[data-reprolens="presubmit-dialog"]')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const id of missing) expect(root.querySelector(`[data-reprolens="presubmit-missing-${id}"]`)).not.toBeNull();
    // Hostile review 2026-12-01 D2: focused on opening, so a stray second Enter cannot press "Add it".
    expect(document.activeElement).toBe(dialog);
    (root.querySelector('[data-reprolens="dont-ask-again"]') as HTMLInputElement).click();
    (root.querySelector('[data-reprolens="post-anyway"]') as HTMLButtonElement).click();
    (root.querySelector('[data-reprolens="post-anyway"]') as HTMLButtonElement).click();
    (root.querySelector('[data-reprolens="add-it"]') as HTMLButtonElement).click();
    expect(answers).toEqual(['post:true']);
  });

  it('Escape is "Add it", with the "don’t ask again" choice; Enter on the dialog does nothing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const answers: string[] = [];
    render(
      <PresubmitDialog
        report={report}
        missing={missingBeforePosting(report, 'top3')}
        onAddIt={(d) => answers.push(`add:${d}`)}
        onPostAnyway={(d) => answers.push(`post:${d}`)}
        byUser={userMadeIt}
      />,
      root,
    );
    const dialog = root.querySelector<HTMLElement>('[data-reprolens="presubmit-dialog"]')!;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(answers).toEqual([]);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(answers).toEqual(['add:false']);
  });

  it('answers only the user: a script’s clicks and keys (untrusted) answer nothing and leave the box unticked', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    const answers: string[] = [];
    render(
      <PresubmitDialog
        report={report}
        missing={missingBeforePosting(report, 'top3')}
        onAddIt={(d) => answers.push(`add:${d}`)}
        onPostAnyway={(d) => answers.push(`post:${d}`)}
      />,
      root,
    );
    const box = root.querySelector<HTMLInputElement>('[data-reprolens="dont-ask-again"]')!;
    box.click();
    expect(box.checked).toBe(false);
    (root.querySelector('[data-reprolens="post-anyway"]') as HTMLButtonElement).click();
    (root.querySelector('[data-reprolens="add-it"]') as HTMLButtonElement).click();
    root
      .querySelector('[data-reprolens="presubmit-dialog"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(answers).toEqual([]);
  });
});
